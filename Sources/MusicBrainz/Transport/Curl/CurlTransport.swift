// The libcurl transport is built with the `Curl` package trait (swift build --traits Curl); without
// the trait the module holds only an unavailable stand-in (at the end of this file), so a machine
// without libcurl headers still builds the package, and code that uses `CurlTransport` gets a
// compile-time message naming the trait rather than "cannot find 'CurlTransport' in scope".
#if Curl
    internal import CCurl
    internal import CCurlShims
    import Foundation

    /// An ``/MusicBrainz/HTTPTransport`` over libcurl: the default on Linux when the package is
    /// built with the `Curl` trait (see ``DefaultTransport``).
    ///
    /// It talks to libcurl directly (Debian's `libcurl4-openssl-dev`), without FoundationNetworking's
    /// layers: on loopback it moves small requests several times faster than
    /// ``/MusicBrainz/URLSessionTransport``, it speaks HTTP/2 where the server offers it, and it takes
    /// proxies from the environment (`https_proxy`, `no_proxy`, …) as libcurl always does.
    ///
    /// On Linux a client made without a transport already uses the shared one
    /// (``DefaultTransport/shared``); make your own for other limits, or on Apple platforms:
    ///
    /// ```swift
    /// import MusicBrainz
    ///
    /// let client = MusicBrainzClient(
    ///     configuration: .init(userAgent: UserAgent(application: "MyTagger", version: "1.2", contact: "me@example.org")),
    ///     transport: CurlTransport(configuration: .init(timeout: .seconds(20))))
    /// ```
    ///
    /// Build it with the package trait `Curl` (`swift build --traits Curl`, or
    /// `traits: ["Curl"]` on the package dependency) after installing the libcurl headers
    /// (`apt install libcurl4-openssl-dev`). It is part of the `MusicBrainz` module; the
    /// `MusicBrainzCurl` product, where it lived before, now only re-exports `MusicBrainz`.
    ///
    /// ## How it works
    ///
    /// Each transport owns one libcurl multi handle, driven by one dedicated thread. A request
    /// becomes an easy handle that the thread adds to the multi handle; the calling task waits on a
    /// continuation and no thread of Swift's cooperative pool ever blocks on the network. One thread
    /// per transport (not one per request) keeps 64 concurrent requests as cheap as one, and the
    /// multi handle's shared connection cache keeps connections alive between requests.
    ///
    /// - Connections: kept alive and reused; at most
    ///   ``Configuration/maximumConnectionsPerHost`` per host, further requests queue. A write
    ///   (a method that is not ``/MusicBrainz/HTTPRequest/Method/isSafe``) goes out on a new
    ///   connection: libcurl sends a request again on its own when a reused connection dies
    ///   before any answer, which for a write could apply it twice.
    /// - Timeouts: ``/MusicBrainz/HTTPRequest/timeout`` (or ``Configuration/timeout``) is an
    ///   inactivity timeout: the request fails with ``/MusicBrainz/MusicBrainzError/Code/timedOut``
    ///   when that long passes without a connection, or once connected without a byte sent or
    ///   received. ``Configuration/maximumDuration`` (default five minutes) limits a whole
    ///   request, however steadily the bytes flow.
    /// - Body size: a body larger than ``Configuration/maximumBodySize`` (default 64 MiB) fails
    ///   the request with ``/MusicBrainz/MusicBrainzError/Code/transportFailed`` and
    ///   ``/MusicBrainz/MusicBrainzError/isPermanent`` set; a download's 2xx body goes to its file
    ///   and is held to ``Configuration/maximumDownloadSize`` (default 1 GiB) instead.
    /// - Redirects: followed when ``/MusicBrainz/HTTPRequest/followsRedirects`` is `true` (up to
    ///   ``Configuration/maximumRedirects``, http and https only); ``/MusicBrainz/HTTPResponse/url``
    ///   is the final URL. `POST` becomes `GET` after a 301, 302 or 303 and stays `POST` after a
    ///   307 or 308, as in browsers. libcurl sends `Authorization` and `Cookie` on only to the
    ///   request's own origin (scheme, host and port). Too many redirects, or one to another
    ///   scheme, fail with ``/MusicBrainz/MusicBrainzError/isPermanent`` set.
    /// - Bodies: any method may carry one, sent with a `Content-Length`. Compressed responses
    ///   (`gzip`, `deflate`) are asked for and decompressed.
    /// - TLS: certificates and host names are always verified, against the system's authorities
    ///   or ``Configuration/certificateAuthorities``.
    /// - Cancellation: cancelling the calling task removes the request from libcurl at once,
    ///   closing its connection, and the call throws ``/MusicBrainz/MusicBrainzError/Code/cancelled``.
    /// - Errors: libcurl's failures become ``/MusicBrainz/MusicBrainzError``s: a refused connection,
    ///   an unknown host or a rejected certificate is ``/MusicBrainz/MusicBrainzError/Code/transportFailed``
    ///   with ``/MusicBrainz/MusicBrainzError/failedBeforeConnecting`` set; a reset or cut-short
    ///   connection is ``/MusicBrainz/MusicBrainzError/Code/transportFailed``; a timeout is
    ///   ``/MusicBrainz/MusicBrainzError/Code/timedOut``; failures that would recur (too many
    ///   redirects, a malformed response, a body over the limit) set
    ///   ``/MusicBrainz/MusicBrainzError/isPermanent``.
    public final class CurlTransport: HTTPTransport {
        /// The settings this transport was created with.
        public let configuration: Configuration
        private let loop: CurlEventLoop

        /// Creates a transport with its own connections and thread.
        ///
        /// Create one and share it: every transport has a thread and a connection cache of its
        /// own. The thread ends when the transport is released.
        ///
        /// - Parameter configuration: Timeouts, connection limits, redirects, certificate
        ///   authorities and the body size limit; default ``Configuration/init(timeout:maximumDuration:maximumConnectionsPerHost:maximumConnections:maximumRedirects:certificateAuthorities:maximumBodySize:maximumDownloadSize:)``
        ///   with its defaults (60-second inactivity timeout, five minutes per request, 8
        ///   connections per host, 64 MiB bodies).
        public init(configuration: Configuration = Configuration()) {
            self.configuration = configuration
            self.loop = CurlEventLoop(configuration: configuration)
        }

        deinit {
            loop.shutdown()
        }

        /// Sends a request and returns the whole response, whatever its status.
        ///
        /// - Parameter request: The request.
        /// - Returns: The response; ``/MusicBrainz/HTTPResponse/url`` is the URL that answered,
        ///   after redirects.
        /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/transportFailed``
        ///   (no connection, TLS failure, connection reset or cut short, too many redirects, a
        ///   body over ``Configuration/maximumBodySize``),
        ///   ``/MusicBrainz/MusicBrainzError/Code/timedOut``, ``/MusicBrainz/MusicBrainzError/Code/cancelled``,
        ///   or ``/MusicBrainz/MusicBrainzError/Code/invalidRequest`` for a header field name or
        ///   value with a line break.
        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            try await perform(request, sink: nil)
        }

        /// Sends a request and streams a 2xx response body into a file as it arrives, never
        /// holding it in memory.
        ///
        /// The body goes to a temporary file beside `destination`, which replaces `destination`
        /// only when the whole body has arrived; a failed or cancelled download leaves
        /// `destination` untouched. A response outside 200...299 is returned with its body in
        /// memory and no file is written.
        ///
        /// - Parameters:
        ///   - request: The request.
        ///   - destination: A file URL in an existing, writable folder; an existing regular file
        ///     is replaced. Anything else there (a symbolic link, even to a regular file, a
        ///     folder, a FIFO, a device) is refused before the request is sent.
        /// - Returns: The response, with an empty body when the body went to the file.
        /// - Throws: As ``send(_:)``, plus ``/MusicBrainz/MusicBrainzError/Code/transportFailed``
        ///   when the file cannot be written or the body passes
        ///   ``Configuration/maximumDownloadSize`` (then with
        ///   ``/MusicBrainz/MusicBrainzError/isPermanent``);
        ///   ``/MusicBrainz/MusicBrainzError/Code/invalidRequest`` for a destination that is not a
        ///   regular file, ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` when it cannot
        ///   be inspected.
        public func download(_ request: HTTPRequest, to destination: URL) async throws -> HTTPResponse {
            try CurlDownloadSink.checkDestination(destination)
            let sink = CurlDownloadSink(destination: destination, maximumSize: configuration.maximumDownloadSize)
            return try await perform(request, sink: sink)
        }

        /// The number of libcurl easy handles that exist: one per request in flight, none when
        /// idle. For tests that check nothing leaks.
        var liveHandleCount: Int { loop.handles.count }

        private func perform(_ request: HTTPRequest, sink: CurlDownloadSink?) async throws -> HTTPResponse {
            if Task.isCancelled { throw CurlError.cancelled(request) }
            let transfer = try CurlTransfer(
                request: request, configuration: configuration, sink: sink, counter: loop.handles)
            let loop = self.loop
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    transfer.continuation = continuation
                    loop.submit(transfer)
                }
            } onCancel: {
                loop.cancel(transfer)
            }
        }
    }
#else
    import Foundation

    /// The libcurl transport, which this build of the package does not have: it was built
    /// without the package trait `Curl`.
    ///
    /// Any use of it fails to compile with a message that says how to get the real one: build
    /// with `swift build --traits Curl` (or `traits: ["Curl"]` on the package dependency) after
    /// installing the libcurl headers (`apt install libcurl4-openssl-dev`). Its initializers
    /// take the real one's labels, so that a call such as
    /// `CurlTransport(configuration: .init(timeout: .seconds(20)))` meets that message rather
    /// than a mismatch of arguments.
    @available(
        *, unavailable,
        message:
            "CurlTransport needs the package trait Curl: swift build --traits Curl (apt install libcurl4-openssl-dev), or traits: [\"Curl\"] on the dependency"
    )
    public struct CurlTransport {
        /// Stands in for the real transport's settings.
        public struct Configuration {
            /// Takes the real settings' labels; does nothing.
            /// - Parameters:
            ///   - timeout: The inactivity timeout.
            ///   - maximumDuration: The limit on a whole request.
            ///   - maximumConnectionsPerHost: Connections per host.
            ///   - maximumConnections: Connections in total.
            ///   - maximumRedirects: Redirects per request.
            ///   - certificateAuthorities: A PEM file of trusted authorities.
            ///   - maximumBodySize: The most body bytes held in memory.
            public init(
                timeout: Duration? = nil, maximumDuration: Duration?? = nil, maximumConnectionsPerHost: Int? = nil,
                maximumConnections: Int?? = nil, maximumRedirects: Int? = nil, certificateAuthorities: URL?? = nil,
                maximumBodySize: Int? = nil
            ) {}
        }

        /// Takes the real transport's label; does nothing.
        /// - Parameter configuration: The settings.
        public init(configuration: Configuration? = nil) {}
    }
#endif
