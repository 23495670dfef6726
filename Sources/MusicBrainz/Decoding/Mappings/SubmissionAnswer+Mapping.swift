// The answer to submissions and collection edits.

extension SubmissionAnswer: MusicBrainzResponse {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: SubmissionAnswer { SubmissionAnswer(message: "") }

    /// Each field of `SubmissionAnswer` once, with its WS/2 names: JSON `{"message": "OK"}`, XML
    /// `<message><text>OK</text></message>`.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ a: inout SubmissionAnswer, _ m: inout M) throws {
        try m.identity(&a.message, WS2Key("message", xml: .child("text")))
    }

    /// The elements under `<metadata>` that hold this response in XML.
    @_spi(WS2Mapping) public static var xmlDocumentElements: [String] { ["message"] }
}
