import Foundation
import MusicBrainz
import Testing

/// ``LocalTrack``'s JSON shape, the one `mbz identify --tracks` reads a line of.
@Suite struct LocalTrackCodingTests {
    static func decode(_ json: String) throws -> LocalTrack {
        try JSONDecoder().decode(LocalTrack.self, from: Data(json.utf8))
    }

    @Test("a line decodes with its length in seconds; unknown keys such as album are ignored")
    func decodesALine() throws {
        let track = try Self.decode(
            #"{"title": "Dreams", "artist": "Fleetwood Mac", "album": "Rumours", "length": 257.8, "track": 2, "disc": 1}"#
        )
        #expect(
            track
                == LocalTrack(
                    title: "Dreams", artist: "Fleetwood Mac", length: .milliseconds(257_800), trackNumber: 2,
                    discNumber: 1))
        #expect(try Self.decode("{}") == LocalTrack())
        #expect(try Self.decode(#"{"title": null, "length": null, "track": null}"#) == LocalTrack())
        #expect(
            try Self.decode(#"{"length": "242", "track": "3"}"#) == LocalTrack(length: .seconds(242), trackNumber: 3))
    }

    @Test("encoding writes the known values under the same keys, and decodes back to the same track")
    func roundTrip() throws {
        let track = LocalTrack(
            title: "Go Your Own Way", artist: "Fleetwood Mac", length: .milliseconds(218_450), trackNumber: 5,
            discNumber: 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(track), as: UTF8.self)
        #expect(json == #"{"artist":"Fleetwood Mac","disc":1,"length":218.45,"title":"Go Your Own Way","track":5}"#)
        #expect(try Self.decode(json) == track)
        #expect(String(decoding: try encoder.encode(LocalTrack(title: "x")), as: UTF8.self) == #"{"title":"x"}"#)
        // A TOC's 1/75 s lengths are written to the millisecond.
        let fromTOC = LocalTrack(length: .seconds(1) / 75 * 15_000)
        #expect(String(decoding: try encoder.encode(fromTOC), as: UTF8.self) == #"{"length":200}"#)
    }

    @Test(
        "a value of the wrong type or out of range is refused, naming the key",
        arguments: [
            (#"{"title": 3}"#, #""title" must be a string"#),
            (#"{"artist": ["a"]}"#, #""artist" must be a string"#),
            (#"{"length": "long"}"#, #""length" must be a number"#),
            (#"{"length": -3}"#, #""length" must be a number of seconds from 0 to a day, not -3.0"#),
            (#"{"length": 86400}"#, #""length" must be a number of seconds from 0 to a day, not 86400.0"#),
            (#"{"track": 0}"#, #""track" must be a whole number from 1 to 9999, not 0.0"#),
            (#"{"disc": 1.5}"#, #""disc" must be a whole number from 1 to 9999, not 1.5"#),
            (#"{"track": true}"#, #""track" must be a number"#),
        ])
    func refusals(json: String, message: String) throws {
        let error = try #require(throws: DecodingError.self) { try Self.decode(json) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription == message)
    }

    @Test("a value that is not an object is a type mismatch")
    func notAnObject() throws {
        #expect(throws: DecodingError.self) { try Self.decode(#"["Dreams"]"#) }
        #expect(throws: DecodingError.self) { try Self.decode(#""Dreams""#) }
    }
}
