/// What an image of the Cover Art Archive shows: front, back, booklet, medium and so on.
///
/// An image has any number of types (``CoverArtImage/types``). An open vocabulary: values this
/// library does not list are kept (see ``OpenVocabulary``).
///
/// Source: `images[].types` of the archive's `index.json`.
public struct CoverArtType: OpenVocabulary {
    /// The name as the archive writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Front`: the front cover, the image a player or shop shows.
    public static let front = CoverArtType(rawValue: "Front")
    /// `Back`: the back cover, usually with the track list.
    public static let back = CoverArtType(rawValue: "Back")
    /// `Booklet`: a page of the booklet.
    public static let booklet = CoverArtType(rawValue: "Booklet")
    /// `Medium`: the medium itself (the printed disc, the cassette).
    public static let medium = CoverArtType(rawValue: "Medium")
    /// `Obi`: the paper strip around Japanese releases.
    public static let obi = CoverArtType(rawValue: "Obi")
    /// `Spine`: the edge of the case.
    public static let spine = CoverArtType(rawValue: "Spine")
    /// `Track`: art for one track (digital releases).
    public static let track = CoverArtType(rawValue: "Track")
    /// `Tray`: the tray of a jewel case or what is under it.
    public static let tray = CoverArtType(rawValue: "Tray")
    /// `Sticker`: a sticker on the packaging.
    public static let sticker = CoverArtType(rawValue: "Sticker")
    /// `Poster`: a poster that came with the release.
    public static let poster = CoverArtType(rawValue: "Poster")
    /// `Liner`: a liner (inner sleeve) of a vinyl release.
    public static let liner = CoverArtType(rawValue: "Liner")
    /// `Watermark`: the image carries a watermark.
    public static let watermark = CoverArtType(rawValue: "Watermark")
    /// `Raw/Unedited`: a scan that was not cropped or cleaned up.
    public static let rawUnedited = CoverArtType(rawValue: "Raw/Unedited")
    /// `Matrix/Runout`: the matrix or runout area of a disc.
    public static let matrixRunout = CoverArtType(rawValue: "Matrix/Runout")
    /// `Top`: the top of the packaging.
    public static let top = CoverArtType(rawValue: "Top")
    /// `Bottom`: the bottom of the packaging.
    public static let bottom = CoverArtType(rawValue: "Bottom")
    /// `Other`: anything else.
    public static let other = CoverArtType(rawValue: "Other")
}
