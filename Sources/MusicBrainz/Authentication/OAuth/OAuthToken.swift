import Foundation

/// An OAuth 2 access token with what comes with it: its expiry, its refresh token and its
/// scopes.
///
/// musicbrainz.org's access tokens live one hour (`expires_in` 3600); ``expiresAt`` is the
/// moment the token endpoint's answer arrived plus that lifetime. An ``OAuthSession``
/// refreshes the token with its ``refreshToken`` before it expires.
///
/// `Codable` as `{"access_token", "token_type", "refresh_token", "expires_at" (seconds since
/// 1970), "scope" (space separated)}`, the form ``FileTokenStore`` writes. Neither token is
/// ever printed: ``description`` and the mirror leave them out.
///
/// Source: section 8.3 of the WS/2 reference (`/oauth2/token`).
public struct OAuthToken: Sendable, Hashable, Codable, CustomStringConvertible, CustomReflectable {
    /// The access token, sent as `Authorization: Bearer <token>`.
    public var accessToken: String
    /// The token type; `Bearer` (the site writes `bearer`).
    public var tokenType: String
    /// The refresh token, when the authorization asked for offline access; `nil` otherwise.
    public var refreshToken: String?
    /// When the access token expires; `nil` when unknown (treated as not expiring).
    public var expiresAt: Date?
    /// The scopes granted (or, when the site did not say, asked for); `nil` when unknown.
    public var scopes: [OAuthScope]?

    /// Creates a token.
    /// - Parameters:
    ///   - accessToken: The access token.
    ///   - tokenType: The token type; default `Bearer`.
    ///   - refreshToken: The refresh token, if any.
    ///   - expiresAt: The expiry, if known.
    ///   - scopes: The scopes, if known.
    public init(
        accessToken: String, tokenType: String = "Bearer", refreshToken: String? = nil, expiresAt: Date? = nil,
        scopes: [OAuthScope]? = nil
    ) {
        self.accessToken = accessToken
        self.tokenType = tokenType
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.scopes = scopes
    }

    /// Whether the token expires within `margin` of `date` (or has expired).
    ///
    /// - Parameters:
    ///   - margin: How long before the expiry a token counts as expiring, such as one minute.
    ///   - date: The moment to compare with, usually now.
    /// - Returns: `true` when ``expiresAt`` is known and at most `margin` after `date`.
    public func expires(within margin: Duration, at date: Date) -> Bool {
        guard let expiresAt else { return false }
        let seconds = Double(margin.components.seconds) + Double(margin.components.attoseconds) / 1e18
        return expiresAt.timeIntervalSince(date) <= seconds
    }

    /// Whether the token has expired at `date`.
    /// - Parameter date: The moment to compare with.
    /// - Returns: `true` when ``expiresAt`` is known and not after `date`.
    public func isExpired(at date: Date) -> Bool { expires(within: .zero, at: date) }

    /// The type, expiry and scopes; the tokens are left out.
    public var description: String {
        var parts = ["\(tokenType) <redacted>"]
        if let expiresAt { parts.append("expires \(expiresAt)") }
        if let scopes { parts.append("scopes \(scopes.map(\.rawValue).joined(separator: " "))") }
        parts.append(refreshToken == nil ? "no refresh token" : "refresh token <redacted>")
        return "OAuthToken(" + parts.joined(separator: ", ") + ")"
    }

    /// A mirror without the tokens.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "accessToken": "<redacted>", "tokenType": tokenType,
                "refreshToken": refreshToken == nil ? "none" : "<redacted>", "expiresAt": expiresAt as Any,
                "scopes": scopes as Any,
            ])
    }

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case refreshToken = "refresh_token"
        case expiresAt = "expires_at"
        case scope
    }

    /// Decodes the stored form.
    /// - Throws: `DecodingError` when `access_token` is missing or a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try c.decode(String.self, forKey: .accessToken)
        tokenType = try c.decodeIfPresent(String.self, forKey: .tokenType) ?? "Bearer"
        refreshToken = try c.decodeIfPresent(String.self, forKey: .refreshToken)
        expiresAt = try c.decodeIfPresent(Double.self, forKey: .expiresAt).map { Date(timeIntervalSince1970: $0) }
        scopes = try c.decodeIfPresent(String.self, forKey: .scope).map(Self.scopes(in:))
    }

    /// Encodes the stored form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(accessToken, forKey: .accessToken)
        try c.encode(tokenType, forKey: .tokenType)
        try c.encodeIfPresent(refreshToken, forKey: .refreshToken)
        try c.encodeIfPresent(expiresAt?.timeIntervalSince1970, forKey: .expiresAt)
        try c.encodeIfPresent(scopes?.map(\.rawValue).joined(separator: " "), forKey: .scope)
    }

    /// The scopes of a space-separated `scope` value.
    static func scopes(in value: String) -> [OAuthScope] {
        value.split(whereSeparator: { $0 == " " || $0 == "," }).map { OAuthScope(rawValue: String($0)) }
    }
}
