import Foundation

/// A `WWW-Authenticate: Digest …` challenge (RFC 7616 §3.3), as MusicBrainz sends it:
/// `Digest realm="musicbrainz.org", charset=UTF-8, qop="auth,auth-int", nonce="…", opaque="…",
/// algorithm="MD5"`, followed by a `Bearer realm="musicbrainz.org", …` challenge.
///
/// The challenges may come as separate header lines or, after a transport merged them, as one
/// value joined with commas; both are read (RFC 9110 §11.6.1). Parameter names compare without
/// case, values may be quoted strings (with `\` escapes) or tokens.
struct DigestChallenge: Sendable, Hashable {
    /// The realm, such as `musicbrainz.org`.
    var realm: String
    /// The server's nonce.
    var nonce: String
    /// The opaque value to echo back (MusicBrainz finds the nonce again through it).
    var opaque: String?
    /// The algorithm; `nil` when not given (MD5).
    var algorithm: String?
    /// The offered qop values, such as `["auth", "auth-int"]`; empty when none was given.
    var qops: [String]
    /// Whether the nonce of the previous request was stale (its digest was right, the nonce
    /// is no longer accepted): answer with this challenge's nonce without asking anyone.
    var isStale: Bool

    /// Whether the library can answer: MD5 (or no algorithm) with `qop=auth` offered.
    var isSupported: Bool {
        (algorithm.map { $0.caseInsensitiveCompare("MD5") == .orderedSame } ?? true) && qops.contains("auth")
    }

    /// The first Digest challenge among the `WWW-Authenticate` fields of a response, or `nil`.
    init?(in fields: HTTPFields) {
        for value in fields.values(for: "WWW-Authenticate") {
            for challenge in Self.challenges(in: value) where challenge.scheme.lowercased() == "digest" {
                if let parsed = DigestChallenge(parameters: challenge.parameters) {
                    self = parsed
                    return
                }
            }
        }
        return nil
    }

    /// A challenge from its parameters; `nil` without a nonce.
    init?(parameters: [String: String]) {
        guard let nonce = parameters["nonce"], !nonce.isEmpty else { return nil }
        self.nonce = nonce
        realm = parameters["realm"] ?? ""
        opaque = parameters["opaque"]
        algorithm = parameters["algorithm"]
        qops = (parameters["qop"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }.filter { !$0.isEmpty }
        isStale = parameters["stale"]?.lowercased() == "true"
    }

    /// The challenges of one header value: a scheme token, then its comma-separated
    /// `name=value` parameters, until the next scheme token.
    static func challenges(in value: String) -> [(scheme: String, parameters: [String: String])] {
        var result: [(scheme: String, parameters: [String: String])] = []
        for item in splitItems(value) {
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            // `Scheme name=value` starts a challenge; `name=value` continues one.
            let firstSpace = trimmed.firstIndex(of: " ")
            let firstEquals = trimmed.firstIndex(of: "=")
            var parameterText = trimmed
            if let space = firstSpace, firstEquals.map({ space < $0 }) ?? true,
                !trimmed[space...].drop(while: { $0 == " " }).hasPrefix("=")
            {
                result.append((String(trimmed[..<space]), [:]))
                parameterText = trimmed[trimmed.index(after: space)...].trimmingCharacters(in: .whitespaces)
            } else if firstEquals == nil {
                result.append((trimmed, [:]))
                continue
            }
            guard !result.isEmpty, let equals = parameterText.firstIndex(of: "=") else { continue }
            let name = parameterText[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let rawValue = parameterText[parameterText.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            result[result.count - 1].parameters[name] = unquoted(rawValue)
        }
        return result
    }

    /// Splits on the commas outside quoted strings.
    private static func splitItems(_ value: String) -> [String] {
        var items: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\" where inQuotes:
                current.append(character)
                escaped = true
            case "\"":
                current.append(character)
                inQuotes.toggle()
            case "," where !inQuotes:
                items.append(current)
                current = ""
            default:
                current.append(character)
            }
        }
        items.append(current)
        return items
    }

    /// A token as it is, a quoted string without its quotes and escapes.
    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return value }
        var result = ""
        var escaped = false
        for character in value.dropFirst().dropLast() {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
