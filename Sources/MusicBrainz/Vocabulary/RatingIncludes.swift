/// An include set with the rating includes: `ratings` and the user's own `user-ratings`.
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference.
public protocol RatingIncludes: IncludeSet {}

extension RatingIncludes {
    /// `ratings`: The average rating (0–5) and vote count.
    public static var ratings: Self { Self(.ratings) }
    /// `user-ratings`: The authenticated user's rating (needs authentication).
    public static var userRatings: Self { Self(.userRatings) }

    /// These two members.
    static var ratingMembers: Self { Self([ratings, userRatings]) }
}
