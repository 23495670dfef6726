import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of ``URLSessionTransport``: it routes each task's events to its
/// ``URLSessionTransfer``, follows or refuses redirects as the request asks, and strips
/// credentials from a redirect to another origin.
///
/// A delegate rather than `URLSession.data(for:)`, so that the body can be counted as it
/// arrives (and refused past the size limit) instead of growing without bound, and so that a
/// redirect can be inspected before it is followed.
final class URLSessionTransportDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: `transfers` is guarded by `lock`; the transfers guard their own state.
    private let lock = NSLock()
    private var transfers: [Int: URLSessionTransfer] = [:]

    /// The queue that creates, resumes and cancels this session's tasks. FoundationNetworking's
    /// `dataTask(with:)`, `resume()` and `cancel()` wait synchronously for the session's
    /// internal queue, which can be busy for seconds (decompressing, many transfers); called
    /// inline they would block the Swift concurrency pool's threads (every task of the process)
    /// or the delegate's thread.
    let control = DispatchQueue(label: "org.swift-musicbrainz.URLSessionTransport.control")

    /// One request's URLSession task, created on ``control`` once the caller waits for it.
    final class TaskHandle: @unchecked Sendable {
        // @unchecked: both properties are read and written only on the serial `control` queue.
        fileprivate var task: URLSessionDataTask?
        fileprivate var cancelled = false
    }

    /// Creates the task of `request` on ``control``, routes its events to `transfer` and resumes
    /// it, unless `handle` was cancelled first.
    func start(_ request: URLRequest, in session: URLSession, for transfer: URLSessionTransfer, handle: TaskHandle) {
        control.async { [self] in
            guard !handle.cancelled else { return }
            let task = session.dataTask(with: request)
            add(transfer, for: task)
            handle.task = task
            task.resume()
        }
    }

    /// Cancels the task of `handle` on ``control`` (or keeps it from starting).
    func cancel(_ handle: TaskHandle) {
        control.async {
            handle.cancelled = true
            handle.task?.cancel()
        }
    }

    /// Forgets the task of `handle` once its caller has the result, and ends `session` (a
    /// write's own) when given.
    func finish(_ handle: TaskHandle, invalidating session: URLSession? = nil) {
        control.async { [self] in
            if let task = handle.task { remove(task) }
            session?.finishTasksAndInvalidate()
        }
    }

    /// Cancels a task on ``control``.
    private func cancel(_ task: URLSessionTask) {
        control.async { task.cancel() }
    }

    /// Header fields that carry credentials: sent only to the origin of the request.
    static let credentialFields = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// Routes the events of `task` to `transfer`.
    func add(_ transfer: URLSessionTransfer, for task: URLSessionTask) {
        lock.withLock { transfers[task.taskIdentifier] = transfer }
    }

    /// Forgets a task once its caller has its result.
    func remove(_ task: URLSessionTask) {
        _ = lock.withLock { transfers.removeValue(forKey: task.taskIdentifier) }
    }

    private func transfer(for task: URLSessionTask) -> URLSessionTransfer? {
        lock.withLock { transfers[task.taskIdentifier] }
    }

    // MARK: URLSessionTaskDelegate

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let transfer = transfer(for: task), transfer.request.followsRedirects else {
            // Not followed: the 3xx response itself is the answer.
            completionHandler(nil)
            return
        }
        completionHandler(Self.redirect(request, from: transfer.request.url))
    }

    #if canImport(FoundationNetworking)
        /// A `401` with `WWW-Authenticate: Basic …` (the OAuth token endpoint's `invalid_client`)
        /// goes back to the caller as a response: the library answers challenges itself (Digest in
        /// the pipeline), and FoundationNetworking, left to its default handling without a
        /// credential, never ends such a task. Cancelling the challenge ends it; the transfer
        /// then answers with the challenge's response.
        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            // (FoundationNetworking raises no server-trust challenges: TLS is libcurl's.)
            guard let transfer = transfer(for: task) else {
                completionHandler(.performDefaultHandling, nil)
                return
            }
            transfer.challenged(challenge.failureResponse)
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    #endif

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        transfer(for: task)?.complete(error: error, response: task.response)
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(for: dataTask) else {
            completionHandler(.cancel)
            return
        }
        completionHandler(transfer.received(response) ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(for: dataTask) else {
            cancel(dataTask)
            return
        }
        if !transfer.received(data) { cancel(dataTask) }
    }

    // MARK: Redirects

    /// The request to follow a redirect with: `next` as URLSession built it, without credential
    /// fields when it goes to another origin than `original` (a different scheme, host or port),
    /// as browsers and libcurl do. FoundationNetworking would send `Authorization: Bearer …` to
    /// whatever host a server redirects to.
    static func redirect(_ next: URLRequest, from original: URL) -> URLRequest {
        guard let target = next.url, !sameOrigin(original, target) else { return next }
        var stripped = next
        for name in credentialFields { stripped.setValue(nil, forHTTPHeaderField: name) }
        return stripped
    }

    /// Whether two URLs have the same scheme, host and port (the default port of the scheme when
    /// none is given), compared case-insensitively.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int?) {
            let scheme = url.scheme?.lowercased() ?? ""
            let host = url.host?.lowercased() ?? ""
            let port = url.port ?? ["http": 80, "https": 443][scheme]
            return (scheme, host, port)
        }
        return origin(a) == origin(b)
    }
}
