/// The service's answer to a submission or a collection edit that it accepted.
///
/// A refused submission is not an answer but an error status, thrown as the
/// ``MusicBrainzError`` of that status with the server's message (`400` "The tag name cannot be
/// empty.", `401`, `503` while the database is read-only, …).
///
/// Decoded and encoded by its mapping (`SubmissionAnswer+Mapping.swift`), so it is a
/// ``MusicBrainzResponse`` and `Codable`.
///
/// Source: section 1.7 of the WS/2 reference: XML
/// `<metadata><message><text>OK</text></message></metadata>`, JSON `{"message": "OK"}`.
public struct SubmissionAnswer: Sendable, Hashable {
    /// The message, `OK` for every accepted submission.
    public var message: String

    /// Whether the message is `OK`.
    public var isOK: Bool { message == "OK" }

    /// Creates an answer.
    /// - Parameter message: The message; default `OK`.
    public init(message: String = "OK") { self.message = message }
}
