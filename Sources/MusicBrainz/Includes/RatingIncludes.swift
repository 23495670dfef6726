/// An include set with the rating includes: `ratings` and the user's own `user-ratings`.
///
/// The members sit at fixed high bits, the same in every set. In a set's `inc` string
/// (``IncludeSet/wireNames``) the folksonomy and rating includes come before the set's own members
/// and the relationship includes after them.
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference.
public protocol RatingIncludes: IncludeSet {}

extension RatingIncludes {
    /// `ratings`: The average rating (0–5) and vote count.
    public static var ratings: Self { Self(rawValue: 1 << 46) }
    /// `user-ratings`: The authenticated user's rating (needs authentication).
    public static var userRatings: Self { Self(rawValue: 1 << 47) }

    /// These members with their wire spellings, in `inc` order.
    public static var ratingWireNames: [(Self, String)] {
        [(.ratings, "ratings"), (.userRatings, "user-ratings")]
    }
}
