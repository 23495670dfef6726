import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz collection list|show|add|remove`: the user's collections and their contents.
enum CollectionCommand {
    static let editDetails = """
        Adds items to a collection or removes them, in as many requests as keep every URL under 4,000
        characters. The collection is looked up first and items of another type are refused before anything is
        written (--dry-run looks nothing up).
        """

    static func list(_ ctx: MBZContext) async throws -> Int32 {
        let (limit, offset) = (ctx[Options.limit], ctx[Options.offset])
        guard let editor = ctx[Options.editor] else {
            _ = try await ctx.client(requiring: "mbz collection list", writing: false)
            return try await send(UserCollectionsRequest(limit: limit, offset: offset), ctx)
        }
        let signedIn = try await CommandCredentials.resolve(ctx) != nil
        let request = BrowseRequest<UserCollection>(
            linkedTo: .editor(editor), including: signedIn ? [.userCollections] : [], limit: limit, offset: offset)
        return try await send(request, ctx)
    }

    /// Sends a list of collections and prints one line per collection.
    static func send<Request: MusicBrainzRequest>(_ request: Request, _ ctx: MBZContext) async throws -> Int32
    where Request.Response == BrowseResults<UserCollection> {
        try await ctx.send(request) { page in
            page.items.map(line) + ["(\(page.items.count) of \(page.totalCount) collections)"]
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

    static func show(_ ctx: MBZContext) async throws -> Int32 {
        let id = try MBID(validating: ctx.positional[0])
        let client = try await ctx.client(requiring: nil)
        let lookup = LookupRequest<UserCollection>(id: id)
        if ctx.dryRun {
            try ctx.printDryRun([lookup], client: client)
            ctx.note("then GET collection/\(id)/<the collection's entity type> for its items")
            return 0
        }
        let collection = try await client.send(lookup)
        guard let contentType = collection.contentType,
            let type = EntityTypes.browse[contentType.pathName], contentType != .collection
        else {
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The collection \(id) does not say which entity type it holds.")
        }
        return try await contents(type, of: collection, client: client, ctx)
    }

    static func contents<Item: BrowsableEntity>(
        _ type: Item.Type, of collection: UserCollection, client: MusicBrainzClient, _ ctx: MBZContext
    ) async throws -> Int32 {
        let request = CollectionContentsRequest<Item>(
            collection: collection.id, limit: ctx[Options.limit], offset: ctx[Options.offset])
        let page = try await client.send(request)
        if ctx.json {
            try ctx.printJSON(page)
            return 0
        }
        let first = ctx[Options.offset] ?? 0
        ctx.io.print(line(page.collection))
        for item in page.items { ctx.io.print("  " + ItemSummary.line(item)) }
        ctx.io.print("(\(page.items.isEmpty ? 0 : first + 1)–\(first + page.items.count) of \(page.totalCount) items)")
        return 0
    }

    static func edit(_ operation: CollectionEditRequest.Operation, _ ctx: MBZContext) async throws -> Int32 {
        let collectionID = try MBID(validating: ctx.positional[0])
        let name = ctx.positional[1]
        guard let entityType = EntityType(anySpelling: name.lowercased()), entityType.isCollectable else {
            let collectable = EntityType.allCases.filter(\.isCollectable).map(\.pathName).sorted()
            throw UsageError(
                "a collection cannot hold \"\(shortened(name))\"; ENTITY is one of: \(collectable.joined(separator: ", "))"
            )
        }
        let items = try ctx.positional.dropFirst(2).map { try MBID(validating: $0) }
        let client = try await ctx.client(requiring: "mbz collection \(operation)")
        let requests: [CollectionEditRequest]
        if ctx.dryRun {
            requests = try client.collectionEditRequests(
                operation, items, of: entityType, inCollectionWithID: collectionID)
        } else {
            // The collection's own type decides what it holds: refuse other items before writing.
            let collection = try await client.send(LookupRequest<UserCollection>(id: collectionID))
            requests = try client.collectionEditRequests(operation, items, of: entityType, in: collection)
        }
        let count = requests.reduce(0) { $0 + $1.items.count }
        let (verb, preposition) = operation == .add ? ("added", "to") : ("removed", "from")
        let what = "\(count) \(count == 1 ? entityType.pathName : entityType.pluralName)"
        let sent = "in \(requests.count) request\(requests.count == 1 ? "" : "s")"
        return try await ctx.submit(
            requests, done: "\(verb) \(what) \(preposition) collection \(collectionID) \(sent)")
    }
}
