import Foundation

/// Reads the wait a server asked for from the response headers.
enum RetryAfter {
    /// The longest wait taken from a header: one day, the library's ``Duration/longestWait``. A
    /// larger value is read as one day, so a wrong header cannot stall a client for longer (the
    /// retry deadline usually ends it sooner).
    static var longest: Duration { Duration.longestWait }

    /// The wait a `Retry-After` header asks for: seconds (`7`, also `1.5`) or an HTTP date.
    /// `nil` when there is none or it cannot be read. Never negative, at most ``longest``.
    ///
    /// Numbers are decimal digits with an optional fraction (RFC 9110 `delay-seconds` is
    /// `1*DIGIT`): `0x10`, `1e3`, `+5`, `-5`, `inf` or `nan`, which `Double(_:)` would take, are
    /// not read as numbers.
    static func header(in headers: HTTPFields, now: Date) -> Duration? {
        guard let value = headers["Retry-After"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        if let seconds = decimalSeconds(value) { return clamped(seconds: seconds) }
        if let date = httpDate(value) { return clamped(seconds: date.timeIntervalSince(now)) }
        return nil
    }

    /// The wait until `X-RateLimit-Reset` (Unix epoch seconds, decimal digits only), or `nil`.
    ///
    /// Read only for a rate-limit refusal: MusicBrainz's edge sends the header on every
    /// response, where it says nothing about this client.
    static func reset(in headers: HTTPFields, now: Date) -> Duration? {
        guard let value = headers["X-RateLimit-Reset"]?.trimmingCharacters(in: .whitespaces),
            let epoch = decimalSeconds(value)
        else { return nil }
        return clamped(seconds: epoch - now.timeIntervalSince1970)
    }

    /// The value of digits with an optional fraction (`7`, `1.5`), or `nil` for anything else.
    static func decimalSeconds(_ text: String) -> Double? {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring.UTF8View) in
            !part.isEmpty && part.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        guard let whole = parts.first, isDigits(whole), parts.count == 1 || isDigits(parts[1]) else { return nil }
        return Double(text)
    }

    /// Seconds as a duration in whole milliseconds, within 0...``longest``; `nil` for NaN.
    private static func clamped(seconds: Double) -> Duration? {
        guard !seconds.isNaN else { return nil }
        let limit = Double(longest.components.seconds)
        let bounded = min(max(seconds, 0), limit)
        return .milliseconds(Int64((bounded * 1000).rounded(.up)))
    }

    /// Parses an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) and the two obsolete HTTP date
    /// forms (RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT` and asctime `Sun Nov  6 08:49:37 1994`).
    static func httpDate(_ text: String) -> Date? {
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
