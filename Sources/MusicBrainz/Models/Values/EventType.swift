/// What kind of event an event is: concert, festival, launch event and so on.
///
/// Source: WS/2 event `type` (JSON) / the `type` attribute of `<event>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct EventType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Concert`.
    public static let concert = EventType(rawValue: "Concert")
    /// `Festival`.
    public static let festival = EventType(rawValue: "Festival")
    /// `Launch event`.
    public static let launchEvent = EventType(rawValue: "Launch event")
    /// `Convention/Expo`.
    public static let conventionExpo = EventType(rawValue: "Convention/Expo")
    /// `Masterclass/Clinic`.
    public static let masterclassClinic = EventType(rawValue: "Masterclass/Clinic")
}
