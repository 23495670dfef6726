import Foundation

/// A Lucene query for one search index, built from typed fields so that values are escaped
/// correctly and only the index's own fields can be named.
///
/// ```swift
/// // recording:"we will rock you" AND arid:0383dadf-2a4e-4d10-a46a-e9e041da8eb3
/// let query: SearchQuery<Recording> = .field(.recording, .phrase("we will rock you")) && .field(.artistID, queenID)
/// let hits = try await client.search(Recording.self, query: query)
///
/// // release:(AC\/DC) AND (date:[1990 TO 1999] OR NOT status:official)
/// let releases: SearchQuery<Release> = .field(.release, "AC/DC")
///     && (.field(.date, .range(from: "1990", to: "1999")) || !.field(.status, "official"))
/// ```
///
/// Plain text (a `String` value) is escaped, so every character is searched as itself.
/// Wildcards, fuzzy terms, phrases and ranges are written on purpose with ``SearchValue``;
/// `&&`, `||` and `!` (or ``all(_:)``, ``any(_:)``, ``not(_:)``) combine clauses into `AND`,
/// `OR` and `NOT`, with parentheses where needed; ``raw(_:)`` sends any Lucene text as it is.
///
/// Source: sections 4.2 and 4.4 of the WS/2 reference.
public struct SearchQuery<Item: SearchableItem>: Sendable, Hashable, CustomStringConvertible {
    indirect enum Node: Sendable, Hashable {
        case clause(field: String?, value: SearchValue)
        case and([Node])
        case or([Node])
        case not(Node)
        case required(Node)
        case prohibited(Node)
        case boost(Node, factor: Double)
        case raw(String)
    }

    let node: Node

    init(_ node: Node) { self.node = node }

    /// A clause on one field: `field:value`.
    /// - Parameters:
    ///   - field: The field, such as `.release`.
    ///   - value: The value.
    /// - Returns: The query.
    public static func field(_ field: Item.SearchField, _ value: SearchValue) -> SearchQuery {
        SearchQuery(.clause(field: field.rawValue, value: value))
    }

    /// A clause on one field with plain text, escaped: `field:text` or `field:(two words)`.
    /// - Parameters:
    ///   - field: The field.
    ///   - text: The text.
    /// - Returns: The query.
    public static func field(_ field: Item.SearchField, _ text: String) -> SearchQuery {
        .field(field, .text(text))
    }

    /// A clause on one field with an MBID, such as `arid:0383dadf-…`.
    /// - Parameters:
    ///   - field: The field.
    ///   - id: The MBID.
    /// - Returns: The query.
    public static func field(_ field: Item.SearchField, _ id: MBID) -> SearchQuery { .field(field, .mbid(id)) }

    /// A value searched in the index's default fields (no field name).
    /// - Parameter value: The value.
    /// - Returns: The query.
    public static func value(_ value: SearchValue) -> SearchQuery { SearchQuery(.clause(field: nil, value: value)) }

    /// Plain text searched in the index's default fields, escaped.
    /// - Parameter text: The text.
    /// - Returns: The query.
    public static func text(_ text: String) -> SearchQuery { .value(.text(text)) }

    /// Lucene text sent as it is: the escape hatch for anything the builder cannot say.
    /// - Parameter lucene: The query, such as `release:"Violin Concertos" AND country:GB`.
    /// - Returns: The query.
    public static func raw(_ lucene: String) -> SearchQuery { SearchQuery(.raw(lucene)) }

    /// Every query must match: `a AND b AND c`. One query is returned as it is.
    /// - Parameter queries: The queries.
    /// - Returns: The query.
    public static func all(_ queries: [SearchQuery]) -> SearchQuery {
        if queries.count == 1, let only = queries.first { return only }
        return SearchQuery(
            .and(
                queries.flatMap { query -> [Node] in
                    if case .and(let nodes) = query.node { return nodes }
                    return [query.node]
                }))
    }

    /// At least one query must match: `a OR b OR c`. One query is returned as it is.
    /// - Parameter queries: The queries.
    /// - Returns: The query.
    public static func any(_ queries: [SearchQuery]) -> SearchQuery {
        if queries.count == 1, let only = queries.first { return only }
        return SearchQuery(
            .or(
                queries.flatMap { query -> [Node] in
                    if case .or(let nodes) = query.node { return nodes }
                    return [query.node]
                }))
    }

    /// The query must not match: `NOT a`.
    /// - Parameter query: The query.
    /// - Returns: The query.
    public static func not(_ query: SearchQuery) -> SearchQuery { SearchQuery(.not(query.node)) }

    /// The query must match, whatever the default operator: `+a`.
    /// - Parameter query: The query.
    /// - Returns: The query.
    public static func required(_ query: SearchQuery) -> SearchQuery { SearchQuery(.required(query.node)) }

    /// The query must not match: `-a`.
    /// - Parameter query: The query.
    /// - Returns: The query.
    public static func prohibited(_ query: SearchQuery) -> SearchQuery { SearchQuery(.prohibited(query.node)) }

    /// This query with its relevance multiplied: `a^2`.
    /// - Parameter factor: The boost, greater than 0.
    /// - Returns: The query.
    public func boosted(by factor: Double) -> SearchQuery { SearchQuery(.boost(node, factor: factor)) }

    /// `lhs AND rhs`.
    public static func && (lhs: SearchQuery, rhs: SearchQuery) -> SearchQuery { .all([lhs, rhs]) }

    /// `lhs OR rhs`.
    public static func || (lhs: SearchQuery, rhs: SearchQuery) -> SearchQuery { .any([lhs, rhs]) }

    /// `NOT query`.
    public static prefix func ! (query: SearchQuery) -> SearchQuery { .not(query) }

    /// The Lucene text sent as the `query` parameter.
    public var luceneString: String { Self.render(node, operand: false) }

    /// The Lucene text.
    public var description: String { luceneString }

    /// Whether the query is plain words for the default fields (or raw text), which is all a
    /// dismax search understands.
    public var isPlainText: Bool {
        switch node {
        case .raw: return true
        case .clause(nil, let value):
            if case .words = value.kind { return true }
            return false
        default: return false
        }
    }

    /// The words of a plain-text query without escaping, for dismax; `nil` for other queries.
    var plainWords: String? {
        switch node {
        case .raw(let text): return text
        case .clause(nil, let value):
            if case .words(let words) = value.kind { return words.joined(separator: " ") }
            return nil
        default: return nil
        }
    }

    private static func render(_ node: Node, operand: Bool) -> String {
        switch node {
        case .clause(let field, let value):
            guard let field else { return value.lucene(grouped: operand) }
            return field + ":" + value.lucene(grouped: true)
        case .and(let nodes):
            return join(nodes, " AND ", operand: operand)
        case .or(let nodes):
            return join(nodes, " OR ", operand: operand)
        case .not(let inner):
            return "NOT " + render(inner, operand: true)
        case .required(let inner):
            return "+" + render(inner, operand: true)
        case .prohibited(let inner):
            return "-" + render(inner, operand: true)
        case .boost(let inner, let factor):
            let text = factor == factor.rounded() && abs(factor) < 1e15 ? String(Int(factor)) : String(factor)
            return render(inner, operand: true) + "^" + text
        case .raw(let text):
            return operand ? "(" + text + ")" : text
        }
    }

    private static func join(_ nodes: [Node], _ separator: String, operand: Bool) -> String {
        if nodes.count == 1, let only = nodes.first { return render(only, operand: operand) }
        let text = nodes.map { render($0, operand: true) }.joined(separator: separator)
        return operand ? "(" + text + ")" : text
    }

    /// Refuses a query with nothing to search for: an empty value, an empty `all`/`any`, a
    /// fuzzy term with more than 2 edits, a negative slop or a boost that is not positive.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        try Self.validate(node)
    }

    private static func validate(_ node: Node) throws(MusicBrainzError) {
        func invalid(_ message: String) -> MusicBrainzError {
            MusicBrainzError(code: .invalidRequest, message: message)
        }
        switch node {
        case .clause(let field, let value):
            if value.isEmpty {
                throw invalid(field.map { "The search value of \($0) is empty." } ?? "The search query is empty.")
            }
            switch value.kind {
            case .fuzzy(_, let edits?) where !(0...2).contains(edits):
                throw invalid("A fuzzy term allows 0 to 2 edits, not \(edits).")
            case .phrase(_, let slop?) where slop < 0:
                throw invalid("A phrase slop must not be negative, not \(slop).")
            default: break
            }
        case .and(let nodes), .or(let nodes):
            if nodes.isEmpty { throw invalid("The search query combines no clauses.") }
            for child in nodes { try validate(child) }
        case .not(let inner), .required(let inner), .prohibited(let inner):
            try validate(inner)
        case .boost(let inner, let factor):
            if !(factor > 0) || !factor.isFinite { throw invalid("A boost must be greater than 0, not \(factor).") }
            try validate(inner)
        case .raw(let text):
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw invalid("The search query is empty.")
            }
        }
    }
}
