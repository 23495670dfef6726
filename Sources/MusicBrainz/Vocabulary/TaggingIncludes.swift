/// An include set with the folksonomy includes: `aliases`, `annotation`, `tags`, `genres` and the user's own `user-tags` and `user-genres`.
///
/// Every entity that has them conforms: area, artist, event, instrument, label, place,
/// recording, release, release group, series and work.
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference.
public protocol TaggingIncludes: IncludeSet {}

extension TaggingIncludes {
    /// `aliases`: Aliases.
    public static var aliases: Self { Self(.aliases) }
    /// `annotation`: The annotation text.
    public static var annotation: Self { Self(.annotation) }
    /// `tags`: Folksonomy tags with vote counts.
    public static var tags: Self { Self(.tags) }
    /// `user-tags`: The authenticated user's tags (needs authentication).
    public static var userTags: Self { Self(.userTags) }
    /// `genres`: Genres with vote counts.
    public static var genres: Self { Self(.genres) }
    /// `user-genres`: The authenticated user's genres (needs authentication).
    public static var userGenres: Self { Self(.userGenres) }

    /// These six members.
    static var taggingMembers: Self { Self([aliases, annotation, tags, userTags, genres, userGenres]) }
}
