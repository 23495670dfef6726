/// The average rating users gave an entity, and how many users rated it.
///
/// Source: WS/2 `rating` (JSON `{"value": 4.35, "votes-count": 3}`) / `<rating votes-count>`
/// (XML), with `inc=ratings`. Artists, events, labels, places, recordings, release groups and
/// works can be rated. An entity nobody has rated decodes as a `nil` rating in both formats
/// (JSON writes `{"value": null, "votes-count": 0}`, XML leaves the element out).
public struct Rating: Sendable, Hashable {
    /// The average, 0...5 (may be fractional, such as 4.35); `nil` when there are no votes.
    public var value: Double?
    /// The number of users who rated the entity, 0 or more.
    public var votesCount: Int

    /// Creates a rating.
    /// - Parameters:
    ///   - value: The average, 0...5.
    ///   - votesCount: The number of votes.
    public init(value: Double?, votesCount: Int) {
        self.value = value
        self.votesCount = votesCount
    }

    /// `nil` when nobody has rated the entity.
    var nilIfEmpty: Rating? { value == nil && votesCount == 0 ? nil : self }
}
