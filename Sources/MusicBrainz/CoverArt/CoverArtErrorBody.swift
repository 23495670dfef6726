import Foundation

/// Reads the message of a Cover Art Archive error body.
///
/// The archive (artwork-redirect, a Werkzeug application) answers errors with a small HTML page
/// (`<title>404 Not Found</title><h1>Not Found</h1><p>No cover art found for release …</p>`)
/// or with plain text (`front-250 not supported for release groups.`, `Whoops. Our bad.`);
/// a JSON `{"error": …}` body, as from a stand-in server, is read too.
enum CoverArtErrorBody {
    /// The longest message kept, in characters.
    static let maximumLength = 300

    /// The message, or `nil` for an empty body or one with no readable text.
    static func message(in body: Data) -> String? {
        if let payload = ServerErrorPayload.parse(body) { return payload.message }
        let text = String(decoding: body.prefix(16_384), as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("<") {
            guard let paragraph = firstElementText("p", in: trimmed) ?? firstElementText("title", in: trimmed) else {
                return nil
            }
            return shortened(unescaped(paragraph))
        }
        return shortened(trimmed)
    }

    /// The text between the first `<name>` (or `<name …>`) and the next `</name>`.
    private static func firstElementText(_ name: String, in html: String) -> String? {
        guard
            let open = html.range(of: "<\(name)>", options: .caseInsensitive)
                ?? html.range(of: "<\(name) ", options: .caseInsensitive),
            let close = html.range(of: ">", range: open.lowerBound..<html.endIndex),
            let end = html.range(of: "</\(name)>", options: .caseInsensitive, range: close.upperBound..<html.endIndex)
        else { return nil }
        let inner = html[close.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return inner.isEmpty ? nil : inner
    }

    private static func unescaped(_ text: String) -> String {
        var result = text
        for (entity, character) in [
            ("&quot;", "\""), ("&#34;", "\""), ("&#x27;", "'"), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"),
            ("&amp;", "&"),
        ] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result
    }

    private static func shortened(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        return oneLine.count > maximumLength ? String(oneLine.prefix(maximumLength)) + "…" : oneLine
    }
}
