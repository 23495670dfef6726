/// The format the web service answers in.
///
/// Both formats decode into the same models. JSON is the default: it is smaller and decodes with
/// `JSONDecoder`. XML (the MusicBrainz Metadata format, MMD 2.0) is the service's original format
/// and carries a few things JSON does not, such as the true size of lists embedded in a lookup.
public enum ResponseFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// JSON: the client sends `fmt=json` and `Accept: application/json`.
    case json
    /// XML (MMD 2.0): the client sends `Accept: application/xml` (the service's default format).
    case xml

    /// The media type the client asks for in `Accept`.
    public var mediaType: String {
        switch self {
        case .json: return "application/json"
        case .xml: return "application/xml"
        }
    }

    /// `json` or `xml`.
    public var description: String { rawValue }
}
