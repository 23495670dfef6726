import Foundation
import MusicBrainz
import Testing

/// `localizedDescription` (the usual way apps show an error) carries the library's message and
/// the server's, not Foundation's generic "The operation could not be completed".
@Suite struct MusicBrainzErrorLocalizedTests {
    @Test("a request refused before sending: localizedDescription is the message")
    func refusedRequest() async throws {
        let (client, _) = TestClients.mock { _ in TestClients.response(200, "application/json", "{}") }
        do {
            _ = try await client.search(Release.self, query: "x", limit: 101)
            Issue.record("a limit of 101 was sent")
        } catch {
            #expect(error.localizedDescription == "limit must be between 1 and 100, not 101.")
            #expect((error as? any LocalizedError)?.recoverySuggestion == nil)
        }
    }

    @Test("a server error: localizedDescription adds what the server said; rate limiting suggests the wait")
    func serverErrors() async throws {
        let (client, _) = TestClients.mock { request in
            if request.url.path.hasSuffix("/artist") {
                return TestClients.response(
                    503, "application/json", #"{"error": "Your requests are exceeding the allowable rate limit."}"#,
                    headers: ["Retry-After": "7"])
            }
            return TestClients.response(400, "application/json", #"{"error": "Invalid mbid."}"#)
        }
        do {
            _ = try await client.lookup(Release.self, id: TestClients.releaseID)
            Issue.record("no error")
        } catch {
            #expect(error.localizedDescription.contains("The server said: \"Invalid mbid.\""))
        }
        do {
            _ = try await client.search(Artist.self, query: "x")
            Issue.record("no error")
        } catch let error as MusicBrainzError {
            #expect(error.code == .rateLimited)
            #expect(error.localizedDescription.contains("exceeding the allowable rate limit"))
            #expect(error.recoverySuggestion == "Wait 7 s before the next request.")
        }
    }
}
