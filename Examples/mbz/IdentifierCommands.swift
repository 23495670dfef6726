import Foundation
import MusicBrainz

/// `mbz discid`, `mbz isrc`, `mbz iswc` and `mbz url`: the lookups by something other than an MBID.
enum IdentifierCommands {
    static let usage = """
        mbz discid DISCID [--toc "1 N LEADOUT OFFSET…"] [--inc a,b] [--no-cdstubs] [--all-formats]
                   [--limit N] [--offset N] [--dry-run] [--json]
          Looks a disc ID up (use - as DISCID with --toc for a TOC match only).
        mbz discid --calculate --toc "FIRST LAST LEADOUT OFFSET…" [--data-track] [--site-url URL] [--json]
          Computes the disc ID, FreeDB ID, TOC and submission URL of a TOC, sending nothing.
          --data-track: the last track is a data track (Enhanced CD): it is dropped and the
          lead-out moves 11,400 sectors before it. --site-url: the website of the submission URL
          (default https://musicbrainz.org).
        mbz isrc ISRC [--inc a,b] [--dry-run] [--json]
          The recordings with an ISRC (case, hyphens and spaces are normalised).
        mbz iswc ISWC [--inc a,b] [--dry-run] [--json]
          The works with an ISWC (sent as T-DDD.DDD.DDD-C).
        mbz url RESOURCE… [--inc a,b] [--dry-run] [--json]
          Looks up to 100 URLs up by the URL itself.
        """

    static func discID(_ rawArguments: [String]) async throws -> Int32 {
        if rawArguments.contains("--calculate") { return try calculateDiscID(rawArguments) }
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["toc", "inc", "limit", "offset"]),
            flagOptions: RequestRunner.flags.union(["no-cdstubs", "all-formats"]))
        guard arguments.positional.count == 1 else { throw UsageError("discid needs one DISCID (or - with --toc)") }
        let toc = try arguments.value("toc").map { try TOC(validating: $0) }
        if arguments.positional[0] == "-", toc == nil {
            throw UsageError("discid - (no disc ID) needs --toc \"1 N LEADOUT OFFSET…\" to match releases by TOC")
        }
        let includes = try DiscIDLookupRequest.Includes(parameterNames: EntityTypes.list(arguments.values("inc")))
        var request: DiscIDLookupRequest
        if arguments.positional[0] == "-", let toc {
            request = DiscIDLookupRequest(toc: toc, including: includes)
        } else {
            request = DiscIDLookupRequest(
                discID: try DiscID(validating: arguments.positional[0]), toc: toc, including: includes)
        }
        request.includesCDStubs = !arguments.flag("no-cdstubs")
        request.allMediaFormats = arguments.flag("all-formats")
        request.limit = try Numbers.int(arguments, "limit")
        request.offset = try Numbers.int(arguments, "offset")
        return try await RequestRunner(arguments).run(request) { result in
            switch result {
            case .disc(let disc):
                return [
                    "Disc \(disc.id): \(disc.offsetCount ?? disc.offsets?.count ?? 0) tracks, \(disc.sectors ?? 0) sectors"
                ]
                    + (disc.releases ?? []).map { "  " + ItemSummary.line($0) }
            case .cdStub(let stub):
                var lines = ["CD stub \(stub.id): \(stub.title)\(stub.artist.map { " – " + $0 } ?? "")"]
                for (index, track) in (stub.tracks ?? []).enumerated() {
                    lines.append("  \(index + 1). \(track.title)\(track.artist.map { " – " + $0 } ?? "")")
                }
                return lines
            case .releases(let page):
                return ["\(page.totalCount) releases match the TOC"] + page.items.map { "  " + ItemSummary.line($0) }
            }
        }
    }

    /// The identifiers of a TOC, computed here.
    struct DiscIdentifiers: Encodable {
        var discID: String
        var freeDBID: String
        var toc: String
        var submissionURL: String

        enum CodingKeys: String, CodingKey {
            case discID = "disc-id"
            case freeDBID = "freedb-id"
            case toc
            case submissionURL = "submission-url"
        }
    }

    /// `mbz discid --calculate --toc "…"`: no client, no request.
    static func calculateDiscID(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ["toc", "site-url"], flagOptions: ["calculate", "data-track", "json"])
        guard arguments.positional.isEmpty else {
            throw UsageError("discid --calculate takes no DISCID, only --toc \"FIRST LAST LEADOUT OFFSET…\"")
        }
        guard let text = arguments.value("toc") else {
            throw UsageError("discid --calculate needs --toc \"FIRST LAST LEADOUT OFFSET…\"")
        }
        var toc = try TOC(validating: text)
        if arguments.flag("data-track") {
            toc = try TOC(
                firstTrack: toc.firstTrack, trackOffsets: toc.offsets, leadoutOffset: toc.leadoutOffset,
                lastTrackIsData: true)
        }
        let submissionURL: URL
        if let site = arguments.value("site-url") {
            guard let base = URL(string: site) else { throw UsageError("--site-url must be a URL, not \"\(site)\"") }
            submissionURL = try toc.submissionURL(base: base)
        } else {
            submissionURL = toc.submissionURL
        }
        let identifiers = DiscIdentifiers(
            discID: toc.discID.rawValue, freeDBID: toc.freeDBID, toc: toc.description,
            submissionURL: submissionURL.absoluteString)
        if toc.firstTrack != 1 {
            RequestRunner.note(
                "note: the first track is \(toc.firstTrack); MusicBrainz takes a TOC only from track 1, so its lookup and attach page refuse this one"
            )
        }
        if arguments.flag("json") {
            print(try JSONOutput.string(identifiers))
        } else {
            print("disc id: \(identifiers.discID)")
            print("freedb id: \(identifiers.freeDBID)")
            print("toc: \(identifiers.toc)")
            print("submission url: \(identifiers.submissionURL)")
        }
        return 0
    }

    static func isrc(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["inc"]), flagOptions: RequestRunner.flags)
        guard arguments.positional.count == 1 else { throw UsageError("isrc needs one ISRC") }
        let request = ISRCLookupRequest(
            isrc: try ISRC(validating: arguments.positional[0]),
            including: try .init(parameterNames: EntityTypes.list(arguments.values("inc"))))
        return try await RequestRunner(arguments).run(request) { result in
            ["ISRC \(result.isrc): \(result.recordings.count) recording\(result.recordings.count == 1 ? "" : "s")"]
                + result.recordings.map { "  " + ItemSummary.line($0) }
        }
    }

    static func iswc(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["inc"]), flagOptions: RequestRunner.flags)
        guard arguments.positional.count == 1 else { throw UsageError("iswc needs one ISWC") }
        // MusicBrainz has ISWCs with wrong check digits; look them up anyway, with a warning.
        let iswc = try ISWC(validating: arguments.positional[0], checkDigit: .ignore)
        if !iswc.hasValidCheckDigit {
            RequestRunner.note("warning: the check digit of \(iswc) should be \(iswc.expectedCheckDigit)")
        }
        let request = ISWCLookupRequest(
            iswc: iswc, including: try .init(parameterNames: EntityTypes.list(arguments.values("inc"))))
        return try await RequestRunner(arguments).run(request) { page in
            ["ISWC \(iswc): \(page.totalCount) work\(page.totalCount == 1 ? "" : "s")"]
                + page.items.map { "  " + ItemSummary.line($0) }
        }
    }

    static func url(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["inc"]), flagOptions: RequestRunner.flags)
        guard !arguments.positional.isEmpty else { throw UsageError("url needs at least one RESOURCE") }
        let includes = try URLEntity.Includes(parameterNames: EntityTypes.list(arguments.values("inc")))
        let runner = try RequestRunner(arguments)
        if arguments.positional.count == 1 {
            return try await runner.run(URLLookupRequest(resource: arguments.positional[0], including: includes)) {
                [ItemSummary.line($0)]
            }
        }
        return try await runner.run(URLBatchLookupRequest(resources: arguments.positional, including: includes)) {
            page in
            page.items.map { ItemSummary.line($0) } + [
                "(\(page.totalCount) of \(arguments.positional.count) URLs found)"
            ]
        }
    }
}
