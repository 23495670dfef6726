// TrackQueue: a play queue of chosen tracks of a release, with its total length.
//
//   swift run TrackQueue 2810aeef-1ec5-4f7c-8d2b-2d2d7e1b56f8 1-3 2:4
//
// A selection is `all` (the default), a track `3` (disc 1) or `2:4` (disc 2, track 4), a range
// `1-3` or `1:5-2:2`, or a recording MBID. With --json the queue is printed as the JSON an app
// would keep (PlayQueue is Codable).

import ExampleSupport
import Foundation
import MusicBrainz

let command = Command(
    name: "TrackQueue", summary: "prints a play queue of chosen tracks of a release, with its total length",
    arguments: "RELEASE_MBID [SELECTION…]", argumentCount: 1...99,
    details: "SELECTION: all | 3 | 2:4 | 1-3 | 1:5-2:2 | RECORDING_MBID   (default: all)",
    options: [ExampleOptions.json.with(help: "print the queue as the JSON an app would keep")],
    groups: [ExampleOptions.servers], examples: ["2810aeef-1ec5-4f7c-8d2b-2d2d7e1b56f8 1-3 2:4"])

await CommandLineTool.runExample(command) { arguments in
    let releaseID = try MBID(validating: arguments.positional[0])
    let selection = try TrackSelection.parse(arguments.positional.dropFirst().joined(separator: " ").nonEmpty ?? "all")
    let (musicBrainz, coverArt) = try arguments.clients(application: "TrackQueue")

    // One lookup gives the track lists with their artist credits and the cover-art flags.
    let release = try await musicBrainz.lookup(Release.self, id: releaseID, including: [.recordings, .artistCredits])

    // The queue: the chosen tracks in order, each with what a player shows. The front cover is
    // the archive's redirect URL, built without a request when the flags say there is one.
    let cover = try coverArt.configuration.frontCoverURL(of: release, size: .thumbnail250)
    let queue = try PlayQueue(release: release, selecting: selection, frontCover: cover)

    if arguments[ExampleOptions.json] {
        print(try JSONOutput.string(queue))
        return
    }
    let length = TrackLengthFormat()
    print("\(release.title) – \(release.artistCredit?.name ?? "[unknown artist]")")
    for (index, entry) in queue.entries.enumerated() {
        let disc = entry.discCount > 1 ? "disc \(entry.position.disc), " : ""
        let artist = entry.artist.map { " – " + $0 } ?? ""
        print(
            "\(index + 1). \(entry.title)\(artist)  (\(disc)track \(entry.number))  \(length.string(for: entry.length))"
        )
    }
    print("Total: \(length.string(for: queue.length)) (\(queue.entries.count) tracks)")
    print("Cover: \(cover?.absoluteString ?? "none")")
}

extension String {
    /// The string, or `nil` when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
