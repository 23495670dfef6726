import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz cover-art MBID`: the front cover of a release or release group.
enum CoverArtCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        let mbid = try MBID(validating: ctx.positional[0])
        let size = ctx[Options.coverSize] ?? .original
        let entity: CoverArtEntity = ctx[Options.releaseGroup] ? .releaseGroup(mbid) : .release(mbid)
        let coverArt = try ctx.options().makeCoverArtClient()
        guard let listing = try await coverArt.listing(for: entity) else {
            ctx.io.print("no cover art")
            return 2
        }
        let cover = listing.resolve(
            .front, size: size, fallback: coverArt.configuration.sizeFallbackOrder, entity: entity)
        if ctx.json {
            try ctx.printJSON(listing)
        } else {
            ctx.io.print(cover?.url.absoluteString ?? "no cover art")
        }
        if let cover, cover.size != size { ctx.note("no \(size) front image; the nearest is \(cover.size)") }
        guard let cover else {
            // With --json the listing is the answer, even without a front cover.
            return ctx.json && ctx[Options.download] == nil ? 0 : 2
        }
        guard let path = ctx[Options.download] else { return 0 }
        let downloaded: CoverArtDownload?
        do {
            downloaded = try await coverArt.downloadImage(at: cover.url, to: URL(fileURLWithPath: path))
        } catch let error as MusicBrainzError where error.code == .invalidRequest {
            // The URL came from the archive's listing, not from the command line: the server's
            // fault (exit 1), not a usage error (exit 64).
            ctx.io.error(
                "error: the Cover Art Archive listed an image URL that cannot be downloaded: \(shortened(error.message))\n  (server error)"
            )
            return 1
        }
        guard let saved = downloaded else {
            ctx.io.error("the image is gone (HTTP 404): \(cover.url)")
            return 2
        }
        ctx.note("saved \(saved.byteCount) bytes (\(saved.mediaType ?? "unknown type"), \(cover.size)) to \(path)")
        return 0
    }
}
