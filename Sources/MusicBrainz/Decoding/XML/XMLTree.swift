import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML document stored as a flat array of nodes: built once by ``XMLTreeBuilder``,
/// then only read, so it can be shared between tasks.
final class XMLTree: Sendable {
    struct Node: Sendable {
        var name: String
        var attributes: [String: String]
        var text: String
        var parent: Int
        var firstChild: Int = -1
        var lastChild: Int = -1
        var nextSibling: Int = -1
    }

    let nodes: [Node]
    /// Prefixes bound to the MusicBrainz extension namespace (`ext`, `ns2`, …).
    let extensionPrefixes: [String]

    init(nodes: [Node], extensionPrefixes: [String]) {
        self.nodes = nodes
        self.extensionPrefixes = extensionPrefixes
    }

    /// The root element.
    var root: XMLElementNode { XMLElementNode(tree: self, index: 0) }

    static let extensionNamespace = "http://musicbrainz.org/ns/ext#-2.0"

    /// Parses a document, refusing the inputs that crash or fool Foundation's `XMLParser` on
    /// Linux before and after parsing.
    ///
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    static func parse(_ data: Data) throws(MusicBrainzError) -> XMLTree {
        try XMLInputGuard.check(data)
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        if !succeeded || parser.parserError != nil || builder.failure != nil {
            let line = parser.lineNumber
            let column = parser.columnNumber
            let reason = builder.failure ?? parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown"
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The XML is malformed or truncated (line \(line), column \(column)): \(reason).",
                decodingPath: builder.currentPath,
                underlyingError: parser.parserError
            )
        }
        // XMLParser can report success for a document whose elements were never closed.
        guard !builder.nodes.isEmpty else {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML document has no root element.")
        }
        guard builder.stack.isEmpty else {
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The XML document is truncated: <\(builder.nodes[builder.stack.last ?? 0].name)> is never closed.",
                decodingPath: builder.currentPath
            )
        }
        return XMLTree(nodes: builder.nodes, extensionPrefixes: builder.extensionPrefixes)
    }
}

/// Builds an ``XMLTree`` from `XMLParser` callbacks. Used by one parse on one thread.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    var nodes: [XMLTree.Node] = []
    var stack: [Int] = []
    var extensionPrefixes: [String] = []
    var failure: String?
    /// Whether the element on top of the stack has had a child (its text is then ignored).
    private var topHasChild = false

    override init() {
        nodes.reserveCapacity(256)
        stack.reserveCapacity(32)
    }

    var currentPath: String? {
        guard !stack.isEmpty else { return nil }
        return "/" + stack.map { nodes[$0].name }.joined(separator: "/")
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String]
    ) {
        let index = nodes.count
        let parent = stack.last ?? -1
        if parent < 0 && index > 0 {
            failure = "more than one root element"
            parser.abortParsing()
            return
        }
        if !attributes.isEmpty {
            for (name, value) in attributes where value == XMLTree.extensionNamespace && name.hasPrefix("xmlns:") {
                extensionPrefixes.append(String(name.dropFirst(6)))
            }
        }
        nodes.append(XMLTree.Node(name: elementName, attributes: attributes, text: "", parent: parent))
        if parent >= 0 {
            if nodes[parent].lastChild >= 0 {
                nodes[nodes[parent].lastChild].nextSibling = index
            } else {
                nodes[parent].firstChild = index
                nodes[parent].text = ""
            }
            nodes[parent].lastChild = index
        }
        stack.append(index)
        topHasChild = false
    }

    func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?
    ) {
        guard !stack.isEmpty else { return }
        stack.removeLast()
        topHasChild = true
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !topHasChild, let top = stack.last else { return }
        nodes[top].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !topHasChild, let top = stack.last else { return }
        nodes[top].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil { failure = parseError.localizedDescription }
    }
}
