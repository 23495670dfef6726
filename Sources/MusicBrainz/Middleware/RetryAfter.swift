import Foundation

/// Reads the wait a server asked for from the response headers.
enum RetryAfter {
    /// `Retry-After` as seconds (`7`) or an HTTP date, else `X-RateLimit-Reset` as Unix epoch
    /// seconds; `nil` when there is neither or they cannot be read. Never negative.
    static func duration(in headers: HTTPFields, now: Date) -> Duration? {
        if let value = headers["Retry-After"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            if let seconds = Double(value), seconds.isFinite {
                return .milliseconds(Int64(max(0, min(seconds, 86_400)) * 1000))
            }
            if let date = httpDate(value) {
                return .milliseconds(Int64(max(0, min(date.timeIntervalSince(now), 86_400)) * 1000))
            }
        }
        if let value = headers["X-RateLimit-Reset"]?.trimmingCharacters(in: .whitespaces),
            let epoch = Double(value), epoch.isFinite
        {
            let seconds = epoch - now.timeIntervalSince1970
            return .milliseconds(Int64(max(0, min(seconds, 86_400)) * 1000))
        }
        return nil
    }

    /// Parses an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) and the two obsolete HTTP date
    /// forms.
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
