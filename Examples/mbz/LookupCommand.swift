import Foundation
import MusicBrainz

/// `mbz lookup ENTITY MBID… [--inc a,b] [--type t] [--status s] [--full]`.
enum LookupCommand {
    static let usage = """
        mbz lookup ENTITY MBID… [--inc a,b] [--type t,…] [--status s,…] [--full] [--dry-run] [--json] [--dump DIR]
          Looks an entity up by MBID. ENTITY: area, artist, collection, event, genre, instrument,
          label, place, recording, release, release-group, series, url, work. --inc takes the
          entity's inc values; --type/--status filter embedded releases or release groups.
          Several MBIDs of an artist, label, recording, release, release group or work are
          resolved in bulk: one search per 100 MBIDs (the fields the search index keeps), then
          a lookup for each MBID the searches miss (merged ones follow the redirect). --full,
          --inc, --type or --status look each MBID up alone instead.
          --dump DIR answers one MBID from the indexed data dump files in DIR instead (see mbz dump).
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["inc", "type", "status", "dump"]),
            flagOptions: RequestRunner.flags.union(["full"]))
        guard arguments.positional.count >= 2 else { throw UsageError("lookup needs ENTITY and MBID") }
        let type = try EntityTypes.named(arguments.positional[0], in: EntityTypes.lookup, what: "lookup")
        let ids = try arguments.positional.dropFirst().map { try MBID(validating: $0) }
        if let directory = arguments.value("dump") {
            guard ids.count == 1 else { throw UsageError("lookup --dump takes one MBID") }
            return try DumpCommand.lookup(type, id: ids[0], directory: directory, arguments)
        }
        guard ids.count > 1 else { return try await lookup(type, id: ids[0], arguments) }
        let full =
            arguments.flag("full") || !arguments.values("inc").isEmpty || !arguments.values("type").isEmpty
            || !arguments.values("status").isEmpty
        if !full, let bulkType = type as? any BulkResolvable.Type {
            return try await resolve(bulkType, ids: ids, arguments)
        }
        return try await lookUpEach(type, ids: ids, arguments)
    }

    static func lookup<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, _ arguments: CommandLineArguments
    )
        async throws -> Int32
    {
        let request = try request(Entity.self, id: id, arguments)
        return try await RequestRunner(arguments).run(request) { entity in
            ItemSummary.details(entity, kind: Entity.entityType.pathName)
        }
    }

    static func request<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, _ arguments: CommandLineArguments
    ) throws -> LookupRequest<Entity> {
        LookupRequest<Entity>(
            id: id,
            including: try Entity.Includes(parameterNames: EntityTypes.list(arguments.values("inc"))),
            types: EntityTypes.list(arguments.values("type")).map(ReleaseTypeFilter.init(rawValue:)),
            statuses: EntityTypes.list(arguments.values("status")).map(ReleaseStatus.init(rawValue:)))
    }

    /// One item of several MBIDs, as `--json` prints it.
    struct Item<Entity: Encodable>: Encodable {
        var mbid: MBID
        var source: String
        var entity: Entity?
    }

    /// Several MBIDs in bulk: searches of up to 100, lookups for the rest.
    static func resolve<Entity: BulkResolvable>(
        _ type: Entity.Type, ids: [MBID], _ arguments: CommandLineArguments
    ) async throws -> Int32 {
        let runner = try RequestRunner(arguments)
        if runner.dryRun {
            // The searches; the lookups of what they miss cannot be known before.
            for start in stride(from: 0, to: ids.count, by: 100) {
                let batch = ids[start..<min(start + 100, ids.count)].map(\.description).joined(separator: " OR ")
                let search = SearchRequest<Entity>(.field(Entity.ownIDSearchField, .raw("(" + batch + ")")), limit: 100)
                print(try runner.client.url(for: search).absoluteString)
            }
            return 0
        }
        var items: [Item<Entity>] = []
        for try await item in runner.client.resolve(Entity.self, ids: ids) {
            items.append(Item(mbid: item.identifier, source: item.source.rawValue, entity: item.value))
            if !runner.json { print(lines(item.identifier, item.value, source: item.source.rawValue)) }
            if item.progress.done % 100 == 0 || item.progress.done == item.progress.total {
                RequestRunner.note("\(Entity.entityType.pathName): \(item.progress) resolved")
            }
        }
        return try finish(items, json: runner.json)
    }

    /// Several MBIDs, each looked up alone.
    static func lookUpEach<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, ids: [MBID], _ arguments: CommandLineArguments
    ) async throws -> Int32 {
        let runner = try RequestRunner(arguments)
        let requests = try ids.map { try request(Entity.self, id: $0, arguments) }
        var client = runner.client
        if let first = requests.first { client = try await runner.client(for: first) }
        if runner.dryRun {
            for request in requests { print(try client.url(for: request).absoluteString) }
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
            if !runner.json { print(lines(id, entity, source: "lookup")) }
        }
        return try finish(items, json: runner.json)
    }

    /// The text of one item: its summary, where it came from, and a blank line.
    static func lines<Entity: MusicBrainzEntity>(_ id: MBID, _ entity: Entity?, source: String) -> String {
        guard let entity else { return "\(Entity.entityType.pathName) \(id): not found\n" }
        var lines = ItemSummary.details(entity, kind: Entity.entityType.pathName)
        lines.insert("  from: \(source)\(entity.id == id ? "" : " (\(id) was merged into it)")", at: 1)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prints the JSON of every item; exit status 2 when some MBID was not found.
    static func finish<Entity: Encodable>(_ items: [Item<Entity>], json: Bool) throws -> Int32 {
        if json { print(try JSONOutput.string(items)) }
        let missing = items.filter { $0.entity == nil }.count
        if missing > 0 { RequestRunner.note("\(missing) of \(items.count) not found") }
        return missing > 0 ? 2 : 0
    }
}
