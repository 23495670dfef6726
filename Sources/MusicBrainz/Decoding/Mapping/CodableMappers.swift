import Foundation

/// Writes the mappings to any `Encoder` as WS/2-shaped JSON: the models' `encode(to:)`.
@_spi(WS2Mapping) public struct CodableEncodingMapper: WS2Mapper {
    var container: KeyedEncodingContainer<AnyCodingKey>

    init(_ encoder: any Encoder) { container = encoder.container(keyedBy: AnyCodingKey.self) }

    /// JSON.
    public var format: WS2Format { .json }
    /// A writer reads values.
    public var isDecoding: Bool { false }

    static func codingKey(_ key: WS2Key) -> AnyCodingKey? {
        key.json.isEmpty ? nil : AnyCodingKey(key.json.joined(key.jsonSuffix))
    }

    /// A writer has nothing to look at.
    public func has(_ key: WS2Key) -> Bool { false }

    /// Writes the identifier.
    public mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws {
        if let codingKey = Self.codingKey(key) { try value.ws2Encode(into: &container, forKey: codingKey) }
    }

    /// Writes the scalar, or nothing for `nil`.
    public mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws {
        if let value, let codingKey = Self.codingKey(key) { try value.ws2Encode(into: &container, forKey: codingKey) }
    }

    /// Writes the nested model.
    public mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        if let codingKey = Self.codingKey(key) { try container.encode(value, forKey: codingKey) }
    }

    /// Writes the nested model, or nothing for `nil`.
    public mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        if let value, let codingKey = Self.codingKey(key) { try container.encode(value, forKey: codingKey) }
    }

    /// Writes the array and the `<item>-count` and `<item>-offset` keys that are set.
    public mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        guard !key.json.isEmpty else { return }
        if key.keepsCount, let count { try container.encode(count, forKey: AnyCodingKey(key.item.joined("-count"))) }
        if key.keepsOffset, let offset {
            try container.encode(offset, forKey: AnyCodingKey(key.item.joined("-offset")))
        }
        if let value { try container.encode(value, forKey: AnyCodingKey(key.json.description)) }
    }

    /// Writes the array of scalars and its count.
    public mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        guard !key.json.isEmpty else { return }
        if key.keepsCount, let count { try container.encode(count, forKey: AnyCodingKey(key.item.joined("-count"))) }
        if let value {
            try container.encode(value.map { EncodedScalar($0.ws2JSON) }, forKey: AnyCodingKey(key.json.description))
        }
    }

    /// Writes the object of scalars.
    public mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws {
        if let value {
            try container.encode(value.mapValues { EncodedScalar($0.ws2JSON) }, forKey: AnyCodingKey(key.description))
        }
    }

    /// Writes another model's fields into the same object.
    public mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        try T.map(&value, &self)
    }
}

/// A scalar as `Encodable`.
struct EncodedScalar: Encodable {
    let value: WS2JSONScalar

    init(_ value: WS2JSONScalar) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .unsigned(let number): try container.encode(number)
        case .double(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        }
    }
}

/// Reads the mappings from any `Decoder` (what the models' `encode(to:)` wrote): the models'
/// `init(from:)`. A value that does not convert throws `DecodingError.dataCorrupted`.
@_spi(WS2Mapping) public struct CodableDecodingMapper: WS2Mapper {
    let container: KeyedDecodingContainer<AnyCodingKey>

    init(_ decoder: any Decoder) throws { container = try decoder.container(keyedBy: AnyCodingKey.self) }

    /// JSON.
    public var format: WS2Format { .json }
    /// A reader fills values.
    public var isDecoding: Bool { true }

    func key(_ key: WS2Key) -> AnyCodingKey? {
        guard !key.json.isEmpty else { return nil }
        let primary = AnyCodingKey(key.json.joined(key.jsonSuffix))
        if container.contains(primary) { return primary }
        return key.jsonAlternate.map { AnyCodingKey($0.description) }.flatMap { container.contains($0) ? $0 : nil }
    }

    /// Whether the container has the key.
    public func has(_ key: WS2Key) -> Bool { self.key(key) != nil }

    /// The identifier.
    public mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws {
        guard let codingKey = self.key(key) else {
            throw DecodingError.keyNotFound(
                AnyCodingKey(key.json.description),
                .init(codingPath: container.codingPath, debugDescription: "No value for the key \"\(key.json)\""))
        }
        value = try container.decode(DecodedScalar<S>.self, forKey: codingKey).value
    }

    /// The scalar; `nil` when absent, `null`, or a value that does not convert (the same
    /// tolerance as ``ResponseDecoder``, which also reports what it dropped; `Codable` has no
    /// channel for that).
    public mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws {
        guard let codingKey = self.key(key) else { return }
        do {
            value = try container.decodeIfPresent(DecodedScalar<S>.self, forKey: codingKey)?.value
        } catch DecodingError.dataCorrupted, DecodingError.typeMismatch {
            value = nil
        }
    }

    /// The nested model that must be there.
    public mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        value = try container.decode(T.self, forKey: AnyCodingKey(key.json.description))
    }

    /// The nested model; `nil` when absent or `null`.
    public mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        guard let codingKey = self.key(key) else { return }
        value = try container.decodeIfPresent(T.self, forKey: codingKey)
    }

    /// A list's `<item>-count` or `<item>-offset`.
    func listNumber(_ key: WS2ListKey, _ suffix: WS2Name) throws -> Int? {
        try container.decodeIfPresent(Int.self, forKey: AnyCodingKey(key.item.joined(suffix)))
    }

    /// The array and the `<item>-count` and `<item>-offset` keys.
    public mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        if key.keepsCount, let found = try listNumber(key, "-count") { count = found }
        if key.keepsOffset, let found = try listNumber(key, "-offset") { offset = found }
        guard let codingKey = self.key(WS2Key(key.json, jsonAlternate: key.jsonAlternate)) else { return }
        if let items = try container.decodeIfPresent([T].self, forKey: codingKey) {
            value = key.emptyIsNil && items.isEmpty ? nil : items
        }
    }

    /// The array of scalars and its count.
    public mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        if key.keepsCount, let found = try listNumber(key, "-count") { count = found }
        guard let codingKey = self.key(WS2Key(key.json, jsonAlternate: key.jsonAlternate)) else { return }
        if let items = try container.decodeIfPresent([DecodedScalar<S>?].self, forKey: codingKey) {
            value = items.compactMap { $0?.value }
        }
    }

    /// The object of scalars.
    public mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws {
        value = try container.decodeIfPresent([String: DecodedScalar<S>].self, forKey: AnyCodingKey(key.description))?
            .mapValues(\.value)
    }

    /// Another model's fields from the same object.
    public mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        try T.map(&value, &self)
    }
}

/// A scalar as `Decodable`: a string, number or Boolean converted by ``WS2Scalar``.
struct DecodedScalar<S: WS2Scalar>: Decodable {
    let value: S

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            if let value = S(ws2Text: text) {
                self.value = value
                return
            }
        } else if let number = try? container.decode(Int.self), let value = S(ws2Integer: number) {
            self.value = value
            return
        } else if let number = try? container.decode(UInt64.self), let value = S(ws2Text: String(number)) {
            self.value = value
            return
        } else if let number = try? container.decode(Double.self), let value = S(ws2Double: number) {
            self.value = value
            return
        } else if let flag = try? container.decode(Bool.self), let value = S(ws2Bool: flag) {
            self.value = value
            return
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected \(S.ws2Description)")
    }
}
