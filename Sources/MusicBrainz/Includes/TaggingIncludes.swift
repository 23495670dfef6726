/// An include set with the folksonomy includes: `aliases`, `annotation`, `tags`, `genres` and the user's own `user-tags` and `user-genres`.
///
/// The members sit at fixed high bits, the same in every set. In a set's `inc` string
/// (``IncludeSet/wireNames``) the folksonomy and rating includes come before the set's own members
/// and the relationship includes after them.
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference.
public protocol TaggingIncludes: IncludeSet {}

extension TaggingIncludes {
    /// `aliases`: Aliases.
    public static var aliases: Self { Self(rawValue: 1 << 40) }
    /// `annotation`: The annotation text.
    public static var annotation: Self { Self(rawValue: 1 << 41) }
    /// `tags`: Folksonomy tags with vote counts.
    public static var tags: Self { Self(rawValue: 1 << 42) }
    /// `user-tags`: The authenticated user's tags (needs authentication).
    public static var userTags: Self { Self(rawValue: 1 << 43) }
    /// `genres`: Genres with vote counts.
    public static var genres: Self { Self(rawValue: 1 << 44) }
    /// `user-genres`: The authenticated user's genres (needs authentication).
    public static var userGenres: Self { Self(rawValue: 1 << 45) }

    /// These members with their wire spellings, in `inc` order.
    public static var taggingWireNames: [(Self, String)] {
        [
            (.aliases, "aliases"), (.annotation, "annotation"), (.tags, "tags"), (.userTags, "user-tags"),
            (.genres, "genres"), (.userGenres, "user-genres"),
        ]
    }
}
