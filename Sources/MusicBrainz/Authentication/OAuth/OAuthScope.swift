/// What an OAuth 2 access token may do on MusicBrainz: the `scope` values of the
/// authorization request.
///
/// A token has only the scopes it was granted; a request beyond them gets `401` (for ISRC and
/// barcode submissions with the other message, "You are not authorized to access this
/// resource."). Digest users have every scope.
///
/// The constants carry musicbrainz.org's names (`tag`, `submit_isrc`); metabrainz.org, the
/// provider since 2026, names the MusicBrainz scopes with a `musicbrainz:` prefix
/// (`musicbrainz:tag`), and the library writes and reads them in the provider's form
/// (``OAuthProvider/wireName(of:)``, ``OAuthProvider/scope(fromWire:)``). Exchanging a code with
/// the unprefixed names there leaves the token without permissions.
///
/// Source: sections 2.5, 6.3, 8.3 and 8.10.6 of the WS/2 reference (the server's
/// `%ACCESS_SCOPE_BY_NAME`; metabrainz.org's scope table).
public struct OAuthScope: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The scope's name on the wire, such as `submit_isrc`.
    public let rawValue: String

    /// Creates a scope from its name; any name is accepted (another provider may know more).
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `profile`: the user name and profile URL at `/oauth2/userinfo`.
    public static let profile = OAuthScope(rawValue: "profile")
    /// `email`: the email address at `/oauth2/userinfo`.
    public static let email = OAuthScope(rawValue: "email")
    /// `tag`: `inc=user-tags` and `user-genres`, reading (`GET /ws/2/tag?id=`) and submitting
    /// tags (`POST /ws/2/tag`).
    public static let tag = OAuthScope(rawValue: "tag")
    /// `rating`: `inc=user-ratings`, reading (`GET /ws/2/rating?id=`) and submitting ratings
    /// (`POST /ws/2/rating`).
    public static let rating = OAuthScope(rawValue: "rating")
    /// `collection`: private collections, the user's own collection list (`GET
    /// /ws/2/collection`) and collection edits (`PUT`/`DELETE`).
    public static let collection = OAuthScope(rawValue: "collection")
    /// `submit_isrc`: ISRC submissions (`POST /ws/2/recording`).
    public static let submitISRC = OAuthScope(rawValue: "submit_isrc")
    /// `submit_barcode`: barcode submissions (`POST /ws/2/release`).
    public static let submitBarcode = OAuthScope(rawValue: "submit_barcode")

    /// `openid`: an ID token (metabrainz.org); the authorization then carries a `nonce`.
    public static let openID = OAuthScope(rawValue: "openid")

    /// Every scope musicbrainz.org grants, in its bit order: profile, email, tag, rating,
    /// collection, submit_isrc, submit_barcode.
    public static let all: [OAuthScope] = [profile, email, tag, rating, collection, submitISRC, submitBarcode]

    /// Decodes the name from a JSON string.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the name as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name.
    public var description: String { rawValue }
}
