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
            rawArguments, valueOptions: ClientOptions.valueOptions, flagOptions: ["json"])
        guard !arguments.positional.isEmpty else { throw UsageError("album needs a NAME") }
        let name = arguments.positional.joined(separator: " ")
        let options = try ClientOptions(arguments)
        let client = try options.makeClient()

        let hits = try await client.send(
            SearchRequest<Release>(query: "release:" + Self.phrase(name), limit: 1))
        guard let best = hits.results.first else {
            FileHandle.standardError.write(Data("mbz: no release found for \"\(name)\"\n".utf8))
            return 2
        }
        let release = try await client.lookup(
            Release.self, id: best.item.id,
            including: [.recordings, .artistCredits, .releaseGroups, .labels, .media])
        if arguments.flag("json") {
            print(try JSONOutput.string(release))
        } else {
            print(AlbumReport(release: release).text)
        }
        return 0
    }

    /// A Lucene phrase: the text in double quotes with `\` and `"` escaped.
    static func phrase(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
