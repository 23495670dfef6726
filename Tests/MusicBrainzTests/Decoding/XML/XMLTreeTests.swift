import Foundation
import Testing

@testable import MusicBrainz

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

    /// Everything a tree holds, in a form two trees can be compared by (attributes as sets:
    /// their order comes from `XMLParser`'s dictionary).
    static func contents(of tree: XMLTree) -> [String] {
        tree.nodes.indices.map { node in
            let start = Int(tree.nodes[node].attributeStart)
            let attributes = (start..<start + Int(tree.nodes[node].attributeCount)).map {
                tree.attributes[$0].name + "=" + tree.value(of: $0)
            }
            return "\(tree.nodes[node].parent) \(tree.nodes[node].firstChild) \(tree.nodes[node].nextSibling) "
                + "\(tree.names[node]) \(attributes.sorted()) \(tree.texts[node])"
        }
    }

    @Test(
        "a document fed to the parser in chunks gives the same tree and model as one parsed whole",
        arguments: ["release-lookup-violin-concertos.xml", "artist-lookup-every-relationship.xml"])
    func chunkedParseMatchesWholeParse(fixture: String) throws {
        let data = try OwnFixtures.data(fixture)
        let whole = try XMLTree.parse(data, streamingThreshold: .max)
        let expected = Self.contents(of: whole)
        #expect(expected.count > 50)
        for chunkSize in [1, 7, 4096] {
            let chunked = try XMLTree.parse(data, streamingThreshold: 0, chunkSize: chunkSize)
            #expect(Self.contents(of: chunked) == expected, "chunks of \(chunkSize) bytes")
        }
        if fixture.hasPrefix("release") {
            let release = try ResponseDecoder.decodeXML(Release.self, tree: whole).value
            let chunkedRelease = try ResponseDecoder.decodeXML(
                Release.self, tree: XMLTree.parse(data, streamingThreshold: 0, chunkSize: 7)
            ).value
            #expect(release.title == "Violin Concertos")
            #expect(chunkedRelease == release)
        }
    }

    @Test("a document past the streaming threshold is parsed in chunks and decodes as when parsed whole")
    func largeDocumentIsStreamed() throws {
        let fixture = String(decoding: try OwnFixtures.data("release-lookup-violin-concertos.xml"), as: UTF8.self)
        // White space and a comment after the release make it long without changing the model.
        let padding = String(repeating: " ", count: XMLTree.streamingThreshold) + "<!-- é -->"
        let data = Data(fixture.replacingOccurrences(of: "</metadata>", with: padding + "</metadata>").utf8)
        #expect(data.count >= XMLTree.streamingThreshold)
        let streamed = try ResponseDecoder().decode(Release.self, from: data, format: .xml)
        let whole = try ResponseDecoder().decode(
            Release.self, from: try OwnFixtures.data("release-lookup-violin-concertos.xml"))
        #expect(streamed == whole)
        #expect(streamed.media?.count == 2)
    }

    @Test(
        "malformed and refused inputs fail the same way in chunks",
        arguments: XMLInputGuardTests.crashing + XMLInputGuardTests.misleading)
    func malformedInChunks(input: XMLInputGuardTests.Input) {
        let whole = #expect(throws: MusicBrainzError.self) { try XMLTree.parse(input.data, streamingThreshold: .max) }
        let chunked = #expect(throws: MusicBrainzError.self) {
            try XMLTree.parse(input.data, streamingThreshold: 0, chunkSize: 3)
        }
        #expect(chunked?.code == .decodingFailed)
        #expect(whole?.code == .decodingFailed)
    }

    @Test("long names that share a key are still told apart")
    func longNamesSharingAKey() throws {
        // 20 bytes each, equal in their first seven and last eight: the key is not exact.
        let first = "iso-3166-1-code-list"
        let second = "iso-3166-2-code-list"
        #expect(XMLNameKey(first) == XMLNameKey(second))
        #expect(!XMLNameKey(first).isExact)
        #expect(XMLNameKey("iso-3166-1-code") != XMLNameKey("iso-3166-2-code"))
        #expect(XMLNameKey("medium-list") == XMLNameKey("medium", suffix: "-list"))
        let tree = try XMLTree.parse(Data("<r><\(second)>b</\(second)><\(first)>a</\(first)></r>".utf8))
        let child = try #require(tree.withView { $0.child(of: 0, spelled: first) })
        #expect(tree.texts[child] == "a")
        #expect(tree.child(of: 0, named: "iso-3166", suffix: "-2-code-list").map { tree.texts[$0] } == "b")
    }
}
