import Foundation

extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible {
    /// The request as an HTTP message shows it: `METHOD URL`, one `Name: value` line per header
    /// field, then, after an empty line, the body as text when it is UTF-8 text (a submission's
    /// XML), or `<N bytes>` when it is not. `Authorization` and `Proxy-Authorization` show only
    /// their scheme (`Authorization: Bearer <redacted>`), so the description can be printed or
    /// logged.
    ///
    /// ```swift
    /// print(try client.preparedRequest(for: submission))
    /// // POST https://musicbrainz.org/ws/2/rating?client=MyTagger-1.2&fmt=json
    /// // Content-Type: application/xml; charset=UTF-8
    /// //
    /// // <?xml version="1.0" encoding="UTF-8"?><metadata …
    /// ```
    public var description: String {
        var lines = ["\(method) \(url.absoluteString)"]
        for field in headerFields {
            lines.append("\(field.name): \(Self.shown(field))")
        }
        if let body {
            lines.append("")
            lines.append(Self.text(of: body) ?? "<\(body.count) bytes>")
        }
        return lines.joined(separator: "\n")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A header value as the description shows it: credentials as their scheme alone.
    private static func shown(_ field: HTTPFields.Field) -> String {
        let name = field.name.lowercased()
        guard name == "authorization" || name == "proxy-authorization" else { return field.value }
        let scheme = field.value.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        let plainScheme = !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        return plainScheme ? "\(scheme) <redacted>" : "<redacted>"
    }

    /// The body as text: valid UTF-8 without control characters other than tab, line feed and
    /// carriage return; `nil` otherwise.
    private static func text(of body: Data) -> String? {
        guard let text = String(data: body, encoding: .utf8) else { return nil }
        let allowed: Set<Unicode.Scalar> = ["\t", "\n", "\r"]
        for scalar in text.unicodeScalars
        where (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) && !allowed.contains(scalar) {
            return nil
        }
        return text
    }
}
