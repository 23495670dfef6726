import Foundation
import MusicBrainz

/// A one-line progress bar on standard error, redrawn at most ten times a second, shown only
/// when standard error is a terminal.
final class DumpProgressBar: @unchecked Sendable {
    // @unchecked: `lastDraw`, `latest` and `drawn` are read and written under `lock`.
    private let lock = NSLock()
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var latest = DumpProgress()
    private var drawn = false
    let isEnabled: Bool

    init(enabled: Bool = isatty(2) != 0) {
        isEnabled = enabled
    }

    /// Records a report and redraws if it is time.
    func update(_ progress: DumpProgress) {
        guard isEnabled else { return }
        let line: String? = lock.withLock {
            latest = progress
            let now = Date()
            guard progress.isFinished || now.timeIntervalSince(lastDraw) >= 0.1 else { return nil }
            lastDraw = now
            drawn = true
            return Self.render(progress, elapsed: now.timeIntervalSince(start))
        }
        if let line { FileHandle.standardError.write(Data(("\r" + line + "\u{1B}[K").utf8)) }
    }

    /// Ends the bar's line, so that what follows starts on a line of its own.
    func finish() {
        guard isEnabled, takeDrawn() else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }

    /// Erases the bar, before other output goes to the terminal; the next report draws it again.
    func clear() {
        guard isEnabled, takeDrawn() else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    private func takeDrawn() -> Bool {
        lock.withLock {
            defer { drawn = false }
            return drawn
        }
    }

    static func render(_ progress: DumpProgress, elapsed: TimeInterval) -> String {
        let megabytes = Double(progress.bytesRead) / 1_000_000
        let rate = elapsed > 0 ? megabytes / elapsed : 0
        var text = ""
        if let fraction = progress.fractionCompleted {
            let width = 24
            let filled = Int((fraction * Double(width)).rounded(.down))
            text += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
            text += String(format: "%3d%% ", Int(fraction * 100))
        }
        text += String(format: "%.1f MB, %d lines, %.1f MB/s", megabytes, progress.linesRead, rate)
        return text
    }
}
