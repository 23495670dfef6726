import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// Paging over the loopback server: the offset advances by the items actually returned, the
/// iteration stops at the latest reported count or an empty page, every item comes once, each
/// page goes through the rate limiter, and cancelling stops before the next request.
@Suite struct PageSequenceTests {
    static let artist = MBID("3088b672-fba9-4b4b-8ae0-dce13babfbb4")!

    static func mbid(_ n: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", n) }

    static func releasePage(_ numbers: ClosedRange<Int>?, count: Int, offset: Int) -> Data {
        let items = (numbers.map(Array.init) ?? []).map { #"{"id":"\#(mbid($0))","title":"Release \#($0)"}"# }
        return Data(
            #"{"release-count":\#(count),"release-offset":\#(offset),"releases":[\#(items.joined(separator: ","))]}"#
                .utf8)
    }

    static func recordingSearchPage(_ numbers: ClosedRange<Int>?, count: Int, offset: Int) -> Data {
        let items = (numbers.map(Array.init) ?? []).map {
            #"<recording id="\#(mbid($0))" ns2:score="\#(100 - $0)"><title>Recording \#($0)</title></recording>"#
        }
        return Data(
            #"""
            <?xml version="1.0" encoding="UTF-8"?><metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#" xmlns:ns2="http://musicbrainz.org/ns/ext#-2.0" created="2026-01-01T00:00:00.000Z"><recording-list count="\#(count)" offset="\#(offset)">\#(items.joined())</recording-list></metadata>
            """#.utf8)
    }

    /// Counts the permissions the client asks for: one per request sent.
    actor CountingLimiter: RateLimiter {
        private(set) var permissions = 0
        func waitForPermission() async throws { permissions += 1 }
        func pause(for duration: Duration) async {}
    }

    func client(
        _ scope: LoopbackServer.Scope, format: ResponseFormat = .json, limiter: CountingLimiter
    ) -> MusicBrainzClient {
        MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, format: format, rateLimit: .custom(limiter),
                retryPolicy: .none),
            transport: URLSessionTransport())
    }

    @Test("a browse pages by the items returned, through a short page and a count that grows, each item once")
    func browsePages() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", query: ["offset": "0"], .json(Self.releasePage(1...3, count: 7, offset: 0)))
        // Shorter than the limit (a release browse with recordings can do that).
        try await scope.get("release", query: ["offset": "3"], .json(Self.releasePage(4...5, count: 7, offset: 3)))
        // The count changes mid-way: an eighth release appeared.
        try await scope.get("release", query: ["offset": "5"], .json(Self.releasePage(6...7, count: 8, offset: 5)))
        try await scope.get("release", query: ["offset": "7"], .json(Self.releasePage(8...8, count: 8, offset: 7)))
        let limiter = CountingLimiter()
        let client = client(scope, limiter: limiter)

        var titles: [String] = []
        var progress: [String] = []
        let request = BrowseRequest<Release>(linkedTo: .artist(Self.artist), limit: 3, statuses: [.official])
        for try await page in client.pages(of: request) {
            titles += page.items.map(\.title)
            progress.append("\(page.nextOffset)/\(page.totalCount)")
        }
        #expect(titles == (1...8).map { "Release \($0)" })
        #expect(progress == ["3/7", "5/7", "7/8", "8/8"])

        let log = try await scope.log()
        #expect(log.map { $0.query["offset"]?.first } == ["0", "3", "5", "7"])
        #expect(log.allSatisfy { $0.query["limit"] == ["3"] && $0.query["artist"] == [Self.artist.description] })
        #expect(log.allSatisfy { $0.query["status"] == ["official"] })
        #expect(await limiter.permissions == 4)
    }

    @Test("browseAll yields every item once, in order")
    func browseAllItems() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", query: ["offset": "0"], .json(Self.releasePage(1...3, count: 5, offset: 0)))
        try await scope.get("release", query: ["offset": "3"], .json(Self.releasePage(4...5, count: 5, offset: 3)))
        let client = client(scope, limiter: CountingLimiter())
        var ids: [String] = []
        for try await release in client.browseAll(Release.self, linkedTo: .label(Self.artist), limit: 3) {
            ids.append(release.id.description)
        }
        #expect(ids == (1...5).map(Self.mbid))
        #expect(Set(ids).count == 5)
        #expect(try await scope.log().count == 2)
    }

    @Test("browse and browseAll send every filter BrowseRequest takes, release-group-status included")
    func convenienceFilters() async throws {
        let scope = try LoopbackServer.start().scope()
        let empty = Data(#"{"release-group-count":1,"release-group-offset":0,"release-groups":[]}"#.utf8)
        try await scope.get("release-group", .json(empty))
        let client = client(scope, limiter: CountingLimiter())
        let page = try await client.browse(
            ReleaseGroup.self, linkedTo: .artist(Self.artist), types: [.album], releaseGroupStatus: .websiteDefault,
            limit: 10)
        #expect(page.items.isEmpty)
        for try await _ in client.browseAll(
            ReleaseGroup.self, linkedTo: .artist(Self.artist), types: [.album], releaseGroupStatus: .websiteDefault,
            limit: 50)
        {}
        let log = try await scope.log()
        #expect(log.map { $0.query["release-group-status"] } == [["website-default"], ["website-default"]])
        #expect(log.map { $0.query["type"] } == [["album"], ["album"]])
        #expect(log.map { $0.query["limit"] } == [["10"], ["50"]])
        // A release-group browse takes no release status filter: the refusal names the way that works.
        let refused = await #expect(throws: MusicBrainzError.self) {
            _ = try await client.browse(ReleaseGroup.self, linkedTo: .artist(Self.artist), statuses: [.official])
        }
        #expect(refused?.code == .invalidRequest)
        #expect(refused?.message.contains("releaseGroupStatus") == true)
        #expect(try await scope.log().count == 2)
    }

    @Test("searchAll sends Lucene text as written, like search")
    func searchAllRawLucene() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "recording", query: ["offset": "0"], .xml(Self.recordingSearchPage(1...2, count: 2, offset: 0)))
        let client = client(scope, format: .xml, limiter: CountingLimiter())
        var titles: [String] = []
        for try await hit in client.searchAll(Recording.self, query: #"recording:"we will" AND arid:x*"#, limit: 5) {
            titles.append(hit.item.title)
        }
        #expect(titles == ["Recording 1", "Recording 2"])
        let log = try await scope.log()
        #expect(log.map { $0.query["query"] } == [[#"recording:"we will" AND arid:x*"#]])
        #expect(log.map { $0.query["limit"] } == [["5"]])
    }

    @Test("a search stops at an empty page even when the count says there is more, and at a count that shrinks")
    func searchStops() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get(
            "recording", query: ["offset": "0"], .xml(Self.recordingSearchPage(1...2, count: 10, offset: 0)))
        try await scope.get(
            "recording", query: ["offset": "2"], .xml(Self.recordingSearchPage(nil, count: 10, offset: 2)))
        let client = client(scope, format: .xml, limiter: CountingLimiter())
        var hits: [SearchResult<Recording>] = []
        for try await hit in client.searchAll(Recording.self, query: .field(.recording, "love"), limit: 2) {
            hits.append(hit)
        }
        #expect(hits.map(\.item.title) == ["Recording 1", "Recording 2"])
        #expect(hits.map(\.score) == [99, 98])
        #expect(try await scope.log().map { $0.query["offset"]?.first } == ["0", "2"])

        let shrinking = try LoopbackServer.start().scope()
        try await shrinking.get(
            "recording", query: ["offset": "0"], .xml(Self.recordingSearchPage(1...2, count: 9, offset: 0)))
        try await shrinking.get(
            "recording", query: ["offset": "2"], .xml(Self.recordingSearchPage(3...4, count: 4, offset: 2)))
        let count = try await self.client(shrinking, format: .xml, limiter: CountingLimiter())
            .pages(of: SearchRequest<Recording>(.text("love"), limit: 2)).reduce(0) { $0 + $1.items.count }
        #expect(count == 4)
        #expect(try await shrinking.log().count == 2)
    }

    @Test("cancelling the task ends the paging before the next request")
    func cancellation() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", query: ["offset": "0"], .json(Self.releasePage(1...3, count: 9, offset: 0)))
        try await scope.get("release", query: ["offset": "3"], .json(Self.releasePage(4...6, count: 9, offset: 3)))
        let client = client(scope, limiter: CountingLimiter())
        let task = Task {
            var pages = 0
            for try await _ in client.pages(of: BrowseRequest<Release>(linkedTo: .artist(Self.artist), limit: 3)) {
                pages += 1
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return pages
        }
        let error = await #expect(throws: MusicBrainzError.self) { _ = try await task.value }
        #expect(error?.code == .cancelled)
        #expect(try await scope.log().count == 1)
    }

    @Test("a refused page request ends the iteration with the error, before any I/O")
    func invalidRequest() async throws {
        let (client, transport) = TestClients.mock { _ in TestClients.response(200, "application/json", "{}") }
        var iterator = client.pages(of: BrowseRequest<Release>(linkedTo: .area(Self.artist), limit: 0))
            .makeAsyncIterator()
        let error = await #expect(throws: MusicBrainzError.self) { _ = try await iterator.next() }
        #expect(error?.code == .invalidRequest)
        #expect(try await iterator.next() == nil)
        #expect(transport.requests.isEmpty)
    }

    @Test("a server that ignores offset and repeats a page ends the paging with pagingStalled, not a loop")
    func stalledServer() async throws {
        let scope = try LoopbackServer.start().scope()
        // Whatever the offset, the same two releases and a count of a million.
        try await scope.get("release", .json(Self.releasePage(1...2, count: 1_000_000, offset: 0)))
        let client = client(scope, limiter: CountingLimiter())
        var titles: [String] = []
        let error = await #expect(throws: MusicBrainzError.self) {
            for try await page in client.pages(of: BrowseRequest<Release>(linkedTo: .artist(Self.artist), limit: 2)) {
                titles += page.items.map(\.title)
            }
        }
        #expect(error?.code == .pagingStalled)
        // The first page and one repeat were returned; the third identical page stopped it.
        #expect(titles == ["Release 1", "Release 2", "Release 1", "Release 2"])
        #expect(try await scope.log().map { $0.query["offset"]?.first } == ["0", "2", "4"])
    }

    @Test("a server that ignores offset and alternates between two pages ends with pagingStalled")
    func alternatingServer() async throws {
        let scope = try LoopbackServer.start().scope()
        // Pages A, B, A, B, … whatever the offset, claiming two billion releases.
        try await scope.get(
            "release",
            .json(Self.releasePage(1...2, count: 2_000_000_000, offset: 0)),
            .json(Self.releasePage(3...4, count: 2_000_000_000, offset: 0)),
            .json(Self.releasePage(1...2, count: 2_000_000_000, offset: 0)),
            .json(Self.releasePage(3...4, count: 2_000_000_000, offset: 0)),
            .json(Self.releasePage(1...2, count: 2_000_000_000, offset: 0)))
        let client = client(scope, limiter: CountingLimiter())
        var titles: [String] = []
        let error = await #expect(throws: MusicBrainzError.self) {
            for try await release in client.browseAll(Release.self, linkedTo: .artist(Self.artist), limit: 2) {
                titles.append(release.title)
            }
        }
        #expect(error?.code == .pagingStalled)
        #expect(titles == (1...4).map { "Release \($0)" } + ["Release 1", "Release 2"])
        #expect(try await scope.log().count == 4)
    }

    @Test("one repeated page (data shifting under limit 1) is returned and paging goes on")
    func singleRepeatIsTolerated() async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", query: ["offset": "0"], .json(Self.releasePage(1...1, count: 3, offset: 0)))
        try await scope.get("release", query: ["offset": "1"], .json(Self.releasePage(1...1, count: 3, offset: 1)))
        try await scope.get("release", query: ["offset": "2"], .json(Self.releasePage(2...2, count: 3, offset: 2)))
        let client = client(scope, limiter: CountingLimiter())
        var titles: [String] = []
        for try await release in client.browseAll(Release.self, linkedTo: .artist(Self.artist), limit: 1) {
            titles.append(release.title)
        }
        #expect(titles == ["Release 1", "Release 1", "Release 2"])
    }

    @Test("extreme offsets: a server's Int.max offset saturates and an offset past 2147483647 is refused")
    func extremeOffsets() async throws {
        let page = try JSONDecoder().decode(
            BrowseResults<Release>.self,
            from: Data(
                #"{"release-count":5,"release-offset":9223372036854775807,"releases":[{"id":"\#(Self.mbid(1))","title":"x"}]}"#
                    .utf8))
        #expect(page.offset == Int.max)
        #expect(page.nextOffset == Int.max)
        #expect(page.isLastPage)

        let (client, transport) = TestClients.mock { _ in TestClients.response(200, "application/json", "{}") }
        let tooFar = BrowseRequest<Release>(linkedTo: .artist(Self.artist), offset: Int(Int32.max) + 1)
        let error = await #expect(throws: MusicBrainzError.self) { _ = try await client.send(tooFar) }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.contains("2147483647") == true)
        #expect(transport.requests.isEmpty)

        // Starting at the largest offset: the page is fetched, the next offset is refused, no trap.
        let scope = try LoopbackServer.start().scope()
        try await scope.get("release", .json(Self.releasePage(1...2, count: Int(Int32.max) + 10, offset: 0)))
        let last = BrowseRequest<Release>(linkedTo: .artist(Self.artist), offset: Int(Int32.max))
        var iterator = self.client(scope, limiter: CountingLimiter()).pages(of: last).makeAsyncIterator()
        #expect(try await iterator.next()?.items.count == 2)
        let next = await #expect(throws: MusicBrainzError.self) { _ = try await iterator.next() }
        #expect(next?.code == .invalidRequest)
        #expect(try await scope.log().map { $0.query["offset"]?.first } == ["2147483647"])
    }
}
