/// What the XML decoders map, and what they deliberately leave out, for the MMD schema coverage
/// report (`XMLSchemaCoverageTests`).
///
/// Every decoder keeps the names it reads next to its `init(xml:)` (`xmlMapping` /
/// `xmlMappings`); this file gathers them, adds the list wrappers and value lists that several
/// decoders share, and lists each schema element or attribute that is not mapped with the
/// reason. The test checks the mappings against the schema and against what decoding every
/// recorded response really reads.
enum XMLCoverage {
    /// Every mapping: element names with the children and attributes read under them.
    static let mappings: [XMLMapping] =
        [
            Area.xmlMapping, Artist.xmlMapping, Event.xmlMapping, Genre.xmlMapping, Instrument.xmlMapping,
            Label.xmlMapping, Place.xmlMapping, Recording.xmlMapping, ReleaseGroup.xmlMapping, Series.xmlMapping,
            URLEntity.xmlMapping, UserCollection.xmlMapping, Work.xmlMapping,
        ]
        + Release.xmlMappings + Alias.xmlMappings + Tag.xmlMappings + Rating.xmlMappings
        + WorkAttribute.xmlMappings + Relationship.xmlMappings + Disc.xmlMappings + ArtistCredit.xmlMappings
        + NameCredit.xmlMappings + Medium.xmlMappings + Track.xmlMappings + LabelInfo.xmlMappings
        + ReleaseEvent.xmlMappings + TextRepresentation.xmlMappings + CoverArtArchiveStatus.xmlMappings
        + LifeSpan.xmlMappings + Coordinates.xmlMappings + sharedMappings + pageMappings + resultMappings

    /// The results of the non-MBID lookups and the search-only indexes.
    static let resultMappings: [XMLMapping] = [
        XMLMapping(elements: ["metadata"], children: ["isrc", "cdstub", "cdstub-list", "annotation-list", "tag-list"]),
        XMLMapping(elements: ["isrc"], children: ["recording-list"], attributes: ["id"]),
        XMLMapping(
            elements: ["cdstub"], children: ["title", "artist", "barcode", "disambiguation", "track-list"],
            attributes: ["id", "score"]),
        XMLMapping(elements: ["track"], children: ["title", "artist", "length"]),
        XMLMapping(elements: ["cdstub-list"], children: ["cdstub"], attributes: ["count", "offset"]),
        XMLMapping(elements: ["annotation-list"], children: ["annotation"], attributes: ["count", "offset"]),
        XMLMapping(
            elements: ["annotation"], children: ["entity", "name", "text"], attributes: ["type", "id", "score"]),
        XMLMapping(elements: ["tag-list"], children: ["tag"], attributes: ["count", "offset"]),
        XMLMapping(elements: ["tag"], children: ["name"], attributes: ["score"]),
    ]

    /// Small elements that several decoders read through shared helpers.
    static let sharedMappings: [XMLMapping] = [
        XMLMapping(elements: ["annotation"], children: ["text"]),
        XMLMapping(elements: ["gender", "primary-type", "secondary-type"], attributes: ["id"]),
        XMLMapping(elements: ["secondary-type-list"], children: ["secondary-type"]),
        XMLMapping(elements: ["ipi-list"], children: ["ipi"]),
        XMLMapping(elements: ["isni-list"], children: ["isni"]),
        XMLMapping(elements: ["iswc-list"], children: ["iswc"]),
        XMLMapping(elements: ["language-list"], children: ["language"]),
        XMLMapping(elements: ["isrc-list"], children: ["isrc"]),
        XMLMapping(elements: ["isrc"], attributes: ["id"]),
        XMLMapping(elements: ["iso-3166-1-code-list"], children: ["iso-3166-1-code"]),
        XMLMapping(elements: ["iso-3166-2-code-list"], children: ["iso-3166-2-code"]),
        XMLMapping(elements: ["iso-3166-3-code-list"], children: ["iso-3166-3-code"]),
        XMLMapping(elements: ["genre-list"], children: ["genre"]),
        XMLMapping(elements: ["user-genre-list"], children: ["user-genre"]),
        XMLMapping(elements: ["collection-list"], children: ["collection"]),
    ]

    /// The document root and the entity lists of browse and search pages (``BrowseResults``,
    /// ``SearchResults``; the score attribute is read by ``SearchResult``), and the lists that
    /// entities embed (`<release-list count>` in an artist lookup), which read the same way.
    static let pageMappings: [XMLMapping] = {
        let types = EntityType.allCases
        var result = types.map { type in
            XMLMapping(elements: [type.listElementName], children: [type.elementName], attributes: ["count", "offset"])
        }
        result.append(XMLMapping(elements: types.map(\.elementName), attributes: ["score"]))
        result.append(
            XMLMapping(
                elements: ["metadata"],
                children: types.map(\.elementName) + types.map(\.listElementName) + [
                    "disc", "user-tag-list", "user-rating",
                ],
                attributes: ["created"]))
        return result
    }()

    /// One schema element or attribute the decoders do not map, and why.
    struct Exclusion: Sendable {
        /// The element it appears in (`*` for any).
        var element: String
        /// The child element, or `@attribute`.
        var name: String
        /// Why it is not mapped.
        var reason: String
    }

    /// The names the decoders leave out on purpose, with the reason for each.
    static let exclusions: [Exclusion] =
        completeListAttributes + puids + editors + freeDB + pendingElsewhere + [
            Exclusion(
                element: "offset", name: "@position",
                reason: "the position is the offset's place in <offset-list> (1, 2, …); Disc.offsets keeps the "
                    + "order"),
            Exclusion(
                element: "metadata", name: "@generator",
                reason: "not written by the service (no recorded response has it)"),
            Exclusion(
                element: "metadata", name: "edit-note",
                reason: "only in submission bodies (POST /ws/2/recording), which clients write and never read"),
            Exclusion(
                element: "metadata", name: "entity-list",
                reason: "no WS/2 request is documented to return a mixed entity list and no recorded response has one"),
        ]
        + [
            "@count", "@offset", "area", "artist", "event", "instrument", "label", "place", "recording", "release",
            "release-group", "series", "work",
        ].map {
            Exclusion(element: "entity-list", name: $0, reason: "<entity-list> is not returned by the service (above)")
        }

    /// `count` and `offset` of lists that are always complete: the items are mapped, `count` is
    /// their number and `offset` is 0. (`<tag-list>` is not among them: as a tag search page its
    /// `count` and `offset` are read.)
    static let completeListAttributes: [Exclusion] =
        [
            "alias-list", "user-tag-list", "user-genre-list", "isrc-list", "iswc-list", "label-info-list",
            "language-list", "medium-list", "release-event-list", "relation-list", "data-track-list",
        ].flatMap { list in
            ["@count", "@offset"].map {
                Exclusion(
                    element: list, name: $0,
                    reason: "a complete list: the count is the number of items (mapped) and the offset is 0")
            }
        }
        + ["disc-list", "offset-list"].map {
            Exclusion(
                element: $0, name: "@offset", reason: "a complete list (the count is mapped): the offset is always 0")
        }

    /// PUIDs: removed from MusicBrainz.
    static let puids: [Exclusion] = [
        ("recording", "puid-list"), ("metadata", "puid"), ("puid-list", "puid"), ("puid-list", "@count"),
        ("puid-list", "@offset"), ("puid", "@id"), ("puid", "recording-list"),
    ].map {
        Exclusion(
            element: $0.0, name: $0.1,
            reason: "PUIDs (MusicIP fingerprints) were removed from MusicBrainz in 2013; inc=puids is accepted and "
                + "produces nothing (ws2-reference 2.2)")
    }

    /// Editors: no WS/2 request returns them.
    static let editors: [Exclusion] =
        [
            ("metadata", "editor"), ("metadata", "editor-list"), ("editor-list", "editor"), ("editor-list", "@count"),
            ("editor-list", "@offset"), ("language", "@fluency"),
        ].map { Exclusion(element: $0.0, name: $0.1, reason: editorReason) }
        + [
            "@id", "name", "member-since", "privs", "gender", "age", "homepage", "bio", "area", "language-list",
            "edit-information",
        ].map { Exclusion(element: "editor", name: $0, reason: editorReason) }
        + ["edits-accepted", "edits-rejected", "auto-edits-accepted", "edits-failed"].map {
            Exclusion(element: "edit-information", name: $0, reason: editorReason)
        }

    static let editorReason =
        "editor profiles are not served by WS/2 any more (collections name their editor as text); "
        + "no recorded response has <editor>"

    /// FreeDB: removed from WS/2.
    static let freeDB: [Exclusion] =
        [
            ("metadata", "freedb-disc-list"), ("freedb-disc-list", "freedb-disc"), ("freedb-disc-list", "@count"),
            ("freedb-disc-list", "@offset"),
        ]
        .map { Exclusion(element: $0.0, name: $0.1, reason: freeDBReason) }
        + ["@id", "title", "artist", "category", "year", "track-list"].map {
            Exclusion(element: "freedb-disc", name: $0, reason: freeDBReason)
        }

    static let freeDBReason = "FreeDB lookups were removed from MusicBrainz (the FreeDB service closed in 2020)"

    /// Decoded by result types of the request side or the user-data requests, not by this
    /// module's models: pending their integration.
    static let pendingElsewhere: [Exclusion] =
        [
            (
                "cdstub", "comment",
                "not in the schema: old search servers wrote a CD stub's comment as <comment>; "
                    + "CDStub reads it as its disambiguation"
            ),
            ("metadata", "user-genre-list", userDataReason), ("metadata", "rating", userDataReason),
            (
                "metadata", "isrc-list",
                "no WS/2 request answers with a bare ISRC list: an ISRC lookup answers <isrc> "
                    + "(ISRCLookupResult), and submissions are written, not read"
            ),
        ].map { Exclusion(element: $0.0, name: $0.1, reason: $0.2) }

    static let userDataReason =
        "no WS/2 request answers with a bare genre list or aggregate rating: /ws/2/tag?id= answers <user-tag-list> "
        + "(UserTags) and /ws/2/rating?id= answers <user-rating> (UserRating)"
}
