import Foundation
import MusicBrainz
import Testing

/// Each rule of `ReleaseSeed.validate(for:)`, with the server behaviour that motivates it
/// (section 17 of the WS/2 reference: MusicBrainz Server `Controller/ReleaseEditor.pm` and its
/// seeding tests `t/selenium/release-editor/Seeding.json5`, "SEEDTEST" below).
@Suite struct ReleaseSeedValidationTests {
    static let mbid = MBID("0798d15b-64e2-499f-9969-70167b1d8617")!
    static let toc = TOC("1 3 192512 150 7100 167475")!

    /// The fields of the problems a seed has.
    static func fields(_ seed: ReleaseSeed, _ destination: ReleaseSeed.Destination = .newRelease) -> [String] {
        seed.problems(for: destination).map(\.field)
    }

    /// The error `validate` throws, which must name `field`.
    static func refusal(
        _ seed: ReleaseSeed, _ destination: ReleaseSeed.Destination = .newRelease,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> MusicBrainzError? {
        #expect(throws: MusicBrainzError.self, sourceLocation: sourceLocation) { try seed.validate(for: destination) }
    }

    @Test("the server's own TOC seed (SEEDTEST toc) and worked example 2 pass")
    func goodSeedsPass() throws {
        let tracks = ["☉", "⧖", "◌"].map { ReleaseSeed.Track(title: $0) }
        let tocSeed = ReleaseSeed(
            title: "Vision Creation Newsun", artistCredit: [ReleaseSeed.NameCredit(artist: Self.mbid)],
            media: [ReleaseSeed.Medium(format: .cd, toc: Self.toc, tracks: tracks)], editNote: "Testing CDTOC attach")
        #expect(tocSeed.problems().isEmpty)
        try tocSeed.validate()
        #expect(ReleaseSeedFixtures.loveBug.problems().isEmpty)
        #expect(ReleaseSeed().problems().isEmpty)
    }

    @Test("the error names the form field, says what is wrong and counts the rest")
    func errorNamesTheField() throws {
        var seed = ReleaseSeed(status: ReleaseStatus(rawValue: "pseudo"))
        seed.media = [ReleaseSeed.Medium(format: .vinyl, toc: Self.toc)]
        let error = try #require(Self.refusal(seed))
        #expect(error.code == .invalidRequest)
        #expect(error.field == "status")
        #expect(error.message.contains("“pseudo”"))
        #expect(error.message.hasSuffix("(and 1 more problem)"))
        #expect(Self.fields(seed) == ["status", "mediums.0.toc"])
    }

    // MARK: Vocabularies: "Invalid status: “pseudo”.", "Invalid packaging: “jewel-case”." (ReleaseStatus.pm, ReleasePackaging.pm)

    @Test("status, packaging, type and format must be English names the site knows, in any case")
    func vocabularyNames() {
        #expect(Self.fields(ReleaseSeed(status: ReleaseStatus(rawValue: "pseudo"))) == ["status"])
        #expect(Self.fields(ReleaseSeed(status: ReleaseStatus(rawValue: "pseudo-release"))).isEmpty)
        #expect(Self.fields(ReleaseSeed(status: .official)).isEmpty)
        #expect(Self.fields(ReleaseSeed(packaging: ReleasePackaging(rawValue: "jewel-case"))) == ["packaging"])
        #expect(Self.fields(ReleaseSeed(packaging: ReleasePackaging(rawValue: "JEWEL CASE"))).isEmpty)
        #expect(Self.fields(ReleaseSeed(packaging: ReleasePackaging(rawValue: "Super Jewel Box"))).isEmpty)
        #expect(Self.fields(ReleaseSeed(primaryType: ReleaseGroup.PrimaryType(rawValue: "LP"))) == ["type"])
        #expect(Self.fields(ReleaseSeed(secondaryTypes: [.compilation, .live])).isEmpty)
        #expect(Self.fields(ReleaseSeed(secondaryTypes: [ReleaseGroup.SecondaryType(rawValue: "Audio drama")])).isEmpty)
        #expect(Self.fields(ReleaseSeed(media: [ReleaseSeed.Medium(format: MediumFormat(rawValue: "cd-r"))])).isEmpty)
        #expect(
            Self.fields(ReleaseSeed(media: [ReleaseSeed.Medium(format: MediumFormat(rawValue: "CD Album"))])) == [
                "mediums.0.format"
            ])
    }

    @Test("a type of the other kind, a repeated secondary type, and types beside a release group are refused")
    func releaseGroupTypes() {
        // The server looks every `type` up in both tables; a typed primary must be a primary.
        #expect(Self.fields(ReleaseSeed(primaryType: ReleaseGroup.PrimaryType(rawValue: "Live"))) == ["type"])
        #expect(Self.fields(ReleaseSeed(secondaryTypes: [ReleaseGroup.SecondaryType(rawValue: "Album")])) == ["type"])
        #expect(
            Self.fields(ReleaseSeed(secondaryTypes: [.live, ReleaseGroup.SecondaryType(rawValue: "live")])) == ["type"])
        // "If the field is present at all, type is ignored" (RE.pm: `elsif (my $types = …)`).
        #expect(Self.fields(ReleaseSeed(releaseGroup: Self.mbid, primaryType: .album)) == ["type"])
        #expect(Self.fields(ReleaseSeed(releaseGroup: Self.mbid)).isEmpty)
    }

    // MARK: Codes: "Invalid language: “kpn”.", "Invalid script: “kpan”.", "Invalid events.N.country" (SEEDTEST no_tracklist)

    @Test("language, script and country must be codes the site knows, in any case")
    func codes() {
        for language in ["eng", "jpn", "ja", "JPN", "ger", "deu", "mul", "zxx"] {
            #expect(Self.fields(ReleaseSeed(language: language)).isEmpty, "\(language)")
        }
        for language in ["english", "en-US", "xqz", ""] {
            #expect(Self.fields(ReleaseSeed(language: language)) == ["language"], "\(language)")
        }
        #expect(Self.fields(ReleaseSeed(script: "Jpan")).isEmpty)
        #expect(Self.fields(ReleaseSeed(script: "latn")).isEmpty)
        #expect(Self.fields(ReleaseSeed(script: "Kpan")) == ["script"])
        #expect(Self.fields(ReleaseSeed(script: "Latin")) == ["script"])
        // Lower case works (SEEDTEST lowercase_country); former countries and XW/XE too.
        for country in ["JP", "jp", "XW", "XE", "SU"] {
            #expect(Self.fields(ReleaseSeed(events: [ReleaseSeed.Event(country: country)])).isEmpty, "\(country)")
        }
        #expect(Self.fields(ReleaseSeed(events: [ReleaseSeed.Event(country: "ZZ")])) == ["events.0.country"])
        #expect(Self.fields(ReleaseSeed(events: [ReleaseSeed.Event(country: "JPN")])) == ["events.0.country"])
    }

    // MARK: Barcode: `trim($barcode) || undef` drops "0"; `none` ticks "no barcode" (SEEDTEST no_barcode)

    @Test("a barcode is digits; 0 alone, letters and an empty one are refused; none is fine")
    func barcode() {
        #expect(Self.fields(ReleaseSeed(barcode: .code("4988064451180"))).isEmpty)
        #expect(Self.fields(ReleaseSeed(barcode: .code("00602547924919"))).isEmpty)
        #expect(Self.fields(ReleaseSeed(barcode: .noBarcode)).isEmpty)
        for bad in ["0", "", "4988064 451180", "ABC123", "４９８８"] {
            #expect(Self.fields(ReleaseSeed(barcode: .code(bad))) == ["barcode"], "\(bad)")
        }
    }

    // MARK: Dates: `^[0-9]+$` per part, and `if (my $num = …)` drops 0 (SEEDTEST mbs-7439, mbs-7250)

    @Test("date parts are positive and in range, a day needs its month, and an event says something")
    func dates() {
        func fields(_ date: PartialDate?, country: String? = nil) -> [String] {
            Self.fields(ReleaseSeed(events: [ReleaseSeed.Event(date: date, country: country)]))
        }
        #expect(fields(PartialDate(year: 2011, month: 5, day: 6)).isEmpty)
        #expect(fields(PartialDate(year: 2011)).isEmpty)
        #expect(fields(PartialDate(month: 5)).isEmpty)
        #expect(fields(PartialDate(year: 0)) == ["events.0.date.year"])
        #expect(fields(PartialDate(year: -5)) == ["events.0.date.year"])
        #expect(fields(PartialDate(year: 2011, month: 13)) == ["events.0.date.month"])
        #expect(fields(PartialDate(year: 2011, month: 0)) == ["events.0.date.month"])
        #expect(fields(PartialDate(year: 2011, month: 2, day: 32)) == ["events.0.date.day"])
        #expect(fields(PartialDate(year: 2011, day: 6)) == ["events.0.date.month"])
        #expect(fields(nil) == ["events.0"])
        #expect(fields(PartialDate()) == ["events.0"])
        #expect(fields(PartialDate(), country: "JP").isEmpty)
    }

    // MARK: Lengths: a value without ":" is read as milliseconds, 0 is "no length" (RE.pm _seeded_track)

    @Test("lengths are sent as whole milliseconds from 1 ms to the database's 2^31 - 1")
    func lengths() throws {
        func fields(_ length: Duration) -> [String] {
            Self.fields(ReleaseSeed(media: [ReleaseSeed.Medium(tracks: [ReleaseSeed.Track(length: length)])]))
        }
        #expect(fields(.milliseconds(242_226)).isEmpty)
        #expect(fields(.microseconds(600)).isEmpty)  // rounds to 1 ms
        #expect(fields(.zero) == ["mediums.0.track.0.length"])
        #expect(fields(.microseconds(400)) == ["mediums.0.track.0.length"])  // rounds to 0
        #expect(fields(.milliseconds(-1)) == ["mediums.0.track.0.length"])
        #expect(fields(.milliseconds(Int64(Int32.max))).isEmpty)
        #expect(fields(.milliseconds(Int64(Int32.max) + 1)) == ["mediums.0.track.0.length"])
        #expect(fields(.seconds(Int64.max)) == ["mediums.0.track.0.length"])
    }

    // MARK: TOC: CDTOC.pm new_from_toc, the track-count check, canHaveDiscID (SEEDTEST toc)

    @Test("a TOC must start at track 1 (Invalid mediums.N.toc)")
    func tocFirstTrack() throws {
        let lunar = try TOC(validating: "2 11 225781 150 11512 34143 50747 63640 98491 123534 174410 195438 201127")
        let error = try #require(Self.refusal(ReleaseSeed(media: [ReleaseSeed.Medium(toc: lunar)])))
        #expect(error.field == "mediums.0.toc")
        #expect(error.message.contains("first track is 1"))
    }

    @Test("a TOC and the tracks must agree on the count, a pregap track not counted")
    func tocTrackCount() {
        func medium(_ count: Int, pregap: Bool = false) -> ReleaseSeed {
            var tracks = (0..<count).map { ReleaseSeed.Track(title: "t\($0)") }
            if pregap { tracks.insert(ReleaseSeed.Track(title: "hidden", isPregap: true), at: 0) }
            return ReleaseSeed(media: [ReleaseSeed.Medium(format: .cd, toc: Self.toc, tracks: tracks)])
        }
        #expect(Self.fields(medium(3)).isEmpty)
        #expect(Self.fields(medium(0)).isEmpty)  // the editor makes one track per TOC track
        #expect(Self.fields(medium(4)) == ["mediums.0.toc"])
        #expect(Self.fields(medium(2)) == ["mediums.0.toc"])
        // A pregap beside a TOC shifts the TOC's lengths onto the wrong tracks (17.13).
        #expect(Self.fields(medium(3, pregap: true)) == ["mediums.0.track.0.pregap"])
    }

    @Test("a TOC needs a format that can have disc IDs, or none; otherwise no Add disc ID edit")
    func tocFormat() {
        for format in [
            MediumFormat.cd, .enhancedCD, .hdcd, MediumFormat(rawValue: "Copy Control CD"),
            MediumFormat(rawValue: "other"),
        ] {
            #expect(
                Self.fields(ReleaseSeed(media: [ReleaseSeed.Medium(format: format, toc: Self.toc)])).isEmpty,
                "\(format)")
        }
        #expect(Self.fields(ReleaseSeed(media: [ReleaseSeed.Medium(toc: Self.toc)])).isEmpty)
        for format in [MediumFormat.vinyl, .digitalMedia, .cassette, .dvdVideo] {
            #expect(
                Self.fields(ReleaseSeed(media: [ReleaseSeed.Medium(format: format, toc: Self.toc)])) == [
                    "mediums.0.toc"
                ],
                "\(format)")
        }
    }

    @Test("only the first track of a medium can be the pregap track (SEEDTEST pregap)")
    func pregap() {
        let first = ReleaseSeed(media: [
            ReleaseSeed.Medium(tracks: [ReleaseSeed.Track(title: "h", isPregap: true), ReleaseSeed.Track(title: "1")])
        ])
        #expect(Self.fields(first).isEmpty)
        let second = ReleaseSeed(media: [
            ReleaseSeed.Medium(tracks: [ReleaseSeed.Track(title: "1"), ReleaseSeed.Track(title: "h", isPregap: true)])
        ])
        #expect(Self.fields(second) == ["mediums.0.track.1.pregap"])
    }

    // MARK: Track numbers: `s/^0+(\d+)/$1/` (RE.pm _seeded_track)

    @Test("a track number with a zero before a digit is refused, since the server strips it")
    func trackNumbers() {
        func fields(_ number: String) -> [String] {
            Self.fields(
                ReleaseSeed(media: [ReleaseSeed.Medium(tracks: [ReleaseSeed.Track(title: "x", number: number)])]))
        }
        for good in ["1", "7", "10", "A1", "0", "B02", "½"] { #expect(fields(good).isEmpty, "\(good)") }
        for bad in ["01", "007", "00"] { #expect(fields(bad) == ["mediums.0.track.0.number"], "\(bad)") }
    }

    // MARK: Entries that say nothing, and names the editor ignores next to an MBID (_seeded_label, _seeded_artist_credit_name)

    @Test("an empty label, name credit or track credit is refused, and so is a name beside an MBID")
    func emptyEntries() {
        #expect(Self.fields(ReleaseSeed(labels: [ReleaseSeed.Label()])) == ["labels.0"])
        #expect(Self.fields(ReleaseSeed(labels: [ReleaseSeed.Label(catalogNumber: "RZCD-45118")])).isEmpty)
        #expect(
            Self.fields(ReleaseSeed(labels: [ReleaseSeed.Label(label: Self.mbid, name: "avex trax")])) == [
                "labels.0.name"
            ])
        let nobody = ReleaseSeed.NameCredit(artist: nil, artistName: nil, name: nil, joinPhrase: " & ")
        #expect(Self.fields(ReleaseSeed(artistCredit: [nobody])) == ["artist_credit.names.0"])
        let both = ReleaseSeed.NameCredit(artist: Self.mbid, artistName: "Boredoms", name: nil, joinPhrase: "")
        #expect(Self.fields(ReleaseSeed(artistCredit: [both])) == ["artist_credit.names.0.artist.name"])
        #expect(
            Self.fields(ReleaseSeed(artistCredit: [ReleaseSeed.NameCredit(artistName: "JAY-Z", name: "JAYZ")])).isEmpty)
        let emptyTrackCredit = ReleaseSeed(media: [
            ReleaseSeed.Medium(tracks: [ReleaseSeed.Track(title: "x", artistCredit: [])])
        ])
        #expect(Self.fields(emptyTrackCredit) == ["mediums.0.track.0.artist_credit"])
        let trackCredit = ReleaseSeed(
            media: [ReleaseSeed.Medium(tracks: [ReleaseSeed.Track(title: "x", artistCredit: [nobody])])])
        #expect(Self.fields(trackCredit) == ["mediums.0.track.0.artist_credit.names.0"])
    }

    // MARK: Text: trim() removes control, zero-width and invalid characters and collapses white space (Data/Utils.pm)

    @Test("text that the server would drop or change is refused; titles keep quotes, < and any script")
    func text() {
        #expect(Self.fields(ReleaseSeed(title: "0")).isEmpty)  // SEEDTEST title_is_0
        #expect(Self.fields(ReleaseSeed(title: #"“Quoted” <b>&'s "AC/DC""#)).isEmpty)
        #expect(Self.fields(ReleaseSeed(title: "ビジョン・クリエイション・ニューサン")).isEmpty)
        for bad in [
            "", "   ", "line\nbreak", "tab\there", "bell\u{07}", "c1\u{85}", "zero\u{200B}width", "soft\u{AD}hyphen",
            "bom\u{FEFF}", "non\u{FFFF}char", "pua\u{F0000}",
        ] {
            #expect(Self.fields(ReleaseSeed(title: bad)) == ["name"], "\(bad.debugDescription)")
        }
        // The annotation and edit note are passed through raw: line breaks and tabs are fine.
        #expect(Self.fields(ReleaseSeed(annotation: "Line one\nLine two\r\n\tindented")).isEmpty)
        #expect(Self.fields(ReleaseSeed(annotation: "bell\u{07}")) == ["annotation"])
        #expect(Self.fields(ReleaseSeed(editNote: "Seen at\nhttps://example.com/label")).isEmpty)
        // A join phrase keeps its spaces: " & " and a lone space are fine, a tab is not.
        #expect(
            Self.fields(ReleaseSeed(artistCredit: [ReleaseSeed.NameCredit(artistName: "A", joinPhrase: " ")])).isEmpty)
        #expect(
            Self.fields(ReleaseSeed(artistCredit: [ReleaseSeed.NameCredit(artistName: "A", joinPhrase: "\t")]))
                == ["artist_credit.names.0.join_phrase"])
    }

    // MARK: Edit note: isInvalidEditNote.js

    @Test(
        "an edit note the editor refuses is refused: only punctuation, white space or invisible characters, or one ASCII character"
    )
    func editNote() {
        for bad in [".", "x", "$", "  ...  ", "!?", "\u{200B}\u{200B}", "- - -"] {
            #expect(Self.fields(ReleaseSeed(editNote: bad)) == ["edit_note"], "\(bad.debugDescription)")
        }
        for good in ["ok", "Source: the back cover", "é", "音"] {
            #expect(Self.fields(ReleaseSeed(editNote: good)).isEmpty, "\(good)")
        }
    }

    // MARK: URLs and link types: _seeded_url (non-deprecated release–url type, numeric)

    @Test("links are http(s) with a positive, non-deprecated link type")
    func links() throws {
        let discogs = try #require(URL(string: "https://www.discogs.com/release/1234567"))
        #expect(Self.fields(ReleaseSeed(links: [ReleaseSeed.ExternalLink(url: discogs, linkType: .discogs)])).isEmpty)
        #expect(Self.fields(ReleaseSeed(links: [ReleaseSeed.ExternalLink(url: discogs)])).isEmpty)
        let ftp = try #require(URL(string: "ftp://example.com/x"))
        #expect(Self.fields(ReleaseSeed(links: [ReleaseSeed.ExternalLink(url: ftp)])) == ["urls.0.url"])
        let relative = try #require(URL(string: "release/1"))
        #expect(Self.fields(ReleaseSeed(links: [ReleaseSeed.ExternalLink(url: relative)])) == ["urls.0.url"])
        for bad in [0, -76, 78, 83] {
            #expect(
                Self.fields(
                    ReleaseSeed(links: [ReleaseSeed.ExternalLink(url: discogs, linkType: .init(rawValue: bad))]))
                    == ["urls.0.link_type"], "\(bad)")
        }
    }

    @Test("a redirect URI is http(s) and has no release_mbid of its own")
    func redirectURI() throws {
        #expect(Self.fields(ReleaseSeed(redirectURI: URL(string: "http://localhost:8765/done?state=1"))).isEmpty)
        #expect(Self.fields(ReleaseSeed(redirectURI: URL(string: "myapp://seeded"))) == ["redirect_uri"])
        #expect(
            Self.fields(ReleaseSeed(redirectURI: URL(string: "http://localhost:8765/done?release_mbid=x"))) == [
                "redirect_uri"
            ])
    }

    // MARK: Lists: CGI::Expand max_array = 100000 ("CGI param array limit exceeded", a server error)

    @Test("a list of 100,000 entries is refused; 99,999 is not")
    func listLimit() {
        let many = ReleaseSeed(
            links: Array(repeating: ReleaseSeed.ExternalLink(url: URL(string: "https://example.com")!), count: 100_000))
        #expect(Self.fields(many) == ["urls"])
        var fewer = many
        fewer.links.removeLast()
        #expect(Self.fields(fewer).isEmpty)
    }

    // MARK: Existing releases: labels replace the list (MBS-13579), media replace the media (init.js releaseLoaded)

    @Test("on an existing release, labels and media are refused unless replacing names them")
    func existingRelease() {
        let seed = ReleaseSeed(
            title: "New title", labels: [ReleaseSeed.Label(catalogNumber: "X-1")],
            media: [ReleaseSeed.Medium(format: .cd)])
        #expect(Self.fields(seed).isEmpty)
        #expect(Self.fields(seed, .existingRelease(Self.mbid)) == ["labels", "mediums"])
        #expect(Self.fields(seed, .existingRelease(Self.mbid, replacing: .labels)) == ["mediums"])
        #expect(Self.fields(seed, .existingRelease(Self.mbid, replacing: [.labels, .media])).isEmpty)
        let linksOnly = ReleaseSeed(
            links: [ReleaseSeed.ExternalLink(url: URL(string: "https://example.com/r")!)], editNote: "Adding a link")
        #expect(Self.fields(linksOnly, .existingRelease(Self.mbid)).isEmpty)
    }
}
