import Foundation
import MusicBrainz
import Testing

/// Escaping round-trips for every Lucene special character: the escaped text is one term for the
/// query parser (no special character or white space left unescaped), and removing the escapes
/// gives the original text back.
@Suite struct LuceneEscapingTests {
    /// Section 4.2 of the WS/2 reference: `+ - && || ! ( ) { } [ ] ^ " ~ * ? : \ /`.
    static let specials: [Character] = [
        "+", "-", "&", "|", "!", "(", ")", "{", "}", "[", "]", "^", "\"", "~", "*", "?", ":", "\\", "/",
    ]

    /// What the classic query parser's lexer does with a term, code point by code point (as the
    /// Java parser sees it): a backslash escapes the next code point; any other special
    /// character or white space ends the term or is an operator. Returns the term text, or `nil`
    /// when the text is not a single term.
    static func parseSingleTerm(_ text: String) -> String? {
        var term = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                term.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if (scalar.isASCII && LuceneEscaping.specialCharacters.contains(Character(scalar)))
                || scalar.properties.isWhitespace
            {
                return nil
            } else {
                term.append(scalar)
            }
        }
        if escaping { return nil }
        if LuceneEscaping.operatorWords.contains(text) { return nil }
        return String(term)
    }

    @Test("the special characters are exactly those of the reference")
    func specialCharacterSet() {
        #expect(LuceneEscaping.specialCharacters == Set(Self.specials))
    }

    @Test("each special character alone is escaped and round-trips", arguments: specials)
    func eachSpecialCharacter(_ character: Character) {
        let text = String(character)
        let escaped = LuceneEscaping.escape(text)
        #expect(escaped == "\\" + text)
        #expect(Self.parseSingleTerm(escaped) == text)
        #expect(LuceneEscaping.unescape(escaped) == text)
    }

    @Test("every special character together, doubled and between letters round-trips as one term")
    func allTogether() {
        let all = String(Self.specials)
        let texts = [
            all, all + all, "a+b-c&&d||e!f(g)h{i}j[k]l^m\"n~o*p?q:r\\s/t", "AC/DC", "C++", "\\\\", "\\\"",
            "-leading", "trailing\\", "&&", "||", "Guns N' Roses", "Île-de-France", "Sigur Rós", "𝄞 ♫ 東京",
        ]
        for text in texts {
            let escaped = LuceneEscaping.escape(text)
            #expect(Self.parseSingleTerm(escaped) == text, "\(text) → \(escaped)")
            #expect(LuceneEscaping.unescape(escaped) == text)
        }
    }

    @Test("random strings of special characters, letters and spaces round-trip")
    func randomStrings() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Self.specials + ["a", "Z", "0", " ", "\t", "é", "東", "A", "N", "D", "O", "R", "T"]
        for _ in 0..<500 {
            let length = Int(next() % 12) + 1
            let text = String((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
            let escaped = LuceneEscaping.escape(text)
            #expect(Self.parseSingleTerm(escaped) == text, "\(text.debugDescription) → \(escaped.debugDescription)")
            #expect(LuceneEscaping.unescape(escaped) == text)
        }
    }

    @Test("the operator words are searched as words, in upper case only")
    func operatorWords() {
        #expect(LuceneEscaping.escape("AND") == "\\AND")
        #expect(LuceneEscaping.escape("OR") == "\\OR")
        #expect(LuceneEscaping.escape("NOT") == "\\NOT")
        #expect(LuceneEscaping.escape("and") == "and")
        #expect(LuceneEscaping.escape("ANDY") == "ANDY")
        #expect(LuceneEscaping.unescape("\\AND") == "AND")
        let query: SearchQuery<Artist> = .field(.artist, "Cats AND Dogs OR NOT")
        #expect(query.luceneString == "artist:(Cats \\AND Dogs \\OR \\NOT)")
    }

    @Test("inside a phrase only quotes and backslashes are escaped, and it round-trips")
    func phrases() {
        for text in [String(Self.specials), "say \"hi\"", "back\\slash", "AND OR NOT"] {
            let escaped = LuceneEscaping.escapeInPhrase(text)
            #expect(LuceneEscaping.unescape(escaped) == text)
            // No unescaped quote is left to end the phrase early.
            var escaping = false
            for scalar in escaped.unicodeScalars {
                if escaping {
                    escaping = false
                } else if scalar == "\\" {
                    escaping = true
                } else {
                    #expect(scalar != "\"")
                }
            }
        }
        #expect(SearchValue.phrase("say \"hi\" \\o/").description == #""say \"hi\" \\o/""#)
    }

    @Test("a special character followed by a combining mark is still escaped (the parser sees code points)")
    func combiningMarks() {
        // `:` + U+0301 and `"` + U+0301 are single Swift Characters but two code points.
        let fieldLike = "tag:\u{301}rock"
        let escaped = LuceneEscaping.escape(fieldLike)
        #expect(escaped == "tag\\:\u{301}rock")
        #expect(Self.parseSingleTerm(escaped) == fieldLike)
        #expect(LuceneEscaping.unescape(escaped) == fieldLike)

        let breakout = "a\"\u{301} OR tag:rock"
        let inPhrase = LuceneEscaping.escapeInPhrase(breakout)
        #expect(inPhrase == "a\\\"\u{301} OR tag:rock")
        #expect(LuceneEscaping.unescape(inPhrase) == breakout)
        #expect(SearchValue.phrase(breakout).description == "\"a\\\"\u{301} OR tag:rock\"")
        let spaced = "\u{301} \u{301}\\"
        #expect(Self.parseSingleTerm(LuceneEscaping.escape(spaced)) == spaced)
    }

    @Test("text values are escaped word by word; each word round-trips")
    func textValues() {
        let text = "AC/DC: Back in Black (1980) [remaster] +bonus -x && y || !z ^2 ~ * ? \\ \""
        let rendered = SearchValue.text(text).description
        let words = rendered.split(separator: " ").map(String.init)
        #expect(words.count == text.split(separator: " ").count)
        for (word, original) in zip(words, text.split(separator: " ")) {
            #expect(Self.parseSingleTerm(word) == String(original), "\(word)")
        }
    }

    @Test("wildcards keep * and ? on purpose and escape the rest")
    func wildcards() {
        #expect(SearchValue.wildcard("beat*").description == "beat*")
        #expect(SearchValue.wildcard("b?at").description == "b?at")
        #expect(SearchValue.wildcard("AC/DC*").description == "AC\\/DC*")
        #expect(SearchValue.wildcard("a:b (c)*").description == "a\\:b\\ \\(c\\)*")
    }
}
