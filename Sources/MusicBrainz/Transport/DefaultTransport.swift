import Foundation

/// The transport a client uses when it is given none: libcurl on Linux when the package is
/// built with the `Curl` trait, `URLSession` everywhere else.
///
/// ``MusicBrainzClient``, ``CoverArtArchiveClient`` and ``OAuthClient`` made without a
/// `transport:` argument all share ``shared``, so the requests of every client of the process
/// reuse the same connections (and, for libcurl, the same thread).
///
/// | Platform | Built with the `Curl` trait | Without it |
/// | --- | --- | --- |
/// | Linux | ``CurlTransport`` | ``URLSessionTransport`` |
/// | Apple platforms | ``URLSessionTransport`` | ``URLSessionTransport`` |
///
/// **Build a Linux app with the `Curl` trait.** On Linux, `URLSession` comes from
/// FoundationNetworking, which stops the whole process when a server or a proxy closes the
/// connection in the middle of the response headers (swift-corelibs-foundation issue 5285, not
/// fixed in Swift 6.3): an app that embeds the library dies, not just the request. libcurl
/// reports the same connection as a ``MusicBrainzError/Code/transportFailed`` that the retry
/// policy repeats. On Apple platforms `URLSession` has no such failure and stays the default.
///
/// ```swift
/// // Package.swift of a Linux app (tools version 6.1 or later):
/// .package(url: "https://github.com/swift-musicbrainz/swift-musicbrainz", branch: "main", traits: ["Curl"]),
/// ```
public enum DefaultTransport {
    /// Which transport the default is.
    public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
        /// ``URLSessionTransport``.
        case urlSession
        /// ``CurlTransport`` (libcurl).
        case curl

        /// `urlSession` or `curl`.
        public var description: String { rawValue }
    }

    /// The default of this build: ``Kind/curl`` on Linux with the `Curl` trait, otherwise
    /// ``Kind/urlSession``.
    public static var kind: Kind {
        #if Curl && os(Linux)
            .curl
        #else
            .urlSession
        #endif
    }

    /// The transport every client made without one shares, created on first use with the
    /// defaults of its type (see ``make()``).
    public static let shared: any HTTPTransport = make()

    /// A new transport of the default ``kind``, with that type's default settings (a 60-second
    /// inactivity timeout, five minutes per request, 8 connections per host, 64 MiB bodies).
    ///
    /// - Returns: A ``CurlTransport`` or a ``URLSessionTransport``.
    public static func make() -> any HTTPTransport {
        #if Curl && os(Linux)
            CurlTransport()
        #else
            URLSessionTransport()
        #endif
    }
}
