import Foundation
import MusicBrainz

/// The "what people type" matching data set (issue 23): search pages built around the albums of
/// the recorded release lookups, and the album names people type for them, one style of
/// alteration at a time.
///
/// Each album of the recorded lookups (a release group with a full track list: *Rumours*,
/// *In Rainbows*, *Nevermind*, …) seeds scenarios. A scenario is one typed query and the search
/// page it gets: the album's editions (the recorded ones, and generated ones from other
/// countries, years and formats), near-titled albums by the same artist (a volume 2, a "2.1"),
/// a single and an EP named after the title track, the artist's compilation, a live album,
/// tribute, string-quartet and karaoke releases by other artists, a various-artists
/// compilation with one of its tracks, and a few recorded releases that share a title word.
/// Some styles first give the album a title or an artist name of that style (a subtitle, a
/// volume number, a name with diacritics, with "The", with `&`, with a featured artist), from
/// lists of real names; the rest of the album stays its recorded self.
///
/// The page is ordered and scored as a Lucene search for the typed words would order it
/// (``TypedMatchPools/luceneOrder(_:title:artist:seed:)``), so the first hit is sometimes the
/// album and sometimes not. A scenario's right answers are the album's editions (the one whose
/// title carries an edition suffix when the query names it and the pool has it). Every scenario
/// also has an *absent* twin: the same query against the page without any edition of the album,
/// where no verdict may be confident.
struct TypedMatchPools {
    /// How the typed name differs from the album's title and artist.
    enum Style: String, CaseIterable {
        case exact
        case subtitle
        case edition
        case typo
        case `case`
        case diacritics
        case number
        case and
        case the
        case featuring
        case artistInTitle = "artist-in-title"
        case punctuation
    }

    struct Scenario {
        var index: Int
        var style: Style
        var family: String
        /// What was typed, as `mbz album "TITLE" --artist ARTIST` would send it.
        var query: ReleaseQuery
        var noise: String
        /// The page, in search order, with each hit's score.
        var hits: [SearchResult<Release>]
        /// The right answers; empty for an absent scenario.
        var acceptable: Set<MBID>
        var isAbsent: Bool
        var isTuning: Bool
    }

    var scenarios: [Scenario] = []
    var familyCount = 0

    /// One album of the recorded lookups: its editions (same release group) and its facts.
    struct Seed {
        var editions: [Release]
        var title: String
        var artist: ArtistCredit
        var group: ReleaseGroup
        var tracks: [Track]
    }

    init(corpus: MatchCorpus, seed: UInt64, variants: Int) {
        let seeds = Self.seeds(corpus)
        familyCount = seeds.count
        let noisePool = corpus.pools.flatMap(\.releases).filter { $0.artistCredit != nil }
        for (seedIndex, album) in seeds.enumerated() {
            for style in Style.allCases {
                for variant in 0..<variants {
                    var random = SplitMix64(
                        seed: seed ^ MatchDataset.fnv1a("\(album.group.id)|\(style.rawValue)|\(variant)"))
                    guard let made = Self.scenario(album, style: style, variant: variant, using: &random) else {
                        continue
                    }
                    let tuning = MatchDataset.fnv1a("\(album.group.id)|\(variant)") % 2 == 0
                    let others = Self.noise(noisePool, excluding: album, seedIndex: seedIndex, using: &random)
                    let present = made.family + others
                    scenarios.append(
                        Scenario(
                            index: scenarios.count, style: style, family: album.title, query: made.query,
                            noise: made.noise,
                            hits: Self.luceneOrder(
                                present, title: made.query.title, artist: made.query.artist, seed: random.next()),
                            acceptable: made.acceptable, isAbsent: false, isTuning: tuning))
                    let absent = present.filter { $0.releaseGroup?.id != made.albumGroup }
                    scenarios.append(
                        Scenario(
                            index: scenarios.count, style: style, family: album.title, query: made.query,
                            noise: made.noise + "; album not in the pool",
                            hits: Self.luceneOrder(
                                absent, title: made.query.title, artist: made.query.artist, seed: random.next()),
                            acceptable: [], isAbsent: true, isTuning: tuning))
                }
            }
        }
    }

    // MARK: - Seeds

    /// The albums of the recorded lookups: release groups with a full track list and an artist
    /// credit, each with every recorded edition.
    static func seeds(_ corpus: MatchCorpus) -> [Seed] {
        var byGroup: [MBID: [Release]] = [:]
        for release in corpus.lookups.values {
            guard let group = release.releaseGroup, group.primaryType != nil, release.artistCredit != nil,
                MatchCorpus.trackCount(release) > 0
            else { continue }
            byGroup[group.id, default: []].append(release)
        }
        return byGroup.values.compactMap { editions -> Seed? in
            let sorted = editions.sorted { $0.id < $1.id }
            guard let first = sorted.first, let group = first.releaseGroup, let artist = first.artistCredit else {
                return nil
            }
            let tracks = (first.media ?? []).flatMap { $0.tracks ?? [] }
            return Seed(editions: sorted, title: group.title, artist: artist, group: group, tracks: tracks)
        }.sorted { $0.group.id < $1.group.id }
    }

    // MARK: - One scenario

    struct Made {
        var query: ReleaseQuery
        var noise: String
        var family: [Release]
        var acceptable: Set<MBID>
        var albumGroup: MBID
    }

    /// Real names for the styles that need an artist of their kind.
    static let diacriticArtists = [
        "Björk", "Motörhead", "Sigur Rós", "Mötley Crüe", "Beyoncé", "Hüsker Dü", "Blue Öyster Cult",
        "Queensrÿche", "Céline Dion", "Röyksopp", "Die Ärzte", "Françoise Hardy", "Michael Bublé", "Mùm",
        "Zoé", "Maxïmo Park",
    ]
    static let theArtists = [
        "The Beatles", "The Cure", "The Smiths", "The Strokes", "The Killers", "The National", "The Who",
        "The Kinks", "The Doors", "The Clash", "The Byrds", "The Zombies",
    ]
    static let andArtists = [
        "Simon & Garfunkel", "Hall & Oates", "Florence + the Machine", "Mumford & Sons", "Echo & the Bunnymen",
        "Belle and Sebastian", "Sly & the Family Stone", "Tom Petty and the Heartbreakers", "Nick Cave & the Bad Seeds",
        "Iron & Wine", "Matt and Kim", "Chase & Status",
    ]
    static let punctuatedArtists = [
        "R.E.M.", "AC/DC", "Guns N’ Roses", "Panic! at the Disco", "Jay‐Z", "Sinéad O’Connor", "t.A.T.u.", "N.W.A",
        "Godspeed You! Black Emperor", "Ke$ha", "Sunn O)))", "Earth, Wind & Fire",
    ]
    static let featuredArtists = [
        "Beyoncé", "Rihanna", "Pharrell Williams", "Nate Dogg", "Chris Martin", "Elton John", "Dua Lipa",
        "Kendrick Lamar",
    ]
    static let subtitles = [
        "The Gift & The Curse", "Songs from the Road", "A Retrospective", "Original Motion Picture Soundtrack",
        "Music from the Film", "The Sessions Revisited", "The Lost Tapes", "Letters Home", "Requiem for the Fallen",
        "Love and Theft",
    ]
    static let editionSuffixes = [
        "(Deluxe Edition)", "[Remastered]", "(Expanded Edition)", "(20th Anniversary Edition)", "- Deluxe Edition",
        "(Bonus Track Version)", "(Remastered 2011)", "[Special Edition]", "(Super Deluxe)",
    ]

    static func scenario(_ seed: Seed, style: Style, variant: Int, using random: inout SplitMix64) -> Made? {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func chance(_ p: Double) -> Bool { Double(random.next() % 1_000_000) / 1_000_000 < p }
        var title = seed.title
        var artist = seed.artist
        var typedTitle = title
        var typedArtist: String? = artist.name
        var noise = style.rawValue
        var deluxeTitle: String?  // an edition of the album whose title names the edition
        var numberTitles: [String] = []  // near-titled albums by the same artist
        var deluxeIsTarget = false
        // Near-titled albums: numbered ones by default.
        numberTitles = ["\(seed.title) 2", "\(seed.title) Vol. 2"]

        switch style {
        case .exact:
            break
        case .subtitle:
            // The album's title gets a subtitle; half of them carry a number in the main title,
            // and a near-titled album with another number is in the pool (The Blueprint² and
            // The Blueprint 2.1).
            let subtitle = pick(subtitles)
            let separator = pick([": ", " - ", " – ", " (", " ["])
            let closer = separator == " (" ? ")" : separator == " [" ? "]" : ""
            if chance(0.5) {
                let main = seed.title + pick(["²", " 2", " II"])
                title = main + separator + subtitle + closer
                typedTitle = main
                numberTitles = ["\(seed.title) 2.1", "\(seed.title) 3", seed.title]
            } else {
                title = seed.title + separator + subtitle + closer
                typedTitle = seed.title
                numberTitles = ["\(seed.title) 2", "\(seed.title): Part II"]
            }
            noise += ": typed \"\(typedTitle)\" for \"\(title)\""
        case .edition:
            let suffix = pick(editionSuffixes)
            if variant % 2 == 0 {
                // A suffix added to what the album is called; half the time the pool has that edition.
                typedTitle = seed.title + " " + suffix
                if chance(0.5) { deluxeTitle = typedTitle }
                noise += ": added \"\(suffix)\"" + (deluxeTitle != nil ? " (that edition exists)" : "")
            } else {
                // The user holds the deluxe edition but types the plain title.
                deluxeTitle = seed.title + " " + suffix
                deluxeIsTarget = true
                typedTitle = seed.title
                noise += ": dropped \"\(suffix)\""
            }
        case .typo:
            let count = chance(0.5) ? 1 : 2
            typedTitle = typo(title, count: count, using: &random)
            if chance(0.4) { typedArtist = typo(artist.name, count: 1, using: &random) }
            noise += ": \(count) in the title" + (typedArtist != artist.name ? ", 1 in the artist" : "")
        case .case:
            typedTitle = recase(title, using: &random)
            typedArtist = recase(artist.name, using: &random)
        case .diacritics:
            if !hasDiacritics(title) && !hasDiacritics(artist.name) {
                artist = credit(pick(diacriticArtists))
            }
            let transliterate = chance(0.4)
            typedTitle = transliterate ? transliterated(title) : stripped(title)
            typedArtist = transliterate ? transliterated(artist.name) : stripped(artist.name)
            noise += transliterate ? ": transliterated (ö as oe)" : ": diacritics dropped"
        case .number:
            // The album is a numbered volume; the query writes the number another way.
            let n = 2 + Int(random.next() % 3)
            let forms: [(String, String)] = [
                (
                    "\(seed.title) Vol. \(n)",
                    pick(["\(seed.title) Volume \(n)", "\(seed.title) Vol \(n)", "\(seed.title) \(n)"])
                ),
                ("\(seed.title) \(roman(n))", "\(seed.title) \(n)"),
                ("\(seed.title) \(n)", "\(seed.title) \(roman(n))"),
                ("\(seed.title)\(superscript(n))", "\(seed.title) \(n)"),
                ("\(seed.title) \(n).0", "\(seed.title) \(n)"),
                ("\(seed.title), Pt. \(n)", "\(seed.title) Part \(n)"),
            ]
            let form = pick(forms)
            title = form.0
            typedTitle = form.1
            numberTitles = [
                "\(seed.title) Vol. \(n + 1)",
                "\(seed.title) \(n - 1 == 1 ? "" : String(n - 1))".trimmingCharacters(in: .whitespaces),
                "\(seed.title) \(n).1",
            ]
            noise += ": \"\(typedTitle)\" for \"\(title)\""
        case .and:
            if !(artist.name.contains("&") || artist.name.contains(" and ") || artist.name.contains("+")) {
                artist = credit(pick(andArtists))
            }
            typedArtist = swapAnd(artist.name, using: &random)
            typedTitle = swapAnd(title, using: &random)
            noise += ": \"\(typedArtist ?? "")\""
        case .the:
            if chance(0.7) {
                if !artist.name.lowercased().hasPrefix("the ") { artist = credit(pick(theArtists)) }
                typedArtist = String(artist.name.dropFirst(4))
                noise += ": \"The\" dropped from the artist"
            } else if title.lowercased().hasPrefix("the ") {
                typedTitle = String(title.dropFirst(4))
                noise += ": \"The\" dropped from the title"
            } else {
                typedArtist = "The " + artist.name
                noise += ": \"The\" added to the artist"
            }
        case .featuring:
            let guest = pick(featuredArtists)
            let marker = pick([" feat. ", " ft. ", " featuring ", " with ", " Feat. "])
            if chance(0.5) {
                // The credit names a guest the user leaves out.
                artist = ArtistCredit(nameCredits: [
                    NameCredit(name: artist.name, joinPhrase: " feat. ", artist: artist.nameCredits[0].artist),
                    NameCredit(name: guest, artist: Artist(id: mbid("artist|\(guest)"), name: guest)),
                ])
                typedArtist = chance(0.5) ? artist.nameCredits[0].name : artist.nameCredits[0].name + marker + guest
                noise += ": credit with a guest, typed \"\(typedArtist ?? "")\""
            } else {
                typedArtist = artist.name + marker + guest
                noise += ": a guest typed, \"\(typedArtist ?? "")\""
            }
        case .artistInTitle:
            let form = Int(random.next() % 5)
            switch form {
            case 0: typedTitle = "\(artist.name) - \(title)"
            case 1: typedTitle = "\(title) - \(artist.name)"
            case 2: typedTitle = "\(artist.name) \(title)"
            case 3: typedTitle = "\(title) \(artist.name)"
            default: typedTitle = "\(artist.name): \(title)"
            }
            if chance(0.7) { typedArtist = nil }
            noise += ": \"\(typedTitle)\"" + (typedArtist == nil ? ", no artist" : "")
        case .punctuation:
            if !title.contains(where: { "!?.,'’:#/-()".contains($0) })
                && !artist.name.contains(where: { "!?.,'’/-".contains($0) })
            {
                artist = credit(pick(punctuatedArtists))
            }
            typedTitle = repunctuate(title, using: &random)
            typedArtist = repunctuate(artist.name, using: &random)
            noise += ": \"\(typedTitle)\" / \"\(typedArtist ?? "")\""
        }

        // The family: editions of the album, and what a search for it brings along.
        let albumGroup = mbid("group|\(seed.group.id)|\(style)|\(variant)")
        let group = ReleaseGroup(
            id: albumGroup, title: title, primaryType: seed.group.primaryType, secondaryTypes: seed.group.secondaryTypes
        )
        var family: [Release] = []
        var acceptable: Set<MBID> = []
        let countries = ["GB", "US", "DE", "JP", "XE", "XW", "FR", "NL"]
        let formats: [MediumFormat] = [.cd, .vinyl, .digitalMedia, .cassette]
        // Recorded editions, with the album's title and artist of this scenario.
        for (index, edition) in seed.editions.enumerated() {
            var release = edition
            release.id = mbid("edition|\(edition.id)|\(style)|\(variant)")
            release.title = title
            release.artistCredit = artist
            release.releaseGroup = group
            family.append(release)
            if index == 0, let tracks = edition.media {
                _ = tracks
            }
        }
        // Generated editions: other countries, years, formats and barcodes.
        let extra = 1 + Int(random.next() % 3)
        let base = seed.editions[0]
        for index in 0..<extra {
            var release = base
            release.id = mbid("generated|\(seed.group.id)|\(style)|\(variant)|\(index)")
            release.title = title
            release.artistCredit = artist
            release.releaseGroup = group
            let country = pick(countries)
            release.country = country
            let year = (base.date?.year ?? 2000) + 1 + Int(random.next() % 25)
            release.date = PartialDate(year: year, month: 1 + Int(random.next() % 12))
            release.releaseEvents = [ReleaseEvent(date: release.date, area: nil)]
            release.barcode = String(format: "%012llu", random.next() % 1_000_000_000_000)
            let format = pick(formats)
            release.media = base.media?.map { medium in
                var medium = medium
                medium.format = format
                return medium
            }
            release.status = chance(0.85) ? .official : pick([.promotion, .bootleg])
            family.append(release)
        }
        acceptable = Set(family.map(\.id))
        if let deluxeTitle {
            var release = base
            release.id = mbid("deluxe|\(seed.group.id)|\(style)|\(variant)")
            release.title = deluxeTitle
            release.artistCredit = artist
            release.releaseGroup = group
            release.date = PartialDate(year: (base.date?.year ?? 2000) + 10 + Int(random.next() % 10))
            // The deluxe edition has bonus tracks.
            release.media = base.media.map { media in
                media.map { medium in
                    var medium = medium
                    medium.trackCount = (medium.trackCount ?? medium.tracks?.count ?? 10) + 3
                    return medium
                }
            }
            family.append(release)
            if deluxeIsTarget {
                acceptable.insert(release.id)
            } else {
                // The query names this edition: it is the one right answer.
                acceptable = [release.id]
            }
        }

        let artistName = artist.name
        let firstTrack = seed.tracks.first?.title ?? title
        func make(
            _ key: String, _ name: String, credit: ArtistCredit, type: ReleaseGroup.PrimaryType?,
            secondary: [ReleaseGroup.SecondaryType] = [], tracks: Int
        ) -> Release {
            let id = mbid("\(key)|\(seed.group.id)|\(style)|\(variant)")
            return Release(
                id: id, title: name, status: .official, artistCredit: credit,
                releaseGroup: ReleaseGroup(
                    id: mbid("group|" + id.description), title: name, primaryType: type, secondaryTypes: secondary),
                date: PartialDate(year: (base.date?.year ?? 2000) + Int(random.next() % 12)), country: pick(countries),
                media: [Medium(position: 1, format: pick(formats), trackCount: tracks)], trackCount: tracks)
        }
        // Near-titled albums by the same artist.
        for (index, name) in numberTitles.enumerated() where name != title {
            family.append(make("near\(index)", name, credit: artist, type: .album, tracks: 8 + Int(random.next() % 8)))
        }
        // A single and an EP named after the title track (a single only, when the album is an EP).
        family.append(make("single", title, credit: artist, type: .single, tracks: 1 + Int(random.next() % 3)))
        if chance(0.5), seed.group.primaryType == .album {
            family.append(
                make(
                    "ep", title + pick(["", " - EP", " EP"]), credit: artist, type: .ep,
                    tracks: 4 + Int(random.next() % 3)))
        }
        // The artist's compilation and a live album.
        family.append(
            make(
                "best",
                pick(
                    ["Greatest Hits", "The Best of \(artistName)", "The Essential \(artistName)"].filter {
                        ![MatchCorpus.key(title), MatchCorpus.key(seed.title), MatchCorpus.key(typedTitle)].contains(
                            MatchCorpus.key($0))
                    }), credit: artist,
                type: .album, secondary: [.compilation], tracks: 16))
        family.append(
            make(
                "live", pick(["\(title) (Live)", "\(title) Live", "Live at Wembley", "\(title): Live in Paris"]),
                credit: artist, type: .album, secondary: [.live], tracks: 14))
        // Other artists: tributes, a string quartet, karaoke, a various-artists compilation.
        let various = credit("Various Artists", id: MBID("89ad4ac3-39f7-470e-963a-56509c546377"))
        family.append(
            make("tribute", "A Tribute to \(artistName): \(title)", credit: various, type: .album, tracks: 12))
        family.append(
            make(
                "quartet", "The String Quartet Tribute to \(artistName)’s \(title)",
                credit: credit("Vitamin String Quartet"),
                type: .album, tracks: 11))
        family.append(
            make(
                "karaoke", pick(["\(title) (Karaoke Version)", "Sing the Hits of \(artistName)", title]),
                credit: credit(pick(["Karaoke Hits Band", "The Karaoke Crew", "Ameritz Karaoke"])), type: .album,
                tracks: 10))
        family.append(
            make(
                "va", "Now That’s What I Call Music! \(30 + Int(random.next() % 60))", credit: various, type: .album,
                secondary: [.compilation], tracks: 40))
        if chance(0.5) {
            family.append(
                make(
                    "cover", firstTrack, credit: credit(pick(["Pomplamoose", "Postmodern Jukebox", "Halocene"])),
                    type: .single, tracks: 1))
        }

        var query = ReleaseQuery(title: typedTitle, artist: typedArtist)
        if typedArtist == nil { query.artist = nil }
        return Made(query: query, noise: noise, family: family, acceptable: acceptable, albumGroup: albumGroup)
    }

    /// A few recorded releases that share nothing with the album: what else a search brings.
    static func noise(
        _ pool: [Release], excluding album: Seed, seedIndex: Int, using random: inout SplitMix64
    ) -> [Release] {
        // Never the album itself (its recorded editions are in the family already) or another
        // release of its title: those would be right answers the scenario does not know of.
        let title = MatchCorpus.key(album.title)
        let candidates = pool.filter { $0.releaseGroup?.id != album.group.id && MatchCorpus.key($0.title) != title }
        guard !candidates.isEmpty else { return [] }
        let count = 2 + Int(random.next() % 3)
        return (0..<count).map { _ in candidates[Int(random.next() % UInt64(candidates.count))] }
            .reduce(into: [Release]()) { list, release in
                if !list.contains(where: { $0.id == release.id }) { list.append(release) }
            }
    }

    // MARK: - Lucene order

    /// Orders releases as a Lucene search for the typed words would: per field (title,
    /// artist), each matching term scores its inverse document frequency (over the page) times
    /// the field's length norm (1/√terms), the sum is scaled by the share of query terms that
    /// matched (the coordination factor), and scores are given relative to the best (100).
    /// Ties keep a shuffled order (Lucene's index order), so the first hit among equals is luck.
    static func luceneOrder(
        _ releases: [Release], title: String?, artist: String?, seed: UInt64
    ) -> [SearchResult<Release>] {
        let queryTerms = Array(Set(terms(title ?? "") + terms(artist ?? "")))
        let fields = releases.map { (terms($0.title), terms($0.artistCredit?.name ?? "")) }
        func df(_ term: String) -> Int { fields.filter { $0.0.contains(term) || $0.1.contains(term) }.count }
        let idf = Dictionary(
            uniqueKeysWithValues: queryTerms.map { ($0, 1 + log(Double(releases.count) / Double(df($0) + 1))) })
        var scored: [(Release, Double, UInt64)] = []
        for (index, release) in releases.enumerated() {
            let (titleTerms, artistTerms) = fields[index]
            var score = 0.0
            var matched = 0
            for term in queryTerms {
                var hit = false
                if titleTerms.contains(term) {
                    score += (idf[term] ?? 1) / sqrt(Double(max(1, titleTerms.count)))
                    hit = true
                }
                if artistTerms.contains(term) {
                    score += (idf[term] ?? 1) / sqrt(Double(max(1, artistTerms.count)))
                    hit = true
                }
                if hit { matched += 1 }
            }
            score *= queryTerms.isEmpty ? 0 : Double(matched) / Double(queryTerms.count)
            scored.append((release, score, MatchDataset.fnv1a("\(seed)|\(release.id)")))
        }
        scored.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
        let top = max(scored.first?.1 ?? 1, 1e-9)
        return scored.map { release, score, _ in
            SearchResult(item: MatchCorpus.searchShape(release), score: Int((100 * score / top).rounded()))
        }
    }

    /// A search index's terms: lower case, diacritics folded, split at anything but letters and digits.
    static func terms(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    // MARK: - Text alterations

    static func mbid(_ key: String) -> MBID {
        var a = MatchDataset.fnv1a(key)
        var b = MatchDataset.fnv1a(key + "|2")
        let bytes = withUnsafeBytes(of: &a) { Array($0) } + withUnsafeBytes(of: &b) { Array($0) }
        let uuid = UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], (bytes[6] & 0x0F) | 0x40, bytes[7],
                (bytes[8] & 0x3F) | 0x80, bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
        return MBID(uuid: uuid)
    }

    static func credit(_ name: String, id: MBID? = nil) -> ArtistCredit {
        ArtistCredit(nameCredits: [NameCredit(name: name, artist: Artist(id: id ?? mbid("artist|\(name)"), name: name))]
        )
    }

    static func hasDiacritics(_ text: String) -> Bool { stripped(text) != text }

    static func stripped(_ text: String) -> String {
        text.folding(options: .diacriticInsensitive, locale: nil)
    }

    static func transliterated(_ text: String) -> String {
        var text = text
        for (from, to) in [
            ("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss"), ("ø", "oe"),
            ("Ø", "Oe"), ("å", "aa"), ("ÿ", "y"),
        ] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return stripped(text)
    }

    static func recase(_ text: String, using random: inout SplitMix64) -> String {
        switch random.next() % 3 {
        case 0: text.lowercased()
        case 1: text.uppercased()
        default: text.capitalized
        }
    }

    static func swapAnd(_ text: String, using random: inout SplitMix64) -> String {
        if text.contains(" & ") {
            return text.replacingOccurrences(of: " & ", with: random.next() % 2 == 0 ? " and " : " + ")
        }
        if text.contains(" + ") { return text.replacingOccurrences(of: " + ", with: " and ") }
        if text.contains(" and ") { return text.replacingOccurrences(of: " and ", with: " & ") }
        return text
    }

    static func repunctuate(_ text: String, using random: inout SplitMix64) -> String {
        var text = text
        switch random.next() % 3 {
        case 0:
            // Curly apostrophes typed straight, and the other way round.
            text = text.replacingOccurrences(of: "’", with: "'")
            if !text.contains("'") { text = text.filter { !"!?.,:#/()$".contains($0) } }
        case 1:
            // Punctuation left out.
            text = text.filter { !"!?.,:#'’/()$".contains($0) }
        default:
            // Hyphens and slashes as spaces.
            text = text.replacingOccurrences(of: "‐", with: " ").replacingOccurrences(of: "-", with: " ")
                .replacingOccurrences(of: "/", with: " ").replacingOccurrences(of: ".", with: "")
        }
        return text.split(separator: " ").joined(separator: " ")
    }

    static func typo(_ text: String, count: Int, using random: inout SplitMix64) -> String {
        var characters = Array(text)
        for _ in 0..<count {
            let letters = characters.indices.filter { characters[$0].isLetter }
            guard letters.count >= 4 else { break }
            let at = letters[1 + Int(random.next() % UInt64(letters.count - 1))]
            switch random.next() % 4 {
            case 0 where at + 1 < characters.count && characters[at + 1].isLetter: characters.swapAt(at, at + 1)
            case 1: characters.remove(at: at)
            case 2: characters.insert(characters[at], at: at)
            default:
                let keys = Array("qwertyuiopasdfghjklzxcvbnm")
                characters[at] = keys[Int(random.next() % UInt64(keys.count))]
            }
        }
        return String(characters)
    }

    static func roman(_ n: Int) -> String { ["", "I", "II", "III", "IV", "V", "VI", "VII"][min(n, 7)] }

    static func superscript(_ n: Int) -> String { ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷"][min(n, 7)] }
}
