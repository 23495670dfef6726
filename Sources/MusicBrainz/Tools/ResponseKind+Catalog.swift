extension ResponseKind {
    /// Every kind of response this library decodes, in the order ``detect(in:format:among:)``
    /// tries them: a lookup of each entity type (named after it: `release`, `release-group`,
    /// `collection`, …), a browse page of each (`release-list`; also `genre-list` for
    /// `/genre/all`, `work-list` for ISWC lookups, `url-list` for URL lookups by several
    /// resources), a search page of each searchable index (`release-search`), `disc`, and the
    /// authenticated reads `user-tags` (`/ws/2/tag?id=`) and `user-rating` (`/ws/2/rating?id=`).
    ///
    /// Also the ISRC lookup result (`isrc`), the search-only indexes: `cdstub-search`,
    /// `annotation-search` and `tag-search`, and the answer to a submission (`message`).
    package static let builtIn: [ResponseKind] =
        searchKinds + searchOnlyKinds + [isrc] + browseKinds + [disc, userTags, userRating, submissionAnswer]
        + lookupKinds

    /// The answer to an accepted submission or collection edit: `<message><text>OK</text></message>`.
    static let submissionAnswer = ResponseKind(
        name: "message", summary: "the answer to a submission or collection edit (OK)", type: SubmissionAnswer.self,
        xmlElement: "message", matchesJSON: { $0 == ["message"] })

    /// The search pages of the indexes whose hits are not entities.
    static let searchOnlyKinds: [ResponseKind] = [
        searchOnly(CDStub.self), searchOnly(Annotation.self), searchOnly(TagSearchItem.self),
    ]

    /// An ISRC lookup: the ISRC and its recordings.
    static let isrc = ResponseKind(
        name: "isrc", summary: "an ISRC lookup: the recordings with the ISRC", type: ISRCLookupResult.self,
        xmlElement: "isrc", matchesJSON: { $0.contains("isrc") && $0.contains("recordings") })

    /// The lookups, in the order their JSON keys are checked (most telling keys first).
    static let lookupKinds: [ResponseKind] = [
        lookup(UserCollection.self, "entity-type", "editor"),
        lookup(URLEntity.self, "resource"),
        lookup(
            Release.self, "barcode", "status", "text-representation", "label-info", "cover-art-archive", "media",
            "release-events", "asin", "packaging", "quality", "release-group"),
        lookup(ReleaseGroup.self, "primary-type", "primary-type-id", "secondary-types", "secondary-type-ids"),
        lookup(Recording.self, "video", "isrcs", "length", "first-release-date"),
        lookup(Work.self, "iswcs", "languages", "language", "attributes"),
        lookup(Event.self, "setlist", "time", "cancelled"),
        lookup(Place.self, "coordinates", "address"),
        lookup(Label.self, "label-code"),
        lookup(
            Artist.self, "gender", "gender-id", "begin-area", "end-area", "begin_area", "end_area", "ipis", "isnis",
            "country"),
        lookup(Instrument.self, "description"),
        lookup(Area.self, "iso-3166-1-codes", "iso-3166-2-codes", "iso-3166-3-codes", "life-span", "sort-name"),
        lookup(Series.self, "type", "type-id"),
        lookup(Genre.self, "name"),
        // A bare title: the shortest recording.
        lookup(Recording.self, "title"),
    ]

    /// A browse page of each entity type.
    static let browseKinds: [ResponseKind] = [
        browse(Area.self), browse(Artist.self), browse(Event.self), browse(Genre.self), browse(Instrument.self),
        browse(Label.self), browse(Place.self), browse(Recording.self), browse(Release.self),
        browse(ReleaseGroup.self), browse(Series.self), browse(Work.self), browse(URLEntity.self),
        browse(UserCollection.self),
    ]

    /// A search page of each searchable entity index.
    static let searchKinds: [ResponseKind] = [
        search(Area.self), search(Artist.self), search(Event.self), search(Instrument.self), search(Label.self),
        search(Place.self), search(Recording.self), search(Release.self), search(ReleaseGroup.self),
        search(Series.self), search(Work.self), search(URLEntity.self),
    ]

    /// A disc ID lookup answered with a disc.
    static let disc = ResponseKind(
        name: "disc", summary: "a disc ID lookup answered with a disc", type: Disc.self, xmlElement: "disc",
        matchesJSON: { $0.contains("offsets") || $0.contains("offset-count") || $0.contains("sectors") })

    /// The authenticated user's tags of an entity.
    static let userTags = ResponseKind(
        name: "user-tags", summary: "the authenticated user's tags of an entity (/ws/2/tag?id=)", type: UserTags.self,
        xmlElement: "user-tag-list", matchesJSON: { $0 == ["user-tags"] })

    /// The authenticated user's rating of an entity.
    static let userRating = ResponseKind(
        name: "user-rating", summary: "the authenticated user's rating of an entity (/ws/2/rating?id=)",
        type: UserRating.self, xmlElement: "user-rating", matchesJSON: { $0 == ["user-rating"] })

    /// A lookup of `Entity`, recognised in JSON by an `id` and any of `keys`.
    static func lookup<Entity: MusicBrainzEntity>(_ type: Entity.Type, _ keys: String...) -> ResponseKind {
        let telling = Set(keys)
        let entity = Entity.entityType
        return ResponseKind(
            name: entity.pathName, summary: "a lookup of one \(entity.pathName)", type: Entity.self,
            xmlElement: entity.elementName,
            matchesJSON: { $0.contains("id") && !$0.isDisjoint(with: telling) })
    }

    /// A browse page of `Entity`, recognised in JSON by its `<entity>-count` or
    /// `<entity>-offset` key, or by its array key alone (trimmed bodies; search pages, which
    /// also have the array, are tried first).
    static func browse<Entity: MusicBrainzEntity>(_ type: Entity.Type) -> ResponseKind {
        let names = Entity.listItemNames
        return ResponseKind(
            name: names.xmlListElement, summary: "a browse page of \(names.jsonArrayKey)",
            type: BrowseResults<Entity>.self, xmlElement: names.xmlListElement,
            matchesJSON: {
                !$0.contains("id")
                    && ($0.contains(names.jsonCountKey) || $0.contains(names.jsonOffsetKey)
                        || $0.contains(names.jsonArrayKey))
            })
    }

    /// A search page of an index whose hits are not entities (CD stubs, annotations, tags).
    static func searchOnly<Item: SearchableItem>(_ type: Item.Type) -> ResponseKind {
        let names = Item.listItemNames
        return ResponseKind(
            name: Item.searchIndexName + "-search", summary: "a page of \(Item.searchIndexName) search results",
            type: SearchResults<Item>.self, xmlElement: names.xmlListElement, isSearch: true,
            matchesJSON: {
                !$0.contains("id") && $0.contains(names.jsonArrayKey)
                    && ($0.contains("created") || $0.contains("count"))
            })
    }

    /// A search page of `Entity`, recognised in JSON by `created` or `count` next to the
    /// entity's array key.
    static func search<Entity: MusicBrainzEntity>(_ type: Entity.Type) -> ResponseKind {
        let names = Entity.listItemNames
        return ResponseKind(
            name: Entity.entityType.pathName + "-search",
            summary: "a page of \(Entity.entityType.pathName) search results",
            type: SearchResults<Entity>.self, xmlElement: names.xmlListElement, isSearch: true,
            matchesJSON: {
                !$0.contains("id") && $0.contains(names.jsonArrayKey)
                    && ($0.contains("created") || $0.contains("count"))
            })
    }
}
