import Foundation
import MusicBrainz

/// `mbz album NAME`: finds a release by name and prints everything about it.
enum AlbumCommand {
    static let usage = """
        mbz album NAME [options]
          Searches releases named NAME, looks up the best match with its recordings, artist
          credits, release group, labels and media, and prints the album.
          --json                print the looked-up release as WS/2 JSON instead
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(CoverArtOptions.valueOptions),
            flagOptions: ["json"])
        guard !arguments.positional.isEmpty else { throw UsageError("album needs a NAME") }
        let name = arguments.positional.joined(separator: " ")
        let options = try ClientOptions(arguments)
        let coverArt = try CoverArtOptions(arguments)
        let client = try options.makeClient()

        let hits = try await client.send(
            SearchRequest<Release>(query: "release:" + Self.phrase(name), limit: 1))
        guard let best = hits.items.first else {
            FileHandle.standardError.write(Data("mbz: no release found for \"\(name)\"\n".utf8))
            return 2
        }
        let release = try await client.lookup(
            Release.self, id: best.item.id,
            including: [.recordings, .artistCredits, .releaseGroups, .labels, .media])
        if arguments.flag("json") {
            print(try JSONOutput.string(release))
        } else {
            print(AlbumReport(release: release, coverArt: try Self.frontCoverURL(of: release, coverArt)).text)
        }
        return 0
    }

    /// The front cover's redirect URL (`…/release/<mbid>/front`) when the release's
    /// `cover-art-archive` flags say it has one, built without a request: the lookup already
    /// tells whether there is a front cover, and the redirect URL always shows the current one.
    static func frontCoverURL(of release: Release, _ options: CoverArtOptions) throws -> URL? {
        guard let status = release.coverArtArchive, status.front, !status.darkened else { return nil }
        return try options.configuration.redirectURL(for: .front, of: .release(release.id), size: .original)
    }

    /// A Lucene phrase: the text in double quotes with `\` and `"` escaped (code point by code
    /// point, so a quote followed by a combining mark cannot end the phrase).
    static func phrase(_ text: String) -> String {
        "\"" + LuceneEscaping.escapeInPhrase(text) + "\""
    }
}
