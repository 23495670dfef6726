import Foundation
import MusicBrainz

#if Curl
    import MusicBrainzCurl
#endif

/// The real transports every network test runs through: URLSession always, libcurl when the
/// package is built with the `Curl` trait.
enum TestTransports {
    /// A named transport factory, for parameterised tests.
    struct Kind: Sendable, CustomStringConvertible {
        var name: String
        var make: @Sendable () -> any HTTPTransport
        var description: String { name }
    }

    static let urlSession = Kind(name: "URLSession") { URLSessionTransport(timeout: .seconds(20)) }

    #if Curl
        static let curl = Kind(name: "libcurl") { CurlTransport(configuration: .init(timeout: .seconds(20))) }
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
