#if Curl
    internal import CCurl
    internal import CCurlShims
    import Foundation

    /// One request in flight: its easy handle, the memory libcurl reads from and writes to, what
    /// has arrived so far, and the continuation of the task waiting for it.
    ///
    /// The caller's task creates and configures it; after ``CurlEventLoop/submit(_:)`` only the
    /// event-loop thread touches it (libcurl calls the callbacks on that thread, from
    /// `curl_multi_perform`), except ``requestCancellation()``.
    final class CurlTransfer: @unchecked Sendable {
        // @unchecked: the state below is confined to one thread at a time (the creating task,
        // then the event-loop thread, handed over through the loop's locked command queue);
        // `cancelRequested` is guarded by `cancelLock`.

        let request: HTTPRequest
        /// The `CURL *` easy handle; `nil` once cleaned up.
        private(set) var easy: UnsafeMutableRawPointer?
        /// The inactivity timeout.
        let timeout: Duration
        /// The most body bytes held in memory.
        private let maximumBodySize: Int
        /// A failure found in a callback (a body over the limit), reported instead of libcurl's
        /// write error.
        private var failure: MusicBrainzError?
        private let counter: CurlHandleCounter
        private var headerList: UnsafeMutablePointer<curl_slist>?
        private var uploadBody: UnsafeMutableRawBufferPointer?
        private let errorBuffer: UnsafeMutablePointer<CChar>
        private let sink: CurlDownloadSink?
        var continuation: CheckedContinuation<HTTPResponse, any Error>?

        private var status = 0
        private var fields: [HTTPFields.Field] = []
        /// Whether the header block of the current response ended (its empty line arrived).
        /// libcurl reports a connection closed in the middle of the headers as a success with
        /// whatever it had; ``finish(_:)`` turns that into a failure.
        private var headersComplete = false
        private var body = Data()
        private var bytesDown: curl_off_t = 0
        private var bytesUp: curl_off_t = 0
        /// Whether libcurl has a connection for this request (set by the pre-request callback),
        /// after which the inactivity clock runs.
        private(set) var started = false
        private(set) var lastActivity = ContinuousClock.now

        private let cancelLock = NSLock()
        private var cancelRequested = false

        /// Creates the easy handle and sets every option.
        /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/invalidRequest``
        ///   for a header that would break the request, ``/MusicBrainz/MusicBrainzError/Code/transportFailed``
        ///   when libcurl refuses an option.
        init(
            request: HTTPRequest, configuration: CurlTransport.Configuration, sink: CurlDownloadSink?,
            counter: CurlHandleCounter
        ) throws(MusicBrainzError) {
            self.request = request
            self.timeout = Self.clamped(request.timeout ?? configuration.timeout)
            self.maximumBodySize = max(0, configuration.maximumBodySize)
            self.sink = sink
            self.counter = counter
            errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
            errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
            guard let easy = curl_easy_init() else {
                throw CurlError.setupFailed(CURLE_OUT_OF_MEMORY, what: "curl_easy_init", request: request)
            }
            self.easy = easy
            counter.add(1)
            try configure(easy, configuration)
        }

        deinit {
            cleanUp()
            errorBuffer.deallocate()
        }

        // MARK: Options

        private func configure(
            _ easy: UnsafeMutableRawPointer, _ configuration: CurlTransport.Configuration
        )
            throws(MusicBrainzError)
        {
            let context = Unmanaged.passUnretained(self).toOpaque()
            try check(ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer), "error buffer")
            try check(ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString), "URL")
            try check(ccurl_easy_restrict_to_http(easy), "protocols")
            // No signals: this runs on a thread of its own (Debian's libcurl resolves names on a
            // thread, so no alarm is needed for timeouts).
            try check(ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1), "no signals")
            try configureMethodAndBody(easy)
            try configureHeaders(easy)
            // "": every encoding this libcurl can decode (gzip, deflate, …), decoded on arrival.
            try check(ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""), "encodings")
            try check(
                ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, request.followsRedirects ? 1 : 0), "redirects")
            try check(
                ccurl_easy_setopt_long(easy, CURLOPT_MAXREDIRS, max(0, configuration.maximumRedirects)), "redirects")
            try check(ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1), "TLS")
            try check(ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2), "TLS")
            if let authorities = configuration.certificateAuthorities {
                try check(ccurl_easy_setopt_string(easy, CURLOPT_CAINFO, authorities.path), "certificate authorities")
            }
            try check(ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(timeout)), "timeout")
            if let limit = configuration.maximumDuration {
                try check(
                    ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(Self.clamped(limit))), "timeout")
            }
            try check(ccurl_easy_setopt_data_cb(easy, CURLOPT_HEADERFUNCTION, curlHeaderCallback), "header callback")
            try check(ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context), "header callback")
            try check(ccurl_easy_setopt_data_cb(easy, CURLOPT_WRITEFUNCTION, curlWriteCallback), "write callback")
            try check(ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context), "write callback")
            try check(ccurl_easy_setopt_xferinfo_cb(easy, curlProgressCallback, context), "progress callback")
            if ccurl_easy_setopt_prereq_cb(easy, curlPrereqCallback, context) != CURLE_OK {
                // A libcurl older than 7.80: the inactivity clock starts at once.
                started = true
            }
        }

        private func configureMethodAndBody(_ easy: UnsafeMutableRawPointer) throws(MusicBrainzError) {
            let method = request.method
            if !method.isSafe {
                // A write goes out on a new connection: libcurl sends a request again, unasked,
                // when a kept-alive connection it reused dies before any answer, which for a
                // write that the server read before the connection died would apply it twice.
                // On a new connection libcurl never does; the pipeline decides instead.
                try check(ccurl_easy_setopt_long(easy, CURLOPT_FRESH_CONNECT, 1), "new connection")
            }
            if method == .head {
                try check(ccurl_easy_setopt_long(easy, CURLOPT_NOBODY, 1), "method")
                return
            }
            if let body = request.body ?? (method == .post ? Data() : nil) {
                // The body is sent from memory this transfer owns (libcurl does not copy it);
                // POSTFIELDS makes libcurl send it with a Content-Length, for any method.
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(body.count, 1), alignment: 1)
                body.copyBytes(to: buffer)
                uploadBody = buffer
                try check(ccurl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)), "body")
                try check(ccurl_easy_setopt_pointer(easy, CURLOPT_POSTFIELDS, buffer.baseAddress), "body")
                if method != .post {
                    try check(ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue), "method")
                }
            } else if method == .get {
                try check(ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1), "method")
            } else {
                try check(ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue), "method")
            }
        }

        private func configureHeaders(_ easy: UnsafeMutableRawPointer) throws(MusicBrainzError) {
            var lines: [String] = []
            for field in request.headerFields {
                let invalid = { (text: String) in text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 } }
                guard !field.name.isEmpty, !invalid(field.name), !field.name.contains(":"), !invalid(field.value) else {
                    throw MusicBrainzError(
                        code: .invalidRequest,
                        message:
                            "The header field \"\(field.name)\" cannot be sent: names and values may not contain line breaks.",
                        requestURL: request.url)
                }
                // "Name;" is libcurl's way to send a header with an empty value.
                lines.append(field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
            }
            // No "Expect: 100-continue" round trip before a body.
            lines.append("Expect:")
            if uploadBody != nil, request.headerFields["Content-Type"] == nil {
                // libcurl would label a body application/x-www-form-urlencoded; send none instead.
                lines.append("Content-Type:")
            }
            for line in lines {
                guard let list = curl_slist_append(headerList, line) else {
                    throw CurlError.setupFailed(CURLE_OUT_OF_MEMORY, what: "headers", request: request)
                }
                headerList = list
            }
            try check(ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList), "headers")
        }

        private func check(_ code: CURLcode, _ what: String) throws(MusicBrainzError) {
            guard code == CURLE_OK else { throw CurlError.setupFailed(code, what: what, request: request) }
        }

        /// The longest duration handed to libcurl or the clock: one day.
        static let longestWait: Duration = .seconds(86_400)

        /// A duration within one millisecond and one day.
        static func clamped(_ duration: Duration) -> Duration {
            min(max(duration, .milliseconds(1)), longestWait)
        }

        /// Whole milliseconds, at least 1, as a C `long`.
        static func milliseconds(_ duration: Duration) -> Int {
            let (seconds, attoseconds) = duration.components
            guard seconds < Int64(Int32.max) else { return Int(Int32.max) * 1000 }
            return max(1, Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        }

        // MARK: Cancellation (any thread)

        /// Marks the transfer cancelled, so that a loop that has not added it yet never does.
        func requestCancellation() {
            cancelLock.withLock { cancelRequested = true }
        }

        var isCancellationRequested: Bool {
            cancelLock.withLock { cancelRequested }
        }

        // MARK: Callbacks (event-loop thread)

        /// One header line, or the empty line that ends the block.
        /// - Returns: `false` to stop the transfer (a declared body over the size limit).
        fileprivate func receivedHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
            lastActivity = .now
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            if end == 0 {
                headersComplete = true
                if declaresBodyTooLarge() {
                    // Returning false stops libcurl (CURLE_WRITE_ERROR); `finish` reports this instead.
                    if let sink, (200..<300).contains(status) {
                        failure = .downloadTooLarge(
                            maximumDownloadSize: sink.maximumSize, requestURL: request.url, statusCode: status)
                    } else {
                        failure = bodyTooLarge()
                    }
                    return false
                }
                return true
            }
            let line = Substring(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self))
            if line.hasPrefix("HTTP/") {
                // A new response (after a redirect, a 1xx or a proxy's CONNECT): start over.
                fields = []
                body = Data()
                headersComplete = false
                let parts = line.split(separator: " ", maxSplits: 2)
                status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            } else if let first = line.first, first == " " || first == "\t", !fields.isEmpty {
                fields[fields.count - 1].value += " " + line.trimmingCharacters(in: .whitespaces)
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces)
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                fields.append(HTTPFields.Field(name: name, value: value))
            }
            return true
        }

        /// Whether the response just received declares a body (`Content-Length`) over its size
        /// limit (the download limit for a body that goes to a download's file, the in-memory
        /// one otherwise), so it can fail before a byte of it arrives, as `URLSessionTransport`
        /// does. Not for a response without a body (HEAD, 1xx, 204, 304), a redirect libcurl
        /// follows, or a compressed body (its declared length says nothing about its decoded
        /// size).
        private func declaresBodyTooLarge() -> Bool {
            guard request.method != .head, status >= 200, status != 204, status != 304 else { return false }
            var limit = maximumBodySize
            if let sink, (200..<300).contains(status) { limit = sink.maximumSize }
            let headers = HTTPFields(fields)
            if request.followsRedirects, (300..<400).contains(status), headers["Location"] != nil { return false }
            if let encoding = headers["Content-Encoding"]?.trimmingCharacters(in: .whitespaces),
                !encoding.isEmpty, encoding.lowercased() != "identity"
            {
                return false
            }
            guard let declared = headers["Content-Length"].flatMap({ Int64($0.trimmingCharacters(in: .whitespaces)) })
            else { return false }
            return declared > Int64(limit)
        }

        fileprivate func receivedBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
            lastActivity = .now
            if let sink, (200..<300).contains(status) {
                return sink.write(bytes, request: request)
            }
            guard bytes.count <= maximumBodySize - body.count else {
                // Returning false stops libcurl (CURLE_WRITE_ERROR); `finish` reports this instead.
                failure = bodyTooLarge()
                return false
            }
            body.append(contentsOf: bytes)
            return true
        }

        /// The error for a body over the limit, the same as under `URLSessionTransport`.
        private func bodyTooLarge() -> MusicBrainzError {
            .bodyTooLarge(maximumBodySize: maximumBodySize, requestURL: request.url, statusCode: status)
        }

        fileprivate func progressed(down: curl_off_t, up: curl_off_t) {
            if down != bytesDown || up != bytesUp {
                bytesDown = down
                bytesUp = up
                lastActivity = .now
            }
        }

        fileprivate func connected() {
            started = true
            lastActivity = .now
        }

        /// The moment the inactivity timeout passes, or `nil` while the request waits for a
        /// connection.
        var deadline: ContinuousClock.Instant? {
            started ? lastActivity + timeout : nil
        }

        // MARK: Completion (event-loop thread)

        /// Builds the response of a finished transfer (or the error), frees the handle and
        /// resumes the waiting task. Call once, after the handle left the multi handle.
        func finish(_ code: CURLcode) {
            let result: Result<HTTPResponse, MusicBrainzError>
            if let failure = failure ?? sink?.failure {
                result = .failure(failure)
            } else if code != CURLE_OK {
                let detail = String(cString: errorBuffer)
                result = .failure(CurlError.musicBrainzError(code, detail: detail, request: request))
            } else if !headersComplete {
                result = .failure(CurlError.headersCutShort(request, status: status))
            } else {
                do throws(MusicBrainzError) {
                    result = .success(try makeResponse())
                } catch {
                    result = .failure(error)
                }
            }
            complete(result)
        }

        /// Ends the transfer with an error (cancellation, timeout), freeing the handle first.
        func fail(_ error: MusicBrainzError) {
            complete(.failure(error))
        }

        private func complete(_ result: Result<HTTPResponse, MusicBrainzError>) {
            if case .failure = result { sink?.discard() }
            cleanUp()
            let continuation = self.continuation
            self.continuation = nil
            continuation?.resume(with: result.mapError { $0 as any Error })
        }

        private func makeResponse() throws(MusicBrainzError) -> HTTPResponse {
            var finalURL: URL?
            var code: Int = 0
            if let easy {
                var effective: UnsafePointer<CChar>?
                if ccurl_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &effective) == CURLE_OK, let effective {
                    finalURL = URL(string: String(cString: effective))
                }
                _ = ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &code)
            }
            let response = HTTPResponse(
                status: code != 0 ? code : status, headerFields: HTTPFields(fields), body: body,
                url: finalURL ?? request.url)
            if let sink, (200..<300).contains(response.status) {
                try sink.commit(request: request)
            }
            return response
        }

        private func cleanUp() {
            if let easy {
                curl_easy_cleanup(easy)
                self.easy = nil
                counter.add(-1)
            }
            if let headerList {
                curl_slist_free_all(headerList)
                self.headerList = nil
            }
            if let uploadBody {
                uploadBody.deallocate()
                self.uploadBody = nil
            }
        }
    }

    // libcurl's callbacks: C functions that find their transfer through the context pointer
    // (unretained: the event loop keeps the transfer alive while libcurl may call them).

    private let curlHeaderCallback: ccurl_data_cb = { data, size, count, context in
        let length = size * count
        guard let data, let context else { return length }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        // Returning less than `length` makes libcurl stop with CURLE_WRITE_ERROR.
        return transfer.receivedHeader(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }

    private let curlWriteCallback: ccurl_data_cb = { data, size, count, context in
        let length = size * count
        guard let data, let context else { return length }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        // Returning less than `length` makes libcurl stop with CURLE_WRITE_ERROR.
        return transfer.receivedBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }

    private let curlProgressCallback: ccurl_xferinfo_cb = { context, _, downloaded, _, uploaded in
        guard let context else { return 0 }
        Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().progressed(down: downloaded, up: uploaded)
        return 0
    }

    private let curlPrereqCallback: ccurl_prereq_cb = { context, _, _, _, _ in
        guard let context else { return 0 }
        Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().connected()
        return 0  // CURL_PREREQFUNC_OK
    }
#endif
