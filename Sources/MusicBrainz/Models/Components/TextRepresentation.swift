/// The language and script a release's titles and track list are written in.
///
/// Source: WS/2 `text-representation` (JSON) / `<text-representation>` (XML) of a release.
public struct TextRepresentation: Sendable, Hashable {
    /// The ISO 639-3 language code, such as `eng` or `jpn` (`mul` for several, `zxx` for no
    /// linguistic content); `nil` when unknown.
    public var language: String?
    /// The ISO 15924 script code, such as `Latn` or `Jpan`; `nil` when unknown.
    public var script: String?

    /// Creates a text representation.
    /// - Parameters:
    ///   - language: The ISO 639-3 language code.
    ///   - script: The ISO 15924 script code.
    public init(language: String? = nil, script: String? = nil) {
        self.language = language
        self.script = script
    }

    /// `nil` when both parts are unknown (JSON always writes the object; XML leaves it out).
    var nilIfEmpty: TextRepresentation? { language == nil && script == nil ? nil : self }
}
