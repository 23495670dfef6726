import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML document stored as flat arrays, one entry per element: built once by
/// ``XMLTreeBuilder`` from `XMLParser`'s events, then only read, so it can be shared between
/// tasks.
///
/// It is the compact event buffer the XML reader walks: the links between elements live in
/// ``nodes`` (plain integers, so walking the tree retains nothing), an exact key of each name in
/// ``nameKeys`` (so finding a child compares two integers, never strings), the names in
/// ``names`` (for messages and paths) and the character data in ``texts``.
final class XMLTree: Sendable {
    /// The links of one element: parent, first child, next sibling, and its attributes.
    struct Node: Sendable {
        /// The node's attributes are `attributes[attributeStart ..< attributeStart + attributeCount]`.
        var attributeStart: Int32
        var attributeCount: Int32
        /// The element's index in ``XMLTree/extensionScopes``: which prefixes are bound to the
        /// MusicBrainz extension namespace where it stands.
        var extensionScope: Int32 = 0
        private var links: (parent: Int32, firstChild: Int32, nextSibling: Int32)

        init(parent: Int, attributeStart: Int, attributeCount: Int) {
            self.attributeStart = Int32(truncatingIfNeeded: attributeStart)
            self.attributeCount = Int32(truncatingIfNeeded: attributeCount)
            links = (Int32(truncatingIfNeeded: parent), -1, -1)
        }

        var parent: Int { Int(links.parent) }
        var firstChild: Int {
            get { Int(links.firstChild) }
            set { links.firstChild = Int32(truncatingIfNeeded: newValue) }
        }
        var nextSibling: Int {
            get { Int(links.nextSibling) }
            set { links.nextSibling = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// An attribute: its qualified name and its key, and where its value's UTF-8 bytes are in
    /// ``attributeBytes``. Values are kept as bytes, not strings, because most of them (MBIDs,
    /// counts) are parsed once and thrown away.
    struct Attribute: Sendable {
        var name: String
        var key: XMLNameKey
        var valueStart: Int32
        var valueLength: Int32
    }

    let nodes: [Node]
    /// The element names, by element index.
    let names: [String]
    /// The key of each element name (``XMLNameKey``).
    let nameKeys: [XMLNameKey]
    /// The character data directly inside each element (empty for elements with children).
    let texts: [String]
    let attributes: [Attribute]
    let attributeBytes: [UInt8]
    /// The prefixes bound to the MusicBrainz extension namespace (`ext`, `ns2`, …) in each
    /// scope of `xmlns:` declarations: an element's ``Node/extensionScope`` indexes this, and
    /// scope 0 binds none. A scope is made only where a declaration changes what is bound.
    let extensionScopes: [[String]]

    init(
        nodes: [Node], names: [String], nameKeys: [XMLNameKey], texts: [String], attributes: [Attribute],
        attributeBytes: [UInt8], extensionScopes: [[String]]
    ) {
        self.nodes = nodes
        self.names = names
        self.nameKeys = nameKeys
        self.texts = texts
        self.attributes = attributes
        self.attributeBytes = attributeBytes
        self.extensionScopes = extensionScopes
    }

    static let extensionNamespace = "http://musicbrainz.org/ns/ext#-2.0"

    /// The most prefixes bound to the extension namespace at once that are kept (the service
    /// binds one, `ns2` or `ext`); further ones are ignored, so a hostile document cannot make
    /// every lookup of `ext:score` try thousands of prefixes.
    static let maximumExtensionPrefixes = 16

    /// The deepest element nesting accepted, counting the root as 1.
    ///
    /// Real MMD documents nest fewer than 30 elements deep; the model decoders recurse once per
    /// level (relationships nest entities), so without a limit a hostile document overflows the
    /// stack (from about 1,200 elements in a debug build inside a task). 128 elements is about
    /// 42 nested relationships; the JSON of such a model nests about as deep (each relationship
    /// is three levels in both formats), well within ``JSONTape/maximumDepth`` (256), so every
    /// model decoded from XML also encodes as JSON and decodes back.
    static let maximumDepth = 128

    /// Documents at least this long are handed to `XMLParser` in chunks of ``chunkSize`` bytes
    /// through an `InputStream` (``XMLChunkStream``): given `Data`, the parser copies the whole
    /// document and libxml2 buffers all of it again, which for a large document costs more
    /// memory than the tree. Shorter documents are parsed from `Data`, which is cheaper to set
    /// up (no stream, no 128 KB read buffer).
    static let streamingThreshold = 64 * 1024
    /// The chunk size of a streamed parse.
    static let chunkSize = 32 * 1024

    /// Parses a document, refusing the inputs that crash or fool Foundation's `XMLParser` on
    /// Linux before and after parsing.
    ///
    /// - Parameters:
    ///   - data: The document.
    ///   - streamingThreshold: The length from which the parser reads the document in chunks.
    ///   - chunkSize: The chunk size then (tests and the fuzzer make both small).
    /// - Returns: The tree.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed``.
    static func parse(
        _ data: Data, streamingThreshold: Int = streamingThreshold, chunkSize: Int = chunkSize
    ) throws(MusicBrainzError) -> XMLTree {
        if !data.isEmpty, ResponseDecoder.isBlank(data) {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML body is blank (only white space).")
        }
        let markupCount = try XMLInputGuard.check(data)
        guard markupCount < Int(Int32.max) else {
            throw MusicBrainzError(code: .decodingFailed, message: "The XML document has too many elements.")
        }
        let builder = XMLTreeBuilder(expectedElements: markupCount / 2 + 1)
        let parser: XMLParser
        if data.count >= streamingThreshold {
            parser = XMLParser(stream: XMLChunkStream(data, chunkSize: chunkSize))
        } else {
            parser = XMLParser(data: data)
        }
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
                    "The XML document is truncated: <\(state.pointee.names[Int(state.pointee.stack.last ?? 0)])> is never closed.",
                decodingPath: state.pointee.currentPath
            )
        }
        return state.pointee.finish()
    }
}

/// An exact key of an XML name of up to 15 UTF-8 bytes (its length, first seven and last
/// eight bytes): equal names have equal keys, and for names up to 15 bytes (nearly all MMD
/// names) equal keys mean equal names, so finding a child or an attribute compares two integers.
/// Longer names with equal keys are told apart by comparing their bytes.
struct XMLNameKey: Equatable, Sendable {
    /// The length (up to 255) in the top byte, then the first seven bytes.
    var head: UInt64
    /// The last eight bytes (fewer for a shorter name, zero-padded).
    var tail: UInt64

    /// Whether equal keys mean equal names.
    @inline(__always)
    var isExact: Bool { head >> 56 <= 15 }

    /// The key of a name's bytes.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count >= 8, let base = bytes.baseAddress else {
            // Up to seven bytes: all of them are in the head; the tail repeats them.
            var head: UInt64 = 0
            var index = 0
            while index < count {
                head |= UInt64(bytes[index]) << UInt64(index &* 8)
                index &+= 1
            }
            self.head = UInt64(truncatingIfNeeded: count) << 56 | head
            self.tail = head
            return
        }
        let raw = UnsafeRawPointer(base)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        head = UInt64(truncatingIfNeeded: Swift.min(count, 255)) << 56 | (first & 0x00FF_FFFF_FFFF_FFFF)
        tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    }

    /// The key of a name made of two parts (`medium` and `-list`), without joining them.
    @inline(__always)
    init(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) {
        let firstCount = first.count
        let count = firstCount &+ second.count
        @inline(__always) func byte(_ index: Int) -> UInt64 {
            UInt64(index < firstCount ? first[index] : second[index &- firstCount])
        }
        var head = UInt64(truncatingIfNeeded: Swift.min(count, 255)) << 56
        var index = 0
        while index < Swift.min(count, 7) {
            head |= byte(index) << UInt64(index &* 8)
            index &+= 1
        }
        var tail: UInt64 = 0
        index = Swift.max(0, count &- 8)
        var shift: UInt64 = 0
        while index < count {
            tail |= byte(index) << shift
            shift &+= 8
            index &+= 1
        }
        self.head = head
        self.tail = tail
    }

    /// Whether a name's bytes are `name + suffix`'s (for keys that are not exact).
    static func equals(_ text: String, _ name: WS2Name, _ suffix: WS2Name) -> Bool {
        var text = text
        return text.withUTF8 { WS2Name(bytes: $0).equals(name, suffix) }
    }

    /// The key of a name.
    @inline(__always)
    init(_ name: WS2Name) { self.init(name.bytes) }

    /// The key of `name + suffix`.
    @inline(__always)
    init(_ name: WS2Name, suffix: WS2Name) {
        self = suffix.isEmpty ? XMLNameKey(name.bytes) : XMLNameKey(name.bytes, suffix.bytes)
    }

    /// The key of a name made at run time.
    init(_ name: String) {
        self = WS2Name.withTemporary(name) { XMLNameKey($0) }
    }
}

/// The mutable state of one tree build.
struct XMLTreeBuilderState {
    var nodes: [XMLTree.Node] = []
    var names: [String] = []
    var nameKeys: [XMLNameKey] = []
    var texts: [String] = []
    var attributes: [XMLTree.Attribute] = []
    var attributeBytes: [UInt8] = []
    var stack: [Int32] = []
    /// The last child of each element on the stack (-1 before its first), so a new child links
    /// to its previous sibling without a per-node field.
    var lastChildren: [Int32] = []
    var extensionScopes: [[String]] = [[]]
    var failure: String?
    /// Whether parsing stopped because the elements nest deeper than ``XMLTree/maximumDepth``.
    var isTooDeep = false
    /// Whether the element on top of the stack has had a child (its text is then ignored).
    var topHasChild = false

    var currentPath: String? {
        guard !stack.isEmpty else { return nil }
        return "/" + stack.map { names[Int($0)] }.joined(separator: "/")
    }

    /// The finished tree; the state's arrays move into it.
    mutating func finish() -> XMLTree {
        XMLTree(
            nodes: take(&nodes), names: take(&names), nameKeys: take(&nameKeys), texts: take(&texts),
            attributes: take(&attributes), attributeBytes: take(&attributeBytes),
            extensionScopes: take(&extensionScopes))
    }

    /// Moves an array out, leaving an empty one, so the tree holds the only reference.
    private func take<T>(_ array: inout [T]) -> [T] {
        var taken: [T] = []
        swap(&taken, &array)
        return taken
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
    ///   so the node arrays are allocated once.
    init(expectedElements: Int) {
        state = .allocate(capacity: 1)
        state.initialize(to: XMLTreeBuilderState())
        state.pointee.nodes.reserveCapacity(expectedElements)
        state.pointee.names.reserveCapacity(expectedElements)
        state.pointee.nameKeys.reserveCapacity(expectedElements)
        state.pointee.texts.reserveCapacity(expectedElements)
        state.pointee.attributes.reserveCapacity(expectedElements / 2)
        state.pointee.stack.reserveCapacity(32)
        state.pointee.lastChildren.reserveCapacity(32)
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
        let depth = state.pointee.stack.count
        if depth == 0 && index > 0 {
            state.pointee.failure = "more than one root element"
            parser.abortParsing()
            return
        }
        guard depth < XMLTree.maximumDepth else {
            state.pointee.isTooDeep = true
            parser.abortParsing()
            return
        }
        let attributeStart = state.pointee.attributes.count
        let parent = depth > 0 ? Int(state.pointee.stack[depth - 1]) : -1
        var scope = parent >= 0 ? state.pointee.nodes[parent].extensionScope : 0
        if !attributes.isEmpty {
            var prefixes: [String]?
            for (name, value) in attributes {
                let key = XMLNameKey(name)
                // "xmlns:" is six bytes: the key's length is above six and its head starts so.
                if key.head & 0x0000_FFFF_FFFF_FFFF == 0x3A_73_6E_6C_6D_78 {
                    // A declaration binds its prefix here and below, or rebinds it elsewhere.
                    let prefix = String(name.dropFirst(6))
                    var changed = prefixes ?? state.pointee.extensionScopes[Int(scope)]
                    let isBound = changed.contains(prefix)
                    if value == XMLTree.extensionNamespace, !isBound, changed.count < XMLTree.maximumExtensionPrefixes {
                        changed.append(prefix)
                        prefixes = changed
                    } else if value != XMLTree.extensionNamespace, isBound {
                        changed.removeAll { $0 == prefix }
                        prefixes = changed
                    }
                }
                let valueStart = state.pointee.attributeBytes.count
                if value.utf8.withContiguousStorageIfAvailable({ state.pointee.attributeBytes.append(contentsOf: $0) })
                    == nil
                {
                    state.pointee.attributeBytes.append(contentsOf: value.utf8)
                }
                state.pointee.attributes.append(
                    XMLTree.Attribute(
                        name: name, key: key, valueStart: Int32(truncatingIfNeeded: valueStart),
                        valueLength: Int32(truncatingIfNeeded: state.pointee.attributeBytes.count - valueStart)))
            }
            if let prefixes {
                state.pointee.extensionScopes.append(prefixes)
                scope = Int32(truncatingIfNeeded: state.pointee.extensionScopes.count - 1)
            }
        }
        var node = XMLTree.Node(
            parent: parent, attributeStart: attributeStart,
            attributeCount: state.pointee.attributes.count - attributeStart)
        node.extensionScope = scope
        state.pointee.nodes.append(node)
        state.pointee.nameKeys.append(XMLNameKey(elementName))
        state.pointee.names.append(elementName)
        state.pointee.texts.append("")
        if depth > 0 {
            let lastChild = Int(state.pointee.lastChildren[depth - 1])
            if lastChild >= 0 {
                state.pointee.nodes[lastChild].nextSibling = index
            } else {
                state.pointee.nodes[parent].firstChild = index
                if !state.pointee.texts[parent].isEmpty { state.pointee.texts[parent] = "" }
            }
            state.pointee.lastChildren[depth - 1] = Int32(truncatingIfNeeded: index)
        }
        state.pointee.stack.append(Int32(truncatingIfNeeded: index))
        state.pointee.lastChildren.append(-1)
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
        state.pointee.lastChildren.removeLast()
        state.pointee.topHasChild = true
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        let state = self.state
        guard !state.pointee.topHasChild, let top = state.pointee.stack.last else { return }
        let index = Int(top)
        if state.pointee.texts[index].isEmpty {
            state.pointee.texts[index] = string
        } else {
            state.pointee.texts[index] += string
        }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        let state = self.state
        guard !state.pointee.topHasChild, let top = state.pointee.stack.last else { return }
        state.pointee.texts[Int(top)] += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if state.pointee.failure == nil, !state.pointee.isTooDeep {
            state.pointee.failure = XMLParseErrorDescription.describe(parseError)
        }
    }
}
