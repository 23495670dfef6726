import Foundation
import MusicBrainz
import MusicBrainzTesting

/// A stand-in Cover Art Archive on the loopback server, answering the way artwork-redirect
/// does: 307 redirects to an "archive.org" part of the same server (`/ia/...`), which may
/// redirect again to a "storage node" (`/node/...`), and Werkzeug-style error pages.
struct CoverArtStandIn: Sendable {
    let scope: LoopbackServer.Scope

    init() throws { scope = try LoopbackServer.start().scope() }

    /// The archive's root: `http://127.0.0.1:<port>/t/<id>/caa`.
    var baseURL: URL { scope.url("/caa") }

    /// A client of this stand-in through a transport, without retries.
    func client(_ transport: any HTTPTransport, retryPolicy: RetryPolicy = .none) -> CoverArtArchiveClient {
        CoverArtArchiveClient(
            configuration: .init(baseURL: baseURL, userAgent: TestClients.userAgent, retryPolicy: retryPolicy),
            transport: transport)
    }

    /// An own fixture with `https://coverartarchive.org` replaced by this stand-in's root.
    func fixture(_ name: String) throws -> Data {
        let text = String(decoding: try OwnFixtures.data(name), as: UTF8.self)
        return Data(text.replacingOccurrences(of: "https://coverartarchive.org", with: baseURL.absoluteString).utf8)
    }

    /// The full path of a path under the archive's root, such as `/release/<mbid>/front-500`.
    func path(_ caaPath: String) -> String { scope.prefix + "/caa" + caaPath }

    /// Serves `GET /caa/<release|release-group>/<mbid>` as a 307 to
    /// `/ia/download/mbid-<release>/index.json`, which answers with the listing.
    func serveListing(_ entity: CoverArtEntity, release: MBID, listing: Data) async throws {
        let indexPath = "/ia/download/mbid-\(release)/index.json"
        try await scope.register([
            .init(
                method: "GET", path: path("/\(entity.pathSegment)/\(entity.id)"), responses: [redirect(to: indexPath)]),
            .init(method: "GET", path: scope.prefix + indexPath, responses: [.json(listing)]),
        ])
    }

    /// Serves an image path under the root (such as `/release/<mbid>/front-500`) through a 307
    /// chain: the archive → `/ia/download/mbid-<release>/<file>` → `/node/<file>` → the body.
    /// - Returns: The URL of the last hop.
    @discardableResult
    func serveImage(
        _ caaPath: String, release: MBID, file: String, response: LoopbackServer.Response
    )
        async throws -> URL
    {
        let download = "/ia/download/mbid-\(release)/\(file)"
        let node = "/node/\(UUID().uuidString.lowercased())/\(file)"
        try await scope.register([
            .init(method: "GET", path: path(caaPath), responses: [redirect(to: download)]),
            .init(method: "GET", path: scope.prefix + download, responses: [redirect(to: node)]),
            .init(method: "GET", path: scope.prefix + node, responses: [response]),
        ])
        return scope.url(node)
    }

    /// Serves an error under the root, as an HTML page or plain text.
    func serveError(_ caaPath: String, status: Int, message: String, html: Bool = true) async throws {
        let response: LoopbackServer.Response =
            html
            ? .text(
                Self.werkzeugPage(status: status, message: message), status: status,
                contentType: "text/html; charset=utf-8")
            : .text(message, status: status)
        try await scope.register([.init(method: "GET", path: path(caaPath), responses: [response])])
    }

    /// A 307 to a path under this scope, with artwork-redirect's `See: <location>` body.
    func redirect(to scopedPath: String) -> LoopbackServer.Response {
        let location = scope.url(scopedPath).absoluteString
        return LoopbackServer.Response(
            status: 307, headers: ["Location": location, "Content-Type": "text/plain; charset=utf-8"],
            body: "See: \(location)\n")
    }

    /// The page Werkzeug writes for an HTTP exception.
    static func werkzeugPage(status: Int, message: String) -> String {
        let reason =
            [400: "Bad Request", 404: "Not Found", 500: "Internal Server Error", 503: "Service Unavailable"][status]
            ?? "Error"
        return """
            <!doctype html>
            <html lang=en>
            <title>\(status) \(reason)</title>
            <h1>\(reason)</h1>
            <p>\(message)</p>

            """
    }
}

extension TestClients {
    /// A Cover Art Archive client of a mock transport with no retries and no rate limit.
    static func coverArtMock(
        baseURL: URL = URL(string: "https://coverartarchive.example")!,
        _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) -> (CoverArtArchiveClient, MockTransport) {
        let transport = MockTransport(handler: handler)
        let client = CoverArtArchiveClient(
            configuration: .init(baseURL: baseURL, userAgent: userAgent, rateLimit: .unlimited, retryPolicy: .none),
            transport: transport)
        return (client, transport)
    }
}
