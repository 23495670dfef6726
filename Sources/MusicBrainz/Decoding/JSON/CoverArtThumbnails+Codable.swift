import Foundation

extension CoverArtThumbnails: Codable {
    /// The wire keys of the known thumbnails.
    private static let knownKeys: Set<String> = ["250", "500", "1200", "small", "large"]

    /// Decodes the `thumbnails` object: every key optional, `null` and `""` values and URLs that
    /// are not `http` or `https` skipped, unknown keys kept in ``additional``.
    /// - Throws: `DecodingError` when a value is neither a string nor `null`, or not a URL.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        self.init()
        for key in c.allKeys {
            guard let url = try c.url(key) else { continue }
            switch key.stringValue {
            case "250": size250 = url
            case "500": size500 = url
            case "1200": size1200 = url
            case "small": small = url
            case "large": large = url
            default: additional[key.stringValue] = url
            }
        }
    }

    /// Encodes the `thumbnails` object with the archive's keys; missing sizes are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: AnyCodingKey.self)
        try c.encodeIfPresent(size250, forKey: AnyCodingKey("250"))
        try c.encodeIfPresent(size500, forKey: AnyCodingKey("500"))
        try c.encodeIfPresent(size1200, forKey: AnyCodingKey("1200"))
        try c.encodeIfPresent(small, forKey: AnyCodingKey("small"))
        try c.encodeIfPresent(large, forKey: AnyCodingKey("large"))
        for (key, url) in additional where !Self.knownKeys.contains(key) {
            try c.encode(url, forKey: AnyCodingKey(key))
        }
    }
}
