import Foundation
import MusicBrainz

/// `mbz collection list|show|add|remove`: the user's collections and their contents.
enum CollectionCommand {
    static let usage = """
        mbz collection list [--editor NAME] [--limit N] [--offset N] [--dry-run] [--json]
          Your own collections, public and private (needs credentials); with --editor, that
          editor's public collections (and your private ones when you are that editor).
        mbz collection show COLLECTION_MBID [--limit N] [--offset N] [--dry-run] [--json]
          A collection and a page of its items (a private one needs its owner's credentials).
        mbz collection add COLLECTION_MBID ENTITY MBID… [--dry-run] [--json]
        mbz collection remove COLLECTION_MBID ENTITY MBID… [--dry-run] [--json]
          Adds items to a collection or removes them, in as many requests as keep every URL
          under 4,000 characters. The collection is looked up first and items of another type
          are refused before anything is written (--dry-run looks nothing up).
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        guard let subcommand = rawArguments.first else {
            throw UsageError("collection needs list, show, add or remove")
        }
        let rest = Array(rawArguments.dropFirst())
        switch subcommand {
        case "list": return try await list(rest)
        case "show": return try await show(rest)
        case "add": return try await edit(.add, rest)
        case "remove": return try await edit(.remove, rest)
        default: throw UsageError("collection needs list, show, add or remove, not \"\(shortened(subcommand))\"")
        }
    }

    static func list(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["editor", "limit", "offset"]),
            flagOptions: WriteRunner.flags)
        guard arguments.positional.isEmpty else { throw UsageError("collection list takes no arguments") }
        let limit = try Numbers.int(arguments, "limit")
        let offset = try Numbers.int(arguments, "offset")
        let editor = arguments.value("editor")
        let runner = try await WriteRunner(arguments, requiring: editor == nil ? "mbz collection list" : nil)
        let request: BrowseRequest<UserCollection>
        if let editor {
            request = BrowseRequest<UserCollection>(
                linkedTo: .editor(editor), including: runner.scheme == nil ? [] : [.userCollections], limit: limit,
                offset: offset)
            return try await send(request, runner)
        }
        return try await send(UserCollectionsRequest(limit: limit, offset: offset), runner)
    }

    /// Sends a list of collections and prints one line per collection.
    static func send<Request: MusicBrainzRequest>(_ request: Request, _ runner: WriteRunner) async throws -> Int32
    where Request.Response == BrowseResults<UserCollection> {
        try await runner.run([request]) { pages in
            guard let page = pages.first else { return [] }
            return page.items.map(line) + ["(\(page.items.count) of \(page.totalCount) collections)"]
        }
    }

    /// `<mbid>  <name>  (<entity type>, <n> items, by <editor>)`.
    static func line(_ collection: UserCollection) -> String {
        var details: [String] = []
        if let type = collection.contentType { details.append(type.pathName) }
        if let count = collection.itemCount { details.append("\(count) item\(count == 1 ? "" : "s")") }
        if let editor = collection.editor { details.append("by \(editor)") }
        return "\(collection.id)  \(collection.name)"
            + (details.isEmpty ? "" : "  (\(details.joined(separator: ", ")))")
    }

    static func show(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["limit", "offset"]),
            flagOptions: WriteRunner.flags)
        guard arguments.positional.count == 1 else { throw UsageError("collection show needs COLLECTION_MBID") }
        let id = try MBID(validating: arguments.positional[0])
        let limit = try Numbers.int(arguments, "limit")
        let offset = try Numbers.int(arguments, "offset")
        let runner = try await WriteRunner(arguments, requiring: nil)
        let lookup = LookupRequest<UserCollection>(id: id)
        if runner.dryRun {
            try runner.printDryRun([lookup])
            RequestRunner.note("then GET collection/\(id)/<the collection's entity type> for its items")
            return 0
        }
        let collection = try await runner.client.send(lookup)
        guard let contentType = collection.contentType,
            let type = EntityTypes.browse[contentType.pathName], contentType != .collection
        else {
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The collection \(id) does not say which entity type it holds.")
        }
        return try await contents(type, of: collection, limit: limit, offset: offset, runner)
    }

    static func contents<Item: BrowsableEntity>(
        _ type: Item.Type, of collection: UserCollection, limit: Int?, offset: Int?, _ runner: WriteRunner
    ) async throws -> Int32 {
        let request = CollectionContentsRequest<Item>(collection: collection.id, limit: limit, offset: offset)
        return try await runner.run([request]) { pages in
            guard let page = pages.first else { return [] }
            let first = offset ?? 0
            return [line(page.collection)] + page.items.map { "  " + ItemSummary.line($0) } + [
                "(\(page.items.isEmpty ? 0 : first + 1)–\(first + page.items.count) of \(page.totalCount) items)"
            ]
        }
    }

    static func edit(_ operation: CollectionEditRequest.Operation, _ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions, flagOptions: WriteRunner.flags)
        guard arguments.positional.count >= 3 else {
            throw UsageError("collection \(operation) needs COLLECTION_MBID, ENTITY and at least one MBID")
        }
        let collectionID = try MBID(validating: arguments.positional[0])
        let name = arguments.positional[1]
        guard let entityType = EntityType(anySpelling: name.lowercased()), entityType.isCollectable else {
            throw UsageError(
                "a collection cannot hold \"\(shortened(name))\"; ENTITY is one of: area, artist, event, genre, instrument, label, place, recording, release, release-group, series, work"
            )
        }
        let items = try arguments.positional.dropFirst(2).map { try MBID(validating: $0) }
        let runner = try await WriteRunner(arguments, requiring: "mbz collection \(operation)")
        let requests: [CollectionEditRequest]
        if runner.dryRun {
            requests = try runner.client.collectionEditRequests(
                operation, items, of: entityType, inCollectionWithID: collectionID)
        } else {
            // The collection's own type decides what it holds: refuse other items before writing.
            let collection = try await runner.client.send(LookupRequest<UserCollection>(id: collectionID))
            requests = try runner.client.collectionEditRequests(operation, items, of: entityType, in: collection)
        }
        return try await runner.run(requests) { answers in
            let count = requests.reduce(0) { $0 + $1.items.count }
            let verb = operation == .add ? "added" : "removed"
            let preposition = operation == .add ? "to" : "from"
            return [
                "\(answers.last?.message ?? "OK"): \(verb) \(count) \(count == 1 ? entityType.pathName : entityType.pluralName) \(preposition) collection \(collectionID) in \(answers.count) request\(answers.count == 1 ? "" : "s")"
            ]
        }
    }
}
