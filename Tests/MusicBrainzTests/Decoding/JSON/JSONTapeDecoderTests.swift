import Foundation
import Testing

@testable import MusicBrainz

/// The library's JSON decoder against Foundation's `JSONDecoder`: the same models, the same
/// errors at the same coding paths.
@Suite struct JSONTapeDecoderTests {
    struct Probe: Codable, Equatable {
        var text: String
        var number: Int
        var ratio: Double?
        var flag: Bool
        var list: [Int]
        var nested: [Nested]?
        var missing: String?

        struct Nested: Codable, Equatable {
            var id: MBID
            var name: String?
        }
    }

    func both<T: Decodable & Equatable>(_ type: T.Type, _ json: String) throws -> (T, T) {
        let data = Data(json.utf8)
        return (try JSONDecoder().decode(T.self, from: data), try JSONTapeDecoder.decode(T.self, from: data))
    }

    @Test("strings with every escape, surrogate pairs and raw UTF-8 decode as JSONDecoder decodes them")
    func escapes() throws {
        let json = #"""
            {"text": "a\"b\\c\/d\b\f\n\r\t \u00e9 \ud83d\ude00 é 😀 中", "number": -42, "ratio": 4.35e0, "flag": true,
             "list": [], "nested": [{"id": "AFF4A693-5970-4E2E-BD46-E2EE49C22DE7", "name": null}]}
            """#
        let (foundation, ours) = try both(Probe.self, json)
        #expect(ours == foundation)
        #expect(ours.text == "a\"b\\c/d\u{8}\u{C}\n\r\t é 😀 é 😀 中")
        #expect(ours.nested?.first?.id.description == "aff4a693-5970-4e2e-bd46-e2ee49c22de7")
        #expect(ours.ratio == 4.35)
    }

    @Test("an escaped key is found like a plain one")
    func escapedKey() throws {
        let (foundation, ours) = try both(
            Probe.self, #"{"t\u0065xt": "x", "number": 1, "flag": false, "list": [1, 2], "\u006Eested": null}"#)
        #expect(ours == foundation)
        #expect(ours.text == "x")
    }

    @Test(
        "every recorded JSON release decodes to the same model through both decoders",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func recordedReleases() throws {
        var compared = 0
        for entry in SharedFixtures.manifest
        where entry.format == "json" && entry.entity == "release" && entry.kind == "lookup" {
            let data = try SharedFixtures.data(entry.file)
            guard let expected = try? JSONDecoder().decode(Release.self, from: data) else { continue }
            #expect(try JSONTapeDecoder.decode(Release.self, from: data) == expected, "\(entry.file)")
            compared += 1
        }
        #expect(compared > 50)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var path: String
        /// Foundation reports number conversion failures without a path; ours names the key.
        var foundationHasPath = true
        var testDescription: String { json }
    }

    static let errorCases: [Case] = [
        Case(json: #"{"text": 1, "number": 1, "flag": true, "list": []}"#, path: "text"),
        Case(json: #"{"text": "", "number": 1, "flag": true, "list": [1, "2"]}"#, path: "list.Index 1"),
        Case(
            json: #"{"text": "", "number": 1, "flag": true, "list": [], "nested": [{"id": "nope"}]}"#,
            path: "nested.Index 0.id"),
        Case(json: #"{"text": "", "number": 1.5, "flag": true, "list": []}"#, path: "number", foundationHasPath: false),
        Case(json: #"{"text": "", "number": 1, "list": []}"#, path: "flag"),
        Case(
            json: #"{"text": "", "number": 99999999999999999999, "flag": true, "list": []}"#, path: "number",
            foundationHasPath: false),
    ]

    @Test("errors name the same coding path as JSONDecoder's", arguments: errorCases)
    func errorPaths(_ testCase: Case) throws {
        let data = Data(testCase.json.utf8)
        let foundation = #expect(throws: DecodingError.self) { try JSONDecoder().decode(Probe.self, from: data) }
        let ours = #expect(throws: DecodingError.self) { try JSONTapeDecoder.decode(Probe.self, from: data) }
        func path(_ error: DecodingError?) -> String {
            let context: DecodingError.Context?
            var keys: [any CodingKey] = []
            switch error {
            case .keyNotFound(let key, let c)?:
                context = c
                keys = [key]
            case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?, .dataCorrupted(let c)?: context = c
            default: context = nil
            }
            return ((context?.codingPath ?? []) + keys).map { $0.intValue.map { "Index \($0)" } ?? $0.stringValue }
                .joined(separator: ".")
        }
        #expect(path(ours) == testCase.path)
        if testCase.foundationHasPath { #expect(path(foundation) == testCase.path) }
    }

    static let malformed: [String] = [
        "", " ", "{", "[", "{\"a\":}", "{\"a\" 1}", "[1,]", "{\"a\":1,}", "[01]", "[1.]", "[.5]", "[1e]", "[-]",
        "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"a\u{01}b\"", "tru", "nul", "[1] 2", "{\"a\":1}}",
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ]

    @Test(
        "malformed, truncated and too deep documents are refused (RFC 8259, stricter than JSONDecoder on trailing commas)",
        arguments: malformed)
    func refusesMalformed(_ json: String) {
        let data = Data(json.utf8)
        let error = #expect(throws: DecodingError.self) { try JSONTapeDecoder.decode([String: Int].self, from: data) }
        if case .dataCorrupted(let context)? = error {
            #expect(context.codingPath.isEmpty)
        } else if !json.hasPrefix("[") && !json.hasPrefix("\"") {
            Issue.record("expected dataCorrupted for \(json), got \(String(describing: error))")
        }
    }

    @Test("invalid UTF-8 is refused as corrupted data")
    func invalidUTF8() {
        let data = Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D])  // {"a":"\xC3("}
        let error = #expect(throws: DecodingError.self) {
            try JSONTapeDecoder.decode([String: String].self, from: data)
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("UTF-8"))
    }
}
