/// The status of a release: official, promotion, bootleg, pseudo-release, withdrawn, cancelled.
///
/// Source: WS/2 `status` (JSON) / `<status>` (XML) of a release; the filter values of `status=` are the lower-cased names.
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct ReleaseStatus: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Official`: Any release officially sanctioned by the artist and/or their record company.
    public static let official = ReleaseStatus(rawValue: "Official")
    /// `Promotion`: A give-away release or a release intended to promote an upcoming official release.
    public static let promotion = ReleaseStatus(rawValue: "Promotion")
    /// `Bootleg`: An unofficial or underground release that was not sanctioned by the artist and/or the record company.
    public static let bootleg = ReleaseStatus(rawValue: "Bootleg")
    /// `Pseudo-Release`: An alternate version of a release where the titles have been changed (a translation or transliteration).
    public static let pseudoRelease = ReleaseStatus(rawValue: "Pseudo-Release")
    /// `Withdrawn`: A release that was withdrawn from circulation.
    public static let withdrawn = ReleaseStatus(rawValue: "Withdrawn")
    /// `Cancelled`: A release that was planned but never issued.
    public static let cancelled = ReleaseStatus(rawValue: "Cancelled")
}
