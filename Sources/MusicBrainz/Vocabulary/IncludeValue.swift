/// Every `inc` value of the web service, each once, in the order an `inc` string lists them.
///
/// The one place a wire name such as `artist-credits` is written. A value's bit is its position
/// here in every include set, so a set only declares which values it has; names, parsing and the
/// `user-*` rule come from here. `puids` (returns nothing) is left out, and the aliases `artists`
/// and `mediums` are only read (``IncludeSet/init(parameterNames:)``).
///
/// Source: sections 2.2–2.5 of the WS/2 reference.
enum IncludeValue: String, CaseIterable, Sendable {
    case aliases, annotation, tags
    case userTags = "user-tags"
    case genres
    case userGenres = "user-genres"
    case ratings
    case userRatings = "user-ratings"
    case artistCredits = "artist-credits"
    case labels, recordings, releases
    case releaseGroups = "release-groups"
    case works, media
    case discIDs = "discids"
    case isrcs
    case variousArtists = "various-artists"
    case collections
    case userCollections = "user-collections"
    case recordingLevelRelationships = "recording-level-rels"
    case releaseGroupLevelRelationships = "release-group-level-rels"
    case workLevelRelationships = "work-level-rels"
    case areaRelationships = "area-rels"
    case artistRelationships = "artist-rels"
    case eventRelationships = "event-rels"
    case genreRelationships = "genre-rels"
    case instrumentRelationships = "instrument-rels"
    case labelRelationships = "label-rels"
    case placeRelationships = "place-rels"
    case recordingRelationships = "recording-rels"
    case releaseRelationships = "release-rels"
    case releaseGroupRelationships = "release-group-rels"
    case seriesRelationships = "series-rels"
    case urlRelationships = "url-rels"
    case workRelationships = "work-rels"

    /// The 13 relationship values, `area-rels` … `work-rels`: the last ones of the table.
    static var relationships: [IncludeValue] { Array(allCases.drop { $0 != .areaRelationships }) }

    /// The values with their bits, in `inc` order.
    static let bits: [(value: IncludeValue, bit: UInt64)] = allCases.enumerated().map { ($1, 1 << UInt64($0)) }

    private static let bitOfValue = Dictionary(uniqueKeysWithValues: bits.map { ($0.value, $0.bit) })

    /// The value's bit in every include set.
    var bit: UInt64 { Self.bitOfValue[self, default: 0] }

    /// Whether the value needs an authenticated client: the `user-*` values (section 2.5).
    var needsAuthentication: Bool { rawValue.hasPrefix("user-") }

    /// The service's aliases: `artists` means `artist-credits`, `mediums` is rewritten to `media`.
    static let spellingAliases: [String: IncludeValue] = ["artists": .artistCredits, "mediums": .media]
}
