import Foundation

/// Who an access token belongs to: the answer of `/oauth2/userinfo`.
///
/// Needs a token with the ``OAuthScope/profile`` scope (and ``OAuthScope/email`` for the
/// address).
///
/// Source: section 8.3 of the WS/2 reference: `{"sub": <user name>, "profile": <url>,
/// "metabrainz_user_id": <int>, "website"?, "gender"?, "zoneinfo"?, "email"?,
/// "email_verified"?}`.
public struct OAuthUserInfo: Sendable, Hashable, Codable {
    /// The user name (`sub`).
    public var username: String
    /// The user's profile page, such as `https://musicbrainz.org/user/editor`.
    public var profileURL: URL?
    /// The numeric user ID (`metabrainz_user_id`).
    public var userID: Int?
    /// The website the user gave, if any.
    public var website: String?
    /// The gender the user gave, if any.
    public var gender: String?
    /// The user's time zone, such as `Europe/Berlin`, if given.
    public var timeZone: String?
    /// The email address (needs the `email` scope).
    public var email: String?
    /// Whether the email address is verified (needs the `email` scope); submitting ISRCs needs
    /// a verified address.
    public var isEmailVerified: Bool?

    /// Creates user information.
    /// - Parameters:
    ///   - username: The user name.
    ///   - profileURL: The profile page.
    ///   - userID: The numeric user ID.
    ///   - website: The website.
    ///   - gender: The gender.
    ///   - timeZone: The time zone.
    ///   - email: The email address.
    ///   - isEmailVerified: Whether the address is verified.
    public init(
        username: String, profileURL: URL? = nil, userID: Int? = nil, website: String? = nil, gender: String? = nil,
        timeZone: String? = nil, email: String? = nil, isEmailVerified: Bool? = nil
    ) {
        self.username = username
        self.profileURL = profileURL
        self.userID = userID
        self.website = website
        self.gender = gender
        self.timeZone = timeZone
        self.email = email
        self.isEmailVerified = isEmailVerified
    }

    enum CodingKeys: String, CodingKey {
        case username = "sub"
        case profileURL = "profile"
        case userID = "metabrainz_user_id"
        case website, gender
        case timeZone = "zoneinfo"
        case email
        case isEmailVerified = "email_verified"
    }

    /// Decodes the endpoint's JSON; `sub` is required, a `profile` that is not a URL is `nil`.
    /// - Throws: `DecodingError` when `sub` is missing or a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        username = try c.decode(String.self, forKey: .username)
        profileURL = try c.decodeIfPresent(String.self, forKey: .profileURL).flatMap { URL(string: $0) }
        userID = try c.decodeIfPresent(Int.self, forKey: .userID)
        website = try c.decodeIfPresent(String.self, forKey: .website)
        gender = try c.decodeIfPresent(String.self, forKey: .gender)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        isEmailVerified = try c.decodeIfPresent(Bool.self, forKey: .isEmailVerified)
    }

    /// Encodes the endpoint's JSON shape.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(username, forKey: .username)
        try c.encodeIfPresent(profileURL?.absoluteString, forKey: .profileURL)
        try c.encodeIfPresent(userID, forKey: .userID)
        try c.encodeIfPresent(website, forKey: .website)
        try c.encodeIfPresent(gender, forKey: .gender)
        try c.encodeIfPresent(timeZone, forKey: .timeZone)
        try c.encodeIfPresent(email, forKey: .email)
        try c.encodeIfPresent(isEmailVerified, forKey: .isEmailVerified)
    }
}
