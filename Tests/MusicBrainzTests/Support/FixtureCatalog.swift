import Foundation
import MusicBrainz
import Testing

/// The recorded responses of `MANIFEST.tsv` grouped the way the decoding tests need them: which
/// kind of response each file is, which files answer the same request in both formats, and
/// which files this branch cannot decode yet.
enum FixtureCatalog {
    /// Every response fixture that is not an error body (nor the schema or the Cover Art
    /// Archive listing).
    static var responses: [SharedFixtures.Entry] {
        SharedFixtures.manifest.filter {
            ["lookup", "browse", "search", "collection", "non-mbid-lookup"].contains($0.kind)
        }
    }

    /// Every error body (`kind` = error).
    static var errors: [SharedFixtures.Entry] { SharedFixtures.manifest.filter { $0.kind == "error" } }

    /// The kind of response a fixture is, from its manifest line: a ``ResponseKind`` name, or
    /// `nil` when only the body tells (a disc ID lookup answers
    /// with a disc or a release list, a URL lookup with one URL or a list).
    static func expectedKind(of entry: SharedFixtures.Entry) -> String? {
        let path = entry.request.components(separatedBy: "?").first ?? entry.request
        switch entry.kind {
        case "lookup":
            switch entry.entity {
            case "tag": return "user-tags"
            case "rating": return "user-rating"
            default: return entry.entity
            }
        case "browse":
            return entry.entity + "-list"
        case "search":
            return entry.entity + "-search"
        case "non-mbid-lookup":
            switch entry.entity {
            case "isrc": return "isrc"
            case "iswc": return "work-list"
            default: return nil
            }
        case "collection":
            let segments = path.split(separator: "/").map(String.init)  // ws, 2, collection, …
            guard segments.count >= 3 else { return nil }
            if segments[2] != "collection" {
                return segments[2].hasPrefix("{") ? nil : segments[2] + "-list"
            }
            return segments.count >= 4 ? "collection" : "collection-list"
        default:
            return nil
        }
    }

    /// Fixtures that must fail with a typed error, and why: hand-edited or trimmed copies whose
    /// entities lost their MBIDs. `path` is the ``MusicBrainzError/decodingPath`` expected.
    static let expectedFailures: [String: (path: String, reason: String)] = [
        "ws2/json/artist/lookup_None_inc-unknown.picard.json":
            ("id", "Picard's all-null placeholder document: \"id\": null"),
        "ws2/json/recording/lookup_None_inc-unknown.picard.json":
            ("id", "Picard's all-null placeholder document: \"id\": null"),
        "ws2/json/release/lookup_None_inc-unknown.picard.json":
            ("id", "Picard's all-null placeholder document: \"id\": null"),
        "ws2/json/release/lookup_None_inc-unknown.picard.2.json":
            ("id", "Picard's all-null placeholder document: \"id\": null"),
        "ws2/json/release/browse_release-grou-.picard.json":
            ("releases[0].id", "hand-edited by Picard: release ids \"123\", \"456\" are not MBIDs"),
        "ws2/json/release/browse_release-grou-.picard.2.json":
            ("releases[0].id", "hand-edited by Picard: release ids \"789\" are not MBIDs"),
        "ws2/json/release/browse_release-grou-.picard.3.json":
            ("releases[0].id", "hand-edited by Picard: release ids \"789\" are not MBIDs"),
        "ws2/json/release/lookup_b84ee12a_inc-unknown.picard.json":
            ("genres[0].id", "hand-edited by Picard: placeholder genres \"genre1\", \"genre2\" without ids"),
        "ws2/xml/release/search_q-Fred.gomb.xml":
            (
                "/metadata/release-list/release/label-info-list/label-info/label/@id",
                "trimmed by the Go client's tests: the label of the label info has no id"
            ),
    ]

    /// One request answered in both formats.
    struct Pair: Sendable, CustomTestStringConvertible {
        var request: String
        var json: SharedFixtures.Entry
        var xml: SharedFixtures.Entry
        var testDescription: String { json.file.components(separatedBy: "/").suffix(2).joined(separator: "/") }
    }

    /// Every request that has a JSON and an XML fixture (the request URL without `fmt=json`),
    /// each JSON file paired with each XML file of the same request.
    static var pairs: [Pair] {
        func key(_ request: String) -> String {
            request.replacingOccurrences(of: "?fmt=json&", with: "?")
                .replacingOccurrences(of: "&fmt=json", with: "")
                .replacingOccurrences(of: "?fmt=json", with: "")
        }
        var xmlByRequest: [String: [SharedFixtures.Entry]] = [:]
        for entry in responses where entry.format == "xml" {
            xmlByRequest[key(entry.request), default: []].append(entry)
        }
        var result: [Pair] = []
        for entry in responses where entry.format == "json" {
            for xml in xmlByRequest[key(entry.request)] ?? [] {
                result.append(Pair(request: key(entry.request), json: entry, xml: xml))
            }
        }
        return result
    }

    /// The kind to decode a fixture as: the expected one, else the detected one.
    static func kind(of entry: SharedFixtures.Entry, data: Data) throws -> ResponseKind? {
        if let name = expectedKind(of: entry) { return ResponseKind.named(name) }
        return try ResponseKind.detect(in: data, format: entry.responseFormat)
    }
}
