import Foundation
import MusicBrainz
import Testing

/// Every request recorded in both formats decodes to equal models, except where the service
/// itself answers differently (``ParityException``).
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct FormatParityTests {
    static let pairs = FixtureCatalog.pairs

    /// Decodes both sides of a pair as the same kind and returns their encoded JSON values.
    static func decodePair(_ pair: FixtureCatalog.Pair) throws -> (kind: ResponseKind, json: Any, xml: Any, equal: Bool)
    {
        let jsonData = try SharedFixtures.data(pair.json.file)
        let xmlData = try SharedFixtures.data(pair.xml.file)
        let kind = try #require(try FixtureCatalog.kind(of: pair.json, data: jsonData))
        let xmlKind = try #require(try FixtureCatalog.kind(of: pair.xml, data: xmlData))
        #expect(kind == xmlKind, "the two formats were detected as different kinds")
        let fromJSON = try kind.decode(jsonData, format: .json)
        let fromXML = try kind.decode(xmlData, format: .xml)
        let json = try JSONTree.value(of: fromJSON)
        let xml = try JSONTree.value(of: fromXML)
        return (kind, json, xml, JSONTree.equal(json, xml))
    }

    @Test("there are about 69 requests recorded in both formats")
    func pairCount() {
        #expect(Self.pairs.count >= 69)
    }

    /// The pairs that answer the same request at about the same time.
    static let comparablePairs = pairs.filter { ParityException.unrelatedPairs[$0.json.file] == nil }

    /// The pairs listed as unrelated captures.
    static let unrelatedPairs = pairs.filter { ParityException.unrelatedPairs[$0.json.file] != nil }

    @Test("a request answered in XML and in JSON decodes to equal models", arguments: comparablePairs)
    func parity(pair: FixtureCatalog.Pair) throws {
        var (_, json, xml, _) = try Self.decodePair(pair)
        for exception in ParityException.all where exception.applies(to: pair.json.file) {
            exception.rewrite(&json, &xml)
        }
        let differences = JSONTree.differences(json, xml)
        #expect(
            differences.isEmpty,
            Comment(rawValue: "\(pair.json.file) vs \(pair.xml.file):\n" + differences.joined(separator: "\n")))
    }
}

extension FormatParityTests {
    @Test("a pair listed as unrelated captures really decodes to different models", arguments: unrelatedPairs)
    func unrelatedPairDiffers(pair: FixtureCatalog.Pair) throws {
        // Picard's hand-edited browses do not even decode ("123" as a release ID): unrelated too.
        guard let decoded = try? Self.decodePair(pair) else { return }
        #expect(
            !JSONTree.differences(decoded.json, decoded.xml).isEmpty,
            "\(pair.json.file) is listed as unrelated to \(pair.xml.file), yet they decode alike: take it off the list")
    }

    @Test("every pair listed as unrelated is a recorded pair")
    func unrelatedPairsExist() {
        #expect(Set(Self.unrelatedPairs.map(\.json.file)) == Set(ParityException.unrelatedPairs.keys))
    }

    @Test("every listed format difference is one the recorded pairs really show")
    func exceptionsAreNeeded() throws {
        var used = Set<String>()
        for pair in Self.pairs where ParityException.unrelatedPairs[pair.json.file] == nil {
            let (_, json, xml, _) = try Self.decodePair(pair)
            for exception in ParityException.all where exception.applies(to: pair.json.file) {
                var rewrittenJSON = json
                var rewrittenXML = xml
                exception.rewrite(&rewrittenJSON, &rewrittenXML)
                if !JSONTree.equal(rewrittenJSON, json) || !JSONTree.equal(rewrittenXML, xml) {
                    used.insert(exception.name)
                }
            }
        }
        print("Format differences the parity test allows (JSON vs XML), each with its reason:")
        for exception in ParityException.all {
            print("  - \(exception.name): \(exception.reason)")
            #expect(used.contains(exception.name), "\(exception.name) changes no recorded pair")
        }
        print("Pairs not compared:")
        for (file, reason) in ParityException.unrelatedPairs.sorted(by: { $0.key < $1.key }) {
            print("  - \(file): \(reason)")
        }
    }
}
