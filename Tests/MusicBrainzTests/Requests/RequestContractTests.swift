import Foundation
import MusicBrainz
import Testing

/// For every recorded request in `MANIFEST.tsv` whose request is known, building the same request
/// with the typed API gives the same path and the same query (inc values compared as a set,
/// `fmt` ignored, the service's own aliases `artists`/`mediums` read as `artist-credits`/`media`).
/// Requests the typed API refuses on purpose (`inc=coffee`, a malformed MBID, a disc ID lookup
/// with neither disc ID nor TOC) must have failed at the server too.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct RequestContractTests {
    static let client = MusicBrainzClient(
        configuration: .init(
            baseURL: URL(string: "https://musicbrainz.example/ws/2")!, userAgent: TestClients.userAgent,
            format: .json, rateLimit: .unlimited, credentials: .bearer("token")),
        transport: RecordingNothingTransport())

    /// The manifest entries with a known request: WS/2 paths without `?`, `{…}` or `None`
    /// placeholders.
    static let entries: [SharedFixtures.Entry] = SharedFixtures.manifest.filter { entry in
        guard entry.request.hasPrefix("/ws/2/") else { return false }
        if entry.request.contains("{") || entry.request.contains("/None") { return false }
        return !RecordedRequest(entry.request).query.contains { $0.value == "?" }
    }

    @Test("the manifest has requests to check")
    func manifestHasRequests() {
        #expect(Self.entries.count > 300)
    }

    @Test("the typed API builds every recorded request", arguments: entries)
    func buildsRecordedRequest(entry: SharedFixtures.Entry) throws {
        let recorded = RecordedRequest(entry.request)
        let outcome: TypedRequests.Outcome
        do {
            outcome = try TypedRequests.build(recorded)
        } catch let error as MusicBrainzError {
            #expect(error.code == .invalidRequest)
            #expect(
                entry.httpStatus == 400,
                "the typed API refused \(entry.request), which the server answered \(entry.httpStatus ?? 0): \(error.message)"
            )
            return
        }
        switch outcome {
        case .outOfScope(let reason):
            #expect(TypedRequests.plannedGaps.contains(reason), "\(entry.request) is out of scope: \(reason)")
        case .request(let request):
            try compare(request, recorded, ignoring: [], entry)
        case .requestIgnoring(let request, let ignored):
            try compare(request, recorded, ignoring: ignored, entry)
        }
    }

    func compare(
        _ request: any MusicBrainzRequest, _ recorded: RecordedRequest, ignoring ignored: Set<String>,
        _ entry: SharedFixtures.Entry
    ) throws {
        let built = RecordedRequest(try Self.client.url(for: request))
        #expect(built.path == recorded.path, "\(entry.request)")
        #expect(
            built.normalizedQuery == recorded.normalizedQuery.filter { !ignored.contains($0.key) }, "\(entry.request)")
    }
}

/// A transport for URL building only; nothing in these tests sends.
struct RecordingNothingTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw MusicBrainzError(code: .transportFailed, message: "not for sending")
    }
}

/// A request URL split into its path below `/ws/2/` and its decoded query parameters.
struct RecordedRequest: Sendable {
    var path: String
    var query: [(name: String, value: String)]

    /// Parses a manifest request or a built URL: `+` is a space, then percent-escapes are decoded.
    init(_ text: String) {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path = String(parts[0])
        if let range = path.range(of: "/ws/2/") { path = String(path[range.upperBound...]) }
        while path.hasSuffix("/") { path.removeLast() }
        self.path = path.removingPercentEncoding ?? path
        query = []
        guard parts.count > 1 else { return }
        for pair in parts[1].split(separator: "&") {
            let nameValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String {
                let spaced = text.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            query.append((decode(nameValue[0]), nameValue.count > 1 ? decode(nameValue[1]) : ""))
        }
    }

    init(_ url: URL) {
        self.init(url.path + (url.query(percentEncoded: true).map { "?" + $0 } ?? ""))
    }

    /// The first value of a parameter.
    func value(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// Every value of a parameter.
    func values(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }

    /// The `inc` values.
    var includes: [String] { values("inc").flatMap { $0.split(separator: " ").map(String.init) } }

    /// The query as a comparable value: parameters by name with their values sorted, `inc` as a
    /// set with aliases resolved, `fmt` left out.
    var normalizedQuery: [String: [String]] {
        var result: [String: [String]] = [:]
        for (name, value) in query where name != "fmt" && name != "inc" {
            result[name, default: []].append(value)
        }
        let aliases = ["artists": "artist-credits", "mediums": "media"]
        let inc = Set(includes.map { aliases[$0] ?? $0 })
        if !inc.isEmpty { result["inc"] = inc.sorted() }
        return result.mapValues { $0.sorted() }
    }
}

extension RequestContractTests {
    @Test("only the deliberate cases are refused or left out")
    func refusalsAreDeliberate() {
        var refused: [String] = []
        var outOfScope: [String] = []
        for entry in Self.entries {
            let recorded = RecordedRequest(entry.request)
            do {
                if case .outOfScope = try TypedRequests.build(recorded) { outOfScope.append(recorded.path) }
            } catch {
                refused.append(entry.request)
            }
        }
        #expect(
            Set(refused.map { RecordedRequest($0).path.split(separator: "/").first.map(String.init) ?? "" })
                .isSubset(of: ["artist", "event", "instrument", "series", "release", "collection", "discid"]))
        #expect(
            refused.allSatisfy {
                $0.contains("inc=coffee") || $0.contains("invalid-mbid") || $0.contains("xxxx")
                    || $0 == "/ws/2/discid/-"
            }, "\(refused)")
        #expect(refused.count == 8, "\(refused)")
        #expect(
            Set(outOfScope.map { $0.split(separator: "/").first.map(String.init) ?? "" }) == [
                "rating", "tag", "collection",
            ], "\(outOfScope)")
        #expect(outOfScope.count == 8, "\(outOfScope)")
    }
}
