/// A label and catalog number of a release.
///
/// Source: one item of WS/2 `label-info` (JSON) / `<label-info>` (XML) of a release
/// (`inc=labels`).
public struct LabelInfo: Sendable, Hashable {
    /// The catalog number as printed, such as `RZCD-45118`; `nil` when unknown.
    public var catalogNumber: String?
    /// The label; `nil` when only a catalog number is known.
    @OutOfLine public var label: Label?

    /// Creates a label info.
    /// - Parameters:
    ///   - catalogNumber: The catalog number.
    ///   - label: The label.
    public init(catalogNumber: String? = nil, label: Label? = nil) {
        self.catalogNumber = catalogNumber
        self.label = label
    }
}
