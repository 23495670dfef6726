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

    /// Every real transport of this build.
    static var all: [Kind] {
        let kinds = [urlSession]
        // With the Curl trait, the libcurl transport joins this list (issue 5).
        return kinds
    }
}
