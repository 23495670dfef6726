import Foundation

/// The authenticated user's own collections, public and private: `GET /ws/2/collection`.
///
/// Needs an authenticated client (OAuth scope `collection`); without credentials the request is
/// refused before sending. Another editor's public collections are a browse:
/// `BrowseRequest<UserCollection>(linkedTo: .editor("name"))`.
///
/// Source: section 8.9 of the WS/2 reference.
public struct UserCollectionsRequest: PagedRequest {
    /// A page of collections.
    public typealias Response = BrowseResults<UserCollection>

    /// Collections per request (one page), 1…100; `nil` for the server's default.
    public var limit: Int?
    /// The offset of the first collection; `nil` for 0.
    public var offset: Int?

    /// Creates the request.
    /// - Parameters:
    ///   - limit: Collections per request (one page), 1…100, or `nil`.
    ///   - offset: The offset, or `nil`.
    public init(limit: Int? = nil, offset: Int? = nil) {
        self.limit = limit
        self.offset = offset
    }

    /// `collection`.
    public var path: String { EntityType.collection.pathName }

    /// `limit` and `offset`, when set.
    public var queryItems: [URLQueryItem] { PagingParameters.queryItems(limit: limit, offset: offset) }

    /// Always: these are the user's own collections.
    public var requiresAuthentication: Bool { true }

    /// "the user's own collections".
    public var authenticationReason: String { "the user's own collections" }

    /// `list-collections`.
    public var operationName: String { "list-collections" }
}
