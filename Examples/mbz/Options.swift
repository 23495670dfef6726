import ExampleSupport
import Foundation
import MusicBrainz
import MusicBrainzDumps

/// Every option of mbz, declared once: its name, value, help and parser. The commands list
/// them in ``CommandTable``; the code reads them as `ctx[Options.limit]` and names them in
/// messages as `"\(Options.limit)"`, so a name is written only here.
enum Options {
    // MARK: Shared groups

    /// `--format json|xml`: the response format of every command that sends requests.
    static let format = Option<ResponseFormat>(
        "format", "", "the response format to ask for", choices: ["json", "xml"], defaultValue: .json
    ) { ResponseFormat(rawValue: $0.lowercased()) }
    /// `--transport`: the library's default for this build (libcurl on Linux with the Curl trait).
    static let transport = Option.text(
        "transport", "", "how requests travel (curl needs a build with --traits Curl, the default there on Linux)",
        choices: ["urlsession", "curl"], defaultValue: DefaultTransport.kind == .curl ? "curl" : "urlsession")
    static let mirror = Option<URL>(
        "mirror", "URL",
        "read from this WS/2 mirror first (http://localhost:5000/ws/2), the server when it lacks, fails or lags; "
            + "writes and sign-in still go to the server",
        expected: "an http(s) URL with a host, such as http://localhost:5000/ws/2"
    ) { text in
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host?.isEmpty == false
        else { return nil }
        return url
    }
    static let client = OptionGroup(
        "Server options", [ExampleOptions.baseURL.option, mirror, format, transport])
    static let coverArt = OptionGroup(
        "Server options",
        [ExampleOptions.baseURL.option, mirror, ExampleOptions.coverArtBaseURL.option, format, transport])

    static let cache = Option.text(
        "cache", "DIR",
        "keep responses in DIR (default $MBZ_CACHE_DIR or the user's cache directory: ~/.cache/mbz, ~/Library/Caches/mbz)",
        completion: .directory)
    static let cacheLimit = Option<Double>(
        "cache-limit", "MB", "the most the cache directory holds", expected: "a number of megabytes",
        defaultValue: 256
    ) { Double($0).flatMap { $0 >= 0 && $0 < 1_000_000_000 ? $0 : nil } }
    static let noCache = Option.flag("no-cache", "neither read nor keep responses")
    static let refresh = Option.flag("refresh", "fetch every response again and replace what the cache holds")
    static let offline = Option.flag(
        "offline", "answer from the cache alone and send nothing (notCached for what it does not hold)")
    static let record = Option.text(
        "record", "DIR",
        "write every exchange into DIR, one JSON file each, credentials left out (without the default cache)",
        completion: .directory)
    static let replay = Option.text(
        "replay", "DIR", "answer from the exchanges recorded in DIR and send nothing (without the default cache)",
        completion: .directory)
    static let caching = OptionGroup(
        "Cache options", [cache, cacheLimit, noCache, refresh, offline, record, replay],
        exclusive: [[cache, noCache], [refresh, offline], [record, replay]])

    static let quiet = Option.flag("quiet", "no notes on standard error (retries, waits, progress); errors still show")
    static let verbose = Option.flag(
        "verbose", "also each request's URL and status, and every cache hit, on standard error")
    static let dryRun = Option.flag("dry-run", "print the request and send nothing (needs no credentials)")
    static let json = ExampleOptions.json.with(help: "print the result as WS/2-shaped JSON")
    static let output = OptionGroup("Output options", [json, dryRun, quiet, verbose])
    static let notes = OptionGroup("Output options", [quiet, verbose])

    // MARK: Requests

    static let inc = Option.text("inc", "a,b", "the entity's inc values, comma-separated", repeatable: true)
    static let type = Option.text(
        "type", "t,…", "only embedded releases or release groups of these types", repeatable: true)
    static let status = Option.text("status", "s,…", "only embedded releases of these statuses", repeatable: true)
    static let limit = Option.number("limit", "N", "the most items in the page, 1–100", in: 0...Int.max)
    static let offset = Option.number("offset", "N", "the items to skip", in: 0...Int.max)
    static let all = Option.flag("all", "fetch every page (progress on a terminal)")
    static let full = Option.flag("full", "look several MBIDs up one by one, with every field, instead of in bulk")
    static let dump = Option.text(
        "dump", "DIR", "answer one MBID from the indexed data dump files in DIR instead (see mbz dump)",
        completion: .directory)
    static let by = Option.text("by", "LINK=MBID", "the entity the results are linked to, such as artist=MBID")
    static let releaseGroupStatus = Option<ReleaseGroupStatusFilter>(
        "release-group-status", "", "which release groups of an artist", choices: ["all", "website-default"]
    ) { ReleaseGroupStatusFilter(rawValue: $0) }
    static let field = Option.text(
        "field", "NAME=VALUE", "adds NAME:VALUE (AND), with the index's field names (release, arid, barcode, …)",
        repeatable: true)
    static let lucene = Option.flag("lucene", "send QUERY as Lucene syntax, as it is")
    static let dismax = Option.flag("dismax", "send QUERY as plain words (the service's dismax parser)")

    // MARK: Identifiers

    static let toc = Option<TOC>(
        "toc", "\"FIRST LAST LEADOUT OFFSET…\"", "the disc's table of contents, in sectors"
    ) { try TOC(validating: $0) }
    static let noCDStubs = Option.flag("no-cdstubs", "leave CD stubs out")
    static let allFormats = Option.flag("all-formats", "match the TOC on media of every format, not only CDs")
    static let calculate = Option.flag("calculate", "compute the disc ID, FreeDB ID and submission URL; send nothing")
    static let dataTrack = Option.flag(
        "data-track",
        "the last track is a data track (Enhanced CD): dropped, and the lead-out moves 11,400 sectors before it")
    static let siteURL = Option<URL>(
        "site-url", "URL", "the website of the submission URL (default https://musicbrainz.org)",
        expected: "an http(s) URL"
    ) { URL(string: $0).flatMap { $0.host == nil ? nil : $0 } }
    static let submit = Option.flag("submit", "submit to MusicBrainz instead of looking up (needs credentials)")
    static let editNote = Option.text("edit-note", "TEXT", "the note of the edit")
    static let noCheckDigit = Option.flag(
        "no-check-digit", "take the digits as printed, without checking the GTIN check digit")

    // MARK: Album and identify

    static let year = Option.number(
        "year", "YYYY", "the year of the release", in: 0...9999, expected: "a year such as 1977")
    static let country = Option<String>(
        "country", "CC", "the release country, a two-letter code such as GB or XW",
        expected: "a two-letter code such as GB or XW"
    ) { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } ? $0.uppercased() : nil }
    /// `album --format`: the response format, or (as before `--medium-format`) a medium format.
    static let albumFormat = format.map(
        "json|xml", "the response format; a medium format here is taken as --medium-format, with a note"
    ) { $0 }
    static let mediumFormat = Option.text(
        "medium-format", "FORMAT", "the medium format: CD, vinyl, \"digital media\", …")
    static let trackCount = Option.number(
        "tracks", "N", "the number of tracks", in: 1...9999, expected: "a number of tracks, 1 to 9999")
    static let barcode = Option<Barcode>("barcode", "CODE", "the barcode (UPC or EAN)") {
        try Barcode(validating: $0, checkDigit: .ignore)
    }
    /// `album --primary-type`: the kind of release wanted; `any` for none.
    static let primaryType = Option.text(
        "primary-type", "", "the kind of release to match: an album unless told otherwise",
        choices: ["album", "ep", "single", "broadcast", "other", "any"], defaultValue: "album")
    static let first = Option.flag(
        "first", "take the first hit of a release:\"NAME\" search (the other options as filters) instead of matching")
    static let candidates = Option.flag(
        "candidates", "print the ranked candidates only: MBID, confidence, title – artist (one search, no lookups)")
    static let trackFile = trackCount.map(
        "FILE", "the local album: JSON lines, one track a line (- for standard input)", completion: .file
    ) { $0 }
    static let album = Option.text("album", "NAME", "the album's title (default: the one most lines give)")

    // MARK: Release editor seeding

    static let seedPage = Option.text(
        "seed", "FILE", "when nothing matches, write to FILE a page that opens the release editor filled in",
        completion: .file)
    static let seedHTML = ExampleOptions.html.with(
        help: "write to FILE the page that opens the release editor filled in (it posts itself when opened)")
    static let seedSiteURL = siteURL.with(
        help: "the website of the submission URL and of the release editor page (default https://musicbrainz.org)")
    static let seedEditNote = editNote.with(help: "the edit note of the release editor page")
    static let seedCommandSiteURL = siteURL.with(
        help: "the website the page posts to: musicbrainz.org (the default), a mirror, beta or a test server")

    // MARK: Cover art

    static let releaseGroup = Option.flag("release-group", "MBID is a release group")
    static let download = Option.text(
        "download", "FILE", "also save the image to FILE (streamed, not held in memory)", completion: .file)
    static let coverSize = ExampleOptions.size.with(
        help: "the size; one missing from the listing falls back to the next larger first", defaultValue: .original)

    // MARK: Writes

    static let downvote = Option.flag("downvote", "vote against the tags")
    static let withdraw = Option.flag("withdraw", "take the votes back")
    static let upvote = Option.flag("upvote", "vote for the tags (the default)")
    static let scale = Option<Int>(
        "scale", "", "what RATING counts: 5 stars (whole or half), or the service's 0–100", choices: ["5", "100"],
        defaultValue: 5
    ) { Int($0) }
    static let editor = Option.text(
        "editor", "NAME", "that editor's public collections (and your private ones if yours)")

    // MARK: Sign-in

    static let clientID = Option.text(
        "client-id", "ID", "the client ID of the application registered with the provider (or $MUSICBRAINZ_CLIENT_ID)")
    static let clientSecret = Option.text(
        "client-secret", "SECRET",
        "its client secret (or $MUSICBRAINZ_CLIENT_SECRET); metabrainz.org gives every application one and needs it")
    static let scope = Option.text(
        "scope", "a,b", "the scopes (default profile, tag, rating, collection, submit_isrc, submit_barcode)")
    static let redirectURI = Option.text(
        "redirect-uri", "URI",
        "the redirect URI registered for the application, exactly; a loopback http://127.0.0.1:PORT/PATH is listened on (default: \(LoginCommand.defaultLoopbackRedirect) for metabrainz, the out-of-band code to paste for musicbrainz)"
    )
    static let provider = Option<OAuthProvider>(
        "provider", "",
        "whose sign-in: metabrainz (metabrainz.org, the default for musicbrainz.org) or musicbrainz (the legacy provider; a mirror's own by default)",
        choices: ["metabrainz", "musicbrainz"]
    ) { CommandCredentials.providers[$0] }
    static let noRevoke = Option.flag("no-revoke", "delete the stored token without revoking it at the site")

    // MARK: Local files

    static let inputFormat = format.with(help: "the body's format (default: detected from the content)")
    static let kind = Option.text("as", "KIND", "the kind of response (mbz decode --as list prints them)")
    static let entity = Option.text("entity", "ENTITY", "the dump's entity (default: the file's name)")
    static let count = Option.flag("count", "print only how many entities matched")
    static let dumpLimit = limit.with(help: "stop after N entities")
    static let fields = Option.text(
        "fields", "a,b.c",
        "print these WS/2 field paths, tab-separated ([] every list element, [N] one: media[].format)",
        repeatable: true)
    static let `where` = Option.text(
        "where", "CONDITION",
        "keep the entities where PATH=V, PATH!=V, PATH^=PREFIX, PATH~=REGEX, PATH?, PATH>=X (>, <=, <) holds; all must",
        repeatable: true)
    static let part = Option<DumpFileRange>(
        "part", "K/N",
        "read only the lines that start in part K of N equal byte ranges of FILE (a decompressed file), "
            + "so that N processes share it, every line read once",
        expected: "K/N with K from 1 to N, such as 2/4"
    ) { text in
        let pieces = text.split(separator: "/", omittingEmptySubsequences: false)
        guard pieces.count == 2, let part = Int(pieces[0]), let count = Int(pieces[1]) else { return nil }
        return try? DumpFileRange.part(part, of: count)
    }
    static let tables = Option.text(
        "tables", "DIR", "write the entities as flat tables into DIR (created), one file per table, keys first",
        completion: .directory)
    static let tableFormat = Option<DumpTableFormat>(
        "table-format", "", "the tables' file format (RFC 4180 CSV with a header row, or one JSON object a row)",
        choices: ["csv", "ndjson"], defaultValue: .csv
    ) { DumpTableFormat(rawValue: $0.lowercased()) }
    static let index = Option.flag("index", "write the MBID index FILE.mbidx for lookups")
    static let strict = Option.flag("strict", "stop at the first line that does not decode")
    static let wallHTML = ExampleOptions.html
}
