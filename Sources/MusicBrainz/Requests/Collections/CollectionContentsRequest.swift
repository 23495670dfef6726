import Foundation

/// A page of the contents of a collection, with the collection's summary:
/// `GET /ws/2/collection/<mbid>/<entity plural>?limit=&offset=`.
///
/// ```swift
/// let page = try await client.send(CollectionContentsRequest<Release>(collection: id, limit: 100))
/// print(page.collection.name, page.totalCount)
/// ```
///
/// `Item` must be the collection's entity type (a release collection holds releases), otherwise
/// the service answers 400 "This is not a collection for entity type …". A private collection
/// needs credentials of its owner or a collaborator. A browse by collection
/// (`BrowseRequest<Release>(linkedTo: .collection(id))`) gives the same items with `inc` support.
///
/// Source: section 8.9 of the WS/2 reference.
public struct CollectionContentsRequest<Item: BrowsableEntity>: PagedRequest {
    /// The collection and a page of its items.
    public typealias Response = CollectionContents<Item>

    /// The collection's MBID.
    public var collection: MBID
    /// Items per request (one page), 1…100; `nil` for 25.
    public var limit: Int?
    /// The offset of the first item; `nil` for 0.
    public var offset: Int?

    /// Creates the request.
    /// - Parameters:
    ///   - collection: The collection's MBID.
    ///   - limit: Items per request (one page), 1…100, or `nil`.
    ///   - offset: The offset, or `nil`.
    public init(collection: MBID, limit: Int? = nil, offset: Int? = nil) {
        self.collection = collection
        self.limit = limit
        self.offset = offset
    }

    /// `collection/<mbid>/<plural>`, such as `collection/1d1e41eb-…/releases`.
    public var path: String { "collection/\(collection)/\(Item.entityType.pluralName)" }

    /// `limit` and `offset`, when set.
    public var queryItems: [URLQueryItem] { PagingParameters.queryItems(limit: limit, offset: offset) }

    /// `collection-<plural>`.
    public var operationName: String { "collection-\(Item.entityType.pluralName)" }
}
