import Foundation
import MusicBrainz

/// The text `mbz album` prints for a release: title, artists, track list per medium, basic and
/// additional information, identifiers, release group and labels; then the matcher's confidence
/// and verdict, with runners-up when it is ambiguous.
struct AlbumReport {
    let release: Release
    /// The front cover's URL, or `nil` when the release has none.
    var coverArt: URL? = nil
    /// How the matcher chose the release, or `nil` without matching (`--first`).
    var match: MatchSummary? = nil

    var text: String {
        var lines: [String] = []
        lines.append(release.title)
        lines.append("Artist: \(release.artistCredit?.name ?? "[unknown]")")
        lines.append("")
        let media = release.media ?? []
        for medium in media {
            var heading = "Medium \(medium.position.map(String.init) ?? "?")"
            if let format = medium.format { heading += " (\(format.rawValue))" }
            if let title = medium.title { heading += ": \(title)" }
            lines.append(heading)
            for track in medium.tracks ?? [] {
                let number = track.number ?? track.position.map(String.init) ?? "?"
                lines.append("  \(number). \(track.title)  \(Self.minutesAndSeconds(track.length))")
            }
            lines.append("")
        }
        lines.append("Release date: \(release.date?.description ?? "-")")
        lines.append("Country: \(release.country ?? "-")")
        let formats = media.map { $0.format?.rawValue ?? "[unknown]" }
        lines.append("Format: \(formats.isEmpty ? "-" : formats.joined(separator: " + "))")
        lines.append("Language: \(release.textRepresentation?.language ?? "-")")
        lines.append("Script: \(release.textRepresentation?.script ?? "-")")
        lines.append("Data quality: \(release.quality?.rawValue ?? "-")")
        lines.append("Status: \(release.status?.rawValue ?? "-")")
        lines.append("Packaging: \(release.packaging?.rawValue ?? "-")")
        lines.append("Barcode: \(release.barcode.map { $0.isEmpty ? "[none]" : $0 } ?? "-")")
        lines.append("ASIN: \(release.asin ?? "-")")
        if let group = release.releaseGroup {
            lines.append("Release group: \(group.title)")
            lines.append("Type: \(group.primaryType?.rawValue ?? "-")")
        } else {
            lines.append("Release group: -")
        }
        let trackCount = media.reduce(0) { $0 + ($1.trackCount ?? $1.tracks?.count ?? 0) }
        lines.append("Tracks: \(trackCount)")
        let labels = release.labelInfo ?? []
        if labels.isEmpty {
            lines.append("Label: -")
        }
        for info in labels {
            lines.append("Label: \(info.label?.name ?? "[unknown]")  Catalog number: \(info.catalogNumber ?? "-")")
        }
        if let disambiguation = release.disambiguation {
            lines.append("Disambiguation: \(disambiguation)")
        }
        lines.append("Cover art: \(coverArt?.absoluteString ?? "-")")
        lines.append("MBID: \(release.id)")
        if let match { lines += match.lines }
        return lines.joined(separator: "\n")
    }

    /// `m:ss` (`h:mm:ss` from an hour on), or `?:??` when unknown.
    static func minutesAndSeconds(_ length: Duration?) -> String {
        TrackLengthFormat().string(for: length)
    }
}
