import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz search INDEX [QUERY…] [--field NAME=VALUE…]`.
enum SearchCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        let type = try EntityTypes.named(ctx.positional[0], in: EntityTypes.search, what: "search")
        return try await search(type, ctx)
    }

    static func search<Item: SearchableItem>(_ type: Item.Type, _ ctx: MBZContext) async throws -> Int32 {
        let text = ctx.positional.dropFirst().joined(separator: " ")
        var clauses: [SearchQuery<Item>] = []
        if !text.isEmpty { clauses.append(ctx[Options.lucene] ? .raw(text) : .text(text)) }
        for field in ctx.all(Options.field) {
            let names = Item.SearchField.allCases.map(\.rawValue)
            guard let equals = field.firstIndex(of: "="),
                let name = Item.SearchField(rawValue: String(field[..<equals]))
            else {
                let near = closest(to: String(field.prefix { $0 != "=" }), in: names).map { " (did you mean \($0)?)" }
                throw UsageError(
                    "\(Options.field) needs NAME=VALUE with a \(Item.searchIndexName) field\(near ?? ""): \(names.joined(separator: ", "))"
                )
            }
            clauses.append(.field(name, String(field[field.index(after: equals)...])))
        }
        guard !clauses.isEmpty else { throw UsageError("search needs a QUERY or a \(Options.field)") }
        let all = ctx[Options.all]
        var request = SearchRequest<Item>(
            .all(clauses), limit: ctx[Options.limit] ?? (all ? 100 : nil), offset: ctx[Options.offset])
        request.dismax = ctx[Options.dismax]
        return try await ctx.sendPaged(
            request, all: all, noun: "\(Item.searchIndexName) hits", line: { ItemSummary.line($0) },
            combine: { SearchResults(totalCount: $1, offset: $2, items: $0) })
    }
}
