/// The entity at the other end of a relationship.
///
/// Source: the entity nested in a WS/2 relationship, under the key named after its
/// `target-type` (JSON: `artist`, `release_group`, `url`, …) / the element after `<target>`
/// (XML: `<artist>`, `<release-group>`; for URLs, `<target id="…">https://…</target>`).
/// Related entities carry their base fields only (no aliases, tags or genres).
///
/// ```swift
/// for relationship in artist.relationships ?? [] {
///     if case .url(let url) = relationship.target { print(relationship.type ?? "", url.resource) }
/// }
/// ```
public indirect enum RelationshipTarget: Sendable, Hashable {
    /// An area.
    case area(Area)
    /// An artist.
    case artist(Artist)
    /// An event.
    case event(Event)
    /// A genre.
    case genre(Genre)
    /// An instrument.
    case instrument(Instrument)
    /// A label.
    case label(Label)
    /// A place.
    case place(Place)
    /// A recording.
    case recording(Recording)
    /// A release.
    case release(Release)
    /// A release group.
    case releaseGroup(ReleaseGroup)
    /// A series.
    case series(Series)
    /// A URL.
    case url(URLEntity)
    /// A work.
    case work(Work)
    /// Only a reference to the target is known, not the entity: its MBID (search results write
    /// `"target": "<mbid>"`), or for URL relationships of old XML responses the URL itself.
    case reference(String)

    /// The target's MBID; for ``reference(_:)`` the reference when it is an MBID, else `nil`.
    public var id: MBID? {
        switch self {
        case .area(let entity): return entity.id
        case .artist(let entity): return entity.id
        case .event(let entity): return entity.id
        case .genre(let entity): return entity.id
        case .instrument(let entity): return entity.id
        case .label(let entity): return entity.id
        case .place(let entity): return entity.id
        case .recording(let entity): return entity.id
        case .release(let entity): return entity.id
        case .releaseGroup(let entity): return entity.id
        case .series(let entity): return entity.id
        case .url(let entity): return entity.id
        case .work(let entity): return entity.id
        case .reference(let text): return MBID(text)
        }
    }

    /// The entity type of the target; `nil` for ``reference(_:)``.
    public var entityType: EntityType? {
        switch self {
        case .area: return .area
        case .artist: return .artist
        case .event: return .event
        case .genre: return .genre
        case .instrument: return .instrument
        case .label: return .label
        case .place: return .place
        case .recording: return .recording
        case .release: return .release
        case .releaseGroup: return .releaseGroup
        case .series: return .series
        case .url: return .url
        case .work: return .work
        case .reference: return nil
        }
    }

    /// The entity types a relationship can point to, in the order the decoders look for them.
    static let targetTypes: [EntityType] = [
        .area, .artist, .event, .genre, .instrument, .label, .place, .recording, .release, .releaseGroup, .series,
        .url, .work,
    ]
}
