/// An include set with `releases` and the two values that extend the embedded releases, `media`
/// and `discids`: the sets of artist, label, recording, release group and ISRC lookups.
///
/// `media` and `discids` need `releases` (``IncludeSet/validate()`` checks it). A release's own
/// media are ``Release/Includes/media``.
///
/// Source: table 2.3 of the WS/2 reference.
public protocol ReleaseListIncludes: IncludeSet {}

extension ReleaseListIncludes {
    /// `releases`: Embedded releases (at most 25 in a lookup; browse for more).
    public static var releases: Self { Self(.releases) }
    /// `media`: Media of the embedded releases, with their format and track count. Needs `releases`.
    public static var media: Self { Self(.media) }
    /// `discids`: Disc IDs of the media of the embedded releases (implies media). Needs `releases`.
    public static var discIDs: Self { Self(.discIDs) }

    /// These three members.
    static var releaseListMembers: Self { Self([releases, media, discIDs]) }

    /// `media` and `discids` need `releases`.
    static var releaseListDependencies: [IncludeDependency<Self>] {
        [
            IncludeDependency(
                discIDs, requiresOneOf: releases, reason: "it adds disc IDs to the media of the embedded releases"),
            IncludeDependency(media, requiresOneOf: releases, reason: "it adds media to the embedded releases"),
        ]
    }
}
