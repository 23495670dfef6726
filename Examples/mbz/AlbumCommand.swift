import Foundation
import MusicBrainz

/// `mbz album NAME`: identifies a release by name (and whatever else is known) with the
/// library's matcher and prints everything about it.
enum AlbumCommand {
    static let usage = """
        mbz album NAME [--artist NAME] [--year YYYY] [--country CC] [--format FORMAT] [--tracks N]
                  [--barcode CODE] [--first] [--candidates] [--dry-run] [--json]
          Searches releases named NAME, scores every hit on what is given (title, artist, year,
          country, format, track count, barcode), looks up the best match with its recordings,
          artist credits, release group, labels and media, and prints the album with its
          confidence and the verdict (and up to three runners-up when it is ambiguous).
          --format FORMAT       the medium format (CD, vinyl, "digital media", …); --format json|xml
                                still chooses the response format, as for every command
          --first               take the first hit of a release:"NAME" search (with the other
                                options as filters) instead of matching
          --candidates          print the ranked candidates only, one per line:
                                MBID<TAB>confidence<TAB>title – artist (one search, no lookups)
          --dry-run             print the search URL and send nothing
          --json                print the looked-up release as WS/2 JSON instead (with
                                --candidates: the candidates with their signal scores)
        """

    static let valueOptions: Set<String> = ["artist", "year", "country", "medium-format", "tracks", "barcode"]

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            Self.separatingFormats(rawArguments),
            valueOptions: ClientOptions.valueOptions.union(CoverArtOptions.valueOptions).union(valueOptions),
            flagOptions: ["json", "dry-run", "first", "candidates"])
        guard !arguments.positional.isEmpty else { throw UsageError("album needs a NAME") }
        let name = arguments.positional.joined(separator: " ")
        let options = try ClientOptions(arguments)
        let coverArt = try CoverArtOptions(arguments)
        let client = try options.makeClient()
        let query = try Self.query(name: name, arguments)
        if arguments.flag("first") {
            guard !arguments.flag("candidates") else { throw UsageError("--first and --candidates do not go together") }
            return try await first(query, client: client, arguments: arguments, coverArt: coverArt)
        }
        let matcher = ReleaseMatcher()
        if arguments.flag("dry-run") {
            let search = try matcher.searchQuery(for: query)
            print(try client.url(for: SearchRequest<Release>(search, limit: matcher.searchLimit)).absoluteString)
            return 0
        }
        let result = try await client.identifyRelease(query, matcher: matcher)
        if arguments.flag("candidates") {
            if arguments.flag("json") {
                print(try JSONOutput.string(result.candidates.map(CandidateSummary.init)))
            } else {
                for candidate in result.candidates { print(CandidateSummary.line(candidate)) }
            }
            return result.candidates.isEmpty ? 2 : 0
        }
        guard let best = result.best else {
            FileHandle.standardError.write(Data("mbz: no release found for \"\(name)\"\n".utf8))
            return 2
        }
        guard result.verdict != .noMatch else {
            RequestRunner.note(
                "no release matches \"\(name)\" well enough; the best is \(CandidateSummary.label(best.release)), confidence \(CandidateSummary.confidence(best.confidence))"
            )
            return 2
        }
        let release = try await client.lookup(
            Release.self, id: best.release.id, including: ReleaseMatcher.lookupIncludes)
        if arguments.flag("json") {
            print(try JSONOutput.string(release))
            RequestRunner.note(MatchSummary.confidenceLine(best, result.verdict))
        } else {
            var report = AlbumReport(release: release, coverArt: try Self.frontCoverURL(of: release, coverArt))
            report.match = MatchSummary(result)
            print(report.text)
        }
        return 0
    }

    /// The matcher's query from the command line.
    static func query(name: String, _ arguments: CommandLineArguments) throws -> ReleaseQuery {
        var query = ReleaseQuery(title: name, artist: arguments.value("artist"))
        if let year = arguments.value("year") {
            guard let value = Int(year), (0...9999).contains(value) else {
                throw UsageError("--year must be a year such as 1977, not \"\(year)\"")
            }
            query.date = PartialDate(year: value)
        }
        if let country = arguments.value("country") {
            guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw UsageError("--country must be a two-letter code such as GB or XW, not \"\(country)\"")
            }
            query.country = country.uppercased()
        }
        if let format = arguments.value("medium-format") { query.format = Self.format(format) }
        if let tracks = arguments.value("tracks") {
            guard let value = Int(tracks), (1...9999).contains(value) else {
                throw UsageError("--tracks must be a number of tracks, 1 to 9999, not \"\(tracks)\"")
            }
            query.trackCount = value
        }
        if let barcode = arguments.value("barcode") {
            let value = try Barcode(validating: barcode, checkDigit: .ignore)
            if value.hasValidCheckDigit == false {
                RequestRunner.note(
                    "warning: the check digit of the barcode \(value) should be \(value.expectedCheckDigit ?? 0)")
            }
            query.barcode = value
        }
        return query
    }

    /// The arguments with `--format FORMAT` of a medium format (any value but `json` and `xml`,
    /// which choose the response format as in every command) renamed `--medium-format`.
    static func separatingFormats(_ arguments: [String]) -> [String] {
        var output: [String] = []
        var index = 0
        func isResponseFormat(_ value: String) -> Bool { ["json", "xml"].contains(value.lowercased()) }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                output += arguments[index...]
                break
            }
            if argument == "--format", index + 1 < arguments.count, !isResponseFormat(arguments[index + 1]) {
                output += ["--medium-format", arguments[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("--format="), !isResponseFormat(String(argument.dropFirst("--format=".count))) {
                output.append("--medium-format=" + argument.dropFirst("--format=".count))
            } else {
                output.append(argument)
            }
            index += 1
        }
        return output
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
        _ query: ReleaseQuery, client: MusicBrainzClient, arguments: CommandLineArguments, coverArt: CoverArtOptions
    ) async throws -> Int32 {
        var clauses = ["release:" + Self.phrase(query.title ?? "")]
        if let artist = query.artist { clauses.append("artist:" + Self.phrase(artist)) }
        if let year = query.date?.year { clauses.append("date:\(year)") }
        if let country = query.country { clauses.append("country:" + country.lowercased()) }
        if let format = query.format { clauses.append("format:" + Self.phrase(format.rawValue)) }
        if let count = query.trackCount { clauses.append("tracks:\(count)") }
        if let barcode = query.barcode { clauses.append("barcode:" + barcode.rawValue) }
        let request = SearchRequest<Release>(query: clauses.joined(separator: " AND "), limit: 1)
        if arguments.flag("dry-run") {
            print(try client.url(for: request).absoluteString)
            return 0
        }
        let hits = try await client.send(request)
        guard let best = hits.items.first else {
            FileHandle.standardError.write(Data("mbz: no release found for \"\(query.title ?? "")\"\n".utf8))
            return 2
        }
        let release = try await client.lookup(Release.self, id: best.item.id, including: ReleaseMatcher.lookupIncludes)
        if arguments.flag("json") {
            print(try JSONOutput.string(release))
        } else {
            print(AlbumReport(release: release, coverArt: try Self.frontCoverURL(of: release, coverArt)).text)
        }
        return 0
    }

    /// The front cover's redirect URL (`…/release/<mbid>/front`) when the release's
    /// `cover-art-archive` flags say it has one, built without a request: the lookup already
    /// tells whether there is a front cover, and the redirect URL always shows the current one.
    static func frontCoverURL(of release: Release, _ options: CoverArtOptions) throws -> URL? {
        guard let status = release.coverArtArchive, status.front, !status.darkened else { return nil }
        return try options.configuration.redirectURL(for: .front, of: .release(release.id), size: .original)
    }

    /// A Lucene phrase: the text in double quotes with `\` and `"` escaped (code point by code
    /// point, so a quote followed by a combining mark cannot end the phrase).
    static func phrase(_ text: String) -> String {
        "\"" + LuceneEscaping.escapeInPhrase(text) + "\""
    }
}
