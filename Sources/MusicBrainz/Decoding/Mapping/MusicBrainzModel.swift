/// A value of the library's model: an entity, one of its parts, or a whole response.
///
/// Every model type states each of its fields once, in its mapping (`Decoding/Mappings/`), and
/// that one statement drives decoding WS/2 JSON and MMD XML, encoding back to WS/2-shaped JSON
/// (`Codable`, with the service's own hyphenated keys, so `decode(encode(x)) == x`), and the
/// MMD schema coverage report. The differences between the formats (a JSON array and an XML
/// `*-list`, a `*-count` key and a `count` attribute, a vocabulary value with its `*-id`, an XML
/// attribute) are rules of the mapping layer, written once.
///
/// You do not conform your own types: decode a body with ``ResponseDecoder``, store a model with
/// any `Encoder`, and read it back with the matching `Decoder`.
public protocol MusicBrainzModel: Codable, Sendable {
    /// A value with every field unset, for a mapper to fill; required fields hold placeholders
    /// that decoding replaces or refuses.
    @_spi(WS2Mapping) static var unmapped: Self { get }

    /// States every field of the type once, for whichever mapper runs it.
    ///
    /// - Parameters:
    ///   - value: The value to fill (decoding) or read (encoding, describing).
    ///   - m: The mapper: a format's reader, the WS/2 JSON writer, or a schema collector.
    /// - Throws: What the mapper throws: ``MusicBrainzError`` with
    ///   ``MusicBrainzError/Code/decodingFailed`` from the library's readers.
    @_spi(WS2Mapping) static func map<M: WS2Mapper>(_ value: inout Self, _ m: inout M) throws

    /// Decodes a value from the JSON object the reader is on. The default runs ``map(_:_:)``;
    /// as a requirement it gets a copy specialised for each conforming type.
    @_spi(WS2Mapping) static func decode(_ reader: inout JSONReader) throws -> Self

    /// Decodes a value from the XML element the reader is on; specialised like
    /// ``decode(_:)-(JSONReader)``.
    @_spi(WS2Mapping) static func decode(_ reader: inout XMLReader) throws -> Self
}

extension MusicBrainzModel {
    /// Runs the mapping with a JSON reader.
    @_spi(WS2Mapping) public static func decode(_ reader: inout JSONReader) throws -> Self { try mapped(&reader) }

    /// Runs the mapping with an XML reader.
    @_spi(WS2Mapping) public static func decode(_ reader: inout XMLReader) throws -> Self { try mapped(&reader) }

    /// A value filled by running the mapping with a reader.
    static func mapped<M: WS2Mapper>(_ reader: inout M) throws -> Self {
        var value = unmapped
        try map(&value, &reader)
        return value
    }

    /// Decodes the value as WS/2-shaped JSON from any `Decoder` (what ``encode(to:)`` wrote, or a
    /// WS/2 response read through Foundation's `JSONDecoder`).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` from the decoder, or ``MusicBrainzError`` with
    ///   ``MusicBrainzError/Code/decodingFailed`` when a required field (an entity's `id`) is
    ///   missing or invalid.
    public init(from decoder: any Decoder) throws {
        var value = Self.unmapped
        var mapper = try CodableDecodingMapper(decoder)
        try Self.map(&value, &mapper)
        self = value
    }

    /// Encodes the value as WS/2-shaped JSON: the service's hyphenated keys, `nil` fields left
    /// out, lengths in milliseconds, dates as `YYYY[-MM[-DD]]`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var value = self
        var mapper = CodableEncodingMapper(encoder)
        try Self.map(&value, &mapper)
    }
}

/// A model that a whole WS/2 response body decodes into, in either format: an entity, a page
/// of browse or search results, a disc ID lookup result, and so on.
///
/// In JSON the value maps from the top-level object; in XML from the child of the root
/// `<metadata>` element its mapping names (or from `<metadata>` itself).
public protocol MusicBrainzResponse: MusicBrainzModel {
    /// The children of `<metadata>` the value maps from, the first one present winning; empty
    /// to map from `<metadata>` itself.
    @_spi(WS2Mapping) static var xmlDocumentElements: [String] { get }
}
