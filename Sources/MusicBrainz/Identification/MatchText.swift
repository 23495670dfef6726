import Foundation

/// The text rules of the release matcher: how two titles or artist names are made comparable and
/// how alike they are, in [0, 1].
///
/// Folding (``fold(_:)``), in this order: compatibility decomposition (NFKD: full-width letters
/// and ligatures become plain ones), diacritics removed, lower case, the letters NFKD leaves
/// alone spelled out (`ß` → `ss`, `æ` → `ae`, `ø` → `o`, `ł` → `l`, `đ`/`ð` → `d`, `þ` → `th`,
/// `œ` → `oe`, `ı` → `i`), `&` and `+` as the word `and`, apostrophes dropped (`don't` →
/// `dont`), every other character that is not a letter or digit a word break.
///
/// Similarity (``similarity(_:_:)``) takes the better of a character measure (Levenshtein over
/// the folded text without spaces, so `R.E.M.` equals `REM`) and a word measure (each word of
/// the shorter text paired with its most similar word of the longer one, unpaired words of the
/// longer text counting 0.4, as Picard's `similarity2` does, so a dropped word costs little).
/// Then, as beets' `string_dist` does, parts that editions and taggers add or drop are
/// discounted: removing them from both texts recovers most of the difference, and only a share
/// of what they cost is kept: a leading "the" (10 %; also `Beatles, The`), a `feat.`/`ft.`/
/// `featuring` credit (10 %), bracketed suffixes such as `(Deluxe Edition)` or `[Remastered]`
/// (30 %), and a trailing ` - EP` or ` - Single` (0 %). A bracketed part that names another
/// version of the music (`(acoustic)`, `(live)`, `[remix]`: ``versionWords``) is not discounted.
///
/// Sources: Picard `picard/similarity.py` (`similarity2`) and `picard/util/astrcmp.py`; beets
/// `beets/autotag/distance.py` (`string_dist`, `SD_PATTERNS`) (section 16 of the WS/2 reference).
enum MatchText {
    /// The folded form: lower case, no diacritics, words separated by single spaces.
    static func fold(_ text: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var pendingSpace = false
        func append(_ piece: String) {
            if pendingSpace && !output.isEmpty { output.unicodeScalars.append(" ") }
            pendingSpace = false
            output += piece
        }
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .nonspacingMark || category == .spacingMark || category == .enclosingMark { continue }
            if let spelled = spelledOut[scalar] {
                append(spelled)
                continue
            }
            switch scalar {
            case "'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}":
                continue  // apostrophes join: don't → dont
            case "&", "+":
                pendingSpace = true
                append("and")
                pendingSpace = true
                continue
            default:
                break
            }
            if scalar.properties.isAlphabetic || category == .decimalNumber || category == .otherNumber
                || category == .letterNumber
            {
                append(String(String.UnicodeScalarView([scalar])).lowercased())
            } else {
                pendingSpace = true
            }
        }
        return output
    }

    /// Letters that NFKD does not split into a base letter and a mark.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l",
        "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i", "ŀ": "l", "Ŀ": "l",
    ]

    /// The folded words.
    static func words(_ text: String) -> [Substring] {
        fold(text).split(separator: " ")
    }

    // MARK: - Discounted parts

    /// One part that editions add or drop, and the share of its difference that is kept.
    struct Discount: Sendable {
        var weight: Double
        var remove: @Sendable (String) -> String
    }

    /// The discounted parts, in the order beets applies them.
    static let discounts: [Discount] = [
        Discount(weight: 0.1, remove: removingLeadingArticle),
        Discount(weight: 0.0, remove: removingEditionSuffix),
        Discount(weight: 0.1, remove: removingFeaturing),
        Discount(weight: 0.3, remove: removingEditionBrackets),
    ]

    /// Words that make a bracketed part another version of the music, not another edition of
    /// the release: `(acoustic)`, `(live)`, `[remix]` are a real difference and are not
    /// discounted; `(Deluxe Edition)`, `[Remastered]` are.
    static let versionWords: Set<String> = [
        "acoustic", "live", "remix", "remixes", "remixed", "mix", "instrumental", "instrumentals", "demo", "demos",
        "karaoke", "cover", "unplugged", "edit", "acapella", "cappella", "orchestral", "piano", "reprise", "extended",
        "dub", "rework", "sped", "slowed", "reverb", "nightcore", "lofi",
    ]

    /// The text without a leading "the " (and with "Beatles, The" read as "The Beatles" first).
    static func removingLeadingArticle(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespaces)
        let lower = text.lowercased()
        for article in ["the", "a", "an"] where lower.hasSuffix(", " + article) {
            text = article + " " + text.dropLast(article.count + 2)
            break
        }
        if text.lowercased().hasPrefix("the ") { return String(text.dropFirst(4)) }
        return text
    }

    /// The text without a trailing ` - EP`, ` - Single`, ` EP` or `(EP)`-like marker of the
    /// release type (digital stores add them to titles).
    static func removingEditionSuffix(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        for marker in [" - ep", " - single", " (ep)", " [ep]", " (single)", " [single]", " ep"]
        where lower.hasSuffix(marker) {
            return String(trimmed.dropLast(marker.count))
        }
        return trimmed
    }

    /// The text cut before a `feat.`, `feat`, `ft.` or `featuring` word (with a bracket that
    /// opens it): `Song (feat. Someone)` → `Song`, `Artist ft. Other` → `Artist`.
    static func removingFeaturing(_ text: String) -> String {
        let lower = text.lowercased()
        for marker in ["featuring ", "feat. ", "feat ", "ft. ", "ft "] {
            var searchStart = lower.startIndex
            while let range = lower.range(of: marker, range: searchStart..<lower.endIndex) {
                searchStart = range.upperBound
                // Only a word of its own: at the start, or after a space or an opening bracket.
                var cut = range.lowerBound
                if cut != lower.startIndex {
                    let before = lower[lower.index(before: cut)]
                    guard before == " " || before == "(" || before == "[" else { continue }
                    if before == "(" || before == "[" { cut = lower.index(before: cut) }
                }
                let offset = lower.distance(from: lower.startIndex, to: cut)
                return String(text.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
        }
        return text
    }

    /// The text without `(…)` and `[…]` parts (an unclosed bracket runs to the end).
    static func removingBrackets(_ text: String) -> String {
        removingBrackets(text) { _ in true }
    }

    /// The text without the bracketed parts that name an edition (see ``versionWords``).
    static func removingEditionBrackets(_ text: String) -> String {
        removingBrackets(text) { part in words(part).allSatisfy { !versionWords.contains(String($0)) } }
    }

    /// The text without the bracketed parts for which `shouldRemove` (given the part's text
    /// inside the brackets) is true.
    static func removingBrackets(_ text: String, where shouldRemove: (String) -> Bool) -> String {
        var output = ""
        var part = ""
        var closer: Character?
        for character in text {
            if let expected = closer {
                if character == expected {
                    if !shouldRemove(part) { output += "(" + part + ")" }
                    closer = nil
                } else {
                    part.append(character)
                }
            } else if character == "(" || character == "[" {
                closer = character == "(" ? ")" : "]"
                part = ""
            } else {
                output.append(character)
            }
        }
        if closer != nil, !shouldRemove(part) { output += "(" + part }
        return output.trimmingCharacters(in: .whitespaces)
    }

    // MARK: - Similarity

    /// How alike two texts are, in [0, 1]: 1 for the same folded text, 0 when either is empty.
    static func similarity(_ lhs: String, _ rhs: String) -> Double {
        var a = lhs
        var b = rhs
        var distance = 1 - basicSimilarity(a, b)
        guard distance > 0 else { return 1 }
        var penalty = 0.0
        for discount in discounts {
            let strippedA = discount.remove(a)
            let strippedB = discount.remove(b)
            guard strippedA != a || strippedB != b else { continue }
            // Never strip a text to nothing: "(Untitled)" stays what it is.
            guard !fold(strippedA).isEmpty, !fold(strippedB).isEmpty else { continue }
            let strippedDistance = 1 - basicSimilarity(strippedA, strippedB)
            let recovered = distance - strippedDistance
            guard recovered > 0 else { continue }
            a = strippedA
            b = strippedB
            distance = strippedDistance
            penalty += discount.weight * recovered
        }
        return max(0, min(1, 1 - (distance + penalty)))
    }

    /// The better of the character and the word measure of two texts, after folding.
    static func basicSimilarity(_ lhs: String, _ rhs: String) -> Double {
        let a = words(lhs)
        let b = words(rhs)
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        if a == b { return 1 }
        let characters = levenshteinSimilarity(Array(a.joined().unicodeScalars), Array(b.joined().unicodeScalars))
        return max(characters, wordSimilarity(a, b))
    }

    /// Picard's `similarity2`: each word of the shorter list paired greedily with its most
    /// similar word of the longer one (a pair above 0.6 uses the word up), divided by the
    /// shorter list's length plus 0.4 per word of the longer list left unpaired.
    static func wordSimilarity(_ lhs: [Substring], _ rhs: [Substring]) -> Double {
        var shorter = lhs.map { Array($0.unicodeScalars) }
        var longer = rhs.map { Array($0.unicodeScalars) }
        if shorter.count > longer.count { swap(&shorter, &longer) }
        var score = 0.0
        for word in shorter {
            var best = 0.0
            var bestIndex: Int?
            for (index, candidate) in longer.enumerated() {
                let value = levenshteinSimilarity(word, candidate)
                if value > best {
                    best = value
                    bestIndex = index
                }
            }
            score += best
            if best > 0.6, let bestIndex { longer.remove(at: bestIndex) }
        }
        return score / (Double(shorter.count) + Double(longer.count) * 0.4)
    }

    /// 1 − Levenshtein distance / the longer length; 1 for two empty sequences.
    static func levenshteinSimilarity<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Double {
        let longest = max(a.count, b.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(levenshtein(a, b)) / Double(longest)
    }

    /// The Levenshtein distance (insertions, deletions and substitutions of one element each).
    static func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
