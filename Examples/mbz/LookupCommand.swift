import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz lookup ENTITY MBID…`: one lookup, several in bulk, or one from a data dump.
enum LookupCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        let type = try EntityTypes.named(ctx.positional[0], in: EntityTypes.lookup, what: "lookup")
        let ids = try ctx.positional.dropFirst().map { try MBID(validating: $0) }
        if let directory = ctx[Options.dump] {
            guard ids.count == 1 else { throw UsageError("lookup \(Options.dump) takes one MBID") }
            return try DumpCommand.lookup(type, id: ids[0], directory: directory, ctx)
        }
        guard ids.count > 1 else { return try await lookup(type, id: ids[0], ctx) }
        let full =
            ctx[Options.full] || !ctx.list(Options.inc).isEmpty || !ctx.list(Options.type).isEmpty
            || !ctx.list(Options.status).isEmpty
        if !full, let bulkType = type as? any BulkResolvable.Type {
            return try await resolve(bulkType, ids: ids, ctx)
        }
        return try await lookUpEach(type, ids: ids, ctx)
    }

    static func lookup<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, _ ctx: MBZContext
    ) async throws
        -> Int32
    {
        try await ctx.send(try request(Entity.self, id: id, ctx)) { entity in
            var lines = ItemSummary.details(entity, kind: Entity.entityType.pathName)
            if entity.id != id { lines.insert("  note: \(id) was merged into \(entity.id); use the new MBID", at: 1) }
            return lines
        }
    }

    static func request<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, _ ctx: MBZContext
    ) throws
        -> LookupRequest<Entity>
    {
        LookupRequest<Entity>(
            id: id, including: try Entity.Includes(parameterNames: ctx.list(Options.inc)),
            types: ctx.list(Options.type).map(ReleaseTypeFilter.init(rawValue:)),
            statuses: ctx.list(Options.status).map(ReleaseStatus.init(rawValue:)))
    }

    /// One item of several MBIDs, as `--json` prints it.
    struct Item<Entity: Encodable>: Encodable {
        var mbid: MBID
        var source: String
        var entity: Entity?
    }

    /// Several MBIDs in bulk: searches of up to 100, lookups for the rest.
    static func resolve<Entity: BulkResolvable>(
        _ type: Entity.Type, ids: [MBID], _ ctx: MBZContext
    ) async throws
        -> Int32
    {
        let client = try ctx.client()
        if ctx.dryRun {
            // The searches; the lookups of what they miss cannot be known before.
            for start in stride(from: 0, to: ids.count, by: 100) {
                let batch = ids[start..<min(start + 100, ids.count)].map(\.description).joined(separator: " OR ")
                let search = SearchRequest<Entity>(.field(Entity.ownIDSearchField, .raw("(" + batch + ")")), limit: 100)
                ctx.io.print(try client.url(for: search).absoluteString)
            }
            return 0
        }
        var items: [Item<Entity>] = []
        let progress = ProgressLine(ctx.io)
        for try await item in client.resolve(Entity.self, ids: ids) {
            items.append(Item(mbid: item.identifier, source: item.source.rawValue, entity: item.value))
            if !ctx.json {
                progress.clear()
                ctx.io.print(lines(item.identifier, item.value, source: item.source.rawValue))
            }
            progress.show("\(Entity.entityType.pathName): \(item.progress) resolved")
        }
        progress.clear()
        ctx.note("\(Entity.entityType.pathName): \(items.count)/\(ids.count) resolved")
        return try finish(items, ctx)
    }

    /// Several MBIDs, each looked up alone.
    static func lookUpEach<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, ids: [MBID], _ ctx: MBZContext
    )
        async throws -> Int32
    {
        let requests = try ids.map { try request(Entity.self, id: $0, ctx) }
        let client = try await ctx.client(for: requests[0])
        if ctx.dryRun {
            for request in requests { ctx.io.print(try client.url(for: request).absoluteString) }
            return 0
        }
        var items: [Item<Entity>] = []
        for (id, request) in zip(ids, requests) {
            let entity: Entity?
            do {
                entity = try await client.send(request)
            } catch let error as MusicBrainzError where error.code == .notFound {
                entity = nil
            }
            items.append(Item(mbid: id, source: "lookup", entity: entity))
            if !ctx.json { ctx.io.print(lines(id, entity, source: "lookup")) }
        }
        return try finish(items, ctx)
    }

    /// The text of one item: its summary, where it came from, and a blank line.
    static func lines<Entity: MusicBrainzEntity>(_ id: MBID, _ entity: Entity?, source: String) -> String {
        guard let entity else { return "\(Entity.entityType.pathName) \(id): not found\n" }
        var lines = ItemSummary.details(entity, kind: Entity.entityType.pathName)
        lines.insert("  from: \(source)\(entity.id == id ? "" : " (\(id) was merged into it)")", at: 1)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prints the JSON of every item; exit status 2 when some MBID was not found.
    static func finish<Entity: Encodable>(_ items: [Item<Entity>], _ ctx: MBZContext) throws -> Int32 {
        if ctx.json { try ctx.printJSON(items) }
        let missing = items.filter { $0.entity == nil }.count
        if missing > 0 { ctx.note("\(missing) of \(items.count) not found") }
        return missing > 0 ? 2 : 0
    }
}
