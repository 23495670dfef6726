import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML document stored as flat arrays, one entry per element: built once by
/// ``XMLTreeBuilder``, then only read, so it can be shared between tasks.
///
/// The links between elements live in ``nodes`` (plain integers, so walking the tree retains
/// nothing), the names in ``names`` and the character data in ``texts``.
final class XMLTree: Sendable {
    /// The links of one element: parent, first and last child, next sibling, and its attributes.
    struct Node: Sendable {
        /// The node's attributes are `attributes[attributeStart ..< attributeStart + attributeCount]`.
        var attributeStart: Int32
        var attributeCount: Int32
        private var links: (parent: Int32, firstChild: Int32, lastChild: Int32, nextSibling: Int32)

        init(parent: Int, attributeStart: Int, attributeCount: Int) {
            self.attributeStart = Int32(truncatingIfNeeded: attributeStart)
            self.attributeCount = Int32(truncatingIfNeeded: attributeCount)
            links = (Int32(truncatingIfNeeded: parent), -1, -1, -1)
        }

        var parent: Int { Int(links.parent) }
        var firstChild: Int {
            get { Int(links.firstChild) }
            set { links.firstChild = Int32(truncatingIfNeeded: newValue) }
        }
        var lastChild: Int {
            get { Int(links.lastChild) }
            set { links.lastChild = Int32(truncatingIfNeeded: newValue) }
        }
        var nextSibling: Int {
            get { Int(links.nextSibling) }
            set { links.nextSibling = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// An attribute: its qualified name, and where its value's UTF-8 bytes are in
    /// ``attributeBytes``. Values are kept as bytes, not strings, because most of them (MBIDs,
    /// counts) are parsed once and thrown away: this halves the memory of a large document.
    struct Attribute: Sendable {
        var name: String
        var valueStart: Int32
        var valueLength: Int32
    }

    let nodes: [Node]
    /// The element names, by element index.
    let names: [String]
    /// A fingerprint of each name (``fingerprint(_:)``), so looking a child up compares integers.
    let nameKeys: [UInt64]
    /// The character data directly inside each element (empty for elements with children).
    let texts: [String]
    let attributes: [Attribute]
    let attributeBytes: [UInt8]
    /// Prefixes bound to the MusicBrainz extension namespace (`ext`, `ns2`, …).
    let extensionPrefixes: [String]

    init(
        nodes: [Node], names: [String], nameKeys: [UInt64], texts: [String], attributes: [Attribute],
        attributeBytes: [UInt8], extensionPrefixes: [String]
    ) {
        self.nodes = nodes
        self.names = names
        self.nameKeys = nameKeys
        self.texts = texts
        self.attributes = attributes
        self.attributeBytes = attributeBytes
        self.extensionPrefixes = extensionPrefixes
    }

    /// The index in ``attributes`` of a node's attribute, or `nil`.
    @inline(__always)
    func attributeIndex(of node: Int, named name: String) -> Int? {
        let start = Int(nodes[node].attributeStart)
        let end = start + Int(nodes[node].attributeCount)
        var index = start
        while index < end {
            if attributes[index].name == name { return index }
            index += 1
        }
        return nil
    }

    /// Calls `body` with the UTF-8 bytes of an attribute value.
    @inline(__always)
    func withValueBytes<R>(of attribute: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = Int(attributes[attribute].valueStart)
        let length = Int(attributes[attribute].valueLength)
        return attributeBytes.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[start..<start + length]))
        }
    }

    /// An attribute value as a string.
    func value(of attribute: Int) -> String {
        withValueBytes(of: attribute) { String(decoding: $0, as: UTF8.self) }
    }

    /// A fingerprint of an element name: its UTF-8 length and first seven bytes. Equal names
    /// have equal fingerprints; the few different names that share one (`iso-3166-1-code`,
    /// `iso-3166-2-code`) are told apart by comparing the strings.
    @inline(__always)
    static func fingerprint(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var key = UInt64(truncatingIfNeeded: bytes.count) << 56
            for index in 0..<min(bytes.count, 7) { key |= UInt64(bytes[index]) << UInt64(index &* 8) }
            return key
        }
    }

    static let extensionNamespace = "http://musicbrainz.org/ns/ext#-2.0"

    /// The deepest element nesting accepted, counting the root as 1.
    ///
    /// Real MMD documents nest fewer than 30 elements deep; the model decoders recurse once per
    /// level (relationships nest entities), so without a limit a hostile document overflows the
    /// stack (from about 1,200 elements in a debug build inside a task). 128 elements is about
    /// 42 nested relationships; the JSON of such a model nests about as deep (each relationship
    /// is three levels in both formats), well within ``JSONTape/maximumDepth`` (256), so every
    /// model decoded from XML also encodes as JSON and decodes back.
    static let maximumDepth = 128

    /// Parses a document, refusing the inputs that crash or fool Foundation's `XMLParser` on
    /// Linux before and after parsing.
    ///
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    static func parse(_ data: Data) throws(MusicBrainzError) -> XMLTree {
        if !data.isEmpty, ResponseDecoder.isBlank(data) {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML body is blank (only white space).")
        }
        let markupCount = try XMLInputGuard.check(data)
        guard markupCount < Int(Int32.max) else {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML document has too many elements.")
        }
        let builder = XMLTreeBuilder(expectedElements: markupCount / 2 + 1)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        let state = builder.state
        if state.pointee.isTooDeep {
            throw MusicBrainzError(
                code: .decodingFailed,
                message:
                    "The XML document is nested too deeply: more than \(maximumDepth) levels of elements"
                    + " (line \(parser.lineNumber)).",
                decodingPath: state.pointee.currentPath
            )
        }
        if !succeeded || parser.parserError != nil || state.pointee.failure != nil {
            let line = parser.lineNumber
            let column = parser.columnNumber
            let reason =
                state.pointee.failure ?? parser.parserError.map { XMLParseErrorDescription.describe($0) } ?? "unknown"
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
                    "The XML document is truncated: <\(state.pointee.names[state.pointee.stack.last ?? 0])> is never closed.",
                decodingPath: state.pointee.currentPath
            )
        }
        return XMLTree(
            nodes: state.pointee.nodes, names: state.pointee.names, nameKeys: state.pointee.nameKeys,
            texts: state.pointee.texts,
            attributes: state.pointee.attributes,
            attributeBytes: state.pointee.attributeBytes, extensionPrefixes: state.pointee.extensionPrefixes)
    }
}

/// The mutable state of one tree build.
struct XMLTreeBuilderState {
    var nodes: [XMLTree.Node] = []
    var names: [String] = []
    var nameKeys: [UInt64] = []
    var texts: [String] = []
    var attributes: [XMLTree.Attribute] = []
    var attributeBytes: [UInt8] = []
    var stack: [Int] = []
    var extensionPrefixes: [String] = []
    var failure: String?
    /// Whether parsing stopped because the elements nest deeper than ``XMLTree/maximumDepth``.
    var isTooDeep = false
    /// Whether the element on top of the stack has had a child (its text is then ignored).
    var topHasChild = false

    var currentPath: String? {
        guard !stack.isEmpty else { return nil }
        return "/" + stack.map { names[$0] }.joined(separator: "/")
    }
}

/// Builds an ``XMLTree`` from `XMLParser` callbacks. Used by one parse on one thread.
///
/// The state lives behind a pointer the builder owns, so the callbacks (one per element and
/// text run) pay no dynamic exclusivity checks on class properties.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    let state: UnsafeMutablePointer<XMLTreeBuilderState>

    /// Creates a builder.
    /// - Parameter expectedElements: About how many elements the document has (half its `<`s),
    ///   so the node array is allocated once.
    init(expectedElements: Int) {
        state = .allocate(capacity: 1)
        state.initialize(to: XMLTreeBuilderState())
        state.pointee.nodes.reserveCapacity(expectedElements)
        state.pointee.names.reserveCapacity(expectedElements)
        state.pointee.nameKeys.reserveCapacity(expectedElements)
        state.pointee.texts.reserveCapacity(expectedElements)
        state.pointee.attributes.reserveCapacity(expectedElements / 2)
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
        guard state.pointee.stack.count < XMLTree.maximumDepth else {
            state.pointee.isTooDeep = true
            parser.abortParsing()
            return
        }
        let attributeStart = state.pointee.attributes.count
        if !attributes.isEmpty {
            for (name, value) in attributes {
                if name.utf8.first == UInt8(ascii: "x"), name.hasPrefix("xmlns:"), value == XMLTree.extensionNamespace {
                    state.pointee.extensionPrefixes.append(String(name.dropFirst(6)))
                }
                let valueStart = state.pointee.attributeBytes.count
                state.pointee.attributeBytes.append(contentsOf: value.utf8)
                state.pointee.attributes.append(
                    XMLTree.Attribute(
                        name: name, valueStart: Int32(truncatingIfNeeded: valueStart),
                        valueLength: Int32(truncatingIfNeeded: state.pointee.attributeBytes.count - valueStart)))
            }
        }
        state.pointee.nodes.append(
            XMLTree.Node(
                parent: parent, attributeStart: attributeStart,
                attributeCount: state.pointee.attributes.count - attributeStart))
        state.pointee.names.append(elementName)
        state.pointee.nameKeys.append(XMLTree.fingerprint(elementName))
        state.pointee.texts.append("")
        if parent >= 0 {
            let lastChild = state.pointee.nodes[parent].lastChild
            if lastChild >= 0 {
                state.pointee.nodes[lastChild].nextSibling = index
            } else {
                state.pointee.nodes[parent].firstChild = index
                state.pointee.texts[parent] = ""
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
        guard !state.pointee.stack.isEmpty else { return }
        state.pointee.stack.removeLast()
        state.pointee.topHasChild = true
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        let state = self.state
        guard !state.pointee.topHasChild, let top = state.pointee.stack.last else { return }
        if state.pointee.texts[top].isEmpty {
            state.pointee.texts[top] = string
        } else {
            state.pointee.texts[top] += string
        }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        let state = self.state
        guard !state.pointee.topHasChild, let top = state.pointee.stack.last else { return }
        state.pointee.texts[top] += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if state.pointee.failure == nil, !state.pointee.isTooDeep {
            state.pointee.failure = XMLParseErrorDescription.describe(parseError)
        }
    }
}
