@_spi(WS2Mapping) @testable import MusicBrainz

/// A mapper that runs the models' mappings without values and records every XML name they
/// use: element → its child elements and `@attributes`. The schema coverage test compares the
/// result with the MMD schema and with the recorded responses; the decoders themselves carry
/// no hook for it.
struct SchemaCollector: WS2Mapper {
    /// The names found so far, shared by the collectors of one run.
    final class Names {
        var byElement: [String: Set<String>] = [:]
        var visited: Set<String> = []

        func add(_ element: String, _ name: String) { byElement[element, default: []].insert(name) }
    }

    let names: Names
    let element: String
    let parent: String

    var format: WS2Format { .xml }
    var isDecoding: Bool { false }

    /// Collects the names of a response type mapped from the children of `<metadata>` it names.
    static func collect<T: MusicBrainzResponse>(_ type: T.Type, into names: Names) throws {
        for element in T.xmlDocumentElements {
            if element.isEmpty {
                try descend(T.self, element: "metadata", parent: "", names: names)
            } else {
                names.add("metadata", element)
                try descend(T.self, element: element, parent: "metadata", names: names)
            }
        }
    }

    static func descend<T: MusicBrainzModel>(_ type: T.Type, element: String, parent: String, names: Names) throws {
        guard names.visited.insert("\(T.self) in <\(parent)><\(element)>").inserted else { return }
        var value = T.unmapped
        var collector = SchemaCollector(names: names, element: element, parent: parent)
        try T.map(&value, &collector)
    }

    func record(_ place: XMLPlace) {
        switch place {
        case .child(let name): names.add(element, "\(name)")
        case .attribute(let name, let suffix): names.add(element, "@\(name)\(suffix)")
        case .attributeOfChild(let child, let name):
            names.add(element, "\(child)")
            names.add("\(child)", "@\(name)")
        case .childOfChild(let child, let name):
            names.add(element, "\(child)")
            names.add("\(child)", "\(name)")
        case .parentAttribute(let name): names.add(parent, "@\(name)")
        case .extensionAttribute(let name), .attributeOrText(let name): names.add(element, "@\(name)")
        case .text, .absent: break
        }
    }

    func has(_ key: WS2Key) -> Bool { false }

    mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws { record(key.xml) }

    mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws { record(key.xml) }

    mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        var optional: T?
        try object(&optional, key)
    }

    mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        guard case .child(let name) = key.xml else { return }
        names.add(element, "\(name)")
        try Self.descend(T.self, element: "\(name)", parent: element, names: names)
    }

    /// The list element and the element that holds it.
    func listElement(_ key: WS2ListKey) -> (list: String, holder: String)? {
        switch key.xmlList {
        case .wrapped: return ("\(key.item)-list", element)
        case .named(let name), .repeated(let name): return ("\(name)", element)
        case .absent: return nil
        }
    }

    func recordList(_ key: WS2ListKey) -> String? {
        guard let (list, holder) = listElement(key) else { return nil }
        if list != element { names.add(holder, list) }
        names.add(list, "\(key.item)")
        if key.keepsCount { names.add(list, "@count") }
        if key.keepsOffset { names.add(list, "@offset") }
        return list
    }

    mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        guard let list = recordList(key) else { return }
        try Self.descend(T.self, element: "\(key.item)", parent: list, names: names)
    }

    mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        var key = key
        key.keepsOffset = false
        guard let list = recordList(key) else { return }
        SchemaCollector(names: names, element: "\(key.item)", parent: list).record(key.xmlItemValue)
    }

    mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws {}

    mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        guard names.visited.insert("\(T.self) in <\(parent)><\(element)>").inserted else { return }
        try T.map(&value, &self)
    }
}
