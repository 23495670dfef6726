import Foundation
import Testing

@testable import MusicBrainz

/// `mbz` with its response cache, bulk lookups, and recording and replay, end to end: the
/// built program against the loopback server.
@Suite struct CacheCommandTests {
    static let releaseID = AlbumCommandTests.releaseID

    /// Serves the Violin Concertos search and lookup.
    func serveAlbum() async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"), queryContains: ["query": "Violin Concertos"],
                responses: [.json(try OwnFixtures.data("release-search-violin-concertos.json"))]),
            .init(
                method: "GET", path: scope.path("release/\(Self.releaseID)"),
                responses: [.json(try OwnFixtures.data("release-lookup-violin-concertos.json"))]),
        ])
        return scope
    }

    func album(_ scope: LoopbackServer.Scope, _ extra: [String]) async throws -> CommandRunner.Result {
        try await CommandRunner.mbz(["album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString] + extra)
    }

    @Test("a second mbz album with the same cache directory sends nothing and prints the same album")
    func secondRunIsFree() async throws {
        let scope = try await serveAlbum()
        let cache = try CacheTestSupport.directory()
        let first = try await album(scope, ["--cache", cache.path])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(try await scope.log().count == 2)
        let second = try await album(scope, ["--cache", cache.path])
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(second.stdout.contains("Label: Deutsche Grammophon  Catalog number: 474 625-2"))
        #expect(try await scope.log().count == 2)
        // --refresh fetches both again.
        let refreshed = try await album(scope, ["--cache", cache.path, "--refresh"])
        #expect(refreshed.stdout == first.stdout)
        #expect(try await scope.log().count == 4)
    }

    @Test("the default cache is $MBZ_CACHE_DIR, and --no-cache neither reads nor writes it")
    func defaultDirectoryAndNoCache() async throws {
        let scope = try await serveAlbum()
        let cache = try CacheTestSupport.directory().appendingPathComponent("default")
        let environment = ["MBZ_CACHE_DIR": cache.path]
        _ = try await CommandRunner.mbz(
            ["album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString], environment: environment)
        _ = try await CommandRunner.mbz(
            ["album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString], environment: environment)
        #expect(try await scope.log().count == 2)
        let stats = try await CommandRunner.mbz(["cache", "stats"], environment: environment)
        #expect(stats.status == 0, "stderr: \(stats.stderr)")
        #expect(stats.stdout.contains("directory: \(cache.path)\nentries: 2\n"))
        let uncached = try await CommandRunner.mbz(
            ["album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString, "--no-cache"],
            environment: environment)
        #expect(uncached.status == 0, "stderr: \(uncached.stderr)")
        #expect(try await scope.log().count == 4)
        let cleared = try await CommandRunner.mbz(["cache", "clear", "--cache", cache.path])
        #expect(cleared.stdout.hasPrefix("removed 2 entries ("))
        let after = try await CommandRunner.mbz(["cache", "stats", "--cache", cache.path, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any]
        #expect(object?["entries"] as? Int == 0)
        #expect(object?["bytes"] as? Int == 0)
    }

    @Test("--offline answers from the cache and, for what it lacks, fails with notCached sending nothing")
    func offline() async throws {
        let scope = try await serveAlbum()
        let cache = try CacheTestSupport.directory()
        let missing = try await album(scope, ["--cache", cache.path, "--offline"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("(notCached)"), "stderr: \(missing.stderr)")
        #expect(try await scope.log().isEmpty)
        let online = try await album(scope, ["--cache", cache.path])
        let offline = try await album(scope, ["--cache", cache.path, "--offline"])
        #expect(offline.status == 0, "stderr: \(offline.stderr)")
        #expect(offline.stdout == online.stdout)
        #expect(try await scope.log().count == 2)
        let conflicting = try await album(scope, ["--no-cache", "--offline"])
        #expect(conflicting.status == 64)
    }

    @Test("an empty --cache path is a usage error with exit status 64, and nothing is sent")
    func emptyCachePath() async throws {
        let scope = try await serveAlbum()
        let result = try await album(scope, ["--cache", ""])
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("--cache needs a directory"), "stderr: \(result.stderr)")
        #expect(try await scope.log().isEmpty)
        let cleared = try await CommandRunner.mbz(["cache", "clear", "--cache", ""])
        #expect(cleared.status == 64, "stderr: \(cleared.stderr)")
    }

    @Test("two mbz processes filling one cache directory at once leave only whole entries")
    func twoProcessesShareADirectory() async throws {
        let scope = try LoopbackServer.start().scope()
        let body = try OwnFixtures.data("release-lookup-violin-concertos.json")
        try await scope.register([
            .init(method: "GET", pathPrefix: scope.path("release/"), responses: [.json(body)])
        ])
        let ids = (0..<60).map { BulkResolutionTests.mbid($0).description }
        let cache = try CacheTestSupport.directory()
        // Both write the same 60 entries, in opposite orders: they meet in the middle.
        let arguments = [
            "lookup", "release", "--full", "--cache", cache.path, "--base-url", scope.baseURL.absoluteString,
        ]
        async let forward = CommandRunner.mbz(arguments + ids)
        async let backward = CommandRunner.mbz(arguments + ids.reversed())
        let results = try await [forward, backward]
        for result in results { #expect(result.status == 0, "stderr: \(result.stderr)") }
        #expect(try await scope.log().count >= 60)
        // Every entry is whole: readable under its own key, with the body the server sent.
        let store = try DiskResponseStore(directory: cache)
        for id in ids {
            let key = ResponseCacheKey(
                url: scope.baseURL.appendingPathComponent("release/\(id)").appendingQuery("fmt=json"),
                accept: "application/json")
            let entry = await store.entry(for: key)
            #expect(entry?.body == body, "entry of \(id)")
        }
        #expect(await store.usage().entryCount == 60)
        let staging = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("tmp").path)
        #expect(staging.isEmpty)
        // A third process answers all 60 offline.
        let sent = try await scope.log().count
        let offline = try await CommandRunner.mbz(arguments + ["--offline"] + ids)
        #expect(offline.status == 0, "stderr: \(offline.stderr)")
        #expect(offline.stdout.components(separatedBy: "from: lookup").count == 61)
        #expect(try await scope.log().count == sent)
    }

    @Test("mbz lookup of many release MBIDs searches once and looks up only what the search missed")
    func bulkLookup() async throws {
        let scope = try LoopbackServer.start().scope()
        let found = (1...3).map(BulkResolutionTests.mbid)
        let merged = BulkResolutionTests.mbid(4)
        let items = found.map { BulkResolutionTests.releaseJSON($0, title: "Found \($0.description.suffix(1))") }
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"),
                responses: [.json(BulkResolutionTests.searchPage("releases", items))]),
            .init(
                method: "GET", path: scope.path("release/\(merged)"),
                responses: [.json(try OwnFixtures.data("release-lookup-violin-concertos.json"))]),
        ])
        let ids = (found + [merged]).map(\.description)
        let result = try await CommandRunner.mbz(
            ["lookup", "release"] + ids + ["--base-url", scope.baseURL.absoluteString])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("release: Found 2\n  from: search\n  id: \(found[1])"))
        #expect(result.stdout.contains("release: Violin Concertos\n  from: lookup (\(merged) was merged into it)"))
        #expect(result.stderr.contains("release: 4/4 resolved"))
        let log = try await scope.log()
        #expect(log.count == 2)
        #expect(log.first?.query["query"] == ["reid:(\(ids.joined(separator: " OR ")))"])
        // --full looks each one up.
        let full = try await CommandRunner.mbz(
            ["lookup", "release"] + ids + ["--full", "--json", "--base-url", scope.baseURL.absoluteString])
        #expect(full.status == 0, "stderr: \(full.stderr)")
        #expect(full.stderr.contains("release: 1/4 resolved, 3 not found"))
        let array = try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [[String: Any]]
        #expect(array?.map { $0["source"] as? String } == ["lookup", "lookup", "lookup", "lookup"])
        #expect(array?.map { $0["outcome"] as? String } == ["not-found", "not-found", "not-found", "merged"])
        #expect(array?.last?["mbid"] as? String == merged.description)
        #expect((array?.last?["entity"] as? [String: Any])?["title"] as? String == "Violin Concertos")
        #expect(try await scope.log().count == 6)
    }

    @Test("mbz lookup of 120 MBIDs behind a 4 KiB gateway prints every item, and exits 1 for the one that failed")
    func bulkLookupBends() async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<120).map(BulkResolutionTests.mbid)
        let gone = ids[30]
        let broken = ids[110]
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"),
                responses: [.init(behavior: "bulk_search", missing: [gone.description, broken.description])],
                maxRequestLine: 4_096),
            .init(
                method: "GET", path: scope.path("release/\(broken)"),
                responses: [.json(Data(#"{"error": "Invalid mbid."}"#.utf8), status: 400)]),
        ])
        let arguments = ["lookup", "release"] + ids.map(\.description) + ["--base-url", scope.baseURL.absoluteString]
        let result = try await CommandRunner.mbz(arguments)
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stdout.components(separatedBy: "  from: search").count == 119)
        #expect(result.stdout.contains("release: Item \(ids[119])\n  from: search\n  id: \(ids[119])"))
        #expect(result.stdout.contains("release \(gone): not found\n"))
        #expect(
            result.stdout.contains(
                "release \(broken): failed: The server refused the request as invalid (HTTP 400). server said: Invalid mbid. (badRequest)\n"
            ))
        #expect(result.stderr.contains("release: 118/120 resolved, 1 not found, 1 failed"))
        let json = try await CommandRunner.mbz(arguments + ["--json", "--no-cache"])
        #expect(json.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 120)
        let failed = try #require(array.first { $0["mbid"] as? String == broken.description })
        #expect(failed["outcome"] as? String == "failed")
        #expect((failed["error"] as? [String: Any])?["code"] as? String == "badRequest")
        #expect((failed["error"] as? [String: Any])?["status"] as? Int == 400)
        #expect(array.first { $0["mbid"] as? String == gone.description }?["outcome"] as? String == "not-found")
    }

    @Test("--record and --replay go around the default cache: a warm cache does not hide an exchange")
    func recordBypassesDefaultCache() async throws {
        let scope = try await serveAlbum()
        let cache = try CacheTestSupport.directory()
        let environment = ["MBZ_CACHE_DIR": cache.path]
        let warm = try await CommandRunner.mbz(
            ["album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString], environment: environment)
        #expect(warm.status == 0, "stderr: \(warm.stderr)")
        let recording = try CacheTestSupport.directory()
        let recorded = try await CommandRunner.mbz(
            ["album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString, "--record", recording.path],
            environment: environment)
        #expect(recorded.status == 0, "stderr: \(recorded.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: recording.path).count == 2)
        #expect(try await scope.log().count == 4)
    }

    @Test("mbz --record writes the exchanges, --replay answers from them with the server gone silent")
    func recordAndReplay() async throws {
        let scope = try await serveAlbum()
        let recording = try CacheTestSupport.directory()
        let recorded = try await album(scope, ["--record", recording.path, "--no-cache"])
        #expect(recorded.status == 0, "stderr: \(recorded.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: recording.path).sorted()
        #expect(files == ["0001-GET-release.json", "0002-GET-\(Self.releaseID).json"])
        #expect(try await scope.log().count == 2)
        let replayed = try await album(scope, ["--replay", recording.path, "--no-cache"])
        #expect(replayed.status == 0, "stderr: \(replayed.stderr)")
        #expect(replayed.stdout == recorded.stdout)
        #expect(try await scope.log().count == 2)
        // Another album was not recorded: the replay names the request it could not match.
        let other = try await CommandRunner.mbz(
            ["album", "Rumours", "--base-url", scope.baseURL.absoluteString, "--replay", recording.path, "--no-cache"])
        #expect(other.status == 1)
        #expect(other.stderr.contains("No recorded exchange in \(recording.path) matches GET "), "\(other.stderr)")
        #expect(try await scope.log().count == 2)
    }
}

extension URL {
    /// This URL with a query.
    func appendingQuery(_ query: String) -> URL {
        var components = URLComponents(url: self, resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = query
        return components?.url ?? self
    }
}
