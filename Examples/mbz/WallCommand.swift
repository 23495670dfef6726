import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz wall ARTIST_MBID`: the artist's official albums with their front covers (the
/// AlbumArtWall example inside mbz).
enum WallCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        let text = ctx.positional[0]
        guard let artist = MBID(text) else { throw UsageError("\"\(shortened(text))\" is not an MBID") }
        let size = ctx[ExampleOptions.size] ?? .thumbnail250
        let musicBrainz = try ctx.client()
        let coverArt = try ctx.options().makeCoverArtClient()
        let albums = try await musicBrainz.coverArtAlbums(ofArtist: artist)
        var answers = [AlbumCover?](repeating: nil, count: albums.count)
        let progress = ProgressLine(ctx.io)
        for try await answer in coverArt.frontCovers(of: albums, size: size) {
            answers[answer.index] = answer
            if let error = answer.error {
                progress.clear()
                ctx.note("no answer for \(answer.album.entity): \(error.message)")
            }
            progress.show("covers: \(answers.compactMap { $0 }.count) of \(albums.count)")
        }
        progress.clear()
        let tiles = answers.compactMap { $0 }.map(AlbumArtWallTile.init)
        let name =
            albums.lazy.compactMap { $0.artistCredit?.nameCredits.first { $0.artist.id == artist }?.artist.name }
            .first ?? artist.description
        ctx.io.print("Albums by \(name)")
        ctx.io.print(AlbumArtWallGrid(tiles: tiles).text)
        ctx.io.print("\(tiles.count) albums, \(tiles.filter { $0.cover != nil }.count) with a front cover")
        if let file = ctx[Options.wallHTML] {
            try AlbumArtWallPage(heading: "Albums by \(name)", tiles: tiles).html.write(
                toFile: file, atomically: true, encoding: .utf8)
            ctx.note("wrote \(file)")
        }
        return tiles.isEmpty ? 2 : 0
    }
}
