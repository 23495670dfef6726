/// An include set with the 13 relationship includes, `area-rels` … `work-rels`, each of which
/// loads the relationships between the entity and entities of one type, and `artist-credits`,
/// which the service accepts wherever it accepts relationships.
///
/// Where the entity has no artist credit of its own, `artist-credits` adds those of the embedded
/// or related releases, recordings and release groups, so it needs a sub-query or one of
/// `recording-rels`, `release-rels`, `release-group-rels` (the set's
/// ``IncludeSet/dependencies`` say which).
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference and `%extra_inc` in
/// `WebService/Validator.pm`.
public protocol RelationshipIncludes: IncludeSet {}

extension RelationshipIncludes {
    /// `artist-credits`: Artist credits of the entity and of the embedded releases, recordings,
    /// release groups and tracks.
    public static var artistCredits: Self { Self(.artistCredits) }
    /// `area-rels`: Relationships to areas.
    public static var areaRelationships: Self { Self(.areaRelationships) }
    /// `artist-rels`: Relationships to artists.
    public static var artistRelationships: Self { Self(.artistRelationships) }
    /// `event-rels`: Relationships to events.
    public static var eventRelationships: Self { Self(.eventRelationships) }
    /// `genre-rels`: Relationships to genres.
    public static var genreRelationships: Self { Self(.genreRelationships) }
    /// `instrument-rels`: Relationships to instruments.
    public static var instrumentRelationships: Self { Self(.instrumentRelationships) }
    /// `label-rels`: Relationships to labels.
    public static var labelRelationships: Self { Self(.labelRelationships) }
    /// `place-rels`: Relationships to places.
    public static var placeRelationships: Self { Self(.placeRelationships) }
    /// `recording-rels`: Relationships to recordings.
    public static var recordingRelationships: Self { Self(.recordingRelationships) }
    /// `release-rels`: Relationships to releases.
    public static var releaseRelationships: Self { Self(.releaseRelationships) }
    /// `release-group-rels`: Relationships to release groups.
    public static var releaseGroupRelationships: Self { Self(.releaseGroupRelationships) }
    /// `series-rels`: Relationships to series.
    public static var seriesRelationships: Self { Self(.seriesRelationships) }
    /// `url-rels`: Relationships to URLs.
    public static var urlRelationships: Self { Self(.urlRelationships) }
    /// `work-rels`: Relationships to works.
    public static var workRelationships: Self { Self(.workRelationships) }

    /// Every relationship include (`area-rels` … `work-rels`).
    public static var allRelationships: Self { Self(IncludeValue.relationships.map(Self.init)) }

    /// The relationship includes and `artist-credits`.
    static var relationshipMembers: Self { allRelationships.union(artistCredits) }

    /// The rule of a set whose entity has no artist credit of its own: `artist-credits` needs one
    /// of `subqueries`, `recording-rels`, `release-rels` or `release-group-rels`.
    static func artistCreditsRule(alsoUnlockedBy subqueries: Self = []) -> IncludeDependency<Self> {
        IncludeDependency(
            artistCredits,
            requiresOneOf: subqueries.union(
                Self([recordingRelationships, releaseRelationships, releaseGroupRelationships])),
            reason:
                "it adds the artist credits of the embedded or related releases, recordings, release groups or works")
    }
}
