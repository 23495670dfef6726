/// A value of the `type` filter of lookups and browses that list releases or release groups:
/// a release-group primary type (`album`, `single`, `ep`, …) or secondary type (`live`,
/// `compilation`, …).
///
/// Several values are sent joined with `|` (`type=album|ep`). Primary types are OR-ed with each
/// other, secondary types with each other, and when both kinds are given both must hold:
/// `[.album, .live]` means live albums.
///
/// The set is open: the service lower-cases the names of its release-group types, so any
/// future type works through ``init(rawValue:)`` or the initialisers that take a
/// ``ReleaseGroup/PrimaryType`` or ``ReleaseGroup/SecondaryType``.
///
/// Source: section 6.1 of the WS/2 reference (`type=` filter values).
public struct ReleaseTypeFilter: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The filter value, such as `album` or `audio drama`.
    public let rawValue: String

    /// Creates a filter value.
    /// - Parameter rawValue: The lower-case type name, such as `album`.
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }

    /// The filter value of a primary type (its name in lower case).
    /// - Parameter type: The primary type, such as ``ReleaseGroup/PrimaryType/album``.
    public init(_ type: ReleaseGroup.PrimaryType) { self.init(rawValue: type.rawValue) }

    /// The filter value of a secondary type (its name in lower case).
    /// - Parameter type: The secondary type, such as ``ReleaseGroup/SecondaryType/live``.
    public init(_ type: ReleaseGroup.SecondaryType) { self.init(rawValue: type.rawValue) }

    /// The filter value.
    public var description: String { rawValue }

    /// Primary type Album.
    public static let album = ReleaseTypeFilter(rawValue: "album")
    /// Primary type Single.
    public static let single = ReleaseTypeFilter(rawValue: "single")
    /// Primary type EP.
    public static let ep = ReleaseTypeFilter(rawValue: "ep")
    /// Primary type Broadcast.
    public static let broadcast = ReleaseTypeFilter(rawValue: "broadcast")
    /// Primary type Other.
    public static let other = ReleaseTypeFilter(rawValue: "other")
    /// Secondary type Compilation.
    public static let compilation = ReleaseTypeFilter(rawValue: "compilation")
    /// Secondary type Soundtrack.
    public static let soundtrack = ReleaseTypeFilter(rawValue: "soundtrack")
    /// Secondary type Spokenword.
    public static let spokenword = ReleaseTypeFilter(rawValue: "spokenword")
    /// Secondary type Interview.
    public static let interview = ReleaseTypeFilter(rawValue: "interview")
    /// Secondary type Audiobook.
    public static let audiobook = ReleaseTypeFilter(rawValue: "audiobook")
    /// Secondary type Audio drama.
    public static let audioDrama = ReleaseTypeFilter(rawValue: "audio drama")
    /// Secondary type Live.
    public static let live = ReleaseTypeFilter(rawValue: "live")
    /// Secondary type Remix.
    public static let remix = ReleaseTypeFilter(rawValue: "remix")
    /// Secondary type DJ-mix.
    public static let djMix = ReleaseTypeFilter(rawValue: "dj-mix")
    /// Secondary type Mixtape/Street.
    public static let mixtapeStreet = ReleaseTypeFilter(rawValue: "mixtape/street")
    /// Secondary type Demo.
    public static let demo = ReleaseTypeFilter(rawValue: "demo")
    /// Secondary type Field recording.
    public static let fieldRecording = ReleaseTypeFilter(rawValue: "field recording")
}
