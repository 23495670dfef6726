import Foundation

// The Cover Art Archive's JSON listings (`index.json`); the archive has no XML.

extension CoverArtListing: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: CoverArtListing { CoverArtListing() }

    /// Each field of `CoverArtListing` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ l: inout CoverArtListing, _ m: inout M) throws {
        try m.list(&l.images, WS2ListKey("images", item: "image", xmlList: .absent))
        try m.scalar(&l.release, "release")
    }
}

extension CoverArtListing {
    /// Decodes a listing (`index.json`) saved earlier.
    ///
    /// - Parameter data: The JSON body.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/unexpectedContentType`` for a body
    ///   that is not JSON (an HTML error page), ``MusicBrainzError/Code/decodingFailed`` for an
    ///   empty, malformed or truncated one.
    public init(json data: Data) throws(MusicBrainzError) {
        guard ResponseDecoder.detectFormat(of: data) == .json else {
            throw MusicBrainzError(
                code: data.isEmpty ? .decodingFailed : .unexpectedContentType,
                message: "The Cover Art Archive listing is not JSON" + ResponseDecoder.preview(data))
        }
        self = try ResponseDecoder().decodeJSON(CoverArtListing.self, from: data).value
    }
}

extension CoverArtImage: MusicBrainzModel {
    /// The placeholder that decoding starts from and fills in.
    @_spi(WS2Mapping) public static var unmapped: CoverArtImage { CoverArtImage(id: CoverArtImageID(rawValue: 0)) }

    /// Each field of `CoverArtImage` once, with its WS/2 names: drives JSON and XML decoding and encoding.
    @_spi(WS2Mapping) public static func map<M: WS2Mapper>(_ i: inout CoverArtImage, _ m: inout M) throws {
        try m.identity(&i.id, "id")
        try m.scalars(&i.types, WS2ListKey("types", item: "type"))
        try m.scalar(&i.front, "front", default: false)
        try m.scalar(&i.back, "back", default: false)
        try m.scalar(&i.approved, "approved")
        // The archive writes "" for no comment; so does the encoding.
        var comment: String? = m.isDecoding ? nil : i.comment ?? ""
        try m.text(&comment, "comment", emptyIsNil: true)
        if m.isDecoding { i.comment = comment }
        try m.scalar(&i.edit, "edit")
        try m.scalar(&i.image, "image")
        var thumbnails: [String: URL]? = m.isDecoding ? nil : i.thumbnails.all
        try m.dictionary(&thumbnails, "thumbnails")
        if m.isDecoding { i.thumbnails = CoverArtThumbnails(all: thumbnails ?? [:]) }
    }
}

extension CoverArtThumbnails: Codable {
    /// Every thumbnail by its key: `250`, `500`, `1200`, `small`, `large` and any other.
    var all: [String: URL] {
        var result = additional
        for (key, url) in [("250", size250), ("500", size500), ("1200", size1200), ("small", small), ("large", large)] {
            if let url { result[key] = url }
        }
        return result
    }

    /// The thumbnails from their keys.
    init(all: [String: URL]) {
        self.init(
            size250: all["250"], size500: all["500"], size1200: all["1200"], small: all["small"], large: all["large"],
            additional: all.filter { !["250", "500", "1200", "small", "large"].contains($0.key) })
    }

    /// Decodes the thumbnails object of a listing: http(s) URLs by size key.
    /// - Throws: `DecodingError` for a value that is not a URL.
    public init(from decoder: any Decoder) throws {
        let urls = try [String: DecodedScalar<URL>](from: decoder)
        self.init(all: urls.mapValues(\.value))
    }

    /// Encodes the thumbnails as the archive writes them, URLs by size key.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try all.mapValues { EncodedScalar($0.ws2JSON) }.encode(to: encoder)
    }
}
