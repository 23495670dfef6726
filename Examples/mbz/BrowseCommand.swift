import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz browse ENTITY --by LINK=MBID`: the entities linked to another one.
enum BrowseCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        let type = try EntityTypes.named(ctx.positional[0], in: EntityTypes.browse, what: "browse")
        return try await browse(type, ctx)
    }

    static func browse<Entity: BrowsableEntity>(_ type: Entity.Type, _ ctx: MBZContext) async throws -> Int32 {
        guard let by = ctx[Options.by], let equals = by.firstIndex(of: "=") else {
            throw UsageError(
                "browse \(Entity.entityType) needs \(Options.by) LINK=MBID; LINK: \(BrowseLink<Entity>.parameterNames.joined(separator: ", "))"
            )
        }
        let link = try BrowseLink<Entity>(
            parameterName: String(by[..<equals]).replacingOccurrences(of: "track-artist", with: "track_artist"),
            value: String(by[by.index(after: equals)...]))
        let all = ctx[Options.all]
        let request = BrowseRequest<Entity>(
            linkedTo: link, including: try Entity.Includes(parameterNames: ctx.list(Options.inc)),
            limit: ctx[Options.limit] ?? (all ? 100 : nil), offset: ctx[Options.offset],
            types: ctx.list(Options.type).map(ReleaseTypeFilter.init(rawValue:)),
            statuses: ctx.list(Options.status).map(ReleaseStatus.init(rawValue:)),
            releaseGroupStatus: ctx[Options.releaseGroupStatus])
        return try await ctx.sendPaged(
            request, all: all, noun: Entity.entityType.pluralName, line: { ItemSummary.line($0) },
            combine: { BrowseResults(totalCount: $1, offset: $2, items: $0) })
    }
}
