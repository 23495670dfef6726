import Foundation

/// Short text for any model, read from its WS/2 JSON encoding so that it works for every entity
/// and result type: one line per list item, a few lines for a looked-up entity.
enum ItemSummary {
    static func object(_ value: some Encodable) -> [String: Any] {
        guard let data = try? JSONEncoder().encode(value),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    /// The printed artist credit, from `artist-credit` name credits.
    static func artistCredit(_ object: [String: Any]) -> String? {
        guard let credits = object["artist-credit"] as? [[String: Any]], !credits.isEmpty else { return nil }
        return credits.map { credit in
            let name = credit["name"] as? String ?? (credit["artist"] as? [String: Any])?["name"] as? String ?? "?"
            return name + (credit["joinphrase"] as? String ?? "")
        }.joined()
    }

    /// The main label of an item: its title, name or URL.
    static func label(_ object: [String: Any]) -> String {
        for key in ["title", "name", "resource"] {
            if let text = object[key] as? String { return text }
        }
        return ""
    }

    /// `<id>  <title>  – <artist>  (<disambiguation>)  [score]`.
    static func line(_ value: some Encodable) -> String {
        let object = object(value)
        var parts: [String] = []
        if let id = object["id"] as? String { parts.append(id) }
        if let entity = object["entity"] as? String {  // annotation hits
            parts.append((object["type"] as? String).map { "\($0) \(entity)" } ?? entity)
        }
        var label = label(object)
        if let credit = artistCredit(object) {
            label += " – " + credit
        } else if let artist = object["artist"] as? String {
            label += " – " + artist
        }
        if !label.isEmpty { parts.append(label) }
        if let disambiguation = object["disambiguation"] as? String, !disambiguation.isEmpty {
            parts.append("(\(disambiguation))")
        }
        if let text = object["text"] as? String, let first = text.split(separator: "\n").first {
            parts.append("“\(first.prefix(60))\(first.count > 60 ? "…" : "")”")
        }
        if let score = object["score"] as? Int { parts.append("[\(score)]") }
        return parts.joined(separator: "  ")
    }

    /// A heading and the simple fields of an entity, with the size of each list.
    static func details(_ value: some Encodable, kind: String) -> [String] {
        let object = object(value)
        var heading = "\(kind): \(label(object))"
        if let disambiguation = object["disambiguation"] as? String, !disambiguation.isEmpty {
            heading += " (\(disambiguation))"
        }
        var lines = [heading]
        if let id = object["id"] as? String { lines.append("  id: \(id)") }
        if let credit = artistCredit(object) { lines.append("  artist credit: \(credit)") }
        let skipped: Set<String> = ["id", "title", "name", "disambiguation", "artist-credit"]
        for key in object.keys.sorted() where !skipped.contains(key) {
            switch object[key] {
            case let text as String: lines.append("  \(key): \(text)")
            case let number as NSNumber: lines.append("  \(key): \(number)")
            case let list as [Any]:
                let strings = list.compactMap { $0 as? String }
                if strings.count == list.count && !strings.isEmpty && strings.count <= 5 {
                    lines.append("  \(key): \(strings.joined(separator: ", "))")
                } else {
                    lines.append("  \(key): \(list.count) item\(list.count == 1 ? "" : "s")")
                }
            case let nested as [String: Any]:
                let text = label(nested)
                if !text.isEmpty { lines.append("  \(key): \(text)") }
            default: break
            }
        }
        return lines
    }
}
