import Foundation
import MusicBrainz
import Testing

/// Encoding any decoded model gives WS/2-shaped JSON that decodes to an equal model.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct RoundTripTests {
    static let responses = FixtureCatalog.responses.filter { entry in
        FixtureCatalog.expectedFailures[entry.file] == nil
    }

    @Test("a decoded response encodes to WS/2 JSON that decodes to an equal model", arguments: responses)
    func roundTrip(entry: SharedFixtures.Entry) throws {
        let data = try SharedFixtures.data(entry.file)
        let kind = try #require(try FixtureCatalog.kind(of: entry, data: data))
        let model = try kind.decode(data, format: entry.responseFormat)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = try encoder.encode(model)
        // The encoding is WS/2 JSON: the same kind is detected from its keys (a disc ID lookup's
        // release list reads as a release browse page, which it is).
        let again = try kind.decode(encoded, format: .json)
        let first = try JSONTree.value(of: model)
        let second = try JSONTree.value(of: again)
        let differences = JSONTree.differences(first, second)
        #expect(differences.isEmpty, Comment(rawValue: differences.joined(separator: "\n")))
        let hashable = try #require(model as? AnyHashable)
        #expect(hashable == again as? AnyHashable)
    }
}
