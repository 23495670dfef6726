import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight through ``URLSessionTransport``: what has arrived so far, the limits
/// it is held to, and the continuation of the task waiting for it.
///
/// The session's delegate feeds it (``received(_:)-(URLResponse)``, ``received(_:)-(Data)``,
/// ``complete(error:response:)``); the caller's task starts it and may cancel it; a deadline timer
/// may expire it. Whichever ends it first wins: the others find it finished and do nothing.
final class URLSessionTransfer: @unchecked Sendable {
    // @unchecked: every mutable property is guarded by `lock`. The delegate's callbacks (on the
    // session's queue), the deadline timer and the caller's task all go through it.

    let request: HTTPRequest
    /// The most body bytes kept in memory.
    let maximumBodySize: Int
    private let lock = NSLock()
    private let file: DownloadFile?
    private var continuation: CheckedContinuation<HTTPResponse, any Error>?
    private var outcome: Result<HTTPResponse, MusicBrainzError>?
    private var response: HTTPURLResponse?
    /// The `401` of an HTTP authentication challenge that was cancelled (FoundationNetworking).
    private var challengeResponse: HTTPURLResponse?
    private var body = Data()
    /// Whether the body goes to ``file`` (a 2xx response of a download).
    private var writesToFile = false
    private var deadline: (any DispatchSourceTimer)?

    /// Creates the state of a request.
    /// - Parameters:
    ///   - request: The request.
    ///   - maximumBodySize: The most body bytes kept in memory.
    ///   - file: Where a 2xx body goes for a download; `nil` to keep it in memory.
    init(request: HTTPRequest, maximumBodySize: Int, file: DownloadFile?) {
        self.request = request
        self.maximumBodySize = max(0, maximumBodySize)
        self.file = file
    }

    // MARK: The caller's side

    /// Hands over the continuation to resume; resumes it at once if the transfer already ended
    /// (its task was cancelled before it started).
    /// - Returns: Whether the transfer is still to run.
    func start(_ continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
        let ended: Result<HTTPResponse, MusicBrainzError>? = lock.withLock {
            if outcome == nil { self.continuation = continuation }
            return outcome
        }
        guard let ended else { return true }
        continuation.resume(with: ended.mapError { $0 as any Error })
        return false
    }

    /// The queue of the deadline timers.
    private static let deadlines = DispatchQueue(label: "org.swift-musicbrainz.URLSessionTransport.deadlines")

    /// Fails the transfer after `limit` unless it ended before, and then calls `cancel` (which
    /// cancels the URLSession task, closing its connection).
    ///
    /// A dispatch timer, cancelled (and freed) when the transfer ends: a task sleeping until the
    /// deadline would keep its timer, about a kilobyte, for the whole `limit` after the request
    /// is done, as cancelling `Task.sleep` does not remove it from the global executor on Linux
    /// (the soak benchmark saw 1 KB per lookup).
    func startDeadline(_ limit: Duration, cancel: @escaping @Sendable () -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: Self.deadlines)
        timer.schedule(deadline: .now() + limit.clampedWait.timeInterval)
        let url = request.url
        timer.setEventHandler { [weak self] in
            let error = MusicBrainzError(
                code: .timedOut,
                message: "The request took longer than the transport's maximum duration of \(limit) (maximumDuration).",
                requestURL: url)
            if self?.fail(error) == true { cancel() }
        }
        let ended = lock.withLock {
            if outcome == nil { deadline = timer }
            return outcome != nil
        }
        timer.resume()
        if ended { timer.cancel() }
    }

    /// Ends the transfer with an error unless it already ended.
    /// - Returns: Whether this call ended it (the caller then cancels the URLSession task).
    @discardableResult
    func fail(_ error: MusicBrainzError) -> Bool {
        finish(.failure(error))
    }

    // MARK: The delegate's side

    /// A response's status and headers arrived (the final one: redirects that are followed
    /// never get here).
    /// - Returns: `false` when the transfer should stop (it ended, or the declared body is too
    ///   large).
    func received(_ urlResponse: URLResponse) -> Bool {
        let tooLarge: MusicBrainzError? = lock.withLock {
            guard outcome == nil else { return nil }
            response = urlResponse as? HTTPURLResponse
            body = Data()
            let status = response?.statusCode ?? 0
            writesToFile = file != nil && (200..<300).contains(status)
            // A declared length over the limit fails at once, before any byte of the body, as
            // under `CurlTransport`. (A compressed body's declared length says nothing about its
            // decoded size; HEAD, 204 and 304 responses declare a length but have no body.)
            let encoded = response?.value(forHTTPHeaderField: "Content-Encoding").map {
                !$0.isEmpty && $0.lowercased() != "identity"
            }
            let hasBody = request.method != .head && status != 204 && status != 304
            let limit = writesToFile ? file?.maximumSize ?? maximumBodySize : maximumBodySize
            if encoded != true, hasBody, urlResponse.expectedContentLength > Int64(limit) {
                if writesToFile {
                    return .downloadTooLarge(maximumDownloadSize: limit, requestURL: request.url, statusCode: status)
                }
                return bodyTooLarge(status: status)
            }
            return nil
        }
        if let tooLarge {
            fail(tooLarge)
            return false
        }
        return lock.withLock { outcome == nil }
    }

    /// Body bytes arrived (decoded, if the server compressed them).
    /// - Returns: `false` when the transfer should stop: it ended, the body went over the
    ///   limit, or the file could not be written.
    func received(_ data: Data) -> Bool {
        let failure: MusicBrainzError? = lock.withLock {
            guard outcome == nil else { return nil }
            if writesToFile, let file {
                do throws(MusicBrainzError) {
                    try file.write(data, request: request)
                } catch {
                    return error.adding(requestURL: request.url, statusCode: response?.statusCode)
                }
                return nil
            }
            guard data.count <= maximumBodySize - body.count else {
                return bodyTooLarge(status: response?.statusCode ?? 0)
            }
            body.append(data)
            return nil
        }
        if let failure {
            fail(failure)
            return false
        }
        return lock.withLock { outcome == nil }
    }

    /// The server answered with an HTTP authentication challenge (`401` with
    /// `WWW-Authenticate: Basic …`) that the delegate cancels; its response is then the answer.
    func challenged(_ failureResponse: URLResponse?) {
        lock.withLock { challengeResponse = failureResponse as? HTTPURLResponse }
    }

    /// The URLSession task completed, with an error or without.
    func complete(error: (any Error)?, response lastResponse: URLResponse?) {
        if let error {
            let challenged = lock.withLock { challengeResponse }
            if let challenged, (error as NSError).domain == NSURLErrorDomain,
                (error as NSError).code == NSURLErrorCancelled
            {
                // The challenge, not the caller, cancelled the task: hand the 401 on (without its
                // body, which FoundationNetworking does not deliver).
                complete(error: nil, response: challenged)
                return
            }
            finish(.failure(URLSessionTransport.mapError(error, request: request)))
            return
        }
        let result: Result<HTTPResponse, MusicBrainzError> = lock.withLock {
            guard outcome == nil else {
                return .failure(URLSessionTransport.mapError(CancellationError(), request: request))
            }
            guard let http = response ?? (lastResponse as? HTTPURLResponse) else {
                return .failure(
                    MusicBrainzError(
                        code: .transportFailed, message: "The response is not an HTTP response.",
                        requestURL: request.url))
            }
            var fields = HTTPFields()
            for (name, value) in http.allHeaderFields {
                fields.append(name: String(describing: name), value: String(describing: value))
            }
            let final = HTTPResponse(
                status: http.statusCode, headerFields: fields, body: writesToFile ? Data() : body, url: http.url)
            if writesToFile, let file {
                do throws(MusicBrainzError) {
                    try file.commit(request: request)
                } catch {
                    return .failure(error.adding(requestURL: request.url, statusCode: http.statusCode))
                }
            }
            return .success(final)
        }
        finish(result)
    }

    // MARK: Ending

    /// Ends the transfer once: stops the deadline, deletes a partial file on failure, resumes
    /// the caller.
    /// - Returns: Whether this call ended it.
    @discardableResult
    private func finish(_ result: Result<HTTPResponse, MusicBrainzError>) -> Bool {
        typealias Waiting = (caller: CheckedContinuation<HTTPResponse, any Error>?, timer: (any DispatchSourceTimer)?)
        let ended: Waiting? = lock.withLock {
            guard outcome == nil else { return nil }
            outcome = result
            if case .failure = result { file?.discard() }
            body = Data()
            defer {
                continuation = nil
                deadline = nil
            }
            return (continuation, deadline)
        }
        guard let ended else { return false }
        ended.timer?.cancel()
        let waiting = ended.caller
        waiting?.resume(with: result.mapError { $0 as any Error })
        return true
    }

    /// The error for a body over ``maximumBodySize``.
    private func bodyTooLarge(status: Int) -> MusicBrainzError {
        .bodyTooLarge(maximumBodySize: maximumBodySize, requestURL: request.url, statusCode: status)
    }
}
