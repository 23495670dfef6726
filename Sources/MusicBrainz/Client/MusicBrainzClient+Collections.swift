import Foundation

extension MusicBrainzClient {
    /// The longest URL a collection edit may have: 4,000 characters. Longer lists of items are
    /// split into several requests (an old front end answered `414` somewhere above 16 KB; this
    /// stays well below any proxy's limit).
    public static let maximumCollectionEditURLLength = 4_000

    /// The requests that add or remove items, checked and split so that every URL is shorter
    /// than ``maximumCollectionEditURLLength`` characters. Nothing is sent: a dry run prints
    /// these.
    ///
    /// - Parameters:
    ///   - operation: Add or remove.
    ///   - items: The items' MBIDs (repeats are sent once, in the order given).
    ///   - entityType: The items' type; it must be the collection's
    ///     (``UserCollection/contentType``).
    ///   - collection: The collection, as a lookup or a list of collections gives it.
    /// - Returns: The requests, at least one.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``: no items, a
    ///   type the collection does not hold (or a collection whose type is not known), a type no
    ///   collection can hold, or a base URL so long that not even one item fits.
    public func collectionEditRequests(
        _ operation: CollectionEditRequest.Operation, _ items: [MBID], of entityType: EntityType,
        in collection: UserCollection
    ) throws(MusicBrainzError) -> [CollectionEditRequest] {
        guard let contentType = collection.contentType else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The entity type of collection \(collection.id) is not known; look the collection up before editing it."
            )
        }
        guard contentType == entityType else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The collection \"\(collection.name)\" holds \(contentType.pluralName); it cannot hold \(entityType.pluralName)."
            )
        }
        return try collectionEditRequests(operation, items, of: entityType, inCollectionWithID: collection.id)
    }

    /// The requests that add or remove items of a collection known only by its MBID, split so
    /// that every URL is shorter than ``maximumCollectionEditURLLength`` characters. Nothing is
    /// sent, and the items' type is not checked against the collection's (the service answers
    /// `400` "This is not a collection for entity type …" when it differs): prefer
    /// ``collectionEditRequests(_:_:of:in:)`` with the looked-up collection.
    ///
    /// - Parameters:
    ///   - operation: Add or remove.
    ///   - items: The items' MBIDs (repeats are sent once, in the order given).
    ///   - entityType: The items' type.
    ///   - collection: The collection's MBID.
    /// - Returns: The requests, at least one.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``: no items, a
    ///   type no collection can hold, or a base URL so long that not even one item fits.
    public func collectionEditRequests(
        _ operation: CollectionEditRequest.Operation, _ items: [MBID], of entityType: EntityType,
        inCollectionWithID collection: MBID
    ) throws(MusicBrainzError) -> [CollectionEditRequest] {
        var unique: [MBID] = []
        var seen = Set<MBID>()
        for item in items where seen.insert(item).inserted { unique.append(item) }
        guard let first = unique.first else {
            throw MusicBrainzError(code: .invalidRequest, message: "The collection edit has no items.")
        }
        let limit = Self.maximumCollectionEditURLLength
        let single = try makeHTTPRequest(
            for: CollectionEditRequest(operation, [first], of: entityType, in: collection)
        ).url
        let singleLength = single.absoluteString.utf8.count
        guard singleLength < limit else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "A collection edit URL with one item already has \(singleLength) characters; the limit is \(limit)."
            )
        }
        // Every further item adds ";" and 36 characters (MBIDs need no percent-encoding).
        let perItem = 1 + first.description.utf8.count
        let perRequest = 1 + (limit - 1 - singleLength) / perItem
        var requests: [CollectionEditRequest] = []
        var start = 0
        while start < unique.count {
            let end = min(start + perRequest, unique.count)
            requests.append(
                CollectionEditRequest(operation, Array(unique[start..<end]), of: entityType, in: collection))
            start = end
        }
        return requests
    }

    /// Adds or removes items, in as many requests as the URL length allows, after checking
    /// their type against the collection's.
    ///
    /// The requests go out one after the other; if one fails, the ones before it stay applied
    /// (adding and removing are idempotent, so doing the whole edit again is harmless).
    ///
    /// - Parameters:
    ///   - operation: Add or remove.
    ///   - items: The items' MBIDs.
    ///   - entityType: The items' type; it must be the collection's.
    ///   - collection: The collection.
    /// - Returns: The answer of each request, in order.
    /// - Throws: ``MusicBrainzError``: the errors of ``collectionEditRequests(_:_:of:in:)``
    ///   before sending, then those of ``send(_:)`` (`400` "You do not have permission to
    ///   modify this collection" as ``MusicBrainzError/Code/badRequest``, `401`
    ///   ``MusicBrainzError/Code/unauthorized``, …).
    public func editCollection(
        _ operation: CollectionEditRequest.Operation, _ items: [MBID], of entityType: EntityType,
        in collection: UserCollection
    ) async throws -> [SubmissionAnswer] {
        var answers: [SubmissionAnswer] = []
        for request in try collectionEditRequests(operation, items, of: entityType, in: collection) {
            answers.append(try await send(request))
        }
        return answers
    }

    /// Adds items to a collection (see ``editCollection(_:_:of:in:)``).
    ///
    /// ```swift
    /// let wishlist = try await client.lookup(UserCollection.self, id: wishlistID)
    /// try await client.addToCollection(releaseIDs, of: .release, to: wishlist)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items' MBIDs.
    ///   - entityType: The items' type; it must be the collection's.
    ///   - collection: The collection.
    /// - Returns: The answer of each request, in order.
    /// - Throws: ``MusicBrainzError`` as ``editCollection(_:_:of:in:)`` does.
    @discardableResult
    public func addToCollection(
        _ items: [MBID], of entityType: EntityType, to collection: UserCollection
    ) async throws -> [SubmissionAnswer] {
        try await editCollection(.add, items, of: entityType, in: collection)
    }

    /// Removes items from a collection (see ``editCollection(_:_:of:in:)``).
    ///
    /// - Parameters:
    ///   - items: The items' MBIDs.
    ///   - entityType: The items' type; it must be the collection's.
    ///   - collection: The collection.
    /// - Returns: The answer of each request, in order.
    /// - Throws: ``MusicBrainzError`` as ``editCollection(_:_:of:in:)`` does.
    @discardableResult
    public func removeFromCollection(
        _ items: [MBID], of entityType: EntityType, from collection: UserCollection
    ) async throws -> [SubmissionAnswer] {
        try await editCollection(.remove, items, of: entityType, in: collection)
    }
}
