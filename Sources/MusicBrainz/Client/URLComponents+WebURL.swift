import Foundation

extension URLComponents {
    /// The parts of `url` with the scheme in lower case, when it is an http or https URL (the
    /// scheme in any case) with a host; `nil` for anything else. The one rule for every URL the
    /// library sends a request to: base URLs of both services and image URLs from listings.
    static func webURL(_ url: URL) -> URLComponents? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return nil }
        components.scheme = scheme
        return components
    }
}
