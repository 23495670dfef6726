import Foundation
import Testing

@testable import MusicBrainz

/// The MusicBrainz extension namespace (`ext:score`) is found through the prefixes bound to it
/// where each element stands, as XML namespaces scope: a prefix declared on one element applies
/// to it and its descendants, and a rebinding elsewhere takes it away.
@Suite struct ExtensionScopeTests {
    static let ext = "http://musicbrainz.org/ns/ext#-2.0"
    static let mmd = "http://musicbrainz.org/ns/mmd-2.0#"
    static let id = "5b11f4ce-a62d-471e-81fc-a69a8278c7da"

    /// A search page of artists, the root declaring `rootDeclarations`, each artist carrying
    /// the attributes `items` gives it.
    static func page(rootDeclarations: String, items: [String]) -> Data {
        var text = "<metadata xmlns=\"\(mmd)\" \(rootDeclarations) created=\"2026-12-01T00:00:00Z\">"
        text += "<artist-list count=\"\(items.count)\" offset=\"0\">"
        for (index, attributes) in items.enumerated() {
            text += "<artist id=\"\(id)\" \(attributes)><name>A\(index)</name></artist>"
        }
        return Data((text + "</artist-list></metadata>").utf8)
    }

    static func scores(_ data: Data) throws -> [Int?] {
        try ResponseDecoder().decode(SearchResults<Artist>.self, from: data, format: .xml).items.map(\.score)
    }

    @Test("ext:score is read through the prefix the root binds, whatever it is called")
    func boundAtTheRoot() throws {
        let data = Self.page(
            rootDeclarations: "xmlns:ns2=\"\(Self.ext)\"", items: ["ns2:score=\"100\"", "ns2:score=\"87\""])
        #expect(try Self.scores(data) == [100, 87])
    }

    @Test("a prefix rebound on an item to another namespace does not read as the score there")
    func reboundPrefix() throws {
        let data = Self.page(
            rootDeclarations: "xmlns:ext=\"\(Self.ext)\"",
            items: ["ext:score=\"50\"", "xmlns:ext=\"urn:not-musicbrainz\" ext:score=\"9\""])
        #expect(try Self.scores(data) == [50, nil])
    }

    @Test("a prefix bound on one item applies to that item only, not to its siblings")
    func prefixScope() throws {
        let data = Self.page(
            rootDeclarations: "xmlns:q=\"urn:other\"",
            items: ["xmlns:q=\"\(Self.ext)\" q:score=\"50\"", "q:score=\"60\""])
        #expect(try Self.scores(data) == [50, nil])
    }

    @Test("items re-declaring the bound prefix make no new scope; items with prefixes of their own get one each")
    func scopesStaySmall() throws {
        let same = Self.page(
            rootDeclarations: "xmlns:ext=\"\(Self.ext)\"",
            items: Array(repeating: "xmlns:ext=\"\(Self.ext)\" ext:score=\"1\"", count: 500))
        let sameTree = try XMLTree.parse(same)
        // Scope 0 (nothing bound) and the root's: the items' declarations change nothing.
        #expect(sameTree.extensionScopes == [[], ["ext"]])
        #expect(try Self.scores(same) == Array(repeating: 1, count: 500))

        let own = Self.page(
            rootDeclarations: "", items: (0..<500).map { "xmlns:e\($0)=\"\(Self.ext)\" e\($0):score=\"\($0 % 100)\"" })
        let ownTree = try XMLTree.parse(own)
        let items = ownTree.children(of: ownTree.child(of: 0, named: "artist-list") ?? -1, named: "artist")
        #expect(items.count == 500)
        // Each item looks through its own prefix only, not through every prefix of the document.
        #expect(items.allSatisfy { ownTree.extensionScopes[Int(ownTree.nodes[$0].extensionScope)].count == 1 })
        #expect(try Self.scores(own) == (0..<500).map { $0 % 100 })
    }

    @Test("a bad search offset is one diagnostic in XML, as in JSON")
    func searchOffsetDiagnosedOnce() throws {
        let xml = Self.page(rootDeclarations: "", items: ["", ""])
        let badXML = Data(
            String(decoding: xml, as: UTF8.self).replacingOccurrences(of: "offset=\"0\"", with: "offset=\"x\"").utf8)
        let json = Data(
            """
            {"created": "2026-12-01T00:00:00Z", "count": 2, "offset": "x",
             "artists": [{"id": "\(Self.id)", "name": "A0"}, {"id": "\(Self.id)", "name": "A1"}]}
            """.utf8)
        for (data, format) in [(badXML, ResponseFormat.xml), (json, .json)] {
            let decoded = try ResponseDecoder().decodeReportingDiagnostics(
                SearchResults<Artist>.self, from: data, format: format)
            #expect(decoded.value.items.count == 2)
            #expect(decoded.value.offset == 0)
            #expect(decoded.diagnostics.count == 1, "\(format): \(decoded.diagnostics)")
        }
    }

    @Test("a whole count written with a fraction or an exponent reads the same in XML and JSON")
    func wholeNumbersWithFractions() throws {
        let release = "<release id=\"\(Self.id)\"><title>T</title></release>"
        let xml = Data(
            "<metadata xmlns=\"\(Self.mmd)\"><release-list count=\"1e3\" offset=\"2.0\">\(release)</release-list></metadata>"
                .utf8)
        let json = Data(
            "{\"release-count\": 1e3, \"release-offset\": 2.0, \"releases\": [{\"id\": \"\(Self.id)\", \"title\": \"T\"}]}"
                .utf8)
        for (data, format) in [(xml, ResponseFormat.xml), (json, .json)] {
            let decoded = try ResponseDecoder().decodeReportingDiagnostics(
                BrowseResults<Release>.self, from: data, format: format)
            #expect(decoded.value.totalCount == 1000, "\(format)")
            #expect(decoded.value.offset == 2, "\(format)")
            #expect(decoded.diagnostics.isEmpty, "\(format): \(decoded.diagnostics)")
        }
        // A count that is not whole is still refused.
        let half = Data(
            "<metadata xmlns=\"\(Self.mmd)\"><release-list count=\"2.5\">\(release)</release-list></metadata>".utf8)
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(
            BrowseResults<Release>.self, from: half, format: .xml)
        #expect(decoded.value.totalCount == 1)
        #expect(decoded.diagnostics.count == 1)
    }

    @Test(
        "at most 16 prefixes bound to the extension namespace at once are kept, and a score reads through any of them")
    func boundPrefixesAreCapped() throws {
        let declarations = (0..<40).map { "xmlns:p\($0)=\"\(Self.ext)\"" }.joined(separator: " ")
        // XMLParser hands an element's attributes over as a dictionary, so which 16 are kept is
        // not fixed; each item reads its score through every declared prefix in turn.
        let items = (0..<40).map { "p\($0):score=\"\($0)\"" }
        let data = Self.page(rootDeclarations: declarations, items: items)
        let tree = try XMLTree.parse(data)
        #expect(tree.extensionScopes.map(\.count) == [0, 16])
        let scores = try Self.scores(data)
        #expect(scores.compactMap { $0 }.count == 16)
        #expect(scores.enumerated().allSatisfy { $0.element == nil || $0.element == $0.offset })
    }
}
