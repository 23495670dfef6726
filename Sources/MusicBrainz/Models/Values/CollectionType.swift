/// What kind of collection a collection is.
///
/// Source: WS/2 collection `type` (JSON) / the `type` attribute of `<collection>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct CollectionType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Release`.
    public static let release = CollectionType(rawValue: "Release")
    /// `Owned music`.
    public static let ownedMusic = CollectionType(rawValue: "Owned music")
    /// `Wishlist`.
    public static let wishlist = CollectionType(rawValue: "Wishlist")
    /// `Event`.
    public static let event = CollectionType(rawValue: "Event")
    /// `Attending`.
    public static let attending = CollectionType(rawValue: "Attending")
    /// `Maybe attending`.
    public static let maybeAttending = CollectionType(rawValue: "Maybe attending")
    /// `Area`.
    public static let area = CollectionType(rawValue: "Area")
    /// `Artist`.
    public static let artist = CollectionType(rawValue: "Artist")
    /// `Instrument`.
    public static let instrument = CollectionType(rawValue: "Instrument")
    /// `Label`.
    public static let label = CollectionType(rawValue: "Label")
    /// `Place`.
    public static let place = CollectionType(rawValue: "Place")
    /// `Recording`.
    public static let recording = CollectionType(rawValue: "Recording")
    /// `Release group`.
    public static let releaseGroup = CollectionType(rawValue: "Release group")
    /// `Series`.
    public static let series = CollectionType(rawValue: "Series")
    /// `Work`.
    public static let work = CollectionType(rawValue: "Work")
    /// `Genre`.
    public static let genre = CollectionType(rawValue: "Genre")
}
