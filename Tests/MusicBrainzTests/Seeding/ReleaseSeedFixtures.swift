import Foundation
import MusicBrainz

/// Seeds the seeding tests share: the worked examples of section 17.12 of the WS/2 reference,
/// and a seed built to stress the form (non-ASCII, quotes, `<`, a 99-track medium, several media).
enum ReleaseSeedFixtures {
    static func mbid(_ text: String) -> MBID { MBID(text) ?? MBID(uuid: UUID()) }

    /// Worked example 2: two CDs, a joint artist credit, a label with two catalog numbers, a
    /// featured artist on one track (`mbs:root/static/tests/seed-love-bug.html` MBIDs).
    static let loveBug = ReleaseSeed(
        title: "the Love Bug (Deluxe)", primaryType: .album, secondaryTypes: [.compilation], status: .official,
        packaging: ReleasePackaging(rawValue: "Digipak"), language: "jpn", script: "Jpan",
        barcode: .code("4988064451180"),
        events: [ReleaseSeed.Event(date: PartialDate(year: 2011, month: 5, day: 6), country: "JP")],
        labels: [
            ReleaseSeed.Label(label: mbid("72a46579-e9a0-405a-8ee1-e6e6b63b8212"), catalogNumber: "RZCD-45118"),
            ReleaseSeed.Label(label: mbid("72a46579-e9a0-405a-8ee1-e6e6b63b8212"), catalogNumber: "RZCD-45119"),
        ],
        artistCredit: [
            ReleaseSeed.NameCredit(artist: mbid("22dd2db3-88ea-4428-a7a8-5cd3acf23175"), joinPhrase: " & "),
            ReleaseSeed.NameCredit(artistName: "JAY-Z", name: "JAYZ"),
        ],
        media: [
            ReleaseSeed.Medium(
                format: .cd,
                tracks: [
                    ReleaseSeed.Track(
                        title: "the Love Bug", length: .milliseconds(242_226),
                        recording: mbid("0cf3008f-e246-428f-abc1-35f87d584d60")),
                    ReleaseSeed.Track(title: "the Love Bug (Big Bug NYC remix)", length: .seconds(222)),
                ]),
            ReleaseSeed.Medium(
                format: .cd, title: "Remixes",
                tracks: [
                    ReleaseSeed.Track(
                        title: "the Love Bug (club mix)", length: .milliseconds(245_000),
                        artistCredit: [
                            ReleaseSeed.NameCredit(
                                artist: mbid("22dd2db3-88ea-4428-a7a8-5cd3acf23175"), joinPhrase: " feat. "),
                            ReleaseSeed.NameCredit(artistName: "Example Guest"),
                        ])
                ]),
        ],
        links: [
            ReleaseSeed.ExternalLink(url: URL(string: "https://www.discogs.com/release/1234567")!, linkType: .discogs)
        ],
        editNote: "Source: https://example.com/label/RZCD-45118")

    /// Worked example 2 as the form fields the reference lists (with `3:42` as 222000 ms).
    static let loveBugFields: [(String, String)] = [
        ("name", "the Love Bug (Deluxe)"), ("type", "Album"), ("type", "Compilation"), ("barcode", "4988064451180"),
        ("language", "jpn"), ("script", "Jpan"), ("status", "Official"), ("packaging", "Digipak"),
        ("events.0.date.year", "2011"), ("events.0.date.month", "5"), ("events.0.date.day", "6"),
        ("events.0.country", "JP"),
        ("labels.0.mbid", "72a46579-e9a0-405a-8ee1-e6e6b63b8212"), ("labels.0.catalog_number", "RZCD-45118"),
        ("labels.1.mbid", "72a46579-e9a0-405a-8ee1-e6e6b63b8212"), ("labels.1.catalog_number", "RZCD-45119"),
        ("artist_credit.names.0.mbid", "22dd2db3-88ea-4428-a7a8-5cd3acf23175"),
        ("artist_credit.names.0.join_phrase", " & "), ("artist_credit.names.1.name", "JAYZ"),
        ("artist_credit.names.1.artist.name", "JAY-Z"),
        ("mediums.0.format", "CD"), ("mediums.0.track.0.name", "the Love Bug"), ("mediums.0.track.0.length", "242226"),
        ("mediums.0.track.0.recording", "0cf3008f-e246-428f-abc1-35f87d584d60"),
        ("mediums.0.track.1.name", "the Love Bug (Big Bug NYC remix)"), ("mediums.0.track.1.length", "222000"),
        ("mediums.1.format", "CD"), ("mediums.1.name", "Remixes"),
        ("mediums.1.track.0.name", "the Love Bug (club mix)"),
        ("mediums.1.track.0.length", "245000"),
        ("mediums.1.track.0.artist_credit.names.0.mbid", "22dd2db3-88ea-4428-a7a8-5cd3acf23175"),
        ("mediums.1.track.0.artist_credit.names.0.join_phrase", " feat. "),
        ("mediums.1.track.0.artist_credit.names.1.artist.name", "Example Guest"),
        ("urls.0.url", "https://www.discogs.com/release/1234567"), ("urls.0.link_type", "76"),
        ("edit_note", "Source: https://example.com/label/RZCD-45118"),
    ]

    /// The TOC of worked example 1 (the server's `seeds/toc.html`).
    static let visionCreationTOC = TOC("1 3 192512 150 7100 167475")

    /// A seed that stresses the form: names in several scripts, quotes, `&`, `<` and `>` in
    /// titles, a 99-track CD with its TOC, a second CD, and a digital medium.
    static let stress: ReleaseSeed = {
        // 99 tracks of 3000 sectors (40 s) each from sector 150; the lead-out closes the last.
        let offsets = (0..<99).map { 150 + $0 * 3000 }
        let toc = try? TOC(lastTrack: 99, leadoutOffset: 150 + 99 * 3000, offsets: offsets)
        let names = [
            "Café “Noir” <live>", "Tom & Jerry's \"Theme\"", "ビジョン・クリエイション", "Мир", "عربي", "🎵 emoji",
            "a</form><script>x</script>",
        ]
        let tracks = (0..<99).map { index in
            ReleaseSeed.Track(title: "\(index + 1). " + names[index % names.count])
        }
        return ReleaseSeed(
            title: #"Sigur Rós & “Friends” <Live> 'n' "Quoted""#, primaryType: .album, secondaryTypes: [.live],
            disambiguation: "the <b>bold</b> edition", annotation: "Line one\nLine two: < & >\n\ttabbed",
            status: .official, language: "isl", script: "Latn", barcode: .noBarcode,
            events: [ReleaseSeed.Event(date: PartialDate(year: 2007), country: "IS")],
            artistCredit: [
                ReleaseSeed.NameCredit(artistName: "Sigur Rós", joinPhrase: " & "),
                ReleaseSeed.NameCredit(artistName: "Björk", name: "Björk Guðmundsdóttir"),
            ],
            media: [
                ReleaseSeed.Medium(format: .cd, title: "Disc <1>", toc: toc, tracks: tracks),
                ReleaseSeed.Medium(
                    format: .cd, title: "Disc 2",
                    tracks: [
                        ReleaseSeed.Track(title: "Hoppípolla", number: "A1", length: .milliseconds(268_000)),
                        ReleaseSeed.Track(),
                        ReleaseSeed.Track(title: "Ný batterí", length: .milliseconds(491_000)),
                    ]),
                ReleaseSeed.Medium(format: .digitalMedia),
            ],
            links: [ReleaseSeed.ExternalLink(url: URL(string: "https://example.com/a?b=1&c=%3C")!, linkType: .discogs)],
            editNote: "Seeded by a test: “quotes”, <tags> & ampersands", makesVotable: true,
            redirectURI: URL(string: "http://127.0.0.1:9/done?state=a%20b&x=1"))
    }()
}
