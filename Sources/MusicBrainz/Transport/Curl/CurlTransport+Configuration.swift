#if Curl
    import Foundation

    extension CurlTransport {
        /// The settings of a ``CurlTransport``: timeouts, connection limits, redirects and the
        /// certificate authorities to trust.
        ///
        /// ```swift
        /// var configuration = CurlTransport.Configuration()
        /// configuration.timeout = .seconds(20)
        /// configuration.maximumConnectionsPerHost = 4
        /// let transport = CurlTransport(configuration: configuration)
        /// ```
        ///
        /// Proxies come from the environment, as libcurl always does: `http_proxy`,
        /// `https_proxy` (or `HTTPS_PROXY`), `all_proxy` and `no_proxy`.
        public struct Configuration: Sendable, Hashable {
            /// The inactivity timeout for requests that do not set ``/MusicBrainz/HTTPRequest/timeout``;
            /// default 60 seconds.
            ///
            /// A request fails with ``/MusicBrainz/MusicBrainzError/Code/timedOut`` when this long
            /// passes without progress: no connection made (libcurl's connect timeout, which
            /// includes the TLS handshake), or, once connected, no byte sent or received. A
            /// request still waiting for a free connection (see ``maximumConnectionsPerHost``)
            /// is not timed out for waiting. The check has millisecond resolution. Values below
            /// one millisecond count as one millisecond, values above one day as one day.
            public var timeout: Duration

            /// The longest a request may take from start to end (waiting for a connection,
            /// redirects and the whole body included), however steadily the bytes flow; default
            /// five minutes, `nil` for no limit. Passing it fails the request with
            /// ``/MusicBrainz/MusicBrainzError/Code/timedOut``, so a server that sends one byte
            /// every few seconds cannot hold a request for ever. Five minutes is far more than
            /// any WS/2 response needs and lets a 100 MB cover-art original arrive at 400 kB/s;
            /// raise it for larger downloads over slow links. Values above one day count as one
            /// day.
            public var maximumDuration: Duration?

            /// The most bytes of a response body held in memory; default 64 MiB
            /// (``defaultMaximumBodySize``). A larger body fails the request with
            /// ``/MusicBrainz/MusicBrainzError/Code/transportFailed`` and
            /// ``/MusicBrainz/MusicBrainzError/isPermanent`` set (so it is not retried), without
            /// being read to the end. Counted after decompression. A 2xx body that
            /// ``CurlTransport/download(_:to:)`` streams into a file is held to
            /// ``maximumDownloadSize`` instead.
            public var maximumBodySize: Int

            /// The default ``maximumBodySize``: 64 MiB, far above any WS/2 response (a browse
            /// page of 100 releases with every include is a few megabytes).
            public static let defaultMaximumBodySize = 64 * 1024 * 1024

            /// The most bytes of a 2xx body that ``CurlTransport/download(_:to:)`` writes to its
            /// file; default 1 GiB (``defaultMaximumDownloadSize``). A larger body (declared by
            /// `Content-Length`, or counted as it arrives, after decompression) fails the request
            /// with ``/MusicBrainz/MusicBrainzError/Code/transportFailed`` and
            /// ``/MusicBrainz/MusicBrainzError/isPermanent`` set, and the destination is left as
            /// it was.
            public var maximumDownloadSize: Int

            /// The default ``maximumDownloadSize``: 1 GiB, far above any cover-art original (the
            /// largest are scans of some 100 MB), small enough that a hostile server cannot fill
            /// a disk.
            public static let defaultMaximumDownloadSize = 1 << 30

            /// How many connections to one host may be open at once; default 8, at least 1.
            ///
            /// Further requests to that host wait in libcurl's queue for a connection to become
            /// free. Over HTTP/2 many requests share one connection.
            public var maximumConnectionsPerHost: Int

            /// How many connections may be open at once in total, to all hosts; `nil` (the
            /// default) for no limit beyond ``maximumConnectionsPerHost``.
            public var maximumConnections: Int?

            /// How many redirects a request may follow before it fails with
            /// ``/MusicBrainz/MusicBrainzError/Code/transportFailed``; default 10. Only used when
            /// ``/MusicBrainz/HTTPRequest/followsRedirects`` is `true`.
            public var maximumRedirects: Int

            /// A PEM file of certificate authorities to trust instead of the system's
            /// (`/etc/ssl/certs/ca-certificates.crt` on Debian); `nil` (the default) for the
            /// system's. Certificates are always verified: peer and host name.
            public var certificateAuthorities: URL?

            /// Creates a configuration.
            ///
            /// - Parameters:
            ///   - timeout: The inactivity timeout; default 60 seconds.
            ///   - maximumDuration: The limit on a whole request; default five minutes, `nil`
            ///     for none.
            ///   - maximumConnectionsPerHost: Connections per host; default 8.
            ///   - maximumConnections: Connections in total; default no limit.
            ///   - maximumRedirects: Redirects per request; default 10.
            ///   - certificateAuthorities: A PEM file of trusted authorities; default the
            ///     system's.
            ///   - maximumBodySize: The most body bytes held in memory; default 64 MiB.
            ///   - maximumDownloadSize: The most body bytes a download writes to its file;
            ///     default 1 GiB.
            public init(
                timeout: Duration = .seconds(60),
                maximumDuration: Duration? = .seconds(300),
                maximumConnectionsPerHost: Int = 8,
                maximumConnections: Int? = nil,
                maximumRedirects: Int = 10,
                certificateAuthorities: URL? = nil,
                maximumBodySize: Int = Configuration.defaultMaximumBodySize,
                maximumDownloadSize: Int = Configuration.defaultMaximumDownloadSize
            ) {
                self.timeout = timeout
                self.maximumDuration = maximumDuration
                self.maximumConnectionsPerHost = maximumConnectionsPerHost
                self.maximumConnections = maximumConnections
                self.maximumRedirects = maximumRedirects
                self.certificateAuthorities = certificateAuthorities
                self.maximumBodySize = maximumBodySize
                self.maximumDownloadSize = maximumDownloadSize
            }
        }
    }
#endif
