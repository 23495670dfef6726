/// A value from one of MusicBrainz's open vocabularies: release statuses, packaging, medium
/// formats, release-group types, artist types, genders and the like.
///
/// These lists live in the MusicBrainz database and grow without notice, so a value the library
/// does not know is kept as it is, never rejected. Each conforming type has static constants for
/// the values known today; compare with them, or read `rawValue`.
///
/// ```swift
/// if release.status == .official { print("official") }
/// print(medium.format?.rawValue ?? "unknown format")   // "12\" Vinyl"
/// ```
public protocol OpenVocabulary: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible
where RawValue == String {
    /// Creates a value from its name as the web service writes it (for example `Official`).
    /// - Parameter rawValue: The name; any text is accepted.
    init(rawValue: String)
}

extension OpenVocabulary {
    /// The name as the web service writes it.
    public var description: String { rawValue }

    /// Decodes the value from a JSON string; any string is accepted.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the name as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
