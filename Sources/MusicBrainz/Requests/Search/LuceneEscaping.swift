/// The escaping rules of the Lucene query syntax the search server parses.
///
/// The characters `+ - & | ! ( ) { } [ ] ^ " ~ * ? : \ /` have a meaning in a query (operators,
/// grouping, ranges, phrases, fuzziness, wildcards, field names, regular expressions), and so
/// do the words `AND`, `OR`, `NOT` (in upper case). ``escape(_:keeping:)`` puts a backslash before each
/// such character, and before the first letter of such a word, so the text is searched as
/// itself; ``unescape(_:)`` is its inverse (what the query parser does to an escaped term).
///
/// ``SearchValue`` escapes text for you; use these directly when you write a raw query.
///
/// Source: section 4.2 of the WS/2 reference (the server's own escaper covers
/// `+ - & | ! ( ) { } [ ] ^ " ~ * ? :` and `\`; `/` delimits regular expressions in current
/// Lucene).
public enum LuceneEscaping {
    /// Every character with a meaning in the query syntax: `+ - & | ! ( ) { } [ ] ^ " ~ * ? : \ /`.
    public static let specialCharacters: Set<Character> = [
        "+", "-", "&", "|", "!", "(", ")", "{", "}", "[", "]", "^", "\"", "~", "*", "?", ":", "\\", "/",
    ]

    /// The operator words, which are operators only in upper case.
    public static let operatorWords: Set<String> = ["AND", "OR", "NOT"]

    /// Escapes one term: a backslash before every special character and white space, and before
    /// an operator word.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - keeping: Special characters to leave as they are (``SearchValue/wildcard(_:)`` keeps
    ///     `*` and `?`).
    /// - Returns: The escaped text, such as `AC\/DC` for `AC/DC`.
    public static func escape(_ text: String, keeping: Set<Character> = []) -> String {
        if operatorWords.contains(text) { return "\\" + text }
        // Unicode scalars, not characters: the query parser sees code points, so a special
        // character followed by a combining mark (`"` + U+0301, one Character in Swift) must be
        // escaped too, or the phrase ends early.
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (isSpecial(scalar) && !keeping.contains(Character(scalar))) || scalar.properties.isWhitespace {
                result.append("\\")
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// Whether a code point is one of ``specialCharacters``.
    static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && specialCharacters.contains(Character(scalar))
    }

    /// Removes the escaping of a term, as the query parser does: a backslash and the character
    /// after it stand for that character.
    ///
    /// - Parameter text: The escaped text.
    /// - Returns: The text; a trailing lone backslash is kept.
    public static func unescape(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                result.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        if escaping { result.append("\\") }
        return String(result)
    }

    /// Escapes text for use inside double quotes (a phrase): only `\` and `"` need it.
    /// - Parameter text: The text.
    /// - Returns: The escaped text, without the quotes.
    public static func escapeInPhrase(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }
}
