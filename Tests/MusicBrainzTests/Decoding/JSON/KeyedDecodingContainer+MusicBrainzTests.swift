import Foundation
import MusicBrainz
import Testing

/// The tolerant number readers of the JSON models: numbers written as strings are accepted,
/// and a number of the wrong kind is reported as what it is, at its key path.
@Suite struct KeyedDecodingContainerMusicBrainzTests {
    static let recording = "b9ad642e-b012-41c7-b72a-42cf4911f9ff"

    struct BadNumber: Sendable, CustomTestStringConvertible {
        var json: String
        var path: String
        var problem: String
        var testDescription: String { json }
    }

    static let badNumbers: [BadNumber] = [
        BadNumber(
            json: #"{"id": "\#(recording)", "title": "x", "length": 99999999999999999999999}"#, path: "length",
            problem: "Number 99999999999999999999999 is out of range (expected Int)"),
        BadNumber(
            json: #"{"id": "\#(recording)", "title": "x", "length": 1.5}"#, path: "length",
            problem: "Number 1.5 is not a whole number (expected Int)"),
        BadNumber(
            json: #"{"id": "\#(recording)", "title": "x", "length": 2.5e-1}"#, path: "length",
            problem: "Number 2.5e-1 is not a whole number"),
    ]

    @Test("a fractional or out-of-range length says so, with its key path", arguments: badNumbers)
    func badLength(_ input: BadNumber) {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Recording.self, from: Data(input.json.utf8), format: .json)
        }
        #expect(error?.code == .decodingFailed)
        #expect(error?.decodingPath == input.path)
        let message = error?.message ?? ""
        #expect(message.contains(input.problem), "\(message)")
        #expect(!message.contains("expected String"), "\(message)")
    }

    @Test("a fractional search score says it is not a whole number, at its path")
    func fractionalScore() {
        let json = #"""
            {"created": "2024-01-01T00:00:00.000Z", "count": 1, "offset": 0,
             "recordings": [{"id": "\#(Self.recording)", "score": 99.5, "title": "x"}]}
            """#
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(SearchResults<Recording>.self, from: Data(json.utf8), format: .json)
        }
        #expect(error?.code == .decodingFailed)
        #expect(error?.decodingPath == "recordings[0].score")
        #expect(error?.message.contains("Number 99.5 is not a whole number") == true, "\(error?.message ?? "")")
    }

    @Test("a Boolean where a number belongs reports the number expected, not a String")
    func booleanLength() {
        let json = #"{"id": "\#(Self.recording)", "title": "x", "length": true}"#
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Recording.self, from: Data(json.utf8), format: .json)
        }
        #expect(error?.decodingPath == "length")
        #expect(error?.message.contains("expected Int") == true, "\(error?.message ?? "")")
    }

    @Test("whole numbers, exponents that make whole numbers and numeric strings still decode")
    func tolerantNumbers() throws {
        for (value, expected) in [("238000", 238_000), ("2.38e5", 238_000), (#""238000""#, 238_000)] {
            let json = #"{"id": "\#(Self.recording)", "title": "x", "length": \#(value)}"#
            let recording = try ResponseDecoder().decode(Recording.self, from: Data(json.utf8), format: .json)
            #expect(recording.length == .milliseconds(expected), "\(value)")
        }
        let empty = #"{"id": "\#(Self.recording)", "title": "x", "length": ""}"#
        #expect(try ResponseDecoder().decode(Recording.self, from: Data(empty.utf8), format: .json).length == nil)
    }
}
