import Foundation

/// A read tier as the pipeline runs it: a mirror with its own rate limiter.
struct ResolvedReadTier: Sendable {
    let tier: ReadTier
    /// A mirror's limiter (its host's queue), or `nil` for none or for a store.
    let limiter: (any RateLimiter)?

    init(_ tier: ReadTier) {
        self.tier = tier
        if case .mirror(let mirror) = tier.kind {
            limiter = mirror.rateLimit.resolvedLimiter(forHost: mirror.baseURL.host ?? "")
        } else {
            limiter = nil
        }
    }
}

/// Whether a store tier passed a request on, set from its `next`.
private final class PassedOn: @unchecked Sendable {
    // @unchecked: `value` is read and written under `lock`.
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

extension RequestPipeline {
    /// Runs a request through the read tiers from `index` on, then the server (`server`: the
    /// Digest stage or the retry loop with the client's own limiter and policy).
    ///
    /// A store tier (cache, dump index) is called as the middleware it is, with the rest of the
    /// tiers as its `next`; a mirror gets reads without credentials, rebased onto its root, with
    /// its own limiter and retry policy. A tier that does not have the answer, fails, or answers
    /// with something older than ``maximumAge`` passes the read to the next (see ``ReadTier``).
    func tiered(
        _ request: HTTPRequest, context: MiddlewareContext, verdict: StatusVerdict, from index: Int,
        exchange: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
        server: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let isRead = Self.isAnonymousRead(request, context: context)
        guard index < tiers.count else {
            let response = try await server(request)
            if isRead {
                report(.tierAnswered, "server \(request.url.host ?? "")", request, context, response: response)
            }
            return response
        }
        let tier = tiers[index]
        let pipeline = self
        @Sendable func rest(_ request: HTTPRequest) async throws -> HTTPResponse {
            try await pipeline.tiered(
                request, context: context, verdict: verdict, from: index + 1, exchange: exchange, server: server)
        }
        switch tier.tier.kind {
        case .store(let middleware):
            var storeContext = context
            if let maximumAge, isRead {
                var directive = storeContext.cacheDirective ?? CacheDirective()
                directive.maximumAge = directive.maximumAge.map { min($0, maximumAge) } ?? maximumAge
                storeContext.cacheDirective = directive
            }
            let passedOn = PassedOn()
            let response = try await middleware.intercept(request, context: storeContext) { request in
                passedOn.set()
                return try await rest(request)
            }
            guard isRead, !passedOn.isSet else { return response }
            // The tier answered by itself.
            if let maximumAge, let age = Self.age(of: response, now: currentDate()), age > maximumAge {
                report(.tierSkipped, tier.tier.name, request, context, response: response) { $0.age = age }
                return try await rest(request)
            }
            report(.tierAnswered, tier.tier.name, request, context, response: response)
            return response
        case .mirror(let mirror):
            guard isRead, let url = Self.rebase(request.url, from: baseURL, onto: mirror.baseURL) else {
                return try await rest(request)
            }
            var mirrored = request
            mirrored.url = url
            var mirrorPipeline = self
            mirrorPipeline.limiter = tier.limiter
            mirrorPipeline.retryPolicy = mirror.retryPolicy
            let outcome: Result<HTTPResponse, MusicBrainzError>
            do throws(MusicBrainzError) {
                outcome = .success(
                    try await mirrorPipeline.attempts(
                        mirrored, verdict: StatusVerdict(), operation: context.operation, exchange: exchange))
            } catch {
                outcome = .failure(error)
            }
            let response: HTTPResponse
            switch outcome {
            case .success(let answer): response = answer
            case .failure(let error):
                if error.code == .cancelled { throw error }
                report(.tierSkipped, tier.tier.name, request, context) { $0.error = error }
                return try await rest(request)
            }
            switch response.status {
            case 200..<300:
                var age = Self.age(of: response, now: currentDate())
                if let lag = mirror.lag, let known = await lag() { age = max(age ?? .zero, known) }
                if let maximumAge, let age, age > maximumAge {
                    report(.tierSkipped, tier.tier.name, request, context, response: response) { $0.age = age }
                    return try await rest(request)
                }
                report(.tierAnswered, tier.tier.name, request, context, response: response) { $0.age = age }
                return response
            case 404, 408, 429, 500...:
                report(.tierSkipped, tier.tier.name, request, context, response: response)
                return try await rest(request)
            default:
                // A request the mirror refuses (400) is one the server would refuse too.
                report(.tierAnswered, tier.tier.name, request, context, response: response)
                return response
            }
        }
    }

    /// Whether a request may go to a mirror: a `GET` or `HEAD` without credentials.
    static func isAnonymousRead(_ request: HTTPRequest, context: MiddlewareContext) -> Bool {
        (request.method == .get || request.method == .head) && context.credentialIdentity == nil
            && request.headerFields["Authorization"] == nil
    }

    /// How old an answer is: its `Age` header (seconds), else the time since its
    /// `Last-Modified` date; `nil` when it says neither.
    static func age(of response: HTTPResponse, now: Date) -> Duration? {
        if let text = response.headerFields["Age"]?.trimmingCharacters(in: .whitespaces),
            let seconds = RetryAfter.decimalSeconds(text)
        {
            return .milliseconds(Int64(min(seconds, 1e12) * 1000))
        }
        if let text = response.headerFields["Last-Modified"], let date = RetryAfter.httpDate(text) {
            return .milliseconds(Int64(max(0, min(now.timeIntervalSince(date), 1e12)) * 1000))
        }
        return nil
    }

    /// The URL of a request to the server, on the mirror: the path after the server's root and
    /// the query, after the mirror's root. `nil` when the URL is not under the server's root or
    /// the mirror's root is not an http(s) URL.
    static func rebase(_ url: URL, from base: URL?, onto mirror: URL) -> URL? {
        guard let base, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let baseComponents = URLComponents.webURL(base), var target = URLComponents.webURL(mirror),
            target.percentEncodedQuery == nil
        else { return nil }
        var basePath = baseComponents.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        let path = components.percentEncodedPath
        guard path.hasPrefix(basePath) else { return nil }
        var mirrorPath = target.percentEncodedPath
        while mirrorPath.hasSuffix("/") { mirrorPath.removeLast() }
        target.percentEncodedPath = mirrorPath + path.dropFirst(basePath.count)
        target.percentEncodedQuery = components.percentEncodedQuery
        return target.url
    }

    /// Reports a tier event to the client's handler.
    private func report(
        _ kind: RequestEvent.Kind, _ tier: String, _ request: HTTPRequest, _ context: MiddlewareContext,
        response: HTTPResponse? = nil, _ fill: (inout RequestEvent) -> Void = { _ in }
    ) {
        guard events != nil else { return }
        var event = RequestEvent(kind: kind, request: request, operation: context.operation)
        event.source = tier
        event.status = response?.status
        fill(&event)
        context.report(event)
    }
}
