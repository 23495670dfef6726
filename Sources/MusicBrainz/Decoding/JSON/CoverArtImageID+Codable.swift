import Foundation

extension CoverArtImageID: Codable {
    /// Decodes an image ID from a JSON number or, as older listings wrote it, a string of digits.
    /// - Throws: `DecodingError` for anything else (negative, fractional, non-numeric).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(UInt64.self) {
            self.init(rawValue: number)
            return
        }
        if let number = try? container.decode(Double.self) {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(number) is not a positive whole number")
        }
        let text = try container.decode(String.self)
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
