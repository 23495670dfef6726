@_spi(WS2Mapping) @testable import MusicBrainz

/// What the mappings deliberately leave out of the MMD schema, each with its reason, for the
/// schema coverage report (`XMLSchemaCoverageTests`). What they map is collected from the
/// mappings themselves (``SchemaCollector``).
enum XMLCoverage {
    /// Element name → the child elements and `@attributes` the mappings use, collected from every
    /// response type.
    static let mapped: [String: Set<String>] = {
        let names = SchemaCollector.Names()
        func collect<T: MusicBrainzResponse>(_ type: T.Type) { try? SchemaCollector.collect(T.self, into: names) }
        func all<E: BrowsableEntity & MusicBrainzEntity>(_ type: E.Type) {
            collect(E.self)
            collect(BrowseResults<E>.self)
            collect(SearchResults<E>.self)
            collect(CollectionContents<E>.self)
        }
        all(Area.self)
        all(Artist.self)
        all(Event.self)
        all(Genre.self)
        all(Instrument.self)
        all(Label.self)
        all(Place.self)
        all(Recording.self)
        all(Release.self)
        all(ReleaseGroup.self)
        all(Series.self)
        all(Work.self)
        collect(URLEntity.self)
        collect(BrowseResults<URLEntity>.self)
        collect(SearchResults<URLEntity>.self)
        collect(UserCollection.self)
        collect(BrowseResults<UserCollection>.self)
        collect(SearchResults<CDStub>.self)
        collect(SearchResults<Annotation>.self)
        collect(SearchResults<TagSearchItem>.self)
        collect(Disc.self)
        collect(CDStub.self)
        collect(DiscIDLookupResult.self)
        collect(ISRCLookupResult.self)
        collect(UserTags.self)
        collect(UserRating.self)
        return names.byElement
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
