/// The entities in a collection, of the collection's one entity type.
///
/// Source: the entity list inside a collection: WS/2 `/ws/2/collection/<mbid>/<plural>` (JSON
/// `{"id", …, "release-count": 12, "releases": […]}`, XML `<collection><release-list
/// count="12"><release>…`). A collection summary (a collection lookup, a collection browse, a
/// release's `inc=collections`) only counts its items: see ``UserCollection/itemCount``.
public enum CollectionItems: Sendable, Hashable {
    /// Areas.
    case areas([Area])
    /// Artists.
    case artists([Artist])
    /// Events.
    case events([Event])
    /// Genres.
    case genres([Genre])
    /// Instruments.
    case instruments([Instrument])
    /// Labels.
    case labels([Label])
    /// Places.
    case places([Place])
    /// Recordings.
    case recordings([Recording])
    /// Releases.
    case releases([Release])
    /// Release groups.
    case releaseGroups([ReleaseGroup])
    /// Series.
    case series([Series])
    /// Works.
    case works([Work])

    /// The entity type of the items.
    public var entityType: EntityType {
        switch self {
        case .areas: return .area
        case .artists: return .artist
        case .events: return .event
        case .genres: return .genre
        case .instruments: return .instrument
        case .labels: return .label
        case .places: return .place
        case .recordings: return .recording
        case .releases: return .release
        case .releaseGroups: return .releaseGroup
        case .series: return .series
        case .works: return .work
        }
    }

    /// The number of items in this page of the collection.
    public var count: Int {
        switch self {
        case .areas(let items): return items.count
        case .artists(let items): return items.count
        case .events(let items): return items.count
        case .genres(let items): return items.count
        case .instruments(let items): return items.count
        case .labels(let items): return items.count
        case .places(let items): return items.count
        case .recordings(let items): return items.count
        case .releases(let items): return items.count
        case .releaseGroups(let items): return items.count
        case .series(let items): return items.count
        case .works(let items): return items.count
        }
    }

    /// The entity types a collection can hold.
    static let entityTypes: [EntityType] = [
        .area, .artist, .event, .genre, .instrument, .label, .place, .recording, .release, .releaseGroup, .series,
        .work,
    ]
}
