/// The kinds of MusicBrainz core entities, with every spelling the web service uses for them.
///
/// The service is not consistent: the path and `inc` names use `release-group`, while
/// relationship target types and collection entity types use `release_group`. Each spelling is
/// written once, here.
public enum EntityType: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// An area: a country, region, city or other geographic place.
    case area
    /// An artist: a person, group, orchestra, choir, character or other.
    case artist
    /// An event: a concert, festival or other organised happening.
    case event
    /// A genre.
    case genre
    /// A musical instrument.
    case instrument
    /// A record label or other publisher.
    case label
    /// A place: a venue, studio or other building or outdoor area.
    case place
    /// A recording: distinct audio that has been used to produce at least one released track.
    case recording
    /// A release: one issue of a product on a specific date with a specific catalog number,
    /// barcode and packaging.
    case release
    /// A release group: the releases that are versions of one album, single, EP and so on.
    case releaseGroup = "release-group"
    /// A series: a sequence of separate release groups, releases, recordings, works or events.
    case series
    /// A work: a distinct intellectual or artistic creation, such as a song or a symphony.
    case work
    /// A URL linked to entities by relationships.
    case url
    /// A user's collection of entities of one type.
    case collection

    /// The path segment and `inc` spelling, such as `release-group`.
    public var pathName: String { rawValue }

    /// The XML element name of one entity, such as `release-group`.
    public var elementName: String { rawValue }

    /// The XML element name of a list, such as `release-group-list`.
    public var listElementName: String { rawValue + "-list" }

    /// The JSON key of a list of these entities, and the plural path segment of collection
    /// contents: `release-groups`, `series` (unchanged), `areas`, …
    public var pluralName: String {
        switch self {
        case .series: return "series"
        default: return rawValue + "s"
        }
    }

    /// The spelling in relationship `target-type` and collection `entity-type`: `release_group`
    /// with an underscore; the others as ``pathName``.
    public var relationshipTypeName: String {
        self == .releaseGroup ? "release_group" : rawValue
    }

    /// Parses any of the service's spellings (`release-group`, `release_group`).
    ///
    /// Fails (returns `nil`) for an unknown name.
    ///
    /// - Parameter name: The spelling.
    public init?(anySpelling name: String) {
        if let value = EntityType(rawValue: name) {
            self = value
        } else if name == "release_group" {
            self = .releaseGroup
        } else {
            return nil
        }
    }

    /// The path spelling, such as `release-group`.
    public var description: String { rawValue }
}
