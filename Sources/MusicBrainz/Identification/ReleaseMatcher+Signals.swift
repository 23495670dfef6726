import Foundation

extension ReleaseMatcher {
    /// The scores of one candidate, and its track pairing when track lists were compared.
    struct SignalScores {
        var signals: [ReleaseMatchSignal: Double] = [:]
        var trackMatches: [TrackMatch]?
    }

    /// The neutral score of a fact the candidate lacks.
    static let unknown = 0.5

    /// Every signal the query has a fact for, scored against a release.
    func signalScores(_ query: ReleaseQuery, _ release: Release) -> SignalScores {
        var scores = SignalScores()
        if let title = ReleaseQuery.given(query.title) {
            scores.signals[.title] = MatchText.titleSimilarity(
                title, release.title, artists: Self.artistNames(release), typedArtist: query.artistWasTyped)
        }
        if let artist = ReleaseQuery.given(query.artist) {
            scores.signals[.artist] = release.artistCredit.map { Self.artistScore(artist, $0) } ?? Self.unknown
        }
        if let date = query.date {
            scores.signals[.date] = Self.dateScore(date, release)
        }
        if let country = query.country {
            scores.signals[.country] = Self.countryScore(country, release)
        }
        if let format = query.format {
            scores.signals[.format] = Self.formatScore(format, release)
        }
        if let label = ReleaseQuery.given(query.label) {
            let names = (release.labelInfo ?? []).compactMap { $0.label?.name }
            scores.signals[.label] =
                names.isEmpty ? Self.unknown : names.map { MatchText.similarity(label, $0) }.max() ?? 0
        }
        if let barcode = query.barcode {
            scores.signals[.barcode] = Self.barcodeScore(barcode, release)
        }
        if let discID = query.discID {
            let media = release.media ?? []
            scores.signals[.discID] =
                media.contains { ($0.discs ?? []).contains { $0.id == discID } } ? 1 : Self.unknown
        }
        if let catalogNumber = ReleaseQuery.given(query.catalogNumber) {
            scores.signals[.catalogNumber] = Self.catalogNumberScore(
                catalogNumber, label: ReleaseQuery.given(query.label), release)
        }
        if let wanted = wantedPrimaryType(query) {
            scores.signals[.primaryType] = Self.primaryTypeScore(wanted, release.releaseGroup?.primaryType)
        }
        if !query.preferredStatuses.isEmpty {
            scores.signals[.status] = Self.preferenceScore(
                release.status?.rawValue, query.preferredStatuses.map(\.rawValue))
        }
        if !query.preferredTypes.isEmpty {
            scores.signals[.releaseType] = Self.preferenceScore(
                release.releaseGroup?.primaryType?.rawValue, query.preferredTypes.map(\.rawValue))
        }
        compareTracks(query, release, into: &scores)
        return scores
    }

    // MARK: - Release-level signals

    /// Folded names that stand for "various artists".
    static let variousArtistsNames: Set<String> = [
        "various artists", "various", "va", "v a", "varios artistas", "soundtrack", "original soundtrack", "ost",
        "original motion picture soundtrack", "compilation",
    ]

    /// The MBID of MusicBrainz's special artist "Various Artists".
    static let variousArtistsID = MBID("89ad4ac3-39f7-470e-963a-56509c546377")

    /// The names a release's artists go by: the credit as printed, each credited name and each
    /// artist's own name.
    static func artistNames(_ release: Release) -> [String] {
        guard let credit = release.artistCredit else { return [] }
        var names = [credit.name]
        for nameCredit in credit.nameCredits {
            names.append(nameCredit.name)
            if nameCredit.artist.name != nameCredit.name { names.append(nameCredit.artist.name) }
        }
        return names
    }

    /// The kind of release a query is for: its ``ReleaseQuery/primaryType``, a type word at the
    /// end of its title (`EP`, `Single`), or the matcher's ``assumedPrimaryType`` when it has
    /// neither a type, a track count nor tracks.
    func wantedPrimaryType(_ query: ReleaseQuery) -> ReleaseGroup.PrimaryType? {
        if let type = query.primaryType { return type }
        // A type word typed at the end of the title: "Hybrid Theory EP".
        if let title = query.title, let part = TitleForms(title).parts.first(where: { $0.kind == .releaseType }) {
            switch part.text {
            case "ep": return .ep
            case "single": return .single
            default: break
            }
        }
        guard query.trackCount == nil, query.tracks.isEmpty else { return nil }
        return assumedPrimaryType
    }

    /// The primary type signal (see ``ReleaseMatchSignal/primaryType``).
    static func primaryTypeScore(_ wanted: ReleaseGroup.PrimaryType, _ actual: ReleaseGroup.PrimaryType?) -> Double {
        guard let actual else { return unknown }
        if actual == wanted { return 1 }
        let albumLike: Set<ReleaseGroup.PrimaryType> = [.album, .ep]
        return albumLike.contains(actual) && albumLike.contains(wanted) ? unknown : 0
    }

    /// The artist signal (see ``ReleaseMatchSignal/artist``): the typed artist as typed, and
    /// without the featured artists it names.
    static func artistScore(_ artist: String, _ credit: ArtistCredit) -> Double {
        var best = creditScore(artist, credit)
        let withoutGuests = MatchText.removingFeaturing(artist, includingWith: true)
        if withoutGuests != artist, !MatchText.fold(withoutGuests).isEmpty {
            best = max(best, creditScore(withoutGuests, credit) - 0.02)
        }
        return best
    }

    /// One typed artist against a credit.
    static func creditScore(_ artist: String, _ credit: ArtistCredit) -> Double {
        let full = credit.name
        if variousArtistsNames.contains(MatchText.fold(artist)) {
            let isVarious =
                credit.nameCredits.contains { $0.artist.id == variousArtistsID }
                || variousArtistsNames.contains(MatchText.fold(full))
            return isVarious ? 1 : 0
        }
        var best = MatchText.similarity(artist, full)
        let withoutFeatured = MatchText.removingFeaturing(full, includingWith: true)
        if withoutFeatured != full { best = max(best, MatchText.similarity(artist, withoutFeatured)) }
        if credit.nameCredits.count > 1 {
            for nameCredit in credit.nameCredits {
                best = max(best, 0.85 * MatchText.similarity(artist, nameCredit.name))
            }
        }
        for nameCredit in credit.nameCredits {
            if nameCredit.artist.name != nameCredit.name {
                best = max(best, 0.95 * MatchText.similarity(artist, nameCredit.artist.name))
            }
            if let sortName = nameCredit.artist.sortName {
                // "Beatles, The" read "The Beatles"; a sort name in Latin letters (Кино's "Kino") as it is.
                if let comma = sortName.range(of: ", ") {
                    let reordered = String(sortName[comma.upperBound...]) + " " + String(sortName[..<comma.lowerBound])
                    best = max(best, 0.95 * MatchText.similarity(artist, reordered))
                }
                best = max(best, 0.95 * MatchText.similarity(artist, sortName))
            }
        }
        return best
    }

    /// Picard's `_trackcount_score`: 1 when equal; the relative difference costs 2× when the
    /// release has more tracks, 3× when it has fewer.
    static func trackCountScore(_ wanted: Int, _ actual: Int) -> Double {
        if wanted == actual { return 1 }
        guard actual > 0 else { return 0 }
        let ratio = Double(abs(wanted - actual)) / Double(actual)
        return max(0, 1 - ratio * (wanted > actual ? 3 : 2))
    }

    /// The track count signal: the whole release, or its best medium.
    static func trackCountScore(_ wanted: Int, _ release: Release, scope: ReleaseQuery.TrackScope) -> Double {
        let counts = (release.media ?? []).map { $0.trackCount ?? $0.tracks?.count }
        switch scope {
        case .release:
            if !counts.isEmpty, counts.allSatisfy({ $0 != nil }) {
                return trackCountScore(wanted, counts.reduce(0) { $0 + ($1 ?? 0) })
            }
            return release.trackCount.map { trackCountScore(wanted, $0) } ?? unknown
        case .medium:
            let known = counts.compactMap { $0 }
            return known.isEmpty ? unknown : known.map { trackCountScore(wanted, $0) }.max() ?? unknown
        }
    }

    /// The date signal: the best of the release's dates (see ``ReleaseMatchSignal/date``).
    static func dateScore(_ wanted: PartialDate, _ release: Release) -> Double {
        var dates = (release.releaseEvents ?? []).compactMap(\.date)
        if let date = release.date { dates.append(date) }
        let scores = dates.compactMap { dateScore(wanted, $0) }
        return scores.max() ?? 0.25
    }

    /// One date against another; `nil` when the release's date has no year.
    static func dateScore(_ wanted: PartialDate, _ actual: PartialDate) -> Double? {
        guard let actualYear = actual.year else { return nil }
        guard let wantedYear = wanted.year else { return 0 }
        switch abs(wantedYear - actualYear) {
        case 0: break
        case 1: return 0.8
        case 2: return 0.6
        default: return 0
        }
        // The same year: the query's month and day, where it has them, tell editions apart.
        guard let wantedMonth = wanted.month else { return 1 }
        guard let actualMonth = actual.month else { return lessPrecise }
        guard wantedMonth == actualMonth else { return 0.7 }
        guard let wantedDay = wanted.day else { return 1 }
        guard let actualDay = actual.day else { return lessPrecise }
        return wantedDay == actualDay ? 1 : 0.8
    }

    /// The date score of a release date less precise than the query's, in the same year.
    static let lessPrecise = 0.9

    /// The country signal (see ``ReleaseMatchSignal/country``).
    static func countryScore(_ wanted: String, _ release: Release) -> Double {
        let code = wanted.uppercased()
        var codes = (release.releaseEvents ?? []).flatMap { $0.area?.iso31661Codes ?? [] }
        if let country = release.country { codes.append(country) }
        codes = codes.map { $0.uppercased() }
        if codes.isEmpty { return unknown }
        if codes.contains(code) { return 1 }
        if codes.contains("XW") || codes.contains("XE") { return unknown }
        return 0
    }

    /// The format signal (see ``ReleaseMatchSignal/format``).
    static func formatScore(_ wanted: MediumFormat, _ release: Release) -> Double {
        guard let media = release.media, !media.isEmpty else { return unknown }
        let scores = media.map { medium in medium.format.map { formatScore(wanted, $0) } ?? unknown }
        let best = scores.max() ?? unknown
        let mean = scores.reduce(0, +) / Double(scores.count)
        return 0.8 * best + 0.2 * mean
    }

    /// One format against another: 1 equal, 0.9 when one's words are all in the other's
    /// (`CD` in `Enhanced CD`, `Vinyl` in `12" Vinyl`), 0 otherwise.
    static func formatScore(_ wanted: MediumFormat, _ actual: MediumFormat) -> Double {
        let a = Set(MatchText.words(wanted.rawValue))
        let b = Set(MatchText.words(actual.rawValue))
        guard !a.isEmpty, !b.isEmpty else { return unknown }
        if a == b { return 1 }
        return a.isSubset(of: b) || b.isSubset(of: a) ? 0.9 : 0
    }

    /// The digits of a barcode without leading zeros (a UPC-A is an EAN-13 with a leading 0).
    static func barcodeDigits(_ text: String) -> String {
        let digits = text.filter(\.isASCII).filter(\.isNumber)
        let trimmed = digits.drop { $0 == "0" }
        return trimmed.isEmpty ? digits : String(trimmed)
    }

    /// The barcode signal; neutral when the release has no barcode.
    static func barcodeScore(_ wanted: Barcode, _ release: Release) -> Double {
        guard let barcode = release.barcode, !barcodeDigits(barcode).isEmpty else { return unknown }
        return barcodeDigits(barcode) == barcodeDigits(wanted.rawValue) ? 1 : 0
    }

    /// A catalog number as compared: folded, without spaces.
    static func catalogKey(_ text: String) -> String {
        MatchText.fold(text).replacingOccurrences(of: " ", with: "")
    }

    /// The catalog number signal (Picard's `_catno_label_score`); neutral when the release has
    /// no catalog number.
    static func catalogNumberScore(_ wanted: String, label: String?, _ release: Release) -> Double {
        let infos = (release.labelInfo ?? []).filter { info in
            guard let number = info.catalogNumber else { return false }
            let key = catalogKey(number)
            return !key.isEmpty && key != "none"
        }
        guard !infos.isEmpty else { return unknown }
        let key = catalogKey(wanted)
        var best = 0.0
        for info in infos where info.catalogNumber.map(catalogKey) == key {
            guard let label, let name = info.label?.name else { return 1 }
            best = max(best, MatchText.similarity(label, name) >= 0.8 ? 1 : 0.8)
        }
        return best
    }

    /// Picard's preference score: (n − i) / n for the i-th of n preferred values, 0 otherwise.
    static func preferenceScore(_ value: String?, _ preferred: [String]) -> Double {
        guard let value, let index = preferred.firstIndex(where: { $0.lowercased() == value.lowercased() }) else {
            return 0
        }
        return Double(preferred.count - index) / Double(preferred.count)
    }
}
