/// A rule of the web service's `inc` validator: a member of an include set that is accepted only
/// together with one of some other members.
///
/// For example `discids` on an artist lookup modifies the embedded releases, so it needs
/// `releases`; `artist-credits` on a work lookup is accepted only with `recording-rels`,
/// `release-rels` or `release-group-rels`. ``IncludeSet/validate()`` checks these rules before
/// anything is sent, where the server would answer 400.
///
/// Source: `%extra_inc` and the sub-query tables of `WebService/Validator.pm` (table 2.3 of the
/// WS/2 reference).
public struct IncludeDependency<Set: IncludeSet>: Sendable {
    /// The member with the rule.
    public var member: Set
    /// The members of which at least one must be present too.
    public var requiresOneOf: Set
    /// Why, in a few words (used in the error message).
    public var reason: String

    /// Creates a rule.
    /// - Parameters:
    ///   - member: The member with the rule.
    ///   - requiresOneOf: The members of which one must be present too.
    ///   - reason: Why, in a few words.
    public init(_ member: Set, requiresOneOf: Set, reason: String) {
        self.member = member
        self.requiresOneOf = requiresOneOf
        self.reason = reason
    }
}
