import Foundation
import MusicBrainz

/// `mbz search INDEX [QUERY] [--field name=value …] [--limit N] [--all]`.
enum SearchCommand {
    static let usage = """
        mbz search INDEX [QUERY] [--field NAME=VALUE …] [--lucene] [--dismax] [--limit N] [--offset N]
                   [--all] [--dry-run] [--json]
          Searches an index: annotation, area, artist, cdstub, event, instrument, label, place,
          recording, release, release-group, series, tag, url, work. QUERY is text searched as it
          is (escaped) in the index's default fields; each --field adds NAME:VALUE (AND), with the
          index's field names (release, arid, barcode, …). --lucene sends QUERY as Lucene syntax;
          --dismax as plain words. --all fetches every page (progress on stderr).
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["field", "limit", "offset"]),
            flagOptions: RequestRunner.flags.union(["all", "lucene", "dismax"]))
        guard let index = arguments.positional.first else { throw UsageError("search needs an INDEX") }
        let type = try EntityTypes.named(index, in: EntityTypes.search, what: "search")
        return try await search(type, arguments)
    }

    static func search<Item: SearchableItem>(
        _ type: Item.Type, _ arguments: CommandLineArguments
    ) async throws
        -> Int32
    {
        let text = arguments.positional.dropFirst().joined(separator: " ")
        var clauses: [SearchQuery<Item>] = []
        if !text.isEmpty { clauses.append(arguments.flag("lucene") ? .raw(text) : .text(text)) }
        for field in arguments.values("field") {
            guard let equals = field.firstIndex(of: "="),
                let name = Item.SearchField(rawValue: String(field[..<equals]))
            else {
                let names = Item.SearchField.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("--field needs NAME=VALUE with a \(Item.searchIndexName) field: \(names)")
            }
            clauses.append(.field(name, String(field[field.index(after: equals)...])))
        }
        guard !clauses.isEmpty else { throw UsageError("search needs a QUERY or a --field") }
        let all = arguments.flag("all")
        var request = SearchRequest<Item>(
            .all(clauses), limit: try Numbers.int(arguments, "limit") ?? (all ? 100 : nil),
            offset: try Numbers.int(arguments, "offset"))
        request.dismax = arguments.flag("dismax")
        return try await RequestRunner(arguments).runPaged(
            request, all: all, noun: "\(Item.searchIndexName) hits", line: { ItemSummary.line($0) },
            combine: { SearchResults(totalCount: $1, offset: $2, items: $0) })
    }
}
