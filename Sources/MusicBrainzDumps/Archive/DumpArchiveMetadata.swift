import Foundation
import MusicBrainz

/// What a data dump archive says about itself: when it was made, the replication sequence it
/// matches, and the version of its JSON format.
///
/// Read from the small files beside `mbdump/<entity>` in `<entity>.tar.xz`: `TIMESTAMP`,
/// `REPLICATION_SEQUENCE`, `SCHEMA_SEQUENCE` (at the head of the archive) and
/// `JSON_DUMPS_SCHEMA_NUMBER` (after the dump, at its end). A value the archive lacks, or
/// that does not parse, is `nil`.
///
/// Source: `lib/MusicBrainz/Script/MBDump.pm` and `JSONDump.pm` of the MusicBrainz server.
public struct DumpArchiveMetadata: Sendable, Hashable {
    /// The version of the JSON dump format this library reads: 1.
    public static let knownJSONSchemaNumber = 1

    /// The text of `TIMESTAMP`, without its line end: when the dump was made, as a
    /// PostgreSQL `timestamp with time zone`, such as `2026-05-20 00:10:01.538245+00`.
    public var timestamp: String?

    /// ``timestamp`` as a date, when it parses.
    public var date: Date?

    /// `REPLICATION_SEQUENCE`: the replication packet the dump's data is as of, so that
    /// hourly incremental dumps and replication packets can continue from it.
    public var replicationSequence: Int?

    /// `SCHEMA_SEQUENCE`: the version of the MusicBrainz database schema the dump was made
    /// with.
    public var schemaSequence: Int?

    /// `JSON_DUMPS_SCHEMA_NUMBER`: the version of the JSON dump format (1 since the dumps
    /// began). `nil` until the archive has been read to its end, where the file is, or when the
    /// archive has none.
    public var jsonSchemaNumber: Int?

    /// Creates metadata.
    ///
    /// - Parameters:
    ///   - timestamp: The text of `TIMESTAMP`; ``date`` is parsed from it.
    ///   - replicationSequence: `REPLICATION_SEQUENCE`.
    ///   - schemaSequence: `SCHEMA_SEQUENCE`.
    ///   - jsonSchemaNumber: `JSON_DUMPS_SCHEMA_NUMBER`.
    public init(
        timestamp: String? = nil, replicationSequence: Int? = nil, schemaSequence: Int? = nil,
        jsonSchemaNumber: Int? = nil
    ) {
        self.timestamp = timestamp
        self.date = timestamp.flatMap(Self.parseTimestamp)
        self.replicationSequence = replicationSequence
        self.schemaSequence = schemaSequence
        self.jsonSchemaNumber = jsonSchemaNumber
    }

    /// A warning when ``jsonSchemaNumber`` is not the one this library knows
    /// (``knownJSONSchemaNumber``): the lines may have changed shape, so some may not decode or
    /// may miss fields. `nil` when the number is known or not read (yet). Reading goes on
    /// either way.
    public var schemaWarning: String? {
        guard let jsonSchemaNumber, jsonSchemaNumber != Self.knownJSONSchemaNumber else { return nil }
        return "The archive's JSON_DUMPS_SCHEMA_NUMBER is \(jsonSchemaNumber); this library knows "
            + "\(Self.knownJSONSchemaNumber). Lines may have changed shape: check the items' errors."
    }

    /// Parses `YYYY-MM-DD HH:MM:SS[.ffffff][+HH[:MM]]` (the form PostgreSQL prints, with `T`
    /// accepted for the space and `Z` for `+00`).
    static func parseTimestamp(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += digits
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            expect(" T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
            let second = number(2)
        else { return nil }
        var fraction = 0.0
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
        }
        var offsetSeconds = 0
        if index < bytes.count {
            if bytes[index] == UInt8(ascii: "Z") {
                index += 1
            } else {
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                guard expect("+-"), let offsetHours = number(2) else { return nil }
                var offsetMinutes = 0
                if index < bytes.count {
                    _ = expect(":")
                    guard let minutes = number(2) else { return nil }
                    offsetMinutes = minutes
                }
                offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
            }
        }
        guard index == bytes.count, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
            second < 61
        else { return nil }
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = TimeZone(secondsFromGMT: 0)
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        components.second = second
        guard let date = components.date else { return nil }
        return date.addingTimeInterval(fraction - Double(offsetSeconds))
    }
}
