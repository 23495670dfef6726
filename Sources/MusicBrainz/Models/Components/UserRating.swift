/// The rating the authenticated user gave one entity: the answer to
/// `GET /ws/2/rating?id=<mbid>&entity=<type>`.
///
/// Source: JSON `{"user-rating": {"value": 80}}` / XML `<metadata><user-rating>80</user-rating>`.
/// The request needs authentication with the `rating` scope. Unlike the `user-rating` of an
/// entity looked up with `inc=user-ratings` (0...5), this value is on the 0...100 scale of
/// rating submissions: 20 is one star, 100 five stars (ws2-reference 7).
public struct UserRating: Sendable, Hashable {
    /// The rating, 0...100; `nil` when the user has not rated the entity.
    public var value: Double?

    /// Creates a user rating.
    /// - Parameter value: The rating, 0...100, or `nil`.
    public init(value: Double?) { self.value = value }
}
