/// Writes a track length the way players show it: `m:ss` under an hour, `h:mm:ss` from an hour
/// on, and a placeholder when the length is unknown.
///
/// ```swift
/// let format = TrackLengthFormat()
/// format.string(for: .milliseconds(227_000))     // "3:47"
/// format.string(for: .seconds(3725))             // "1:02:05"
/// format.string(for: nil)                        // "?:??"
/// ```
///
/// Lengths are rounded to the nearest second (half a second rounds up), as MusicBrainz's
/// website does with the service's milliseconds.
public struct TrackLengthFormat: Sendable, Hashable {
    /// What unknown (and negative) lengths are written as; default `?:??`.
    public var unknown: String

    /// Creates a format.
    /// - Parameter unknown: The text for an unknown length; default `?:??`.
    public init(unknown: String = "?:??") {
        self.unknown = unknown
    }

    /// The length as text.
    /// - Parameter length: The length, or `nil` when unknown.
    /// - Returns: `m:ss` (`0:07`, `3:47`, `59:59`), `h:mm:ss` (`1:02:05`, `25:00:00`), or
    ///   ``unknown``.
    public func string(for length: Duration?) -> String {
        guard let length, length >= .zero else { return unknown }
        let (seconds, attoseconds) = length.components
        let total = seconds + (attoseconds >= 500_000_000_000_000_000 ? 1 : 0)
        let hours = total / 3600
        let minutes = total / 60 % 60
        let rest = total % 60
        func twoDigits(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
        return "\(minutes):\(twoDigits(rest))"
    }
}
