import Foundation

/// The value side of a search clause (`field:value`): text to find as it is, or a deliberate
/// Lucene construct (phrase, wildcard, fuzzy term, range), or raw query syntax.
///
/// Text is escaped (``LuceneEscaping``) so that characters such as `/`, `:`, `-` or `!` and the
/// words `AND`/`OR`/`NOT` are searched as themselves; the constructs keep their own syntax and
/// escape only what they must:
///
/// | value | renders as |
/// | --- | --- |
/// | `.text("AC/DC")` | `AC\/DC` |
/// | `.text("Violin Concertos")` | `(Violin Concertos)` after a field, `Violin Concertos` alone |
/// | `.phrase("drivers license")` | `"drivers license"` |
/// | `.phrase("a b", slop: 3)` | `"a b"~3` |
/// | `.wildcard("beat*")` | `beat*` (`*` and `?` kept, the rest escaped) |
/// | `.fuzzy("beatles", maxEdits: 1)` | `beatles~1` |
/// | `.range(from: "1990", to: "1999-12-31")` | `[1990 TO 1999-12-31]` |
/// | `.range(from: "10", to: nil, inclusive: false)` | `{10 TO *}` |
/// | `.raw("a* OR b")` | `a* OR b`, as written |
///
/// Source: section 4.2 of the WS/2 reference.
public struct SearchValue: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case words([String])
        case phrase(String, slop: Int?)
        case wildcard(String)
        case fuzzy(String, maxEdits: Int?)
        case range(String?, String?, inclusive: Bool)
        case verbatim(String)
    }

    let kind: Kind

    /// Text searched as it is: split into words at white space, each word escaped.
    /// - Parameter text: The text.
    /// - Returns: The value.
    public static func text(_ text: String) -> SearchValue {
        SearchValue(kind: .words(text.split(whereSeparator: \.isWhitespace).map(String.init)))
    }

    /// A phrase: the words in this order, next to each other (or within `slop` positions).
    /// - Parameters:
    ///   - text: The phrase; `"` and `\` are escaped, other characters are literal inside quotes.
    ///   - slop: How many positions the words may be apart (proximity search); `nil` for exact.
    /// - Returns: The value.
    public static func phrase(_ text: String, slop: Int? = nil) -> SearchValue {
        SearchValue(kind: .phrase(text, slop: slop))
    }

    /// A wildcard pattern: `*` matches any characters, `?` one character; every other special
    /// character is escaped.
    /// - Parameter pattern: The pattern, such as `beat*`.
    /// - Returns: The value.
    public static func wildcard(_ pattern: String) -> SearchValue { SearchValue(kind: .wildcard(pattern)) }

    /// A fuzzy term: words within some edits of the term.
    /// - Parameters:
    ///   - term: The term (escaped).
    ///   - maxEdits: The number of edits, 0…2; `nil` for the server's default (2).
    /// - Returns: The value.
    public static func fuzzy(_ term: String, maxEdits: Int? = nil) -> SearchValue {
        SearchValue(kind: .fuzzy(term, maxEdits: maxEdits))
    }

    /// A range of values, such as dates (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) or numbers.
    /// - Parameters:
    ///   - lower: The lower bound; `nil` for open.
    ///   - upper: The upper bound; `nil` for open.
    ///   - inclusive: Whether the bounds belong to the range (`[a TO b]`) or not (`{a TO b}`);
    ///     default `true`.
    /// - Returns: The value.
    public static func range(from lower: String?, to upper: String?, inclusive: Bool = true) -> SearchValue {
        SearchValue(kind: .range(lower, upper, inclusive: inclusive))
    }

    /// Query syntax sent as written: the escape hatch for what the other values cannot say.
    /// - Parameter lucene: The Lucene text.
    /// - Returns: The value.
    public static func raw(_ lucene: String) -> SearchValue { SearchValue(kind: .verbatim(lucene)) }

    /// An MBID, for fields such as `arid`, `reid` or `rid`.
    /// - Parameter id: The MBID.
    /// - Returns: The value (the lower-case MBID, which needs no escaping).
    public static func mbid(_ id: MBID) -> SearchValue { SearchValue(kind: .verbatim(id.description)) }

    /// A whole number, for fields such as `tracks`, `dur` or `releases`.
    /// - Parameter number: The number.
    /// - Returns: The value.
    public static func number(_ number: Int) -> SearchValue { SearchValue(kind: .verbatim(String(number))) }

    /// `true` or `false`, for fields such as `ended` or `video`.
    /// - Parameter value: The Boolean.
    /// - Returns: The value.
    public static func bool(_ value: Bool) -> SearchValue { SearchValue(kind: .verbatim(value ? "true" : "false")) }

    /// An ISRC, for the recording field `isrc`.
    /// - Parameter isrc: The ISRC.
    /// - Returns: The value.
    public static func isrc(_ isrc: ISRC) -> SearchValue { SearchValue(kind: .verbatim(isrc.rawValue)) }

    /// An ISWC, for the work field `iswc` (escaped: it holds `-`).
    /// - Parameter iswc: The ISWC.
    /// - Returns: The value.
    public static func iswc(_ iswc: ISWC) -> SearchValue { .text(iswc.rawValue) }

    /// A barcode, for the release and CD stub field `barcode`.
    /// - Parameter barcode: The barcode.
    /// - Returns: The value.
    public static func barcode(_ barcode: Barcode) -> SearchValue { SearchValue(kind: .verbatim(barcode.rawValue)) }

    /// A disc ID, for the CD stub fields `discid` and `id` (escaped: it can hold `.` and `-`).
    /// - Parameter discID: The disc ID.
    /// - Returns: The value.
    public static func discID(_ discID: DiscID) -> SearchValue { .text(discID.rawValue) }

    /// Whether the value has nothing to search for (empty text, an empty phrase or pattern).
    public var isEmpty: Bool {
        switch kind {
        case .words(let words): return words.isEmpty
        case .phrase(let text, _), .wildcard(let text), .fuzzy(let text, _), .verbatim(let text):
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case .range: return false
        }
    }

    /// Whether the value is several words that need parentheses after a field name or next to
    /// an operator.
    var needsGrouping: Bool {
        if case .words(let words) = kind { return words.count > 1 }
        return false
    }

    /// The Lucene text, with several words in parentheses when `grouped`.
    func lucene(grouped: Bool) -> String {
        switch kind {
        case .words(let words):
            let text = words.map { LuceneEscaping.escape($0) }.joined(separator: " ")
            return grouped && words.count > 1 ? "(" + text + ")" : text
        case .phrase(let text, let slop):
            return "\"" + LuceneEscaping.escapeInPhrase(text) + "\"" + (slop.map { "~\($0)" } ?? "")
        case .wildcard(let pattern):
            return LuceneEscaping.escape(pattern, keeping: ["*", "?"])
        case .fuzzy(let term, let edits):
            return LuceneEscaping.escape(term) + "~" + (edits.map(String.init) ?? "")
        case .range(let lower, let upper, let inclusive):
            let text = Self.bound(lower) + " TO " + Self.bound(upper)
            return inclusive ? "[" + text + "]" : "{" + text + "}"
        case .verbatim(let text):
            return text
        }
    }

    /// A range bound: `*` when open, as written when it holds only letters, digits and `-._:`,
    /// otherwise quoted.
    private static func bound(_ value: String?) -> String {
        guard let value, !value.isEmpty, value != "*" else { return "*" }
        let plain = value.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-._:".unicodeScalars.contains(scalar))
        }
        return plain ? value : "\"" + LuceneEscaping.escapeInPhrase(value) + "\""
    }

    /// The Lucene text of the value on its own.
    public var description: String { lucene(grouped: false) }
}
