import Foundation

extension CoverArtImage: Codable {
    enum CodingKeys: String, CodingKey {
        case id, types, front, back, approved, comment, edit, image, thumbnails
    }

    /// Decodes one entry of `images` in `index.json`. Only `id` is required; flags may be
    /// strings, `edit` may be a string, `null` reads as missing, and so does an `image` URL that
    /// is not `http` or `https`.
    /// - Throws: `DecodingError` when `id` is missing or a value has the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(CoverArtImageID.self, forKey: .id),
            types: try c.value([CoverArtType?].self, .types)?.compactMap { $0 } ?? [],
            front: try c.flexibleBool(.front) ?? false,
            back: try c.flexibleBool(.back) ?? false,
            approved: try c.flexibleBool(.approved),
            comment: try c.nonEmptyString(.comment),
            edit: try c.int(.edit),
            image: try c.url(.image),
            thumbnails: try c.value(CoverArtThumbnails.self, .thumbnails) ?? CoverArtThumbnails()
        )
    }

    /// Encodes the image in the archive's shape: every key present except `approved`, `edit`
    /// and `image` when unknown; `comment` is `""` when there is none.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(types, forKey: .types)
        try c.encode(front, forKey: .front)
        try c.encode(back, forKey: .back)
        try c.encodeIfPresent(approved, forKey: .approved)
        try c.encode(comment ?? "", forKey: .comment)
        try c.encodeIfPresent(edit, forKey: .edit)
        try c.encodeIfPresent(image, forKey: .image)
        try c.encode(thumbnails, forKey: .thumbnails)
    }
}
