import Foundation

/// The message of a WS/2 error body, in any of the shapes the service writes:
///
/// - XML `<error><text>Not Found</text><text>For usage, please see: …</text></error>` (the last
///   `<text>` is the help line when it starts with "For usage"; the others are the message);
/// - JSON `{"error": "Not Found", "help": "…"}`;
/// - the search server's `{"error": {"code": 400, "message": "…"}}` and
///   `<error><code>400</code><message>…</message></error>`.
struct ServerErrorPayload: Sendable, Equatable {
    /// The message (every `<text>` but the help line, joined with `; `; `error`; or `message`).
    var message: String
    /// The help line, when present.
    var help: String?

    /// The typed error for this payload: ``MusicBrainzError`` carrying the message as
    /// ``MusicBrainzError/serverMessage``.
    ///
    /// Without an HTTP status the code is inferred from the message, which the service words
    /// the same way every time: "Not Found" is ``MusicBrainzError/Code/notFound``, the two
    /// authentication messages are ``MusicBrainzError/Code/unauthorized``, the rate-limit and
    /// overload messages ``MusicBrainzError/Code/rateLimited``, "not implemented" and read-only
    /// messages ``MusicBrainzError/Code/serverError``, and anything else (the 400 messages)
    /// ``MusicBrainzError/Code/badRequest``.
    func error() -> MusicBrainzError {
        let lowered = message.lowercased()
        let code: MusicBrainzError.Code
        if lowered == "not found" {
            code = .notFound
        } else if lowered.contains("not authorized") || lowered.contains("credentials could not be verified") {
            code = .unauthorized
        } else if lowered.contains("allowable rate limit") || lowered.contains("currently busy")
            || lowered.contains("being throttled")
        {
            code = .rateLimited
        } else if lowered.contains("implemented") || lowered.contains("readonly") || lowered.contains("read-only") {
            code = .serverError
        } else {
            code = .badRequest
        }
        return MusicBrainzError(
            code: code,
            message: "The body is a MusicBrainz error document: \"\(message)\"",
            serverMessage: message
        )
    }

    /// Whether a JSON body may be an error document: a short body with an `"error"` key. Cheap
    /// enough to run before every JSON decode.
    static func mayBeJSONError(_ data: Data) -> Bool {
        guard data.count <= 4096 else { return false }
        return data.range(of: Data(#""error""#.utf8)) != nil
    }

    /// Reads the payload from a body, or returns `nil` when the body is not an error document.
    static func parse(_ data: Data) -> ServerErrorPayload? {
        switch ResponseDecoder.detectFormat(of: data) {
        case .json?: return parseJSON(data)
        case .xml?: return parseXML(data)
        case nil: return nil
        }
    }

    /// Reads the payload from a JSON body: an object whose keys are only `error` and, optionally,
    /// `help`. An object with other keys is a model that happens to have an `error` key (an entity
    /// named or annotated so), not an error document.
    static func parseJSON(_ data: Data) -> ServerErrorPayload? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object.keys.allSatisfy({ $0 == "error" || $0 == "help" })
        else { return nil }
        if let message = object["error"] as? String {
            return ServerErrorPayload(message: message, help: object["help"] as? String)
        }
        if let nested = object["error"] as? [String: Any], let message = nested["message"] as? String {
            return ServerErrorPayload(message: message, help: nil)
        }
        return nil
    }

    private static func parseXML(_ data: Data) -> ServerErrorPayload? {
        guard let tree = try? XMLTree.parse(data) else { return nil }
        return parse(tree: tree)
    }

    /// Reads the payload from the root of a parsed XML document, or returns `nil` when the root
    /// is not `<error>`.
    static func parse(tree: XMLTree) -> ServerErrorPayload? {
        guard tree.names.first == "error" else { return nil }
        var texts = tree.children(of: 0, named: "text").map { tree.texts[$0] }
        // The server's help line comes last ("For usage, please see: …"); every `<text>` before it
        // is the message, kept whole.
        let help = texts.count > 1 && texts[texts.count - 1].hasPrefix("For usage") ? texts.removeLast() : nil
        if !texts.isEmpty {
            return ServerErrorPayload(message: texts.joined(separator: "; "), help: help)
        }
        if let message = tree.child(of: 0, named: "message") {
            return ServerErrorPayload(message: tree.texts[message], help: nil)
        }
        return nil
    }
}
