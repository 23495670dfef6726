/// The names an XML decoder reads: the elements it decodes, and their child elements and
/// attributes. Each decoder keeps its mapping next to its `init(xml:)`; the schema coverage
/// test compares them with the MMD schema and checks them against what decoding real
/// responses actually reads, so they cannot drift.
struct XMLMapping: Sendable {
    /// The element names the decoder is used for, such as `area`, `begin-area`, `end-area`.
    var elements: [String]
    /// The child elements it reads.
    var children: [String]
    /// The attributes it reads (without prefix; the extension-namespace score is `score`).
    var attributes: [String]

    init(elements: [String], children: [String] = [], attributes: [String] = []) {
        self.elements = elements
        self.children = children
        self.attributes = attributes
    }
}
