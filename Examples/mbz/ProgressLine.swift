import ExampleSupport
import Foundation
import MusicBrainz
import MusicBrainzDumps

/// One line of progress on standard error, redrawn at most ten times a second, shown only when
/// standard error is a terminal (and not with `--quiet`).
final class ProgressLine: @unchecked Sendable {
    // @unchecked: `lastDraw` and `drawn` are read and written under `lock`.
    private let lock = NSLock()
    private let io: CommandIO
    private var lastDraw = Date.distantPast
    private var drawn = false
    let start = Date()
    let isEnabled: Bool

    init(_ io: CommandIO) {
        self.io = io
        isEnabled = io.isTerminal && !io.quiet
    }

    /// Draws the line, unless the last one was drawn less than 0.1 s ago (and `force` is false).
    func show(_ text: @autoclosure () -> String, force: Bool = false) {
        guard isEnabled else { return }
        let now = Date()
        let due = lock.withLock {
            guard force || now.timeIntervalSince(lastDraw) >= 0.1 else { return false }
            lastDraw = now
            drawn = true
            return true
        }
        if due { io.writeToError("\r" + text() + "\u{1B}[K") }
    }

    /// Ends the line, so that what follows starts on a line of its own.
    func finish() {
        if isEnabled, takeDrawn() { io.writeToError("\n") }
    }

    /// Erases the line before other output goes to the terminal; the next report draws it again.
    func clear() {
        if isEnabled, takeDrawn() { io.writeToError("\r\u{1B}[K") }
    }

    private func takeDrawn() -> Bool {
        lock.withLock {
            defer { drawn = false }
            return drawn
        }
    }

    /// A data dump reading's progress: `[#####   ]  42% 12.3 MB, 4000 lines, 5.1 MB/s`.
    static func render(_ progress: DumpProgress, elapsed: TimeInterval) -> String {
        let megabytes = Double(progress.bytesRead) / 1_000_000
        let rate = elapsed > 0 ? megabytes / elapsed : 0
        var text = ""
        if let fraction = progress.fractionCompleted {
            let filled = Int((fraction * 24).rounded(.down))
            text += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: 24 - filled) + "] "
            text += String(format: "%3d%% ", Int(fraction * 100))
        }
        return text + String(format: "%.1f MB, %d lines, %.1f MB/s", megabytes, progress.linesRead, rate)
    }
}
