/// What a mapping runs on: a reader of one format, the WS/2 JSON writer, or a collector of the
/// names a mapping uses. A mapping calls one primitive per field; each mapper decides what
/// "map this field" means for it (read it, write it, record its names).
///
/// The primitives take `inout` storage so that one statement serves reading and writing.
/// Readers leave a field they do not find untouched (`nil` for an optional, the placeholder
/// of ``MusicBrainzModel/unmapped`` otherwise).
@_spi(WS2Mapping) public protocol WS2Mapper {
    /// The format whose names the mapper uses.
    var format: WS2Format { get }

    /// Whether the mapper fills values (a reader) rather than reading them (a writer) or
    /// ignoring them (a collector).
    var isDecoding: Bool { get }

    /// Whether a reader's object or element has the key (for shapes that the present keys tell
    /// apart); `false` for writers.
    func has(_ key: WS2Key) -> Bool

    /// The entity's own identifier: required and strict. A reader throws when it is missing or
    /// does not parse.
    mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws

    /// An optional scalar. A reader drops a value that does not parse and records a
    /// diagnostic.
    mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws

    /// A nested model that must be there (a name credit's artist): a reader throws when it is
    /// missing.
    mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws

    /// An optional nested model.
    mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws

    /// A vocabulary value and its MBID: JSON `status` and `status-id`; XML `<status id="…">`
    /// (for a child) or the `type` and `type-id` attributes (for an attribute). The default maps
    /// the value at the key and the MBID at ``WS2Key/idKey``; the XML reader finds both at once
    /// and the JSON reader without building the second key.
    mutating func vocabulary<V: WS2Scalar>(_ value: inout V?, id: inout MBID?, _ key: WS2Key) throws

    /// A list of models with, optionally, the list's total count and offset.
    mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws

    /// A list of scalars with, optionally, the list's count.
    mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws

    /// A JSON object of scalars by name (such as a relationship's `attribute-ids`). XML has no
    /// such shape; the XML mappers ignore it.
    mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws

    /// Another model's fields, written in the same JSON object or XML element (a search hit's
    /// entity beside its score).
    mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws
}

/// The formats of WS/2.
@_spi(WS2Mapping) public enum WS2Format: Sendable {
    /// WS/2 JSON (`fmt=json`).
    case json
    /// MMD 2.0 XML.
    case xml
}

/// Where a field is in each format: a JSON key and an XML place.
///
/// A string literal names a JSON key and an XML child element of the same name.
@_spi(WS2Mapping) public struct WS2Key: Sendable, ExpressibleByStringLiteral {
    /// The JSON key, or `""` for a field JSON does not have.
    public var json: WS2Name
    /// Appended to ``json`` (`-id` for a vocabulary value's ID), without building a string.
    public var jsonSuffix: WS2Name = .none
    /// A second JSON key read when the first is absent (an older or search-server spelling).
    public var jsonAlternate: WS2Name?
    /// The place in an XML element.
    public var xml: XMLPlace

    /// A JSON key and an XML place.
    /// - Parameters:
    ///   - json: The JSON key; `""` when JSON does not have the field.
    ///   - xml: The XML place; default the child element named like the key.
    ///   - jsonAlternate: Another JSON key read when the first is absent.
    @inline(__always)
    public init(_ json: WS2Name, xml: XMLPlace? = nil, jsonAlternate: WS2Name? = nil) {
        self.json = json
        self.xml = xml ?? .child(json)
        self.jsonAlternate = jsonAlternate
    }

    /// The JSON key and the XML child element of the same name.
    /// - Parameter value: The name.
    @inline(__always)
    public init(stringLiteral value: StaticString) { self.init(WS2Name(stringLiteral: value)) }

    /// A field that is an XML attribute of the same name as its JSON key.
    /// - Parameter name: The name.
    /// - Returns: The key.
    @inline(__always)
    public static func attribute(_ name: WS2Name) -> WS2Key { WS2Key(name, xml: .attribute(name)) }

    /// A field of XML only.
    /// - Parameter place: The XML place.
    /// - Returns: The key.
    @inline(__always)
    public static func xmlOnly(_ place: XMLPlace) -> WS2Key { WS2Key("", xml: place) }

    /// The key of the MBID that goes with a vocabulary value: JSON `<key>-id`; in XML the `id`
    /// attribute of the element, or the `<attribute>-id` attribute beside an attribute.
    public var idKey: WS2Key {
        var key = self
        key.jsonSuffix = "-id"
        key.jsonAlternate = nil
        switch xml {
        case .child(let name): key.xml = .attributeOfChild(name, "id")
        case .attribute(let name, _): key.xml = .attribute(name, suffix: "-id")
        default: key.xml = .absent
        }
        return key
    }
}

/// Where a value is in an XML element.
@_spi(WS2Mapping) public enum XMLPlace: Sendable {
    /// The text of the child element with this name.
    case child(WS2Name)
    /// An attribute, its name made of a name and a suffix.
    case attribute(WS2Name, suffix: WS2Name = .none)
    /// An attribute of the child element with this name.
    case attributeOfChild(WS2Name, WS2Name)
    /// The text of a grandchild: the child element, then its child.
    case childOfChild(WS2Name, WS2Name)
    /// An attribute of the parent element (a `<relation-list target-type>` for its relations).
    case parentAttribute(WS2Name)
    /// An attribute of the MusicBrainz extension namespace (`ext:score`), whatever its prefix.
    case extensionAttribute(WS2Name)
    /// The element's own text.
    case text
    /// An attribute of the element, or its text when it has no such attribute.
    case attributeOrText(WS2Name)
    /// Not in XML.
    case absent
}

/// Where a list is in each format: a JSON array and an XML list element of items.
@_spi(WS2Mapping) public struct WS2ListKey: Sendable {
    /// The JSON key of the array, or `""` when JSON does not have the list.
    public var json: WS2Name
    /// A second JSON key read when the first is absent.
    public var jsonAlternate: WS2Name?
    /// The XML element of each item, such as `medium`; also the stem of the JSON count and
    /// offset keys (`medium-count`) and of the default XML list element (`medium-list`).
    public var item: WS2Name
    /// The XML element that holds the items.
    public var xmlList: XMLListPlace
    /// Whether a list without items reads as `nil` rather than `[]`.
    public var emptyIsNil: Bool
    /// Whether the model keeps the list's count (`<item>-count`, `<list count>`); the
    /// convenience forms without a count clear it, so nothing reads or writes one.
    public var keepsCount = true
    /// Whether the model keeps the list's offset (`<item>-offset`, `<list offset>`).
    public var keepsOffset = true
    /// For a list of scalars: where an item holds its value; default its text.
    public var xmlItemValue: XMLPlace

    /// A list.
    /// - Parameters:
    ///   - json: The JSON key of the array.
    ///   - item: The XML item element.
    ///   - xmlList: The XML element that holds the items; default `<item>-list`.
    ///   - jsonAlternate: Another JSON key read when the first is absent.
    ///   - emptyIsNil: Whether a list without items reads as `nil`; default `false`.
    ///   - xmlItemValue: Where an item of a list of scalars holds its value; default its text.
    @inline(__always)
    public init(
        _ json: WS2Name, item: WS2Name, xmlList: XMLListPlace = .wrapped, jsonAlternate: WS2Name? = nil,
        emptyIsNil: Bool = false, xmlItemValue: XMLPlace = .text
    ) {
        self.xmlItemValue = xmlItemValue
        self.json = json
        self.item = item
        self.xmlList = xmlList
        self.jsonAlternate = jsonAlternate
        self.emptyIsNil = emptyIsNil
    }
}

/// Which XML element holds a list's items.
@_spi(WS2Mapping) public enum XMLListPlace: Sendable {
    /// A child named `<item>-list` (`<medium-list><medium/>…</medium-list>`).
    case wrapped
    /// A child with another name (`<artist-credit><name-credit/>…</artist-credit>`).
    case named(WS2Name)
    /// Every child of that name, their items joined (`<relation-list>` once per target type).
    case repeated(WS2Name)
    /// Not in XML.
    case absent
}

extension WS2Mapper {
    /// An optional scalar stored as a non-optional value with a default (`""`, `false`, `0`):
    /// the default is written like any value; a missing or invalid one reads as the default.
    mutating func scalar<S: WS2Scalar>(_ value: inout S, _ key: WS2Key, default empty: S) throws {
        var optional: S? = isDecoding ? nil : value
        try scalar(&optional, key)
        if isDecoding { value = optional ?? empty }
    }

    /// A text that reads as `nil` when empty (a disambiguation comment, a country code).
    mutating func text(_ value: inout String?, _ key: WS2Key, emptyIsNil: Bool) throws {
        try scalar(&value, key)
        if isDecoding, emptyIsNil, value?.isEmpty == true { value = nil }
    }

    /// A list without count or offset.
    mutating func list<T: MusicBrainzModel>(_ value: inout [T]?, _ key: consuming WS2ListKey) throws {
        var count: Int?
        var offset: Int?
        key.keepsCount = false
        key.keepsOffset = false
        try list(&value, key, count: &count, offset: &offset)
    }

    /// A list with its total count.
    mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: consuming WS2ListKey, count: inout Int?
    ) throws {
        var offset: Int?
        key.keepsOffset = false
        try list(&value, key, count: &count, offset: &offset)
    }

    /// A list that is never `nil` in the model: absent reads as `[]`, and `[]` is not written.
    mutating func list<T: MusicBrainzModel>(_ value: inout [T], _ key: consuming WS2ListKey) throws {
        var optional: [T]? = isDecoding || value.isEmpty ? nil : value
        try list(&optional, key)
        if isDecoding { value = optional ?? [] }
    }

    /// A list of scalars without a count.
    mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: consuming WS2ListKey) throws {
        var count: Int?
        key.keepsCount = false
        try scalars(&value, key, count: &count)
    }

    /// A list of scalars that is never `nil` in the model: absent reads as `[]`, and `[]` is
    /// not written.
    mutating func scalars<S: WS2Scalar>(_ value: inout [S], _ key: consuming WS2ListKey) throws {
        var optional: [S]? = isDecoding || value.isEmpty ? nil : value
        try scalars(&optional, key)
        if isDecoding { value = optional ?? [] }
    }

    /// A vocabulary value and its MBID: the value at the key, the MBID at ``WS2Key/idKey``.
    @_spi(WS2Mapping) public mutating func vocabulary<V: WS2Scalar>(
        _ value: inout V?, id: inout MBID?, _ key: WS2Key
    ) throws {
        try scalar(&value, key)
        try scalar(&id, key.idKey)
    }
}

extension XMLPlace {
    /// The element or attribute name the place ends in, for messages.
    var name: String {
        switch self {
        case .child(let name), .parentAttribute(let name), .extensionAttribute(let name): return name.description
        case .attribute(let name, let suffix): return name.joined(suffix)
        case .attributeOrText(let name): return name.description
        case .attributeOfChild(_, let name), .childOfChild(_, let name): return name.description
        case .text, .absent: return ""
        }
    }
}
