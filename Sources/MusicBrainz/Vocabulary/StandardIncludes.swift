/// The include set of an entity whose lookups and browses take the standard `inc` values and no
/// others: the folksonomy, rating and relationship includes and `artist-credits`. It is the
/// ``MusicBrainzEntity/Includes`` of ``Area``, ``Event``, ``Place`` and ``Work``, one type per
/// entity.
///
/// `artist-credits` needs `recording-rels`, `release-rels` or `release-group-rels`, whose artist
/// credits it adds. Areas are not ratable: `ratings` is accepted there but yields nothing.
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference.
public struct StandardIncludes<Entity: MusicBrainzEntity>: TaggingIncludes, RatingIncludes, RelationshipIncludes {
    /// The bits of the set.
    public let rawValue: UInt64
    /// Creates a set from its bits, `rawValue`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The folksonomy, rating and relationship includes, and `artist-credits`.
    public static var lookupMembers: Self { [.taggingMembers, .ratingMembers, .relationshipMembers] }
    /// `artist-credits` needs a relationship whose artist credits it adds.
    public static var dependencies: [IncludeDependency<Self>] { [artistCreditsRule()] }
}

/// The include set of an entity that is not ratable and whose lookups and browses take the other
/// standard `inc` values and no others: the folksonomy and relationship includes and
/// `artist-credits`. It is the ``MusicBrainzEntity/Includes`` of ``Instrument`` and ``Series``,
/// one type per entity.
///
/// `artist-credits` needs `recording-rels`, `release-rels` or `release-group-rels`, whose artist
/// credits it adds.
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference.
public struct UnratedStandardIncludes<Entity: MusicBrainzEntity>: TaggingIncludes, RelationshipIncludes {
    /// The bits of the set.
    public let rawValue: UInt64
    /// Creates a set from its bits, `rawValue`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The folksonomy and relationship includes, and `artist-credits`.
    public static var lookupMembers: Self { [.taggingMembers, .relationshipMembers] }
    /// `artist-credits` needs a relationship whose artist credits it adds.
    public static var dependencies: [IncludeDependency<Self>] { [artistCreditsRule()] }
}
