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
    ) async throws -> Int32 {
        try await ctx.send(try request(Entity.self, id: id, ctx)) { entity in
            var lines = ItemSummary.details(entity, kind: Entity.entityType.pathName)
            if entity.id != id { lines.insert("  note: \(id) was merged into \(entity.id); use the new MBID", at: 1) }
            return lines
        }
    }

    static func request<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, _ ctx: MBZContext
    ) throws -> LookupRequest<Entity> {
        LookupRequest<Entity>(
            id: id, including: try Entity.Includes(parameterNames: ctx.list(Options.inc)),
            types: ctx.list(Options.type).map(ReleaseTypeFilter.init(rawValue:)),
            statuses: ctx.list(Options.status).map(ReleaseStatus.init(rawValue:)))
    }

    /// One item of several MBIDs, as `--json` prints it.
    struct Item<Entity: Encodable>: Encodable {
        var mbid: MBID
        var source: String
        /// `found`, `merged`, `not-found` or `failed`.
        var outcome: String
        var mergedInto: MBID?
        var entity: Entity?
        var error: ItemError?

        enum CodingKeys: String, CodingKey {
            case mbid, source, outcome
            case mergedInto = "merged-into"
            case entity, error
        }
    }

    /// Why an item failed, as `--json` prints it.
    struct ItemError: Encodable {
        var code: String
        var status: Int?
        var message: String
    }

    /// Several MBIDs in bulk: searches of up to 100 (halved when a gateway refuses the request
    /// as too long), lookups for the rest.
    static func resolve<Entity: BulkResolvable>(
        _ type: Entity.Type, ids: [MBID], _ ctx: MBZContext
    ) async throws -> Int32 {
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
        let report = await Report<Entity>(ctx)
        for try await item in client.resolve(Entity.self, ids: ids) {
            report.add(
                Self.item(item.identifier, item.value, source: item.source.rawValue, outcome: item.outcome),
                progress: "\(item.progress) resolved")
        }
        return try report.finish()
    }

    /// Several MBIDs, each looked up alone.
    static func lookUpEach<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, ids: [MBID], _ ctx: MBZContext
    ) async throws -> Int32 {
        let requests = try ids.map { try request(Entity.self, id: $0, ctx) }
        let client = try await ctx.client(for: requests[0])
        if ctx.dryRun { return try ctx.printDryRun(requests, client: client) }
        let report = await Report<Entity>(ctx)
        for (index, (id, request)) in zip(ids, requests).enumerated() {
            let outcome: BulkResolutionItem<MBID, Entity>.Outcome
            var entity: Entity?
            do {
                entity = try await client.send(request)
                outcome = entity.map { $0.id == id ? .found : .merged(into: $0.id) } ?? .notFound
            } catch let error as MusicBrainzError where error.code == .notFound {
                outcome = .notFound
            } catch let error as MusicBrainzError where error.code != .cancelled && error.code != .invalidRequest {
                outcome = .failed(error)
            }
            report.add(
                item(id, entity, source: "lookup", outcome: outcome), progress: "\(index + 1)/\(ids.count) looked up")
        }
        return try report.finish()
    }

    /// The items of several MBIDs as they come: each printed at once in text (the progress line
    /// erased first, then redrawn), all kept for ``finish()``.
    final class Report<Entity: MusicBrainzEntity> {
        let ctx: MBZContext
        let secrets: [String]
        let progress: ProgressLine
        var items: [Item<Entity>] = []

        init(_ ctx: MBZContext) async {
            self.ctx = ctx
            secrets = await CommandCredentials.knownSecrets(ctx, io: ctx.io)
            progress = ProgressLine(ctx.io)
        }

        /// Keeps an item, prints it in text, and shows `progress` after the entity type.
        func add(_ item: Item<Entity>, progress text: String) {
            items.append(item)
            if !ctx.json {
                progress.clear()
                ctx.io.print(LookupCommand.text(item, secrets: secrets))
            }
            progress.show("\(Entity.entityType.pathName): \(text)")
        }

        /// Erases the progress line, prints the JSON of every item and what became of them. Exit
        /// status 1 when some MBID failed (what the others got is printed all the same), 2 when
        /// none was found, else 0.
        func finish() throws -> Int32 {
            progress.clear()
            if ctx.json { try ctx.printJSON(items) }
            let found = items.filter { $0.entity != nil }.count
            let failed = items.filter { $0.error != nil }.count
            let missing = items.count - found - failed
            var summary = "\(Entity.entityType.pathName): \(found)/\(items.count) resolved"
            if missing > 0 { summary += ", \(missing) not found" }
            if failed > 0 { summary += ", \(failed) failed" }
            ctx.note(summary)
            if failed > 0 { return 1 }
            return found == 0 ? 2 : 0
        }
    }

    /// An item as `--json` prints it.
    static func item<Entity: MusicBrainzEntity>(
        _ id: MBID, _ entity: Entity?, source: String, outcome: BulkResolutionItem<MBID, Entity>.Outcome
    ) -> Item<Entity> {
        var item = Item(mbid: id, source: source, outcome: "found", entity: entity)
        switch outcome {
        case .found: break
        case .merged(let newID):
            item.outcome = "merged"
            item.mergedInto = newID
        case .notFound: item.outcome = "not-found"
        case .failed(let error):
            item.outcome = "failed"
            let said = error.serverMessage.map { " server said: \($0)" } ?? ""
            item.error = ItemError(code: "\(error.code)", status: error.statusCode, message: error.message + said)
        }
        return item
    }

    /// The text of one item: its summary and where it came from, or why there is none, and a
    /// blank line.
    static func text<Entity: MusicBrainzEntity>(_ item: Item<Entity>, secrets: [String]) -> String {
        let kind = Entity.entityType.pathName
        if let error = item.error {
            let message = shortened(CommandCredentials.redacting(secrets, in: error.message))
            return "\(kind) \(item.mbid): failed: \(message) (\(error.code))\n"
        }
        guard let entity = item.entity else { return "\(kind) \(item.mbid): not found\n" }
        var lines = ItemSummary.details(entity, kind: kind)
        lines.insert(
            "  from: \(item.source)\(entity.id == item.mbid ? "" : " (\(item.mbid) was merged into it)")", at: 1)
        return lines.joined(separator: "\n") + "\n"
    }
}
