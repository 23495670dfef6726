import Foundation

/// Tolerant readers for the Cover Art Archive's `index.json`, whose older files wrote numbers
/// and flags as strings.
extension KeyedDecodingContainer {
    /// A Boolean, also accepted as the strings `"true"` / `"false"`; `nil` when missing or `null`.
    func flexibleBool(_ key: Key) throws -> Bool? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let value = try? decode(Bool.self, forKey: key) { return value }
        let text = try decode(String.self, forKey: key)
        switch text.lowercased() {
        case "true": return true
        case "false": return false
        case "": return nil
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(text)\" is not true or false")
        }
    }

    /// A web URL from a string; `nil` when missing, `null` or `""`, and also when it is not an
    /// `http` or `https` URL with a host (`javascript:…`, `file:///…`, `data:…`): the archive
    /// only writes web URLs, and another scheme must not reach an app that opens or shows it.
    /// - Throws: `DecodingError` when the value is not a string or not a URL at all.
    func url(_ key: Key) throws -> URL? {
        guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\"\(text)\" is not a URL")
        }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
