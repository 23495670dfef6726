// AlbumInfo: the complete album by name, found with the library's release matcher, printed as
// a track list, its artists, basic info and additional info.
//
//   swift run AlbumInfo "The Dark Side of the Moon" --artist "Pink Floyd"
//
// Requests: one release search, then one lookup of the match with its recordings, artist
// credits, labels and release group (client.album(matching:), one call).

import ExampleSupport
import Foundation
import MusicBrainz

let command = Command(
    name: "AlbumInfo", summary: "prints the complete album by name: track list, artists, basic and additional info",
    arguments: "NAME…", argumentCount: 1...99, options: [ExampleOptions.artist], groups: [ExampleOptions.servers],
    examples: ["\"The Dark Side of the Moon\" --artist \"Pink Floyd\""])

await CommandLineTool.runExample(command) { arguments in
    let name = arguments.positional.joined(separator: " ")
    let (musicBrainz, _) = try arguments.clients(application: "AlbumInfo")

    // The matcher searches, scores every hit on title and artist, says how sure it is, and looks
    // the album it means up, complete.
    let album = try await musicBrainz.album(
        matching: ReleaseQuery(title: name, artist: arguments[ExampleOptions.artist]))
    guard let release = album.release, let best = album.result.match else {
        throw MusicBrainzError(code: .notFound, message: "No album is clearly \"\(name)\": \(album).")
    }
    let length = TrackLengthFormat()
    // Every line goes through the program's output, which shows a control character a server
    // put in a title or name as U+FFFD instead of sending it to the terminal.
    let print = arguments.io.print
    print("\(release.title) – \(release.artistCredit?.name ?? "[unknown artist]")")

    print("\nTrack list")
    let discs = Set(release.tracks.map(\.discNumber)).count
    for entry in release.tracks {
        let number = (discs > 1 ? "\(entry.discNumber)." : "") + (entry.track.number ?? String(entry.position))
        let artist = entry.distinctArtistCredit.map { " – " + $0.name } ?? ""
        let kind = entry.kind == .regular ? "" : " [\(entry.kind.rawValue)]"
        print("  \(number). \(entry.track.title)\(artist)\(kind)  \(length.string(for: entry.track.length))")
    }
    print("  Total: \(length.string(for: release.length))")

    print("\nArtists")
    if let credit = release.artistCredit {
        print("  Credited as: \(credit.name) (sorts as \(credit.sortName))")
        for nameCredit in credit.nameCredits {
            print("  \(nameCredit.artist.name) – \(nameCredit.artist.id)")
        }
    }
    var others: [String] = []
    for credit in release.tracks.compactMap(\.distinctArtistCredit) where !others.contains(credit.name) {
        others.append(credit.name)
    }
    if !others.isEmpty { print("  On some tracks: \(others.joined(separator: "; "))") }

    print("\nBasic info")
    let formats = (release.media ?? []).map { $0.format?.rawValue ?? "[unknown]" }
    print("  Date: \(release.date?.description ?? "-")")
    print("  Country: \(release.country ?? "-")")
    print("  Format: \(formats.isEmpty ? "-" : formats.joined(separator: " + "))")
    print("  Language: \(release.textRepresentation?.language ?? "-")")
    print("  Script: \(release.textRepresentation?.script ?? "-")")

    print("\nAdditional info")
    print("  Data quality: \(release.quality?.rawValue ?? "-")")
    print("  Status: \(release.status?.rawValue ?? "-")")
    print("  Match: \(String(format: "%.2f", best.confidence)), \(album)")
    print("  MBID: \(release.id)")
}
