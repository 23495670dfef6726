import Foundation
import MusicBrainz
import Testing

/// The JSON tape's input handling: byte order marks, blank bodies and the nesting limit, seen
/// through the public decoder.
@Suite struct JSONTapeTests {
    static let artist = #"{"id": "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "name": "Nine Inch Nails", "type": "Group"}"#

    @Test("a JSON body that starts with a UTF-8 byte order mark decodes", arguments: [nil, ResponseFormat.json])
    func byteOrderMark(format: ResponseFormat?) throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(Self.artist.utf8)
        #expect(ResponseDecoder.detectFormat(of: data) == .json)
        let artist = try ResponseDecoder().decode(Artist.self, from: data, format: format)
        #expect(artist.name == "Nine Inch Nails")
        #expect(artist.id == MBID("5b11f4ce-a62d-471e-81fc-a69a8278c7da"))
        #expect(artist.type == .group)
    }

    @Test("a byte order mark anywhere but at the start is still malformed")
    func byteOrderMarkInside() {
        let data =
            Data(#"{"id": "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "name": "x"}"#.utf8) + Data([0xEF, 0xBB, 0xBF])
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Artist.self, from: data, format: .json)
        }
        #expect(error?.code == .decodingFailed)
        #expect(error?.message.contains("malformed") == true)
    }

    @Test("JSON nested 256 deep (84 relationships and an alias) decodes inside a task and encodes back")
    func deepestAcceptedDocument() async throws {
        #expect(NestedDocuments.jsonDepth(levels: 84, innermostAlias: true) == 256)
        let data = NestedDocuments.json(levels: 84, innermostAlias: true)
        let artist = try await Task.detached {
            try ResponseDecoder().decode(Artist.self, from: data, format: .json)
        }.value
        #expect(NestedDocuments.levels(of: artist) == 84)

        // Foundation's encoder writes it, and it decodes back.
        let encoded = try JSONEncoder().encode(artist)
        let decoded = try await Task.detached {
            try ResponseDecoder().decode(Artist.self, from: encoded, format: .json)
        }.value
        #expect(decoded == artist)
    }

    @Test(
        "JSON nested deeper than 256 is decodingFailed 'nested too deeply', before any model recursion",
        arguments: [85, 170, 2000])
    func tooDeep(levels: Int) async {
        #expect(NestedDocuments.jsonDepth(levels: levels) > 256)
        let data = NestedDocuments.json(levels: levels)
        let error = await Task.detached {
            #expect(throws: MusicBrainzError.self) {
                _ = try ResponseDecoder().decode(Artist.self, from: data, format: .json)
            }
        }.value
        #expect(error?.code == .decodingFailed)
        #expect(error?.message.contains("nested too deeply") == true, "\(error?.message ?? "")")
    }
}
