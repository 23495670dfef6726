import Foundation

extension ResponseKind {
    /// The kind with this name among `kinds`, or `nil`.
    ///
    /// - Parameters:
    ///   - name: A kind name such as `release`, `release-list` or `release-search`.
    ///   - kinds: The kinds to look in; default ``builtIn``.
    /// - Returns: The kind, or `nil` when none has that name.
    package static func named(_ name: String, among kinds: [ResponseKind] = builtIn) -> ResponseKind? {
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
    package static func detect(
        in data: Data, format: ResponseFormat? = nil, among kinds: [ResponseKind] = builtIn
    )
        throws(MusicBrainzError) -> ResponseKind
    {
        switch try ResponseDecoder.format(of: data, given: format) {
        case .xml:
            let tree = try XMLTree.parse(data)
            if let payload = ServerErrorPayload.parse(tree: tree) { throw payload.error() }
            return try detect(xml: tree, among: kinds)
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
    static func detect(xml tree: XMLTree, among kinds: [ResponseKind]) throws(MusicBrainzError) -> ResponseKind {
        let first = tree.nodes[0].firstChild
        guard first >= 0 else {
            // An artist browse with no results writes an empty <metadata/>.
            if let kind = kinds.first(where: { $0.xmlElement == EntityType.artist.listElementName && !$0.isSearch }) {
                return kind
            }
            throw MusicBrainzError(code: .decodingFailed, message: "The document is empty.", decodingPath: "/metadata")
        }
        let name = tree.names[first]
        let firstItem = tree.nodes[first].firstChild
        let isSearch =
            tree.attribute(of: 0, named: "created") != nil
            || (firstItem >= 0
                && tree.extensionScopes[Int(tree.nodes[firstItem].extensionScope)].contains {
                    tree.attribute(of: firstItem, spelled: $0 + ":score") != nil
                })
        let candidates = kinds.filter { $0.xmlElement == name }
        if let kind = candidates.first(where: { $0.isSearch == isSearch }) ?? candidates.first {
            return kind
        }
        throw MusicBrainzError(
            code: .decodingFailed, message: "Cannot tell what kind of response a <\(name)> document is.",
            decodingPath: tree.path(of: first))
    }
}
