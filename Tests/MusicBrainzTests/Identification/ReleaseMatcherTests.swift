import Foundation
import MusicBrainz
import Testing

/// The release matcher's signals, tiers and verdicts, on releases built here. The arithmetic of
/// the tiers is checked without the assumed album type (`assumedPrimaryType: nil`); the type has
/// tests of its own.
@Suite struct ReleaseMatcherTests {
    static let matcher = ReleaseMatcher(assumedPrimaryType: nil)

    static func release(
        _ id: String, title: String = "Album", artist: String = "Artist", date: String? = nil, country: String? = nil,
        formats: [MediumFormat?] = [.cd], trackCounts: [Int]? = nil, barcode: String? = nil,
        labels: [(String?, String?)] = [], status: ReleaseStatus? = nil, type: ReleaseGroup.PrimaryType? = nil
    ) -> Release {
        let counts = trackCounts ?? formats.map { _ in 10 }
        let media = zip(formats, counts).enumerated().map { index, pair in
            Medium(position: index + 1, format: pair.0, trackCount: pair.1)
        }
        let credit = ArtistCredit(nameCredits: [
            NameCredit(name: artist, artist: Artist(id: MBID("00000000-0000-4000-8000-000000000001")!, name: artist))
        ])
        return Release(
            id: MBID(id)!, title: title, status: status, artistCredit: credit,
            releaseGroup: type.map {
                ReleaseGroup(id: MBID("00000000-0000-4000-8000-0000000000ff")!, title: title, primaryType: $0)
            },
            date: date.flatMap(PartialDate.init), country: country, barcode: barcode,
            labelInfo: labels.map {
                LabelInfo(
                    catalogNumber: $0.1,
                    label: $0.0.map { Label(id: MBID("00000000-0000-4000-8000-0000000000aa")!, name: $0) })
            },
            media: media)
    }

    static let a = "00000000-0000-4000-8000-00000000000a"
    static let b = "00000000-0000-4000-8000-00000000000b"
    static let c = "00000000-0000-4000-8000-00000000000c"

    func signal(_ signal: ReleaseMatchSignal, _ query: ReleaseQuery, _ release: Release) -> Double? {
        Self.matcher.score(query, release: release).signals[signal]
    }

    /// Equal to within rounding.
    static func approximately(_ value: Double?, _ expected: Double) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-9
    }

    @Test("scores only the signals the query has facts for")
    func onlyGivenSignals() {
        let candidate = Self.matcher.score(ReleaseQuery(title: "Album"), release: Self.release(Self.a))
        #expect(candidate.signals == [.title: 1])
        #expect(candidate.confidence == 1)
    }

    @Test("date: exact, less precise, another day or month, one and two years off, none")
    func date() {
        func score(_ wanted: PartialDate, _ actual: String?) -> Double? {
            signal(.date, ReleaseQuery(date: wanted), Self.release(Self.a, date: actual))
        }
        let full = PartialDate(year: 2013, month: 1, day: 29)
        #expect(score(full, "2013-01-29") == 1)
        #expect(score(PartialDate(year: 2013), "2013-01-29") == 1)
        #expect(score(full, "2013") == 0.9)
        #expect(score(full, "2013-01") == 0.9)
        #expect(score(full, "2013-01-28") == 0.8)
        #expect(score(full, "2013-06-29") == 0.7)
        #expect(score(full, "2012-01-29") == 0.8)
        #expect(score(full, "2015-01-29") == 0.6)
        #expect(score(full, "1984-04-24") == 0)
        #expect(score(full, nil) == 0.25)
    }

    @Test("track count: Picard's formula, more tracks on the release cost less than fewer")
    func trackCount() {
        func score(_ wanted: Int, _ actual: Int) -> Double? {
            signal(.trackCount, ReleaseQuery(trackCount: wanted), Self.release(Self.a, trackCounts: [actual]))
        }
        let tenOfTwelve: Double = 1 - 2.0 / 12 * 2
        let twelveOfTen: Double = 1 - 2.0 / 10 * 3
        let nineOfTwelve: Double = 1 - 3.0 / 12 * 2
        #expect(score(10, 10) == 1)
        #expect(score(10, 12) == tenOfTwelve)
        #expect(score(12, 10) == twelveOfTen)
        #expect(score(9, 12) == nineOfTwelve)
        #expect(score(1, 40) == 0)
        #expect(score(40, 1) == 0)
    }

    @Test("track count of one medium compares each medium")
    func trackCountOfOneMedium() {
        let release = Self.release(Self.a, formats: [.cd, .cd], trackCounts: [12, 9])
        #expect(signal(.trackCount, ReleaseQuery(trackCount: 9, trackScope: .medium), release) == 1)
        #expect(signal(.trackCount, ReleaseQuery(trackCount: 9), release) == 0)
        let twentyOfTwentyOne: Double = 1 - 1.0 / 21 * 2
        #expect(signal(.trackCount, ReleaseQuery(trackCount: 20), release) == twentyOfTwentyOne)
    }

    @Test("country: any release event, worldwide half, another country none")
    func country() {
        #expect(signal(.country, ReleaseQuery(country: "gb"), Self.release(Self.a, country: "GB")) == 1)
        #expect(signal(.country, ReleaseQuery(country: "GB"), Self.release(Self.a, country: "XW")) == 0.5)
        #expect(signal(.country, ReleaseQuery(country: "GB"), Self.release(Self.a, country: "US")) == 0)
        #expect(signal(.country, ReleaseQuery(country: "GB"), Self.release(Self.a)) == 0.5)
    }

    @Test("format: equal, a kind of it, another medium alongside, unknown")
    func format() {
        #expect(signal(.format, ReleaseQuery(format: .cd), Self.release(Self.a, formats: [.cd])) == 1)
        #expect(
            Self.approximately(
                signal(.format, ReleaseQuery(format: .cd), Self.release(Self.a, formats: [.enhancedCD])), 0.9))
        #expect(
            Self.approximately(
                signal(.format, ReleaseQuery(format: .vinyl), Self.release(Self.a, formats: [.twelveInchVinyl])), 0.9))
        #expect(
            Self.approximately(
                signal(.format, ReleaseQuery(format: .cd), Self.release(Self.a, formats: [.cd, .dvdVideo])), 0.9))
        #expect(signal(.format, ReleaseQuery(format: .cd), Self.release(Self.a, formats: [.digitalMedia])) == 0)
        #expect(signal(.format, ReleaseQuery(format: .cd), Self.release(Self.a, formats: [nil])) == 0.5)
    }

    @Test("barcode: UPC-A equals its EAN-13; a different one is 0; none is neutral")
    func barcode() throws {
        let upc = try Barcode(validating: "081227970949")
        #expect(signal(.barcode, ReleaseQuery(barcode: upc), Self.release(Self.a, barcode: "0081227970949")) == 1)
        #expect(signal(.barcode, ReleaseQuery(barcode: upc), Self.release(Self.a, barcode: "075990301024")) == 0)
        #expect(signal(.barcode, ReleaseQuery(barcode: upc), Self.release(Self.a, barcode: "")) == 0.5)
    }

    @Test("catalog number: spacing and case ignored, 0.8 with another label, [none] is none")
    func catalogNumber() {
        let release = Self.release(Self.a, labels: [("Deutsche Grammophon", "474 625-2")])
        #expect(signal(.catalogNumber, ReleaseQuery(catalogNumber: "4746252"), release) == 1)
        #expect(
            signal(.catalogNumber, ReleaseQuery(label: "Deutsche Grammophon", catalogNumber: "474 625-2"), release) == 1
        )
        #expect(signal(.catalogNumber, ReleaseQuery(label: "Decca", catalogNumber: "474 625-2"), release) == 0.8)
        #expect(signal(.catalogNumber, ReleaseQuery(catalogNumber: "474 626-2"), release) == 0)
        let none = Self.release(Self.a, labels: [("Self", "[none]")])
        #expect(signal(.catalogNumber, ReleaseQuery(catalogNumber: "474 625-2"), none) == 0.5)
    }

    @Test("preferences: (n − i) / n for the i-th preferred value, 0 for others")
    func preferences() {
        let query = ReleaseQuery(
            title: "Album", preferredStatuses: [.official, .promotion], preferredTypes: [.album, .ep])
        #expect(signal(.status, query, Self.release(Self.a, status: .official)) == 1)
        #expect(signal(.status, query, Self.release(Self.a, status: .promotion)) == 0.5)
        #expect(signal(.status, query, Self.release(Self.a, status: .bootleg)) == 0)
        #expect(signal(.releaseType, query, Self.release(Self.a, type: .ep)) == 0.5)
        #expect(signal(.releaseType, query, Self.release(Self.a)) == 0)
    }

    @Test("artist: a featured artist, one name of a credit, Various Artists")
    func artist() {
        #expect(
            signal(.artist, ReleaseQuery(artist: "the kid laroi"), Self.release(Self.a, artist: "The Kid LAROI")) == 1)
        let featuring = signal(
            .artist, ReleaseQuery(artist: "Kid LAROI"),
            Self.release(Self.a, artist: "The Kid LAROI feat. Justin Bieber"))
        #expect((featuring ?? 0) > 0.9)
        #expect(
            signal(.artist, ReleaseQuery(artist: "Various Artists"), Self.release(Self.a, artist: "Various Artists"))
                == 1)
        #expect(signal(.artist, ReleaseQuery(artist: "Various"), Self.release(Self.a, artist: "Fleetwood Mac")) == 0)
    }

    @Test("a matching identifier lifts a candidate above one without it, a mismatch caps it at 0.3")
    func identifierTier() throws {
        let barcode = try Barcode(validating: "081227970949")
        let query = ReleaseQuery(title: "Album", barcode: barcode)
        let matching = Self.matcher.score(query, release: Self.release(Self.a, barcode: "081227970949"))
        let missing = Self.matcher.score(query, release: Self.release(Self.b))
        let other = Self.matcher.score(query, release: Self.release(Self.c, barcode: "075990301024"))
        #expect(Self.approximately(matching.confidence, 1))
        #expect(Self.approximately(missing.confidence, 0.4 * 0.5 + 0.6 * 1))
        #expect(Self.approximately(other.confidence, 0.3))
    }

    @Test("preferences make a tenth of the confidence")
    func preferenceTier() {
        let query = ReleaseQuery(title: "Album", preferredStatuses: [.official])
        #expect(
            Self.approximately(
                Self.matcher.score(query, release: Self.release(Self.a, status: .official)).confidence, 1))
        #expect(
            Self.approximately(
                Self.matcher.score(query, release: Self.release(Self.a, status: .bootleg)).confidence, 0.9))
    }

    @Test("weights change the confidence, and 0 turns a signal off")
    func weights() {
        let query = ReleaseQuery(title: "Album", country: "GB")
        let release = Self.release(Self.a, country: "US")
        var matcher = Self.matcher
        matcher.weights = .picard
        #expect(matcher.score(query, release: release).confidence == 17.0 / 19)
        matcher.weights[.country] = 0
        #expect(matcher.weights.country == 0)
        #expect(matcher.score(query, release: release).confidence == 1)
    }

    @Test("verdicts: confident with a lead, ambiguous by how much, no match below the minimum")
    func verdicts() {
        let releases = [Self.release(Self.a, country: "GB"), Self.release(Self.b, country: "US")]
        let clear = Self.matcher.rank(ReleaseQuery(title: "Album", country: "GB"), candidates: releases)
        #expect(clear.best?.release.id == MBID(Self.a))
        #expect(clear.verdict.isConfident)
        #expect(clear.match?.release.id == MBID(Self.a))
        // Two albums of one name by different artists tie: ambiguous, by 0.
        let albums = [Self.release(Self.a, artist: "One"), Self.release(Self.b, artist: "Other")]
        let tied = Self.matcher.rank(ReleaseQuery(title: "Album"), candidates: albums)
        #expect(tied.verdict == .ambiguous(lead: 0))
        #expect(tied.match == nil)
        #expect(tied.best?.release.id == MBID(Self.a), "ties keep the search order")
        #expect(tied.description == "ambiguous between 2 albums (0.00 apart)")
        let none = Self.matcher.rank(ReleaseQuery(title: "Something Else Entirely"), candidates: releases)
        #expect(none.verdict == .noMatch)
        #expect(Self.matcher.rank(ReleaseQuery(title: "Album"), candidates: []).verdict == .noMatch)
    }

    @Test("editions of one album that the query does not tell apart: the album is a confident match")
    func sameAlbum() {
        // The same title and artist without release groups, or one release group: one album.
        let editions = [
            Self.release(
                Self.a, date: "2013-01-28", country: "XE", barcode: "081227967789", status: .official, type: .album),
            Self.release(
                Self.b, date: "1984-04-24", country: "GB", barcode: "075990301024", status: .official, type: .album),
            Self.release(Self.c, date: "1977", country: "US", status: .bootleg, type: .album),
        ]
        let result = Self.matcher.rank(ReleaseQuery(title: "Album", artist: "Artist"), candidates: editions)
        #expect(result.verdict == .confident(lead: 1))
        // Official first, then the earliest: the 1984 GB CD, not the 1977 bootleg.
        #expect(result.match?.release.id == MBID(Self.b))
        #expect(result.editionChoice == .earliest)
        #expect(result.alternativeEditions.map(\.release.id) == [MBID(Self.a), MBID(Self.c)])
        #expect(result.description == "same album, 3 editions (chose the 1984 GB CD as the earliest)")
        // The caller's country comes first.
        let british = Self.matcher.rank(
            ReleaseQuery(title: "Album", artist: "Artist", preferredCountries: ["xe", "GB"]), candidates: editions)
        #expect(british.match?.release.id == MBID(Self.a))
        #expect(british.editionChoice == .preferredCountry("XE"))
        #expect(british.description == "same album, 3 editions (chose the 2013 XE CD by your country)")
        // A fact that tells them apart decides as usual: another edition is contradicted, not tied.
        let dated = Self.matcher.rank(
            ReleaseQuery(title: "Album", artist: "Artist", date: PartialDate(year: 2013)), candidates: editions)
        #expect(dated.match?.release.id == MBID(Self.a))
        #expect(dated.alternativeEditions.isEmpty)
        #expect(dated.editionChoice == nil)
        // Official editions are preferred to others even when later.
        let late = [
            Self.release(Self.a, date: "1970", status: .promotion, type: .album),
            Self.release(Self.b, date: "1990", status: .official, type: .album),
        ]
        let official = Self.matcher.rank(ReleaseQuery(title: "Album"), candidates: late)
        #expect(official.match?.release.id == MBID(Self.b))
        #expect(official.editionChoice == .official)
        // An edition named in the title wins over the plain ones, which it ties within the lead.
        let deluxe = [
            Self.release(Self.a, type: .album),
            Self.release(Self.b, title: "Album (Deluxe Edition)", type: .album),
        ]
        let named = ReleaseMatcher().rank(ReleaseQuery(title: "Album (Deluxe Edition)"), candidates: deluxe)
        #expect(named.match?.release.id == MBID(Self.b))
        #expect(named.editionChoice == .bestMatch)
    }

    @Test("the primary type: an album beats a single of its name, and a single is no match for an album")
    func primaryType() {
        let matcher = ReleaseMatcher()
        let single = Self.release(Self.a, trackCounts: [1], type: .single)
        let album = Self.release(Self.b, trackCounts: [11], type: .album)
        let ep = Self.release(Self.c, trackCounts: [5], type: .ep)
        #expect(matcher.score(ReleaseQuery(title: "Album"), release: album).signals[.primaryType] == 1)
        #expect(matcher.score(ReleaseQuery(title: "Album"), release: ep).signals[.primaryType] == 0.5)
        #expect(matcher.score(ReleaseQuery(title: "Album"), release: single).signals[.primaryType] == 0)
        #expect(matcher.score(ReleaseQuery(title: "Album"), release: Self.release(Self.a)).signals[.primaryType] == 0.5)
        let both = matcher.rank(ReleaseQuery(title: "Album", artist: "Artist"), candidates: [single, album])
        #expect(both.match?.release.id == MBID(Self.b))
        // The album absent: the single named like it is the best, but not what was asked for.
        let alone = matcher.rank(ReleaseQuery(title: "Album", artist: "Artist"), candidates: [single, ep])
        #expect(alone.verdict == .noMatch)
        #expect(alone.best?.release.id == MBID(Self.c))
        #expect(alone.description == "no match: the best is an EP, not an album")
        // Asked for a single, the single matches.
        let asked = matcher.rank(ReleaseQuery(title: "Album", primaryType: .single), candidates: [single, album])
        #expect(asked.match?.release.id == MBID(Self.a))
        // A type word typed at the end of the title asks for that type.
        #expect(matcher.score(ReleaseQuery(title: "Album EP"), release: ep).signals[.primaryType] == 1)
        #expect(matcher.score(ReleaseQuery(title: "Album EP"), release: album).signals[.primaryType] == 0.5)
        let typedEP = matcher.rank(ReleaseQuery(title: "Album EP", artist: "Artist"), candidates: [album, ep])
        #expect(typedEP.match?.release.id == MBID(Self.c))
        let other = matcher.rank(
            ReleaseQuery(title: "Album", artist: "Artist"),
            candidates: [Self.release(Self.a, trackCounts: [5], type: .other)])
        #expect(other.description == "no match: the best is another kind of release, not an album")
        // A track count or tracks say what the release is: no type is assumed.
        #expect(
            matcher.score(ReleaseQuery(title: "Album", trackCount: 1), release: single).signals[.primaryType] == nil)
    }

    @Test("title and artist are one name: a tribute's title does not make up for its artist")
    func nameProduct() {
        let query = ReleaseQuery(title: "Rumours", artist: "Fleetwood Mac")
        let tribute = Self.matcher.score(
            query, release: Self.release(Self.a, title: "Rumours", artist: "Vitamin String Quartet"))
        let artist = tribute.signals[.artist] ?? 1
        #expect(tribute.signals[.title] == 1)
        #expect(Self.approximately(tribute.confidence, artist))
        #expect(tribute.confidence < 0.5)
    }

    @Test("an artist typed into the title is taken as the artist, so karaoke versions drop back")
    func artistFromTitle() {
        let original = Self.release(Self.a, title: "Rumours", artist: "Fleetwood Mac", type: .album)
        let karaoke = Self.release(Self.b, title: "Rumours", artist: "Ameritz Karaoke", type: .album)
        let result = ReleaseMatcher().rank(
            ReleaseQuery(title: "Fleetwood Mac - Rumours"), candidates: [karaoke, original])
        #expect(result.match?.release.id == MBID(Self.a))
        #expect(result.match?.signals[.title] == 0.98)
        #expect(result.match?.signals[.artist] == 1)
        #expect((result.candidates.last?.confidence ?? 1) < 0.7)
        // The caller's query is kept as it was.
        #expect(result.query.artist == nil)
    }

    @Test("a lone candidate leads by its whole confidence")
    func loneCandidate() {
        let result = Self.matcher.rank(ReleaseQuery(title: "Album"), candidates: [Self.release(Self.a)])
        #expect(result.verdict == .confident(lead: 1))
    }

    @Test("the search query has one escaped clause per fact, any of which may match")
    func searchQuery() throws {
        var query = ReleaseQuery(
            title: "drivers license", artist: "AC/DC", trackCount: 3, date: PartialDate(year: 2021))
        query.country = "AT"
        query.format = .digitalMedia
        query.barcode = try Barcode(validating: "0602435848211", checkDigit: .ignore)
        query.catalogNumber = "474 625-2"
        query.label = "Geffen Records"
        #expect(
            try Self.matcher.searchQuery(for: query).luceneString
                == #"release:(drivers license) OR artist:AC\/DC OR barcode:0602435848211 OR catno:"474 625-2" OR label:(Geffen Records) OR tracks:3 OR date:2021 OR country:at OR format:"digital media""#
        )
        var medium = ReleaseQuery(title: "x", trackCount: 9, trackScope: .medium)
        medium.date = PartialDate(year: 987)
        #expect(try Self.matcher.searchQuery(for: medium).luceneString == "release:x OR tracksmedium:9 OR date:0987")
        #expect(throws: MusicBrainzError.self) { try Self.matcher.searchQuery(for: ReleaseQuery(trackCount: 9)) }
    }

    @Test("invalid queries and settings are refused with invalidRequest")
    func validation() {
        func expectInvalid(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
            let error = #expect(throws: MusicBrainzError.self, sourceLocation: sourceLocation) { try body() }
            #expect(error?.code == .invalidRequest, sourceLocation: sourceLocation)
        }
        expectInvalid { try ReleaseQuery().validate() }
        expectInvalid { try ReleaseQuery(title: "  ", artist: "\t").validate() }
        expectInvalid { try ReleaseQuery(trackCount: 0).validate() }
        expectInvalid { try ReleaseQuery(tracks: [LocalTrack(length: .seconds(-1))]).validate() }
        expectInvalid { try ReleaseQuery(country: "GBR").validate() }
        expectInvalid { try ReleaseQuery(date: PartialDate(month: 5)).validate() }
        var matcher = ReleaseMatcher()
        matcher.weights.title = -1
        expectInvalid { try matcher.validate() }
        matcher = ReleaseMatcher(searchLimit: 10)
        expectInvalid { try matcher.validate() }
        matcher = ReleaseMatcher(minimumLead: 2)
        expectInvalid { try matcher.validate() }
        matcher = ReleaseMatcher(lookupLimit: 26)
        expectInvalid { try matcher.validate() }
        matcher = ReleaseMatcher(lengthLimit: .zero)
        expectInvalid { try matcher.validate() }
        #expect(throws: Never.self) { try ReleaseQuery(title: "x", country: "xw").validate() }
        #expect(throws: Never.self) { try ReleaseMatcher().validate() }
    }

    @Test("TOC track lengths come from the offsets at 75 sectors a second")
    func tocLengths() throws {
        let toc = try TOC(validating: "1 3 1000 150 300 675")
        #expect(toc.trackLengths == [.seconds(2), .seconds(5), .nanoseconds(4_333_333_333)])
        let query = toc.releaseQuery
        #expect(query.trackScope == .medium)
        #expect(query.trackCount == 3)
        #expect(query.tracks.map(\.trackNumber) == [1, 2, 3])
    }
}
