import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Timing helpers: best of several passes, on the monotonic clock.
enum Measure {
    /// The best time of `passes` runs of `body`, in seconds.
    static func best(passes: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<max(1, passes) {
            let elapsed = try clock.measure(body)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }

    /// A pass of Foundation's XMLParser with a delegate that does nothing: the floor of any
    /// XMLParser-based decoder.
    static func bareXMLParser(_ data: Data) -> Bool {
        let parser = XMLParser(data: data)
        let delegate = EmptyDelegate()
        parser.delegate = delegate
        return parser.parse()
    }

    /// An untyped JSONSerialization pass.
    static func bareJSONSerialization(_ data: Data) throws {
        _ = try JSONSerialization.jsonObject(with: data)
    }

    /// The peak resident set size of this process (VmHWM), in bytes; 0 where unknown.
    static func peakResidentBytes() -> Int {
        residentField("VmHWM:")
    }

    /// The current resident set size (VmRSS), in bytes; 0 where unknown.
    static func residentBytes() -> Int {
        residentField("VmRSS:")
    }

    private static func residentField(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return digits * 1024
        }
        return 0
    }
}

/// An XMLParser delegate with no callbacks implemented.
final class EmptyDelegate: NSObject, XMLParserDelegate {}
