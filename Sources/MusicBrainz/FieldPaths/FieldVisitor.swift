import Foundation

/// Reads the values of a ``FieldPath`` out of a model by running its mapping: a writer (it
/// looks at the model's values, as the WS/2 JSON writer does) that compares each key the
/// mapping states with the path's key at its depth, keeps the scalars where the path ends and
/// enters only the nested models on the path. Nothing is encoded: the values go to the walk
/// as ``FieldValue``s.
struct FieldVisitor: WS2Mapper {
    let walk: FieldWalk
    /// The index of the path's key this visitor's object is compared with.
    let depth: Int

    var format: WS2Format { .json }
    var isDecoding: Bool { false }
    func has(_ key: WS2Key) -> Bool { false }

    /// Whether the key is the path's key at this depth.
    @inline(__always)
    private func matches(_ key: WS2Key) -> Bool {
        depth < walk.steps.count && walk.steps[depth].name.equals(key.json, key.jsonSuffix)
    }

    @inline(__always)
    private func matches(_ name: WS2Name, _ suffix: WS2Name = .none) -> Bool {
        depth < walk.steps.count && walk.steps[depth].name.equals(name, suffix)
    }

    private var isLast: Bool { depth == walk.steps.count - 1 }

    /// The elements of a list the step picks.
    private func picked<Element>(_ elements: [Element]) -> ArraySlice<Element> {
        guard let index = walk.steps[depth].index else { return elements[...] }
        return elements.indices.contains(index) ? elements[index...index] : []
    }

    /// A nested model: its JSON when the path ends on it, else the rest of the path inside it.
    private func enter<T: MusicBrainzModel>(_ value: T) throws {
        if isLast {
            walk.values.append(.json(Self.json(value)))
            return
        }
        var copy = value
        var nested = FieldVisitor(walk: walk, depth: depth + 1)
        try T.map(&copy, &nested)
    }

    /// A model as compact WS/2 JSON with sorted keys (a path that ends on an object).
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws {
        if isLast && matches(key) { walk.values.append(.of(value)) }
    }

    mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws {
        if let value, isLast, matches(key) { walk.values.append(.of(value)) }
    }

    mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        if matches(key) { try enter(value) }
    }

    mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        if let value, matches(key) { try enter(value) }
    }

    mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        guard depth < walk.steps.count, !key.json.isEmpty else { return }
        if matches(key.json) {
            for element in picked(value ?? []) { try enter(element) }
        } else if isLast {
            if key.keepsCount, let count, matches(key.item, "-count") { walk.values.append(.integer(count)) }
            if key.keepsOffset, let offset, matches(key.item, "-offset") { walk.values.append(.integer(offset)) }
        }
    }

    mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        guard isLast, !key.json.isEmpty else { return }
        if matches(key.json) {
            for element in picked(value ?? []) { walk.values.append(.of(element)) }
        } else if key.keepsCount, let count, matches(key.item, "-count") {
            walk.values.append(.integer(count))
        }
    }

    mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws {
        guard let value, matches(key) else { return }
        if isLast {
            for (_, element) in value.sorted(by: { $0.key < $1.key }) { walk.values.append(.of(element)) }
        } else if depth + 1 < walk.steps.count, let found = value[walk.steps[depth + 1].key] {
            walk.values.append(.of(found))
        }
    }

    mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        try T.map(&value, &self)
    }
}
