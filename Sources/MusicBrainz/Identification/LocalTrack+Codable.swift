import Foundation

/// The JSON shape of a ``LocalTrack``, one object a track, each key optional:
///
/// ```json
/// {"title": "Dreams", "artist": "Fleetwood Mac", "length": 257.8, "track": 2, "disc": 1}
/// ```
///
/// - `title`, `artist`: strings.
/// - `length`: the length in seconds, a number (fractions to the millisecond) from 0 to a day;
///   a string holding such a number is read too, as tag dumps often write it.
/// - `track`, `disc`: whole numbers from 1 to 9999.
///
/// A missing key or `null` is an unknown value; keys this shape does not name are ignored, so a
/// line of a file may carry more about the album (`mbz identify --tracks` reads `album` beside
/// the track's keys from each line of its JSON-lines file, with this decoder). Encoding writes
/// the known values under the same keys, the length in seconds to the millisecond.
extension LocalTrack: Codable {
    enum CodingKeys: String, CodingKey {
        case title, artist, length, track, disc
    }

    /// The longest length read: a day, in seconds.
    static let maximumSeconds: Double = 86_400

    /// Decodes a track from the shape above.
    /// - Parameter decoder: The decoder, at a JSON object.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object;
    ///   `DecodingError.dataCorrupted` naming the key and what it must be for a value of the wrong
    ///   type or out of range (`"length" must be a number of seconds from 0 to a day, not -3`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try Self.string(.title, in: container), artist: try Self.string(.artist, in: container))
        if let seconds = try Self.number(.length, in: container) {
            guard seconds.isFinite, seconds >= 0, seconds < Self.maximumSeconds else {
                throw Self.invalid(.length, "a number of seconds from 0 to a day, not \(seconds)", in: container)
            }
            length = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        trackNumber = try Self.whole(.track, in: container)
        discNumber = try Self.whole(.disc, in: container)
    }

    /// Encodes the track in the shape above: the known values, the length in seconds.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(artist, forKey: .artist)
        if let length {
            let (seconds, attoseconds) = length.components
            let milliseconds = seconds * 1000 + Int64((Double(attoseconds) / 1e15).rounded())
            try container.encode(Double(milliseconds) / 1000, forKey: .length)
        }
        try container.encodeIfPresent(trackNumber, forKey: .track)
        try container.encodeIfPresent(discNumber, forKey: .disc)
    }

    private typealias Container = KeyedDecodingContainer<CodingKeys>

    private static func invalid(_ key: CodingKeys, _ expectation: String, in container: Container) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: container.codingPath + [key], debugDescription: "\"\(key.rawValue)\" must be \(expectation)"
            ))
    }

    private static func string(_ key: CodingKeys, in container: Container) throws -> String? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        guard let value = try? container.decode(String.self, forKey: key) else {
            throw invalid(key, "a string", in: container)
        }
        return value
    }

    private static func number(_ key: CodingKeys, in container: Container) throws -> Double? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        if let value = try? container.decode(Double.self, forKey: key) { return value }
        if let text = try? container.decode(String.self, forKey: key),
            let value = Double(text.trimmingCharacters(in: .whitespaces))
        {
            return value
        }
        throw invalid(key, "a number", in: container)
    }

    private static func whole(_ key: CodingKeys, in container: Container) throws -> Int? {
        guard let value = try number(key, in: container) else { return nil }
        guard value == value.rounded(), value >= 1, value <= 9999 else {
            throw invalid(key, "a whole number from 1 to 9999, not \(value)", in: container)
        }
        return Int(value)
    }
}
