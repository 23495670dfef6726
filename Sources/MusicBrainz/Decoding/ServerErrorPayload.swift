import Foundation

/// The message of a WS/2 error body, in any of the shapes the service writes:
///
/// - XML `<error><text>Not Found</text><text>For usage, please see: …</text></error>`;
/// - JSON `{"error": "Not Found", "help": "…"}`;
/// - the search server's `{"error": {"code": 400, "message": "…"}}` and
///   `<error><code>400</code><message>…</message></error>`.
struct ServerErrorPayload: Sendable, Equatable {
    /// The message (first `<text>`, `error`, or `message`).
    var message: String
    /// The help line, when present.
    var help: String?

    /// Reads the payload from a body, or returns `nil` when the body is not an error document.
    static func parse(_ data: Data) -> ServerErrorPayload? {
        switch ResponseDecoder.detectFormat(of: data) {
        case .json?: return parseJSON(data)
        case .xml?: return parseXML(data)
        case nil: return nil
        }
    }

    private static func parseJSON(_ data: Data) -> ServerErrorPayload? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
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
        let root = tree.root
        guard root.name == "error" else { return nil }
        let texts = root.children("text").map(\.text)
        if let first = texts.first {
            return ServerErrorPayload(message: first, help: texts.count > 1 ? texts[1] : nil)
        }
        if let message = root.string("message") {
            return ServerErrorPayload(message: message, help: nil)
        }
        return nil
    }
}
