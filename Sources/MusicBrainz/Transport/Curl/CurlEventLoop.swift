#if Curl
    internal import CCurl
    internal import CCurlShims
    import Foundation

    /// Counts the easy handles that exist, so tests can prove none leaks.
    final class CurlHandleCounter: @unchecked Sendable {
        // @unchecked: `value` is guarded by `lock`.
        private let lock = NSLock()
        private var value = 0

        func add(_ delta: Int) { lock.withLock { value += delta } }
        var count: Int { lock.withLock { value } }
    }

    /// Drives every transfer of one ``CurlTransport`` through a libcurl multi handle on a thread
    /// of its own.
    ///
    /// The multi handle owns the connection cache, so sequential and concurrent requests reuse
    /// connections (HTTP/1.1 keep-alive, HTTP/2 multiplexing). Tasks hand transfers over through a
    /// locked command queue and wake the thread with `curl_multi_wakeup`; the thread alone calls
    /// the multi functions, runs libcurl's callbacks, enforces inactivity timeouts and resumes the
    /// waiting tasks. No thread of Swift's cooperative pool ever waits for the network.
    final class CurlEventLoop: @unchecked Sendable {
        // @unchecked: `commands` and `stopping` are guarded by `lock`; `active` is used only by
        // the loop thread; `multi` is only passed to libcurl functions that are either called on
        // the loop thread or documented as thread-safe (`curl_multi_wakeup`).

        private enum Command {
            case add(CurlTransfer)
            case cancel(CurlTransfer)
        }

        /// The `CURLM *` multi handle, or `nil` when libcurl could not be initialised.
        private let multi: UnsafeMutableRawPointer?
        private let lock = NSLock()
        private var commands: [Command] = []
        private var stopping = false
        private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        let handles = CurlHandleCounter()

        /// libcurl's global initialisation, once per process (thread-safe through `static let`).
        private static let globalInit: CURLcode = curl_global_init(Int(CURL_GLOBAL_ALL))

        init(configuration: CurlTransport.Configuration) {
            guard Self.globalInit == CURLE_OK, let multi = curl_multi_init() else {
                self.multi = nil
                return
            }
            self.multi = multi
            let perHost = max(1, configuration.maximumConnectionsPerHost)
            _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, perHost)
            if let total = configuration.maximumConnections {
                _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, max(1, total))
            }
            // How many idle connections the cache keeps open for reuse.
            _ = ccurl_multi_setopt_long(
                multi, CURLMOPT_MAXCONNECTS, max(configuration.maximumConnections ?? 0, perHost * 4, 16))
            let thread = Thread { [self] in run() }
            thread.name = "MusicBrainzCurl"
            thread.start()
        }

        /// Hands a transfer to the loop. Its continuation must be set.
        func submit(_ transfer: CurlTransfer) {
            guard let multi else {
                transfer.fail(
                    MusicBrainzError(
                        code: .transportFailed, message: "libcurl could not be initialised.",
                        requestURL: transfer.request.url))
                return
            }
            lock.withLock { commands.append(.add(transfer)) }
            curl_multi_wakeup(multi)
        }

        /// Cancels a transfer: the loop removes it from libcurl, closes its connection and resumes
        /// its task with ``/MusicBrainz/MusicBrainzError/Code/cancelled``. Safe from any thread,
        /// before or after ``submit(_:)``.
        func cancel(_ transfer: CurlTransfer) {
            transfer.requestCancellation()
            guard let multi else { return }
            lock.withLock { commands.append(.cancel(transfer)) }
            curl_multi_wakeup(multi)
        }

        /// Stops the thread once it has failed whatever is still in flight.
        func shutdown() {
            guard let multi else { return }
            lock.withLock { stopping = true }
            curl_multi_wakeup(multi)
        }

        // MARK: The loop thread

        private func run() {
            guard let multi else { return }
            var running: Int32 = 0
            while true {
                let (pending, stop) = lock.withLock {
                    defer { commands.removeAll() }
                    return (commands, stopping)
                }
                for command in pending {
                    switch command {
                    case .add(let transfer): add(transfer, multi)
                    case .cancel(let transfer): remove(transfer, multi, error: CurlError.cancelled(transfer.request))
                    }
                }
                if stop { break }
                _ = curl_multi_perform(multi, &running)
                collectFinished(multi)
                let now = ContinuousClock.now
                expireIdle(multi, now: now)
                _ = curl_multi_poll(multi, nil, 0, waitMilliseconds(now: now), nil)
            }
            for transfer in Array(active.values) {
                remove(transfer, multi, error: CurlError.cancelled(transfer.request))
            }
            curl_multi_cleanup(multi)
        }

        private func add(_ transfer: CurlTransfer, _ multi: UnsafeMutableRawPointer) {
            guard let easy = transfer.easy else { return }
            if transfer.isCancellationRequested {
                transfer.fail(CurlError.cancelled(transfer.request))
                return
            }
            let code = curl_multi_add_handle(multi, easy)
            guard code == CURLM_OK else {
                transfer.fail(
                    MusicBrainzError(
                        code: .transportFailed,
                        message: "libcurl could not start the request: \(String(cString: curl_multi_strerror(code))).",
                        requestURL: transfer.request.url))
                return
            }
            active[easy] = transfer
        }

        /// Takes a transfer out of libcurl (closing its connection if it was mid-exchange) and
        /// fails it; does nothing if it already finished.
        private func remove(_ transfer: CurlTransfer, _ multi: UnsafeMutableRawPointer, error: MusicBrainzError) {
            guard let easy = transfer.easy, active.removeValue(forKey: easy) != nil else { return }
            curl_multi_remove_handle(multi, easy)
            transfer.fail(error)
        }

        private func collectFinished(_ multi: UnsafeMutableRawPointer) {
            var left: Int32 = 0
            while let message = curl_multi_info_read(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
                let code = ccurl_msg_result(message)
                guard let transfer = active.removeValue(forKey: easy) else { continue }
                curl_multi_remove_handle(multi, easy)
                transfer.finish(code)
            }
        }

        /// Fails the transfers whose inactivity timeout has passed.
        private func expireIdle(_ multi: UnsafeMutableRawPointer, now: ContinuousClock.Instant) {
            for transfer in active.values {
                guard let deadline = transfer.deadline, deadline <= now else { continue }
                remove(
                    transfer, multi,
                    error: MusicBrainzError(
                        code: .timedOut,
                        message: "The server did not answer in time: no progress for \(transfer.timeout).",
                        requestURL: transfer.request.url))
            }
        }

        /// How long to wait for sockets: until the nearest inactivity deadline, at most a second
        /// (libcurl shortens it further for its own timers).
        private func waitMilliseconds(now: ContinuousClock.Instant) -> Int32 {
            var wait = Duration.seconds(1)
            for transfer in active.values {
                if let deadline = transfer.deadline { wait = min(wait, deadline - now) }
            }
            return Int32(max(0, min(1000, CurlTransfer.milliseconds(wait) + 1)))
        }
    }
#endif
