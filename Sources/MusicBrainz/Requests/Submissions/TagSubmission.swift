import Foundation

/// Votes for, against or withdrawn from tags (and genres) on entities:
/// `POST /ws/2/tag?client=…`.
///
/// ```swift
/// var submission = try TagSubmission(.upvote, ["jpop", "Synth-pop "], on: Artist.self, id: artistID)
/// try submission.add(.downvote, ["rock"], on: Artist.self, id: artistID)
/// try submission.add(.upvote, ["electronic"], on: Recording.self, id: recordingID)
/// let answer = try await client.send(submission)   // SubmissionAnswer, "OK"
/// ```
///
/// Tag names are trimmed and lower-cased as the service stores them, and refused before
/// sending when empty or, for up- and downvotes, containing a comma (send several tags
/// instead; a withdrawal may name a tag with a comma). Every `<user-tag>` carries its `vote`,
/// so the legacy "replace" semantics never apply by accident, and an entity is never sent
/// without tags. A genre vote is a tag vote whose name is a genre's name (`inc=genres` and
/// `user-genres` report the tags that are genres); there is no separate genre submission.
///
/// Needs credentials (OAuth scope ``OAuthScope/tag``). The body is checked completely by the
/// service before anything is stored; the first error (an unknown MBID, for one) refuses the
/// whole submission with `400`.
///
/// Source: section 8.5 of the WS/2 reference.
public struct TagSubmission: MusicBrainzRequest, SubmissionRequest, Hashable {
    /// The service's answer.
    public typealias Response = SubmissionAnswer

    /// One tag and the vote for it.
    public struct Tag: Sendable, Hashable {
        /// The tag name, trimmed and lower-cased.
        public let name: String
        /// The vote.
        public let vote: TagVote
    }

    /// The votes on one entity.
    public struct Entry: Sendable, Hashable {
        /// The entity's type (always taggable).
        public let entityType: EntityType
        /// The entity's MBID.
        public let id: MBID
        /// The votes, in the order they were added; never empty.
        public internal(set) var tags: [Tag]
    }

    /// The entities and their votes, in the order they were first added.
    public private(set) var entries: [Entry] = []

    /// The `client` parameter; `nil` for `<application>-<version>` of the client's
    /// User-Agent.
    public var client: String?

    /// Creates an empty submission; add votes with `add(_:_:on:id:)`.
    /// - Parameter client: The `client` parameter, or `nil` for the User-Agent's.
    public init(client: String? = nil) { self.client = client }

    /// Creates a submission with votes on one entity.
    ///
    /// - Parameters:
    ///   - vote: The vote for every name.
    ///   - names: The tag names.
    ///   - type: The entity's type, such as `Artist.self`.
    ///   - id: The entity's MBID.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` as
    ///   `add(_:_:on:id:)` does.
    public init<Entity: TaggableEntity>(
        _ vote: TagVote, _ names: [String], on type: Entity.Type, id: MBID, client: String? = nil
    ) throws(MusicBrainzError) {
        self.client = client
        try add(vote, names, on: Entity.entityType, id: id)
    }

    /// Adds votes on an entity.
    ///
    /// - Parameters:
    ///   - vote: The vote for every name.
    ///   - names: The tag names (at least one).
    ///   - type: The entity's type, such as `Recording.self`.
    ///   - id: The entity's MBID.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``: no names,
    ///   a name that is empty after trimming, an up- or downvote for a name with a comma, a
    ///   control character, or a name this submission already votes on differently for the
    ///   entity. Nothing is added then.
    public mutating func add<Entity: TaggableEntity>(
        _ vote: TagVote, _ names: [String], on type: Entity.Type, id: MBID
    ) throws(MusicBrainzError) {
        try add(vote, names, on: Entity.entityType, id: id)
    }

    /// Adds votes on an entity given by its type at run time (a command line's `artist`).
    ///
    /// - Parameters:
    ///   - vote: The vote for every name.
    ///   - names: The tag names (at least one).
    ///   - entityType: The entity's type; genres, URLs and collections cannot be tagged.
    ///   - id: The entity's MBID.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a type
    ///   that cannot be tagged, and as the generic `add(_:_:on:id:)`.
    public mutating func add(
        _ vote: TagVote, _ names: [String], on entityType: EntityType, id: MBID
    ) throws(MusicBrainzError) {
        guard entityType.isTaggable else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "\(entityType.pathName) entities cannot be tagged; taggable are area, artist, event, instrument, label, place, recording, release, release-group, series and work."
            )
        }
        guard !names.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "A tag vote needs at least one tag name.")
        }
        var entry =
            entries.first { $0.entityType == entityType && $0.id == id }
            ?? Entry(entityType: entityType, id: id, tags: [])
        for name in names {
            let tag = Tag(name: try Self.normalized(name, vote: vote), vote: vote)
            if let earlier = entry.tags.first(where: { $0.name == tag.name }) {
                guard earlier.vote == vote else {
                    throw MusicBrainzError(
                        code: .invalidRequest,
                        message:
                            "The tag \"\(tag.name)\" is already voted on with \(earlier.vote) for \(entityType.pathName) \(id); a submission votes once per tag."
                    )
                }
                continue
            }
            entry.tags.append(tag)
        }
        if let index = entries.firstIndex(where: { $0.entityType == entityType && $0.id == id }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// A tag name as the service stores it: trimmed and lower-cased, checked.
    static func normalized(_ name: String, vote: TagVote) throws(MusicBrainzError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !trimmed.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "A tag name is empty; the service refuses it.")
        }
        if vote != .withdraw, trimmed.contains(",") {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The tag name \"\(trimmed)\" contains a comma; to vote for several tags, give them as separate names."
            )
        }
        try SubmissionXML.validate(trimmed, what: "The tag name \"\(trimmed)\"")
        return trimmed
    }

    /// `tag`.
    public var path: String { "tag" }
    /// `client`, when given.
    public var queryItems: [URLQueryItem] { clientQueryItems }
    /// `POST`.
    public var method: HTTPRequest.Method { .post }
    /// Always: submissions need credentials.
    public var requiresAuthentication: Bool { true }
    /// "a tag submission".
    public var authenticationReason: String { "a tag submission" }
    /// `submit-tags`.
    public var operationName: String { "submit-tags" }

    /// Refuses an empty submission, an entity without tags and a bad `client`.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        guard !entries.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The tag submission has no votes.")
        }
        try validateClient()
    }

    /// The XML body: per entity type, `<<type>-list><<type> id><user-tag-list><user-tag
    /// vote="…"><name>…</name></user-tag>…`.
    public var body: Data? {
        var xml = SubmissionXML()
        for entityType in Self.typeOrder(entries.map(\.entityType)) {
            xml.open(entityType.listElementName)
            for entry in entries where entry.entityType == entityType {
                xml.open(entityType.elementName, [("id", entry.id.description)])
                xml.open("user-tag-list")
                for tag in entry.tags {
                    xml.open("user-tag", [("vote", tag.vote.rawValue)])
                    xml.element("name", text: tag.name)
                    xml.close("user-tag")
                }
                xml.close("user-tag-list")
                xml.close(entityType.elementName)
            }
            xml.close(entityType.listElementName)
        }
        return xml.finish()
    }

    /// The entity types in the order they first appear.
    static func typeOrder(_ types: [EntityType]) -> [EntityType] {
        var seen: [EntityType] = []
        for type in types where !seen.contains(type) { seen.append(type) }
        return seen
    }
}
