/// A value the decoder dropped because it did not parse, and where it was.
///
/// Decoding is tolerant: one malformed optional value (a `label-code` of `"SPREC"`, a date with
/// an impossible month, a non-numeric rating) does not lose the document. The value reads as
/// `nil` and a diagnostic records it; ``ResponseDecoder/decodeReportingDiagnostics(_:from:format:)``
/// returns them beside the value. An entity's own `id` is not optional: a missing or invalid
/// one still fails the decode with ``MusicBrainzError/Code/decodingFailed``.
public struct DecodingDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Where the value was: a JSON key path such as `media[0].tracks[2].length`, or an XML
    /// element path such as `/metadata/label/label-code`.
    public var path: String
    /// What was expected and found, such as `expected an integer, found "SPREC"`.
    public var message: String

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - path: The key or element path.
    ///   - message: What was expected and found.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path.isEmpty ? "(top level)" : path): \(message)" }
}
