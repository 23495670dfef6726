import Foundation
import MusicBrainz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The soak: many lookups in a row (sequential, or from several callers at once) against a
/// loopback server that answers every request with the same release, printing the rate and the
/// resident set every `every` lookups. A lookup that takes longer than `stallLimit` is a stall.
///
/// The resident set is read from `/proc/self/statm` first thing at each mark, before the
/// benchmark formats or prints anything, and the benchmark keeps nothing per lookup (only
/// counters), so the figures are the library's and the transport's, not the benchmark's.
enum SoakBenchmark {
    /// Counters shared by the callers.
    final class Progress: @unchecked Sendable {
        // @unchecked: every property is guarded by `lock`.
        private let lock = NSLock()
        private var done = 0
        private var failures = 0
        private var slowest: Duration = .zero
        private var lastFailure: String?

        /// Counts a lookup; returns the new count.
        func finished(_ elapsed: Duration, failure: (any Error)?) -> Int {
            lock.withLock {
                done += 1
                if elapsed > slowest { slowest = elapsed }
                if let failure {
                    failures += 1
                    lastFailure = String(describing: failure)
                }
                return done
            }
        }

        /// The slowest lookup since the last call, and resets it.
        func takeSlowest() -> Duration {
            lock.withLock {
                defer { slowest = .zero }
                return slowest
            }
        }

        var counts: (done: Int, failures: Int, lastFailure: String?) { lock.withLock { (done, failures, lastFailure) } }
    }

    /// One mark: taken when the `count`th lookup finished.
    struct Mark {
        var count: Int
        var residentBytes: Int
        var time: ContinuousClock.Instant
    }

    /// The marks, written by whichever caller finishes the lookup at a mark (the memory is read
    /// there, before anything else), printed by the main task.
    final class Marks: @unchecked Sendable {
        // @unchecked: `marks` is guarded by `lock`; its capacity is reserved up front.
        private let lock = NSLock()
        private var marks: [Mark] = []

        init(capacity: Int) { marks.reserveCapacity(capacity) }

        func add(_ mark: Mark) { lock.withLock { marks.append(mark) } }
        var all: [Mark] { lock.withLock { marks } }
    }

    /// What each lookup goes through (`--layer`), to tell whose memory grows.
    enum Layer: String {
        /// `MusicBrainzClient.send` over the transport: what an app does.
        case client
        /// The transport's `send` alone, with the request the client would send.
        case transport
        /// `MusicBrainzClient.send` over an in-process transport that answers with the
        /// `--body` file: the pipeline and the decoder, no sockets, no URLSession.
        case inProcess = "in-process"
        /// A bare `URLSession` (ephemeral, no cache, no cookies, no library code) with a
        /// completion handler, sending the client's URL (or `--path`) and header fields; decodes
        /// nothing.
        case bareHandler = "bare-handler"
        /// The same with a session data delegate instead.
        case bareDelegate = "bare-delegate"
    }

    static func run(
        url: URL, transportName: String, layer: Layer = .client, body: URL? = nil, path: String? = nil, count: Int,
        concurrency: Int, every: Int, stallLimit: Duration
    ) async throws {
        let transport: any HTTPTransport
        switch transportName {
        case "curl":
            #if Curl
                transport = CurlTransport()
            #else
                FileHandle.standardError.write(Data("mbbench: built without the Curl trait\n".utf8))
                exit(2)
            #endif
        default:
            transport = URLSessionTransport()
        }
        // As an app would have it: the default retry policy and rate-limit queue (no interval
        // for a loopback host), JSON.
        func makeClient(_ transport: any HTTPTransport) -> MusicBrainzClient {
            MusicBrainzClient(
                configuration: .init(
                    baseURL: url,
                    userAgent: UserAgent(application: "mbbench", version: "1.0", contact: "benchmarks@example.org"),
                    format: .json),
                transport: transport)
        }
        guard let id = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e") else { exit(70) }
        let request = LookupRequest<Release>(id: id, including: [.artistCredits, .labels, .recordings])
        let lookup = try await makeLookup(
            layer: layer, transport: transport, body: body, path: path, client: makeClient, request: request)
        let callers = max(1, concurrency)
        let perCaller = count / callers
        let total = perCaller * callers
        let progress = Progress()
        let marks = Marks(capacity: total / max(1, every) + 4)
        let clock = ContinuousClock()
        let start = clock.now
        marks.add(Mark(count: 0, residentBytes: Measure.residentBytes(), time: start))

        // Prints the marks as they come, and says so when no lookup finished for a while.
        let reporter = Task {
            var printed = 0
            var lastDone = 0
            var lastChange = clock.now
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(200))
                let all = marks.all
                while printed < all.count {
                    if printed > 0 { emitMark(all[printed], previous: all[printed - 1], all: all, progress: progress) }
                    printed += 1
                }
                let done = progress.counts.done
                if done != lastDone {
                    lastDone = done
                    lastChange = clock.now
                } else if clock.now - lastChange > stallLimit, done < total {
                    FileHandle.standardError.write(
                        Data(
                            "mbbench: soak stalled: no lookup finished for \(clock.now - lastChange) at \(done)\n".utf8)
                    )
                    lastChange = clock.now
                }
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    for _ in 0..<perCaller {
                        let began = clock.now
                        var failure: (any Error)?
                        do { try await lookup() } catch { failure = error }
                        let done = progress.finished(clock.now - began, failure: failure)
                        if done == 1_000 || done % every == 0 {
                            // The memory first, before anything is formatted.
                            marks.add(Mark(count: done, residentBytes: Measure.residentBytes(), time: clock.now))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        try? await Task.sleep(for: .milliseconds(500))
        reporter.cancel()
        let all = marks.all
        let counts = progress.counts
        let seconds = (clock.now - start).seconds
        let afterFirstThousand = all.filter { $0.count >= 1_000 }.map(\.residentBytes)
        emit([
            "group": "soak",
            "name": layer == .client ? "swift-musicbrainz (\(transportName))" : "\(layer.rawValue) (\(transportName))",
            "concurrency": callers,
            "requests": counts.done, "failures": counts.failures, "seconds": seconds,
            "lookups_per_second": Double(counts.done) / seconds,
            "rss_start_mb": megabytes(all.first?.residentBytes ?? 0),
            "rss_at_1000_mb": megabytes(afterFirstThousand.first ?? 0),
            "rss_end_mb": megabytes(all.last?.residentBytes ?? 0),
            "rss_spread_after_1000_mb": megabytes(
                (afterFirstThousand.max() ?? 0) - (afterFirstThousand.min() ?? 0)),
            "last_failure": counts.lastFailure ?? "",
        ])
    }

    /// One lookup through `layer`.
    static func makeLookup(
        layer: Layer, transport: any HTTPTransport, body: URL?, path: String?,
        client makeClient: (any HTTPTransport) -> MusicBrainzClient,
        request: LookupRequest<Release>
    ) async throws -> @Sendable () async throws -> Void {
        // The client's request, as its transport would get it (one lookup through a recorder).
        let recorder = InProcessTransport(body: try Data(contentsOf: body ?? defaultBody))
        _ = try await makeClient(recorder).send(request)
        guard let sent = recorder.last else { exit(70) }
        switch layer {
        case .client:
            let client = makeClient(transport)
            return { _ = try await client.send(request) }
        case .transport:
            return { _ = try await transport.send(sent) }
        case .inProcess:
            let client = makeClient(recorder)
            return { _ = try await client.send(request) }
        case .bareHandler, .bareDelegate:
            // `--path` swaps the client's URL for another on the same server: FoundationNetworking
            // keeps the parts of every request's URL, so the growth depends on the URL.
            let target = path.flatMap { URL(string: $0, relativeTo: sent.url)?.absoluteURL } ?? sent.url
            var urlRequest = URLRequest(url: target)
            for field in sent.headerFields { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
            let bare = BareSession(delegated: layer == .bareDelegate)
            return { [urlRequest] in try await bare.fetch(urlRequest) }
        }
    }

    /// The Violin Concertos release the soak server answers with.
    static let defaultBody = URL(
        fileURLWithPath: "Tests/MusicBrainzTests/Fixtures/release-lookup-violin-concertos.json")

    /// A transport that answers every request with `body` (200, JSON) and keeps the last request.
    final class InProcessTransport: HTTPTransport, @unchecked Sendable {
        // @unchecked: `sent` is guarded by `lock`.
        private let lock = NSLock()
        private var sent: HTTPRequest?
        let response: HTTPResponse

        init(body: Data) {
            var fields = HTTPFields()
            fields["Content-Type"] = "application/json; charset=utf-8"
            response = HTTPResponse(status: 200, headerFields: fields, body: body)
        }

        var last: HTTPRequest? { lock.withLock { sent } }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            lock.withLock { sent = request }
            return HTTPResponse(
                status: response.status, headerFields: response.headerFields, body: response.body, url: request.url)
        }
    }

    /// A `URLSession` with no library code: ephemeral, no cache, no cookies; a completion
    /// handler per task, or one data delegate for the session.
    final class BareSession: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        // @unchecked: `waiting` is guarded by `lock`.
        private let lock = NSLock()
        private var waiting: [Int: (CheckedContinuation<Void, any Error>, Data)] = [:]
        private let delegated: Bool
        private var session: URLSession!

        init(delegated: Bool) {
            self.delegated = delegated
            super.init()
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.httpCookieStorage = nil
            configuration.httpShouldSetCookies = false
            session = URLSession(configuration: configuration, delegate: delegated ? self : nil, delegateQueue: nil)
        }

        func fetch(_ request: URLRequest) async throws {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if delegated {
                    let task = session.dataTask(with: request)
                    lock.withLock { waiting[task.taskIdentifier] = (continuation, Data()) }
                    task.resume()
                } else {
                    session.dataTask(with: request) { _, _, error in
                        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
                    }.resume()
                }
            }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            lock.withLock { waiting[dataTask.taskIdentifier]?.1.append(data) }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            guard let (continuation, _) = lock.withLock({ waiting.removeValue(forKey: task.taskIdentifier) }) else {
                return
            }
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }

    /// Prints one mark: the lookups per second since the previous mark, the resident set, and
    /// the slowest lookup in between.
    static func emitMark(_ mark: Mark, previous: Mark, all: [Mark], progress: Progress) {
        let seconds = (mark.time - previous.time).seconds
        emit([
            "group": "soak-mark", "lookups": mark.count, "rss_mb": megabytes(mark.residentBytes),
            "lookups_per_second": seconds > 0 ? Double(mark.count - previous.count) / seconds : 0,
            "slowest_ms": progress.takeSlowest().seconds * 1000, "failures": progress.counts.failures,
        ])
    }

    static func megabytes(_ bytes: Int) -> Double { (Double(bytes) / 1_048_576 * 10).rounded() / 10 }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
