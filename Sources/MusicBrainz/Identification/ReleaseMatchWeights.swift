/// The weight of each ``ReleaseMatchSignal`` within its tier: how much the signal counts in a
/// candidate's confidence. Public and tunable; 0 turns a signal off.
///
/// Within a tier, the score is the weighted average of the signals scored,
/// Σ(score × weight) / Σ weight. The tiers are then combined as Picard 3.0 combines them
/// (`ReleaseMatchParts.combine_tiers`):
///
/// | identifiers | confidence |
/// | --- | --- |
/// | none scored | 0.9 × similarity + 0.1 × preferences (similarity alone without preferences) |
/// | ≥ 0.9 | 0.85 + 0.1 × similarity + 0.05 × preferences |
/// | ≤ 0.1 | min(0.3, 0.3 × similarity) |
/// | between | 0.4 × identifiers + 0.5 × similarity + 0.1 × preferences |
///
/// The defaults (``default``) start from Picard 3.0's album weights (title 17, artist 6, track
/// count 5, date 4, barcode 28, catalog number 22, release type 10, country 2, format 2) and
/// its track weights (title 13, length 10, number 4), and were then tuned on the matching
/// benchmark (`mbbench match`, BENCHMARKS.md). ``picard`` keeps Picard's values.
///
/// ```swift
/// var matcher = ReleaseMatcher()
/// matcher.weights.country = 4        // the country matters more to this app
/// matcher.weights[.releaseType] = 0  // ignore type preferences
/// ```
public struct ReleaseMatchWeights: Sendable, Hashable, Codable {
    /// The weight of ``ReleaseMatchSignal/barcode`` (identifiers).
    public var barcode: Double
    /// The weight of ``ReleaseMatchSignal/catalogNumber`` (identifiers).
    public var catalogNumber: Double
    /// The weight of ``ReleaseMatchSignal/title`` (similarity).
    public var title: Double
    /// The weight of ``ReleaseMatchSignal/artist`` (similarity).
    public var artist: Double
    /// The weight of ``ReleaseMatchSignal/trackCount`` (similarity).
    public var trackCount: Double
    /// The weight of ``ReleaseMatchSignal/date`` (similarity).
    public var date: Double
    /// The weight of ``ReleaseMatchSignal/country`` (similarity).
    public var country: Double
    /// The weight of ``ReleaseMatchSignal/format`` (similarity).
    public var format: Double
    /// The weight of ``ReleaseMatchSignal/label`` (similarity).
    public var label: Double
    /// The weight of ``ReleaseMatchSignal/trackTitles`` (similarity).
    public var trackTitles: Double
    /// The weight of ``ReleaseMatchSignal/trackLengths`` (similarity).
    public var trackLengths: Double
    /// The weight of ``ReleaseMatchSignal/trackNumbers`` (similarity).
    public var trackNumbers: Double
    /// The weight of ``ReleaseMatchSignal/primaryType`` (similarity).
    public var primaryType: Double
    /// The weight of ``ReleaseMatchSignal/trackArtists`` (similarity).
    public var trackArtists: Double
    /// The weight of ``ReleaseMatchSignal/discID`` (identifiers).
    public var discID: Double
    /// The weight of ``ReleaseMatchSignal/status`` (preferences).
    public var status: Double
    /// The weight of ``ReleaseMatchSignal/releaseType`` (preferences).
    public var releaseType: Double

    /// Creates weights; every weight must be finite and not negative.
    /// - Parameters:
    ///   - barcode: The barcode weight.
    ///   - catalogNumber: The catalog number weight.
    ///   - title: The title weight.
    ///   - artist: The artist weight.
    ///   - trackCount: The track count weight.
    ///   - date: The date weight.
    ///   - country: The country weight.
    ///   - format: The format weight.
    ///   - label: The label weight.
    ///   - trackTitles: The track titles weight.
    ///   - trackLengths: The track lengths weight.
    ///   - trackNumbers: The track numbers weight.
    ///   - status: The status preference weight.
    ///   - releaseType: The release type preference weight.
    ///   - primaryType: The primary type weight; default 3.
    ///   - trackArtists: The track artists weight; default 6.
    ///   - discID: The disc ID weight; default 28, as the barcode.
    public init(
        barcode: Double, catalogNumber: Double, title: Double, artist: Double, trackCount: Double, date: Double,
        country: Double, format: Double, label: Double, trackTitles: Double, trackLengths: Double,
        trackNumbers: Double, status: Double, releaseType: Double, primaryType: Double = 3, trackArtists: Double = 6,
        discID: Double = 28
    ) {
        self.barcode = barcode
        self.catalogNumber = catalogNumber
        self.title = title
        self.artist = artist
        self.trackCount = trackCount
        self.date = date
        self.country = country
        self.format = format
        self.label = label
        self.trackTitles = trackTitles
        self.trackLengths = trackLengths
        self.trackNumbers = trackNumbers
        self.status = status
        self.releaseType = releaseType
        self.primaryType = primaryType
        self.trackArtists = trackArtists
        self.discID = discID
    }

    /// Picard 3.0's weights, with the signals Picard scores elsewhere given its track-level
    /// values (track titles 13, lengths 10, numbers 4), the label 2 and the status 5.
    ///
    /// Source: Picard `picard/const/defaults.py` and `picard/matching.py` (section 16.4 of the
    /// WS/2 reference).
    public static let picard = ReleaseMatchWeights(
        barcode: 28, catalogNumber: 22, title: 17, artist: 6, trackCount: 5, date: 4, country: 2, format: 2,
        label: 2, trackTitles: 13, trackLengths: 10, trackNumbers: 4, status: 5, releaseType: 10)

    /// The weights the matcher uses unless told otherwise: Picard's, tuned on the matching
    /// benchmark (more weight on the artist, the date, the country and the format, which tell
    /// editions apart).
    public static let `default` = ReleaseMatchWeights(
        barcode: 28, catalogNumber: 22, title: 17, artist: 12, trackCount: 5, date: 6, country: 4, format: 4,
        label: 2, trackTitles: 13, trackLengths: 10, trackNumbers: 4, status: 5, releaseType: 10)

    /// The weight of a signal.
    public subscript(signal: ReleaseMatchSignal) -> Double {
        get {
            switch signal {
            case .barcode: barcode
            case .catalogNumber: catalogNumber
            case .title: title
            case .artist: artist
            case .trackCount: trackCount
            case .date: date
            case .country: country
            case .format: format
            case .label: label
            case .trackTitles: trackTitles
            case .trackLengths: trackLengths
            case .trackNumbers: trackNumbers
            case .status: status
            case .releaseType: releaseType
            case .primaryType: primaryType
            case .trackArtists: trackArtists
            case .discID: discID
            }
        }
        set {
            switch signal {
            case .barcode: barcode = newValue
            case .catalogNumber: catalogNumber = newValue
            case .title: title = newValue
            case .artist: artist = newValue
            case .trackCount: trackCount = newValue
            case .date: date = newValue
            case .country: country = newValue
            case .format: format = newValue
            case .label: label = newValue
            case .trackTitles: trackTitles = newValue
            case .trackLengths: trackLengths = newValue
            case .trackNumbers: trackNumbers = newValue
            case .status: status = newValue
            case .releaseType: releaseType = newValue
            case .primaryType: primaryType = newValue
            case .trackArtists: trackArtists = newValue
            case .discID: discID = newValue
            }
        }
    }

    /// Refuses a weight that is negative, infinite or not a number.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` naming
    ///   the signal.
    public func validate() throws(MusicBrainzError) {
        for signal in ReleaseMatchSignal.allCases {
            let weight = self[signal]
            guard weight.isFinite, weight >= 0 else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "The weight of the \(signal) signal must be a finite number ≥ 0, not \(weight).")
            }
        }
    }
}
