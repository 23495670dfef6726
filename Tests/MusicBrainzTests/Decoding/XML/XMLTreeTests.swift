import Foundation
@_spi(Tools) import MusicBrainz
import Testing

/// The XML tree builder's limits and messages: nesting depth, parse errors, blank bodies.
@Suite struct XMLTreeTests {
    @Test("an artist nested 1,000 relationships deep is decodingFailed 'nested too deeply', not a crash")
    func deeplyNestedDocumentIsRefused() async throws {
        // The adversarial review's input: 3,002 elements deep. Before the limit, the recursive
        // decoders overflowed the stack (SIGSEGV) from about 400 levels in a debug build.
        let data = NestedDocuments.xml(levels: 1000)
        let error = await Task.detached {
            #expect(throws: MusicBrainzError.self) {
                _ = try ResponseDecoder().decode(Artist.self, from: data, format: .xml)
            }
        }.value
        #expect(error?.code == .decodingFailed)
        #expect(error?.message.contains("nested too deeply: more than 128 levels") == true, "\(error?.message ?? "")")
        let path = try #require(error?.decodingPath)
        #expect(path.hasPrefix("/metadata/artist/relation-list/relation/artist/relation-list/relation/artist/"))
        #expect(path.split(separator: "/").count == 128)
    }

    @Test("the deepest accepted XML document (128 elements) decodes, encodes as JSON and decodes back equal")
    func deepestAcceptedDocumentRoundTrips() async throws {
        #expect(NestedDocuments.xmlDepth(levels: 42) == 128)
        let data = NestedDocuments.xml(levels: 42)
        let artist = try await Task.detached {
            try ResponseDecoder().decode(Artist.self, from: data, format: .xml)
        }.value
        #expect(NestedDocuments.levels(of: artist) == 42)
        #expect(artist.name == "Level 0")

        let json = try JSONEncoder().encode(artist)
        let decoded = try await Task.detached {
            try ResponseDecoder().decode(Artist.self, from: json, format: .json)
        }.value
        #expect(decoded == artist)
    }

    @Test("one element deeper than the limit (129) is refused")
    func oneElementTooDeep() throws {
        #expect(NestedDocuments.xmlDepth(levels: 42, innermostName: true) == 129)
        let data = NestedDocuments.xml(levels: 42, innermostName: true)
        let error = #expect(throws: MusicBrainzError.self) {
            _ = try ResponseDecoder().decode(Artist.self, from: data, format: .xml)
        }
        #expect(error?.code == .decodingFailed)
        #expect(error?.message.contains("nested too deeply") == true)
        #expect(error?.decodingPath?.hasSuffix("/relation/artist") == true)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var xml: String
        var meaning: String
        var position: String
        var testDescription: String { xml }
    }

    /// Each input with the words its error must use and where it must say the error is; the
    /// codes are the ones XMLParser reports on Linux (libxml2's).
    static let malformed: [Malformed] = [
        Malformed(
            xml: "<r></s>", meaning: "an end tag does not match its start tag (XML error 76)", position: "line 1"),
        Malformed(xml: "<r>&nbsp;</r>", meaning: "an entity XML does not define", position: "line 1"),
        Malformed(
            xml: "<r a='1' a='2'/>", meaning: "an attribute appears twice in one element (XML error 42)",
            position: "line 1"),
        Malformed(xml: "<r a/>", meaning: "an attribute without a value (XML error 41)", position: "line 1"),
        Malformed(xml: "<r a='<'/>", meaning: "'<' inside an attribute value (XML error 38)", position: "line 1"),
        Malformed(xml: "<metadata>\n<r><a></r>", meaning: "(XML error ", position: "line 2"),
        Malformed(xml: "<r><a x='1></r>", meaning: "(XML error ", position: "line 1"),
    ]

    @Test("XML syntax errors are described in words with line and column", arguments: malformed)
    func syntaxErrorsAreDescribed(_ input: Malformed) {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: Data(input.xml.utf8), format: .xml)
        }
        #expect(error?.code == .decodingFailed)
        let message = error?.message ?? ""
        #expect(message.contains(input.meaning), "\(message)")
        #expect(message.contains("(\(input.position), column "), "\(message)")
        #expect(!message.contains("NSXMLParserErrorDomain"), "\(message)")
        #expect(!message.contains("could not be completed"), "\(message)")
    }

    @Test("a missing '>' (code 73) is described, not 'NSXMLParserErrorDomain error 73'")
    func missingGreaterThan() {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: Data("<metadata><release></release </metadata>".utf8))
        }
        let message = error?.message ?? ""
        #expect(message.contains("'>' is missing: a tag is not closed (XML error 73)"), "\(message)")
        #expect(message.contains("line 1, column "), "\(message)")
    }

    @Test("a blank body says it is blank, whatever format is asked for", arguments: [nil, ResponseFormat.xml, .json])
    func blankBody(format: ResponseFormat?) {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: Data(" \n\t\r\n ".utf8), format: format)
        }
        let message = error?.message ?? ""
        #expect(message.contains("blank"), "\(message)")
        #expect(!message.contains(#"starts with """#), "\(message)")
        #expect(error?.code == (format == nil ? .unexpectedContentType : .decodingFailed))
    }
}
