/// Why the matcher chose one edition of the matched album over the others that the query does
/// not tell apart: the edition rule.
///
/// When the candidates within ``ReleaseMatcher/minimumLead`` of the best are all editions of one
/// album (one release group: the same album in 1984 in the UK and in 2013 in Europe, with the
/// same track list), the album is a confident match and the edition is chosen by these steps,
/// each deciding only among editions the earlier steps left equal:
///
/// 1. ``preferredCountry(_:)``: a country of the caller's, in order (``ReleaseQuery/country``,
///    then ``ReleaseQuery/preferredCountries``), among the edition's release events;
/// 2. ``preferredFormat(_:)``: a format of the caller's (``ReleaseQuery/format``, then
///    ``ReleaseQuery/preferredFormats``), among its media;
/// 3. ``bestMatch``: the highest confidence, when the query's facts do tell the editions apart a
///    little (an edition suffix typed, a date that fits one better);
/// 4. ``official``: official over every other status;
/// 5. ``earliest``: the earliest release date (a date with more parts before a less precise one
///    of the same year; none last);
/// 6. ``mostComplete``: the most complete data: a front cover in the Cover Art Archive, a
///    barcode, track lengths (one point each);
/// 7. ``searchOrder``: the order the candidates came in (the search's).
///
/// ``ReleaseMatchResult/editionChoice`` holds the step that decided between the chosen edition
/// and the next; ``ReleaseMatchResult/alternativeEditions`` the other editions.
public enum EditionChoice: Sendable, Hashable, CustomStringConvertible {
    /// The edition was released in a country the caller prefers, such as `GB`.
    case preferredCountry(String)
    /// The edition has a medium of a format the caller prefers.
    case preferredFormat(MediumFormat)
    /// The edition fits the query's facts best (the highest confidence).
    case bestMatch
    /// The edition is official and the next is not.
    case official
    /// The edition came out first.
    case earliest
    /// The edition has more of cover art, barcode and track lengths.
    case mostComplete
    /// Nothing told the editions apart: the first in the candidates' order.
    case searchOrder

    /// How the choice reads: `by your country`, `as the earliest`.
    public var description: String {
        switch self {
        case .preferredCountry: "by your country"
        case .preferredFormat: "by your format"
        case .bestMatch: "as the best match"
        case .official: "as the official one"
        case .earliest: "as the earliest"
        case .mostComplete: "as the most complete"
        case .searchOrder: "in search order"
        }
    }

    /// One edition's rank on each step, lower first.
    struct Key: Comparable {
        var country: Int
        var format: Int
        /// The confidence in millionths, negated (higher first).
        var confidence: Int
        var status: Int
        var date: [Int]
        var completeness: Int
        var searchRank: Int

        static func < (lhs: Key, rhs: Key) -> Bool { lhs.steps.lexicographicallyPrecedes(rhs.steps) }

        /// The steps in order, the date as year, month, day (unknown parts after known ones).
        var steps: [Int] { [country, format, confidence, status] + date + [completeness, searchRank] }
    }

    /// The rank of an edition on each step of the rule.
    static func key(_ candidate: ReleaseCandidate, query: ReleaseQuery) -> Key {
        let release = candidate.release
        let countries = ([query.country].compactMap { $0 } + query.preferredCountries).map { $0.uppercased() }
        var codes = (release.releaseEvents ?? []).flatMap { $0.area?.iso31661Codes ?? [] }
        if let country = release.country { codes.append(country) }
        let releaseCodes = Set(codes.map { $0.uppercased() })
        let country = countries.firstIndex(where: releaseCodes.contains) ?? countries.count
        let formats = [query.format].compactMap { $0 } + query.preferredFormats
        let media = (release.media ?? []).compactMap(\.format)
        let format =
            formats.firstIndex { wanted in media.contains { ReleaseMatcher.formatScore(wanted, $0) >= 0.9 } }
            ?? formats.count
        var dates = (release.releaseEvents ?? []).compactMap(\.date)
        if let date = release.date { dates.append(date) }
        let earliest = dates.filter { $0.year != nil }.min { a, b in dateKey(a).lexicographicallyPrecedes(dateKey(b)) }
        let hasLengths = (release.media ?? []).contains { ($0.tracks ?? []).contains { $0.length != nil } }
        let completeness =
            (release.coverArtArchive?.front == true ? 1 : 0) + (release.barcodeValue != nil ? 1 : 0)
            + (hasLengths ? 1 : 0)
        return Key(
            country: country, format: format, confidence: -Int((candidate.confidence * 1_000_000).rounded()),
            status: release.status == .official ? 0 : 1,
            date: earliest.map(dateKey) ?? [Int.max, Int.max, Int.max], completeness: -completeness,
            searchRank: candidate.searchRank)
    }

    /// A date as compared: year, month, day, an unknown part after every known one.
    static func dateKey(_ date: PartialDate) -> [Int] {
        [date.year ?? Int.max, date.month ?? 13, date.day ?? 32]
    }

    /// Editions ordered by the rule, chosen first.
    static func ordered(_ editions: [ReleaseCandidate], query: ReleaseQuery) -> [ReleaseCandidate] {
        editions.map { ($0, key($0, query: query)) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The step that put `chosen` before `next`.
    static func reason(
        choosing chosen: ReleaseCandidate, over next: ReleaseCandidate, query: ReleaseQuery
    ) -> EditionChoice {
        let a = key(chosen, query: query)
        let b = key(next, query: query)
        if a.country != b.country {
            let countries = ([query.country].compactMap { $0 } + query.preferredCountries).map { $0.uppercased() }
            return .preferredCountry(countries[a.country])
        }
        if a.format != b.format {
            let formats = [query.format].compactMap { $0 } + query.preferredFormats
            return .preferredFormat(formats[a.format])
        }
        if a.confidence != b.confidence { return .bestMatch }
        if a.status != b.status { return .official }
        if a.date != b.date { return .earliest }
        if a.completeness != b.completeness { return .mostComplete }
        return .searchOrder
    }
}
