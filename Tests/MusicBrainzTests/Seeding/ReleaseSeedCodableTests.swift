import Foundation
import MusicBrainz
import Testing

/// The JSON of a `ReleaseSeed`: property names as keys, lengths in integer milliseconds,
/// unknown keys refused with their key path.
@Suite struct ReleaseSeedCodableTests {
    static let example = """
        {"title": "Vision Creation Newsun", "language": "eng", "barcode": "4988064451180",
         "primaryType": "Album", "status": "Official",
         "events": [{"date": "1999-10-21", "country": "JP"}],
         "artistCredit": [{"artistName": "Boredoms"}],
         "media": [{"format": "CD", "toc": "1 3 192512 150 7100 167475",
                    "tracks": [{"title": "☉", "length": 92666}, {"title": "⧖"}, {"title": "◌", "isPregap": false}]}],
         "links": [{"url": "https://www.discogs.com/release/1", "linkType": 76}],
         "editNote": "From the disc", "redirectURI": "http://localhost:8765/done"}
        """

    @Test("the documented JSON decodes to the seed it describes")
    func decodesExample() throws {
        let seed = try ReleaseSeed(json: Data(Self.example.utf8))
        #expect(seed.title == "Vision Creation Newsun")
        #expect(seed.language == "eng")
        #expect(seed.barcode == .code("4988064451180"))
        #expect(seed.primaryType == .album)
        #expect(seed.status == .official)
        #expect(seed.events == [ReleaseSeed.Event(date: PartialDate(year: 1999, month: 10, day: 21), country: "JP")])
        #expect(seed.artistCredit == [ReleaseSeed.NameCredit(artistName: "Boredoms")])
        #expect(seed.media[0].toc == ReleaseSeedFixtures.visionCreationTOC)
        #expect(seed.media[0].tracks.map(\.title) == ["☉", "⧖", "◌"])
        #expect(seed.media[0].tracks[0].length == .milliseconds(92_666))
        #expect(
            seed.links == [
                ReleaseSeed.ExternalLink(url: URL(string: "https://www.discogs.com/release/1")!, linkType: .discogs)
            ])
        #expect(seed.redirectURI == URL(string: "http://localhost:8765/done"))
        try seed.validate()
    }

    @Test("encoding and decoding give the same seed, for the worked example and the stress seed")
    func roundTrip() throws {
        for seed in [ReleaseSeedFixtures.loveBug, ReleaseSeedFixtures.stress, ReleaseSeed()] {
            let data = try JSONEncoder().encode(seed)
            #expect(try ReleaseSeed(json: data) == seed)
        }
        let empty = String(decoding: try JSONEncoder().encode(ReleaseSeed()), as: UTF8.self)
        #expect(empty == "{}")
        let none = String(decoding: try JSONEncoder().encode(ReleaseSeed(barcode: .noBarcode)), as: UTF8.self)
        #expect(none == #"{"barcode":"none"}"#)
    }

    @Test("an unknown key is refused with its path, not silently left out")
    func unknownKeys() {
        let top = #expect(throws: MusicBrainzError.self) { try ReleaseSeed(json: Data(#"{"edit_note": "x"}"#.utf8)) }
        #expect(top?.code == .decodingFailed)
        #expect(top?.decodingPath == "edit_note")
        #expect(top?.message.contains("editNote") == true)
        let nested = #expect(throws: MusicBrainzError.self) {
            try ReleaseSeed(json: Data(#"{"media": [{"tracks": [{"title": "a"}, {"lenght": 1000}]}]}"#.utf8))
        }
        #expect(nested?.decodingPath == "media[0].tracks[1].lenght")
    }

    @Test(
        "a value of the wrong type names its key path: a fractional length, a bad TOC, a bad MBID, a string for a list")
    func wrongTypes() {
        let cases: [(String, String)] = [
            (#"{"media": [{"tracks": [{"length": 242226.5}]}]}"#, "media[0].tracks[0].length"),
            (#"{"media": [{"toc": "1+3+oops"}]}"#, "media[0].toc"),
            (#"{"labels": [{"label": "not-an-mbid"}]}"#, "labels[0].label"),
            (#"{"events": "2011"}"#, "events"),
            (#"{"events": [{"date": "2011-13-01"}]}"#, "events[0].date"),
            (#"{"makesVotable": "yes"}"#, "makesVotable"),
        ]
        for (json, path) in cases {
            let error = #expect(throws: MusicBrainzError.self, "\(json)") { try ReleaseSeed(json: Data(json.utf8)) }
            #expect(error?.code == .decodingFailed)
            #expect(error?.decodingPath == path, "\(json)")
        }
        let malformed = #expect(throws: MusicBrainzError.self) { try ReleaseSeed(json: Data("{".utf8)) }
        #expect(malformed?.decodingPath == "(top level)")
    }
}
