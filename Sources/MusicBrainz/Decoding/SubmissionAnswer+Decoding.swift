import Foundation

// The decoding of the `<message>` answer to submissions, kept in this one file.

extension SubmissionAnswer {
    enum CodingKeys: String, CodingKey { case message }

    /// Decodes `{"message": "OK"}`.
    /// - Throws: `DecodingError` when `message` is missing or not a string.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(message: try c.decode(String.self, forKey: .message))
    }

    /// Encodes `{"message": "OK"}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(message, forKey: .message)
    }

    /// Decodes `<metadata><message><text>OK</text></message></metadata>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) without a
    ///   `<message>` holding a `<text>`.
    public init(xmlDocument root: XMLElementNode) throws {
        guard let element = root.child("message") else {
            throw root.failure("The document has no <message> element.")
        }
        try self.init(xml: element)
    }

    /// Decodes `<message><text>OK</text></message>`.
    /// - Throws: ``MusicBrainzError`` (``MusicBrainzError/Code/decodingFailed``) without a
    ///   `<text>`.
    public init(xml element: XMLElementNode) throws {
        guard let text = element.child("text") else {
            throw element.failure("The <message> has no <text>.")
        }
        self.init(message: text.text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
