import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz album NAME`: identifies a release by name (and whatever else is known) with the
/// library's matcher and prints everything about it.
enum AlbumCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        // `--format cd` is the medium format, as it was before `--medium-format`: kept working, with a note.
        var ctx = ctx
        if let text = ctx.invocation.rawValues(Options.format).last, ResponseFormat(rawValue: text.lowercased()) == nil
        {
            ctx.note(
                "note: \(Options.format) means the response format (json or xml); for the medium format write \(Options.mediumFormat) \(text)"
            )
            ctx = MBZContext(ctx.invocation.removing(Options.format).adding(Options.mediumFormat, text))
        }
        let name = ctx.positional.joined(separator: " ")
        let client = try ctx.client()
        let coverArt = try ctx.options().coverArtConfiguration
        let query = try Self.query(name: name, ctx)
        if ctx[Options.first] { return try await first(query, client: client, ctx, coverArt: coverArt) }
        // `--primary-type any`: no kind is assumed either.
        let matcher = ReleaseMatcher(assumedPrimaryType: query.primaryType)
        if ctx.dryRun { return try ctx.printDryRun(query, matcher, client: client) }
        if ctx[Options.candidates] {
            let result = try await client.identifyRelease(query, matcher: matcher)
            if ctx.json {
                try ctx.printJSON(result.candidates.map(CandidateSummary.init))
            } else {
                ctx.io.print(MatchSummary.confidenceLine(result))
                for candidate in result.candidates { ctx.io.print(CandidateSummary.line(candidate)) }
            }
            return result.candidates.isEmpty ? 2 : 0
        }
        let album = try await client.album(matching: query, matcher: matcher)
        let result = album.result
        guard let best = result.best else {
            ctx.io.error("no release found for \"\(name)\"")
            return 2
        }
        var matched = album.release
        if matched == nil, result.verdict != .noMatch {
            // The best candidate of an ambiguous verdict, looked up as the album method looks a match up.
            matched = try await client.lookup(
                Release.self, id: best.release.id, including: ReleaseMatcher.albumIncludes)
        }
        guard let release = matched else {
            ctx.io.error("no release matches \"\(name)\" well enough (\(result)); \(CandidateSummary.best(best))")
            return 2
        }
        if ctx.json {
            try ctx.printJSON(release)
            ctx.note(MatchSummary.confidenceLine(result))
        } else {
            var report = AlbumReport(release: release, coverArt: try Self.frontCoverURL(of: release, coverArt))
            report.match = MatchSummary(result)
            ctx.io.print(report.text)
        }
        return 0
    }

    /// The matcher's query from the command line.
    static func query(name: String, _ ctx: MBZContext) throws -> ReleaseQuery {
        var query = ReleaseQuery(title: name, artist: ctx[ExampleOptions.artist])
        query.primaryType = Self.primaryType(ctx[Options.primaryType] ?? "album")
        query.date = ctx[Options.year].map { PartialDate(year: $0) }
        query.country = ctx[Options.country]
        query.format = ctx[Options.mediumFormat].map(Self.format)
        query.trackCount = ctx[Options.trackCount]
        if let barcode = ctx[Options.barcode] {
            if barcode.hasValidCheckDigit == false {
                ctx.note(
                    "warning: the check digit of the barcode \(barcode) should be \(barcode.expectedCheckDigit ?? 0)")
            }
            query.barcode = barcode
        }
        return query
    }

    /// A `--primary-type` value as a type: `ep` is `EP`, `album` is `Album`; `any` is none.
    static func primaryType(_ name: String) -> ReleaseGroup.PrimaryType? {
        switch name.lowercased() {
        case "any": nil
        case "ep": .ep
        default: ReleaseGroup.PrimaryType(rawValue: name.prefix(1).uppercased() + name.dropFirst().lowercased())
        }
    }

    /// A medium format by name, in any case: `cd` is `CD`, `12" vinyl` is `12" Vinyl`; other
    /// names are kept as given.
    static func format(_ name: String) -> MediumFormat {
        let known: [MediumFormat] = [
            .cd, .digitalMedia, .vinyl, .sevenInchVinyl, .tenInchVinyl, .twelveInchVinyl, .cassette, .dvd, .dvdVideo,
            .dvdAudio, .bluRay, .sacd, .hybridSACD, .cdr, .enhancedCD, .hdcd, .other,
        ]
        return known.first { $0.rawValue.lowercased() == name.lowercased() } ?? MediumFormat(rawValue: name)
    }

    /// `--first`: the old behaviour, the first hit of `release:"NAME"` (AND the other facts).
    static func first(
        _ query: ReleaseQuery, client: MusicBrainzClient, _ ctx: MBZContext,
        coverArt: CoverArtArchiveClient.Configuration
    ) async throws -> Int32 {
        var clauses = ["release:" + Self.phrase(query.title ?? "")]
        if let artist = query.artist { clauses.append("artist:" + Self.phrase(artist)) }
        if let year = query.date?.year { clauses.append("date:\(year)") }
        if let country = query.country { clauses.append("country:" + country.lowercased()) }
        if let format = query.format { clauses.append("format:" + Self.phrase(format.rawValue)) }
        if let count = query.trackCount { clauses.append("tracks:\(count)") }
        if let barcode = query.barcode { clauses.append("barcode:" + barcode.rawValue) }
        let request = SearchRequest<Release>(query: clauses.joined(separator: " AND "), limit: 1)
        if ctx.dryRun { return try ctx.printDryRun([request], client: client) }
        let hits = try await client.send(request)
        guard let best = hits.items.first else {
            ctx.io.error("no release found for \"\(query.title ?? "")\"")
            return 2
        }
        let release = try await client.lookup(Release.self, id: best.item.id, including: ReleaseMatcher.albumIncludes)
        if ctx.json {
            try ctx.printJSON(release)
        } else {
            ctx.io.print(AlbumReport(release: release, coverArt: try Self.frontCoverURL(of: release, coverArt)).text)
        }
        return 0
    }

    /// The front cover's redirect URL (`…/release/<mbid>/front`) when the release's
    /// `cover-art-archive` flags say it has one, built without a request: the lookup already
    /// tells whether there is a front cover, and the redirect URL always shows the current one.
    static func frontCoverURL(of release: Release, _ configuration: CoverArtArchiveClient.Configuration) throws -> URL?
    {
        guard let status = release.coverArtArchive, status.front, !status.darkened else { return nil }
        return try configuration.redirectURL(for: .front, of: .release(release.id), size: .original)
    }

    /// A Lucene phrase: the text in double quotes with `\` and `"` escaped (code point by code
    /// point, so a quote followed by a combining mark cannot end the phrase).
    static func phrase(_ text: String) -> String {
        "\"" + LuceneEscaping.escapeInPhrase(text) + "\""
    }
}
