/// How a tag submission votes for a tag: the `vote` attribute of `<user-tag>`.
///
/// Every tag a ``TagSubmission`` sends carries its vote, so the service never applies its
/// legacy "replace" semantics (which upvote the listed tags and withdraw every other tag the
/// user had upvoted on that entity).
///
/// Source: section 8.5 of the WS/2 reference (a closed set on the service).
public enum TagVote: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Adds the user's vote for the tag.
    case upvote
    /// Votes against the tag.
    case downvote
    /// Takes the user's vote, for or against, back.
    case withdraw

    /// The wire value.
    public var description: String { rawValue }
}
