import Foundation
import MusicBrainz
import Testing

/// The scalar rules of the mapping layer: numbers written as strings are accepted, and a number
/// of the wrong kind is dropped and reported as what it is, at its key path.
@Suite struct ScalarToleranceTests {
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
            problem: "expected a length in milliseconds, found 99999999999999999999999"),
        BadNumber(
            json: #"{"id": "\#(recording)", "title": "x", "length": 1.5}"#, path: "length",
            problem: "expected a length in milliseconds, found 1.5"),
        BadNumber(
            json: #"{"id": "\#(recording)", "title": "x", "length": 2.5e-1}"#, path: "length",
            problem: "found 2.5e-1"),
    ]

    @Test("a fractional or out-of-range length is dropped and reported with its key path", arguments: badNumbers)
    func badLength(_ input: BadNumber) throws {
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(
            Recording.self, from: Data(input.json.utf8), format: .json)
        #expect(decoded.value.title == "x")
        #expect(decoded.value.length == nil)
        #expect(decoded.diagnostics.map(\.path) == [input.path])
        let message = decoded.diagnostics.first?.message ?? ""
        #expect(message.contains(input.problem), "\(message)")
    }

    @Test("a fractional search score is dropped and reported at its path; the hit is kept")
    func fractionalScore() throws {
        let json = #"""
            {"created": "2024-01-01T00:00:00.000Z", "count": 1, "offset": 0,
             "recordings": [{"id": "\#(Self.recording)", "score": 99.5, "title": "x"}]}
            """#
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(
            SearchResults<Recording>.self, from: Data(json.utf8), format: .json)
        #expect(decoded.value.items.map(\.item.title) == ["x"])
        #expect(decoded.value.items.first?.score == nil)
        #expect(decoded.diagnostics.map(\.path) == ["recordings[0].score"])
        #expect(decoded.diagnostics.first?.message == "expected an integer, found 99.5")
    }

    @Test("a Boolean where a number belongs reports the number expected")
    func booleanLength() throws {
        let json = #"{"id": "\#(Self.recording)", "title": "x", "length": true}"#
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(Recording.self, from: Data(json.utf8))
        #expect(
            decoded.diagnostics == [
                DecodingDiagnostic(path: "length", message: "expected a length in milliseconds, found true")
            ])
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
