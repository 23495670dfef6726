import Foundation

/// A set of `inc` parameter values for one kind of request.
///
/// Each entity has its own set (``Release/Includes``, ``Artist/Includes``, …) holding exactly the
/// values the web service accepts for that entity's lookups, and browse requests have their own,
/// sometimes narrower, set (``Release/BrowseIncludes``, ``Artist/BrowseIncludes``), so an include
/// that makes no sense for a request does not compile. The `inc` string is built in a stable
/// order (``wireNames``).
///
/// What the type system cannot say is checked before sending (``validate()``): a sub-query
/// modifier such as `discids` or `various-artists` without the sub-query it modifies
/// (``dependencies``), and `user-*` includes, which need credentials
/// (``authenticatedMembers``).
///
/// Source: the server's `inc` validator (`WebService/Validator.pm`), tables 2.3 and 3.2 of the
/// WS/2 reference.
public protocol IncludeSet: OptionSet, Sendable, Hashable where RawValue == UInt64, Element == Self {
    /// Every member with its wire spelling (`artist-credits`, `url-rels`, …), in the order the
    /// `inc` string lists them.
    static var wireNames: [(Self, String)] { get }

    /// The members that need an authenticated client: `user-tags`, `user-genres`,
    /// `user-ratings` and `user-collections`. Default: none.
    static var authenticatedMembers: Self { get }

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
    /// No member needs authentication.
    public static var authenticatedMembers: Self { [] }
    /// No member depends on another.
    public static var dependencies: [IncludeDependency<Self>] { [] }
    /// No type filter.
    public static var typeFilterSubqueries: Self { [] }
    /// No status filter.
    public static var statusFilterSubqueries: Self { [] }

    /// The wire spellings of the members of this set, in ``wireNames`` order.
    public var names: [String] {
        Self.wireNames.compactMap { contains($0.0) ? $0.1 : nil }
    }

    /// The `inc` parameter value: the names joined with `+`, or `nil` for an empty set.
    public var parameterValue: String? {
        let names = self.names
        return names.isEmpty ? nil : names.joined(separator: "+")
    }

    /// Whether the set holds a member that needs an authenticated client (`user-tags`,
    /// `user-genres`, `user-ratings`, `user-collections`).
    public var requiresAuthentication: Bool { !intersection(Self.authenticatedMembers).isEmpty }

    /// The wire names of the members that need authentication, in ``wireNames`` order.
    public var authenticatedNames: [String] { intersection(Self.authenticatedMembers).names }

    /// Checks the rules that depend on other members: each member listed in ``dependencies``
    /// needs one of the members it depends on.
    ///
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` naming
    ///   the include, what it needs and why, such as "inc=various-artists needs inc=releases:
    ///   it lists releases where the artist appears only in track credits".
    public func validate() throws(MusicBrainzError) {
        for dependency in Self.dependencies where contains(dependency.member) {
            guard intersection(dependency.requiresOneOf).isEmpty else { continue }
            let needed = dependency.requiresOneOf.names.map { "inc=" + $0 }
            let alternatives =
                needed.count <= 1
                ? needed.joined() : "one of " + needed.joined(separator: ", ")
            let name = dependency.member.names.joined(separator: "+")
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "inc=\(name) needs \(alternatives): \(dependency.reason).")
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
            let canonical = IncludeNames.aliases[name] ?? name
            guard let member = Self.wireNames.first(where: { $0.1 == canonical })?.0 else {
                let valid = Self.wireNames.map(\.1)
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: valid.isEmpty
                        ? "\"\(name)\" is not an inc value here: this request takes no inc values."
                        : "\"\(name)\" is not an inc value here; valid: \(valid.joined(separator: ", ")).")
            }
            insert(member)
        }
    }
}

/// Spellings shared by every include set.
enum IncludeNames {
    /// The server's aliases: `artists` means `artist-credits`, `mediums` is rewritten to `media`.
    static let aliases = ["artists": "artist-credits", "mediums": "media"]
}
