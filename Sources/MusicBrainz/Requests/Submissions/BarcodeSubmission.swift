import Foundation

/// Sets the barcodes of releases: `POST /ws/2/release?client=…`.
///
/// ```swift
/// var submission = BarcodeSubmission()
/// try submission.set(try Barcode(validating: "4942463511227"), for: releaseID)
/// // A barcode printed with a wrong check digit, sent on purpose:
/// try submission.set(try Barcode(validating: "4942463511228", checkDigit: .ignore), for: other,
///                    checkDigit: .ignore)
/// _ = try await client.send(submission)
/// ```
///
/// The service accepts only GTINs (8, 12, 13 or 14 digits whose check digit is right), so
/// ``set(_:for:checkDigit:)`` refuses anything else before sending unless told
/// ``CheckDigitPolicy/ignore`` (real barcodes are sometimes printed wrong; the service may
/// still refuse them). A barcode cannot be cleared this way. Any number of releases go in one
/// request; the service makes one "Edit barcodes" edit of the ones that change.
///
/// Needs credentials (OAuth scope ``OAuthScope/submitBarcode``).
///
/// Source: section 8.8 of the WS/2 reference.
public struct BarcodeSubmission: MusicBrainzRequest, SubmissionRequest, Hashable {
    /// The service's answer.
    public typealias Response = SubmissionAnswer

    /// The barcode of one release.
    public struct Entry: Sendable, Hashable {
        /// The release's MBID.
        public let release: MBID
        /// The barcode to set.
        public let barcode: Barcode
    }

    /// The releases and their barcodes, in the order they were added.
    public private(set) var entries: [Entry] = []

    /// The `client` parameter; `nil` for `<application>-<version>` of the client's
    /// User-Agent. (The service falls back to the User-Agent, but refuses an empty client.)
    public var client: String?

    /// Creates an empty submission.
    /// - Parameter client: The `client` parameter, or `nil` for the User-Agent's.
    public init(client: String? = nil) { self.client = client }

    /// Creates a submission of one barcode.
    /// - Parameters:
    ///   - barcode: The barcode.
    ///   - release: The release's MBID.
    ///   - checkDigit: Whether to insist on a GTIN with a right check digit; default
    ///     ``CheckDigitPolicy/verify``.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` as
    ///   ``set(_:for:checkDigit:)`` does.
    public init(
        _ barcode: Barcode, for release: MBID, checkDigit: CheckDigitPolicy = .verify, client: String? = nil
    ) throws(MusicBrainzError) {
        self.client = client
        try set(barcode, for: release, checkDigit: checkDigit)
    }

    /// Sets the barcode of a release.
    ///
    /// - Parameters:
    ///   - barcode: The barcode.
    ///   - release: The release's MBID.
    ///   - checkDigit: ``CheckDigitPolicy/verify`` (the default) refuses a barcode that is not
    ///     a GTIN of 8, 12, 13 or 14 digits with a right check digit, as the service would;
    ///     ``CheckDigitPolicy/ignore`` sends it as it is.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a
    ///   barcode the policy refuses, or a different barcode for the same release in this
    ///   submission.
    public mutating func set(
        _ barcode: Barcode, for release: MBID, checkDigit: CheckDigitPolicy = .verify
    ) throws(MusicBrainzError) {
        if checkDigit == .verify {
            guard barcode.isGTIN else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "\(barcode) has \(barcode.rawValue.count) digits; the service takes only GTINs of 8, 12, 13 or 14 digits."
                )
            }
            guard barcode.hasValidCheckDigit == true else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "The check digit of \(barcode) should be \(barcode.expectedCheckDigit ?? 0); send it anyway with CheckDigitPolicy.ignore."
                )
            }
        }
        if let earlier = entries.first(where: { $0.release == release }) {
            guard earlier.barcode == barcode else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "Release \(release) already has the barcode \(earlier.barcode) in this submission.")
            }
            return
        }
        entries.append(Entry(release: release, barcode: barcode))
    }

    /// `release`.
    public var path: String { EntityType.release.pathName }
    /// `client`, when given.
    public var queryItems: [URLQueryItem] { clientQueryItems }
    /// `POST`.
    public var method: HTTPRequest.Method { .post }
    /// Always: submissions need credentials.
    public var requiresAuthentication: Bool { true }
    /// "a barcode submission".
    public var authenticationReason: String { "a barcode submission" }
    /// `submit-barcodes`.
    public var operationName: String { "submit-barcodes" }

    /// Refuses an empty submission and a bad `client`.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        guard !entries.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The barcode submission has no barcodes.")
        }
        try validateClient()
    }

    /// The XML body: `<release-list><release id><barcode>…</barcode></release>…`.
    public var body: Data? {
        var xml = SubmissionXML()
        xml.open(EntityType.release.listElementName)
        for entry in entries {
            xml.open(EntityType.release.elementName, [("id", entry.release.description)])
            xml.element("barcode", text: entry.barcode.rawValue)
            xml.close(EntityType.release.elementName)
        }
        xml.close(EntityType.release.listElementName)
        return xml.finish()
    }
}
