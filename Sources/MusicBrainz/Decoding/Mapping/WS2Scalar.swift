import Foundation

/// A value that is one JSON scalar and one XML text or attribute: a string, a number, a
/// Boolean, an MBID, a partial date, a length in milliseconds.
///
/// The readers convert what they find; a value that does not convert is dropped by
/// ``WS2Mapper/scalar(_:_:)`` with a diagnostic, and refused by ``WS2Mapper/identity(_:_:)``.
@_spi(WS2Mapping) public protocol WS2Scalar: Sendable {
    /// What the value is, for messages: "an integer", "a partial date".
    static var ws2Description: String { get }
    /// Whether an empty text means "no value" (everything but strings).
    static var emptyTextIsAbsent: Bool { get }
    /// The value of an XML text or attribute, or of a JSON string.
    init?(ws2Text text: String)
    /// The value of UTF-8 bytes (the default makes a string first).
    init?(ws2UTF8 bytes: UnsafeBufferPointer<UInt8>)
    /// The value of a JSON number that is a whole number.
    init?(ws2Integer value: Int)
    /// The value of a JSON number.
    init?(ws2Double value: Double)
    /// The value of a JSON `true` or `false`.
    init?(ws2Bool value: Bool)
    /// The JSON to write.
    var ws2JSON: WS2JSONScalar { get }
    /// Writes the value under a key; the default writes ``ws2JSON``.
    /// - Throws: `EncodingError` for a value that has no WS/2 form.
    func ws2Encode<Key: CodingKey>(into container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws
}

/// A JSON scalar to write.
@_spi(WS2Mapping) public enum WS2JSONScalar: Sendable {
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// An unsigned whole number that may not fit `Int`.
    case unsigned(UInt64)
    /// A number.
    case double(Double)
    /// A Boolean.
    case bool(Bool)
}

extension WS2Scalar {
    /// Everything but strings: an empty text is no value.
    @_spi(WS2Mapping) public static var emptyTextIsAbsent: Bool { true }
    /// Makes a string, then converts it.
    @_spi(WS2Mapping) public init?(ws2UTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init(ws2Text: String(decoding: bytes, as: UTF8.self))
    }
    /// Not a number.
    @_spi(WS2Mapping) public init?(ws2Integer value: Int) { return nil }
    /// Not a number.
    @_spi(WS2Mapping) public init?(ws2Double value: Double) { return nil }
    /// Not a Boolean.
    @_spi(WS2Mapping) public init?(ws2Bool value: Bool) { return nil }

    /// Writes ``ws2JSON``.
    @_spi(WS2Mapping) public func ws2Encode<Key: CodingKey>(
        into container: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        switch ws2JSON {
        case .string(let text): try container.encode(text, forKey: key)
        case .integer(let number): try container.encode(number, forKey: key)
        case .unsigned(let number): try container.encode(number, forKey: key)
        case .double(let number): try container.encode(number, forKey: key)
        case .bool(let flag): try container.encode(flag, forKey: key)
        }
    }
}

@_spi(WS2Mapping) extension String: WS2Scalar {
    /// "a string".
    @_spi(WS2Mapping) public static var ws2Description: String { "a string" }
    /// An empty string is a value.
    @_spi(WS2Mapping) public static var emptyTextIsAbsent: Bool { false }
    /// The text itself.
    @_spi(WS2Mapping) public init?(ws2Text text: String) { self = text }
    /// The bytes as a string.
    @_spi(WS2Mapping) public init?(ws2UTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self = String(decoding: bytes, as: UTF8.self)
    }
    /// The string.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .string(self) }
}

@_spi(WS2Mapping) extension Int: WS2Scalar {
    /// "an integer".
    @_spi(WS2Mapping) public static var ws2Description: String { "an integer" }
    /// Digits with an optional sign, white space around them allowed (older servers wrote
    /// numbers as JSON strings).
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        if let value = Int(text) ?? Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            self = value
        } else if let number = Double(ws2Text: text), number.rounded() == number, let value = Int(exactly: number) {
            // A whole number written with a fraction or an exponent (`2.0`, `1e3`), as JSON reads it.
            self = value
        } else {
            return nil
        }
    }
    /// The number.
    @_spi(WS2Mapping) public init?(ws2Integer value: Int) { self = value }
    /// The number.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .integer(self) }
}

@_spi(WS2Mapping) extension Double: WS2Scalar {
    /// "a finite decimal number".
    @_spi(WS2Mapping) public static var ws2Description: String { "a finite decimal number" }
    /// A decimal number such as `4.65` (no `inf`, `nan` or hexadecimal).
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        let trimmed = { text.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let value = DecimalText.double(text) ?? DecimalText.double(trimmed()) else { return nil }
        self = value
    }
    /// The number.
    @_spi(WS2Mapping) public init?(ws2Integer value: Int) { self = Double(value) }
    /// The number, if finite.
    @_spi(WS2Mapping) public init?(ws2Double value: Double) {
        guard value.isFinite else { return nil }
        self = value
    }
    /// The number.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .double(self) }
}

@_spi(WS2Mapping) extension Bool: WS2Scalar {
    /// "true or false".
    @_spi(WS2Mapping) public static var ws2Description: String { "true or false" }
    /// `true` or `false`, in any case, white space around them allowed.
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    /// The Boolean.
    @_spi(WS2Mapping) public init?(ws2Bool value: Bool) { self = value }
    /// The Boolean.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .bool(self) }
}

@_spi(WS2Mapping) extension MBID: WS2Scalar {
    /// "an MBID".
    @_spi(WS2Mapping) public static var ws2Description: String { "an MBID" }
    /// 36 characters such as `aff4a693-5970-4e2e-bd46-e2ee49c22de7`, white space around them
    /// allowed.
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        guard let value = MBID(text) ?? MBID(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return nil
        }
        self = value
    }
    /// The MBID, without making a string.
    @_spi(WS2Mapping) public init?(ws2UTF8 bytes: UnsafeBufferPointer<UInt8>) {
        if let value = MBID(utf8: bytes) {
            self = value
        } else {
            self.init(ws2Text: String(decoding: bytes, as: UTF8.self))
        }
    }
    /// The lower-case MBID.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .string(description) }
}

@_spi(WS2Mapping) extension PartialDate: WS2Scalar {
    /// "a partial date".
    @_spi(WS2Mapping) public static var ws2Description: String { "a partial date (YYYY, YYYY-MM or YYYY-MM-DD)" }
    /// Writes the date through its own `encode(to:)`, which refuses a date without a MusicBrainz
    /// form (naming the key).
    @_spi(WS2Mapping) public func ws2Encode<Key: CodingKey>(
        into container: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        try container.encode(self, forKey: key)
    }
}

@_spi(WS2Mapping) extension Duration: WS2Scalar {
    /// "a length in milliseconds".
    @_spi(WS2Mapping) public static var ws2Description: String { "a length in milliseconds" }
    /// Whole milliseconds.
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        guard let milliseconds = Int(ws2Text: text) else { return nil }
        self = .milliseconds(milliseconds)
    }
    /// Whole milliseconds.
    @_spi(WS2Mapping) public init?(ws2Integer value: Int) { self = .milliseconds(value) }
    /// Whole milliseconds.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .integer(Int(clamping: wholeMilliseconds)) }
}

/// An identifier that is its own text (``DiscID``, ``ISRC``, ``PartialDate``): its
/// `LosslessStringConvertible` conformance reads and writes it.
extension WS2Scalar where Self: LosslessStringConvertible {
    /// The value its `init?(_:)` parses from the text.
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        guard let value = Self(text) else { return nil }
        self = value
    }
    /// The value's `description`.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .string(description) }
}

@_spi(WS2Mapping) extension DiscID: WS2Scalar {
    /// "a disc ID" (28 characters of MusicBrainz base64).
    @_spi(WS2Mapping) public static var ws2Description: String { "a disc ID" }
}

@_spi(WS2Mapping) extension ISRC: WS2Scalar {
    /// "an ISRC" (twelve characters such as `USRC17607839`; case, hyphens and spaces normalised).
    @_spi(WS2Mapping) public static var ws2Description: String { "an ISRC" }
}

@_spi(WS2Mapping) extension EntityType: WS2Scalar {
    /// "an entity type".
    @_spi(WS2Mapping) public static var ws2Description: String { "an entity type" }
    /// `release-group` or `release_group`, and so on.
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        guard let value = EntityType(anySpelling: text) else { return nil }
        self = value
    }
    /// The spelling of relationship and collection JSON (`release_group`).
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .string(relationshipTypeName) }
}

@_spi(WS2Mapping) extension CoverArtImageID: WS2Scalar {
    /// "an image ID".
    @_spi(WS2Mapping) public static var ws2Description: String { "an image ID (a whole number)" }
    /// Digits (older listings wrote image IDs as strings).
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        guard let value = CoverArtImageID(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        self = value
    }
    /// A non-negative number.
    @_spi(WS2Mapping) public init?(ws2Integer value: Int) {
        guard let raw = UInt64(exactly: value) else { return nil }
        self.init(rawValue: raw)
    }
    /// The number, exactly.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .unsigned(rawValue) }
}

@_spi(WS2Mapping) extension URL: WS2Scalar {
    /// "an http or https URL".
    @_spi(WS2Mapping) public static var ws2Description: String { "an http or https URL" }
    /// An http or https URL with a host (the Cover Art Archive's listings link images so).
    @_spi(WS2Mapping) public init?(ws2Text text: String) {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        self = url
    }
    /// The URL.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .string(absoluteString) }
}
