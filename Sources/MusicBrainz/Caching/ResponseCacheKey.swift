import Foundation

/// What a ``ResponseCache`` keeps an answer under: the whole request as far as it decides
/// the answer, the method, the URL with every query parameter (`inc`, `fmt`, filters,
/// paging), the `Accept` format, and who asked.
///
/// Two requests that differ in any of these never share an entry. Answers to authenticated
/// requests are kept under their ``credentialIdentity`` and are never given to another
/// credential or to an anonymous request.
public struct ResponseCacheKey: Sendable, Hashable, CustomStringConvertible {
    /// The method, such as `GET`.
    public var method: String
    /// The absolute URL, query string as sent.
    public var url: URL
    /// The `Accept` header, or `nil` for none.
    public var accept: String?
    /// The ``MiddlewareContext/credentialIdentity`` of the request, `nil` when anonymous.
    public var credentialIdentity: String?

    /// Creates a key.
    /// - Parameters:
    ///   - method: The method.
    ///   - url: The absolute URL.
    ///   - accept: The `Accept` header.
    ///   - credentialIdentity: Who asked, `nil` when anonymous.
    public init(method: String = "GET", url: URL, accept: String? = nil, credentialIdentity: String? = nil) {
        self.method = method
        self.url = url
        self.accept = accept
        self.credentialIdentity = credentialIdentity
    }

    /// The key as one text, which a store compares to tell keys apart: the method and URL,
    /// then `accept:` and `identity:` lines (`-` for none).
    public var canonical: String {
        "\(method) \(url.absoluteString)\naccept: \(accept ?? "-")\nidentity: \(credentialIdentity ?? "-")"
    }

    /// The SHA-256 of ``canonical`` in lower-case hex (64 characters): a file name for the
    /// entry that says nothing of the request.
    public var digest: String { Hex.lowercase(SHA256.digest(canonical)) }

    /// `GET <url>` and the format, without the identity.
    public var description: String {
        "\(method) \(url.absoluteString)" + (accept.map { " (\($0))" } ?? "")
            + (credentialIdentity == nil ? "" : " [authenticated]")
    }

    /// The same request for another URL (an image's final URL).
    func with(url: URL) -> ResponseCacheKey {
        var key = self
        key.url = url
        return key
    }
}
