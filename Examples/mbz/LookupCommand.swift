import Foundation
import MusicBrainz

/// `mbz lookup ENTITY MBID [--inc a,b] [--type t] [--status s]`.
enum LookupCommand {
    static let usage = """
        mbz lookup ENTITY MBID [--inc a,b] [--type t,…] [--status s,…] [--dry-run] [--json] [--dump DIR]
          Looks an entity up by MBID. ENTITY: area, artist, collection, event, genre, instrument,
          label, place, recording, release, release-group, series, url, work. --inc takes the
          entity's inc values; --type/--status filter embedded releases or release groups.
          --dump DIR answers from the indexed data dump files in DIR instead (see mbz dump).
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["inc", "type", "status", "dump"]),
            flagOptions: RequestRunner.flags)
        guard arguments.positional.count == 2 else { throw UsageError("lookup needs ENTITY and MBID") }
        let type = try EntityTypes.named(arguments.positional[0], in: EntityTypes.lookup, what: "lookup")
        let id = try MBID(validating: arguments.positional[1])
        if let directory = arguments.value("dump") {
            return try DumpCommand.lookup(type, id: id, directory: directory, arguments)
        }
        return try await lookup(type, id: id, arguments)
    }

    static func lookup<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, _ arguments: CommandLineArguments
    )
        async throws -> Int32
    {
        let request = LookupRequest<Entity>(
            id: id,
            including: try Entity.Includes(parameterNames: EntityTypes.list(arguments.values("inc"))),
            types: EntityTypes.list(arguments.values("type")).map(ReleaseTypeFilter.init(rawValue:)),
            statuses: EntityTypes.list(arguments.values("status")).map(ReleaseStatus.init(rawValue:)))
        return try await RequestRunner(arguments).run(request) { entity in
            ItemSummary.details(entity, kind: Entity.entityType.pathName)
        }
    }
}
