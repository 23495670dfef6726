import Foundation

/// Rates entities: `POST /ws/2/rating?client=…`.
///
/// ```swift
/// var submission = try RatingSubmission(ReleaseGroup.self, id: albumID, rating: 80)
/// try submission.rate(Artist.self, id: artistID, stars: 5)       // 100
/// try submission.rate(Recording.self, id: recordingID, rating: 0) // clears the rating
/// _ = try await client.send(submission)
/// ```
///
/// Ratings are on the 0–100 scale of the service (0 clears the user's rating; the website
/// uses steps of 20, one star each); the `stars:` variants take 0–5 whole or half stars
/// (``rating(forStars:)``: 3.5 stars is 70). Releases cannot be
/// rated: the generic methods take ``RatableEntity`` types only, and `rate(_:id:rating:)` with an `EntityType`
/// refuses `release` before sending (rate the release group).
///
/// Needs credentials (OAuth scope ``OAuthScope/rating``).
///
/// Source: section 8.6 of the WS/2 reference.
public struct RatingSubmission: MusicBrainzRequest, SubmissionRequest, Hashable {
    /// The service's answer.
    public typealias Response = SubmissionAnswer

    /// The rating of one entity.
    public struct Entry: Sendable, Hashable {
        /// The entity's type (always ratable).
        public let entityType: EntityType
        /// The entity's MBID.
        public let id: MBID
        /// The rating, 0–100.
        public let rating: Int
        /// The rating in stars, 0–5 (`rating` / 20; 70 is 3.5).
        public var stars: Double { Double(rating) / 20 }
    }

    /// The ratings, in the order they were added.
    public private(set) var entries: [Entry] = []

    /// The `client` parameter; `nil` for `<application>-<version>` of the client's
    /// User-Agent.
    public var client: String?

    /// Creates an empty submission.
    /// - Parameter client: The `client` parameter, or `nil` for the User-Agent's.
    public init(client: String? = nil) { self.client = client }

    /// Creates a submission with one rating.
    /// - Parameters:
    ///   - type: The entity's type, such as `ReleaseGroup.self`.
    ///   - id: The entity's MBID.
    ///   - rating: The rating, 0–100.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a
    ///   rating outside 0–100.
    public init<Entity: RatableEntity>(
        _ type: Entity.Type, id: MBID, rating: Int, client: String? = nil
    ) throws(MusicBrainzError) {
        self.client = client
        try rate(Entity.entityType, id: id, rating: rating)
    }

    /// Creates a submission with one rating in whole or half stars, 0–5, as the website shows
    /// ratings: `RatingSubmission(ReleaseGroup.self, id: albumID, stars: 4)` sends 80.
    /// - Parameters:
    ///   - type: The entity's type, such as `ReleaseGroup.self`.
    ///   - id: The entity's MBID.
    ///   - stars: The stars, 0–5 in steps of ½ (0 clears the user's rating); ``rating(forStars:)``
    ///     gives the 0–100 value sent.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for stars
    ///   outside 0–5 or between two half steps (such as 3.7).
    public init<Entity: RatableEntity>(
        _ type: Entity.Type, id: MBID, stars: Double, client: String? = nil
    ) throws(MusicBrainzError) {
        self.client = client
        try rate(Entity.entityType, id: id, stars: stars)
    }

    /// Adds a rating on the 0–100 scale.
    /// - Parameters:
    ///   - type: The entity's type.
    ///   - id: The entity's MBID.
    ///   - rating: The rating, 0–100 (0 clears the user's rating).
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a
    ///   rating outside 0–100, or a different rating of the same entity in this submission.
    public mutating func rate<Entity: RatableEntity>(
        _ type: Entity.Type, id: MBID, rating: Int
    ) throws(MusicBrainzError) {
        try rate(Entity.entityType, id: id, rating: rating)
    }

    /// Adds a rating in whole stars, 0–5 (each star is 20 on the 0–100 scale).
    /// - Parameters:
    ///   - type: The entity's type.
    ///   - id: The entity's MBID.
    ///   - stars: The stars, 0–5 (0 clears the user's rating).
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for stars
    ///   outside 0–5.
    public mutating func rate<Entity: RatableEntity>(
        _ type: Entity.Type, id: MBID, stars: Int
    ) throws(MusicBrainzError) {
        try rate(Entity.entityType, id: id, stars: Double(stars))
    }

    /// Adds a rating in whole or half stars, 0–5: `3.5` is 70 on the service's 0–100 scale.
    /// - Parameters:
    ///   - type: The entity's type.
    ///   - id: The entity's MBID.
    ///   - stars: The stars, 0–5 in steps of ½ (0 clears the user's rating).
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for stars
    ///   outside 0–5 or between two half steps (such as 3.7).
    public mutating func rate<Entity: RatableEntity>(
        _ type: Entity.Type, id: MBID, stars: Double
    ) throws(MusicBrainzError) {
        try rate(Entity.entityType, id: id, stars: stars)
    }

    /// Adds a rating in whole or half stars of an entity given by its type at run time.
    /// - Parameters:
    ///   - entityType: The entity's type; releases and other unratable types are refused.
    ///   - id: The entity's MBID.
    ///   - stars: The stars, 0–5 in steps of ½ (0 clears the user's rating).
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for stars
    ///   outside 0–5 or between two half steps, and as the 0–100 variant.
    public mutating func rate(_ entityType: EntityType, id: MBID, stars: Double) throws(MusicBrainzError) {
        try Self.checkRatable(entityType)
        try rate(entityType, id: id, rating: try Self.rating(forStars: stars))
    }

    /// The service's 0–100 value of a rating in stars: 20 per star, 10 per half star.
    /// - Parameter stars: The stars, 0–5 in steps of ½.
    /// - Returns: The rating, 0–100, a multiple of 10.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for stars
    ///   outside 0–5 or between two half steps.
    public static func rating(forStars stars: Double) throws(MusicBrainzError) -> Int {
        guard stars.isFinite, (0...5).contains(stars), (stars * 2).rounded() == stars * 2 else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "A rating in stars is 0 to 5 in whole or half stars (0 clears the rating), not \(stars)."
            )
        }
        return Int((stars * 20).rounded())
    }

    /// Adds a rating of an entity given by its type at run time.
    /// - Parameters:
    ///   - entityType: The entity's type; releases, areas, instruments, series, genres, URLs
    ///     and collections cannot be rated.
    ///   - id: The entity's MBID.
    ///   - rating: The rating, 0–100.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a type
    ///   that cannot be rated (for a release: "rate the release group"), a rating outside
    ///   0–100, or a different rating of the same entity in this submission.
    public mutating func rate(_ entityType: EntityType, id: MBID, rating: Int) throws(MusicBrainzError) {
        try Self.checkRatable(entityType)
        guard (0...100).contains(rating) else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "A rating is 0 to 100 (0 clears it; 20 per star), not \(rating).")
        }
        if let earlier = entries.first(where: { $0.entityType == entityType && $0.id == id }) {
            guard earlier.rating == rating else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "\(entityType.pathName) \(id) is already rated \(earlier.rating) in this submission; a submission rates an entity once."
                )
            }
            return
        }
        entries.append(Entry(entityType: entityType, id: id, rating: rating))
    }

    /// Refuses a type that cannot be rated (for a release: "rate the release group").
    private static func checkRatable(_ entityType: EntityType) throws(MusicBrainzError) {
        guard entityType.isRatable else {
            let hint =
                entityType == .release
                ? "Releases cannot be rated; rate the release group instead."
                : "\(entityType.pathName) entities cannot be rated; ratable are artist, event, label, place, recording, release-group and work."
            throw MusicBrainzError(code: .invalidRequest, message: hint)
        }
    }

    /// `rating`.
    public var path: String { "rating" }
    /// `client`, when given.
    public var queryItems: [URLQueryItem] { clientQueryItems }
    /// `POST`.
    public var method: HTTPRequest.Method { .post }
    /// Always: submissions need credentials.
    public var requiresAuthentication: Bool { true }
    /// "a rating submission".
    public var authenticationReason: String { "a rating submission" }
    /// `submit-ratings`.
    public var operationName: String { "submit-ratings" }

    /// Refuses an empty submission and a bad `client`.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        guard !entries.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The rating submission has no ratings.")
        }
        try validateClient()
    }

    /// The XML body: per entity type, `<<type>-list><<type> id><user-rating>80</user-rating>…`.
    public var body: Data? {
        var xml = SubmissionXML()
        for entityType in TagSubmission.typeOrder(entries.map(\.entityType)) {
            xml.open(entityType.listElementName)
            for entry in entries where entry.entityType == entityType {
                xml.open(entityType.elementName, [("id", entry.id.description)])
                xml.element("user-rating", text: String(entry.rating))
                xml.close(entityType.elementName)
            }
            xml.close(entityType.listElementName)
        }
        return xml.finish()
    }
}
