/// What kind of artist an artist is: person, group, orchestra, choir, character or other.
///
/// Source: WS/2 artist `type` (JSON) / the `type` attribute of `<artist>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct ArtistType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Person`: A single person.
    public static let person = ArtistType(rawValue: "Person")
    /// `Group`: A group of people.
    public static let group = ArtistType(rawValue: "Group")
    /// `Orchestra`: An orchestra.
    public static let orchestra = ArtistType(rawValue: "Orchestra")
    /// `Choir`: A choir.
    public static let choir = ArtistType(rawValue: "Choir")
    /// `Character`: A fictional character.
    public static let character = ArtistType(rawValue: "Character")
    /// `Other`: Anything else.
    public static let other = ArtistType(rawValue: "Other")
}
