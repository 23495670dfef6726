import Foundation
import MusicBrainz

/// The matching benchmark's data set: queries made from a candidate's own data with realistic
/// noise, each with the answers that count as right.
///
/// A query holds some facts of its target (title, artist, year or date, country, format, track
/// count, track list, barcode, label, catalog number), each present with a fixed probability,
/// and then noised as a user or a tagger would: case changed, diacritics dropped, a word
/// dropped, a bracketed suffix or a leading "the" dropped, a suffix such as "(Remastered)"
/// added, a typo, `&` for "and"; only the year of the date, or a year off by one (then not a
/// fact); a general format (`Vinyl` for `12" Vinyl`); track lengths rounded to seconds and off
/// by up to 4 s, one of them sometimes by 10–20 s; track titles perturbed the same way; one
/// track missing.
///
/// Right answers: every candidate of the pool whose facts equal the target's on every fact the
/// query holds, before the noise (so ties among releases the query cannot tell apart count as
/// right). A query *identifies a single release* when those are exactly the releases identical
/// to the target on every fact the data set knows.
struct MatchDataset {
    enum Fact: String, CaseIterable {
        case title, artist, year, date, country, format
        case trackCount = "track-count"
        case tracks, barcode, label
        case catalogNumber = "catalog-number"
    }

    struct Case {
        var index: Int
        var pool: Int
        var target: MBID
        var query: ReleaseQuery
        var facts: Set<Fact>
        var noise: [String]
        /// The candidates that agree with the target on the query's facts.
        var acceptable: Set<MBID>
        /// The candidates identical to the target on every fact.
        var identical: Set<MBID>
        /// The half the weights may be tuned on (`false`: the held-out half).
        var isTuning: Bool
        /// Whether the target was left out of the candidates: the release the user has is not
        /// among the hits (not in MusicBrainz, or beyond the search limit). Only a true duplicate
        /// of it is right; the verdict should not be confident otherwise.
        var isAbsent = false
        var identifiesSingleRelease: Bool { !isAbsent && acceptable == identical }
    }

    var cases: [Case] = []

    init(corpus: MatchCorpus, seed: UInt64, variants: Int) {
        for (poolIndex, pool) in corpus.pools.enumerated() {
            let facts = pool.releases.map { Facts(corpus.lookups[$0.id] ?? $0) }
            for (targetIndex, release) in pool.releases.enumerated() {
                let target = facts[targetIndex]
                let tuning = Self.fnv1a(release.id.description) % 2 == 0
                for variant in 0..<variants {
                    var random = SplitMix64(
                        seed: seed ^ Self.fnv1a("\(pool.name)|\(release.id)|\(variant)"))
                    guard var made = Self.makeQuery(target, using: &random) else { continue }
                    let acceptable = zip(pool.releases, facts).filter { _, candidate in
                        made.facts.allSatisfy {
                            candidate.agrees(with: target, on: $0, query: made.query, keptTracks: made.keptTracks)
                        }
                    }
                    let identical = zip(pool.releases, facts).filter { _, candidate in candidate.isIdentical(to: target)
                    }
                    made.noise.sort()
                    cases.append(
                        Case(
                            index: cases.count, pool: poolIndex, target: release.id, query: made.query,
                            facts: made.facts, noise: made.noise, acceptable: Set(acceptable.map(\.0.id)),
                            identical: Set(identical.map(\.0.id)), isTuning: tuning))
                }
                // The same kind of query, with the target left out of the candidates.
                var random = SplitMix64(seed: seed ^ Self.fnv1a("\(pool.name)|\(release.id)|absent"))
                guard pool.releases.count >= 2, var made = Self.makeQuery(target, using: &random) else { continue }
                let duplicates = zip(pool.releases, facts).filter { other, candidate in
                    other.id != release.id && candidate.isIdentical(to: target)
                }
                made.noise.sort()
                var absent = Case(
                    index: cases.count, pool: poolIndex, target: release.id, query: made.query, facts: made.facts,
                    noise: made.noise + ["release not among the candidates"], acceptable: Set(duplicates.map(\.0.id)),
                    identical: Set(duplicates.map(\.0.id)), isTuning: tuning)
                absent.isAbsent = true
                cases.append(absent)
            }
        }
    }

    // MARK: - Facts

    /// The facts of a release as the data set compares them.
    struct Facts {
        var release: Release
        var title: String?
        var artist: String?
        var date: PartialDate?
        var dates: [PartialDate]
        var country: String?
        var countries: Set<String>
        var formats: [String]
        var trackCount: Int?
        var tracks: [(title: String?, milliseconds: Int?)]?
        var barcode: String?
        var labels: Set<String>
        var catalogNumbers: Set<String>

        init(_ release: Release) {
            self.release = release
            title = MatchCorpus.key(release.title)
            artist = MatchCorpus.key(release.artistCredit?.name)
            date = release.date
            dates = (release.releaseEvents ?? []).compactMap(\.date) + [release.date].compactMap { $0 }
            country = release.country?.uppercased()
            countries = Set(
                ((release.releaseEvents ?? []).flatMap { $0.area?.iso31661Codes ?? [] }
                    + [release.country].compactMap { $0 })
                    .map { $0.uppercased() })
            formats = (release.media ?? []).map { $0.format?.rawValue ?? "" }
            let counts = (release.media ?? []).map { $0.trackCount ?? $0.tracks?.count }
            trackCount =
                !counts.isEmpty && counts.allSatisfy { $0 != nil }
                ? counts.reduce(0) { $0 + ($1 ?? 0) } : release.trackCount
            if MatchCorpus.trackCount(release) > 0 {
                tracks = (release.media ?? []).flatMap { $0.tracks ?? [] }.map { track in
                    (MatchCorpus.key(track.title), track.length.map { Int($0 / .milliseconds(1)) })
                }
            }
            let digits = (release.barcode ?? "").filter(\.isNumber).drop { $0 == "0" }
            barcode = digits.isEmpty ? nil : String(digits)
            labels = Set((release.labelInfo ?? []).compactMap { MatchCorpus.key($0.label?.name) })
            catalogNumbers = Set(
                (release.labelInfo ?? []).compactMap { info in
                    MatchCorpus.key(info.catalogNumber).map { $0.replacingOccurrences(of: " ", with: "") }
                })
        }

        /// Whether this candidate agrees with the target on one fact of a query; `keptTracks` are
        /// the target's tracks the query holds (all of them unless one was dropped).
        func agrees(with target: Facts, on fact: Fact, query: ReleaseQuery, keptTracks: [Int]) -> Bool {
            switch fact {
            case .title: return title != nil && title == target.title
            case .artist: return artist != nil && artist == target.artist
            case .year: return target.date?.year != nil && dates.contains { $0.year == target.date?.year }
            case .date: return target.date != nil && dates.contains(target.date ?? PartialDate())
            case .country: return target.country != nil && countries.contains(target.country ?? "")
            case .format:
                let wanted = Set(MatchCorpus.key(query.format?.rawValue)?.split(separator: " ") ?? [])
                return formats.contains {
                    Set((MatchCorpus.key($0) ?? "").split(separator: " ")).isSuperset(of: wanted)
                }
            case .trackCount: return trackCount != nil && trackCount == target.trackCount
            case .tracks:
                guard let tracks, let other = target.tracks else { return false }
                let wanted = keptTracks.map { other[$0] }
                if wanted.count == other.count {
                    return tracks.count == other.count
                        && zip(tracks, other).allSatisfy { a, b in
                            a.title == b.title && Self.sameLength(a.milliseconds, b.milliseconds)
                        }
                }
                // A track missing from the query: the candidate has the rest, in order.
                var next = 0
                for track in tracks where next < wanted.count {
                    if track.title == wanted[next].title
                        && Self.sameLength(track.milliseconds, wanted[next].milliseconds)
                    {
                        next += 1
                    }
                }
                return next == wanted.count
            case .barcode: return barcode != nil && barcode == target.barcode
            case .label:
                guard let wanted = MatchCorpus.key(query.label) else { return false }
                return labels.contains(wanted)
            case .catalogNumber:
                guard let wanted = MatchCorpus.key(query.catalogNumber)?.replacingOccurrences(of: " ", with: "")
                else { return false }
                return catalogNumbers.contains(wanted)
            }
        }

        /// Whether this candidate equals the target on every fact the data set knows.
        func isIdentical(to target: Facts) -> Bool {
            guard
                title == target.title, artist == target.artist, Set(dates) == Set(target.dates),
                countries == target.countries,
                formats == target.formats, trackCount == target.trackCount, barcode == target.barcode,
                labels == target.labels, catalogNumbers == target.catalogNumbers
            else { return false }
            switch (tracks, target.tracks) {
            case (nil, nil): return true
            case (let a?, let b?):
                return a.count == b.count
                    && zip(a, b).allSatisfy {
                        $0.title == $1.title && Self.sameLength($0.milliseconds, $1.milliseconds)
                    }
            default: return false
            }
        }

        static func sameLength(_ a: Int?, _ b: Int?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let a?, let b?): return abs(a - b) <= 2000
            default: return false
            }
        }
    }

    // MARK: - Queries

    /// A query from the target's facts, noised; `nil` when the target has no title or artist.
    static func makeQuery(
        _ target: Facts, using random: inout SplitMix64
    ) -> (
        query: ReleaseQuery, facts: Set<Fact>, noise: [String], keptTracks: [Int]
    )? {
        let release = target.release
        var query = ReleaseQuery()
        var facts: Set<Fact> = []
        var noise: [String] = []
        func chance(_ probability: Double) -> Bool { Double(random.next() % 1_000_000) / 1_000_000 < probability }

        let artistName = release.artistCredit?.name
        let wantsTitle = chance(0.95) || artistName == nil
        if wantsTitle {
            var (text, applied) = noisy(release.title, using: &random)
            if !text.contains("("), chance(0.1) {
                // What a tagger or a store adds to the title of any edition.
                text += " " + ["(Remastered)", "[Deluxe Edition]", "(Expanded Edition)"][Int(random.next() % 3)]
                applied.append("bracketed suffix added")
            }
            query.title = text
            facts.insert(.title)
            noise += applied.map { "title: " + $0 }
        }
        if let artistName, chance(0.85) || !wantsTitle {
            let (text, applied) = noisy(artistName, using: &random)
            query.artist = text
            facts.insert(.artist)
            noise += applied.map { "artist: " + $0 }
        }
        if let date = release.date, let year = date.year, chance(0.55) {
            if chance(0.15) {
                // A wrong year (the original release's, a reissue's, a typo): not a fact.
                query.date = PartialDate(year: year + (chance(0.5) ? 1 : -1))
                noise.append("date: year off by one")
            } else if date.month != nil, chance(0.35) {
                query.date = date
                facts.insert(.date)
            } else {
                query.date = PartialDate(year: year)
                facts.insert(.year)
                if date.month != nil { noise.append("date: year only") }
            }
        }
        if let country = release.country, chance(0.3) {
            query.country = chance(0.3) ? country.lowercased() : country
            facts.insert(.country)
        }
        if let format = release.media?.first?.format, chance(0.4) {
            var name = format.rawValue
            if name.hasSuffix("Vinyl"), name != "Vinyl", chance(0.5) {
                name = "Vinyl"
                noise.append("format: general")
            }
            query.format = MediumFormat(rawValue: name)
            facts.insert(.format)
        }
        if let count = target.trackCount, chance(0.35) {
            query.trackCount = count
            facts.insert(.trackCount)
        }
        var keptTracks: [Int] = []
        if target.tracks != nil, chance(0.5) {
            let withTitles = chance(0.85)
            let withLengths = chance(0.9)
            let withNumbers = chance(0.7)
            let trackTotal = target.tracks?.count ?? 0
            // An incomplete local album: one track missing.
            let dropped = trackTotal >= 4 && chance(0.2) ? Int(random.next() % UInt64(trackTotal)) : nil
            // One track of another version: its length far off.
            let odd = trackTotal >= 2 && chance(0.1) ? Int(random.next() % UInt64(trackTotal)) : nil
            var number = 0
            var tracks: [LocalTrack] = []
            for (mediumIndex, medium) in (release.media ?? []).enumerated() {
                for (index, track) in (medium.tracks ?? []).enumerated() {
                    number += 1
                    if number - 1 == dropped { continue }
                    keptTracks.append(number - 1)
                    var local = LocalTrack()
                    if withTitles {
                        if chance(0.3) {
                            local.title = noisy(track.title, using: &random).text
                        } else {
                            local.title = track.title
                        }
                    }
                    if withLengths, let length = track.length {
                        let seconds = Int((Double(length / .milliseconds(1)) / 1000).rounded())
                        var offset = Int(random.next() % 9) - 4
                        if number - 1 == odd { offset += (chance(0.5) ? 1 : -1) * (10 + Int(random.next() % 11)) }
                        local.length = .seconds(max(1, seconds + offset))
                    }
                    if withNumbers {
                        local.trackNumber = track.position ?? index + 1
                        local.discNumber = medium.position ?? mediumIndex + 1
                    }
                    tracks.append(local)
                }
            }
            query.tracks = tracks
            facts.insert(.tracks)
            if withLengths { noise.append("tracks: lengths ±4 s") }
            if withTitles { noise.append("tracks: titles perturbed") }
            if dropped != nil { noise.append("tracks: one missing") }
            if withLengths, odd != nil, odd != dropped { noise.append("tracks: one length 10–20 s off") }
        }
        if let barcode = release.barcode.flatMap({ try? Barcode(validating: $0, checkDigit: .ignore) }), chance(0.1) {
            query.barcode = barcode
            facts.insert(.barcode)
        }
        if let info = release.labelInfo?.first {
            if let name = info.label?.name, chance(0.1) {
                query.label = name
                facts.insert(.label)
            }
            if let number = info.catalogNumber, MatchCorpus.key(number) != nil, MatchCorpus.key(number) != "none",
                chance(0.08)
            {
                query.catalogNumber = number
                facts.insert(.catalogNumber)
            }
        }
        guard query.title != nil || query.artist != nil else { return nil }
        return (query, facts, noise, keptTracks)
    }

    /// Text with one or two kinds of noise.
    static func noisy(_ text: String, using random: inout SplitMix64) -> (text: String, applied: [String]) {
        func chance(_ probability: Double) -> Bool { Double(random.next() % 1_000_000) / 1_000_000 < probability }
        var text = text
        var applied: [String] = []
        if text.contains("("), chance(0.5), let open = text.firstIndex(of: "(") {
            let cut = text[..<open].trimmingCharacters(in: .whitespaces)
            if !cut.isEmpty {
                text = cut
                applied.append("bracketed suffix dropped")
            }
        }
        if text.hasPrefix("The "), chance(0.4) {
            text = String(text.dropFirst(4))
            applied.append("\"the\" dropped")
        }
        if text.contains(" & "), chance(0.5) {
            text = text.replacingOccurrences(of: " & ", with: " and ")
            applied.append("& as and")
        }
        var words = text.split(separator: " ").map(String.init)
        if words.count >= 3, chance(0.25) {
            words.remove(at: Int(random.next() % UInt64(words.count)))
            text = words.joined(separator: " ")
            applied.append("word dropped")
        }
        if chance(0.3) {
            let folded = text.folding(options: .diacriticInsensitive, locale: nil)
            if folded != text {
                text = folded
                applied.append("diacritics dropped")
            }
        }
        if chance(0.5) {
            switch random.next() % 3 {
            case 0: text = text.lowercased()
            case 1: text = text.uppercased()
            default: text = text.capitalized
            }
            applied.append("case changed")
        }
        if chance(0.1) {
            var characters = Array(text)
            let letters = characters.indices.dropLast().filter {
                characters[$0].isLetter && characters[$0 + 1].isLetter
            }
            if !letters.isEmpty {
                let at = letters[Int(random.next() % UInt64(letters.count))]
                characters.swapAt(at, at + 1)
                text = String(characters)
                applied.append("typo")
            }
        }
        return (text, applied)
    }

    /// FNV-1a of a text: a hash that is the same on every run.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// A small seedable random number generator (SplitMix64), so every run makes the same data set.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
