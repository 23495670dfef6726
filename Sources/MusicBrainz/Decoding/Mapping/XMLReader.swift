import Foundation

/// Reads the mappings from a parsed MMD document (``XMLTree``): the library's XML decoder.
///
/// A reader stands on one element. A child is found by comparing name fingerprints, then the
/// names; an attribute by its name. Errors and diagnostics carry the element path, such as
/// `/metadata/release/medium-list/medium[2]/track-list/track[3]`.
@_spi(WS2Mapping) public struct XMLReader: WS2Mapper {
    // Unowned: the tree outlives every reader of one decode (`ResponseDecoder` holds it).
    unowned(unsafe) let tree: XMLTree
    let context: UnsafeMutablePointer<XMLReadContext>
    let element: Int

    init(tree: XMLTree, context: UnsafeMutablePointer<XMLReadContext>, element: Int) {
        self.tree = tree
        self.context = context
        self.element = element
    }

    /// XML.
    public var format: WS2Format { .xml }
    /// A reader fills values.
    public var isDecoding: Bool { true }

    /// Whether the element has neither an `id` attribute nor children: a stub that names an
    /// entity it cannot identify.
    var isStub: Bool { tree.attribute(of: element, named: "id") == nil && tree.nodes[element].firstChild < 0 }

    /// The name of the element the reader stands on.
    var elementName: String { tree.names[element] }

    /// A text or attribute found at a place.
    enum Found {
        case text(Int)
        case attribute(Int)
    }

    /// Finds a place under the element.
    func find(_ place: XMLPlace) -> Found? {
        switch place {
        case .child(let name):
            return tree.child(of: element, named: name).map(Found.text)
        case .attribute(let name, let suffix):
            return tree.attribute(of: element, named: name, suffix: suffix).map(Found.attribute)
        case .attributeOfChild(let child, let name):
            return tree.child(of: element, named: child).flatMap { tree.attribute(of: $0, named: name) }.map(
                Found.attribute)
        case .childOfChild(let child, let name):
            return tree.child(of: element, named: child).flatMap { tree.child(of: $0, named: name) }.map(Found.text)
        case .parentAttribute(let name):
            let parent = tree.nodes[element].parent
            return parent < 0 ? nil : tree.attribute(of: parent, named: name).map(Found.attribute)
        case .extensionAttribute(let name):
            for prefix in tree.extensionPrefixes {
                if let index = tree.attribute(of: element, named: prefix + ":" + name) { return .attribute(index) }
            }
            return tree.attribute(of: element, named: name).map(Found.attribute)
        case .text:
            return .text(element)
        case .attributeOrText(let name):
            return tree.attribute(of: element, named: name).map(Found.attribute) ?? .text(element)
        case .absent:
            return nil
        }
    }

    /// Converts what was found, or returns `nil` (also for an empty text that means no value).
    func convert<S: WS2Scalar>(_ type: S.Type, _ found: Found) -> S? {
        switch found {
        case .text(let index):
            let text = tree.texts[index]
            if text.isEmpty && S.emptyTextIsAbsent { return nil }
            return S(ws2Text: text)
        case .attribute(let index):
            return tree.withValueBytes(of: index) { bytes in
                bytes.isEmpty && S.emptyTextIsAbsent ? nil : S(ws2UTF8: bytes)
            }
        }
    }

    func isAbsentText<S: WS2Scalar>(_ type: S.Type, _ found: Found) -> Bool {
        guard S.emptyTextIsAbsent else { return false }
        switch found {
        case .text(let index): return tree.texts[index].isEmpty
        case .attribute(let index): return tree.attributes[index].valueLength == 0
        }
    }

    func text(of found: Found) -> String {
        switch found {
        case .text(let index): return tree.texts[index]
        case .attribute(let index): return tree.value(of: index)
        }
    }

    func path(of found: Found) -> String {
        switch found {
        case .text(let index): return tree.path(of: index)
        case .attribute(let index):
            let owner = tree.owner(ofAttribute: index)
            return tree.path(of: owner) + "/@" + tree.attributes[index].name
        }
    }

    func note<S: WS2Scalar>(_ found: Found, _ type: S.Type) {
        let shown = text(of: found)
        let quoted = shown.count > 60 ? String(shown.prefix(60)) + "…" : shown
        context.pointee.diagnostics.append(
            DecodingDiagnostic(path: path(of: found), message: "expected \(S.ws2Description), found \"\(quoted)\""))
    }

    func failure(_ message: String, path: String) -> MusicBrainzError {
        MusicBrainzError(code: .decodingFailed, message: message, decodingPath: path)
    }

    /// Whether the element has the place.
    public func has(_ key: WS2Key) -> Bool { find(key.xml) != nil }

    /// The entity's identifier: a missing or invalid one fails the whole document.
    public mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws {
        let name = elementName
        guard let found = find(key.xml) else {
            let what: String
            switch key.xml {
            case .attribute(let attribute, _): what = "no \(attribute) attribute"
            case .child(let child): what = "no <\(child)> element"
            default: what = "no identifier"
            }
            let suffix: String
            if case .attribute(let attribute, _) = key.xml { suffix = "/@" + attribute } else { suffix = "" }
            throw failure("<\(name)> has \(what).", path: tree.path(of: element) + suffix)
        }
        guard let parsed = convert(S.self, found) else {
            throw failure(
                "<\(name)> has an identifier that is not \(S.ws2Description): \"\(text(of: found))\".",
                path: path(of: found))
        }
        value = parsed
    }

    /// An optional scalar; one that does not convert is dropped with a diagnostic.
    public mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws {
        guard let found = find(key.xml) else { return }
        if let parsed = convert(S.self, found) {
            value = parsed
        } else if !isAbsentText(S.self, found) {
            note(found, S.self)
        }
    }

    /// A nested model that must be there.
    public mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        guard case .child(let name) = key.xml, let child = tree.child(of: element, named: name) else {
            throw failure("<\(elementName)> has no <\(key.xml.name)>.", path: tree.path(of: element))
        }
        var reader = XMLReader(tree: tree, context: context, element: child)
        value = try T.decode(&reader)
    }

    /// A nested model: the child element named by the key.
    public mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        guard case .child(let name) = key.xml, let child = tree.child(of: element, named: name) else { return }
        var reader = XMLReader(tree: tree, context: context, element: child)
        value = try T.decode(&reader)
    }

    /// The elements that hold a list's items.
    func listElements(_ key: WS2ListKey) -> [Int] {
        switch key.xmlList {
        case .wrapped: return tree.child(of: element, named: key.item, suffix: "-list").map { [$0] } ?? []
        case .named(let name): return tree.child(of: element, named: name).map { [$0] } ?? []
        case .repeated(let name): return tree.children(of: element, named: name)
        case .direct: return [element]
        case .absent: return []
        }
    }

    /// The list element's `count` and `offset` attributes, where the model keeps them.
    mutating func readCounts(of list: Int, _ key: WS2ListKey, count: inout Int?, offset: inout Int?) {
        var reader = XMLReader(tree: tree, context: context, element: list)
        if key.keepsCount { reader.scalarIfPresent(&count, .attribute("count")) }
        if key.keepsOffset { reader.scalarIfPresent(&offset, .attribute("offset")) }
    }

    mutating func scalarIfPresent<S: WS2Scalar>(_ value: inout S?, _ place: XMLPlace) {
        guard let found = find(place) else { return }
        if let parsed = convert(S.self, found) {
            value = parsed
        } else if !isAbsentText(S.self, found) {
            note(found, S.self)
        }
    }

    /// A list element's items; `nil` for a summary list (`<track-list count="12"/>`, items
    /// announced but not listed).
    public mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        let lists = listElements(key)
        guard !lists.isEmpty else { return }
        var items: [T] = []
        for list in lists {
            readCounts(of: list, key, count: &count, offset: &offset)
            var child = tree.nodes[list].firstChild
            while child >= 0 {
                if tree.hasName(child, key.item) {
                    var reader = XMLReader(tree: tree, context: context, element: child)
                    items.append(try T.decode(&reader))
                }
                child = tree.nodes[child].nextSibling
            }
        }
        if items.isEmpty && (key.emptyIsNil || lists.contains { announcesItems($0) }) { return }
        value = items
    }

    /// Whether a list element announces items (`count` above 0) it does not list.
    func announcesItems(_ list: Int) -> Bool {
        guard let attribute = tree.attribute(of: list, named: "count") else { return false }
        return tree.withValueBytes(of: attribute) { Int(ws2UTF8: $0) ?? 0 } > 0
    }

    /// A list element's items as scalars (their text, or ``WS2ListKey/xmlItemAttribute``).
    public mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        let lists = listElements(key)
        guard !lists.isEmpty else { return }
        var items: [S] = []
        var offset: Int?
        for list in lists {
            readCounts(of: list, key, count: &count, offset: &offset)
            for child in tree.children(of: list, named: key.item) {
                guard let found = XMLReader(tree: tree, context: context, element: child).find(key.xmlItemValue)
                else { continue }
                if let item = convert(S.self, found) {
                    items.append(item)
                } else if !isAbsentText(S.self, found) {
                    note(found, S.self)
                }
            }
        }
        value = key.emptyIsNil && items.isEmpty ? nil : items
    }

    /// XML has no objects of scalars by name.
    public mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: String) throws {}

    /// Another model's fields from the same element.
    public mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        try T.map(&value, &self)
    }
}

/// The state one XML decode shares between its readers: the values dropped on the way.
@_spi(WS2Mapping) public struct XMLReadContext {
    var diagnostics: [DecodingDiagnostic] = []
}

extension XMLTree {
    /// The first child of an element named `name + suffix`.
    @inline(__always)
    func child(of element: Int, named name: String, suffix: String = "") -> Int? {
        let key = Self.fingerprint(name, suffix)
        var child = nodes[element].firstChild
        while child >= 0 {
            if nameKeys[child] == key && Self.equals(names[child], name, suffix) { return child }
            child = nodes[child].nextSibling
        }
        return nil
    }

    /// Every child of an element with a name, in document order.
    func children(of element: Int, named name: String) -> [Int] {
        var result: [Int] = []
        var child = nodes[element].firstChild
        while child >= 0 {
            if hasName(child, name) { result.append(child) }
            child = nodes[child].nextSibling
        }
        return result
    }

    /// Whether an element has a name.
    @inline(__always)
    func hasName(_ element: Int, _ name: String) -> Bool {
        nameKeys[element] == Self.fingerprint(name, "") && names[element] == name
    }

    /// The index in ``attributes`` of an element's attribute named `name + suffix`.
    @inline(__always)
    func attribute(of element: Int, named name: String, suffix: String = "") -> Int? {
        let start = Int(nodes[element].attributeStart)
        let end = start + Int(nodes[element].attributeCount)
        var index = start
        while index < end {
            if Self.equals(attributes[index].name, name, suffix) { return index }
            index += 1
        }
        return nil
    }

    /// The element an attribute belongs to.
    func owner(ofAttribute attribute: Int) -> Int {
        var low = 0
        var high = nodes.count - 1
        // Attribute ranges grow with element indices; find the last element starting at or before it.
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(nodes[middle].attributeStart) <= attribute { low = middle } else { high = middle - 1 }
        }
        while low > 0 && nodes[low].attributeCount == 0 { low -= 1 }
        return low
    }

    /// Whether `text` is `name` followed by `suffix`, compared as UTF-8.
    @inline(__always)
    static func equals(_ text: String, _ name: String, _ suffix: String) -> Bool {
        if suffix.isEmpty { return text == name }
        let utf8 = text.utf8
        guard utf8.count == name.utf8.count + suffix.utf8.count else { return false }
        return utf8.starts(with: name.utf8) && utf8.dropFirst(name.utf8.count).elementsEqual(suffix.utf8)
    }

    /// The fingerprint (``fingerprint(_:)``) of `name + suffix`, without making the string.
    @inline(__always)
    static func fingerprint(_ name: String, _ suffix: String) -> UInt64 {
        if suffix.isEmpty { return fingerprint(name) }
        var key = UInt64(truncatingIfNeeded: name.utf8.count + suffix.utf8.count) << 56
        var index = 0
        for byte in name.utf8 {
            if index == 7 { return key }
            key |= UInt64(byte) << UInt64(index &* 8)
            index += 1
        }
        for byte in suffix.utf8 {
            if index == 7 { return key }
            key |= UInt64(byte) << UInt64(index &* 8)
            index += 1
        }
        return key
    }

    /// The location of an element, such as
    /// `/metadata/release/medium-list/medium[1]/track-list/track[2]`; a position in brackets
    /// (from 1) is added when the parent has several children of that name.
    func path(of element: Int) -> String {
        var segments: [String] = []
        var current = element
        while current >= 0 {
            let parent = nodes[current].parent
            var segment = names[current]
            if parent >= 0 {
                var position = 0
                var total = 0
                var sibling = nodes[parent].firstChild
                while sibling >= 0 {
                    if names[sibling] == names[current] {
                        total += 1
                        if sibling == current { position = total }
                    }
                    sibling = nodes[sibling].nextSibling
                }
                if total > 1 { segment += "[\(position)]" }
            }
            segments.append(segment)
            current = parent
        }
        return "/" + segments.reversed().joined(separator: "/")
    }
}
