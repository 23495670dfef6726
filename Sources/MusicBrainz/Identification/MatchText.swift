import Foundation

/// The text rules of the release matcher: how two titles or artist names are made comparable and
/// how alike they are, in [0, 1].
///
/// Folding (``fold(_:)``), in this order: superscript and subscript digits become words of their
/// own (`Blueprint²` → `blueprint 2`), compatibility decomposition (NFKD: full-width letters and
/// ligatures become plain ones), diacritics removed, lower case, the letters NFKD leaves alone
/// spelled out (`ß` → `ss`, `æ` → `ae`, `ø` → `o`, `ł` → `l`, `đ`/`ð` → `d`, `þ` → `th`,
/// `œ` → `oe`, `ı` → `i`), `&` and `+` as the word `and`, apostrophes dropped (`don't` →
/// `dont`), a point between two digits kept (`2.1`), every other character that is not a letter
/// or digit a word break. Then each word is read as people write numbers: letters and digits are
/// cut apart (`Blueprint2` is `blueprint 2`, `H₂O` and `H2O` are `h 2 o`; `20th` stays), `2.0` is
/// `2`, a Roman numeral of two letters or more is its number (`Led Zeppelin II`, `Chicago XVII`,
/// up to XXXIX), and so is a lone `I`, `V` or `X` after `vol`, `part`, `no`, `chapter` or `book`
/// or as the last word (`Saga V`, not `Here I Am`), the words one to twenty are numbers
/// (`Led Zeppelin Four`), `volume` is
/// `vol` and `pt` is `part` (so `Vol. 2`, `Vol 2`, `Volume 2`, `Volume II` and `vol 2` fold
/// alike).
///
/// Similarity (``similarity(_:_:)``) reads the typed text word by word (Picard's `similarity2`
/// from the typed side): each typed word paired with its most similar word of the other (edit
/// distance, a swap of neighbours one edit; a pair of 0.5 or more uses the word up), a typed word
/// the other lacks costing a whole word and a word left out 0.4 (a whole word in titles, see
/// ``titleSimilarity(_:_:artists:typedArtist:)``). Where the two are cut into words
/// differently, a character measure (Levenshtein over the folded text without spaces, so `R.E.M.`
/// equals `REM` and `Jay-Z` equals `JayZ`) counts if it is better, at least 0.8, and the two are
/// of about one length (a fifth of the longer, or two letters, apart); with as many words on each
/// side it does not (`Kid B` is not `Kid A`). Then, as beets' `string_dist` does, parts that
/// taggers add or drop are discounted: removing them from both texts recovers most of the
/// difference, and only a share of what they cost is kept: a leading "the" (10 %; also
/// `Beatles, The`) and a `feat.`/`ft.`/`featuring` credit (10 %). Two texts whose numbers differ
/// (`2` and `2.1`, `Vol. 2` and `Vol. 3`, a number on one side only) lose 0.5 of their
/// similarity: a number tells albums apart; a year on one side only costs 0.05 (`Concert` and
/// `Concert 1974`). German umlauts written out (`Motoerhead`) match the letter (`Motörhead`).
///
/// Titles get more (``titleSimilarity(_:_:artists:typedArtist:)``): a title is a main title and trailing
/// parts (after `:`, ` - `, ` – `, ` — `, or in brackets), and a typed title is often a short or
/// long form of the release's, so it is also compared without those parts. See
/// ``TitlePart/Kind`` for what dropping each kind of part costs.
///
/// Sources: Picard `picard/similarity.py` (`similarity2`) and `picard/util/astrcmp.py`; beets
/// `beets/autotag/distance.py` (`string_dist`, `SD_PATTERNS`) (section 16 of the WS/2 reference).
enum MatchText {
    /// The folded form: lower case, no diacritics, numbers read alike, words separated by single
    /// spaces. A text of signs alone (`!!!`, `( )`) folds to its signs, so that it still counts.
    static func fold(_ text: String) -> String {
        let words = normalizedWords(rawFold(text))
        if words.isEmpty {
            let signs = text.unicodeScalars.filter { !$0.properties.isWhitespace }
            return String(String.UnicodeScalarView(signs))
        }
        return words.joined(separator: " ")
    }

    /// The folded form before the words are read as numbers.
    static func rawFold(_ text: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var pendingSpace = false
        func append(_ piece: String) {
            if pendingSpace && !output.isEmpty { output.unicodeScalars.append(" ") }
            pendingSpace = false
            output += piece
        }
        // Superscript and subscript digits (Blueprint², H₂O) stand apart from the word they follow.
        var separated = ""
        separated.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let digit = raisedDigits[scalar] {
                separated.unicodeScalars.append(" ")
                separated.unicodeScalars.append(digit)
                separated.unicodeScalars.append(" ")
            } else {
                separated.unicodeScalars.append(scalar)
            }
        }
        let scalars = Array(separated.decomposedStringWithCompatibilityMapping.unicodeScalars)
        var skip = 0
        for (index, scalar) in scalars.enumerated() {
            if skip > 0 {
                skip -= 1
                continue
            }
            let category = scalar.properties.generalCategory
            if category == .nonspacingMark || category == .spacingMark || category == .enclosingMark { continue }
            if let spelled = spelledOut[scalar] {
                append(spelled)
                continue
            }
            switch scalar {
            case "'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}":
                // An abbreviated year ('59, ’81–’91) is the year: 1959, 1981.
                if let year = abbreviatedYear(scalars, after: index) {
                    pendingSpace = true
                    append(year)
                    pendingSpace = true
                    skip = 2
                }
                continue  // apostrophes join: don't → dont
            case "&", "+":
                pendingSpace = true
                append("and")
                pendingSpace = true
                continue
            case ".":
                // A decimal point stays: 2.1 is one number.
                if index > 0, index + 1 < scalars.count, !pendingSpace,
                    scalars[index - 1].properties.numericType == .decimal,
                    scalars[index + 1].properties.numericType == .decimal
                {
                    output.unicodeScalars.append(".")
                    continue
                }
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

    /// The year an apostrophe before two digits stands for, when no letter or digit comes before
    /// the apostrophe or after the digits (`’59` → `1959`, `'05` → `2005`; `rock'n'roll` is no
    /// year): the 20th century from 30 on, the 21st below.
    static func abbreviatedYear(_ scalars: [Unicode.Scalar], after index: Int) -> String? {
        let isAlphanumeric = { (scalar: Unicode.Scalar) in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        guard index + 2 < scalars.count else { return nil }
        let tens = scalars[index + 1]
        let units = scalars[index + 2]
        guard tens.properties.numericType == .decimal, units.properties.numericType == .decimal, tens.isASCII,
            units.isASCII
        else { return nil }
        if index > 0, isAlphanumeric(scalars[index - 1]) { return nil }
        if index + 3 < scalars.count, isAlphanumeric(scalars[index + 3]) { return nil }
        let value = Int(String(String.UnicodeScalarView([tens, units]))) ?? 0
        return String(value >= 30 ? 1900 + value : 2000 + value)
    }

    /// Superscript and subscript digits, with the digit each stands for.
    private static let raisedDigits: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [
            "\u{2070}": "0", "\u{00B9}": "1", "\u{00B2}": "2", "\u{00B3}": "3",
        ]
        for digit in 4...9 { table[Unicode.Scalar(0x2070 + UInt32(digit))!] = Unicode.Scalar(0x30 + UInt32(digit))! }
        for digit in 0...9 { table[Unicode.Scalar(0x2080 + UInt32(digit))!] = Unicode.Scalar(0x30 + UInt32(digit))! }
        return table
    }()

    /// Numbers written as words, one to twenty, read as digits (`Led Zeppelin Four`).
    private static let numberWords: [String: String] = [
        "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
        "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14",
        "fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18", "nineteen": "19", "twenty": "20",
    ]

    /// The words of a raw fold, read as numbers where people write them so (see ``fold(_:)``).
    static func normalizedWords(_ folded: String) -> [String] {
        var words: [String] = []
        for piece in folded.split(separator: " ") {
            for part in splittingDigits(String(piece)) {
                var word = part
                // The second year of a range is written short: 1980–81 is 1980 to 1981.
                if word.count == 2, word.allSatisfy(isDigit), let previous = words.last, previous.count == 4,
                    previous.allSatisfy(isDigit), previous.hasPrefix("19") || previous.hasPrefix("20")
                {
                    word = String(previous.prefix(2)) + word
                }
                if word.contains(".") {
                    // 2.0 is 2; 2.10 and 2.1 stay.
                    while word.hasSuffix(".0") { word.removeLast(2) }
                }
                switch word {
                case "volume", "vol": word = "vol"
                case "pt", "part": word = "part"
                default:
                    if let digits = numberWords[word] {
                        word = digits
                    } else if let value = romanValue(word),
                        word.count >= 2 || isLoneNumeral(words, piece: piece, in: folded)
                    {
                        // A Roman numeral: XIV, Led Zeppelin II, Chicago XVII; a lone I, V or X only
                        // after vol, part and the like, or as the last word (Saga V, not "Here I Am").
                        word = String(value)
                    }
                }
                words.append(word)
            }
        }
        return words
    }

    /// Whether a one-letter numeral (`i`, `v`, `x`) is a number: after `vol`, `part`, `no` and
    /// the like, or as the last word of a text of several.
    static func isLoneNumeral(_ before: [String], piece: Substring, in folded: String) -> Bool {
        guard let previous = before.last else { return false }
        return numberMarkers.contains(previous) || piece.endIndex == folded.endIndex
    }

    /// Words after which a lone `i`, `v` or `x` is a number.
    private static let numberMarkers: Set<String> = ["vol", "part", "no", "nr", "chapter", "book", "episode", "act"]

    /// A word cut where letters and digits meet (`Blueprint2` → `Blueprint`, `2`; `H2O` → `H`,
    /// `2`, `O`), but an ordinal (`20th`, `1st`) and a decimal (`2.1`) stay whole.
    static func splittingDigits(_ word: String) -> [String] {
        guard word.contains(where: isDigit), word.contains(where: \.isLetter) else { return [word] }
        if MatchText.isNumeral(word) { return [word] }
        var parts: [String] = []
        var current = ""
        var currentIsDigits: Bool?
        for character in word {
            let isDigit = Self.isDigit(character) || (character == "." && currentIsDigits == true)
            if let kind = currentIsDigits, kind != isDigit {
                parts.append(current)
                current = ""
            }
            current.append(character)
            currentIsDigits = isDigit
        }
        if !current.isEmpty { parts.append(current) }
        // An ordinal at the end stays with its number: 20th.
        if parts.count >= 2, ["st", "nd", "rd", "th"].contains(parts[parts.count - 1]),
            parts[parts.count - 2].allSatisfy(isDigit)
        {
            let suffix = parts.removeLast()
            parts[parts.count - 1] += suffix
        }
        return parts
    }

    /// The value of a Roman numeral of `i`, `v` and `x` (1…39), or `nil`.
    static func romanValue(_ word: String) -> Int? {
        guard !word.isEmpty, word.count <= 6, word.allSatisfy({ $0 == "i" || $0 == "v" || $0 == "x" }) else {
            return nil
        }
        let values: [Character: Int] = ["i": 1, "v": 5, "x": 10]
        let digits = word.map { values[$0] ?? 0 }
        var total = 0
        for (index, value) in digits.enumerated() {
            if index + 1 < digits.count, value < digits[index + 1] { total -= value } else { total += value }
        }
        // Only the canonical spelling: iiii, vv or ixx are not numerals.
        guard total > 0, total < 40, romanSpelling(total) == word else { return nil }
        return total
    }

    /// The canonical Roman spelling of 1…39.
    static func romanSpelling(_ value: Int) -> String {
        let tens = String(repeating: "x", count: value / 10)
        let units = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"][value % 10]
        return tens + units
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

    /// The numbers among folded words (`2`, `2.1`), in order: ASCII digits (a CJK numeral such as
    /// 三 is a word of its script).
    static func numbers<S: StringProtocol>(_ words: [S]) -> [Substring] {
        words.filter { word in word.first.map(isDigit) == true && word.allSatisfy { isDigit($0) || $0 == "." } }
            .map { Substring($0) }
    }

    /// Whether a character is one of the ASCII digits 0–9.
    static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    // MARK: - Discounted parts

    /// One part that editions add or drop, and the share of its difference that is kept.
    struct Discount: Sendable {
        var weight: Double
        var remove: @Sendable (String) -> String
    }

    /// The discounted parts, in the order beets applies them.
    static let discounts: [Discount] = [
        Discount(weight: 0.1, remove: removingLeadingArticle),
        Discount(weight: 0.1, remove: { removingFeaturing($0) }),
    ]

    /// Words that make a part of a title another version of the music, not another edition of
    /// the release: `(acoustic)`, `(live)`, `[remix]`, `(Karaoke Version)` are a real difference;
    /// `(Deluxe Edition)`, `[Remastered]` are not (``editionWords``).
    static let versionWords: Set<String> = [
        "acoustic", "live", "remix", "remixes", "remixed", "mix", "instrumental", "instrumentals", "demo", "demos",
        "karaoke", "cover", "covers", "unplugged", "edit", "acapella", "cappella", "orchestral", "piano", "reprise",
        "extended", "dub", "rework", "reworked", "sped", "slowed", "reverb", "nightcore", "lofi", "tribute",
        "symphonic", "reimagined", "rehearsal", "rehearsals", "commentary", "radio",
    ]

    /// Words of a part of a title that names an edition of the same music: `(Deluxe Edition)`,
    /// `[Remastered 2011]`, `(20th Anniversary Edition)`, `(Bonus Track Version)`. A part made of
    /// these words and numbers is an edition part.
    static let editionWords: Set<String> = [
        "deluxe", "edition", "editions", "ed", "remaster", "remastered", "remasters", "remastering", "digitally",
        "mastered", "expanded", "anniversary", "bonus", "track", "tracks", "version", "reissue", "reissued",
        "special", "collector", "collectors", "limited", "mono", "stereo", "original",
        "standard", "international", "exclusive", "complete", "definitive", "tour", "box",
        "set", "disc", "discs", "cd", "cds", "lp", "vinyl", "digital", "hd", "hi", "res", "th", "st", "nd", "rd",
        "year", "years", "anniv", "japan", "japanese", "uk", "us", "eu", "european", "import", "and", "with",
        "the", "a", "of", "in", "plus", "new", "audio", "mastering", "spatial", "atmos", "dolby", "bonustrack",
    ]

    /// Edition words that name an edition wherever they stand, so that a run of edition words
    /// after the title without a separator is an edition part when it holds one of them
    /// (`Tusk Deluxe`, `Nevermind 20th Anniversary`, but not `The Dio Years 2`).
    static let strongEditionWords: Set<String> = [
        "deluxe", "edition", "remaster", "remastered", "remasters", "remastering", "expanded", "anniversary", "bonus",
        "reissue", "reissued", "collector", "collectors",
    ]

    /// Edition words that say nothing of which edition: `(Deluxe Edition)` and `[Deluxe]` name
    /// the same one.
    static let editionFillers: Set<String> = [
        "edition", "editions", "ed", "version", "the", "a", "of", "in", "and", "with", "plus", "new",
    ]

    /// Words that say which one of a series a number is: `Part II`, `Vol. 3`, `Chapter 1`.
    static let numberingWords: Set<String> = [
        "part", "vol", "chapter", "ch", "book", "no", "number", "episode", "act", "series", "season", "phase", "the",
    ]

    /// Whether a folded word is a year: four digits beginning 19 or 20.
    static func isYear(_ word: String) -> Bool {
        word.count == 4 && (word.hasPrefix("19") || word.hasPrefix("20")) && word.allSatisfy(isDigit)
    }

    /// Words of a part of a title that name the release's type: ` - EP`, ` - Single`, `(EP)`.
    static let typeWords: Set<String> = ["ep", "single"]

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

    /// The text cut before a `feat.`, `feat`, `ft.` or `featuring` word (with a bracket that
    /// opens it), and, for artist names (`includingWith`), before `with`: `Song (feat. Someone)`
    /// → `Song`, `Artist ft. Other` → `Artist`, `Rita Reys with the Jazz Messengers` → `Rita Reys`.
    static func removingFeaturing(_ text: String, includingWith: Bool = false) -> String {
        let lower = text.lowercased()
        let markers = ["featuring ", "feat. ", "feat ", "ft. ", "ft "] + (includingWith ? ["with "] : [])
        for marker in markers {
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

    // MARK: - Similarity

    /// How alike two texts are, in [0, 1]: 1 for the same folded text, 0 when either is empty;
    /// 30 % of it when their numbers differ.
    static func similarity(_ lhs: String, _ rhs: String, leftOut: Double = 0.4) -> Double {
        var best = discountedSimilarity(lhs, rhs, leftOut: leftOut)
        // German umlauts written out: Motoerhead is Motörhead.
        let hasUmlaut =
            lhs.unicodeScalars.contains(where: umlauts.keys.contains)
            || rhs.unicodeScalars.contains(where: umlauts.keys.contains)
        if best < 1, hasUmlaut {
            best = max(best, discountedSimilarity(writingOutUmlauts(lhs), writingOutUmlauts(rhs), leftOut: leftOut))
        }
        return max(0, best - numberCost(words(lhs), words(rhs)))
    }

    /// What numbers that differ cost a similarity: a number tells albums apart.
    static let numberMismatch = 0.5

    /// What a year on one side only costs: `Concert` is likely `Concert 1974`.
    static let oneSidedYear = 0.05

    /// The cost of two texts' numbers: nothing when they agree; ``numberMismatch`` when a number
    /// other than a year differs, or both give years that differ; ``oneSidedYear`` when one
    /// side alone gives years.
    static func numberCost<S: StringProtocol>(_ lhs: [S], _ rhs: [S]) -> Double {
        let a = numbers(lhs).map(String.init)
        let b = numbers(rhs).map(String.init)
        guard a != b else { return 0 }
        let isYear = { (word: String) in word.count == 4 && (word.hasPrefix("19") || word.hasPrefix("20")) }
        guard a.filter({ !isYear($0) }) == b.filter({ !isYear($0) }) else { return numberMismatch }
        let yearsA = a.filter(isYear)
        let yearsB = b.filter(isYear)
        return yearsA.isEmpty || yearsB.isEmpty ? oneSidedYear : numberMismatch
    }

    /// The letters whose German spelling without the umlaut adds an `e`.
    static let umlauts: [Unicode.Scalar: String] = [
        "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue",
    ]

    /// The text with `ä`, `ö` and `ü` written `ae`, `oe` and `ue`.
    static func writingOutUmlauts(_ text: String) -> String {
        var output = ""
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            if let spelled = umlauts[scalar] { output += spelled } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }

    /// The similarity with the discounts of beets' `string_dist` (a leading "the", a `feat.`
    /// credit), without the number rule.
    static func discountedSimilarity(_ lhs: String, _ rhs: String, leftOut: Double = 0.4) -> Double {
        var a = lhs
        var b = rhs
        var distance = 1 - basicSimilarity(a, b, leftOut: leftOut)
        guard distance > 0 else { return 1 }
        var penalty = 0.0
        for discount in discounts {
            let strippedA = discount.remove(a)
            let strippedB = discount.remove(b)
            guard strippedA != a || strippedB != b else { continue }
            // Never strip a text to nothing: "(Untitled)" stays what it is.
            guard !fold(strippedA).isEmpty, !fold(strippedB).isEmpty else { continue }
            let strippedDistance = 1 - basicSimilarity(strippedA, strippedB, leftOut: leftOut)
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
    static func basicSimilarity(_ lhs: String, _ rhs: String, leftOut: Double = 0.4) -> Double {
        let a = words(lhs)
        let b = words(rhs)
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        if a == b { return 1 }
        let words = wordSimilarity(a, b, leftOut: leftOut)
        // The character measure counts where the words are cut differently (R.E.M. and REM,
        // Jay-Z and JayZ); with as many words on each side, the word measure says more: Kid B
        // is not Kid A, however few letters differ.
        guard a.count != b.count else { return words }
        // Only for texts of about one length: "Weezer" is not "Van Weezer" by its letters.
        let joinedA = Array(a.joined().unicodeScalars)
        let joinedB = Array(b.joined().unicodeScalars)
        guard abs(joinedA.count - joinedB.count) <= max(2, max(joinedA.count, joinedB.count) / 5) else { return words }
        let characters = levenshteinSimilarity(joinedA, joinedB)
        // Only when it says the letters are nearly the same: texts that share a long ending
        // ("Reputation Taylor's Version", "Speak Now Taylor's Version") are not.
        return characters >= 0.8 ? max(characters, words) : words
    }

    /// Picard's `similarity2`, read from the typed side: each word of the typed text (`lhs`)
    /// paired greedily with its most similar word of the other (a pair of 0.5 or more uses the
    /// word up; Picard's 0.6 leaves a word with two typos unpaired), divided by the number of
    /// typed words plus `leftOut` per word of the other text left unpaired. A word the user typed
    /// that the other lacks costs a whole word; one the user left out, 0.4 by default (people drop
    /// words from names), a whole word in titles (``formSimilarity(_:_:)``).
    static func wordSimilarity(_ lhs: [Substring], _ rhs: [Substring], leftOut: Double = 0.4) -> Double {
        let shorter = lhs.map { Array($0.unicodeScalars) }
        var longer = rhs.map { Array($0.unicodeScalars) }
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
            if best >= 0.5, let bestIndex { longer.remove(at: bestIndex) }
        }
        return score / (Double(shorter.count) + Double(longer.count) * leftOut)
    }

    /// 1 − Levenshtein distance / the longer length; 1 for two empty sequences.
    static func levenshteinSimilarity<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Double {
        let longest = max(a.count, b.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(levenshtein(a, b)) / Double(longest)
    }

    /// The edit distance: insertions, deletions, substitutions and swaps of two neighbours, one
    /// edit each (the optimal string alignment distance: `on` and `no` are one edit apart, as a
    /// typist's slip is).
    static func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
