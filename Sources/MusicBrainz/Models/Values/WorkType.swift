/// What kind of work a work is: song, symphony, opera and so on.
///
/// Source: WS/2 work `type` (JSON) / the `type` attribute of `<work>` (XML).
/// An open vocabulary: values this library does not list are kept (see ``OpenVocabulary``).
public struct WorkType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Song`.
    public static let song = WorkType(rawValue: "Song")
    /// `Aria`.
    public static let aria = WorkType(rawValue: "Aria")
    /// `Ballet`.
    public static let ballet = WorkType(rawValue: "Ballet")
    /// `Cantata`.
    public static let cantata = WorkType(rawValue: "Cantata")
    /// `Concerto`.
    public static let concerto = WorkType(rawValue: "Concerto")
    /// `Sonata`.
    public static let sonata = WorkType(rawValue: "Sonata")
    /// `Suite`.
    public static let suite = WorkType(rawValue: "Suite")
    /// `Mass`.
    public static let mass = WorkType(rawValue: "Mass")
    /// `Opera`.
    public static let opera = WorkType(rawValue: "Opera")
    /// `Oratorio`.
    public static let oratorio = WorkType(rawValue: "Oratorio")
    /// `Symphony`.
    public static let symphony = WorkType(rawValue: "Symphony")
    /// `Poem`.
    public static let poem = WorkType(rawValue: "Poem")
    /// `Soundtrack`.
    public static let soundtrack = WorkType(rawValue: "Soundtrack")
    /// `Musical`.
    public static let musical = WorkType(rawValue: "Musical")
}
