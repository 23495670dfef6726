/// An entity that users can tag (and vote for genres on): ``Area``, ``Artist``, ``Event``,
/// ``Instrument``, ``Label``, ``Place``, ``Recording``, ``Release``, ``ReleaseGroup``,
/// ``Series`` and ``Work``.
///
/// ``TagSubmission`` takes these types only, so tagging a ``Genre`` or a ``URLEntity`` does
/// not compile.
///
/// Source: section 8.5 of the WS/2 reference (the entity elements `POST /ws/2/tag` accepts).
public protocol TaggableEntity: MusicBrainzEntity {}

/// An entity that users can rate: ``Artist``, ``Event``, ``Label``, ``Place``, ``Recording``,
/// ``ReleaseGroup`` and ``Work``.
///
/// Releases cannot be rated: rate their release group. ``RatingSubmission`` takes these types
/// only, so rating a ``Release`` does not compile.
///
/// Source: section 8.6 of the WS/2 reference (the entity elements `POST /ws/2/rating` accepts).
public protocol RatableEntity: TaggableEntity {}

extension Area: TaggableEntity {}
extension Artist: RatableEntity {}
extension Event: RatableEntity {}
extension Instrument: TaggableEntity {}
extension Label: RatableEntity {}
extension Place: RatableEntity {}
extension Recording: RatableEntity {}
extension Release: TaggableEntity {}
extension ReleaseGroup: RatableEntity {}
extension Series: TaggableEntity {}
extension Work: RatableEntity {}

extension EntityType {
    /// Whether tags can be submitted for this type (section 8.5 of the WS/2 reference).
    public var isTaggable: Bool {
        switch self {
        case .area, .artist, .event, .instrument, .label, .place, .recording, .release, .releaseGroup, .series, .work:
            true
        case .genre, .url, .collection:
            false
        }
    }

    /// Whether ratings can be submitted for this type (section 8.6 of the WS/2 reference):
    /// not for releases (rate the release group), areas, instruments, series, genres, URLs or
    /// collections.
    public var isRatable: Bool {
        switch self {
        case .artist, .event, .label, .place, .recording, .releaseGroup, .work: true
        default: false
        }
    }

    /// Whether a collection can hold entities of this type (section 8.9 of the WS/2
    /// reference): every type but URLs and collections.
    public var isCollectable: Bool { self != .url && self != .collection }
}
