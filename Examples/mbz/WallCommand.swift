import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz wall ARTIST_MBID`: the artist's official albums with their front covers (the
/// AlbumArtWall example inside mbz).
enum WallCommand {
    static let usage = """
        mbz wall ARTIST_MBID [--size SIZE] [--html FILE]
          Prints the artist's official albums (one per release group, oldest first) as a grid
          with their front covers; with --html also writes them as one self-contained HTML page.
          One Cover Art Archive request per album that has a front cover, several at once.
          --size SIZE           250 (default), 500, 1200 or original
          --html FILE           write the wall as an HTML page to FILE
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments,
            valueOptions: ClientOptions.valueOptions.union(CoverArtOptions.valueOptions).union(["size", "html"]),
            flagOptions: [])
        guard arguments.positional.count == 1, let text = arguments.positional.first else {
            throw UsageError("wall needs exactly one artist MBID")
        }
        guard let artist = MBID(text) else { throw UsageError("\"\(shortened(text))\" is not an MBID") }
        let sizeName = arguments.value("size") ?? "250"
        guard let size = CoverArtSize(sizeName) else {
            throw UsageError("--size must be 250, 500, 1200 or original, not \"\(sizeName)\"")
        }
        let options = try ClientOptions(arguments)
        let musicBrainz = try options.makeClient()
        let coverArt = try CoverArtOptions(arguments).makeClient(options)

        let albums = try await musicBrainz.coverArtAlbums(ofArtist: artist)
        var answers = [AlbumCover?](repeating: nil, count: albums.count)
        for try await answer in coverArt.frontCovers(of: albums, size: size) {
            answers[answer.index] = answer
            if let error = answer.error { RequestRunner.note("no answer for \(answer.album.entity): \(error.message)") }
        }
        let tiles = answers.compactMap { $0 }.map(AlbumArtWallTile.init)
        let name =
            albums.lazy.compactMap { $0.artistCredit?.nameCredits.first { $0.artist.id == artist }?.artist.name }
            .first ?? artist.description
        print("Albums by \(name)")
        print(AlbumArtWallGrid(tiles: tiles).text)
        print("\(tiles.count) albums, \(tiles.filter { $0.cover != nil }.count) with a front cover")
        if let file = arguments.value("html") {
            try AlbumArtWallPage(heading: "Albums by \(name)", tiles: tiles).html.write(
                toFile: file, atomically: true, encoding: .utf8)
            RequestRunner.note("wrote \(file)")
        }
        return tiles.isEmpty ? 2 : 0
    }
}
