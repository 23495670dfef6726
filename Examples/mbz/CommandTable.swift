import ExampleSupport
import MusicBrainz

// The table of every mbz command: parsing, `mbz help`, `mbz help COMMAND`, `mbz COMMAND
// --help`, the suggestions for misspelt names and the bash and zsh completion scripts
// (`mbz completion bash|zsh`) are all made from it.
//
// To add an option: declare it once in Options.swift (`static let myOption = Option.text(…)`,
// `.flag`, `.number`, or `Option<T>(…) { parse }`), list it in the `options:` of each command
// below that takes it, and read it in the command as `ctx[Options.myOption]`. Name it in a
// message as "\(Options.myOption)"; never write its name as a string anywhere else.
//
// To add a command: add a `Command(name:summary:…)` to `commands` with its arguments, options,
// shared groups (Options.client, .coverArt, .caching, .output or .notes), at least one example,
// and `run: mbz(MyCommand.run)`, where `MyCommand.run(_ ctx: MBZContext) async throws -> Int32`
// returns 0 (done), 2 (nothing found) or throws (1, or 64 for a UsageError).
enum CommandTable {
    /// The groups of a command that sends requests to MusicBrainz.
    static let requesting = [Options.client, Options.caching, Options.output]
    /// The groups of a command that also talks to the Cover Art Archive.
    static let coverArtRequesting = [Options.coverArt, Options.caching, Options.output]

    static let lookupEntities = EntityTypes.lookup.keys.sorted()
    static let taggable = EntityType.allCases.filter(\.isTaggable).map(\.pathName)
    static let ratable = EntityType.allCases.filter(\.isRatable).map(\.pathName)

    static let commands: [Command] = [
        Command(
            name: "album", summary: "identifies an album by name and prints everything about it",
            arguments: "NAME…", argumentCount: 1...99,
            details: """
                Searches releases named NAME, scores every hit on what is given (title, artist, year, country,
                medium format, track count, barcode), looks up the best match with its recordings, artist credits,
                release group, labels and media, and prints the album with its confidence and the verdict in words:
                a confident match, the same album in several editions (the one chosen and the others), or
                ambiguous between albums (with three runners-up). A single or an EP of the album's name is not the
                album: --primary-type single (or ep, any) asks for another kind. --candidates prints every
                candidate with each signal's score, so you can see why. --json prints the looked-up release as
                WS/2 JSON (with --candidates: the candidates with their signal scores). Exit status 2 when nothing
                matches.
                """,
            options: [
                ExampleOptions.artist, Options.year, Options.country, Options.mediumFormat, Options.trackCount,
                Options.barcode, Options.primaryType, Options.first, Options.candidates, Options.albumFormat,
            ],
            groups: coverArtRequesting, exclusive: [[Options.first, Options.candidates]],
            examples: [
                "album \"The Dark Side of the Moon\" --artist \"Pink Floyd\"",
                "album \"The Blueprint²\" --artist Jay-Z --candidates",
                "album \"drivers license\" --artist \"Olivia Rodrigo\" --primary-type single",
                "album Rumours --year 1977 --country GB --medium-format vinyl --candidates",
            ], run: mbz(AlbumCommand.run)),
        Command(
            name: "cover-art", summary: "prints the URL of a release's front cover",
            arguments: "MBID", argumentCount: 1...1,
            details: """
                Prints the URL of the front cover of release MBID from the Cover Art Archive, or "no cover art"
                (exit status 2) when there is none. Does not fall back to the release group: ask for it with
                --release-group. --json prints the whole listing as Cover Art Archive JSON.
                """,
            options: [Options.releaseGroup, Options.coverSize, Options.download],
            groups: coverArtRequesting,
            examples: ["cover-art 76df3287-6cda-33eb-8e9a-044b5e15ffdd --size 500 --download cover.jpg"],
            run: mbz(CoverArtCommand.run)),
        Command(
            name: "lookup", summary: "looks entities up by MBID",
            arguments: "ENTITY MBID…", argumentCount: 2...10_000, argumentChoices: lookupEntities,
            details: """
                ENTITY: \(lookupEntities.joined(separator: ", ")).
                Several MBIDs of an artist, label, recording, release, release group or work are resolved in bulk:
                one search per 100 MBIDs (the fields the search index keeps; halved when a gateway refuses it as
                too long), then a lookup for each MBID the searches miss (merged ones follow the redirect). --full,
                --inc, --type or --status look each MBID up alone instead. Every MBID is printed with what became
                of it: found, merged, not found, or failed with its error. Exit status 1 when some MBID failed (the
                rest is printed all the same), 2 when none was found.
                """,
            options: [Options.inc, Options.type, Options.status, Options.full, Options.dump],
            groups: requesting,
            examples: [
                "lookup artist 5b11f4ce-a62d-471e-81fc-a69a8278c7da --inc aliases,release-groups",
                "lookup release-group b84625af-6229-305f-9f1b-59c0185df016 --inc releases --status official",
            ], run: mbz(LookupCommand.run)),
        Command(
            name: "browse", summary: "lists the entities linked to another one",
            arguments: "ENTITY", argumentCount: 1...1, argumentChoices: EntityTypes.browse.keys.sorted(),
            details: "Needs --by LINK=MBID; LINK is one of the entity's browse links (artist, label, track_artist, …).",
            options: [
                Options.by, Options.inc, Options.type, Options.status, Options.releaseGroupStatus, Options.limit,
                Options.offset, Options.all,
            ],
            groups: requesting,
            examples: [
                "browse release --by artist=a16d1433-ba89-4f72-a47b-a370add0bb55 --type album,ep --all",
                "browse collection --by editor=the-anti-kuno",
            ], run: mbz(BrowseCommand.run)),
        Command(
            name: "search", summary: "searches an index",
            arguments: "INDEX [QUERY…]", argumentCount: 1...10_000, argumentChoices: EntityTypes.search.keys.sorted(),
            details: """
                QUERY is text searched as it is (escaped) in the index's default fields; each --field adds a
                NAME:VALUE clause (AND).
                """,
            options: [Options.field, Options.lucene, Options.dismax, Options.limit, Options.offset, Options.all],
            groups: requesting, exclusive: [[Options.lucene, Options.dismax]],
            examples: ["search release AC/DC --field country=GB --limit 5", "search artist queen live --dismax"],
            run: mbz(SearchCommand.run)),
        Command(
            name: "discid", summary: "looks a disc ID up, or computes one from a TOC",
            arguments: "DISCID", argumentCount: 0...1,
            details: """
                DISCID - with --toc matches releases by TOC only. With --calculate and --toc, computes the disc ID,
                FreeDB ID, TOC and submission URL, sending nothing.
                """,
            options: [
                Options.toc, Options.inc, Options.noCDStubs, Options.allFormats, Options.limit, Options.offset,
                Options.calculate, Options.dataTrack, Options.siteURL,
            ],
            groups: requesting,
            examples: ["discid IeldkVfIh1wep_M8CMuDvA0nQ7Q-", "discid --calculate --toc \"1 2 30000 150 15000\""],
            run: mbz(IdentifierCommands.discID)),
        Command(
            name: "isrc", summary: "the recordings with an ISRC, or adds ISRCs to a recording",
            arguments: "ISRC | \(Options.submit) RECORDING_MBID ISRC…", argumentCount: 1...100,
            details: """
                ISRC: case, hyphens and spaces are normalised. --submit adds the ISRCs to the recording (needs
                credentials and a verified email address on the account).
                """,
            options: [Options.inc, Options.submit, Options.editNote], groups: requesting,
            exclusive: [[Options.inc, Options.submit]],
            examples: ["isrc GB-AAA-99-00303 --inc releases", "isrc --submit 7d4b7b6b-… GBAAA9900303 --dry-run"],
            run: mbz(IdentifierCommands.isrc)),
        Command(
            name: "iswc", summary: "the works with an ISWC", arguments: "ISWC", argumentCount: 1...1,
            details: "The ISWC is sent as T-DDD.DDD.DDD-C; a wrong check digit is looked up with a warning.",
            options: [Options.inc], groups: requesting, examples: ["iswc T-034.524.680-1"],
            run: mbz(IdentifierCommands.iswc)),
        Command(
            name: "url", summary: "looks URLs up by the URL itself", arguments: "RESOURCE…", argumentCount: 1...100,
            options: [Options.inc], groups: requesting,
            examples: ["url https://www.discogs.com/artist/125246 --inc artist-rels"], run: mbz(IdentifierCommands.url)),
        Command(
            name: "identify", summary: "identifies a CD from its TOC, or a local album from its tracks",
            details: """
                --toc: computes the disc ID, looks it up with the TOC and prints the disc's releases, the releases
                matching the TOC ranked by confidence, a CD stub, or the submission URL (exit status 2 when nothing
                is known). --tracks FILE: JSON lines, one track a line: {"title", "artist", "album", "barcode",
                "length" (seconds), "track", "disc"}, each optional; prints the release with its confidence and
                verdict, and the release track of each line. With both, the disc is identified by its TOC and the tracks fill in
                the --seed page.

                --seed FILE: when nothing matches (or only a CD stub does), writes to FILE a page that opens the
                release editor of --site-url filled in: a CD as one CD medium with the TOC (track lengths, and the
                disc ID attached once the release is entered) and the tracks' titles and artists; local files
                without a TOC as Digital Media, by disc number. --album, --artist and --edit-note fill in the rest.
                The page is checked before any request: what the editor would refuse exits with status 64 and
                names the form field.
                """,
            options: [
                Options.toc, Options.dataTrack, Options.noCDStubs, Options.trackFile, Options.album,
                ExampleOptions.artist, Options.seedPage, Options.seedSiteURL, Options.seedEditNote,
            ],
            groups: requesting,
            examples: [
                "identify --toc \"1 2 30000 150 15000\"", "identify --tracks album.jsonl --artist Björk",
                "identify --toc \"1 3 192512 150 7100 167475\" --tracks disc.jsonl --seed add.html",
            ],
            run: mbz(IdentifyCommand.run)),
        Command(
            name: "seed", summary: "writes the page that opens MusicBrainz's release editor filled in",
            arguments: "FILE", argumentCount: 1...1, argumentCompletion: .file, details: SeedCommand.details,
            options: [Options.seedHTML, Options.seedCommandSiteURL], groups: [Options.notes],
            examples: [
                "seed album.json --html add-album.html", "seed album.json --site-url https://beta.musicbrainz.org",
            ],
            run: mbz(SeedCommand.run)),
        Command(
            name: "tag", summary: "votes for (or against) tags on an entity", arguments: "ENTITY MBID TAG…",
            argumentCount: 3...1000, argumentChoices: taggable,
            details: """
                Names are trimmed and lower-cased; an empty name, or a comma in an up- or downvote, is refused.
                Needs credentials (not with --dry-run).
                """,
            options: [Options.upvote, Options.downvote, Options.withdraw], groups: requesting,
            exclusive: [[Options.upvote, Options.downvote, Options.withdraw]],
            examples: ["tag artist 5b11f4ce-a62d-471e-81fc-a69a8278c7da jazz \"free jazz\" --dry-run"],
            run: mbz(SubmissionCommands.tag)),
        Command(
            name: "rate", summary: "rates an entity in stars", arguments: "ENTITY MBID RATING", argumentCount: 3...3,
            argumentChoices: ratable,
            details: """
                RATING is 0 to 5 whole or half stars (0 removes the rating); with --scale 100 it is the service's
                0–100 (20 per star). A release cannot be rated: rate its release group. Needs credentials (not with
                --dry-run).
                """,
            options: [Options.scale], groups: requesting,
            examples: ["rate release-group b84625af-6229-305f-9f1b-59c0185df016 4.5 --dry-run"],
            run: mbz(SubmissionCommands.rate)),
        Command(
            name: "barcode", summary: "sets the barcode of a release",
            arguments: "\(Options.submit) RELEASE_MBID BARCODE",
            argumentCount: 2...2,
            details: """
                A GTIN (8, 12, 13 or 14 digits) whose check digit is right, or with --no-check-digit the digits as
                printed on the release. To find releases by barcode: mbz search release --field barcode=….
                """,
            options: [Options.submit, Options.noCheckDigit], groups: requesting,
            examples: ["barcode --submit 5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e 5012345678900 --dry-run"],
            run: mbz(SubmissionCommands.barcode)),
        Command(
            name: "collection", summary: "your collections and their contents",
            subcommands: [
                Command(
                    name: "list", summary: "your own collections, public and private (needs credentials)",
                    details:
                        "With --editor: that editor's public collections (and your private ones when you are that editor).",
                    options: [Options.editor, Options.limit, Options.offset], groups: requesting,
                    examples: ["collection list --editor the-anti-kuno"], run: mbz(CollectionCommand.list)),
                Command(
                    name: "show", summary: "a collection and a page of its items", arguments: "COLLECTION_MBID",
                    argumentCount: 1...1, details: "A private collection needs its owner's credentials.",
                    options: [Options.limit, Options.offset], groups: requesting,
                    examples: ["collection show 0e2a1ecf-2b05-4fbf-9e7a-3a0c7bca3c2a --limit 50"],
                    run: mbz(CollectionCommand.show)),
                Command(
                    name: "add", summary: "adds items to a collection", arguments: "COLLECTION_MBID ENTITY MBID…",
                    argumentCount: 3...10_000, details: CollectionCommand.editDetails, groups: requesting,
                    examples: ["collection add 0e2a1ecf-2b05-4fbf-9e7a-3a0c7bca3c2a release 5b5a3c2e-… --dry-run"],
                    run: mbz { try await CollectionCommand.edit(.add, $0) }),
                Command(
                    name: "remove", summary: "removes items from a collection",
                    arguments: "COLLECTION_MBID ENTITY MBID…", argumentCount: 3...10_000,
                    details: CollectionCommand.editDetails, groups: requesting,
                    examples: ["collection remove 0e2a1ecf-2b05-4fbf-9e7a-3a0c7bca3c2a release 5b5a3c2e-…"],
                    run: mbz { try await CollectionCommand.edit(.remove, $0) }),
            ]),
        Command(
            name: "login", summary: "signs in with OAuth 2 and stores the token",
            details: """
                Prints the authorization URL and waits for the provider's answer: at a loopback redirect URI
                (http://127.0.0.1:PORT/PATH, which mbz listens on for the one answer), or, with the out-of-band flow
                or another redirect URI, the code the site shows (or the URL it sent you to) pasted on standard input.
                Stores the token in $XDG_CONFIG_HOME/mbz/oauth-token.json (default ~/.config/mbz), readable by you alone.
                For musicbrainz.org the provider is metabrainz.org: register the application at
                https://metabrainz.org/profile/applications with the redirect URI http://127.0.0.1:8000/callback (or
                the one you give), exactly. --provider musicbrainz signs in with an application of
                https://musicbrainz.org/account/applications, out of band by default. A mirror's provider is its own
                site, the base URL without its /ws/2; $MUSICBRAINZ_SITE_URL sets the provider's site over any of these.
                """,
            options: [Options.clientID, Options.clientSecret, Options.provider, Options.scope, Options.redirectURI],
            groups: requesting,
            examples: [
                "login --client-id 7Hx… --client-secret 4fQ…",
                "login --provider musicbrainz --client-id x7F… --dry-run",
            ], run: mbz(LoginCommand.login)),
        Command(
            name: "logout", summary: "revokes the stored token at the site and deletes it",
            options: [Options.noRevoke], groups: requesting, examples: ["logout --no-revoke"],
            run: mbz(LoginCommand.logout)),
        Command(
            name: "wall", summary: "an artist's official albums with their front covers",
            arguments: "ARTIST_MBID", argumentCount: 1...1,
            details: """
                Prints the albums (one per release group, oldest first) as a grid with their front covers; with
                --html also writes them as one self-contained HTML page. One Cover Art Archive request per album that
                has a front cover, several at once.
                """,
            options: [ExampleOptions.size, Options.wallHTML],
            groups: [Options.coverArt, Options.caching, Options.notes],
            examples: ["wall 83d91898-7763-47d7-b03b-b92132375c47 --html wall.html"], run: mbz(WallCommand.run)),
        Command(
            name: "cache", summary: "the response cache: what it holds, and emptying it",
            subcommands: [
                Command(
                    name: "stats", summary: "the cache directory, its entries and bytes, and its limit",
                    options: [Options.json], groups: [Options.caching, Options.notes], examples: ["cache stats --json"],
                    run: mbz { try await CacheCommand.run(clearing: false, $0) }),
                Command(
                    name: "clear", summary: "removes every entry of the cache",
                    groups: [Options.caching, Options.notes],
                    examples: ["cache clear --cache /tmp/mbz-cache"],
                    run: mbz { try await CacheCommand.run(clearing: true, $0) }),
            ]),
        Command(
            name: "decode", summary: "decodes a saved WS/2 response body", arguments: "FILE", argumentCount: 0...1,
            argumentCompletion: .file,
            details: """
                Decodes a WS/2 response body saved in FILE (- for standard input) and prints the model as WS/2-shaped
                JSON with sorted keys. The kind of response is detected from the XML root element or the JSON keys
                unless --as names it. A value that does not parse is dropped and named on standard error; a
                MusicBrainz error document, or a body that cannot be decoded, exits with status 1 and the typed error.
                """,
            options: [Options.inputFormat, Options.kind], groups: [Options.notes],
            examples: ["decode release.xml", "decode --as list"], run: mbz(DecodeCommand.run)),
        Command(
            name: "dump", summary: "reads a JSON data dump into models", arguments: "FILE|-", argumentCount: 1...1,
            argumentCompletion: .file, details: DumpCommand.details,
            options: [
                Options.entity, Options.count, Options.dumpLimit, Options.fields, Options.where, Options.json,
                Options.tables, Options.tableFormat, Options.part, Options.index, Options.strict,
            ],
            groups: [Options.notes], exclusive: [[Options.count, Options.json, Options.fields, Options.tables]],
            examples: [
                "dump mbdump/release --where country=NO --fields id,title,media[].format",
                "dump release.tar.xz --count", "dump mbdump/release --where 'date>=1990' --where barcode? --count",
                "dump mbdump/release --tables tables/ --table-format csv", "dump mbdump/release --part 2/4 --count",
            ],
            run: mbz(DumpCommand.run)),
    ]

    /// The program: its commands, and what its help says about the environment and exit codes.
    static let tool: CommandLineTool = {
        var tool = CommandLineTool(
            Command(name: "mbz", summary: "the command-line client of swift-musicbrainz", subcommands: commands),
            footer: """
                Environment:
                  MUSICBRAINZ_BASE_URL, COVERARTARCHIVE_BASE_URL   the servers (see --base-url, --caa-base-url)
                  MBZ_CACHE_DIR                                    the cache directory
                  MUSICBRAINZ_TOKEN                                an OAuth access token, sent as a bearer token
                  MUSICBRAINZ_USERNAME, MUSICBRAINZ_PASSWORD       HTTP Digest (the password or the digest token)
                  MUSICBRAINZ_CLIENT_ID, MUSICBRAINZ_CLIENT_SECRET the OAuth application of mbz login
                Without them, the commands that need credentials use the token mbz login stored.

                Exit status: 0 done, 1 an error, 2 nothing found, 64 a mistake in the command line.
                """)
        tool.report = MBZContext.report
        return tool
    }()
}
