import Foundation

/// Turns a WS/2 response body, XML or JSON, into a model.
///
/// The client uses it for every response; use it directly to decode a body you saved earlier:
///
/// ```swift
/// let release = try ResponseDecoder().decode(Release.self, from: data, format: .xml)
/// ```
///
/// Both formats give equal values for the same response. A JSON body may start with a UTF-8
/// byte order mark. Bodies are checked before decoding:
/// XML that would crash or fool Foundation's `XMLParser` is refused with a typed error, and so is
/// a body in neither format (an HTML error page, for example).
public struct ResponseDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a whole response body.
    ///
    /// - Parameters:
    ///   - type: The type of the response, such as ``Release`` or ``BrowseResults``.
    ///   - data: The body.
    ///   - format: The format of the body; `nil` detects it from the first character
    ///     (`{` or `[` for JSON, `<` for XML).
    /// - Returns: The decoded value.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/decodingFailed`` for a
    ///   malformed, truncated or incomplete document (with the element or key path), and for
    ///   one nested deeper than 128 XML elements or 256 JSON arrays and objects (real documents
    ///   nest fewer than 30; deeper ones would overflow the stack of the recursive models),
    ///   ``MusicBrainzError/Code/unexpectedContentType`` when the body is neither XML nor JSON,
    ///   and for a MusicBrainz error document (`<error><text>…` or `{"error": …}`) the server's
    ///   error: ``MusicBrainzError/serverMessage`` holds its message and the code is inferred
    ///   from it (``MusicBrainzError/Code/notFound``, ``MusicBrainzError/Code/unauthorized``,
    ///   ``MusicBrainzError/Code/rateLimited``, ``MusicBrainzError/Code/serverError`` or
    ///   ``MusicBrainzError/Code/badRequest``).
    public func decode<T: MusicBrainzResponse>(
        _ type: T.Type, from data: Data, format: ResponseFormat? = nil
    )
        throws(MusicBrainzError) -> T
    {
        try decodeReportingDiagnostics(T.self, from: data, format: format).value
    }

    /// Decodes a whole response body and returns the values dropped on the way beside it.
    ///
    /// Decoding is tolerant: an optional value that does not parse (a `label-code` of
    /// `"SPREC"`, a date with an impossible month) reads as `nil` and is reported here, so one
    /// malformed field does not lose the document.
    ///
    /// ```swift
    /// let decoded = try ResponseDecoder().decodeReportingDiagnostics(Label.self, from: data)
    /// for diagnostic in decoded.diagnostics { print("dropped", diagnostic) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of the response.
    ///   - data: The body.
    ///   - format: The format; `nil` detects it.
    /// - Returns: The value and the diagnostics, in document order.
    /// - Throws: As ``decode(_:from:format:)``.
    public func decodeReportingDiagnostics<T: MusicBrainzResponse>(
        _ type: T.Type, from data: Data, format: ResponseFormat? = nil
    ) throws(MusicBrainzError) -> DecodedResponse<T> {
        switch try Self.format(of: data, given: format) {
        case .json: return try decodeJSON(T.self, from: data)
        case .xml: return try decodeXML(T.self, from: data)
        }
    }

    /// The format to decode a body with: the one given, else the one its first character shows.
    static func format(of data: Data, given format: ResponseFormat?) throws(MusicBrainzError) -> ResponseFormat {
        if let format { return format }
        if let sniffed = detectFormat(of: data) { return sniffed }
        throw MusicBrainzError(
            code: .unexpectedContentType, message: "The body is neither XML nor JSON" + preview(data))
    }

    /// Decodes a JSON document (any model: the Cover Art Archive's listings have no XML).
    func decodeJSON<T: MusicBrainzModel>(_ type: T.Type, from data: Data) throws(MusicBrainzError) -> DecodedResponse<T>
    {
        if ServerErrorPayload.mayBeJSONError(data), let payload = ServerErrorPayload.parseJSON(data) {
            throw payload.error()
        }
        do {
            // The tape borrows the bytes: everything is decoded (and every string copied out)
            // before withUnsafeBytes returns.
            return try data.withUnsafeBytes { raw in
                try Self.decodeJSONDocument(T.self, bytes: raw.bindMemory(to: UInt8.self))
            }
        } catch let error as MusicBrainzError {
            throw error
        } catch {
            throw MusicBrainzError(
                code: .decodingFailed, message: "The JSON could not be decoded: \(error)", underlyingError: error)
        }
    }

    /// Decodes a JSON document from borrowed bytes (a line of a data dump, for `MusicBrainzDumps`),
    /// without copying them.
    package func decodeJSON<T: MusicBrainzModel>(
        _ type: T.Type, bytes: UnsafeBufferPointer<UInt8>
    ) throws(MusicBrainzError) -> DecodedResponse<T> {
        // A document small enough to be a server error goes the way of a response body.
        if bytes.count <= 4096 { return try decodeJSON(T.self, from: Data(bytes)) }
        return try Self.decodeJSONDocument(T.self, bytes: bytes)
    }

    /// Parses the tape of a JSON document and decodes the model from its top-level object.
    static func decodeJSONDocument<T: MusicBrainzModel>(
        _ type: T.Type, bytes: UnsafeBufferPointer<UInt8>
    ) throws(MusicBrainzError) -> DecodedResponse<T> {
        do {
            let tape = try JSONTape(bytes: bytes)
            guard tape.entries.first?.kind == .object else {
                throw MusicBrainzError(
                    code: .decodingFailed, message: "The JSON is not an object.", decodingPath: "(top level)")
            }
            return try tape.entries.withUnsafeBufferPointer { entries in
                let context = UnsafeMutablePointer<JSONReadContext>.allocate(capacity: 1)
                context.initialize(to: JSONReadContext(tape: tape, bytes: tape.bytes, entries: entries))
                defer {
                    context.deinitialize(count: 1)
                    context.deallocate()
                }
                var reader = JSONReader(context: context, object: 0)
                let value = try T.decode(&reader)
                let diagnostics = context.pointee.diagnostics.isEmpty ? [] : context.pointee.resolvedDiagnostics
                return DecodedResponse(value: value, diagnostics: diagnostics)
            }
        } catch let error as DecodingError {
            // Only the tape throws one: a syntax error, with no coding path.
            var reason = "\(error)"
            if case .dataCorrupted(let context) = error { reason = context.debugDescription }
            throw MusicBrainzError(
                code: .decodingFailed, message: "The JSON is malformed or truncated: \(reason)",
                decodingPath: "(top level)", underlyingError: error)
        } catch let error as MusicBrainzError {
            throw error
        } catch {
            throw MusicBrainzError(
                code: .decodingFailed, message: "The JSON could not be decoded: \(error)", underlyingError: error)
        }
    }

    func decodeXML<T: MusicBrainzResponse>(
        _ type: T.Type, from data: Data
    ) throws(MusicBrainzError) -> DecodedResponse<T> {
        try Self.decodeXML(T.self, tree: XMLTree.parse(data))
    }

    /// Decodes a parsed document from the child of `<metadata>` the type maps from, or throws the
    /// server's error for an `<error>` document.
    static func decodeXML<T: MusicBrainzResponse>(
        _ type: T.Type, tree: XMLTree
    ) throws(MusicBrainzError)
        -> DecodedResponse<T>
    {
        if let payload = ServerErrorPayload.parse(tree: tree) { throw payload.error() }
        do {
            // The readers borrow the tree's arrays: everything is decoded (and every string
            // copied out) before the context's closure returns.
            return try XMLReadContext.with(tree) { context in
                let names = T.xmlDocumentElements
                guard
                    let element = names.lazy.compactMap({
                        $0.isEmpty ? 0 : context.pointee.tree.child(of: 0, spelled: $0)
                    })
                    .first
                else {
                    let wanted = names.map { "<\($0)>" }.joined(separator: " or ")
                    throw MusicBrainzError(
                        code: .decodingFailed, message: "The document has no \(wanted) element.",
                        decodingPath: context.pointee.tree.path(of: 0))
                }
                var reader = XMLReader(context: context, element: element)
                let value = try T.decode(&reader)
                return DecodedResponse(value: value, diagnostics: context.pointee.diagnostics)
            }
        } catch let error as MusicBrainzError {
            throw error
        } catch {
            throw MusicBrainzError(
                code: .decodingFailed, message: "The XML could not be decoded: \(error)", underlyingError: error)
        }
    }

    /// Detects the format of a body from its first non-blank character: `{` or `[` means JSON,
    /// `<` means XML unless it starts an HTML document.
    ///
    /// - Parameter data: The body.
    /// - Returns: The format, or `nil` for anything else (empty, plain text, HTML).
    public static func detectFormat(of data: Data) -> ResponseFormat? {
        var index = data.startIndex
        // Skip a UTF-8 byte order mark and white space.
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 }
        guard index < data.endIndex else { return nil }
        switch data[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return .json
        case UInt8(ascii: "<"):
            let head = String(decoding: data[index..<min(data.endIndex, index + 64)], as: UTF8.self).lowercased()
            if head.hasPrefix("<!doctype html") || head.hasPrefix("<html") { return nil }
            return .xml
        default:
            return nil
        }
    }

    /// Whether a body holds nothing but white space (and perhaps a UTF-8 byte order mark).
    static func isBlank(_ data: Data) -> Bool {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return body.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// A short quote of the start of a body for error messages.
    static func preview(_ data: Data) -> String {
        if data.isEmpty { return " (the body is empty)." }
        if isBlank(data) { return " (the body is blank: \(data.count) bytes of white space)." }
        let head = String(decoding: data.prefix(80), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
            .trimmingCharacters(in: .whitespaces)
        return ": it starts with \"\(head)\(data.count > 80 ? "…" : "")\"."
    }
}

/// A decoded response and the values dropped while decoding it (``DecodingDiagnostic``).
public struct DecodedResponse<Value: Sendable>: Sendable {
    /// The decoded value.
    public var value: Value
    /// The optional values that did not parse and read as `nil`, in document order; empty for
    /// a clean document.
    public var diagnostics: [DecodingDiagnostic]

    /// Creates a result.
    /// - Parameters:
    ///   - value: The value.
    ///   - diagnostics: The diagnostics.
    public init(value: Value, diagnostics: [DecodingDiagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }
}
