import Foundation

extension Duration {
    /// The longest duration the library hands on to a clock, a timer or a transport: one day.
    ///
    /// Timeouts, rate-limit intervals, pauses, backoff waits and deadlines beyond it are read as
    /// one day. Clocks and FoundationNetworking trap on durations near `Int64.max` nanoseconds
    /// (`Configuration(timeout: .seconds(1e16))` crashed inside FoundationNetworking;
    /// `clock.sleep(until:)` traps when the instant overflows), and no wait of the library is
    /// meant to last longer.
    static let longestWait: Duration = .seconds(86_400)

    /// The duration within `.zero...longestWait`: negative values become zero, larger ones one
    /// day.
    var clampedWait: Duration { Swift.min(Swift.max(self, .zero), Self.longestWait) }

    /// The duration in seconds as a `TimeInterval`.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// The duration in whole milliseconds, rounded toward zero.
    package var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
