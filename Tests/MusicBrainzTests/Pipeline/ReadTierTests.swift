import Foundation
import MusicBrainz
import MusicBrainzDumps
import Testing

/// Read tiers on loopback: a cache, a local dump, a mirror that lacks one release and lags on
/// another, and the server; each answer says its tier, and no write reaches the mirror.
@Suite struct ReadTierTests {
    /// Collects a client's events.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [RequestEvent] = []
        func add(_ event: RequestEvent) { lock.withLock { events.append(event) } }
        func take() -> [RequestEvent] {
            lock.withLock {
                defer { events = [] }
                return events
            }
        }
    }

    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    static func json(_ data: Data, lastModified: Date? = nil) -> LoopbackServer.Response {
        var response = LoopbackServer.Response.json(data)
        if let lastModified { response.headers["Last-Modified"] = httpDate(lastModified) }
        return response
    }

    @Test("reads climb cache, local dump, mirror and server; each answer says its tier; no write reaches the mirror")
    func climbs() async throws {
        let loopback = try LoopbackServer.start()
        let server = loopback.scope()
        let mirror = loopback.scope()
        let lines = DumpTestFiles.releaseLines(4)
        let (missing, lagging, fresh, dumped) = (lines[0], lines[1], lines[2], lines[3])
        // The server has every release; the mirror lacks the first, lags 90 days on the second.
        for line in lines { try await server.get("release/\(line.id)", Self.json(line.json)) }
        try await mirror.get(
            "release/\(lagging.id)", Self.json(lagging.json, lastModified: Date().addingTimeInterval(-90 * 86_400)))
        try await mirror.get("release/\(fresh.id)", Self.json(fresh.json, lastModified: Date()))
        try await server.register([
            .init(
                method: "POST", path: server.path("tag"),
                responses: [.xml(Data("<metadata><message><text>OK</text></message></metadata>".utf8))],
                auth: .init(bearer: ["token"]))
        ])
        // A local dump holding the fourth, made yesterday.
        let directory = try DumpTestFiles.directory("tiers")
        let dumpFile = directory.appendingPathComponent("release")
        try dumped.json.write(to: dumpFile)
        let stamp = DateFormatter()
        stamp.locale = Locale(identifier: "en_US_POSIX")
        stamp.timeZone = TimeZone(identifier: "GMT")
        stamp.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSSSS'+00'"
        let yesterday = stamp.string(from: Date().addingTimeInterval(-86_400))
        try Data((yesterday + "\n").utf8).write(to: directory.appendingPathComponent("TIMESTAMP"))
        try await DumpIndex.build(for: dumpFile)

        let events = Events()
        var configuration = MusicBrainzClient.Configuration(
            baseURL: server.baseURL, userAgent: UserAgent(application: "Tiers", version: "1", contact: "t@example.org"),
            rateLimit: .unlimited, retryPolicy: .none)
        configuration.readTiers = [
            .cache(ResponseCache(store: MemoryResponseStore())),
            .localDump(try LocalDumpMiddleware(directory: directory)),
            .mirror(mirror.baseURL, rateLimit: .unlimited, retryPolicy: .none),
        ]
        configuration.maximumAge = .seconds(30 * 86_400)
        configuration.eventHandler = { events.add($0) }
        let client = MusicBrainzClient(configuration: configuration)

        func read(_ line: DumpTestFiles.Line) async throws -> (answered: String?, skipped: [String]) {
            let release = try await client.lookup(Release.self, id: line.id)
            #expect(release.title == line.title)
            let seen = events.take()
            let answered = seen.filter { $0.kind == .tierAnswered }
            #expect(answered.count == 1, "\(seen.map(\.description))")
            return (answered.first?.source, seen.filter { $0.kind == .tierSkipped }.map(\.description))
        }
        let mirrorName = "mirror 127.0.0.1:\(loopback.port)"
        let first = try await read(missing)
        #expect(first.answered == "server 127.0.0.1")
        #expect(first.skipped == ["the \(mirrorName) has no answer (404); trying the next tier"])
        let second = try await read(lagging)
        #expect(second.answered == "server 127.0.0.1")
        #expect(second.skipped.count == 1)
        #expect(second.skipped.first?.contains("older than allowed") == true)
        let third = try await read(fresh)
        #expect(third.answered == mirrorName)
        #expect(third.skipped.isEmpty)
        let fourth = try await read(dumped)
        #expect(fourth.answered == "local dump")
        let again = try await read(fresh)
        #expect(again.answered == "cache")

        // A write, and a read signed in: both to the server, neither to the mirror.
        var signedIn = configuration
        signedIn.credentials = .bearer("token")
        let editor = MusicBrainzClient(configuration: signedIn)
        _ = try await editor.send(try TagSubmission(.upvote, ["tiers"], on: Release.self, id: fresh.id))
        _ = try await editor.lookup(Release.self, id: lagging.id)
        let mirrorLog = try await mirror.log()
        #expect(mirrorLog.allSatisfy { $0.method == "GET" })
        #expect(mirrorLog.count == 3, "\(mirrorLog.map(\.method))")  // the first three reads, once each
        let serverLog = try await server.log()
        #expect(serverLog.map(\.method).filter { $0 == "POST" }.count == 1)
        #expect(serverLog.filter { $0.method == "GET" }.count == 3)  // missing, lagging, lagging signed in
    }

    @Test("a mirror that refuses connections is a failure: the server answers")
    func deadMirror() async throws {
        let server = try LoopbackServer.start().scope()
        let line = DumpTestFiles.releaseLines(1)[0]
        try await server.get("release/\(line.id)", Self.json(line.json))
        let events = Events()
        var configuration = MusicBrainzClient.Configuration(
            baseURL: server.baseURL, userAgent: UserAgent(application: "Tiers", version: "1", contact: "t@example.org"),
            rateLimit: .unlimited, retryPolicy: .none)
        // Port 9 (discard) on loopback: nothing listens there.
        configuration.readTiers = [.mirror(URL(string: "http://127.0.0.1:9/ws/2")!, rateLimit: .unlimited)]
        configuration.eventHandler = { events.add($0) }
        let release = try await MusicBrainzClient(configuration: configuration).lookup(Release.self, id: line.id)
        #expect(release.id == line.id)
        let seen = events.take()
        let skipped = seen.first { $0.kind == .tierSkipped }
        #expect(skipped?.error?.code == .transportFailed, "\(seen.map(\.description))")
        #expect(seen.last?.kind == .tierAnswered)
        #expect(seen.last?.source == "server 127.0.0.1")
    }

    @Test("mbz --mirror sends reads to the mirror first and --verbose says which tier answered")
    func commandLine() async throws {
        let loopback = try LoopbackServer.start()
        let server = loopback.scope()
        let mirror = loopback.scope()
        let line = DumpTestFiles.releaseLines(1)[0]
        try await mirror.get("release/\(line.id)", Self.json(line.json))
        let result = try await CommandRunner.mbz([
            "lookup", "release", line.id.description, "--base-url", server.baseURL.absoluteString, "--mirror",
            mirror.baseURL.absoluteString, "--no-cache", "--verbose",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(line.title))
        #expect(result.stderr.contains("answered by the mirror 127.0.0.1:\(loopback.port)"), "\(result.stderr)")
        #expect(try await server.log().isEmpty)
    }
}
