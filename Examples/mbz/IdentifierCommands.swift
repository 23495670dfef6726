import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz discid`, `mbz isrc`, `mbz iswc` and `mbz url`: the lookups by something other than an MBID.
enum IdentifierCommands {
    static func discID(_ ctx: MBZContext) async throws -> Int32 {
        if ctx[Options.calculate] { return try calculateDiscID(ctx) }
        guard let text = ctx.positional.first else {
            throw UsageError("discid needs one DISCID (or - with \(Options.toc))")
        }
        let toc = ctx[Options.toc]
        if text == "-", toc == nil {
            throw UsageError(
                "discid - (no disc ID) needs \(Options.toc) \"1 N LEADOUT OFFSET…\" to match releases by TOC")
        }
        let includes = try DiscIDLookupRequest.Includes(parameterNames: ctx.list(Options.inc))
        var request: DiscIDLookupRequest
        if text == "-", let toc {
            request = DiscIDLookupRequest(toc: toc, including: includes)
        } else {
            request = DiscIDLookupRequest(discID: try DiscID(validating: text), toc: toc, including: includes)
        }
        request.includesCDStubs = !ctx[Options.noCDStubs]
        request.allMediaFormats = ctx[Options.allFormats]
        request.limit = ctx[Options.limit]
        request.offset = ctx[Options.offset]
        return try await ctx.send(request) { result in
            switch result {
            case .disc(let disc):
                return [
                    "Disc \(disc.id): \(disc.offsetCount ?? disc.offsets?.count ?? 0) tracks, \(disc.sectors ?? 0) sectors"
                ]
                    + (disc.releases ?? []).map { "  " + ItemSummary.line($0) }
            case .cdStub(let stub):
                return ["CD stub \(stub.id): \(stub.title)\(stub.artist.map { " – " + $0 } ?? "")"]
                    + (stub.tracks ?? []).enumerated().map {
                        "  \($0 + 1). \($1.title)\($1.artist.map { " – " + $0 } ?? "")"
                    }
            case .releases(let page):
                return ["\(page.totalCount) releases match the TOC"] + page.items.map { "  " + ItemSummary.line($0) }
            }
        }
    }

    /// A TOC with `--data-track` applied: the last track is data.
    static func toc(_ ctx: MBZContext) throws -> TOC? {
        guard let toc = ctx[Options.toc] else { return nil }
        guard ctx[Options.dataTrack] else { return toc }
        return try TOC(
            firstTrack: toc.firstTrack, trackOffsets: toc.offsets, leadoutOffset: toc.leadoutOffset,
            lastTrackIsData: true)
    }

    /// `mbz discid --calculate --toc "…"`: no client, no request.
    static func calculateDiscID(_ ctx: MBZContext) throws -> Int32 {
        let lookupOnly: [any OptionDeclaration] = [
            Options.inc, Options.noCDStubs, Options.allFormats, Options.limit, Options.offset, Options.dryRun,
        ]
        if let other = lookupOnly.first(where: { ctx.invocation.has($0) }) {
            throw UsageError("\(other.spec.flag) does not go with \(Options.calculate), which sends nothing")
        }
        guard ctx.positional.isEmpty else {
            throw UsageError(
                "discid \(Options.calculate) takes no DISCID, only \(Options.toc) \"FIRST LAST LEADOUT OFFSET…\"")
        }
        guard let toc = try toc(ctx) else {
            throw UsageError("discid \(Options.calculate) needs \(Options.toc) \"FIRST LAST LEADOUT OFFSET…\"")
        }
        let submissionURL = try ctx[Options.siteURL].map { try toc.submissionURL(base: $0) } ?? toc.submissionURL
        if toc.firstTrack != 1 {
            ctx.note(
                "note: the first track is \(toc.firstTrack); MusicBrainz takes a TOC only from track 1, so its lookup and attach page refuse this one"
            )
        }
        if ctx.json {
            try ctx.printJSON([
                "disc-id": toc.discID.rawValue, "freedb-id": toc.freeDBID, "toc": toc.description,
                "submission-url": submissionURL.absoluteString,
            ])
        } else {
            ctx.io.print("disc id: \(toc.discID.rawValue)\nfreedb id: \(toc.freeDBID)")
            ctx.io.print("toc: \(toc.description)\nsubmission url: \(submissionURL.absoluteString)")
        }
        return 0
    }

    static func isrc(_ ctx: MBZContext) async throws -> Int32 {
        if ctx[Options.submit] { return try await SubmissionCommands.submitISRCs(ctx) }
        guard ctx.positional.count == 1 else { throw UsageError("isrc needs one ISRC") }
        let request = ISRCLookupRequest(
            isrc: try ISRC(validating: ctx.positional[0]), including: try .init(parameterNames: ctx.list(Options.inc)))
        return try await ctx.send(request) { result in
            ["ISRC \(result.isrc): \(result.recordings.count) recording\(result.recordings.count == 1 ? "" : "s")"]
                + result.recordings.map { "  " + ItemSummary.line($0) }
        }
    }

    static func iswc(_ ctx: MBZContext) async throws -> Int32 {
        // MusicBrainz has ISWCs with wrong check digits; look them up anyway, with a warning.
        let iswc = try ISWC(validating: ctx.positional[0], checkDigit: .ignore)
        if !iswc.hasValidCheckDigit {
            ctx.note("warning: the check digit of \(iswc) should be \(iswc.expectedCheckDigit)")
        }
        let request = ISWCLookupRequest(iswc: iswc, including: try .init(parameterNames: ctx.list(Options.inc)))
        return try await ctx.send(request) { page in
            ["ISWC \(iswc): \(page.totalCount) work\(page.totalCount == 1 ? "" : "s")"]
                + page.items.map { "  " + ItemSummary.line($0) }
        }
    }

    static func url(_ ctx: MBZContext) async throws -> Int32 {
        let includes = try URLEntity.Includes(parameterNames: ctx.list(Options.inc))
        if ctx.positional.count == 1 {
            return try await ctx.send(URLLookupRequest(resource: ctx.positional[0], including: includes)) {
                [ItemSummary.line($0)]
            }
        }
        return try await ctx.send(URLBatchLookupRequest(resources: ctx.positional, including: includes)) { page in
            page.items.map { ItemSummary.line($0) } + ["(\(page.totalCount) of \(ctx.positional.count) URLs found)"]
        }
    }
}
