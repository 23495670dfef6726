import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz identify --toc "…"` (a CD) and `mbz identify --tracks FILE` (a local album), with the
/// library's identification and matcher.
enum IdentifyCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        let toc = try IdentifierCommands.toc(ctx)
        let file = ctx[Options.trackFile]
        guard toc != nil || file != nil else {
            throw UsageError(
                "identify needs \(Options.toc) \"FIRST LAST LEADOUT OFFSET…\", \(Options.trackFile) FILE, or both")
        }
        let lines = try file.map { path in
            let lines = try LocalTrackFile.read(path, ctx)
            guard !lines.isEmpty else { throw UsageError("\(path) holds no track (one JSON object a line)") }
            return lines
        }
        let album = ctx[Options.album] ?? LocalTrackFile.mostCommon(lines?.compactMap(\.album) ?? [])
        // The page for "nothing matched" is built and checked before any request is sent.
        let page = try SeedPage(ctx, toc: toc, album: album, tracks: lines?.map(\.track))
        if let toc { return try await disc(toc, page, ctx) }
        return try await self.album(lines ?? [], album: album, page: page, ctx)
    }

    // MARK: - A CD

    static func disc(_ toc: TOC, _ page: SeedPage?, _ ctx: MBZContext) async throws -> Int32 {
        let client = try ctx.client()
        let includesCDStubs = !ctx[Options.noCDStubs]
        let submissionURL = try ctx[Options.seedSiteURL].map { try toc.submissionURL(base: $0) } ?? toc.submissionURL
        if ctx.dryRun {
            let request = DiscIDLookupRequest(
                discID: toc.discID, toc: toc.firstTrack == 1 ? toc : nil,
                including: [.recordings, .artistCredits, .labels, .releaseGroups], includesCDStubs: includesCDStubs)
            return try ctx.printDryRun([request], client: client)
        }
        var identification = try await client.identifyDisc(toc, includesCDStubs: includesCDStubs)
        identification.submissionURL = submissionURL
        let written = try page?.write(for: identification, ctx)
        if ctx.json {
            var output = DiscOutput(identification)
            output.seedPage = written
            try ctx.printJSON(output)
        } else {
            for line in lines(identification) { ctx.io.print(line) }
        }
        if case .notFound = identification.outcome { return 2 }
        return 0
    }

    static func lines(_ identification: DiscIdentification) -> [String] {
        var lines = ["disc id: \(identification.discID)", "toc: \(identification.toc)"]
        switch identification.outcome {
        case .releases(let result, let disc):
            let count = result.candidates.count
            let releases = "\(count) release\(count == 1 ? "" : "s")"
            if let disc {
                lines.append("disc \(disc.id): \(releases)")
            } else {
                lines.append("no release has this disc ID; \(releases) match the TOC:")
            }
            for candidate in result.candidates { lines.append(CandidateSummary.line(candidate)) }
            if !result.candidates.isEmpty { lines.append(MatchSummary.confidenceLine(result)) }
            if disc == nil { lines.append("submission url: \(identification.submissionURL.absoluteString)") }
        case .cdStub(let stub):
            lines.append(
                "CD stub: \(stub.title)\(stub.artist.map { " – " + $0 } ?? "") (\(stub.trackCount ?? stub.tracks?.count ?? 0) tracks)"
            )
            for (index, track) in (stub.tracks ?? []).enumerated() {
                lines.append(
                    "  \(index + 1). \(track.title)\(track.artist.map { " – " + $0 } ?? "")  \(AlbumReport.minutesAndSeconds(track.length))"
                )
            }
            lines.append("submission url: \(identification.submissionURL.absoluteString)")
        case .notFound:
            lines.append("not found: MusicBrainz knows neither the disc ID nor a release that fits the TOC")
            lines.append("submission url: \(identification.submissionURL.absoluteString)")
        }
        return lines
    }

    /// `mbz identify --toc … --json`.
    struct DiscOutput: Encodable {
        var discID: String
        var toc: String
        var submissionURL: String
        var outcome: String
        var disc: Disc?
        var candidates: [CandidateSummary]?
        var verdict: String?
        /// The verdict in words (``ReleaseMatchResult/description``).
        var description: String?
        var cdStub: CDStub?
        /// The release editor page `--seed` wrote.
        var seedPage: String?

        enum CodingKeys: String, CodingKey {
            case discID = "disc-id"
            case toc
            case submissionURL = "submission-url"
            case outcome, disc, candidates, verdict, description
            case cdStub = "cdstub"
            case seedPage = "seed-page"
        }

        init(_ identification: DiscIdentification) {
            discID = identification.discID.rawValue
            toc = identification.toc.description
            submissionURL = identification.submissionURL.absoluteString
            switch identification.outcome {
            case .releases(let result, let disc):
                outcome = disc == nil ? "toc-matches" : "disc"
                self.disc = disc
                candidates = result.candidates.map(CandidateSummary.init)
                verdict = IdentifyCommand.verdictName(result.verdict)
                description = result.description
            case .cdStub(let stub):
                outcome = "cdstub"
                cdStub = stub
            case .notFound:
                outcome = "not-found"
            }
        }
    }

    static func verdictName(_ verdict: ReleaseMatchVerdict) -> String {
        switch verdict {
        case .confident: "confident"
        case .ambiguous: "ambiguous"
        case .noMatch: "no-match"
        }
    }

    // MARK: - A local album

    static func album(
        _ lines: [LocalTrackFile.Line], album: String?, page: SeedPage?, _ ctx: MBZContext
    ) async throws -> Int32 {
        let artist = ctx[ExampleOptions.artist]
        let tracks = lines.map(\.track)
        let client = try ctx.client()
        let matcher = ReleaseMatcher()
        let barcodes = Set(lines.compactMap(\.barcode))
        guard barcodes.count <= 1 else {
            throw UsageError("the tracks give \(barcodes.count) different barcodes; one album has one")
        }
        if ctx.dryRun {
            let query = ReleaseQuery(
                title: album, artist: artist ?? LocalTrackFile.mostCommon(tracks.compactMap(\.artist)), tracks: tracks,
                barcode: barcodes.first)
            return try ctx.printDryRun(query, matcher, client: client)
        }
        let result = try await client.identifyAlbum(
            named: album, artist: artist, barcode: barcodes.first, tracks: tracks, matcher: matcher)
        guard let best = result.best, result.verdict != .noMatch else {
            ctx.io.error(
                "no release matches these \(tracks.count) tracks"
                    + (result.best.map { "; " + CandidateSummary.best($0) } ?? ""))
            try page?.writeUnmatched(ctx)
            return 2
        }
        page?.skip("a release matches", ctx)
        if ctx.json {
            try ctx.printJSON(AlbumOutput(result, best: best))
            return 0
        }
        var output = [
            "\(CandidateSummary.label(best.release))  (\(CandidateSummary.edition(best.release)))",
            "MBID: \(best.release.id)",
        ]
        output += MatchSummary(result)?.lines ?? []
        output.append("Tracks:")
        for (index, line) in lines.enumerated() {
            let local = "\(index + 1). \(line.track.title ?? "?")"
            guard let match = best.trackMatch(forQueryTrackAt: index) else {
                output.append("  \(local)  →  (no track)")
                continue
            }
            let number = match.track.number ?? match.track.position.map(String.init) ?? "?"
            var paired = "  \(local)  →  \(match.mediumPosition.map { "\($0)-" } ?? "")\(number). \(match.track.title)"
            if let difference = match.lengthDifference {
                let seconds = Int((difference / .seconds(1)).rounded())
                paired += "  (\(seconds >= 0 ? "+" : "")\(seconds) s)"
            }
            output.append(paired)
        }
        for line in output { ctx.io.print(line) }
        return 0
    }

    /// `mbz identify --tracks … --json`: the candidates, and the pairing of the best.
    struct AlbumOutput: Encodable {
        struct Pair: Encodable {
            var line: Int
            var medium: Int?
            var track: String?
            var title: String
            var similarity: Double
        }

        var verdict: String
        /// The verdict in words (``ReleaseMatchResult/description``).
        var description: String
        var candidates: [CandidateSummary]
        var tracks: [Pair]

        init(_ result: ReleaseMatchResult, best: ReleaseCandidate) {
            verdict = IdentifyCommand.verdictName(result.verdict)
            description = result.description
            candidates = result.candidates.map(CandidateSummary.init)
            tracks = (best.trackMatches ?? []).sorted { $0.queryIndex < $1.queryIndex }.map { match in
                Pair(
                    line: match.queryIndex + 1, medium: match.mediumPosition,
                    track: match.track.number ?? match.track.position.map(String.init), title: match.track.title,
                    similarity: match.similarity)
            }
        }
    }
}

/// The JSON lines file of `mbz identify --tracks`: one object a line, a track in `LocalTrack`'s
/// JSON shape (its `Decodable`) with the album beside it.
enum LocalTrackFile {
    struct Line: Decodable {
        var track: LocalTrack
        var album: String?
        /// The album's barcode, as the file's tags give it (digits, checked as a GTIN's).
        var barcode: Barcode?

        enum CodingKeys: String, CodingKey { case album, barcode }

        init(from decoder: any Decoder) throws {
            track = try LocalTrack(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            album = try Self.text(.album, container)
            if let text = try Self.text(.barcode, container) {
                do {
                    barcode = try Barcode(validating: text, checkDigit: .ignore)
                } catch {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: [CodingKeys.barcode], debugDescription: "\"barcode\": \(error.message)"))
                }
            }
        }

        /// A string value, `nil` when absent or null; anything else is refused naming the key.
        static func text(_ key: CodingKeys, _ container: KeyedDecodingContainer<CodingKeys>) throws -> String? {
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            guard let text = try? container.decode(String.self, forKey: key) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [key], debugDescription: "\"\(key.stringValue)\" must be a string"))
            }
            return text
        }
    }

    /// Reads the file (`-` for standard input): one JSON object a line, blank lines skipped.
    static func read(_ path: String, _ ctx: MBZContext) throws -> [Line] {
        guard let text = String(data: try ctx.contents(of: path), encoding: .utf8) else {
            throw UsageError("\(path) is not UTF-8 text")
        }
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            lines.append(try parse(trimmed, at: "\(path) line \(index + 1)"))
        }
        return lines
    }

    /// One line: `{"title": …, "artist": …, "album": …, "barcode": …, "length": seconds, "track": n,
    /// "disc": n}`.
    static func parse(_ text: String, at place: String) throws -> Line {
        do {
            return try JSONDecoder().decode(Line.self, from: Data(text.utf8))
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            throw UsageError("\(place): \(context.debugDescription)")
        } catch {
            throw UsageError("\(place) is not a JSON object: \(shortened(text, limit: 80))")
        }
    }

    /// The value most lines give (the first of equals), or `nil`.
    static func mostCommon(_ values: [String]) -> String? {
        var counts: [String: Int] = [:]
        for value in values where !value.trimmingCharacters(in: .whitespaces).isEmpty { counts[value, default: 0] += 1 }
        return values.first { counts[$0] == counts.values.max() }
    }
}
