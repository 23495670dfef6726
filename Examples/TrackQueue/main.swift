// TrackQueue: a play queue of chosen tracks of a release, with its total length, or driven by a
// script of player commands.
//
//   swift run TrackQueue 2810aeef-1ec5-4f7c-8d2b-2d2d7e1b56f8 1-3 2:4
//   swift run TrackQueue 2810aeef-1ec5-4f7c-8d2b-2d2d7e1b56f8 --script "add 1-3; next; play-next 2:4; shuffle; show"
//
// A selection is `all` (the default), a track `3` (disc 1) or `2:4` (disc 2, track 4), a range
// `1-3` or `1:5-2:2`, or a recording MBID. With --script (or --script - for standard input, one
// command a line) the queue starts with the selection given, or empty, and the commands in
// QueueScript.swift drive it. With --json the queue is printed as the JSON an app would keep.

import ExampleSupport
import Foundation
import MusicBrainz

let script = Option.text("script", "COMMANDS", "drive the queue with commands separated by ; (- reads them from stdin)")
let seed = Option.number("seed", "N", "shuffle with a seeded generator (the same order every run)", in: 0...Int.max)
let command = Command(
    name: "TrackQueue", summary: "prints a play queue of chosen tracks of a release, or drives it with a script",
    arguments: "RELEASE_MBID [SELECTION…]", argumentCount: 1...99,
    details: """
        SELECTION: all | 3 | 2:4 | 1-3 | 1:5-2:2 | RECORDING_MBID   (default: all; with --script: none)
        COMMANDS: add SELECTION… | play-next SELECTION… | next | previous [SECONDS] | advance | jump N |
        remove N | move N M | clear | shuffle | unshuffle | repeat all|one|off | show (> marks the current entry)
        """,
    options: [ExampleOptions.json.with(help: "print the queue as the JSON an app would keep"), script, seed],
    groups: [ExampleOptions.servers],
    examples: [
        "2810aeef-1ec5-4f7c-8d2b-2d2d7e1b56f8 1-3 2:4",
        "2810aeef-1ec5-4f7c-8d2b-2d2d7e1b56f8 --script \"add all; next; show\"",
    ])

await CommandLineTool.runExample(command) { arguments in
    let releaseID = try MBID(validating: arguments.positional[0])
    let chosen = arguments.positional.dropFirst().joined(separator: " ")
    // A script is read and checked before the lookup: a mistyped command costs no request.
    let commands = try arguments[script].map {
        try QueueScript($0 == "-" ? String(decoding: arguments.io.input.readDataToEndOfFile(), as: UTF8.self) : $0)
    }
    let selection = try chosen.isEmpty ? (commands == nil ? [.all] : []) : TrackSelection.parse(chosen)
    let (musicBrainz, coverArt) = try arguments.clients(application: "TrackQueue")

    // One lookup gives the track lists with their artist credits and the cover-art flags.
    let release = try await musicBrainz.lookup(Release.self, id: releaseID, including: [.recordings, .artistCredits])

    // The queue: the chosen tracks in order, each with what a player shows. The front cover is
    // the archive's redirect URL, built without a request when the flags say there is one.
    let cover = try coverArt.configuration.frontCoverURL(of: release, size: .thumbnail250)
    var queue = try PlayQueue(release: release, selecting: selection, frontCover: cover)
    if let commands {
        var generator = SeededGenerator(state: UInt64(arguments[seed] ?? Int.random(in: 0...Int.max)))
        let say: (String) -> Void = arguments[ExampleOptions.json] ? { _ in } : { print($0) }
        try commands.run(on: &queue, release: release, cover: cover, generator: &generator, print: say)
    }
    if arguments[ExampleOptions.json] {
        print(try JSONOutput.string(queue))
    } else if commands == nil {
        for line in PlayQueueText.listing(queue, of: release, cover: cover) { print(line) }
    }
}
