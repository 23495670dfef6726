/// The format of a medium: CD, vinyl, digital media, cassette and about sixty more.
///
/// Source: WS/2 medium `format` (JSON) / `<format>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct MediumFormat: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `CD`: Compact disc.
    public static let cd = MediumFormat(rawValue: "CD")
    /// `Digital Media`: A file-based release.
    public static let digitalMedia = MediumFormat(rawValue: "Digital Media")
    /// `Vinyl`: A vinyl record of unspecified size.
    public static let vinyl = MediumFormat(rawValue: "Vinyl")
    /// `7" Vinyl`: A 7-inch vinyl record.
    public static let sevenInchVinyl = MediumFormat(rawValue: "7\" Vinyl")
    /// `10" Vinyl`: A 10-inch vinyl record.
    public static let tenInchVinyl = MediumFormat(rawValue: "10\" Vinyl")
    /// `12" Vinyl`: A 12-inch vinyl record.
    public static let twelveInchVinyl = MediumFormat(rawValue: "12\" Vinyl")
    /// `Cassette`: A compact cassette.
    public static let cassette = MediumFormat(rawValue: "Cassette")
    /// `DVD`: A DVD.
    public static let dvd = MediumFormat(rawValue: "DVD")
    /// `DVD-Video`: A DVD-Video.
    public static let dvdVideo = MediumFormat(rawValue: "DVD-Video")
    /// `DVD-Audio`: A DVD-Audio.
    public static let dvdAudio = MediumFormat(rawValue: "DVD-Audio")
    /// `Blu-ray`: A Blu-ray disc.
    public static let bluRay = MediumFormat(rawValue: "Blu-ray")
    /// `SACD`: A Super Audio CD.
    public static let sacd = MediumFormat(rawValue: "SACD")
    /// `Hybrid SACD`: A hybrid Super Audio CD.
    public static let hybridSACD = MediumFormat(rawValue: "Hybrid SACD")
    /// `CD-R`: A recordable CD.
    public static let cdr = MediumFormat(rawValue: "CD-R")
    /// `Enhanced CD`: A CD with a data session.
    public static let enhancedCD = MediumFormat(rawValue: "Enhanced CD")
    /// `HDCD`: A High Definition Compatible Digital CD.
    public static let hdcd = MediumFormat(rawValue: "HDCD")
    /// `Other`: Another format.
    public static let other = MediumFormat(rawValue: "Other")
}
