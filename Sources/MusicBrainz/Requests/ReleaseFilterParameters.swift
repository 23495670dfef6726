import Foundation

/// The shared checks and query items of the release-type and release-status filters of lookups
/// and browses.
enum ReleaseFilterParameters {
    /// `type=a|b` and `status=c|d` items, leaving out empty lists.
    static func queryItems(types: [ReleaseTypeFilter], statuses: [ReleaseStatus]) -> [(String, String)] {
        var items: [(String, String)] = []
        if !types.isEmpty { items.append(("type", types.map(\.rawValue).joined(separator: "|"))) }
        if !statuses.isEmpty {
            items.append(("status", statuses.map { $0.rawValue.lowercased() }.joined(separator: "|")))
        }
        return items
    }

    /// Refuses empty filter values and values holding the `|` separator.
    static func validateValues(types: [ReleaseTypeFilter], statuses: [ReleaseStatus]) throws(MusicBrainzError) {
        for value in types.map(\.rawValue) + statuses.map(\.rawValue) {
            if value.trimmingCharacters(in: .whitespaces).isEmpty || value.contains("|") {
                throw MusicBrainzError(
                    code: .invalidRequest, message: "\"\(value)\" is not a release type or status filter value.")
            }
        }
    }
}
