/// The tags the authenticated user gave one entity: the answer to `GET /ws/2/tag?id=<mbid>&entity=<type>`.
///
/// Source: JSON `{"user-tags": [{"name": "jpop"}]}` / XML `<metadata><user-tag-list><user-tag><name>`.
/// The request needs authentication with the `tag` scope. Sorted by name. The XML answer lists
/// upvoted tags only; the JSON answer lists every tag the user voted on, downvotes included,
/// with no way to tell them apart (ws2-reference 8.5).
public struct UserTags: Sendable, Hashable {
    /// The tags; their counts are `nil`.
    public var tags: [Tag]

    /// Creates a list of user tags.
    /// - Parameter tags: The tags.
    public init(tags: [Tag]) { self.tags = tags }
}
