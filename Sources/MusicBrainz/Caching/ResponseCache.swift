import Foundation

/// A middleware that keeps responses and answers repeated requests without sending them: the
/// second lookup of a release is free, the thousandth cheap.
///
/// Add it as the first (outermost) middleware of a client, over a store:
///
/// ```swift
/// let store = try DiskResponseStore(directory: cachesFolder.appendingPathComponent("musicbrainz"))
/// let cache = ResponseCache(store: store)
/// let client = MusicBrainzClient(configuration: configuration, middlewares: [cache])
/// let coverArt = CoverArtArchiveClient(configuration: coverArtConfiguration, middlewares: [cache])
/// ```
///
/// Neither client caches anything by default; see <doc:CachingAndBulkRequests> for the
/// defaults and when to leave the cache out.
///
/// ## What is kept, and under what
///
/// - `GET` responses with a 2xx status, and 404s ("not found", for less time), under a
///   ``ResponseCacheKey``: the method, the URL with every query parameter, the `Accept`
///   format and the ``MiddlewareContext/credentialIdentity``. An answer to an authenticated
///   request is never given to another credential or to an anonymous request. Requests with
///   credentials in the URL, a `Cookie`, or conditional or range headers of their own pass
///   through untouched; so do responses marked `Cache-Control: no-store`.
/// - Cover Art Archive images by their final URL (after the archive's redirects), downloads
///   streamed into and out of a ``DiskResponseStore`` without being held in memory; the short
///   URL (`/release/<mbid>/front-500`) is kept as a pointer to the final one.
/// - Writes (`POST`, `PUT`, `DELETE`) are never kept; a successful one removes the entries of
///   the entities it touched (every MBID in its URL and body: the tagged or rated entities,
///   the recordings given ISRCs, the releases given barcodes, a collection and its items).
///
/// ## Freshness and modes
///
/// Each kind of request has a time to live (``TimeToLive``); a fresh entry answers at once.
/// A stale XML entry with an `ETag` is revalidated with `If-None-Match`, and a 304 refreshes
/// it without a body (it still costs a request and a rate-limit slot). JSON is never
/// revalidated: the service writes JSON objects in a random key order, so identical JSON
/// answers have different ETags. ``CacheMode`` (``Configuration/mode``, or per request through
/// ``MusicBrainzClient/withCacheDirective(_:)``) switches to fetching afresh
/// (``CacheMode/refresh``) or to answering from the cache alone (``CacheMode/cacheOnly``).
///
/// ## Counting
///
/// ``statistics()`` reports hits, misses, revalidations, evictions and what the store holds.
/// Each hit is also reported to the client's event handler as a
/// ``RequestEvent/Kind/servedFromCache`` event with the entry's age and whether it was fresh.
public struct ResponseCache: HTTPMiddleware {
    /// How a cache behaves by default.
    public struct Configuration: Sendable, Hashable {
        /// The mode of every request without a directive; default ``CacheMode/normal``.
        public var mode: CacheMode
        /// How long responses stay fresh, per kind of request.
        public var timeToLive: TimeToLive
        /// Whether stale XML entries with an `ETag` are revalidated with `If-None-Match`;
        /// default `true`. (JSON entries never are.)
        public var revalidatesXML: Bool

        /// Creates a configuration.
        /// - Parameters:
        ///   - mode: The default mode; default ``CacheMode/normal``.
        ///   - timeToLive: The times to live; default the table of ``TimeToLive``.
        ///   - revalidatesXML: Whether stale XML is revalidated; default `true`.
        public init(mode: CacheMode = .normal, timeToLive: TimeToLive = TimeToLive(), revalidatesXML: Bool = true) {
            self.mode = mode
            self.timeToLive = timeToLive
            self.revalidatesXML = revalidatesXML
        }
    }

    /// Where the entries are kept.
    public let store: any ResponseCacheStore
    /// How the cache behaves by default.
    public let configuration: Configuration
    private let counters = ResponseCacheCounters()
    private let currentDate: @Sendable () -> Date

    /// Creates a cache over a store. Copies of the cache share its store and counters.
    /// - Parameters:
    ///   - store: Where the entries are kept.
    ///   - configuration: The mode and times to live; default the defaults.
    ///   - currentDate: The wall-clock date entries are dated with (it must survive restarts,
    ///     so it is a date, not a clock); default `Date()`. Tests pass a date they move.
    public init(
        store: any ResponseCacheStore, configuration: Configuration = Configuration(),
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.configuration = configuration
        self.currentDate = currentDate
    }

    /// What the cache did since it was created, and what its store holds.
    /// - Returns: The counts.
    public func statistics() async -> Statistics {
        var statistics = counters.current
        statistics.usage = await store.usage()
        statistics.evictions = statistics.usage.evictionCount
        return statistics
    }

    /// Removes every entry of the store.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/fileAccessFailed``) when some
    ///   could not be removed.
    public func removeAll() async throws(MusicBrainzError) { try await store.removeAll() }

    /// Answers from the store, or sends the request and keeps its response.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/notCached`` in
    ///   ``CacheMode/cacheOnly`` when the store has no entry; whatever `next` throws.
    public func intercept(
        _ request: HTTPRequest, context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let mode = context.cacheDirective?.mode ?? configuration.mode
        if request.method == .head {
            if mode == .cacheOnly { throw notCached(request) }
            return try await next(request)
        }
        guard request.method == .get else {
            if mode == .cacheOnly { throw notCached(request) }
            return try await write(request, next: next)
        }
        guard let key = Self.key(for: request, context: context) else {
            if mode == .cacheOnly { throw notCached(request) }
            return try await next(request)
        }
        let now = currentDate()
        let directiveTTL = context.cacheDirective?.timeToLive
        let destination = context.downloadDestination
        var stale: ResponseCacheEntry?
        if mode != .refresh, let found = await lookUp(key, destination: destination) {
            let age = Duration.seconds(max(0, now.timeIntervalSince(found.storedAt)))
            let isYoungEnough = context.cacheDirective?.maximumAge.map { age <= $0 } ?? true
            let isFresh = Self.isFresh(found, now: now, timeToLive: directiveTTL) && isYoungEnough
            if mode == .cacheOnly || isFresh {
                counters.update { $0.hits += 1 }
                var event = RequestEvent(kind: .servedFromCache, request: request, operation: context.operation)
                event.status = found.status
                event.age = age
                event.isFresh = isFresh
                event.source = "cache"
                context.report(event)
                return try Self.answer(found, destination: destination, request: request)
            }
            stale = found
        }
        if mode == .cacheOnly { throw notCached(request) }
        var outgoing = request
        let revalidating: ResponseCacheEntry? = stale.flatMap { entry in
            guard configuration.revalidatesXML, destination == nil, entry.aliasURL == nil,
                (200..<300).contains(entry.status), Self.isXML(entry.headerFields), let etag = entry.etag
            else { return nil }
            outgoing.headerFields["If-None-Match"] = etag
            return entry
        }
        let response = try await next(outgoing)
        let kind = RequestKind(operation: context.operation)
        if response.status == 304, var entry = revalidating {
            entry.storedAt = now
            entry.expiresAt = now.adding(directiveTTL ?? configuration.timeToLive[kind])
            await keep(entry, for: key)
            counters.update { $0.revalidations += 1 }
            return entry.response
        }
        counters.update { $0.misses += 1 }
        await keep(response, of: request, key: key, kind: kind, now: now, timeToLive: directiveTTL, file: destination)
        return response
    }

    // MARK: Reading

    /// The entry answering a key, through an alias to its final URL; for a download, its body
    /// is already in `destination`.
    private func lookUp(_ key: ResponseCacheKey, destination: URL?) async -> ResponseCacheEntry? {
        guard let first = await read(key, destination: destination) else { return nil }
        guard let alias = first.aliasURL else { return first }
        guard var target = await read(key.with(url: alias), destination: destination), target.aliasURL == nil else {
            return nil
        }
        // Fresh only while both the pointer and the image are.
        target.expiresAt = min(target.expiresAt, first.expiresAt)
        target.storedAt = min(target.storedAt, first.storedAt)
        return target
    }

    private func read(_ key: ResponseCacheKey, destination: URL?) async -> ResponseCacheEntry? {
        if let destination { return await store.copyBody(for: key, to: destination) }
        return await store.entry(for: key)
    }

    private static func isFresh(_ entry: ResponseCacheEntry, now: Date, timeToLive: Duration?) -> Bool {
        if let timeToLive { return now < entry.storedAt.adding(timeToLive) }
        return now < entry.expiresAt
    }

    /// The response of a hit. A download's 2xx body is already in its file; any other
    /// status goes back in memory, as transports return it.
    private static func answer(
        _ entry: ResponseCacheEntry, destination: URL?, request: HTTPRequest
    ) throws -> HTTPResponse {
        var response = entry.response
        if let destination, !(200..<300).contains(entry.status) {
            response.body = (try? Data(contentsOf: destination)) ?? Data()
            try? FileManager.default.removeItem(at: destination)
        }
        return response
    }

    // MARK: Keeping

    /// Keeps a response the cache may keep: a 2xx or a 404, not `no-store`, with a time to
    /// live above zero. An image is kept under its final URL, its request URL pointing there.
    private func keep(
        _ response: HTTPResponse, of request: HTTPRequest, key: ResponseCacheKey, kind: RequestKind, now: Date,
        timeToLive directiveTTL: Duration?, file: URL?
    ) async {
        let success = (200..<300).contains(response.status)
        guard success || response.status == 404, !Self.forbidsStoring(response.headerFields) else { return }
        let ttl =
            directiveTTL
            ?? (success
                ? configuration.timeToLive[kind]
                : min(configuration.timeToLive.notFound, configuration.timeToLive[kind]))
        guard ttl > .zero else { return }
        let subjects = MBIDScanner.mbids(in: Self.decoded(request.url))
        var fields = response.headerFields
        fields["Set-Cookie"] = nil
        let finalURL = response.url ?? request.url
        var entry = ResponseCacheEntry(
            status: response.status, headerFields: fields, body: response.body, url: finalURL, storedAt: now,
            expiresAt: now.adding(ttl), subjects: subjects)
        var bodyKey = key
        if kind == .coverArtImage, success, finalURL != request.url {
            bodyKey = key.with(url: finalURL)
            entry.expiresAt = now.adding(directiveTTL ?? configuration.timeToLive.coverArtImage)
            let pointer = ResponseCacheEntry(
                status: 200, url: finalURL, storedAt: now,
                expiresAt: now.adding(directiveTTL ?? configuration.timeToLive.coverArtListing), subjects: subjects,
                aliasURL: finalURL)
            await keep(pointer, for: key)
        }
        if let file, success {
            do {
                try await store.store(entry, bodyFile: file, for: bodyKey)
                counters.update { $0.stores += 1 }
            } catch {
                counters.update { $0.storeFailures += 1 }
            }
        } else {
            await keep(entry, for: bodyKey)
        }
    }

    private func keep(_ entry: ResponseCacheEntry, for key: ResponseCacheKey) async {
        do {
            try await store.store(entry, for: key)
            counters.update { $0.stores += 1 }
        } catch {
            counters.update { $0.storeFailures += 1 }
        }
    }

    // MARK: Writes

    /// Sends a write and, when it succeeds, removes the entries of the entities it touched.
    private func write(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let response = try await next(request)
        guard (200..<300).contains(response.status) else { return response }
        let subjects = Set(Self.touchedEntities(by: request))
        guard !subjects.isEmpty else { return response }
        let removed = await store.removeEntries(about: subjects)
        counters.update { $0.invalidations += removed }
        return response
    }

    /// The MBIDs a write names: in its URL (a collection and its items) and its XML body (the
    /// `id` of each tagged, rated or edited entity).
    static func touchedEntities(by request: HTTPRequest) -> [String] {
        var text = decoded(request.url)
        if let body = request.body { text += "\n" + String(decoding: body, as: UTF8.self) }
        return MBIDScanner.mbids(in: text)
    }

    // MARK: Keys

    /// The key of a `GET`, or `nil` for one the cache leaves alone: credentials in the URL,
    /// a cookie, or conditional or range headers of the caller's own.
    static func key(for request: HTTPRequest, context: MiddlewareContext) -> ResponseCacheKey? {
        let fields = request.headerFields
        for name in ["Cookie", "If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "Range"]
        where fields[name] != nil {
            return nil
        }
        guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
            components.user == nil, components.password == nil,
            !(components.queryItems ?? []).contains(where: { $0.name.lowercased() == "access_token" })
        else { return nil }
        var identity = context.credentialIdentity
        if identity == nil, let authorization = fields["Authorization"] {
            // Credentials added by a middleware of the caller's: keyed by their digest.
            identity = Hex.lowercase(SHA256.digest("authorization:" + authorization))
        }
        return ResponseCacheKey(
            method: request.method.rawValue, url: request.url, accept: fields["Accept"], credentialIdentity: identity)
    }

    /// The part of a URL that names entities, percent-decoded: the path after its last
    /// `/ws/2/` (so that a base URL of a mirror or proxy never counts) and the query.
    static func decoded(_ url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var path = components?.percentEncodedPath ?? url.path
        if let range = path.range(of: "/ws/2/", options: .backwards) { path = String(path[range.upperBound...]) }
        let text = path + "?" + (components?.percentEncodedQuery ?? "")
        return text.removingPercentEncoding ?? text
    }

    private static func isXML(_ fields: HTTPFields) -> Bool {
        let type = HTTPResponse(status: 200, headerFields: fields).mediaType ?? ""
        return type == "application/xml" || type == "text/xml" || type.hasSuffix("+xml")
    }

    private static func forbidsStoring(_ fields: HTTPFields) -> Bool {
        fields.values(for: "Cache-Control").contains { $0.lowercased().contains("no-store") }
    }

    private func notCached(_ request: HTTPRequest) -> MusicBrainzError {
        counters.update { $0.notCached += 1 }
        return MusicBrainzError(
            code: .notCached,
            message:
                "The \(request.method) request is not in the cache, and the cache answers from what it keeps alone (cacheOnly): nothing was sent.",
            requestURL: request.url)
    }
}

extension Date {
    /// This date plus a duration (saturating at the distant future).
    func adding(_ duration: Duration) -> Date {
        let (seconds, attoseconds) = duration.components
        let interval = Double(seconds) + Double(attoseconds) / 1e18
        guard interval.isFinite, interval < Date.distantFuture.timeIntervalSince(self) else { return .distantFuture }
        return addingTimeInterval(interval)
    }
}
