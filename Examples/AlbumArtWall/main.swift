// AlbumArtWall: an artist's official albums with their front covers, as a grid in the terminal
// and, with --html FILE, as one self-contained HTML page.
//
//   swift run AlbumArtWall 83d91898-7763-47d7-b03b-b92132375c47 --size 250 --html wall.html
//
// Requests: the pages of the artist's releases (100 a page, one a second on musicbrainz.org),
// then one Cover Art Archive listing per album that has a front cover, several at once (the
// archive allows five a second). Albums whose releases have no front cover cost nothing.
// --play N taps album N (in reading order): one lookup of its release, and the queue it plays.

import ExampleSupport
import Foundation
import MusicBrainz

let play = Option.number("play", "N", "tap album N of the wall (from 1): print the queue it plays", in: 1...9999)
let command = Command(
    name: "AlbumArtWall", summary: "shows an artist's official albums with their front covers",
    arguments: "ARTIST_MBID", argumentCount: 1...1, options: [ExampleOptions.size, ExampleOptions.html, play],
    groups: [ExampleOptions.servers],
    examples: [
        "83d91898-7763-47d7-b03b-b92132375c47 --size 250 --html wall.html",
        "83d91898-7763-47d7-b03b-b92132375c47 --play 3",
    ])

await CommandLineTool.runExample(command) { arguments in
    let artist = try MBID(validating: arguments.positional[0])
    let size = arguments[ExampleOptions.size] ?? .thumbnail250
    let (musicBrainz, coverArt) = try arguments.clients(application: "AlbumArtWall")

    // 1. The albums: every page of the artist's official album releases, one album per release
    //    group, oldest first. The releases' cover-art flags say which albums have a front cover.
    let albums = try await musicBrainz.coverArtAlbums(ofArtist: artist, types: [.album], statuses: [.official])

    // 2. The front covers, yielded as soon as each is known ("no art" is an answer, not an
    //    error). A cache or logging middleware of the client applies to every request.
    var answers = [AlbumCover?](repeating: nil, count: albums.count)
    for try await answer in coverArt.frontCovers(of: albums, size: size) {
        answers[answer.index] = answer
        if let error = answer.error {
            FileHandle.standardError.write(Data("no answer for \(answer.album.entity): \(error.message)\n".utf8))
        }
    }
    let tiles = answers.compactMap { $0 }.map(AlbumArtWallTile.init)

    // 3. The wall: the artist's name is in the releases' artist credits.
    let name =
        albums.lazy.compactMap { album in
            album.artistCredit?.nameCredits.first { $0.artist.id == artist }?.artist.name
        }.first ?? artist.description
    print("Albums by \(name)")
    print(AlbumArtWallGrid(tiles: tiles).text)
    let withArt = tiles.filter { $0.cover != nil }.count
    print("\(tiles.count) albums, \(withArt) with a front cover")

    if let file = arguments[ExampleOptions.html] {
        let page = AlbumArtWallPage(heading: "Albums by \(name)", tiles: tiles)
        try page.html.write(toFile: file, atomically: true, encoding: .utf8)
        print("wrote \(file)")
    }

    // 4. A tap: album N's release (the one the wall chose to play), looked up with its track
    //    lists, and the queue a player would start, with the cover the wall already shows.
    guard let number = arguments[play] else { return }
    guard number <= albums.count else { throw UsageError("\(play) \(number): the wall has \(albums.count) albums") }
    guard let releaseID = albums[number - 1].release else { throw UsageError("album \(number) has no release to play") }
    let release = try await musicBrainz.lookup(Release.self, id: releaseID, including: [.recordings, .artistCredits])
    let cover = answers[number - 1]?.cover?.url
    print("\nAlbum \(number): \(albums[number - 1].title ?? release.title)")
    for line in PlayQueueText.listing(try PlayQueue(release: release, frontCover: cover), of: release, cover: cover) {
        print(line)
    }
}
