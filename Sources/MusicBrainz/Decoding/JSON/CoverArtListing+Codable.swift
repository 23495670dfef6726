import Foundation

extension CoverArtListing: Codable {
    enum CodingKeys: String, CodingKey {
        case images, release
    }

    /// Decodes `index.json`: `images` missing or `null` reads as no images.
    /// - Throws: `DecodingError` when an image lacks its `id` or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(release: try c.url(.release), images: try c.value([CoverArtImage].self, .images) ?? [])
    }

    /// Encodes the listing in the archive's shape: `images` always, `release` when known.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(images, forKey: .images)
        try c.encodeIfPresent(release, forKey: .release)
    }

    /// Decodes a listing from the bytes of `index.json`, as the client does.
    ///
    /// ```swift
    /// let listing = try CoverArtListing(json: savedData)
    /// ```
    ///
    /// - Parameter data: The JSON body.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/decodingFailed`` (with the key
    ///   path, such as `images[0].id`) for malformed JSON or a missing image ID, or
    ///   ``MusicBrainzError/Code/unexpectedContentType`` when the body is not JSON (an HTML page).
    public init(json data: Data) throws(MusicBrainzError) {
        guard ResponseDecoder.detectFormat(of: data) == .json else {
            throw MusicBrainzError(
                code: data.isEmpty ? .decodingFailed : .unexpectedContentType,
                message: "The Cover Art Archive listing is not JSON" + ResponseDecoder.preview(data))
        }
        self = try ResponseDecoder().decodeJSON(CoverArtListing.self, from: data)
    }
}
