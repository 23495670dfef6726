import Foundation
import MusicBrainz

/// `mbz cover-art MBID`: the front cover of a release or release group.
enum CoverArtCommand {
    static let usage = """
        mbz cover-art MBID [options]
          Prints the URL of the front cover of release MBID from the Cover Art Archive, or
          "no cover art" (exit status 2) when there is none. Does not fall back to the release
          group: ask for it with --release-group.
          --release-group       MBID is a release group
          --size SIZE           250, 500, 1200 or original (default); a size missing from the
                                listing falls back to the next larger first (1200 -> original
                                -> 500 -> 250)
          --download FILE       also save the image to FILE (streamed, not held in memory)
          --json                print the whole listing as Cover Art Archive JSON instead
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments,
            valueOptions: ClientOptions.valueOptions.union(CoverArtOptions.valueOptions).union(["size", "download"]),
            flagOptions: ["json", "release-group"])
        guard arguments.positional.count == 1, let text = arguments.positional.first else {
            throw UsageError("cover-art needs exactly one MBID")
        }
        let mbid: MBID
        do {
            mbid = try MBID(validating: text)
        } catch {
            throw UsageError(error.message)
        }
        let sizeName = arguments.value("size") ?? "original"
        guard let size = CoverArtSize(sizeName) else {
            throw UsageError("--size must be 250, 500, 1200 or original, not \"\(sizeName)\"")
        }
        let entity: CoverArtEntity = arguments.flag("release-group") ? .releaseGroup(mbid) : .release(mbid)
        let options = try ClientOptions(arguments)
        let coverArt = try CoverArtOptions(arguments).makeClient(options)

        guard let listing = try await coverArt.listing(for: entity) else {
            print("no cover art")
            return 2
        }
        let cover = listing.resolve(
            .front, size: size, fallback: coverArt.configuration.sizeFallbackOrder, entity: entity)
        if arguments.flag("json") {
            print(try JSONOutput.string(listing))
        } else {
            print(cover?.url.absoluteString ?? "no cover art")
        }
        if let cover, cover.size != size {
            FileHandle.standardError.write(Data("mbz: no \(size) front image; the nearest is \(cover.size)\n".utf8))
        }
        guard let cover else {
            // With --json the listing is the answer, even without a front cover.
            return arguments.flag("json") && arguments.value("download") == nil ? 0 : 2
        }
        if let path = arguments.value("download") {
            let file = URL(fileURLWithPath: path)
            let downloaded: CoverArtDownload?
            do {
                downloaded = try await coverArt.downloadImage(at: cover.url, to: file)
            } catch let error as MusicBrainzError where error.code == .invalidRequest {
                // The URL came from the archive's listing, not from the command line: the
                // server's fault (exit 1), not a usage error (exit 64).
                let note =
                    "mbz: error: the Cover Art Archive listed an image URL that cannot be downloaded: \(shortened(error.message))\n  (server error)\n"
                FileHandle.standardError.write(Data(note.utf8))
                return 1
            }
            guard let saved = downloaded else {
                FileHandle.standardError.write(Data("mbz: the image is gone (HTTP 404): \(cover.url)\n".utf8))
                return 2
            }
            let note =
                "mbz: saved \(saved.byteCount) bytes (\(saved.mediaType ?? "unknown type"), \(cover.size)) to \(path)\n"
            FileHandle.standardError.write(Data(note.utf8))
        }
        return 0
    }
}
