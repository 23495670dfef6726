import Foundation

/// A kind of WS/2 response body, such as a release lookup, a page of a release browse or a
/// page of release search results: its name, its Swift type, and how to recognise it.
///
/// Use it to decode a body when you do not know in advance what it holds, as `mbz decode` does:
///
/// ```swift
/// let kind = try ResponseKind.detect(in: body)            // or ResponseKind.named("release-search")
/// let value = try kind.decode(body)                      // any Encodable & Sendable
/// print(kind.name, type(of: value))                      // release-search SearchResults<Release>
/// ```
///
/// ``builtIn`` lists the kinds this library decodes. Make your own with
/// ``init(name:summary:type:xmlElement:isSearch:matchesJSON:)`` for any ``MusicBrainzResponse``
/// and pass it in the `among` list of ``detect(in:format:among:)``.
package struct ResponseKind: Sendable, Hashable, CustomStringConvertible {
    /// The kind's name: the entity (`release`, `release-group`) for a lookup, `<entity>-list`
    /// for a browse page (also `genre-list` for `/genre/all`), `<entity>-search` for a page
    /// of search results, `disc` for a disc ID lookup answered with a disc.
    package let name: String
    /// A short description for help texts, such as "a release lookup".
    package let summary: String
    /// The element under `<metadata>` that an XML body of this kind has, such as `release` or
    /// `release-list`.
    package let xmlElement: String
    /// Whether the kind is a page of search results (an XML list with scores, a JSON object
    /// with `created` / `count` / `offset`).
    package let isSearch: Bool
    let matchesJSON: @Sendable (Set<String>) -> Bool
    let decodeBody:
        @Sendable (Data, ResponseFormat?, ResponseDecoder) throws(MusicBrainzError) -> DecodedResponse<
            any Encodable & Sendable
        >

    /// Creates a kind of response that decodes as `type`.
    ///
    /// - Parameters:
    ///   - name: The name, unique among the kinds it is detected with.
    ///   - summary: A short description.
    ///   - type: The type the body decodes into.
    ///   - xmlElement: The element under `<metadata>` that identifies an XML body.
    ///   - isSearch: Whether the body is a page of search results.
    ///   - matchesJSON: Whether a JSON object with these top-level keys is of this kind.
    package init<T: MusicBrainzResponse>(
        name: String,
        summary: String,
        type: T.Type,
        xmlElement: String,
        isSearch: Bool = false,
        matchesJSON: @escaping @Sendable (Set<String>) -> Bool
    ) {
        self.name = name
        self.summary = summary
        self.xmlElement = xmlElement
        self.isSearch = isSearch
        self.matchesJSON = matchesJSON
        decodeBody = { data, format, decoder throws(MusicBrainzError) in
            let decoded = try decoder.decodeReportingDiagnostics(T.self, from: data, format: format)
            return DecodedResponse(value: decoded.value, diagnostics: decoded.diagnostics)
        }
    }

    /// Decodes a body of this kind.
    ///
    /// - Parameters:
    ///   - data: The body.
    ///   - format: Its format; `nil` detects it from the first character.
    ///   - decoder: The decoder to use.
    /// - Returns: The decoded value, such as a ``Release`` or a `SearchResults<Release>`.
    /// - Throws: ``MusicBrainzError`` as ``ResponseDecoder/decode(_:from:format:)`` does.
    package func decode(
        _ data: Data, format: ResponseFormat? = nil, decoder: ResponseDecoder = ResponseDecoder()
    )
        throws(MusicBrainzError) -> any Encodable & Sendable
    {
        try decodeBody(data, format, decoder).value
    }

    /// Decodes a body of this kind and returns the values dropped on the way beside it.
    ///
    /// - Parameters:
    ///   - data: The body.
    ///   - format: Its format; `nil` detects it from the first character.
    ///   - decoder: The decoder to use.
    /// - Returns: The decoded value and the diagnostics.
    /// - Throws: ``MusicBrainzError`` as ``ResponseDecoder/decode(_:from:format:)`` does.
    package func decodeReportingDiagnostics(
        _ data: Data, format: ResponseFormat? = nil, decoder: ResponseDecoder = ResponseDecoder()
    )
        throws(MusicBrainzError) -> DecodedResponse<any Encodable & Sendable>
    {
        try decodeBody(data, format, decoder)
    }

    /// The name.
    package var description: String { name }

    /// Kinds are equal when their names are.
    package static func == (lhs: ResponseKind, rhs: ResponseKind) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
