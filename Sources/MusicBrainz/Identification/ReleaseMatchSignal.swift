/// One thing the release matcher compares between a ``ReleaseQuery`` and a candidate release,
/// scored in [0, 1] (1: the same).
///
/// A signal is scored only when the query holds its fact (a query without a date has no
/// ``date`` score). When the candidate lacks the fact, the signal takes a neutral value: the
/// date 0.25 as in Picard, the others 0.5. For an identifier that puts the candidate between a
/// confirmed match and a mismatch: a release without a barcode neither confirms nor denies
/// one, so it reaches at most 0.8 where the release with the barcode reaches 1.
///
/// Each signal belongs to a ``Tier``; ``ReleaseMatchWeights`` gives its weight within the tier.
public enum ReleaseMatchSignal: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The barcode: 1 when the digits are the same (leading zeros ignored, so a UPC-A matches
    /// its EAN-13), 0 otherwise, 0.5 when the release has none.
    case barcode
    /// The disc ID (``ReleaseQuery/discID``): 1 when a medium of the release lists it (a disc
    /// ID lookup's releases all do), 0.5 otherwise (another pressing, or a release that fits a
    /// TOC without the disc ID attached yet). An exact disc ID hit is as good as a barcode.
    case discID = "disc-id"
    /// The catalog number: 1 when one of the release's equals it (case, spaces and dashes
    /// ignored) and the label agrees or is unknown, 0.8 when the label differs, 0 otherwise,
    /// 0.5 when the release has none (`[none]` counts as none).
    case catalogNumber = "catalog-number"
    /// The title: the title similarity of the typed title and the release's
    /// (``ReleaseQuery/title``; a main title typed without its subtitle, an edition suffix added
    /// or dropped, numbers written another way, the artist's name typed into the title: see
    /// <doc:IdentifyingAlbums>). With ``artist``, it counts as one name: their product.
    case title
    /// The artist: the best text similarity of the typed artist, with or without the featured
    /// artists it names (`feat.`, `ft.`, `featuring`, `with`), and the whole artist credit, the
    /// credit without its featured artists, any single credited name (× 0.85), or a sort name,
    /// as it is or read "First Last" (× 0.95).
    case artist
    /// The track count: 1 when equal, falling by 2× the relative difference when the release
    /// has more tracks and 3× when it has fewer (Picard's `_trackcount_score`).
    case trackCount = "track-count"
    /// The date: 1 when every part the query gives agrees (a year alone agrees with any date
    /// of that year); in the same year, 0.9 when the release's date is less precise than the
    /// query's, 0.8 for another day of the month, 0.7 for another month; 0.8 a year off, 0.6
    /// two years off, 0 beyond; 0.25 when the release has no date. The best of the release's
    /// events counts.
    case date
    /// The country: 1 for the same code (any release event), 0.5 when the release is
    /// worldwide or European (`XW`, `XE`) or has no country, 0 otherwise.
    case country
    /// The medium format: per medium 1 when equal, 0.9 for a kind of the same format (`CD`
    /// and `Enhanced CD`), 0.5 when unknown, 0 otherwise; 0.8 × the best medium + 0.2 × the
    /// average, so a CD + DVD release scores below a CD alone.
    case format
    /// The label: the best text similarity with the release's label names.
    case label
    /// The track titles, over the optimal pairing of the query's tracks with the release's:
    /// the summed title similarities divided by the number of query tracks with titles plus
    /// the release's unpaired tracks.
    case trackTitles = "track-titles"
    /// The track lengths over the same pairing: per pair 1 within the matcher's
    /// ``ReleaseMatcher/lengthTolerance``, falling linearly to 0 at
    /// ``ReleaseMatcher/lengthLimit`` beyond it.
    case trackLengths = "track-lengths"
    /// The track numbers over the same pairing: the share of pairs at the query's position
    /// (disc and track number; a track number alone may count per medium or per release).
    case trackNumbers = "track-numbers"
    /// The release group's primary type against the kind of release the query is for
    /// (``ReleaseQuery/primaryType``, or ``ReleaseMatcher/assumedPrimaryType`` for a query without
    /// a type, a track count or tracks): 1 the same, 0.5 for an album and an EP or an unknown
    /// type, 0 otherwise. A release of another type than the one asked for is never a match
    /// (``ReleaseMatchVerdict/noMatch``).
    case primaryType = "primary-type"
    /// The track artists, over the track pairing, where the query's tracks name artists that
    /// differ from its album artist (a compilation): per pair the similarity of the local
    /// track's artist and the release track's artist credit.
    case trackArtists = "track-artists"
    /// The release status against ``ReleaseQuery/preferredStatuses``: (n − i) / n for the
    /// i-th of n preferred statuses, 0 for any other.
    case status
    /// The release group's primary type against ``ReleaseQuery/preferredTypes``, scored the
    /// same way.
    case releaseType = "release-type"

    /// How a signal counts in the confidence.
    public enum Tier: String, Sendable, Hashable, CaseIterable, Codable {
        /// Identifiers (barcode, catalog number, disc ID): a strong match nearly decides, a strong
        /// mismatch caps the confidence at 0.3.
        case identifiers
        /// Facts compared by similarity (title, artist, tracks, date, country, format, label):
        /// what the confidence is mostly made of.
        case similarity
        /// Preferences (status, release type): 10 % of the confidence, to break ties.
        case preferences
    }

    /// The tier of the signal.
    public var tier: Tier {
        switch self {
        case .barcode, .catalogNumber, .discID: .identifiers
        case .status, .releaseType: .preferences
        default: .similarity
        }
    }

    /// The signal's wire-style name, such as `track-lengths`.
    public var description: String { rawValue }
}
