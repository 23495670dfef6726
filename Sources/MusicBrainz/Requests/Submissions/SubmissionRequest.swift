import Foundation

/// A request that writes to MusicBrainz and names the client application in its `client`
/// query parameter: tag, rating, ISRC and barcode submissions and collection edits.
///
/// When ``client`` is `nil`, ``MusicBrainzClient`` adds `client=<application>-<version>` from
/// its User-Agent (``UserAgent/clientParameter()``).
protocol SubmissionRequest: MusicBrainzRequest {
    /// The `client` value the request was given, or `nil` for the User-Agent's.
    var client: String? { get }
}

extension SubmissionRequest {
    /// `client=<value>` when the request was given one.
    var clientQueryItems: [URLQueryItem] { client.map { [URLQueryItem(name: "client", value: $0)] } ?? [] }

    /// Checks a given `client` value.
    func validateClient() throws(MusicBrainzError) {
        if let client { try UserAgent.validateClientParameter(client) }
    }
}

extension UserAgent {
    /// The `client` parameter of submissions: `<application>-<version>`, such as
    /// `MyTagger-1.2` (the form of the service's example `example.app-0.4.7`).
    ///
    /// - Returns: The value.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
    ///   User-Agent is invalid, or the value would hold a comma, a double quote or a control
    ///   character (the service parses Digest headers by splitting on commas and deleting
    ///   quotes).
    public func clientParameter() throws(MusicBrainzError) -> String {
        try validate()
        let value = "\(application)-\(version)"
        try Self.validateClientParameter(value)
        return value
    }

    /// Refuses a `client` value the service cannot take.
    static func validateClientParameter(_ value: String) throws(MusicBrainzError) {
        if value.trimmingCharacters(in: .whitespaces).isEmpty {
            throw MusicBrainzError(
                code: .invalidRequest, message: "The client name is empty; MusicBrainz refuses anonymous submissions.")
        }
        if value.contains(",") || value.contains("\"")
            || value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The client name \"\(value)\" contains a comma, a double quote or a control character, which MusicBrainz cannot take."
            )
        }
    }
}
