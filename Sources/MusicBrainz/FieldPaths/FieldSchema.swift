import Foundation

/// What a field path can reach in a model type: its WS/2 JSON keys, read off the type's
/// mapping (``MusicBrainzModel/map(_:_:)``) by a mapper that records each key and its kind
/// instead of reading or writing a value. So a path is checked against the same statements
/// that decode the model, and a field added to a mapping is a path at once.
enum FieldSchema {
    /// The kind of a scalar, which decides how conditions compare it.
    enum ScalarKind: Sendable, Equatable {
        case text, number, boolean, date, mbid

        /// The kind of a mapped scalar type.
        static func of<S: WS2Scalar>(_ type: S.Type) -> ScalarKind {
            if S.self == PartialDate.self { return .date }
            if S.self == MBID.self { return .mbid }
            if S.self == Bool.self { return .boolean }
            if S.self == Int.self || S.self == Double.self || S.self == Duration.self
                || S.self == CoverArtImageID.self
            {
                return .number
            }
            return .text
        }

        /// For messages: "text", "a number", ….
        var name: String {
            switch self {
            case .text: return "text"
            case .number: return "a number"
            case .boolean: return "true or false"
            case .date: return "a partial date"
            case .mbid: return "an MBID"
            }
        }
    }

    /// What one key holds.
    enum Shape: Sendable {
        /// One scalar.
        case scalar(ScalarKind)
        /// A list of scalars.
        case scalars(ScalarKind)
        /// One nested model.
        case object(any MusicBrainzModel.Type)
        /// A list of nested models.
        case objects(any MusicBrainzModel.Type)
        /// A JSON object of scalars by name (a relationship's `attribute-ids`).
        case dictionary(ScalarKind)

        /// Whether the key holds a list, which `[]` and `[N]` pick elements of.
        var isList: Bool {
            switch self {
            case .scalars, .objects: return true
            default: return false
            }
        }

        /// The nested model, for an object or a list of objects.
        var model: (any MusicBrainzModel.Type)? {
            switch self {
            case .object(let type), .objects(let type): return type
            default: return nil
            }
        }
    }

    /// One key of a type.
    struct Field: Sendable {
        var name: String
        var shape: Shape
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: [Field]] = [:]

    /// The keys of a model type, in mapping order, each once.
    static func fields(of type: any MusicBrainzModel.Type) -> [Field] {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ cache[key] }) { return known }
        let fields = collect(type)
        lock.withLock { cache[key] = fields }
        return fields
    }

    private static func collect<T: MusicBrainzModel>(_ type: T.Type) -> [Field] {
        var value = T.unmapped
        var collector = FieldSchemaCollector()
        // The collector never throws; a mapping that did would leave its later keys out.
        try? T.map(&value, &collector)
        var seen: Set<String> = []
        return collector.fields.filter { seen.insert($0.name).inserted }
    }

    /// Every path of a type down to `depth` keys, `[]` after each list (for suggestions); a
    /// type already on the way down is not entered again.
    static func paths(of type: any MusicBrainzModel.Type, depth: Int) -> [String] {
        var result: [String] = []
        func walk(_ type: any MusicBrainzModel.Type, prefix: String, level: Int, visiting: Set<ObjectIdentifier>) {
            for field in fields(of: type) {
                let path = prefix + field.name + (field.shape.isList ? "[]" : "")
                result.append(path)
                guard level + 1 < depth, let nested = field.shape.model,
                    !visiting.contains(ObjectIdentifier(nested))
                else { continue }
                walk(nested, prefix: path + ".", level: level + 1, visiting: visiting.union([ObjectIdentifier(nested)]))
            }
        }
        walk(type, prefix: "", level: 0, visiting: [ObjectIdentifier(type)])
        return result
    }
}

/// Records the JSON keys a mapping states, with their kinds; reads and writes nothing.
struct FieldSchemaCollector: WS2Mapper {
    var fields: [FieldSchema.Field] = []

    var format: WS2Format { .json }
    var isDecoding: Bool { false }
    func has(_ key: WS2Key) -> Bool { false }

    private mutating func add(_ key: WS2Key, _ shape: FieldSchema.Shape) {
        guard !key.json.isEmpty else { return }
        fields.append(FieldSchema.Field(name: key.json.joined(key.jsonSuffix), shape: shape))
    }

    mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws {
        add(key, .scalar(.of(S.self)))
    }

    mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws {
        add(key, .scalar(.of(S.self)))
    }

    mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        add(key, .object(T.self))
    }

    mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        add(key, .object(T.self))
    }

    mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        guard !key.json.isEmpty else { return }
        add(WS2Key(key.json), .objects(T.self))
        if key.keepsCount { fields.append(.init(name: key.item.joined("-count"), shape: .scalar(.number))) }
        if key.keepsOffset { fields.append(.init(name: key.item.joined("-offset"), shape: .scalar(.number))) }
    }

    mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        guard !key.json.isEmpty else { return }
        add(WS2Key(key.json), .scalars(.of(S.self)))
        if key.keepsCount { fields.append(.init(name: key.item.joined("-count"), shape: .scalar(.number))) }
    }

    mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws {
        add(WS2Key(key), .dictionary(.of(S.self)))
    }

    mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        try T.map(&value, &self)
    }
}
