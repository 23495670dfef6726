import Foundation
import MusicBrainz

/// A play queue as the example programs print it (`TrackQueue`, `AlbumArtWall --play`).
package enum PlayQueueText {
    /// One entry: `2. Violin Concerto in E major: II. Adagio – Hilary Hahn  (disc 2, track 2)  6:35`,
    /// the disc named only when the release has more than one, the length as a player shows it
    /// (``TrackLengthFormat``).
    /// - Parameters:
    ///   - entry: The entry.
    ///   - number: Its number in play order, from 1.
    /// - Returns: The line.
    package static func line(_ entry: PlayQueue.Entry, number: Int) -> String {
        let disc = entry.discCount > 1 ? "disc \(entry.position.disc), " : ""
        let artist = entry.artist.map { " – " + $0 } ?? ""
        return
            "\(number). \(entry.title)\(artist)  (\(disc)track \(entry.number))  \(TrackLengthFormat().string(for: entry.length))"
    }

    /// A queue of one release's tracks: the release's title and artist, one line per entry, the
    /// total length and the front cover URL.
    /// - Parameters:
    ///   - queue: The queue.
    ///   - release: The release its entries come from.
    ///   - cover: The front cover URL, or `nil` for none.
    /// - Returns: The lines.
    package static func listing(_ queue: PlayQueue, of release: Release, cover: URL?) -> [String] {
        var lines = ["\(release.title) – \(release.artistCredit?.name ?? "[unknown artist]")"]
        lines += queue.entries.enumerated().map { line($1, number: $0 + 1) }
        lines.append("Total: \(TrackLengthFormat().string(for: queue.length)) (\(queue.entries.count) tracks)")
        lines.append("Cover: \(cover?.absoluteString ?? "none")")
        return lines
    }

    /// The queue as a player's list shows it: one line per entry in play order, `> ` before the
    /// current entry and two spaces before the others, so `>` is the first character of the
    /// current entry's line and of no other. An empty queue has no lines.
    /// - Parameter queue: The queue.
    /// - Returns: The lines.
    package static func show(_ queue: PlayQueue) -> [String] {
        queue.entries.enumerated().map { index, entry in
            (index == queue.currentIndex ? "> " : "  ") + line(entry, number: index + 1)
        }
    }
}
