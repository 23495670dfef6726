import Foundation

/// Base64 with the URL- and filename-safe alphabet and no padding (RFC 4648 §5, as RFC 7636
/// appendix A uses it): `-` for `+`, `_` for `/`, and no trailing `=`.
///
/// OAuth PKCE's code verifier and its `S256` code challenge are written this way (RFC 7636
/// §4.1–4.2): `challenge = Base64URL.encode(SHA256.digest(verifier))`.
enum Base64URL {
    /// The bytes in base64url without padding.
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var text = Array(Data(bytes).base64EncodedString().utf8)
        while text.last == UInt8(ascii: "=") { text.removeLast() }
        for index in text.indices {
            switch text[index] {
            case UInt8(ascii: "+"): text[index] = UInt8(ascii: "-")
            case UInt8(ascii: "/"): text[index] = UInt8(ascii: "_")
            default: break
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
