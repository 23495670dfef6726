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

    @Test("a dropped word costs little, a different title a lot")
    func droppedWord() {
        let dropped = MatchText.similarity(
            "Lift Your Fists Like Antennas to Heaven", "Lift Your Skinny Fists Like Antennas to Heaven")
        #expect(dropped > 0.9)
        #expect(MatchText.similarity("drivers license", "Rumours") < 0.5)
        #expect(MatchText.similarity("", "Rumours") == 0)
    }

    @Test(
        "in a title, a word of the release's the user left out costs a whole word; the opening words of a long title 0.6"
    )
    func leftOutTitleWords() {
        // An album absent from the page is not stood in for by a longer title that holds its name.
        #expect(MatchText.titleSimilarity("Kid A", "Kid A Mnesia") == 2.0 / 3)
        #expect(MatchText.titleSimilarity("Vulnicura", "Vulnicura Strings") == 0.5)
        #expect(MatchText.titleSimilarity("Weezer", "Van Weezer") == 0.5)
        #expect(MatchText.titleSimilarity("TRON: Legacy", "TRON: Legacy Reconfigured") < 0.7)
        // People type the opening words of a long title.
        let idler =
            "The Idler Wheel Is Wiser Than the Driver of the Screw and Whipping Cords Will Serve You More Than Ropes Will Ever Do"
        #expect(MatchText.titleSimilarity("The Idler Wheel", idler) == MatchText.openingWords)
        #expect(MatchText.titleSimilarity("The Idler Wheel", "Fetch the Bolt Cutters") < 0.4)
        // Letters alike only at the end are no match: the character measure needs 0.8.
        #expect(MatchText.titleSimilarity("Reputation (Taylor's Version)", "Speak Now (Taylor’s Version)") < 0.5)
        // Unless the rest holds a number the typed title lacks: another work.
        #expect(MatchText.titleSimilarity("Violin Concertos", "Violin Concertos Nos. 1 & 2") < 0.2)
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

    // MARK: - Numbers

    @Test("reads number forms alike: 2, ², II, 2.0; Vol. 2, Vol 2, Volume 2, Volume II")
    func numberForms() {
        #expect(MatchText.fold("The Blueprint²") == "the blueprint 2")
        #expect(MatchText.fold("Led Zeppelin II") == "led zeppelin 2")
        #expect(MatchText.fold("Windows 2.0") == "windows 2")
        #expect(MatchText.fold("The Blueprint 2.1") == "the blueprint 2.1")
        for form in ["Now Vol. 2", "Now Vol 2", "Now Volume 2", "Now Volume II", "NOW vol.2"] {
            #expect(MatchText.fold(form) == "now vol 2", "\(form)")
        }
        #expect(MatchText.fold("Kill Bill: Pt. I") == "kill bill part 1")
        // A lone I is a word, not a number, unless a volume or part comes before it.
        #expect(MatchText.fold("I Am") == "i am")
        // Not numerals: a title word, a band, non-canonical spellings.
        #expect(MatchText.fold("Mix Vivid IIII") == "mix vivid iiii")
        #expect(MatchText.fold("Mötley Crüe XXX") == "motley crue 30")
        // Letters and digits cut apart, ordinals and CJK numerals kept.
        #expect(MatchText.fold("Blueprint2 H₂O blink182 20th") == "blueprint 2 h 2 o blink 182 20th")
        #expect(MatchText.fold("三毒史") == "三毒史")
        // Number words, and a lone numeral only at the end or after vol/part.
        #expect(MatchText.fold("Led Zeppelin Four") == "led zeppelin 4")
        #expect(MatchText.fold("Saga V") == "saga 5")
        #expect(MatchText.fold("Here I Am") == "here i am")
        // A text of signs alone keeps its signs.
        #expect(MatchText.fold("!!!") == "!!!")
    }

    @Test("numbers that differ cost 0.5: a number tells albums apart; a year on one side costs 0.05")
    func numbersDiffer() {
        let other = MatchText.similarity("The Blueprint 2", "The Blueprint 2.1")
        #expect(other < 0.3)
        #expect(MatchText.similarity("Greatest Hits", "Greatest Hits Vol. 2") < 0.3)
        #expect(MatchText.similarity("Led Zeppelin 2", "Led Zeppelin II") == 1)
        #expect(MatchText.titleSimilarity("Concert", "Concert 1974") > 0.6)
        #expect(MatchText.titleSimilarity("Woodstock 1969", "Woodstock 1994") < 0.5)
    }

    // MARK: - Titles

    @Test("a title is a main title and parts: subtitle, edition, version, type, numbered")
    func titleParts() {
        let blueprint = TitleForms("The Blueprint²: The Gift & The Curse")
        #expect(blueprint.main == "the blueprint 2")
        #expect(blueprint.parts == [TitlePart(text: "the gift and the curse", kind: .subtitle)])
        let rumours = TitleForms("Rumours (Deluxe Edition) [Remastered 2013]")
        #expect(rumours.main == "rumours")
        #expect(rumours.parts.map(\.kind) == [.edition, .edition])
        #expect(TitleForms("drivers license - Single").parts.map(\.kind) == [.releaseType])
        #expect(TitleForms("Nevermind (Live at the Paramount)").parts.map(\.kind) == [.version])
        #expect(TitleForms("Rocky: Part II").parts.map(\.kind) == [.numbered])
        #expect(TitleForms("Weezer (20th Anniversary Edition)").parts.map(\.kind) == [.edition])
        #expect(TitleForms("Paste Magazine Sampler #41: April 2008").parts.map(\.kind) == [.subtitle])
        // A title that begins with a bracket keeps it.
        let oasis = TitleForms("(What's the Story) Morning Glory?")
        #expect(oasis.parts.isEmpty)
        #expect(oasis.main == "whats the story morning glory")
        // Dashes of every kind, with spaces around them; a hyphen inside a word is no separator.
        #expect(TitleForms("Collision Course – EP").parts.map(\.kind) == [.releaseType])
        #expect(TitleForms("Jay-Z Live").parts.isEmpty)
        // A nickname in quotes at the end is a part; quotes inside the title are not.
        #expect(TitleForms("Symphony No. 3 “Eroica”").parts == [TitlePart(text: "eroica", kind: .subtitle)])
        #expect(TitleForms("The \"Chirping\" Crickets").parts.isEmpty)
        #expect(MatchText.titleSimilarity("Eroica", "Symphony No. 3 “Eroica”") == 0.85)
        // A number is numbered only with words that number: "36 Chambers" is a subtitle.
        #expect(TitleForms("Enter the Wu-Tang (36 Chambers)").parts.map(\.kind) == [.subtitle])
        #expect(TitleForms("Ghosts: Vol. 3").parts.map(\.kind) == [.numbered])
        // One word alone is an edition only if it always names one.
        #expect(TitleForms("TRON: Legacy").parts.map(\.kind) == [.subtitle])
        #expect(TitleForms("Nevermind (Remastered)").parts.map(\.kind) == [.edition])
        // An edition run at the end takes ordinals and years, not the album's own number,
        // and never the whole title.
        let four = TitleForms("Led Zeppelin IV Deluxe Edition")
        #expect(four.main == "led zeppelin 4")
        #expect(four.parts == [TitlePart(text: "deluxe edition", kind: .edition)])
        #expect(TitleForms("Nevermind 20th Anniversary").parts.map(\.text) == ["20th anniversary"])
        let prince = TitleForms("1999 Deluxe")
        #expect(prince.main == "1999")
        #expect(prince.parts.map(\.kind) == [.edition])
    }

    @Test("the main title typed alone beats a near title with a distinguishing number")
    func blueprint() {
        let gift = MatchText.titleSimilarity("The Blueprint²", "The Blueprint²: The Gift & The Curse")
        let point1 = MatchText.titleSimilarity("The Blueprint²", "The Blueprint 2.1")
        #expect(gift == 0.95)
        #expect(point1 < 0.3)
        // The query that carries the distinguishing number keeps it decisive.
        #expect(MatchText.titleSimilarity("The Blueprint 2.1", "The Blueprint 2.1") == 1)
        #expect(MatchText.titleSimilarity("The Blueprint 2.1", "The Blueprint²: The Gift & The Curse") < 0.3)
        // A subtitle typed that the release lacks costs more than one left out.
        #expect(MatchText.titleSimilarity("Rumours: The Lost Sessions", "Rumours") == 0.9)
        // The last parts left out: the first subtitle typed, the second not.
        #expect(
            MatchText.titleSimilarity(
                "Paste Magazine Sampler #41: April 2008",
                "Paste Magazine Sampler #41: April 2008 (Original Motion Picture Soundtrack)") == 0.95)
        // A subtitle typed alone costs 0.15.
        #expect(
            MatchText.titleSimilarity(
                "The Enema Strikes Back", "The Mark, Tom and Travis Show (The Enema Strikes Back!)")
                == 0.85)
    }

    @Test("an edition suffix added or dropped costs 0.03; a type marker nothing; the edition named wins")
    func editions() {
        #expect(MatchText.titleSimilarity("Rumours", "Rumours (Deluxe Edition)") == 0.97)
        #expect(MatchText.titleSimilarity("Rumours (Deluxe Edition)", "Rumours") == 0.97)
        #expect(MatchText.titleSimilarity("Rumours - Expanded Edition", "Rumours") == 0.97)
        #expect(MatchText.titleSimilarity("Rumours Deluxe Edition", "Rumours") == 0.97)
        #expect(MatchText.titleSimilarity("Rumours (Deluxe Edition)", "Rumours (Deluxe Edition)") == 1)
        #expect(MatchText.titleSimilarity("Collision Course", "Collision Course - EP") == 1)
        #expect(MatchText.titleSimilarity("drivers license", "drivers license (Single)") == 1)
        #expect(MatchText.titleSimilarity("Weezer", "Weezer (20th Anniversary Edition)") == 0.97)
        // The editions named are compared by their words: the one the query names wins.
        let deluxe = MatchText.titleSimilarity("Tusk Deluxe", "Tusk (Deluxe Edition)")
        #expect(deluxe == 1)
        #expect(MatchText.titleSimilarity("Tusk Deluxe", "Tusk") == 0.97)
        let superDeluxe = MatchText.titleSimilarity("Nevermind (Deluxe Edition)", "Nevermind (Super Deluxe Edition)")
        #expect(superDeluxe > 0.97 && superDeluxe < 1)
        #expect(MatchText.titleSimilarity("1999 Deluxe", "1999 (Super Deluxe Edition)") > 0.97)
        #expect(MatchText.titleSimilarity("1999 Deluxe", "1999") == 0.97)
        // The album's number stays in its title: IV Deluxe is not the first album's deluxe edition.
        let four = MatchText.titleSimilarity("Led Zeppelin IV Deluxe Edition", "Led Zeppelin IV")
        #expect(four == 0.97)
        #expect(MatchText.titleSimilarity("Led Zeppelin IV Deluxe Edition", "Led Zeppelin (Deluxe Edition)") < 0.6)
    }

    @Test("another version of the music (live, acoustic, karaoke) costs 0.5")
    func versions() {
        #expect(MatchText.titleSimilarity("Rumours", "Rumours (Live)") == 0.5)
        #expect(MatchText.titleSimilarity("Rumours", "Rumours Live") <= 0.5)
        #expect(MatchText.titleSimilarity("Rumours", "Rumours (Karaoke Version)") == 0.5)
        #expect(MatchText.titleSimilarity("Nevermind", "Nevermind: Part II") == 0.5)
    }

    @Test("typos cost by their share of the letters")
    func typos() {
        // A swap of two neighbours is one slip.
        let one = MatchText.titleSimilarity("Rumuors", "Rumours")
        #expect(one > 0.85 && one < 0.86)
        #expect(MatchText.levenshtein(Array("on"), Array("no")) == 1)
        // With as many words on each side, a word that differs is a different title: Kid B is not Kid A.
        #expect(MatchText.titleSimilarity("Kid B", "Kid A") < 0.5)
        #expect(MatchText.titleSimilarity("Neverimnd", "Nevermind") > 0.75)
        #expect(MatchText.titleSimilarity("Nevermind", "Bleach") < 0.3)
    }

    @Test("German umlauts written out match the letter: Motoerhead is Motörhead")
    func transliteration() {
        #expect(MatchText.similarity("Motoerhead", "Motörhead") == 1)
        #expect(MatchText.similarity("Motorhead", "Motörhead") == 1)
        #expect(MatchText.titleSimilarity("Die Aerzte", "Die Ärzte") == 1)
        #expect(MatchText.similarity("Huesker Due", "Hüsker Dü") == 1)
        #expect(MatchText.similarity("Sigur Ros", "Sigur Rós") == 1)
    }

    @Test("an artist's name typed into the title is taken out of it, for 0.02")
    func artistInTitle() {
        let credit = ["Fleetwood Mac"]
        let forms = [
            "Fleetwood Mac - Rumours", "Rumours - Fleetwood Mac", "Fleetwood Mac: Rumours", "Rumours Fleetwood Mac",
            "Fleetwood Mac Rumours", "Rumours by Fleetwood Mac",
        ]
        for typed in forms {
            #expect(MatchText.titleSimilarity(typed, "Rumours", artists: credit) == 0.98, "\(typed)")
        }
        // Only an artist of that release: another artist's Rumours keeps the extra words.
        #expect(MatchText.titleSimilarity("Fleetwood Mac - Rumours", "Rumours", artists: ["Ameritz Karaoke"]) < 0.8)
        // A self-titled album with an edition suffix is not an artist and a title.
        #expect(MatchText.titleSimilarity("Weezer (Deluxe Edition)", "Weezer", artists: ["Weezer"]) == 0.97)
        // The release's own title may hold the name too.
        #expect(MatchText.titleSimilarity("Queen Greatest Hits", "Greatest Hits", artists: ["Queen"]) == 0.98)
        #expect(MatchText.titleSimilarity("The Best of Owen", "The Best of Owen", artists: ["Owen"]) == 1)
        // A release title that begins with the artist's name, typed without it.
        let possessive = MatchText.titleSimilarity(
            "Greatest Hits", "Simon and Garfunkel's Greatest Hits", artists: ["Simon & Garfunkel"])
        #expect(possessive == 0.95)
        // "ABBA Gold" is not the album "ABBA".
        #expect(MatchText.titleSimilarity("ABBA Gold", "ABBA", artists: ["ABBA"]) < 0.5)
    }

    @Test("an artist's name that is the whole main title is the title: Taylor Swift (Taylor's Version)")
    func selfTitledVersion() {
        let typed = "Taylor Swift (Taylor’s Version)"
        #expect(MatchText.removingArtist(typed, artists: ["Taylor Swift"]).isEmpty)
        #expect(MatchText.titleSimilarity(typed, "Red (Taylor’s Version)", artists: ["Taylor Swift"]) < 0.5)
        #expect(MatchText.titleSimilarity(typed, "Taylor Swift (Taylor’s Version)", artists: ["Taylor Swift"]) == 1)
    }

    @Test("featured artists: feat., ft., featuring, and with for artist names")
    func featuredArtists() {
        #expect(MatchText.removingFeaturing("Jay-Z feat. Beyoncé") == "Jay-Z")
        #expect(MatchText.removingFeaturing("Jay-Z ft Beyoncé") == "Jay-Z")
        let rita = "Rita Reys with the Jazz Messengers"
        #expect(MatchText.removingFeaturing(rita) == rita)
        #expect(MatchText.removingFeaturing("Rita Reys with the Jazz Messengers", includingWith: true) == "Rita Reys")
    }
}
