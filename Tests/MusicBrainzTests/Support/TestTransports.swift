import Foundation
import MusicBrainz

/// The real transports every network test runs through: URLSession always, libcurl when the
/// package is built with the `Curl` trait.
enum TestTransports {
    /// The limits a test gives a transport it makes with ``Kind/limited(_:)``.
    struct Limits: Sendable {
        var timeout: Duration = .seconds(20)
        var maximumDuration: Duration? = .seconds(300)
        var maximumBodySize: Int = URLSessionTransport.defaultMaximumBodySize
        var maximumDownloadSize: Int = URLSessionTransport.defaultMaximumDownloadSize
    }

    /// A named transport factory, for parameterised tests.
    struct Kind: Sendable, CustomStringConvertible {
        var name: String
        var make: @Sendable () -> any HTTPTransport
        /// Makes the transport with the given limits; `nil` for kinds that have none to set.
        var makeLimited: (@Sendable (Limits) -> any HTTPTransport)? = nil
        var description: String { name }

        /// The transport with these limits (the plain one when the kind has no limits to set).
        func limited(_ limits: Limits) -> any HTTPTransport { makeLimited?(limits) ?? make() }
    }

    static let urlSession = Kind(
        name: "URLSession", make: { URLSessionTransport(timeout: .seconds(20)) },
        makeLimited: { limits in
            URLSessionTransport(
                timeout: limits.timeout, maximumDuration: limits.maximumDuration,
                maximumBodySize: limits.maximumBodySize, maximumDownloadSize: limits.maximumDownloadSize)
        })

    #if Curl
        static let curl = Kind(
            name: "libcurl", make: { CurlTransport(configuration: .init(timeout: .seconds(20))) },
            makeLimited: { limits in
                CurlTransport(
                    configuration: .init(
                        timeout: limits.timeout, maximumDuration: limits.maximumDuration,
                        maximumBodySize: limits.maximumBodySize, maximumDownloadSize: limits.maximumDownloadSize))
            })
    #endif

    /// Every real transport of this build.
    static var all: [Kind] {
        var kinds = [urlSession]
        #if Curl
            kinds.append(curl)
        #endif
        return kinds
    }
}
