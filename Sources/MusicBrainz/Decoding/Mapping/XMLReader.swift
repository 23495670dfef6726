import Foundation

/// Reads the mappings from a parsed MMD document (``XMLTree``): the library's XML decoder.
///
/// A reader stands on one element. A child or an attribute is found by comparing name keys
/// (``XMLNameKey``, two integers); the tree's arrays are read through the buffer pointers of
/// one ``XMLReadContext``, so walking retains nothing. Errors and diagnostics carry the element
/// path, such as `/metadata/release/medium-list/medium[2]/track-list/track[3]`.
@_spi(WS2Mapping) public struct XMLReader: WS2Mapper {
    let context: UnsafeMutablePointer<XMLReadContext>
    let element: Int

    init(context: UnsafeMutablePointer<XMLReadContext>, element: Int) {
        self.context = context
        self.element = element
    }

    /// XML.
    public var format: WS2Format { .xml }
    /// A reader fills values.
    public var isDecoding: Bool { true }

    /// Whether the element has neither an `id` attribute nor children: a stub that names an
    /// entity it cannot identify.
    var isStub: Bool {
        context.pointee.tree.attribute(of: element, named: "id") == nil
            && context.pointee.tree.nodes[element].firstChild < 0
    }

    /// The name of the element the reader stands on.
    var elementName: String { context.pointee.tree.names[element] }

    /// A text or attribute found at a place.
    enum Found {
        case text(Int)
        case attribute(Int)
    }

    /// Finds a place under the element.
    @inline(__always)
    func find(_ place: XMLPlace) -> Found? {
        let tree = context.pointee.tree
        switch place {
        case .child(let name):
            return tree.child(of: element, named: name).map(Found.text)
        case .attribute(let name, let suffix):
            return tree.attribute(of: element, named: name, suffix: suffix).map(Found.attribute)
        case .attributeOfChild(let child, let name):
            guard let child = tree.child(of: element, named: child) else { return nil }
            return tree.attribute(of: child, named: name).map(Found.attribute)
        case .childOfChild(let child, let name):
            guard let child = tree.child(of: element, named: child) else { return nil }
            return tree.child(of: child, named: name).map(Found.text)
        case .parentAttribute(let name):
            let parent = tree.nodes[element].parent
            return parent < 0 ? nil : tree.attribute(of: parent, named: name).map(Found.attribute)
        case .extensionAttribute(let name):
            for prefix in tree.extensionScopes[Int(tree.nodes[element].extensionScope)] {
                if let index = tree.attribute(of: element, prefix: prefix, name: name) {
                    return .attribute(index)
                }
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
    @inline(__always)
    func convert<S: WS2Scalar>(_ type: S.Type, _ found: Found) -> S? {
        switch found {
        case .text(let index):
            let text = context.pointee.tree.texts[index]
            if text.isEmpty && S.emptyTextIsAbsent { return nil }
            return S(ws2Text: text)
        case .attribute(let index):
            let bytes = context.pointee.tree.valueBytes(of: index)
            return bytes.isEmpty && S.emptyTextIsAbsent ? nil : S(ws2UTF8: bytes)
        }
    }

    func isAbsentText<S: WS2Scalar>(_ type: S.Type, _ found: Found) -> Bool {
        guard S.emptyTextIsAbsent else { return false }
        switch found {
        case .text(let index): return context.pointee.tree.texts[index].isEmpty
        case .attribute(let index): return context.pointee.tree.attributes[index].valueLength == 0
        }
    }

    func text(of found: Found) -> String {
        switch found {
        case .text(let index): return context.pointee.tree.texts[index]
        case .attribute(let index): return String(decoding: context.pointee.tree.valueBytes(of: index), as: UTF8.self)
        }
    }

    func path(of found: Found) -> String {
        switch found {
        case .text(let index): return context.pointee.tree.path(of: index)
        case .attribute(let index):
            let owner = context.pointee.tree.owner(ofAttribute: index)
            return context.pointee.tree.path(of: owner) + "/@" + context.pointee.tree.attributes[index].name
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

    /// Stores what was found in an optional scalar, or drops it with a diagnostic.
    @inline(__always)
    func store<S: WS2Scalar>(_ value: inout S?, _ found: Found) {
        if let parsed = convert(S.self, found) {
            value = parsed
        } else if !isAbsentText(S.self, found) {
            note(found, S.self)
        }
    }

    /// Whether the element has the place.
    public func has(_ key: WS2Key) -> Bool { find(key.xml) != nil }

    /// The entity's identifier: a missing or invalid one fails the whole document.
    public mutating func identity<S: WS2Scalar>(_ value: inout S, _ key: WS2Key) throws {
        guard let found = find(key.xml) else {
            let name = elementName
            let what: String
            switch key.xml {
            case .attribute(let attribute, _): what = "no \(attribute) attribute"
            case .child(let child): what = "no <\(child)> element"
            default: what = "no identifier"
            }
            let suffix: String
            if case .attribute(let attribute, _) = key.xml { suffix = "/@\(attribute)" } else { suffix = "" }
            throw failure("<\(name)> has \(what).", path: context.pointee.tree.path(of: element) + suffix)
        }
        guard let parsed = convert(S.self, found) else {
            throw failure(
                "<\(elementName)> has an identifier that is not \(S.ws2Description): \"\(text(of: found))\".",
                path: path(of: found))
        }
        value = parsed
    }

    /// An optional scalar; one that does not convert is dropped with a diagnostic.
    public mutating func scalar<S: WS2Scalar>(_ value: inout S?, _ key: WS2Key) throws {
        guard let found = find(key.xml) else { return }
        store(&value, found)
    }

    /// A vocabulary value and its MBID, found together: `<status id="…">Official</status>`
    /// (one child lookup for both) or the `type` and `type-id` attributes.
    public mutating func vocabulary<V: WS2Scalar>(_ value: inout V?, id: inout MBID?, _ key: WS2Key) throws {
        let tree = context.pointee.tree
        switch key.xml {
        case .child(let name):
            guard let child = tree.child(of: element, named: name) else { return }
            store(&value, .text(child))
            if let attribute = tree.attribute(of: child, named: "id") { store(&id, .attribute(attribute)) }
        case .attribute(let name, let suffix):
            if let attribute = tree.attribute(of: element, named: name, suffix: suffix) {
                store(&value, .attribute(attribute))
            }
            if let attribute = tree.attribute(of: element, named: name, suffix: "-id") {
                store(&id, .attribute(attribute))
            }
        default:
            try scalar(&value, key)
        }
    }

    /// A nested model that must be there.
    public mutating func required<T: MusicBrainzModel>(_ value: inout T, _ key: WS2Key) throws {
        guard case .child(let name) = key.xml, let child = context.pointee.tree.child(of: element, named: name) else {
            throw failure("<\(elementName)> has no <\(key.xml.name)>.", path: context.pointee.tree.path(of: element))
        }
        var reader = XMLReader(context: context, element: child)
        value = try T.decode(&reader)
    }

    /// A nested model: the child element named by the key.
    public mutating func object<T: MusicBrainzModel>(_ value: inout T?, _ key: WS2Key) throws {
        guard case .child(let name) = key.xml, let child = context.pointee.tree.child(of: element, named: name) else {
            return
        }
        var reader = XMLReader(context: context, element: child)
        value = try T.decode(&reader)
    }

    /// The first element that holds a list's items, or `nil`.
    @inline(__always)
    func firstList(_ key: WS2ListKey) -> Int? {
        switch key.xmlList {
        case .wrapped: return context.pointee.tree.child(of: element, named: key.item, suffix: "-list")
        case .named(let name), .repeated(let name): return context.pointee.tree.child(of: element, named: name)
        case .absent: return nil
        }
    }

    /// The next element that holds more of a list's items (only a repeated list has several).
    @inline(__always)
    func nextList(after list: Int, _ key: WS2ListKey) -> Int? {
        guard case .repeated(let name) = key.xmlList else { return nil }
        return context.pointee.tree.sibling(after: list, named: name)
    }

    /// The list element's `count` and `offset` attributes, where the model keeps them.
    func readCounts(of list: Int, _ key: WS2ListKey, count: inout Int?, offset: inout Int?) {
        if key.keepsCount, let attribute = context.pointee.tree.attribute(of: list, named: "count") {
            store(&count, .attribute(attribute))
        }
        if key.keepsOffset, let attribute = context.pointee.tree.attribute(of: list, named: "offset") {
            store(&offset, .attribute(attribute))
        }
    }

    /// A list element's items; `nil` for a summary list (`<track-list count="12"/>`, items
    /// announced but not listed).
    public mutating func list<T: MusicBrainzModel>(
        _ value: inout [T]?, _ key: WS2ListKey, count: inout Int?, offset: inout Int?
    ) throws {
        guard let first = firstList(key) else { return }
        let itemKey = XMLNameKey(key.item)
        var items: [T] = []
        var list: Int? = first
        while let current = list {
            readCounts(of: current, key, count: &count, offset: &offset)
            var child = context.pointee.tree.nodes[current].firstChild
            while child >= 0 {
                if context.pointee.tree.has(child, itemKey, key.item) {
                    var reader = XMLReader(context: context, element: child)
                    items.append(try T.decode(&reader))
                }
                child = context.pointee.tree.nodes[child].nextSibling
            }
            list = nextList(after: current, key)
        }
        if items.isEmpty && (key.emptyIsNil || announcesItems(first, key)) { return }
        value = items
    }

    /// Whether one of a list's elements announces items (`count` above 0) it does not list.
    func announcesItems(_ first: Int, _ key: WS2ListKey) -> Bool {
        var list: Int? = first
        while let current = list {
            if let attribute = context.pointee.tree.attribute(of: current, named: "count"),
                (Int(ws2UTF8: context.pointee.tree.valueBytes(of: attribute)) ?? 0) > 0
            {
                return true
            }
            list = nextList(after: current, key)
        }
        return false
    }

    /// A list element's items as scalars (their text, or ``WS2ListKey/xmlItemValue``).
    public mutating func scalars<S: WS2Scalar>(_ value: inout [S]?, _ key: WS2ListKey, count: inout Int?) throws {
        guard let first = firstList(key) else { return }
        let itemKey = XMLNameKey(key.item)
        var items: [S] = []
        var offset: Int?
        var list: Int? = first
        while let current = list {
            readCounts(of: current, key, count: &count, offset: &offset)
            var child = context.pointee.tree.nodes[current].firstChild
            while child >= 0 {
                if context.pointee.tree.has(child, itemKey, key.item),
                    let found = XMLReader(context: context, element: child).find(key.xmlItemValue)
                {
                    if let item = convert(S.self, found) {
                        items.append(item)
                    } else if !isAbsentText(S.self, found) {
                        note(found, S.self)
                    }
                }
                child = context.pointee.tree.nodes[child].nextSibling
            }
            list = nextList(after: current, key)
        }
        value = key.emptyIsNil && items.isEmpty ? nil : items
    }

    /// XML has no objects of scalars by name.
    public mutating func dictionary<S: WS2Scalar>(_ value: inout [String: S]?, _ key: WS2Name) throws {}

    /// Another model's fields from the same element.
    public mutating func inline<T: MusicBrainzModel>(_ value: inout T) throws {
        try T.map(&value, &self)
    }
}

/// The state one XML decode shares between its readers: the tree's arrays, borrowed for the
/// decode (``with(_:_:)``), and the values dropped on the way.
@_spi(WS2Mapping) public struct XMLReadContext {
    /// The tree's arrays.
    let tree: XMLTreeView
    var diagnostics: [DecodingDiagnostic] = []

    /// Runs `body` with a context over a tree; the pointers are valid only inside.
    static func with<R>(_ tree: XMLTree, _ body: (UnsafeMutablePointer<XMLReadContext>) throws -> R) rethrows -> R {
        try XMLTreeView.with(tree) { view in
            let context = UnsafeMutablePointer<XMLReadContext>.allocate(capacity: 1)
            context.initialize(to: XMLReadContext(tree: view))
            defer {
                context.deinitialize(count: 1)
                context.deallocate()
            }
            return try body(context)
        }
    }
}

/// The arrays of an ``XMLTree`` as buffer pointers, valid inside ``with(_:_:)``: a plain value
/// that copies without reference counting, so the readers' lookups retain nothing.
struct XMLTreeView {
    let nodes: UnsafeBufferPointer<XMLTree.Node>
    let keys: UnsafeBufferPointer<XMLNameKey>
    let names: UnsafeBufferPointer<String>
    let texts: UnsafeBufferPointer<String>
    let attributes: UnsafeBufferPointer<XMLTree.Attribute>
    let attributeBytes: UnsafeBufferPointer<UInt8>
    let extensionScopes: UnsafeBufferPointer<[String]>

    /// Runs `body` with a view of a tree.
    static func with<R>(_ tree: XMLTree, _ body: (XMLTreeView) throws -> R) rethrows -> R {
        try tree.nodes.withUnsafeBufferPointer { nodes in
            try tree.nameKeys.withUnsafeBufferPointer { keys in
                try tree.names.withUnsafeBufferPointer { names in
                    try tree.texts.withUnsafeBufferPointer { texts in
                        try tree.attributes.withUnsafeBufferPointer { attributes in
                            try tree.attributeBytes.withUnsafeBufferPointer { attributeBytes in
                                try tree.extensionScopes.withUnsafeBufferPointer { scopes in
                                    try body(
                                        XMLTreeView(
                                            nodes: nodes, keys: keys, names: names, texts: texts,
                                            attributes: attributes, attributeBytes: attributeBytes,
                                            extensionScopes: scopes))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether an element is named `name + suffix` (whose key is `key`).
    @inline(__always)
    func has(_ element: Int, _ key: XMLNameKey, _ name: WS2Name, suffix: WS2Name = .none) -> Bool {
        keys[element] == key && (key.isExact || XMLNameKey.equals(names[element], name, suffix))
    }

    /// The first child of an element named by a string made at run time.
    func child(of element: Int, spelled name: String) -> Int? {
        WS2Name.withTemporary(name) { child(of: element, named: $0) }
    }

    /// The first child of an element named `name + suffix`.
    @inline(__always)
    func child(of element: Int, named name: WS2Name, suffix: WS2Name = .none) -> Int? {
        let key = XMLNameKey(name, suffix: suffix)
        var child = nodes[element].firstChild
        while child >= 0 {
            if has(child, key, name, suffix: suffix) { return child }
            child = nodes[child].nextSibling
        }
        return nil
    }

    /// The next sibling of an element with a name.
    func sibling(after element: Int, named name: WS2Name) -> Int? {
        let key = XMLNameKey(name)
        var sibling = nodes[element].nextSibling
        while sibling >= 0 {
            if has(sibling, key, name) { return sibling }
            sibling = nodes[sibling].nextSibling
        }
        return nil
    }

    /// The index in ``attributes`` of an element's attribute named by a string made at run time.
    func attribute(of element: Int, spelled name: String) -> Int? {
        WS2Name.withTemporary(name) { attribute(of: element, named: $0) }
    }

    /// The index in ``attributes`` of an element's attribute named `prefix:name`, without
    /// building the name.
    func attribute(of element: Int, prefix: String, name: WS2Name) -> Int? {
        var prefix = prefix
        return prefix.withUTF8 { head in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + 1) { buffer in
                _ = buffer.initialize(from: head)
                buffer[head.count] = UInt8(ascii: ":")
                return attribute(of: element, named: WS2Name(bytes: UnsafeBufferPointer(buffer)), suffix: name)
            }
        }
    }

    /// The index in ``attributes`` of an element's attribute named `name + suffix`.
    @inline(__always)
    func attribute(of element: Int, named name: WS2Name, suffix: WS2Name = .none) -> Int? {
        let count = Int(nodes[element].attributeCount)
        guard count > 0 else { return nil }
        let key = XMLNameKey(name, suffix: suffix)
        var index = Int(nodes[element].attributeStart)
        let end = index + count
        while index < end {
            if attributes[index].key == key
                && (key.isExact || XMLNameKey.equals(attributes[index].name, name, suffix))
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The UTF-8 bytes of an attribute value.
    @inline(__always)
    func valueBytes(of attribute: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(attributes[attribute].valueStart)
        return UnsafeBufferPointer(rebasing: attributeBytes[start..<start + Int(attributes[attribute].valueLength)])
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

extension XMLTree {
    /// Runs `body` with a view of the tree's arrays (``XMLTreeView``).
    func withView<R>(_ body: (XMLTreeView) throws -> R) rethrows -> R {
        try XMLTreeView.with(self, body)
    }

    /// The first child of an element named `name + suffix`.
    func child(of element: Int, named name: WS2Name, suffix: WS2Name = .none) -> Int? {
        withView { $0.child(of: element, named: name, suffix: suffix) }
    }

    /// Every child of an element with a name, in document order.
    func children(of element: Int, named name: WS2Name) -> [Int] {
        withView { view in
            let key = XMLNameKey(name)
            var result: [Int] = []
            var child = view.nodes[element].firstChild
            while child >= 0 {
                if view.has(child, key, name) { result.append(child) }
                child = view.nodes[child].nextSibling
            }
            return result
        }
    }

    /// The index in ``attributes`` of an element's attribute named `name + suffix`.
    func attribute(of element: Int, named name: WS2Name, suffix: WS2Name = .none) -> Int? {
        withView { $0.attribute(of: element, named: name, suffix: suffix) }
    }

    /// The index in ``attributes`` of an element's attribute named by a string made at run time.
    func attribute(of element: Int, spelled name: String) -> Int? {
        withView { $0.attribute(of: element, spelled: name) }
    }

    /// The location of an element (``XMLTreeView/path(of:)``).
    func path(of element: Int) -> String {
        withView { $0.path(of: element) }
    }

    /// An attribute value as a string.
    func value(of attribute: Int) -> String {
        withView { String(decoding: $0.valueBytes(of: attribute), as: UTF8.self) }
    }
}
