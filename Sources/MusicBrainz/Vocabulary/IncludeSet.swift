import Foundation

/// A set of `inc` parameter values for the requests about one kind of entity.
///
/// Each entity has one set, used by its lookups and its browses (``Release/Includes``,
/// ``Artist/Includes``, …), and the disc ID, ISRC and ISWC lookups have their own. A set has
/// only the members the service accepts for its entity, so an include that makes no sense does
/// not compile: a work lookup cannot ask for `.discIDs`. The `inc` string lists the members in
/// one stable order, the same for every set (``names``).
///
/// What the type system cannot say is checked before sending, and refused with
/// ``MusicBrainzError/Code/invalidRequest``:
/// - a member the request does not accept: where a browse takes fewer values than a lookup (an
///   artist browse takes no sub-query such as `releases`), ``browseMembers`` lists them; a
///   collection lookup takes none of them (``lookupMembers``);
/// - a sub-query modifier such as `discids` or `various-artists` without the sub-query it
///   modifies (``dependencies``);
/// - `user-*` includes, which need credentials (``authenticatedMembers``).
///
/// Source: the server's `inc` validator (`WebService/Validator.pm`), tables 2.3 and 3.2 of the
/// WS/2 reference.
public protocol IncludeSet: OptionSet, Sendable, Hashable where RawValue == UInt64, Element == Self {
    /// The members a lookup accepts.
    static var lookupMembers: Self { get }

    /// The members a browse of the entity accepts; default ``lookupMembers``. A browse that asks
    /// for another member is refused before sending.
    static var browseMembers: Self { get }

    /// The members the service accepts only together with another one, such as `discids`
    /// (with `releases`) on an artist lookup. Default: none.
    static var dependencies: [IncludeDependency<Self>] { get }

    /// The sub-queries that allow a release-group type filter (`type=album|ep`) on a lookup of
    /// this set's entity: `releases` and `release-groups` on an artist, `releases` on a label
    /// or recording. Empty when the lookup takes no type filter (the default).
    static var typeFilterSubqueries: Self { get }

    /// The sub-queries that allow a release status filter (`status=official`) on a lookup of
    /// this set's entity: `releases` on an artist, label, recording or release group. Empty
    /// when the lookup takes no status filter (the default).
    static var statusFilterSubqueries: Self { get }
}

extension IncludeSet {
    /// The lookup's members.
    public static var browseMembers: Self { lookupMembers }
    /// No member depends on another.
    public static var dependencies: [IncludeDependency<Self>] { [] }
    /// No type filter.
    public static var typeFilterSubqueries: Self { [] }
    /// No status filter.
    public static var statusFilterSubqueries: Self { [] }

    /// The set of one value.
    init(_ value: IncludeValue) { self.init(rawValue: value.bit) }

    /// Every member: those of a lookup and those of a browse.
    public static var allMembers: Self { lookupMembers.union(browseMembers) }

    /// Every member with its wire spelling (`artist-credits`, `url-rels`, …), in the order the
    /// `inc` string lists them.
    public static var wireNames: [(Self, String)] {
        IncludeValue.bits.compactMap {
            allMembers.rawValue & $0.bit == 0 ? nil : (Self(rawValue: $0.bit), $0.value.rawValue)
        }
    }

    /// The members that need an authenticated client: `user-tags`, `user-genres`,
    /// `user-ratings` and `user-collections`, where the set has them.
    public static var authenticatedMembers: Self {
        Self(rawValue: IncludeValue.bits.reduce(0) { $1.value.needsAuthentication ? $0 | $1.bit : $0 })
            .intersection(allMembers)
    }

    /// The wire spellings of the members of this set, in `inc` order.
    public var names: [String] { IncludeValue.bits.compactMap { rawValue & $0.bit == 0 ? nil : $0.value.rawValue } }

    /// The `inc` parameter value: the names joined with `+`, or `nil` for an empty set.
    public var parameterValue: String? {
        let names = self.names
        return names.isEmpty ? nil : names.joined(separator: "+")
    }

    /// Whether the set holds a member that needs an authenticated client (`user-tags`,
    /// `user-genres`, `user-ratings`, `user-collections`).
    public var requiresAuthentication: Bool { !authenticatedNames.isEmpty }

    /// The wire names of the members that need authentication, in `inc` order.
    public var authenticatedNames: [String] { names.filter { IncludeValue(rawValue: $0)?.needsAuthentication == true } }

    /// What needs credentials, for ``MusicBrainzRequest/authenticationReason``: `inc=user-tags, inc=user-ratings`.
    var authenticationReason: String { authenticatedNames.map { "inc=" + $0 }.joined(separator: ", ") }

    /// Checks the set for a lookup: every member is one of ``lookupMembers``, and each member
    /// listed in ``dependencies`` has one of the members it depends on.
    ///
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` naming
    ///   the include, what it needs and why, such as "inc=various-artists needs inc=releases:
    ///   it lists releases where the artist appears only in track credits".
    public func validate() throws(MusicBrainzError) {
        try validate(accepting: Self.lookupMembers, in: "this lookup")
    }

    /// Checks the set for a request that accepts `accepted`, named `request` in messages (such
    /// as "a release browse").
    func validate(accepting accepted: Self, in request: String) throws(MusicBrainzError) {
        let refused = subtracting(accepted)
        if !refused.isEmpty {
            let valid = accepted.names
            let names = refused.names.map { "inc=" + $0 }
            let what =
                names.isEmpty
                ? "An unknown inc bit is" : names.joined(separator: ", ") + (names.count > 1 ? " are" : " is")
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "\(what) not accepted by \(request); "
                    + (valid.isEmpty ? "it takes no inc values." : "valid: \(valid.joined(separator: ", ")).")
            )
        }
        for dependency in Self.dependencies where contains(dependency.member) {
            let options = dependency.requiresOneOf.intersection(accepted)
            guard isDisjoint(with: options) else { continue }
            let needed = (options.isEmpty ? dependency.requiresOneOf : options).names.map { "inc=" + $0 }
            let alternatives = needed.count <= 1 ? needed.joined() : "one of " + needed.joined(separator: ", ")
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "inc=\(dependency.member.names.joined(separator: "+")) needs \(alternatives): \(dependency.reason)."
            )
        }
    }

    /// Parses wire spellings, as a command line or a stored URL gives them.
    ///
    /// The service's own aliases are accepted too: `artists` for `artist-credits` and
    /// `mediums` for `media` (where the set has those members).
    ///
    /// - Parameter parameterNames: Names such as `["recordings", "artist-credits"]`; empty
    ///   strings are ignored.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` for a
    ///   name this set does not have, listing the valid ones.
    public init(parameterNames: [String]) throws(MusicBrainzError) {
        self.init()
        for rawName in parameterNames {
            let name = rawName.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { continue }
            guard let value = IncludeValue.spellingAliases[name] ?? IncludeValue(rawValue: name),
                Self.allMembers.contains(Self(value))
            else {
                let valid = Self.allMembers.names
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: valid.isEmpty
                        ? "\"\(name)\" is not an inc value here: this request takes no inc values."
                        : "\"\(name)\" is not an inc value here; valid: \(valid.joined(separator: ", ")).")
            }
            insert(Self(value))
        }
    }
}
