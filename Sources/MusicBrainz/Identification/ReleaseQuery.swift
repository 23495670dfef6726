/// What a caller knows about a release it wants to identify: the input of the release matcher.
///
/// Every property is optional, but a query needs at least one fact (a title, an artist, a track
/// count, tracks, a date, a country, a format, a barcode, a disc ID, a label or a catalog number). The more
/// it holds, the better the matcher tells editions apart: the same album on CD and vinyl, in the
/// UK and in Japan, in 1984 and in 2013.
///
/// ```swift
/// var query = ReleaseQuery(title: "drivers license", artist: "Olivia Rodrigo")
/// query.format = .cd
/// query.date = PartialDate(year: 2021)
/// let result = try await client.identifyRelease(query)
/// ```
///
/// Facts (title … catalog number) are compared with each candidate; preferences
/// (``preferredStatuses``, ``preferredTypes``) only rank candidates that the facts cannot tell
/// apart, as Picard's preferred release types and countries do. Text is compared after folding
/// case, diacritics and punctuation (see <doc:IdentifyingAlbums>).
///
/// Source: the signals of Picard 3.0 `picard/matching.py` and beets `beets/autotag/distance.py`
/// (section 16 of the WS/2 reference).
public struct ReleaseQuery: Sendable, Hashable {
    /// Whether ``ReleaseQuery/tracks`` are the whole release or one medium of it.
    public enum TrackScope: Sendable, Hashable {
        /// The tracks are every track of the release, on all its media (a local album).
        case release
        /// The tracks are one medium of the release (a CD's table of contents): they are
        /// compared with each medium on its own, and the best medium counts; the track count is
        /// that medium's.
        case medium
    }

    /// The release title, as printed or tagged; `nil` when unknown.
    public var title: String?
    /// The artist the release is credited to (the album artist), such as `"Olivia Rodrigo"` or
    /// `"Various Artists"`; `nil` when unknown.
    public var artist: String?
    /// The number of tracks of the release (or of the medium, for ``TrackScope/medium``); `nil`
    /// to use the number of ``tracks``, or when unknown. 1…9999.
    public var trackCount: Int?
    /// The tracks, in order; empty when unknown. Titles, lengths and numbers are compared with
    /// each candidate's track list, paired optimally.
    public var tracks: [LocalTrack]
    /// Whether ``tracks`` are the whole release or one medium; default ``TrackScope/release``.
    public var trackScope: TrackScope
    /// The release date, or just its year (`PartialDate(year: 1977)`); `nil` when unknown.
    public var date: PartialDate?
    /// The ISO 3166-1 code of the country of release (`GB`, `JP`, or MusicBrainz's `XW` for
    /// worldwide and `XE` for Europe); compared without regard to case. `nil` when unknown.
    public var country: String?
    /// The medium format (`.cd`, `.vinyl`, `.digitalMedia`, …); `nil` when unknown. A general
    /// format matches its kinds: `Vinyl` matches `12" Vinyl`, `CD` matches `Enhanced CD`.
    public var format: MediumFormat?
    /// The barcode (UPC or EAN, leading zeros ignored); `nil` when unknown. A matching barcode
    /// nearly decides the match; a different one nearly excludes the candidate.
    public var barcode: Barcode?
    /// The disc ID of a CD of the release (``TOC/discID``); `nil` when unknown. Like the
    /// barcode, an identifier: a release with a medium that lists it is the disc's.
    public var discID: DiscID?
    /// The label's name; `nil` when unknown.
    public var label: String?
    /// The catalog number, such as `"474 625-2"` (compared without spaces, dashes and case);
    /// `nil` when unknown. Like the barcode, an identifier.
    public var catalogNumber: String?
    /// Release statuses in order of preference, such as `[.official]`; empty for none. The first
    /// scores 1, the last 1/n, any other status 0.
    public var preferredStatuses: [ReleaseStatus]
    /// Release group primary types in order of preference, such as `[.album, .ep]`; empty for
    /// none. Scored like ``preferredStatuses``.
    public var preferredTypes: [ReleaseGroup.PrimaryType]
    /// The kind of release wanted, the release group's primary type (`.album`, `.single`,
    /// `.ep`); `nil` when any kind will do, in which case the matcher assumes
    /// ``ReleaseMatcher/assumedPrimaryType`` (an album) for a query without a track count or
    /// tracks. A release of another type is never a match.
    public var primaryType: ReleaseGroup.PrimaryType?
    /// Countries in order of preference (ISO 3166-1 codes), for choosing among editions of the
    /// matched album that the query's facts do not tell apart; empty for none. Not a fact: they
    /// rank no candidate. ``country``, when given, comes first.
    public var preferredCountries: [String]
    /// Medium formats in order of preference, for choosing among editions like
    /// ``preferredCountries``; ``format``, when given, comes first.
    public var preferredFormats: [MediumFormat]

    /// Creates a query; set at least one fact.
    /// - Parameters:
    ///   - title: The release title.
    ///   - artist: The release artist.
    ///   - trackCount: The number of tracks, 1…9999.
    ///   - tracks: The tracks, in order.
    ///   - trackScope: Whether the tracks are the release or one medium; default the release.
    ///   - date: The release date or year.
    ///   - country: The ISO 3166-1 country code.
    ///   - format: The medium format.
    ///   - barcode: The barcode.
    ///   - label: The label name.
    ///   - catalogNumber: The catalog number.
    ///   - preferredStatuses: Statuses in order of preference.
    ///   - preferredTypes: Primary types in order of preference.
    ///   - primaryType: The kind of release wanted; `nil` for any.
    ///   - preferredCountries: Countries in order of preference among tied editions.
    ///   - preferredFormats: Formats in order of preference among tied editions.
    ///   - discID: The disc ID of a CD of the release.
    public init(
        title: String? = nil,
        artist: String? = nil,
        trackCount: Int? = nil,
        tracks: [LocalTrack] = [],
        trackScope: TrackScope = .release,
        date: PartialDate? = nil,
        country: String? = nil,
        format: MediumFormat? = nil,
        barcode: Barcode? = nil,
        label: String? = nil,
        catalogNumber: String? = nil,
        preferredStatuses: [ReleaseStatus] = [],
        preferredTypes: [ReleaseGroup.PrimaryType] = [],
        primaryType: ReleaseGroup.PrimaryType? = nil,
        preferredCountries: [String] = [],
        preferredFormats: [MediumFormat] = [],
        discID: DiscID? = nil
    ) {
        self.title = title
        self.artist = artist
        self.trackCount = trackCount
        self.tracks = tracks
        self.trackScope = trackScope
        self.date = date
        self.country = country
        self.format = format
        self.barcode = barcode
        self.label = label
        self.catalogNumber = catalogNumber
        self.preferredStatuses = preferredStatuses
        self.preferredTypes = preferredTypes
        self.primaryType = primaryType
        self.preferredCountries = preferredCountries
        self.preferredFormats = preferredFormats
        self.discID = discID
    }

    /// Whether the artist was given in its own field, not found in the title by the matcher
    /// (``ReleaseMatcher/withArtistFromTitle(_:candidates:)``).
    var artistWasTyped = true

    /// The number of tracks the query stands for: ``trackCount``, or the number of ``tracks``
    /// unless they are a few tracks of the release (``isPartialTrackList``).
    var effectiveTrackCount: Int? { trackCount ?? (tracks.isEmpty || isPartialTrackList ? nil : tracks.count) }

    /// Whether ``tracks`` are some tracks of a release, not all of them: a track number beyond
    /// the number of tracks given for its disc (a single file that says it is track 5).
    var isPartialTrackList: Bool {
        var counts: [Int?: Int] = [:]
        for track in tracks { counts[track.discNumber, default: 0] += 1 }
        return tracks.contains { track in (track.trackNumber ?? 0) > (counts[track.discNumber] ?? 0) }
    }

    /// Whether the tracks hold titles or lengths to compare with a track list.
    var hasTrackDetails: Bool {
        tracks.contains { track in track.length != nil || (track.title.map { !MatchText.fold($0).isEmpty } ?? false) }
    }

    /// A text field that is set and not blank.
    static func given(_ text: String?) -> String? {
        guard let text, !MatchText.fold(text).isEmpty else { return nil }
        return text
    }

    /// Refuses a query with no fact, or with a value no release can have.
    ///
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``: no
    ///   fact at all (blank texts do not count), a track count outside 1…9999, a negative track
    ///   length or number, a country (or preferred country) that is not two letters, or a date
    ///   without a valid year, month or day.
    public func validate() throws(MusicBrainzError) {
        func invalid(_ message: String) -> MusicBrainzError {
            MusicBrainzError(code: .invalidRequest, message: message)
        }
        let hasFact =
            Self.given(title) != nil || Self.given(artist) != nil || trackCount != nil
            || tracks.contains(where: \.isInformative) || date != nil || country != nil || format != nil
            || barcode != nil || Self.given(label) != nil || Self.given(catalogNumber) != nil || discID != nil
        guard hasFact else {
            throw invalid(
                "A release query needs at least one thing to compare: a title, an artist, a track count, tracks, a date, a country, a format, a barcode, a disc ID, a label or a catalog number."
            )
        }
        if let trackCount, !(1...9999).contains(trackCount) {
            throw invalid("A release has 1 to 9999 tracks, not \(trackCount).")
        }
        for (index, track) in tracks.enumerated() {
            if let length = track.length, length < .zero {
                throw invalid("Track \(index + 1) has a negative length (\(length)).")
            }
            if let number = track.trackNumber, number < 0 {
                throw invalid("Track \(index + 1) has a negative track number (\(number)).")
            }
            if let disc = track.discNumber, disc < 0 {
                throw invalid("Track \(index + 1) has a negative disc number (\(disc)).")
            }
        }
        for country in [country].compactMap({ $0 }) + preferredCountries
        where country.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw invalid("A country is a two-letter ISO 3166-1 code such as GB or XW, not \"\(country)\".")
        }
        if let date {
            let valid =
                (date.year.map { (0...9999).contains($0) } ?? false)
                && (date.month.map { (1...12).contains($0) } ?? true)
                && (date.day.map { (1...31).contains($0) } ?? true)
            guard valid else {
                throw invalid("A release date needs a year 0…9999 (month 1…12, day 1…31 when given), not \(date).")
            }
        }
    }
}
