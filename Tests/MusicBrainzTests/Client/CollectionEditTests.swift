import Foundation
import MusicBrainzTesting
import Testing

@testable import MusicBrainz

/// Collection edits: the type check, the split under 4,000 characters, the requests as the
/// loopback server receives them, and the service's recorded errors as typed errors.
@Suite struct CollectionEditTests {
    static let collectionID = MBID("1d1e41eb-0f38-4a8d-9b4f-7d5f3b1b2c3d")!
    static let releases = UserCollection(id: collectionID, name: "My releases", contentType: .release)

    static func items(_ count: Int) -> [MBID] {
        (0..<count).map { index in
            MBID(uuid: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!)
        }
    }

    static let client = MusicBrainzClient(
        configuration: .init(
            baseURL: URL(string: "https://musicbrainz.example/ws/2")!, userAgent: TestClients.userAgent,
            rateLimit: .unlimited, credentials: .bearer("token")),
        transport: MockTransport { _ in TestClients.response(200, "application/json", #"{"message":"OK"}"#) })

    @Test(
        "items of another type than the collection's are refused before sending",
        arguments: [EntityType.recording, .releaseGroup, .artist])
    func typeMismatch(type: EntityType) throws {
        let error = try #require(throws: MusicBrainzError.self) {
            try Self.client.collectionEditRequests(.add, Self.items(2), of: type, in: Self.releases)
        }
        #expect(error.code == .invalidRequest)
        #expect(error.message.contains("holds releases"))
        let unknown = UserCollection(id: Self.collectionID, name: "?")
        #expect(throws: MusicBrainzError.self) {
            try Self.client.collectionEditRequests(.add, Self.items(1), of: .release, in: unknown)
        }
        #expect(throws: MusicBrainzError.self) {
            try Self.client.collectionEditRequests(.add, Self.items(1), of: .url, inCollectionWithID: Self.collectionID)
        }
        #expect(throws: MusicBrainzError.self) {
            try Self.client.collectionEditRequests(.remove, [], of: .release, in: Self.releases)
        }
    }

    @Test(
        "many items are split into as few requests as keep every URL under 4,000 characters",
        arguments: [1, 2, 100, 101, 250, 1000])
    func split(count: Int) throws {
        let items = Self.items(count)
        let requests = try Self.client.collectionEditRequests(
            .add, items + items.prefix(3), of: .release, in: Self.releases)
        #expect(requests.flatMap(\.items) == items)
        let lengths = try requests.map { try Self.client.url(for: $0).absoluteString.count }
        #expect(lengths.allSatisfy { $0 < MusicBrainzClient.maximumCollectionEditURLLength })
        // No request could have taken one more item.
        for request in requests.dropLast() {
            let longer = try Self.client.url(for: request).absoluteString.count + 37
            #expect(longer >= MusicBrainzClient.maximumCollectionEditURLLength)
        }
        let first = try Self.client.url(for: requests[0]).absoluteString
        #expect(
            first.hasPrefix(
                "https://musicbrainz.example/ws/2/collection/\(Self.collectionID)/releases/\(items[0]);"
            ) || count == 1)
        #expect(first.hasSuffix("?client=MusicBrainzTests-1.0&fmt=json"))
        #expect(requests.allSatisfy { $0.method == .put })
    }

    @Test("adding and removing send PUT and DELETE with Digest credentials; the answers are typed")
    func loopback() async throws {
        let scope = try LoopbackServer.start().scope()
        let digest = LoopbackServer.Auth(digest: .init(username: "collector", password: "pw-1"))
        let collectionJSON =
            #"{"id": "\#(Self.collectionID)", "name": "My releases", "entity-type": "release", "type": "Release", "release-count": 3}"#
        try await scope.register([
            LoopbackServer.Route(
                method: "GET", path: scope.path("collection/\(Self.collectionID)"),
                responses: [.json(Data(collectionJSON.utf8))]),
            LoopbackServer.Route(
                pathPrefix: scope.path("collection/\(Self.collectionID)/releases/"),
                responses: [.json(Data(#"{"message": "OK"}"#.utf8))], auth: digest),
        ])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none,
                credentials: .digest(username: "collector", password: "pw-1")),
            transport: URLSessionTransport())
        let collection = try await client.lookup(UserCollection.self, id: Self.collectionID)
        #expect(collection.contentType == .release)
        let items = Self.items(150)
        let added = try await client.addToCollection(items, of: .release, to: collection)
        #expect(added.count == 2 && added.allSatisfy(\.isOK))
        let removed = try await client.removeFromCollection(Array(items.prefix(2)), of: .release, from: collection)
        #expect(removed == [SubmissionAnswer(message: "OK")])
        let log = try await scope.log()
        let edits = log.filter { $0.auth == "digest" }
        #expect(edits.map(\.method) == ["PUT", "PUT", "DELETE"])
        let sent = edits.prefix(2).flatMap { $0.path.components(separatedBy: "/").last?.split(separator: ";") ?? [] }
        #expect(sent.map(String.init) == items.map(\.description))
        #expect(edits.allSatisfy { $0.query["client"] == ["MusicBrainzTests-1.0"] && $0.bodyLength == 0 })
        // The GET of the public collection went without credentials and unchallenged.
        #expect(log.first?.header("Authorization") == nil)
    }

    @Test(
        "the service's recorded refusals are typed errors with its message",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func recordedErrors() async throws {
        let scope = try LoopbackServer.start().scope()
        let wrongMethod = try SharedFixtures.data(
            "ws2/xml/collection/error_405_cc8cd8ee_foo_89a675c2_client-test-1.0.mbs.xml")
        let emptyTag = try SharedFixtures.data("ws2/xml/tag/error_400_client-post.t-0.0.2.mbs.xml")
        try await scope.register([
            LoopbackServer.Route(
                pathPrefix: scope.path("collection/"), responses: [.xml(wrongMethod, status: 405)]),
            LoopbackServer.Route(method: "POST", path: scope.path("tag"), responses: [.xml(emptyTag, status: 400)]),
        ])
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, format: .xml, rateLimit: .unlimited,
                retryPolicy: .none, credentials: .bearer("token-2")),
            transport: URLSessionTransport())
        let edit = try await #require(throws: MusicBrainzError.self) {
            try await client.send(CollectionEditRequest(.add, Self.items(1), of: .release, in: Self.collectionID))
        }
        #expect(edit.statusCode == 405)
        #expect(edit.serverMessage == "PUT is not allowed on this endpoint.")
        let tag = try await #require(throws: MusicBrainzError.self) {
            try await client.send(try TagSubmission(.upvote, ["x"], on: Artist.self, id: Self.collectionID))
        }
        #expect(tag.code == .badRequest)
        #expect(tag.serverMessage == "The tag name cannot be empty.")
        #expect(try await scope.log().count == 2)  // a 400 and a 405 are not retried
    }
}
