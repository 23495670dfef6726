import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document as a tree, for comparing request bodies element by element: names with
/// their namespace, attributes, text trimmed of the white space between elements.
struct XMLBodyTree: Equatable, CustomStringConvertible {
    var name: String
    var namespace: String?
    var attributes: [String: String]
    var text: String
    var children: [XMLBodyTree]

    /// Parses a document; `nil` when it is not well-formed.
    static func parse(_ data: Data) -> XMLBodyTree? {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else { return nil }
        return root
    }

    static func parse(_ text: String) -> XMLBodyTree? { parse(Data(text.utf8)) }

    /// `<name a="v">text…children</name>`, compact.
    var description: String {
        let attributeText = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
        return "<\(name)\(attributeText)>\(text)\(children.map(\.description).joined())</\(name)>"
    }

    /// The path and difference of the first place where two trees differ, or `nil`.
    func firstDifference(from other: XMLBodyTree, path: String = "") -> String? {
        let here = path + "/" + name
        if name != other.name || namespace != other.namespace {
            return "\(here): element \(other.name) in \(other.namespace ?? "no namespace") expected"
        }
        if attributes != other.attributes { return "\(here): attributes \(attributes), expected \(other.attributes)" }
        if text != other.text { return "\(here): text \"\(text)\", expected \"\(other.text)\"" }
        if children.count != other.children.count {
            return "\(here): \(children.count) children, expected \(other.children.count)"
        }
        for (mine, theirs) in zip(children, other.children) {
            if let difference = mine.firstDifference(from: theirs, path: here) { return difference }
        }
        return nil
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLBodyTree] = []
        var root: XMLBodyTree?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(
                XMLBodyTree(
                    name: elementName, namespace: namespaceURI?.isEmpty == false ? namespaceURI : nil,
                    attributes: attributes, text: "", children: []))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard var element = stack.popLast() else { return }
            element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }
    }
}
