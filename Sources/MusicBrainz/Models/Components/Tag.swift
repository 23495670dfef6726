/// A tag: a free-form label users put on an entity, such as "jazz" or "british".
///
/// Source: one item of WS/2 `tags` / `user-tags` (JSON) / `<tag>` / `<user-tag>` (XML), with
/// `inc=tags` or `inc=user-tags`. Tags that are also genre names are listed again as genres
/// (`inc=genres`).
public struct Tag: Sendable, Hashable {
    /// The tag, in lower case.
    public var name: String
    /// The number of users who gave the tag (its upvotes minus downvotes, always positive);
    /// `nil` for the authenticated user's own tags, which have no count.
    public var count: Int?

    /// Creates a tag.
    /// - Parameters:
    ///   - name: The tag.
    ///   - count: The number of votes, or `nil`.
    public init(name: String, count: Int? = nil) {
        self.name = name
        self.count = count
    }
}
