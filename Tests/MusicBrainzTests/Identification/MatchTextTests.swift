import Foundation
import Testing

@testable import MusicBrainz

/// The text rules of the matcher, one rule per test.
@Suite struct MatchTextTests {
    @Test("folds case")
    func caseFolding() {
        #expect(MatchText.fold("DRIVERS License") == "drivers license")
        #expect(MatchText.similarity("DRIVERS LICENSE", "drivers license") == 1)
    }

    @Test("removes diacritics")
    func diacritics() {
        #expect(MatchText.fold("Beyoncé Mötley Crüe Sigur Rós") == "beyonce motley crue sigur ros")
        #expect(MatchText.similarity("Bjork", "Björk") == 1)
    }

    @Test("spells out the letters decomposition leaves alone")
    func specialLetters() {
        #expect(
            MatchText.fold("Ænima Straße Ørsted Łódź Þór Guðmundsdóttir")
                == "aenima strasse orsted lodz thor gudmundsdottir")
    }

    @Test("folds full-width letters and ligatures (compatibility decomposition)")
    func compatibility() {
        #expect(MatchText.fold("ＡＢＣ ﬁre") == "abc fire")
    }

    @Test("treats punctuation as a word break, and dashes of every kind alike")
    func punctuation() {
        #expect(MatchText.fold("Jay‐Z / Linkin Park") == "jay z linkin park")
        #expect(MatchText.fold("Jay-Z/Linkin Park!") == "jay z linkin park")
        #expect(MatchText.fold("  Hello,   World...  ") == "hello world")
    }

    @Test("ignores dots between letters in the character measure: R.E.M. equals REM")
    func initialisms() {
        #expect(MatchText.similarity("R.E.M.", "REM") == 1)
    }

    @Test("drops apostrophes inside words")
    func apostrophes() {
        #expect(MatchText.fold("Don’t Stop") == "dont stop")
        #expect(MatchText.similarity("Don't Stop", "Dont Stop") == 1)
    }

    @Test("reads & and + as the word and")
    func ampersand() {
        #expect(MatchText.fold("Simon & Garfunkel") == "simon and garfunkel")
        #expect(MatchText.similarity("Simon & Garfunkel", "Simon and Garfunkel") == 1)
    }

    @Test("keeps letters of every script")
    func scripts() {
        #expect(MatchText.fold("椎名林檎 三毒史") == "椎名林檎 三毒史")
        #expect(MatchText.similarity("三毒史", "三毒史") == 1)
        #expect(MatchText.similarity("三毒史", "ケアレス") == 0)
    }

    @Test("discounts a leading \"the\" to a tenth of its cost, and reads \"Beatles, The\"")
    func leadingThe() {
        #expect(MatchText.removingLeadingArticle("The Beatles") == "Beatles")
        #expect(MatchText.removingLeadingArticle("Beatles, The") == "Beatles")
        let withoutThe = MatchText.similarity("Beatles", "The Beatles")
        #expect(withoutThe > 0.95 && withoutThe < 1)
        #expect(MatchText.similarity("Beatles, The", "The Beatles") == 1)
    }

    @Test("discounts a bracketed suffix such as (Deluxe Edition) to 30 % of its cost")
    func brackets() {
        #expect(MatchText.removingBrackets("Rumours (Deluxe Edition) [Remastered]") == "Rumours")
        let deluxe = MatchText.similarity("Rumours", "Rumours (Deluxe Edition)")
        let plain = MatchText.basicSimilarity("Rumours", "Rumours (Deluxe Edition)")
        #expect(deluxe > 0.8 && deluxe < 1)
        #expect(deluxe > plain)
        // The edition without the suffix still wins.
        #expect(MatchText.similarity("Rumours", "Rumours") > deluxe)
    }

    @Test("discounts feat./ft./featuring credits to a tenth of their cost")
    func featuring() {
        #expect(MatchText.removingFeaturing("Stay (feat. Justin Bieber)") == "Stay")
        #expect(MatchText.removingFeaturing("The Kid LAROI ft. Justin Bieber") == "The Kid LAROI")
        #expect(MatchText.removingFeaturing("Featuring Nobody") == "")
        // "ft" inside a word is not a credit.
        #expect(MatchText.removingFeaturing("Daft Punk") == "Daft Punk")
        let value = MatchText.similarity("Stay", "Stay (feat. Justin Bieber)")
        #expect(value > 0.9 && value < 1)
    }

    @Test("ignores an \" - EP\" or \" - Single\" marker")
    func editionSuffix() {
        #expect(MatchText.removingEditionSuffix("Collision Course - EP") == "Collision Course")
        #expect(MatchText.similarity("Collision Course", "Collision Course - EP") == 1)
        #expect(MatchText.similarity("drivers license", "drivers license - Single") == 1)
    }

    @Test("a dropped word costs little, a different title a lot")
    func droppedWord() {
        let dropped = MatchText.similarity(
            "Lift Your Fists Like Antennas to Heaven", "Lift Your Skinny Fists Like Antennas to Heaven")
        #expect(dropped > 0.9)
        #expect(MatchText.similarity("drivers license", "Rumours") < 0.5)
        #expect(MatchText.similarity("", "Rumours") == 0)
    }

    @Test("word order matters less than words")
    func wordOrder() {
        #expect(MatchText.similarity("Greatest Hits Queen", "Queen Greatest Hits") > 0.9)
    }

    @Test("Levenshtein distance counts single edits")
    func levenshtein() {
        #expect(MatchText.levenshtein(Array("kitten"), Array("sitting")) == 3)
        #expect(MatchText.levenshtein(Array(""), Array("abc")) == 3)
        #expect(MatchText.levenshtein(Array("abc"), Array("abc")) == 0)
    }
}
