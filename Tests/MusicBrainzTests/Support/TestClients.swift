import Foundation
import MusicBrainz
import MusicBrainzTesting

/// Clients and responses the tests share.
enum TestClients {
    static let userAgent = UserAgent(application: "MusicBrainzTests", version: "1.0", contact: "tests@example.org")

    /// A client of a mock transport with no retries and no rate limit.
    static func mock(
        format: ResponseFormat = .json,
        baseURL: URL = URL(string: "https://musicbrainz.example/ws/2")!,
        retryPolicy: RetryPolicy = .none,
        _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) -> (MusicBrainzClient, MockTransport) {
        let transport = MockTransport(handler: handler)
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: baseURL, userAgent: userAgent, format: format, rateLimit: .unlimited, retryPolicy: retryPolicy),
            transport: transport)
        return (client, transport)
    }

    /// A response with a body and content type.
    static func response(
        _ status: Int, _ contentType: String, _ body: String, headers: [String: String] = [:]
    )
        -> HTTPResponse
    {
        var fields = HTTPFields()
        fields["Content-Type"] = contentType
        for (name, value) in headers { fields[name] = value }
        return HTTPResponse(status: status, headerFields: fields, body: Data(body.utf8))
    }
}
