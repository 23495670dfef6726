extension Release: BrowsableEntity {
    /// The `inc` values of release lookups (`/ws/2/release/<mbid>?inc=…`) and browses
    /// (`/ws/2/release?<link>=<mbid>&inc=…`).
    ///
    /// A browse takes no `collections` or `user-collections`; such a browse is refused before
    /// sending (``browseMembers``). Release browses with `recordings` may return fewer releases
    /// than the limit (the service caps the tracks per response).
    ///
    /// Releases have no rating; `ratings` shows those of the embedded release group, recordings
    /// and credited artists.
    ///
    /// Source: tables 2.3 and 3.2 of the WS/2 reference.
    public struct Includes: TaggingIncludes, RatingIncludes, RelationshipIncludes {
        /// The bits of the set.
        public let rawValue: UInt64
        /// Creates a set from its bits, `rawValue`.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// `labels`: Labels and catalog numbers (label info).
        public static let labels = Includes(.labels)
        /// `recordings`: The track lists of the media, with their recordings.
        public static let recordings = Includes(.recordings)
        /// `release-groups`: The release's release group.
        public static let releaseGroups = Includes(.releaseGroups)
        /// `media`: Media with their format and track count.
        public static let media = Includes(.media)
        /// `discids`: Disc IDs of the media (implies media).
        public static let discIDs = Includes(.discIDs)
        /// `isrcs`: ISRCs of the recordings. Needs `recordings`.
        public static let isrcs = Includes(.isrcs)
        /// `collections`: Public collections that contain the release (and the user's private
        /// ones when the request is authenticated). Lookups only.
        public static let collections = Includes(.collections)
        /// `user-collections`: The authenticated user's collections, private ones included
        /// (needs authentication). Lookups only.
        public static let userCollections = Includes(.userCollections)
        /// `recording-level-rels`: Also load the relationships of each track's recording (with
        /// `recordings`; honoured for releases of at most 500 recordings). Needs `recordings`.
        public static let recordingLevelRelationships = Includes(.recordingLevelRelationships)
        /// `release-group-level-rels`: Also load the relationships of the release group (with
        /// `release-groups`). Needs `release-groups`.
        public static let releaseGroupLevelRelationships = Includes(.releaseGroupLevelRelationships)
        /// `work-level-rels`: Also load the relationships of the works reached through work
        /// relationships (with `work-rels`). Needs `work-rels`.
        public static let workLevelRelationships = Includes(.workLevelRelationships)

        /// Every member.
        public static let lookupMembers: Includes = [browseMembers, collections, userCollections]
        /// Every member but `collections` and `user-collections`.
        public static let browseMembers: Includes = [
            .taggingMembers, .ratingMembers, .relationshipMembers, labels, recordings, releaseGroups, media, discIDs,
            isrcs, recordingLevelRelationships, releaseGroupLevelRelationships, workLevelRelationships,
        ]

        /// The members accepted only together with another one.
        public static let dependencies: [IncludeDependency<Includes>] = [
            IncludeDependency(
                .isrcs, requiresOneOf: .recordings, reason: "it adds ISRCs to the recordings of the track lists"),
            IncludeDependency(
                .recordingLevelRelationships, requiresOneOf: .recordings,
                reason: "it loads the relationships of the recordings of the track lists"),
            IncludeDependency(
                .releaseGroupLevelRelationships, requiresOneOf: .releaseGroups,
                reason: "it loads the relationships of the embedded release group"),
            IncludeDependency(
                .workLevelRelationships, requiresOneOf: .workRelationships,
                reason: "it loads the relationships of the works that work relationships reach"),
        ]
    }
}

extension BrowseLink where Entity == Release {
    /// `area`: The releases linked to an area (by a release event there).
    public static func area(_ id: MBID) -> Self { Self(.area, id) }
    /// `artist`: The releases linked to an artist (in the release's artist credit); takes the
    /// `type` and `status` filters.
    public static func artist(_ id: MBID) -> Self { Self(.artist, id) }
    /// `collection`: The releases in a collection (a private collection needs authentication).
    public static func collection(_ id: MBID) -> Self { Self(.collection, id) }
    /// `label`: The releases linked to a label (by a label info entry); takes the `type` and
    /// `status` filters.
    public static func label(_ id: MBID) -> Self { Self(.label, id) }
    /// `recording`: The releases linked to a recording (that contain it); takes the `type` and
    /// `status` filters.
    public static func recording(_ id: MBID) -> Self { Self(.recording, id) }
    /// `release-group`: The releases linked to a release group (its releases); takes the
    /// `status` filter.
    public static func releaseGroup(_ id: MBID) -> Self { Self(.releaseGroup, id) }
    /// `track`: The release that contains a track, by the track's MBID (one release, with
    /// `recordings` forced on; `limit` and `offset` are ignored).
    public static func track(_ id: MBID) -> Self { Self(.track, id) }
    /// `track_artist`: The releases where an artist appears in a track artist credit but not in
    /// the release's artist credit (like `various-artists` on an artist lookup); takes the
    /// `type` and `status` filters.
    public static func trackArtist(_ id: MBID) -> Self { Self(.trackArtist, id) }
}
