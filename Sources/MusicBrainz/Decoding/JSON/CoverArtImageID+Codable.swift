import Foundation

extension CoverArtImageID: Codable {
    /// Decodes an image ID from a JSON number or, as older listings wrote it, a string of digits.
    ///
    /// The whole 64-bit range is read exactly, up to 18446744073709551615.
    /// - Throws: `DecodingError` for anything else (negative, fractional, beyond 64 bits,
    ///   non-numeric).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let numberError: DecodingError
        do {
            self.init(rawValue: try container.decode(UInt64.self))
            return
        } catch let error as DecodingError {
            // A number that does not fit fails with the decoder's own error; only a value of
            // another kind may be the string older listings wrote.
            guard case .typeMismatch = error else { throw error }
            numberError = error
        }
        guard let text = try? container.decode(String.self) else { throw numberError }
        guard let id = CoverArtImageID(text.trimmingCharacters(in: .whitespaces)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an image ID")
        }
        self = id
    }

    /// Encodes the ID as a JSON number, as current listings do.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
