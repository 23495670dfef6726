/// An include set with the 13 relationship includes, `area-rels` … `work-rels`. Each loads the relationships between the looked-up entity and entities of one type.
///
/// The members sit at fixed high bits, the same in every set. In a set's `inc` string
/// (``IncludeSet/wireNames``) the folksonomy and rating includes come before the set's own members
/// and the relationship includes after them.
///
/// Source: tables 2.3 and 3.2 of the WS/2 reference.
public protocol RelationshipIncludes: IncludeSet {}

extension RelationshipIncludes {
    /// `area-rels`: Relationships to areas.
    public static var areaRelationships: Self { Self(rawValue: 1 << 48) }
    /// `artist-rels`: Relationships to artists.
    public static var artistRelationships: Self { Self(rawValue: 1 << 49) }
    /// `event-rels`: Relationships to events.
    public static var eventRelationships: Self { Self(rawValue: 1 << 50) }
    /// `genre-rels`: Relationships to genres.
    public static var genreRelationships: Self { Self(rawValue: 1 << 51) }
    /// `instrument-rels`: Relationships to instruments.
    public static var instrumentRelationships: Self { Self(rawValue: 1 << 52) }
    /// `label-rels`: Relationships to labels.
    public static var labelRelationships: Self { Self(rawValue: 1 << 53) }
    /// `place-rels`: Relationships to places.
    public static var placeRelationships: Self { Self(rawValue: 1 << 54) }
    /// `recording-rels`: Relationships to recordings.
    public static var recordingRelationships: Self { Self(rawValue: 1 << 55) }
    /// `release-rels`: Relationships to releases.
    public static var releaseRelationships: Self { Self(rawValue: 1 << 56) }
    /// `release-group-rels`: Relationships to release groups.
    public static var releaseGroupRelationships: Self { Self(rawValue: 1 << 57) }
    /// `series-rels`: Relationships to series.
    public static var seriesRelationships: Self { Self(rawValue: 1 << 58) }
    /// `url-rels`: Relationships to URLs.
    public static var urlRelationships: Self { Self(rawValue: 1 << 59) }
    /// `work-rels`: Relationships to works.
    public static var workRelationships: Self { Self(rawValue: 1 << 60) }

    /// Every relationship include (`area-rels` … `work-rels`).
    public static var allRelationships: Self {
        Self([
            Self.areaRelationships, Self.artistRelationships, Self.eventRelationships, Self.genreRelationships,
            Self.instrumentRelationships, Self.labelRelationships, Self.placeRelationships, Self.recordingRelationships,
            Self.releaseRelationships, Self.releaseGroupRelationships, Self.seriesRelationships, Self.urlRelationships,
            Self.workRelationships,
        ])
    }

    /// These members with their wire spellings, in `inc` order.
    public static var relationshipWireNames: [(Self, String)] {
        [
            (.areaRelationships, "area-rels"), (.artistRelationships, "artist-rels"),
            (.eventRelationships, "event-rels"), (.genreRelationships, "genre-rels"),
            (.instrumentRelationships, "instrument-rels"), (.labelRelationships, "label-rels"),
            (.placeRelationships, "place-rels"), (.recordingRelationships, "recording-rels"),
            (.releaseRelationships, "release-rels"), (.releaseGroupRelationships, "release-group-rels"),
            (.seriesRelationships, "series-rels"), (.urlRelationships, "url-rels"), (.workRelationships, "work-rels"),
        ]
    }
}
