/// A MusicBrainz core entity that can be looked up by its MBID: ``Release``, ``ReleaseGroup``,
/// ``Recording``, ``Artist``, ``Label``, ``Area`` and the others.
///
/// Entities are plain values: `Codable` (encoding gives WS/2-shaped JSON with the service's own
/// hyphenated keys, and decoding that again gives an equal value), `Hashable` and `Sendable`.
/// Lists that were not requested or not returned are `nil`; a list that was requested and is
/// empty is `[]`. Every entity can be an item of a browse page (``BrowseResults``).
public protocol MusicBrainzEntity: MusicBrainzResponse, MusicBrainzListItem, Codable, Hashable {
    /// The `inc` parameters a lookup of this entity accepts.
    associatedtype Includes: IncludeSet

    /// The kind of entity, which gives the path (`/ws/2/release/…`) and the element names.
    static var entityType: EntityType { get }

    /// The entity's MBID.
    var id: MBID { get }
}

extension MusicBrainzEntity {
    /// The element named after the entity type, such as `<release>`.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { [entityType.elementName] }
}
