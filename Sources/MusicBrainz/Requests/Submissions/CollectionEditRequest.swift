import Foundation

/// Adds entities to a collection or removes them:
/// `PUT` or `DELETE /ws/2/collection/<mbid>/<plural>/<mbid>;<mbid>;…?client=…`.
///
/// One request carries as many items as its URL holds. To edit any number of items, use
/// ``MusicBrainzClient/addToCollection(_:of:to:)`` and
/// ``MusicBrainzClient/removeFromCollection(_:of:from:)``, which check the items' type against
/// the collection's and split them into as many requests as needed to keep every URL under
/// ``MusicBrainzClient/maximumCollectionEditURLLength`` characters.
///
/// The service skips MBIDs that do not exist; adding an item that is there already, or
/// removing one that is not, is not an error. Both methods are idempotent, so the retry policy
/// repeats them like reads. Needs credentials of the collection's owner or a collaborator
/// (OAuth scope ``OAuthScope/collection``).
///
/// Source: section 8.9 of the WS/2 reference.
public struct CollectionEditRequest: MusicBrainzRequest, SubmissionRequest, Hashable {
    /// The service's answer.
    public typealias Response = SubmissionAnswer

    /// Whether a collection edit adds or removes items.
    public enum Operation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Adds the items (`PUT`).
        case add
        /// Removes the items (`DELETE`).
        case remove

        /// The HTTP method: `PUT` or `DELETE`.
        public var method: HTTPRequest.Method { self == .add ? .put : .delete }

        /// `add` or `remove`.
        public var description: String { rawValue }
    }

    /// Adds or removes.
    public var operation: Operation
    /// The collection's MBID.
    public var collection: MBID
    /// The type of the items; it must be the collection's entity type.
    public var entityType: EntityType
    /// The items' MBIDs (at least one).
    public var items: [MBID]
    /// The `client` parameter; `nil` for `<application>-<version>` of the client's
    /// User-Agent.
    public var client: String?

    /// Creates an edit of items given by their type at run time.
    /// - Parameters:
    ///   - operation: Add or remove.
    ///   - items: The items' MBIDs.
    ///   - entityType: Their type (every type but URLs and collections).
    ///   - collection: The collection's MBID.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    public init(
        _ operation: Operation, _ items: [MBID], of entityType: EntityType, in collection: MBID, client: String? = nil
    ) {
        self.operation = operation
        self.items = items
        self.entityType = entityType
        self.collection = collection
        self.client = client
    }

    /// Creates an edit of items of a type, such as `Release.self`.
    /// - Parameters:
    ///   - operation: Add or remove.
    ///   - items: The items' MBIDs.
    ///   - type: Their type.
    ///   - collection: The collection's MBID.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    public init<Item: MusicBrainzEntity>(
        _ operation: Operation, _ items: [MBID], of type: Item.Type, in collection: MBID, client: String? = nil
    ) {
        self.init(operation, items, of: Item.entityType, in: collection, client: client)
    }

    /// `collection/<mbid>/<plural>/<mbid>;<mbid>;…`.
    public var path: String {
        "collection/\(collection)/\(entityType.pluralName)/" + items.map(\.description).joined(separator: ";")
    }
    /// `client`, when given.
    public var queryItems: [URLQueryItem] { clientQueryItems }
    /// `PUT` to add, `DELETE` to remove.
    public var method: HTTPRequest.Method { operation.method }
    /// Always: collection edits need credentials.
    public var requiresAuthentication: Bool { true }
    /// "a collection edit".
    public var authenticationReason: String { "a collection edit" }
    /// `collection-add` or `collection-remove`.
    public var operationName: String { "collection-\(operation.rawValue)" }

    /// Refuses no items, a type a collection cannot hold and a bad `client`.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        guard entityType.isCollectable else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "A collection cannot hold \(entityType.pathName) entities.")
        }
        guard !items.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The collection edit has no items.")
        }
        try validateClient()
    }
}
