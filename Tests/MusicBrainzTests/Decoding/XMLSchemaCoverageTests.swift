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
        func name(_ node: Int) -> String? { tree.attribute(of: node, named: "name").map { tree.value(of: $0) } }
        func children(_ node: Int) -> [Int] {
            var result: [Int] = []
            var child = tree.nodes[node].firstChild
            while child >= 0 {
                result.append(child)
                child = tree.nodes[child].nextSibling
            }
            return result
        }
        var defines: [String: Int] = [:]
        var elements: [Int] = []
        for node in tree.nodes.indices {
            if tree.names[node] == "define", let defined = name(node) { defines[defined] = node }
            if tree.names[node] == "element", name(node) != nil { elements.append(node) }
        }
        func collect(_ pattern: Int, into names: inout Set<String>, visiting: inout Set<String>) {
            for child in children(pattern) {
                switch tree.names[child] {
                case "element":
                    if let element = name(child) { names.insert(element) }
                case "attribute":
                    if let attribute = name(child) { names.insert("@" + attribute) }
                case "ref":
                    guard let reference = name(child), let define = defines[reference], !visiting.contains(reference)
                    else { continue }
                    visiting.insert(reference)
                    collect(define, into: &names, visiting: &visiting)
                    visiting.remove(reference)
                case "choice", "optional", "zeroOrMore", "oneOrMore", "group", "interleave", "mixed":
                    collect(child, into: &names, visiting: &visiting)
                default:
                    break
                }
            }
        }
        var result: [String: Set<String>] = [:]
        for element in elements {
            guard let elementName = name(element) else { continue }
            var names = Set<String>()
            var visiting = Set<String>()
            collect(element, into: &names, visiting: &visiting)
            result[elementName, default: []].formUnion(names)
        }
        return result
    }

    /// Element name → the child elements and `@attributes` the mappings use.
    static let mapped = XMLCoverage.mapped

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

    /// The XML fixtures the library decodes.
    static let xmlResponses = FixtureCatalog.responses.filter { entry in
        entry.format == "xml" && FixtureCatalog.expectedFailures[entry.file] == nil
    }

    @Test("every element and attribute of the recorded XML is in a mapping or excluded with a reason")
    func fixturesAgainstMappings() throws {
        var unmapped: [String: String] = [:]
        var seenCount = 0
        for entry in Self.xmlResponses {
            let tree = try XMLTree.parse(try SharedFixtures.data(entry.file))
            for node in tree.nodes.indices {
                let nodeName = tree.names[node]
                var names: [(String, String)] = []
                let parent = tree.nodes[node].parent
                if parent >= 0 { names.append((tree.names[parent], nodeName)) }
                let start = Int(tree.nodes[node].attributeStart)
                for attribute in start..<start + Int(tree.nodes[node].attributeCount) {
                    let qualified = tree.attributes[attribute].name
                    if qualified.hasPrefix("xmlns") { continue }
                    names.append((nodeName, "@" + (qualified.split(separator: ":").last.map(String.init) ?? qualified)))
                }
                for (element, name) in names {
                    seenCount += 1
                    if !Self.mapped[element, default: []].contains(name), Self.exclusion(element, name) == nil {
                        unmapped["<\(element)> \(name)"] = unmapped["<\(element)> \(name)"] ?? entry.file
                    }
                }
            }
        }
        #expect(seenCount > 10_000)
        #expect(
            unmapped.isEmpty,
            Comment(
                rawValue: "in the recorded XML but in no mapping:\n"
                    + unmapped.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: "\n")))
    }
}
