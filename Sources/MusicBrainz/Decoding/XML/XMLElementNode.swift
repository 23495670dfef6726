/// A read-only view of one element of a parsed MMD (MusicBrainz Metadata) XML document.
///
/// ``ResponseDecoder`` parses a body once into a compact tree and hands elements to
/// ``XMLDecodable`` initialisers, which read names, attributes, text and children. Element and
/// attribute names are the qualified names of the document (`release`, `ns2:score`); the MMD
/// default namespace needs no prefix.
public struct XMLElementNode: Sendable {
    let tree: XMLTree
    let index: Int

    init(tree: XMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// The element name, such as `release` or `medium-list`.
    public var name: String { tree.names[index] }

    /// The attributes, by qualified name.
    public var attributes: [String: String] {
        let node = tree.nodes[index]
        var result: [String: String] = [:]
        for attribute in Int(node.attributeStart)..<Int(node.attributeStart) + Int(node.attributeCount) {
            result[tree.attributes[attribute].name] = tree.value(of: attribute)
        }
        return result
    }

    /// The value of an attribute.
    /// - Parameter name: The qualified attribute name, such as `id` or `type-id`.
    /// - Returns: The value, or `nil` when the element does not have the attribute.
    public func attribute(_ name: String) -> String? {
        tree.accessLog?.record(tree.names[index], "@" + name)
        return tree.attributeIndex(of: index, named: name).map { tree.value(of: $0) }
    }

    /// Calls `body` with the UTF-8 bytes of an attribute value, or returns `nil` when the
    /// element does not have the attribute (no string is made).
    func withAttributeBytes<R>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        tree.accessLog?.record(tree.names[index], "@" + name)
        guard let attribute = tree.attributeIndex(of: index, named: name) else { return nil }
        return tree.withValueBytes(of: attribute, body)
    }

    /// The character data directly inside this element (entities and CDATA resolved).
    /// Empty for an element that has child elements.
    public var text: String { tree.texts[index] }

    /// The child elements, in document order.
    public var children: [XMLElementNode] {
        var result: [XMLElementNode] = []
        var child = tree.nodes[index].firstChild
        while child >= 0 {
            result.append(XMLElementNode(tree: tree, index: child))
            child = tree.nodes[child].nextSibling
        }
        return result
    }

    /// The first child element with a name.
    /// - Parameter name: The element name.
    /// - Returns: The child, or `nil` when there is none.
    public func child(_ name: String) -> XMLElementNode? {
        tree.accessLog?.record(tree.names[index], name)
        let key = XMLTree.fingerprint(name)
        var child = tree.nodes[index].firstChild
        while child >= 0 {
            if tree.nameKeys[child] == key && tree.names[child] == name {
                return XMLElementNode(tree: tree, index: child)
            }
            child = tree.nodes[child].nextSibling
        }
        return nil
    }

    /// Every child element with a name.
    /// - Parameter name: The element name.
    /// - Returns: The children in document order; empty when there are none.
    public func children(_ name: String) -> [XMLElementNode] {
        tree.accessLog?.record(tree.names[index], name)
        let key = XMLTree.fingerprint(name)
        var result: [XMLElementNode] = []
        var child = tree.nodes[index].firstChild
        while child >= 0 {
            if tree.nameKeys[child] == key && tree.names[child] == name {
                result.append(XMLElementNode(tree: tree, index: child))
            }
            child = tree.nodes[child].nextSibling
        }
        return result
    }

    /// Whether the element has child elements.
    var hasChildElements: Bool { tree.nodes[index].firstChild >= 0 }

    /// The parent element, or `nil` for the root.
    public var parent: XMLElementNode? {
        let parent = tree.nodes[index].parent
        return parent >= 0 ? XMLElementNode(tree: tree, index: parent) : nil
    }

    /// The value of the MusicBrainz extension attribute `score` (namespace
    /// `http://musicbrainz.org/ns/ext#-2.0`), whatever prefix the document gave it (`ext:`,
    /// `ns2:`), or `nil`.
    public var extensionScore: String? {
        tree.accessLog?.record(tree.names[index], "@score")
        for prefix in tree.extensionPrefixes {
            if let value = attribute(prefix + ":score") { return value }
        }
        return nil
    }

    /// The location of this element in its document, such as
    /// `/metadata/release/medium-list/medium[1]/track-list/track[2]`; a position in brackets
    /// (counted from 1) is added when the parent has several children of that name.
    public var path: String {
        var segments: [String] = []
        var current = index
        while current >= 0 {
            let node = tree.nodes[current]
            let name = tree.names[current]
            var segment = name
            if node.parent >= 0 {
                var position = 0
                var total = 0
                var sibling = tree.nodes[node.parent].firstChild
                while sibling >= 0 {
                    if tree.names[sibling] == name {
                        total += 1
                        if sibling == current { position = total }
                    }
                    sibling = tree.nodes[sibling].nextSibling
                }
                if total > 1 { segment += "[\(position)]" }
            }
            segments.append(segment)
            current = node.parent
        }
        return "/" + segments.reversed().joined(separator: "/")
    }
}
