import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz seed FILE --html OUT`: the page that opens MusicBrainz's release editor filled in, from
/// a JSON `ReleaseSeed`; and the page `mbz identify --seed FILE` writes when nothing matches.
enum SeedCommand {
    /// The JSON example `mbz seed --help` prints (a test decodes and validates it).
    static let example = """
        {
          "title": "Songs from the Attic",
          "artistCredit": [
            {"artistName": "The Example Band", "joinPhrase": " & "},
            {"artistName": "Ana Muñoz", "name": "Ana"}
          ],
          "primaryType": "Album",
          "status": "Official",
          "language": "eng",
          "script": "Latn",
          "barcode": "5012345678900",
          "events": [{"date": "2024-05-17", "country": "GB"}],
          "labels": [{"name": "Attic Records", "catalogNumber": "ATTIC-001"}],
          "media": [
            {
              "format": "CD",
              "toc": "1 3 192512 150 7100 167475",
              "tracks": [
                {"title": "Dust", "length": 92666},
                {"title": "The Long Way Down", "length": 2138333},
                {"title": "Lights Out", "length": 333826,
                 "artistCredit": [{"artistName": "Ana Muñoz"}]}
              ]
            }
          ],
          "links": [{"url": "https://www.discogs.com/release/1234567", "linkType": 76}],
          "editNote": "Track list and TOC from my copy; barcode and catalog number from its back cover."
        }
        """

    static let details = """
        Reads a release from FILE (- for standard input), checks it as the release editor reads it, and
        writes with --html an HTML page that posts it to <site>/release/add when opened in a browser (the
        user reviews it there and enters the edits; mbz sends nothing). Without --html, prints the POST:
        its URL and the urlencoded body. A key or value the JSON cannot have, or a field the editor would
        refuse or drop, exits with status 64 and names the JSON key path or the form field.

        FILE is a JSON object with the keys of the library's ReleaseSeed, every one optional; lengths are
        integer milliseconds, dates YYYY, YYYY-MM or YYYY-MM-DD, a barcode digits or "none", a TOC its
        numbers separated by spaces; unknown keys are refused. For example:

        \(example.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))

        Other keys: releaseGroup (an MBID, instead of primaryType and secondaryTypes), secondaryTypes,
        disambiguation, annotation, packaging, makesVotable, redirectURI; in labels, label (an MBID); in
        artistCredit, artist (an MBID) and name (as credited); in media, title; in tracks, number,
        recording (an MBID), isPregap.
        """

    static func run(_ ctx: MBZContext) async throws -> Int32 {
        guard let file = ctx.positional.first else { throw UsageError("seed needs FILE, a JSON release") }
        let seed = try read(file, ctx)
        let form = try ReleaseEditorPage.form(seed, site: ctx[Options.seedCommandSiteURL], source: file)
        guard let output = ctx[Options.seedHTML] else {
            ctx.io.print("POST \(form.action.absoluteString)")
            ctx.io.print("Content-Type: application/x-www-form-urlencoded; charset=UTF-8")
            ctx.io.print("")
            ctx.io.print(String(decoding: form.urlEncodedBody, as: UTF8.self))
            return 0
        }
        try ReleaseEditorPage.write(form, to: output)
        ctx.io.print("\(output): \(form.fields.count) fields, posted to \(form.action.absoluteString)")
        return 0
    }

    /// The seed in a JSON file (`-`: standard input).
    static func read(_ path: String, _ ctx: MBZContext) throws -> ReleaseSeed {
        let data = try ctx.contents(of: path)
        do {
            return try ReleaseSeed(json: data)
        } catch {
            throw UsageError("\(path): \(error.message)")
        }
    }
}

/// The release editor page of `mbz seed` and `mbz identify --seed`.
enum ReleaseEditorPage {
    /// The seed's form on the site (default musicbrainz.org), validated: a refusal is a usage
    /// error naming the form field.
    static func form(_ seed: ReleaseSeed, site: URL?, source: String) throws -> ReleaseEditorForm {
        do {
            return try seed.form(site: site ?? ReleaseEditorForm.musicBrainzWebsite)
        } catch {
            throw UsageError("\(source): \(error.message)")
        }
    }

    /// Writes the page to a file.
    static func write(_ form: ReleaseEditorForm, to path: String) throws {
        do {
            try Data(form.html.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw UsageError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// `mbz identify … --seed FILE`: the release editor page written when nothing matches, built
/// from the command line (the TOC, the tracks, `--album`, `--artist`, `--edit-note`) and
/// checked before any request is sent.
struct SeedPage {
    let path: String
    /// The form of the command line's seed, validated.
    let form: ReleaseEditorForm
    let site: URL?
    let editNote: String?
    /// Whether the seed has tracks of the user's own (`--tracks`), which a CD stub does not replace.
    let hasTracks: Bool
    let album: String?
    let artist: String?

    /// `nil` without `--seed`.
    init?(_ ctx: MBZContext, toc: TOC?, album: String?, tracks: [LocalTrack]?) throws {
        guard let path = ctx[Options.seedPage] else {
            if ctx.invocation.has(Options.seedEditNote) {
                throw UsageError("\(Options.seedEditNote) is the note of the \(Options.seedPage) page; give both")
            }
            return nil
        }
        self.path = path
        site = ctx[Options.seedSiteURL]
        editNote = ctx[Options.seedEditNote]
        hasTracks = tracks != nil
        self.album = album
        artist = ctx[ExampleOptions.artist]
        // A CD is seeded as one CD medium with the TOC (lengths, disc ID) and the tracks' titles
        // and artists; local files without a TOC as Digital Media, by disc number.
        var seed = ReleaseSeed(title: album, artist: artist, tracks: tracks ?? [], toc: toc)
        seed.editNote = editNote
        form = try ReleaseEditorPage.form(seed, site: site, source: "\(Options.seedPage)")
    }

    /// Writes the page if MusicBrainz has no release for the disc (the library's
    /// `DiscIdentification.seed`), and says so on standard error.
    /// - Returns: The path written, or `nil`.
    func write(for identification: DiscIdentification, _ ctx: MBZContext) throws -> String? {
        guard let librarySeed = identification.seed else {
            skip(
                identification.disc != nil
                    ? "MusicBrainz knows the disc"
                    : "releases fit the TOC (attach the disc ID to yours at the submission URL)", ctx)
            return nil
        }
        guard case .cdStub = identification.outcome, !hasTracks else {
            try writeUnmatched(ctx, what: "this disc")
            return path
        }
        // A CD stub's track list seeds the page, as MusicBrainz's "Import CD stub" does.
        var seed = librarySeed
        if let album { seed.title = album }
        if let artist { seed.artistCredit = [ReleaseSeed.NameCredit(artistName: artist)] }
        seed.editNote = editNote
        var stubForm = form
        do {
            stubForm = try seed.form(site: site ?? ReleaseEditorForm.musicBrainzWebsite)
        } catch {
            ctx.note("the CD stub cannot seed the page (\(error.message)); it has the TOC alone")
        }
        try ReleaseEditorPage.write(stubForm, to: path)
        ctx.io.error(
            "no release has this disc ID, only a CD stub: \(path) opens the release editor filled in from it (open it in a browser to add the release)"
        )
        return path
    }

    /// Writes the page after nothing matched, and says so on standard error.
    func writeUnmatched(_ ctx: MBZContext, what: String = "these tracks") throws {
        try ReleaseEditorPage.write(form, to: path)
        ctx.io.error(
            "nothing matched \(what): \(path) opens the release editor filled in (open it in a browser to add the release)"
        )
    }

    /// Says why the page was not written.
    func skip(_ reason: String, _ ctx: MBZContext) {
        ctx.note("\(path) not written: \(reason)")
    }
}
