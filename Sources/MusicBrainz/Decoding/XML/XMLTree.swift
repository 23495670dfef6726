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
        let state = builder.state
        if !succeeded || parser.parserError != nil || state.pointee.failure != nil {
            let line = parser.lineNumber
            let column = parser.columnNumber
            let reason = state.pointee.failure ?? parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown"
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The XML is malformed or truncated (line \(line), column \(column)): \(reason).",
                decodingPath: state.pointee.currentPath,
                underlyingError: parser.parserError
            )
        }
        // XMLParser can report success for a document whose elements were never closed.
        guard !state.pointee.nodes.isEmpty else {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML document has no root element.")
        }
        guard state.pointee.stack.isEmpty else {
            throw MusicBrainzError(
                code: .decodingFailed,
                message:
                    "The XML document is truncated: <\(state.pointee.nodes[state.pointee.stack.last ?? 0].name)> is never closed.",
                decodingPath: state.pointee.currentPath
            )
        }
        return XMLTree(nodes: state.pointee.nodes, extensionPrefixes: state.pointee.extensionPrefixes)
    }
}

/// The mutable state of one tree build.
struct XMLTreeBuilderState {
    var nodes: [XMLTree.Node] = []
    var stack: [Int] = []
    var extensionPrefixes: [String] = []
    var failure: String?
    /// Whether the element on top of the stack has had a child (its text is then ignored).
    var topHasChild = false

    var currentPath: String? {
        guard !stack.isEmpty else { return nil }
        return "/" + stack.map { nodes[$0].name }.joined(separator: "/")
    }
}

/// Builds an ``XMLTree`` from `XMLParser` callbacks. Used by one parse on one thread.
///
/// The state lives behind a pointer the builder owns, so the callbacks (one per element and
/// text run) pay no dynamic exclusivity checks on class properties.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    let state: UnsafeMutablePointer<XMLTreeBuilderState>

    override init() {
        state = .allocate(capacity: 1)
        state.initialize(to: XMLTreeBuilderState())
        state.pointee.nodes.reserveCapacity(256)
        state.pointee.stack.reserveCapacity(32)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String]
    ) {
        let state = self.state
        let index = state.pointee.nodes.count
        let parent = state.pointee.stack.last ?? -1
        if parent < 0 && index > 0 {
            state.pointee.failure = "more than one root element"
            parser.abortParsing()
            return
        }
        if !attributes.isEmpty {
            for (name, value) in attributes where value == XMLTree.extensionNamespace && name.hasPrefix("xmlns:") {
                state.pointee.extensionPrefixes.append(String(name.dropFirst(6)))
            }
        }
        state.pointee.nodes.append(XMLTree.Node(name: elementName, attributes: attributes, text: "", parent: parent))
        if parent >= 0 {
            let lastChild = state.pointee.nodes[parent].lastChild
            if lastChild >= 0 {
                state.pointee.nodes[lastChild].nextSibling = index
            } else {
                state.pointee.nodes[parent].firstChild = index
                state.pointee.nodes[parent].text = ""
            }
            state.pointee.nodes[parent].lastChild = index
        }
        state.pointee.stack.append(index)
        state.pointee.topHasChild = false
    }

    func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?
    ) {
        state.pointee.stack.removeLast()
        state.pointee.topHasChild = true
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        let state = self.state
        guard !state.pointee.topHasChild, let top = state.pointee.stack.last else { return }
        if state.pointee.nodes[top].text.isEmpty {
            state.pointee.nodes[top].text = string
        } else {
            state.pointee.nodes[top].text += string
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        let state = self.state
        guard !state.pointee.topHasChild, let top = state.pointee.stack.last else { return }
        state.pointee.nodes[top].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if state.pointee.failure == nil { state.pointee.failure = parseError.localizedDescription }
    }
}
