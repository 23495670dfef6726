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
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            if (specialCharacters.contains(character) && !keeping.contains(character)) || character.isWhitespace {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    /// Removes the escaping of a term, as the query parser does: a backslash and the character
    /// after it stand for that character.
    ///
    /// - Parameter text: The escaped text.
    /// - Returns: The text; a trailing lone backslash is kept.
    public static func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// Escapes text for use inside double quotes (a phrase): only `\` and `"` need it.
    /// - Parameter text: The text.
    /// - Returns: The escaped text, without the quotes.
    public static func escapeInPhrase(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
