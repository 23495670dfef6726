import Foundation
import Testing

@testable import MusicBrainz

/// Compares what the XML decoders map with the MMD 2.0 RELAX NG schema, and checks the mapping
/// tables against what decoding every recorded XML response really reads. The report of
/// unmapped schema names, with the reason for each exclusion, is printed in the test output.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct XMLSchemaCoverageTests {
    /// Element name → the child elements and `@attributes` the schema allows under it.
    static func schemaNames() throws -> [String: Set<String>] {
        let tree = try XMLTree.parse(try SharedFixtures.data("schema/musicbrainz_mmd-2.0.rng"))
        var defines: [String: XMLElementNode] = [:]
        var elements: [XMLElementNode] = []
        func walk(_ node: XMLElementNode) {
            if node.name == "define", let name = node.attribute("name") { defines[name] = node }
            if node.name == "element", node.attribute("name") != nil { elements.append(node) }
            for child in node.children { walk(child) }
        }
        walk(tree.root)
        func collect(_ pattern: XMLElementNode, into names: inout Set<String>, visiting: inout Set<String>) {
            for child in pattern.children {
                switch child.name {
                case "element":
                    if let name = child.attribute("name") { names.insert(name) }
                case "attribute":
                    if let name = child.attribute("name") { names.insert("@" + name) }
                case "ref":
                    guard let name = child.attribute("name"), let define = defines[name], !visiting.contains(name)
                    else { continue }
                    visiting.insert(name)
                    collect(define, into: &names, visiting: &visiting)
                    visiting.remove(name)
                case "choice", "optional", "zeroOrMore", "oneOrMore", "group", "interleave", "mixed":
                    collect(child, into: &names, visiting: &visiting)
                default:
                    break
                }
            }
        }
        var result: [String: Set<String>] = [:]
        for element in elements {
            guard let name = element.attribute("name") else { continue }
            var names = Set<String>()
            var visiting = Set<String>()
            collect(element, into: &names, visiting: &visiting)
            result[name, default: []].formUnion(names)
        }
        return result
    }

    /// Element name → the child elements and `@attributes` the decoders map.
    static let mapped: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for mapping in XMLCoverage.mappings {
            for element in mapping.elements {
                result[element, default: []].formUnion(mapping.children)
                result[element, default: []].formUnion(mapping.attributes.map { "@" + $0 })
            }
        }
        return result
    }()

    /// The exclusion of a name under an element, if any.
    static func exclusion(_ element: String, _ name: String) -> XMLCoverage.Exclusion? {
        XMLCoverage.exclusions.first { ($0.element == element || $0.element == "*") && $0.name == name }
    }

    @Test("every element and attribute of the MMD schema is mapped or excluded with a reason")
    func schemaCoverage() throws {
        let schema = try Self.schemaNames()
        var gaps: [String] = []
        var excluded: [String] = []
        for element in schema.keys.sorted() {
            for name in schema[element, default: []].sorted() where !Self.mapped[element, default: []].contains(name) {
                if let exclusion = Self.exclusion(element, name) {
                    excluded.append("  <\(element)> \(name): \(exclusion.reason)")
                } else {
                    gaps.append("  <\(element)> \(name)")
                }
            }
        }
        let mappedCount = schema.reduce(0) { $0 + $1.value.intersection(Self.mapped[$1.key, default: []]).count }
        print(
            """
            MMD schema coverage: \(schema.count) elements, \(mappedCount) element/attribute names mapped, \
            \(excluded.count) excluded, \(gaps.count) unexplained.
            Excluded (not mapped, with the reason):
            \(excluded.joined(separator: "\n"))
            Unexplained gaps:
            \(gaps.isEmpty ? "  none" : gaps.joined(separator: "\n"))
            """)
        #expect(
            gaps.isEmpty, Comment(rawValue: "unmapped schema names without a reason:\n" + gaps.joined(separator: "\n")))
    }

    @Test("every exclusion names something the schema or the service has and the decoders do not map")
    func exclusionsAreNeeded() throws {
        let schema = try Self.schemaNames()
        for exclusion in XMLCoverage.exclusions where exclusion.element != "*" {
            #expect(
                !Self.mapped[exclusion.element, default: []].contains(exclusion.name),
                "<\(exclusion.element)> \(exclusion.name) is excluded but mapped")
            if !exclusion.reason.hasPrefix("not in the schema") {
                #expect(
                    schema[exclusion.element, default: []].contains(exclusion.name),
                    "<\(exclusion.element)> \(exclusion.name) is excluded but not in the schema")
            }
        }
    }

    /// The XML fixtures this branch decodes.
    static let xmlResponses = FixtureCatalog.responses.filter { entry in
        entry.format == "xml" && FixtureCatalog.expectedFailures[entry.file] == nil
            && FixtureCatalog.expectedKind(of: entry).map { FixtureCatalog.pendingKinds[$0] == nil } ?? true
    }

    @Test("decoding the recorded XML reads everything it contains, and the mapping tables match what is read")
    func fixturesAgainstMappings() throws {
        var seen: [String: Set<String>] = [:]
        var read = Set<String>()
        var firstFile: [String: String] = [:]
        for entry in Self.xmlResponses {
            let data = try SharedFixtures.data(entry.file)
            let log = XMLAccessLog()
            let tree = try XMLTree.parse(data, accessLog: log)
            let kind = try #require(try FixtureCatalog.kind(of: entry, data: data))
            _ = try kind.decodeRoot(tree.root)
            let recorded = log.recorded
            read.formUnion(recorded)
            for (index, node) in tree.nodes.enumerated() {
                var names: [String] = []
                let nodeName = tree.names[index]
                if node.parent >= 0 {
                    let parent = tree.names[node.parent]
                    seen[parent, default: []].insert(nodeName)
                    names.append(parent + "/" + nodeName)
                }
                for attribute in XMLElementNode(tree: tree, index: index).attributes.keys
                where !attribute.hasPrefix("xmlns") {
                    let name =
                        attribute.contains(":")
                        ? "@" + (attribute.split(separator: ":").last.map(String.init) ?? "") : "@" + attribute
                    seen[nodeName, default: []].insert(name)
                    names.append(nodeName + "/" + name)
                }
                for pair in names where firstFile[pair] == nil { firstFile[pair] = entry.file }
            }
        }
        // 1. Nothing the service sent went unread, unless it is excluded with a reason. (A name
        // read in one response and skipped in another is fine: single elements that repeat a
        // list's first item, such as <ipi> next to <ipi-list>, are only read when the list is
        // missing.)
        var unread: [String: String] = [:]
        for (pair, file) in firstFile where !read.contains(pair) {
            let parts = pair.split(separator: "/", maxSplits: 1).map(String.init)
            if Self.exclusion(parts[0], parts[1]) == nil { unread[pair] = file }
        }
        #expect(
            unread.isEmpty,
            Comment(
                rawValue: "read by no decoder:\n"
                    + unread.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: "\n")))
        // 2. What the fixtures contain is in the mapping tables or excluded.
        var notInTables: [String] = []
        for (element, names) in seen {
            for name in names
            where !Self.mapped[element, default: []].contains(name) && Self.exclusion(element, name) == nil {
                notInTables.append("<\(element)> \(name)")
            }
        }
        #expect(
            notInTables.isEmpty,
            Comment(rawValue: "missing from the mapping tables:\n" + notInTables.sorted().joined(separator: "\n")))
        // 3. What the tables claim, and the fixtures contain, a decoder really read.
        var claimedUnread: [String] = []
        for (element, names) in Self.mapped {
            for name in names where seen[element, default: []].contains(name) && !read.contains(element + "/" + name) {
                claimedUnread.append("<\(element)> \(name)")
            }
        }
        #expect(
            claimedUnread.isEmpty,
            Comment(rawValue: "mapped but never read:\n" + claimedUnread.sorted().joined(separator: "\n")))
        let unseen = Self.mapped.flatMap { element, names in
            names.filter { !seen[element, default: []].contains($0) }.map { "<\(element)> \($0)" }
        }
        print("XML mapping: \(unseen.count) mapped names do not occur in the recorded XML (checked by schema only).")
    }
}
