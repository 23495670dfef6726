import Foundation
import MusicBrainz
import Testing

/// Bulk resolution against the loopback server: searches ORing up to 100 MBIDs, lookups for
/// the rest (a merged MBID, one that does not exist), ISRCs and barcodes, progress,
/// cancellation.
@Suite struct BulkResolutionTests {
    /// MBIDs made from a number, such as `00000000-0000-4000-8000-000000000007`.
    static func mbid(_ number: Int) -> MBID {
        MBID(String(format: "00000000-0000-4000-8000-%012d", number))!
    }

    static func releaseJSON(_ id: MBID, title: String, barcode: String? = nil) -> String {
        let barcode = barcode.map { #", "barcode": "\#($0)""# } ?? ""
        return #"{"id": "\#(id)", "score": 100, "title": "\#(title)"\#(barcode)}"#
    }

    static func searchPage(_ key: String, _ items: [String], count: Int? = nil, offset: Int = 0) -> Data {
        Data(
            #"{"created": "2026-01-01T00:00:00.000Z", "count": \#(count ?? items.count), "offset": \#(offset), "\#(key)": [\#(items.joined(separator: ", "))]}"#
                .utf8)
    }

    func client(
        _ scope: LoopbackServer.Scope, _ kind: TestTransports.Kind = TestTransports.urlSession
    )
        -> MusicBrainzClient
    {
        MusicBrainzClient(
            configuration: .init(
                baseURL: scope.baseURL, userAgent: TestClients.userAgent, rateLimit: .unlimited, retryPolicy: .none),
            transport: kind.make())
    }

    @Test("250 release MBIDs take 3 searches and a lookup for each one the searches missed")
    func releasesWithFallbacks() async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<250).map(Self.mbid)
        let merged = ids[7]
        let missing = ids[150]
        let target = Self.mbid(9_999)
        var routes: [LoopbackServer.Route] = []
        for start in stride(from: 0, to: 250, by: 100) {
            let batch = ids[start..<min(start + 100, 250)].filter { $0 != merged && $0 != missing }
            let items = batch.map { Self.releaseJSON($0, title: "Release \($0.description.suffix(3))") }
            routes.append(
                .init(
                    method: "GET", path: scope.path("release"), queryContains: ["query": "reid:(\(ids[start]) OR"],
                    responses: [.json(Self.searchPage("releases", items))]))
        }
        routes.append(
            .init(
                method: "GET", path: scope.path("release/\(merged)"),
                responses: [.json(Data(Self.releaseJSON(target, title: "Merged into").utf8))]))
        try await scope.register(routes)
        var items: [BulkResolutionItem<MBID, Release>] = []
        for try await item in client(scope).resolve(Release.self, ids: ids + [ids[3]]) { items.append(item) }
        #expect(items.count == 250)
        #expect(Set(items.map(\.identifier)) == Set(ids))
        #expect(items.map(\.progress.done) == Array(1...250))
        #expect(items.allSatisfy { $0.progress.total == 250 })
        let bySource = Dictionary(grouping: items, by: \.source)
        #expect(bySource[.search]?.count == 248)
        #expect(bySource[.lookup]?.map(\.identifier) == [merged, missing])
        let mergedItem = try #require(items.first { $0.identifier == merged })
        #expect(mergedItem.value?.id == target)
        #expect(mergedItem.value?.title == "Merged into")
        #expect(items.first { $0.identifier == missing }?.value == nil)
        #expect(items.first { $0.identifier == ids[42] }?.value?.title == "Release 042")
        let log = try await scope.log()
        #expect(log.count == 5)
        let searches = log.filter { $0.path == scope.path("release") }
        #expect(searches.count == 3)
        #expect(searches.allSatisfy { $0.query["limit"] == ["100"] })
        #expect(searches.first?.query["query"]?.first?.hasPrefix("reid:(\(ids[0]) OR \(ids[1]) OR") == true)
        #expect(searches.allSatisfy { $0.rawPath.count + $0.rawQuery.count < 7_500 })
    }

    @Test(
        "each entity type searches its index's own ID field",
        arguments: ["release-group", "recording", "artist", "label", "work"])
    func ownIDFields(index: String) async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<3).map(Self.mbid)
        let key = [
            "release-group": "release-groups", "recording": "recordings", "artist": "artists", "label": "labels",
            "work": "works",
        ][index]!
        let field = ["release-group": "rgid", "recording": "rid", "artist": "arid", "label": "laid", "work": "wid"][
            index]!
        let name = index == "artist" || index == "label" ? "name" : "title"
        let items = ids.map { #"{"id": "\#($0)", "score": 100, "\#(name)": "n"}"# }
        try await scope.register([
            .init(method: "GET", path: scope.path(index), responses: [.json(Self.searchPage(key, items))])
        ])
        let client = client(scope)
        var count = 0
        switch index {
        case "release-group":
            for try await item in client.resolve(ReleaseGroup.self, ids: ids) where item.value != nil { count += 1 }
        case "recording":
            for try await item in client.resolve(Recording.self, ids: ids) where item.value != nil { count += 1 }
        case "artist":
            for try await item in client.resolve(Artist.self, ids: ids) where item.value != nil { count += 1 }
        case "label": for try await item in client.resolve(Label.self, ids: ids) where item.value != nil { count += 1 }
        default: for try await item in client.resolve(Work.self, ids: ids) where item.value != nil { count += 1 }
        }
        #expect(count == 3)
        let log = try await scope.log()
        #expect(log.count == 1)
        #expect(log.first?.query["query"] == ["\(field):(\(ids[0]) OR \(ids[1]) OR \(ids[2]))"])
    }

    @Test("lookupsOnly looks every MBID up with its includes")
    func lookupsOnly() async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<2).map(Self.mbid)
        for id in ids {
            try await scope.get("release/\(id)", .json(Data(Self.releaseJSON(id, title: "Full").utf8)))
        }
        var sources: [BulkResolutionItem<MBID, Release>.Source] = []
        for try await item in client(scope).resolve(Release.self, ids: ids, including: [.labels], lookupsOnly: true) {
            sources.append(item.source)
        }
        #expect(sources == [.lookup, .lookup])
        let log = try await scope.log()
        #expect(log.map(\.rawQuery) == ["inc=labels&fmt=json", "inc=labels&fmt=json"])
    }

    @Test("iteration sends requests only as items are asked for, and stops on cancellation")
    func stopsWhenAskedTo() async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<300).map(Self.mbid)
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"),
                responses: [
                    .json(Self.searchPage("releases", ids.prefix(100).map { Self.releaseJSON($0, title: "t") }))
                ])
        ])
        let client = client(scope)
        for try await item in client.resolve(Release.self, ids: ids) {
            #expect(item.progress == BulkProgress(done: 1, total: 300))
            break
        }
        #expect(try await scope.log().count == 1)
        let task = Task {
            var seen = 0
            for try await _ in client.resolve(Release.self, ids: ids) {
                seen += 1
                if seen == 100 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return seen
        }
        let error = await #expect(throws: MusicBrainzError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(try await scope.log().count == 2)
    }

    @Test("ISRCs resolve through recording searches, every page, and an ISRC lookup for the rest")
    func isrcs() async throws {
        let scope = try LoopbackServer.start().scope()
        let known = ISRC("GBAAA0300123")!
        let shared = ISRC("USRC17607839")!
        let unindexed = ISRC("DEA123456789")!
        func recording(_ number: Int, _ isrcs: [ISRC]) -> String {
            let list = isrcs.map { "\"\($0)\"" }.joined(separator: ", ")
            return #"{"id": "\#(Self.mbid(number))", "score": 100, "title": "r\#(number)", "isrcs": [\#(list)]}"#
        }
        try await scope.register([
            .init(
                method: "GET", path: scope.path("recording"), query: ["offset": "2"],
                responses: [.json(Self.searchPage("recordings", [recording(3, [shared])], count: 3, offset: 2))]),
            .init(
                method: "GET", path: scope.path("recording"),
                responses: [
                    .json(
                        Self.searchPage(
                            "recordings", [recording(1, [known]), recording(2, [shared, known])], count: 3))
                ]),
            .init(
                method: "GET", path: scope.path("isrc/\(unindexed)"),
                responses: [
                    .json(
                        Data(
                            #"{"isrc": "\#(unindexed)", "recordings": [{"id": "\#(Self.mbid(4))", "title": "r4"}]}"#
                                .utf8))
                ]),
        ])
        var results: [ISRC: [MBID]] = [:]
        var sources: [ISRC: BulkResolutionItem<ISRC, [Recording]>.Source] = [:]
        for try await item in client(scope).resolve(isrcs: [known, shared, unindexed]) {
            results[item.identifier] = item.value?.map(\.id)
            sources[item.identifier] = item.source
        }
        #expect(results[known] == [Self.mbid(1), Self.mbid(2)])
        #expect(results[shared] == [Self.mbid(2), Self.mbid(3)])
        #expect(results[unindexed] == [Self.mbid(4)])
        #expect(sources == [known: .search, shared: .search, unindexed: .lookup])
        let log = try await scope.log()
        #expect(log.count == 3)
        #expect(log.first?.query["query"] == ["isrc:(\(known) OR \(shared) OR \(unindexed))"])
    }

    @Test("barcodes resolve through release searches; leading zeros do not matter; unknown ones have no value")
    func barcodes() async throws {
        let scope = try LoopbackServer.start().scope()
        let upc = Barcode("724383557622")!
        let unknown = Barcode("4942463511227")!
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"),
                responses: [
                    .json(
                        Self.searchPage(
                            "releases", [Self.releaseJSON(Self.mbid(1), title: "a", barcode: "0724383557622")]))
                ])
        ])
        var results: [Barcode: [MBID]?] = [:]
        for try await item in client(scope).resolve(barcodes: [upc, unknown]) {
            let ids: [MBID]? = item.value?.map(\.id)
            results[item.identifier] = .some(ids)
        }
        #expect(results[upc] == .some([Self.mbid(1)]))
        #expect(results[unknown] == .some(nil))
        #expect(try await scope.log().count == 1)
    }

    @Test(
        "a gateway refusing request lines over 4 KiB: 120 MBIDs still resolve, each with its outcome",
        arguments: TestTransports.all)
    func splitsOnTooLong(kind: TestTransports.Kind) async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<120).map(Self.mbid)
        let merged = ids[7]
        let gone = ids[50]
        let broken = ids[90]
        let target = Self.mbid(9_999)
        var notFound = LoopbackServer.Response.json(Data(#"{"error": "Not Found"}"#.utf8), status: 404)
        notFound.headers["X-Test"] = "gone"
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"),
                responses: [
                    .init(behavior: "bulk_search", missing: [merged, gone, broken].map(\.description))
                ], maxRequestLine: 4_096),
            .init(
                method: "GET", path: scope.path("release/\(merged)"),
                responses: [.json(Data(Self.releaseJSON(target, title: "Merged into").utf8))]),
            .init(method: "GET", path: scope.path("release/\(gone)"), responses: [notFound]),
            .init(
                method: "GET", path: scope.path("release/\(broken)"),
                responses: [.json(Data(#"{"error": "boom"}"#.utf8), status: 500)]),
        ])
        var items: [BulkResolutionItem<MBID, Release>] = []
        for try await item in client(scope, kind).resolve(Release.self, ids: ids) { items.append(item) }
        #expect(items.map(\.identifier).sorted { $0.description < $1.description } == ids)
        #expect(items.map(\.progress.done) == Array(1...120))
        let outcomes = Dictionary(uniqueKeysWithValues: items.map { ($0.identifier, $0.outcome) })
        #expect(outcomes[merged] == .merged(into: target))
        #expect(outcomes[gone] == .notFound)
        let failure = try #require(items.first { $0.identifier == broken }?.error)
        #expect(failure.code == .serverError)
        #expect(failure.statusCode == 500)
        #expect(items.first { $0.identifier == broken }?.value == nil)
        let found = items.filter { $0.outcome == .found }
        #expect(found.count == 117)
        #expect(found.allSatisfy { $0.value?.id == $0.identifier && $0.value?.title == "Item \($0.identifier)" })
        #expect(items.first { $0.identifier == merged }?.value?.title == "Merged into")
        let log = try await scope.log()
        let searches = log.filter { $0.path == scope.path("release") }
        // 100 MBIDs refused, then halves of 50 (the first 50, the next 50, the last 20).
        #expect(searches.map { $0.tooLong == true } == [true, false, false, false])
        let counts = searches.map { ($0.query["query"]?.first ?? "").components(separatedBy: " OR ").count }
        #expect(counts == [100, 50, 50, 20])
        #expect(searches.dropFirst().allSatisfy { $0.rawPath.count + $0.rawQuery.count < 4_000 })
        #expect(log.count == 7)
    }

    @Test("a refused single search fails only its items when there is no lookup to fall back on")
    func tooLongWithoutLookup() async throws {
        let scope = try LoopbackServer.start().scope()
        let barcodes = (0..<4).map { Barcode(String(format: "12345678%02d", $0))! }
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"),
                responses: [.text("<html>too long</html>", status: 414, contentType: "text/html")])
        ])
        var outcomes: [Barcode: BulkResolutionItem<Barcode, [Release]>.Outcome] = [:]
        for try await item in client(scope).resolve(barcodes: barcodes) { outcomes[item.identifier] = item.outcome }
        #expect(outcomes.count == 4)
        for outcome in outcomes.values {
            guard case .failed(let error) = outcome else {
                Issue.record("expected a failure, got \(outcome)")
                continue
            }
            #expect(error.code == .badRequest)
            #expect(error.statusCode == 414)
        }
        // 4, then 2 + 2, then 1 + 1 + 1 + 1.
        #expect(try await scope.log().count == 7)
    }

    @Test("a failed search fails its batch's items and the next batch still goes out")
    func failedBatchDoesNotEndTheRest() async throws {
        let scope = try LoopbackServer.start().scope()
        let ids = (0..<150).map(Self.mbid)
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"), queryContains: ["query": "reid:(\(ids[0]) OR"],
                responses: [.json(Data(#"{"error": "search is down"}"#.utf8), status: 502)]),
            .init(method: "GET", path: scope.path("release"), responses: [.init(behavior: "bulk_search")]),
        ])
        var items: [BulkResolutionItem<MBID, Release>] = []
        for try await item in client(scope).resolve(Release.self, ids: ids) { items.append(item) }
        #expect(items.count == 150)
        #expect(items.prefix(100).allSatisfy { $0.error?.statusCode == 502 && $0.source == .search })
        #expect(items.suffix(50).allSatisfy { $0.outcome == .found })
        #expect(try await scope.log().count == 2)
    }
}
