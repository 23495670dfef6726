import Foundation
import Testing

@testable import MusicBrainz

/// The library's JSON reader against Foundation's `JSONDecoder` running the same mappings through
/// `Codable`: the same models, and errors and diagnostics at the key path of the value.
@Suite struct JSONReaderTests {
    static let id = "aff4a693-5970-4e2e-bd46-e2ee49c22de7"

    func both<T: MusicBrainzResponse & Equatable>(_ type: T.Type, _ json: String) throws -> (T, T) {
        let data = Data(json.utf8)
        return (try JSONDecoder().decode(T.self, from: data), try ResponseDecoder().decode(T.self, from: data))
    }

    @Test("strings with every escape, surrogate pairs and raw UTF-8 decode as JSONDecoder decodes them")
    func escapes() throws {
        let json = #"""
            {"id": "AFF4A693-5970-4E2E-BD46-E2EE49C22DE7", "title": "a\"b\\c\/d\b\f\n\r\t \u00e9 \ud83d\ude00 é 😀 中",
             "length": 2.5e5, "video": true, "isrcs": [], "rating": {"value": 4.35e0, "votes-count": 3}}
            """#
        let (foundation, ours) = try both(Recording.self, json)
        #expect(ours == foundation)
        #expect(ours.title == "a\"b\\c/d\u{8}\u{C}\n\r\t é 😀 é 😀 中")
        #expect(ours.id.description == Self.id)
        #expect(ours.length == .milliseconds(250_000))
        #expect(ours.isVideo)
        #expect(ours.isrcs == [])
        #expect(ours.rating == Rating(value: 4.35, votesCount: 3))
    }

    @Test(
        "a quote, a backslash escape, a control character or raw UTF-8 at every offset of an 8-byte word of a string is found",
        arguments: 0..<20)
    func specialByteAtEveryOffset(_ offset: Int) throws {
        let plain = String(repeating: "a", count: offset)
        // The string scan reads eight bytes at a time: the special byte lands at every place of a word.
        for (written, expected) in [
            (plain + #"\""# + "b", plain + "\"b"), (plain + #"\\"#, plain + "\\"), (plain + "é€😀z", plain + "é€😀z"),
            (plain, plain), (plain + String(repeating: "c", count: 17), plain + String(repeating: "c", count: 17)),
        ] {
            let (foundation, ours) = try both(Recording.self, #"{"id": "\#(Self.id)", "title": "\#(written)"}"#)
            #expect(ours.title == expected)
            #expect(ours == foundation)
        }
        for control in ["\u{01}", "\n", "\u{1F}"] {
            let bytes = Array(#"{"id": "\#(Self.id)", "title": "\#(plain)\#(control)x"}"#.utf8)
            #expect(throws: DecodingError.self) { try bytes.withUnsafeBufferPointer { _ = try JSONTape(bytes: $0) } }
        }
        // A string cut off after its plain bytes, at every offset, is unterminated.
        let cut = Array(#"{"title": "\#(plain)"#.utf8)
        #expect(throws: DecodingError.self) { try cut.withUnsafeBufferPointer { _ = try JSONTape(bytes: $0) } }
    }

    @Test("decoding borrowed bytes (a dump line) gives what decoding the same body as Data gives")
    func borrowedBytes() throws {
        let json = #"{"id": "\#(Self.id)", "title": "x", "length": 1000, "video": false}"#
        let long = json.replacingOccurrences(of: #""x""#, with: "\"" + String(repeating: "y", count: 5000) + "\"")
        for text in [json, long] {
            let bytes = Array(text.utf8)
            let borrowed = try bytes.withUnsafeBufferPointer {
                try ResponseDecoder().decodeJSON(Recording.self, bytes: $0).value
            }
            #expect(borrowed == (try ResponseDecoder().decode(Recording.self, from: Data(bytes), format: .json)))
        }
        let error = Array(#"{"error": "Not Found"}"#.utf8)
        let thrown = #expect(throws: MusicBrainzError.self) {
            try error.withUnsafeBufferPointer { _ = try ResponseDecoder().decodeJSON(Recording.self, bytes: $0) }
        }
        #expect(thrown?.code == .notFound)
    }

    @Test("an escaped key is found like a plain one")
    func escapedKey() throws {
        let (foundation, ours) = try both(Recording.self, #"{"\u0069d": "\#(Self.id)", "t\u0069tle": "x"}"#)
        #expect(ours == foundation)
        #expect(ours.title == "x")
    }

    @Test(
        "every recorded JSON release decodes to the same model through both decoders",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func recordedReleases() throws {
        let entries = SharedFixtures.manifest.filter {
            $0.format == "json" && $0.entity == "release" && $0.kind == "lookup" && $0.httpStatus == 200
        }
        for entry in entries {
            let data = try SharedFixtures.data(entry.file)
            // Both decoders refuse the same documents (two Picard fixtures have no release ID).
            guard let ours = try? ResponseDecoder().decode(Release.self, from: data) else {
                #expect(throws: DecodingError.self, "\(entry.file)") {
                    try JSONDecoder().decode(Release.self, from: data)
                }
                continue
            }
            #expect(try JSONDecoder().decode(Release.self, from: data) == ours, "\(entry.file)")
        }
        #expect(entries.count >= 50)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var path: String
        var message: String
        var testDescription: String { json }
    }

    static let requiredCases: [Case] = [
        Case(json: #"{"title": "x"}"#, path: "id", message: #"lacks the required key "id""#),
        Case(json: #"{"id": "nope"}"#, path: "id", message: #"has "nope" where an MBID is required"#),
        Case(json: #"{"id": 7}"#, path: "id", message: "has 7 where an MBID is required"),
        Case(
            json: #"{"id": "\#(id)", "label-info": [{"label": {"name": "X"}}]}"#, path: "label-info[0].label.id",
            message: #"lacks the required key "id""#),
        Case(
            json: #"{"id": "\#(id)", "media": [{"tracks": [{"artist-credit": [{"name": "A"}]}]}]}"#,
            path: "media[0].tracks[0].artist-credit[0].artist", message: #"lacks the required object "artist""#),
    ]

    @Test("a missing or invalid identity fails the document with its key path", arguments: requiredCases)
    func requiredIdentity(_ testCase: Case) throws {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: Data(testCase.json.utf8), format: .json)
        }
        #expect(error?.code == .decodingFailed)
        #expect(error?.decodingPath == testCase.path)
        #expect(error?.message.contains(testCase.message) == true, "\(error?.message ?? "")")
    }

    static let droppedCases: [Case] = [
        Case(
            json: #"{"id": "\#(id)", "length": 1.5}"#, path: "length",
            message: "expected a length in milliseconds, found 1.5"),
        Case(
            json: #"{"id": "\#(id)", "length": 99999999999999999999}"#, path: "length",
            message: "found 99999999999999999999"),
        Case(json: #"{"id": "\#(id)", "length": true}"#, path: "length", message: "found true"),
        Case(
            json: #"{"id": "\#(id)", "first-release-date": "2019-13-45"}"#, path: "first-release-date",
            message: #"found "2019-13-45""#),
        Case(
            json: #"{"id": "\#(id)", "releases": {"a": 1}}"#, path: "releases",
            message: "expected an array, found an object"),
    ]

    @Test("an optional value of the wrong shape is dropped with a diagnostic at its key path", arguments: droppedCases)
    func droppedValue(_ testCase: Case) throws {
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(
            Recording.self, from: Data(testCase.json.utf8), format: .json)
        #expect(decoded.value.id.description == Self.id)
        #expect(decoded.value.length == nil && decoded.value.firstReleaseDate == nil && decoded.value.releases == nil)
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.diagnostics.first?.path == testCase.path)
        #expect(decoded.diagnostics.first?.message.contains(testCase.message) == true, "\(decoded.diagnostics)")
    }

    static let malformed: [String] = [
        "", " ", "{", "[", "{\"a\":}", "{\"a\" 1}", "[1,]", "{\"a\":1,}", "[01]", "[1.]", "[.5]", "[1e]", "[-]",
        "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"a\u{01}b\"", "tru", "nul", "[1] 2", "{\"a\":1}}",
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ]

    @Test(
        "malformed, truncated and too deep documents are refused by the tape (RFC 8259, stricter than JSONDecoder)",
        arguments: malformed)
    func refusesMalformed(_ json: String) {
        let bytes = Array(json.utf8)
        let error = #expect(throws: DecodingError.self) {
            try bytes.withUnsafeBufferPointer { _ = try JSONTape(bytes: $0) }
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted for \(json), got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.isEmpty)
        let decodeError = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Recording.self, from: Data(json.utf8), format: .json)
        }
        #expect(decodeError?.code == .decodingFailed)
    }

    @Test("invalid UTF-8 is refused as corrupted data")
    func invalidUTF8() {
        let data = Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D])  // {"a":"\xC3("}
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Recording.self, from: data, format: .json)
        }
        #expect(error?.code == .decodingFailed)
        #expect(error?.message.contains("UTF-8") == true, "\(error?.message ?? "")")
    }
}
