/// A set of `inc` parameter values for one kind of request.
///
/// Each entity has its own set (``Release/Includes``, ``Artist/Includes``, …) holding exactly the
/// values the web service accepts for that entity, so an include that makes no sense for an
/// entity does not compile. The `inc` string is built in a stable order (``wireNames``).
public protocol IncludeSet: OptionSet, Sendable, Hashable where RawValue == UInt64, Element == Self {
    /// Every member with its wire spelling (`artist-credits`, `url-rels`, …), in the order the
    /// `inc` string lists them.
    static var wireNames: [(Self, String)] { get }
}

extension IncludeSet {
    /// The wire spellings of the members of this set, in ``wireNames`` order.
    public var names: [String] {
        Self.wireNames.compactMap { contains($0.0) ? $0.1 : nil }
    }

    /// The `inc` parameter value: the names joined with `+`, or `nil` for an empty set.
    public var parameterValue: String? {
        let names = self.names
        return names.isEmpty ? nil : names.joined(separator: "+")
    }
}
