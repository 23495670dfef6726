import Foundation
import MusicBrainz

/// `mbz browse ENTITY --by LINK=MBID [--inc …] [--type …] [--status …] [--all]`.
enum BrowseCommand {
    static let usage = """
        mbz browse ENTITY --by LINK=MBID [--inc a,b] [--type t,…] [--status s,…]
                   [--release-group-status all|website-default] [--limit N] [--offset N] [--all]
                   [--dry-run] [--json]
          Lists the entities linked to another one, such as: browse release --by artist=MBID,
          browse release --by track_artist=MBID --type album,ep, browse collection --by editor=NAME.
          --all fetches every page (progress on stderr).
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments,
            valueOptions: ClientOptions.valueOptions.union([
                "by", "inc", "type", "status", "release-group-status", "limit", "offset",
            ]),
            flagOptions: RequestRunner.flags.union(["all"]))
        guard arguments.positional.count == 1 else { throw UsageError("browse needs ENTITY (and --by LINK=MBID)") }
        let type = try EntityTypes.named(arguments.positional[0], in: EntityTypes.browse, what: "browse")
        return try await browse(type, arguments)
    }

    static func browse<Entity: BrowsableEntity>(
        _ type: Entity.Type, _ arguments: CommandLineArguments
    ) async throws
        -> Int32
    {
        guard let by = arguments.value("by"), let equals = by.firstIndex(of: "=") else {
            throw UsageError(
                "browse \(Entity.entityType) needs --by LINK=MBID; LINK: \(BrowseLink<Entity>.parameterNames.joined(separator: ", "))"
            )
        }
        let link = try BrowseLink<Entity>(
            parameterName: String(by[..<equals]).replacingOccurrences(of: "track-artist", with: "track_artist"),
            value: String(by[by.index(after: equals)...]))
        var releaseGroupStatus: ReleaseGroupStatusFilter?
        if let text = arguments.value("release-group-status") {
            guard let value = ReleaseGroupStatusFilter(rawValue: text) else {
                throw UsageError("--release-group-status must be all or website-default, not \"\(text)\"")
            }
            releaseGroupStatus = value
        }
        let all = arguments.flag("all")
        let request = BrowseRequest<Entity>(
            linkedTo: link,
            including: try Entity.Includes(parameterNames: EntityTypes.list(arguments.values("inc"))),
            limit: try Numbers.int(arguments, "limit") ?? (all ? 100 : nil),
            offset: try Numbers.int(arguments, "offset"),
            types: EntityTypes.list(arguments.values("type")).map(ReleaseTypeFilter.init(rawValue:)),
            statuses: EntityTypes.list(arguments.values("status")).map(ReleaseStatus.init(rawValue:)),
            releaseGroupStatus: releaseGroupStatus)
        return try await RequestRunner(arguments).runPaged(
            request, all: all, noun: Entity.entityType.pluralName, line: { ItemSummary.line($0) },
            combine: { BrowseResults(totalCount: $1, offset: $2, items: $0) })
    }
}

/// Whole-number options.
enum Numbers {
    static func int(_ arguments: CommandLineArguments, _ name: String) throws -> Int? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Int(text) else { throw UsageError("--\(name) must be a whole number, not \"\(text)\"") }
        return value
    }
}
