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
        // Name the source of a bad value: the option, or the environment variable.
        let (base, source) =
            arguments.value("caa-base-url").map { ($0, "--caa-base-url") }
            ?? environment["COVERARTARCHIVE_BASE_URL"].map { ($0, "COVERARTARCHIVE_BASE_URL") }
            ?? (CoverArtArchiveClient.Configuration.defaultBaseURL.absoluteString, "the default archive URL")
        guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil, url.user == nil,
            url.password == nil
        else {
            throw UsageError(
                "\(source) must be an http(s) URL without a query or a user name and password, such as http://localhost:8080, not \"\(shortened(redactingUserInfo(base)))\""
            )
        }
        configuration = CoverArtArchiveClient.Configuration(baseURL: url, userAgent: ClientOptions.userAgent)
    }

    /// A Cover Art Archive client over the transport and cache of the client options.
    func makeClient(_ options: ClientOptions) throws -> CoverArtArchiveClient {
        CoverArtArchiveClient(
            configuration: configuration, transport: try options.makeTransport(), middlewares: options.middlewares)
    }
}
