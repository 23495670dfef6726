import Foundation

/// Who an access token belongs to: the answer of `/oauth2/userinfo`.
///
/// Needs a token with the ``OAuthScope/profile`` scope (and ``OAuthScope/email`` for the
/// address). The two providers answer in different shapes, and both are read:
///
/// - metabrainz.org: `{"sub": "<numeric user ID as a string>", "username": <user name>,
///   "member_since": <ISO 8601 date> | null}`;
/// - musicbrainz.org: `{"sub": <user name>, "profile": <url>, "metabrainz_user_id": <int>,
///   "website"?, "gender"?, "zoneinfo"?, "email"?, "email_verified"?}`.
///
/// ``username`` is `username` when the answer has it and `sub` otherwise (as Picard reads it);
/// ``userID`` is `metabrainz_user_id`, or the numeric `sub` of an answer with `username`.
///
/// Source: sections 8.3 and 8.10.5 of the WS/2 reference.
public struct OAuthUserInfo: Sendable, Hashable, Codable {
    /// The user name (`username`, or `sub` on musicbrainz.org).
    public var username: String
    /// The user's profile page, such as `https://musicbrainz.org/user/editor`.
    public var profileURL: URL?
    /// The numeric user ID (`metabrainz_user_id`, or metabrainz.org's numeric `sub`); the same
    /// number on both sites.
    public var userID: Int?
    /// When the account was created (`member_since`, metabrainz.org), if given.
    public var memberSince: Date?
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
    ///   - memberSince: When the account was created.
    public init(
        username: String, profileURL: URL? = nil, userID: Int? = nil, website: String? = nil, gender: String? = nil,
        timeZone: String? = nil, email: String? = nil, isEmailVerified: Bool? = nil, memberSince: Date? = nil
    ) {
        self.username = username
        self.profileURL = profileURL
        self.userID = userID
        self.memberSince = memberSince
        self.website = website
        self.gender = gender
        self.timeZone = timeZone
        self.email = email
        self.isEmailVerified = isEmailVerified
    }

    enum CodingKeys: String, CodingKey {
        case subject = "sub"
        case username
        case profileURL = "profile"
        case userID = "metabrainz_user_id"
        case memberSince = "member_since"
        case website, gender
        case timeZone = "zoneinfo"
        case email
        case isEmailVerified = "email_verified"
    }

    /// Decodes the endpoint's JSON in either provider's shape; `username` or `sub` is required,
    /// a `profile` that is not a URL and a `member_since` that is not an ISO 8601 date are `nil`.
    /// - Throws: `DecodingError` when both `username` and `sub` are missing or a value has the
    ///   wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let subject = try c.decodeIfPresent(String.self, forKey: .subject)
        if let name = try c.decodeIfPresent(String.self, forKey: .username) {
            username = name
            userID = try c.decodeIfPresent(Int.self, forKey: .userID) ?? subject.flatMap { Int($0) }
        } else {
            username = try c.decode(String.self, forKey: .subject)
            userID = try c.decodeIfPresent(Int.self, forKey: .userID)
        }
        memberSince = try c.decodeIfPresent(String.self, forKey: .memberSince).flatMap(Self.date(from:))
        profileURL = try c.decodeIfPresent(String.self, forKey: .profileURL).flatMap { URL(string: $0) }
        website = try c.decodeIfPresent(String.self, forKey: .website)
        gender = try c.decodeIfPresent(String.self, forKey: .gender)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        isEmailVerified = try c.decodeIfPresent(Bool.self, forKey: .isEmailVerified)
    }

    /// Encodes musicbrainz.org's shape with metabrainz.org's `username` and `member_since`
    /// added, which decodes back to the same value.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(username, forKey: .subject)
        try c.encode(username, forKey: .username)
        try c.encodeIfPresent(profileURL?.absoluteString, forKey: .profileURL)
        try c.encodeIfPresent(userID, forKey: .userID)
        try c.encodeIfPresent(memberSince.map(Self.string(from:)), forKey: .memberSince)
        try c.encodeIfPresent(website, forKey: .website)
        try c.encodeIfPresent(gender, forKey: .gender)
        try c.encodeIfPresent(timeZone, forKey: .timeZone)
        try c.encodeIfPresent(email, forKey: .email)
        try c.encodeIfPresent(isEmailVerified, forKey: .isEmailVerified)
    }

    /// An ISO 8601 date with or without fractional seconds, or `nil`.
    static func date(from text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// The ISO 8601 form of a date.
    static func string(from date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
