import Foundation
import MusicBrainz

/// The Cover Art Archive options: where the archive is (`--caa-base-url`, or
/// `COVERARTARCHIVE_BASE_URL`, or https://coverartarchive.org).
struct CoverArtOptions {
    static let valueOptions: Set<String> = ["caa-base-url"]
    static let usage = """
          --caa-base-url URL    Cover Art Archive root (default $COVERARTARCHIVE_BASE_URL or https://coverartarchive.org)
        """

    var configuration: CoverArtArchiveClient.Configuration

    init(_ arguments: CommandLineArguments) throws {
        let environment = ProcessInfo.processInfo.environment
        let base =
            arguments.value("caa-base-url") ?? environment["COVERARTARCHIVE_BASE_URL"]
            ?? CoverArtArchiveClient.Configuration.defaultBaseURL.absoluteString
        guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw UsageError("--caa-base-url must be an http(s) URL such as http://localhost:8080, not \"\(base)\"")
        }
        configuration = CoverArtArchiveClient.Configuration(baseURL: url, userAgent: ClientOptions.userAgent)
    }

    /// A Cover Art Archive client over a transport.
    func makeClient(transport: any HTTPTransport) -> CoverArtArchiveClient {
        CoverArtArchiveClient(configuration: configuration, transport: transport)
    }
}
