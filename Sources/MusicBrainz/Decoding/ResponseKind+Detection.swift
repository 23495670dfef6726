import Foundation

extension ResponseKind {
    /// The kind with this name among `kinds`, or `nil`.
    ///
    /// - Parameters:
    ///   - name: A kind name such as `release`, `release-list` or `release-search`.
    ///   - kinds: The kinds to look in; default ``builtIn``.
    /// - Returns: The kind, or `nil` when none has that name.
    public static func named(_ name: String, among kinds: [ResponseKind] = builtIn) -> ResponseKind? {
        kinds.first { $0.name == name }
    }

    /// Tells what kind of response a body is: from the element under `<metadata>` in XML
    /// (a `*-list` is a search page when the document has a `created` time or its items carry
    /// scores), from the top-level keys in JSON.
    ///
    /// - Parameters:
    ///   - data: The body.
    ///   - format: Its format; `nil` detects it from the first character.
    ///   - kinds: The kinds to choose from, in order of preference; default ``builtIn``.
    /// - Returns: The first kind that matches.
    /// - Throws: ``MusicBrainzError``: the server's error for an error document (see
    ///   ``ResponseDecoder/decode(_:from:format:)``), ``MusicBrainzError/Code/decodingFailed``
    ///   for a malformed body or one that matches no kind,
    ///   ``MusicBrainzError/Code/unexpectedContentType`` for a body in neither format.
    public static func detect(
        in data: Data, format: ResponseFormat? = nil, among kinds: [ResponseKind] = builtIn
    )
        throws(MusicBrainzError) -> ResponseKind
    {
        switch try ResponseDecoder.format(of: data, given: format) {
        case .xml:
            let root = try XMLTree.parse(data).root
            if let payload = ServerErrorPayload.parse(root: root) { throw payload.error() }
            return try detect(xmlRoot: root, among: kinds)
        case .json:
            if let payload = ServerErrorPayload.parseJSON(data) { throw payload.error() }
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: data)
            } catch {
                throw MusicBrainzError(
                    code: .decodingFailed, message: "The JSON is malformed or truncated.", underlyingError: error)
            }
            guard let dictionary = object as? [String: Any] else {
                throw MusicBrainzError(code: .decodingFailed, message: "The JSON body is not an object.")
            }
            let keys = Set(dictionary.keys)
            guard let kind = kinds.first(where: { $0.matchesJSON(keys) }) else {
                throw MusicBrainzError(
                    code: .decodingFailed,
                    message: "Cannot tell what kind of response this is from its keys: "
                        + keys.sorted().prefix(12).joined(separator: ", ") + ".")
            }
            return kind
        }
    }

    /// The kind of a parsed XML document.
    static func detect(
        xmlRoot root: XMLElementNode, among kinds: [ResponseKind]
    ) throws(MusicBrainzError)
        -> ResponseKind
    {
        guard let first = root.children.first else {
            // An artist browse with no results writes an empty <metadata/>.
            if let kind = kinds.first(where: { $0.xmlElement == EntityType.artist.listElementName && !$0.isSearch }) {
                return kind
            }
            throw root.failure("The document is empty.")
        }
        let isSearch =
            root.attribute("created") != nil || first.children.first.map { $0.extensionScore != nil } == true
        let candidates = kinds.filter { $0.xmlElement == first.name }
        if let kind = candidates.first(where: { $0.isSearch == isSearch }) ?? candidates.first {
            return kind
        }
        throw first.failure("Cannot tell what kind of response a <\(first.name)> document is.")
    }
}
