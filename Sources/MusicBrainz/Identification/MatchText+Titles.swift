import Foundation

/// One trailing part of a release or track title: what comes after the main title, after a
/// colon or a dash, or in brackets.
///
/// `The Blueprint²: The Gift & The Curse` is the main title `The Blueprint²` and a subtitle;
/// `Rumours (Deluxe Edition) [Remastered]` is `Rumours` and two edition parts;
/// `drivers license - Single` is `drivers license` and a type part. A title that begins with a
/// bracket keeps it in its main title: `(What's the Story) Morning Glory?` has no trailing part.
struct TitlePart: Sendable, Hashable {
    /// What a trailing part says, and what leaving it out costs when two titles are compared
    /// (``MatchText/titleSimilarity(_:_:artists:typedArtist:)``).
    enum Kind: Sendable, Hashable {
        /// The release type: `EP`, `Single`. Free to leave out (stores add it, taggers drop it).
        case releaseType
        /// An edition of the same music: every word an edition word (``MatchText/editionWords``:
        /// `Deluxe Edition`, `Remastered 2011`, `20th Anniversary Edition`, `Bonus Track
        /// Version`), or a word that always names one and one other word (`40th Anniversary
        /// Celebration`), also without a separator at the end of the title (`Tusk Deluxe`). The
        /// editions two titles name are compared by their words (fillers such as `edition` and
        /// `the` aside): the same words cost nothing, none in common 0.03, some in common a share
        /// of it, so the edition a query names wins when it is there, and the album still matches
        /// when it is not.
        case edition
        /// Another version of the music: a word such as `live`, `acoustic`, `remix`, `karaoke`,
        /// `tribute` (``MatchText/versionWords``). A real difference: leaving it out costs 0.5.
        case version
        /// A part with a number other than a year: `Part II`, `Vol. 3`, `2`: a sequel or another
        /// volume, not the same album. Leaving it out costs 0.5, as numbers that differ do
        /// (``MatchText/numberMismatch``).
        case numbered
        /// Anything else, a subtitle: `The Gift & The Curse`, `April 2008`. People type the
        /// main title alone: leaving out the release's subtitle costs 0.05; a subtitle typed
        /// that the release lacks costs 0.1.
        case subtitle
        /// The main title, left out when a subtitle is typed alone (`The Enema Strikes Back` for
        /// `The Mark, Tom and Travis Show (The Enema Strikes Back!)`): 0.15.
        case mainTitle
    }

    /// The part's folded text.
    var text: String
    /// What the part says.
    var kind: Kind
}

/// A title, folded, in the forms it may be typed in: whole, without its edition and type
/// parts, and as its main title alone.
struct TitleForms: Sendable {
    /// One form: its folded text and the kinds of the parts it leaves out.
    struct Form: Sendable {
        var text: String
        var dropped: [TitlePart.Kind]
    }

    /// The folded main title.
    var main: String
    /// The trailing parts, in order.
    var parts: [TitlePart]

    /// Quotation marks that hold a nickname after the main title, and their closers.
    static let quotes: [Character: Character] = ["“": "”", "\"": "\"", "«": "»", "„": "“"]

    /// Splits a title into its main title and trailing parts.
    init(_ title: String) {
        var segments: [String] = []
        var current = ""
        var closer: Character?
        let characters = Array(title)
        var index = 0
        // Whether the main title has begun: a letter or digit before the first separator.
        var hasMain = false
        func flush() {
            if current.contains(where: { $0.isLetter || $0.isNumber }) || (segments.isEmpty && !current.isEmpty) {
                segments.append(current)
            }
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            if let expected = closer {
                if character == expected {
                    closer = nil
                    flush()
                } else {
                    current.append(character)
                }
                index += 1
                continue
            }
            if hasMain, character == "(" || character == "[" {
                flush()
                closer = character == "(" ? ")" : "]"
                index += 1
                continue
            }
            // A nickname in quotes at the end is a part: Symphony No. 3 “Eroica”.
            if hasMain, let quoteCloser = Self.quotes[character],
                let end = characters[(index + 1)...].firstIndex(of: quoteCloser),
                characters[(end + 1)...].allSatisfy(\.isWhitespace)
            {
                flush()
                closer = quoteCloser
                index += 1
                continue
            }
            // ": ", "? ", " - ", " – ", " — " start a subtitle ("Is There Anybody Out There? The Wall Live").
            if hasMain, character == ":" || character == "?",
                index + 1 == characters.count || characters[index + 1] == " "
            {
                flush()
                index += 1
                continue
            }
            if hasMain, character == " ", index + 2 < characters.count, "-–—".contains(characters[index + 1]),
                characters[index + 2] == " "
            {
                flush()
                index += 3
                continue
            }
            current.append(character)
            if character.isLetter || character.isNumber { hasMain = true }
            index += 1
        }
        flush()
        var mainWords = MatchText.words(segments.first ?? "").map(String.init)
        var trailing: [TitlePart] = []
        // Edition or type words at the end of the main title, without a separator, are a part of
        // their own: "Tusk Deluxe", "Collision Course EP" (not the whole title: "Deluxe").
        // Numbers in the run are ordinals and years ("20th Anniversary", "2011 Remaster"); another
        // number ends it ("Led Zeppelin IV Deluxe Edition" is the deluxe "Led Zeppelin IV"), and
        // the run never takes the whole title ("1999 Deluxe" is the deluxe "1999").
        var tail = Array(
            mainWords.reversed().prefix {
                MatchText.editionWords.contains($0) || MatchText.typeWords.contains($0)
                    || (MatchText.isNumeral($0) && ($0.last?.isLetter == true || MatchText.isYear($0)))
            })
        while tail.count >= mainWords.count, let first = tail.last, MatchText.isNumeral(first) { tail.removeLast() }
        // Only a run with a word that always names an edition ("deluxe", "remastered"): "The Dio
        // Years 2" keeps its words.
        if tail.contains(where: MatchText.strongEditionWords.contains) || tail.allSatisfy(MatchText.typeWords.contains),
            !tail.isEmpty, tail.count < mainWords.count
        {
            let words = Array(mainWords.suffix(tail.count))
            mainWords.removeLast(tail.count)
            trailing.append(TitlePart(text: words.joined(separator: " "), kind: Self.kind(of: words)))
        }
        main = mainWords.joined(separator: " ")
        parts =
            trailing
            + segments.dropFirst().compactMap { segment in
                let words = MatchText.words(segment).map(String.init)
                guard !words.isEmpty else { return nil }
                return TitlePart(text: words.joined(separator: " "), kind: Self.kind(of: words))
            }
    }

    /// The words that name the title's edition (`deluxe`, `remastered`, `2011`), from its edition
    /// parts, without fillers such as `edition` and `the`.
    var editionWords: Set<String> {
        Set(
            parts.filter { $0.kind == .edition }.flatMap { $0.text.split(separator: " ").map(String.init) }
                .filter { !MatchText.editionFillers.contains($0) })
    }

    /// What a part's words say (see ``TitlePart/Kind``).
    static func kind(of words: [String]) -> TitlePart.Kind {
        if words.allSatisfy(MatchText.typeWords.contains) { return .releaseType }
        if words.contains(where: MatchText.versionWords.contains) { return .version }
        // "(Taylor's Version)", "(Piano Version)": a version named by other words than an edition's.
        if words.contains("version"),
            !words.allSatisfy({ MatchText.editionWords.contains($0) || MatchText.isNumeral($0) })
        {
            return .version
        }
        let isNumber = { (word: String) in word.allSatisfy { MatchText.isDigit($0) || $0 == "." } }
        // One word alone names an edition only if it always does: "(Remastered)", not ": Legacy".
        if words.allSatisfy({ MatchText.editionWords.contains($0) || MatchText.isNumeral($0) })
            && words.contains(where: { !isNumber($0) || words.count == 1 })
            && (words.count > 1 || MatchText.strongEditionWords.contains(words[0]) || isNumber(words[0]))
        {
            return .edition
        }
        // A word that always names an edition and one other: "(40th Anniversary Celebration)".
        let others = words.filter { !MatchText.editionWords.contains($0) && !MatchText.isNumeral($0) }
        if words.contains(where: MatchText.strongEditionWords.contains), others.count <= 1 { return .edition }
        // A number that is not a year, alone or with words that number ("Part II", "Vol. 3",
        // "2"): a sequel or another volume. With other words it is a subtitle ("36 Chambers").
        let isYear = { (word: String) in word.count == 4 && (word.hasPrefix("1") || word.hasPrefix("2")) }
        if MatchText.numbers(words).contains(where: { !isYear(String($0)) }),
            words.allSatisfy({ MatchText.isNumeral($0) || MatchText.numberingWords.contains($0) })
        {
            return .numbered
        }
        return .subtitle
    }

    /// The forms of a release's title: whole; without its edition and type parts (when it has
    /// both those and others); without its last parts, one, two and more; its main title alone
    /// (when it has parts); each subtitle alone.
    var forms: [Form] { forms(subtitlesAlone: true) }

    /// The forms of a typed title: as ``forms``, without the subtitles alone (a typed "Fleetwood
    /// Mac - Rumours" is not the title "Rumours" of any artist).
    var typedForms: [Form] { forms(subtitlesAlone: false) }

    /// The forms, with or without each subtitle alone.
    func forms(subtitlesAlone: Bool) -> [Form] {
        let whole = ([main] + parts.map(\.text)).joined(separator: " ")
        var forms = [Form(text: whole, dropped: [])]
        guard !parts.isEmpty, !main.isEmpty else { return forms }
        let kept = parts.filter { $0.kind != .edition && $0.kind != .releaseType }
        if !kept.isEmpty && kept.count < parts.count {
            forms.append(
                Form(
                    text: ([main] + kept.map(\.text)).joined(separator: " "),
                    dropped: parts.filter { $0.kind == .edition || $0.kind == .releaseType }.map(\.kind)))
        }
        // Its last parts left out: "Paste Magazine Sampler #41: April 2008" for the same title
        // and "(Original Motion Picture Soundtrack)".
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            forms.append(
                Form(
                    text: ([main] + parts.prefix(count).map(\.text)).joined(separator: " "),
                    dropped: parts.dropFirst(count).map(\.kind)))
        }
        forms.append(Form(text: main, dropped: parts.map(\.kind)))
        // The subtitle alone, as people type a memorable subtitle ("The Enema Strikes Back").
        for (index, part) in parts.enumerated() where subtitlesAlone && part.kind == .subtitle {
            var dropped = parts.enumerated().filter { $0.offset != index }.map(\.element.kind)
            dropped.append(.mainTitle)
            forms.append(Form(text: part.text, dropped: dropped))
        }
        return forms
    }
}

extension MatchText {
    /// How alike a typed title and a release's (or track's) title are, in [0, 1].
    ///
    /// Each form of the one (whole, without edition and type parts, main title alone;
    /// ``TitleForms``) is compared with each form of the other, and the best comparison counts,
    /// less what the parts it left out cost (``TitlePart/Kind``). A typed title that begins or
    /// ends with one of `artists` (`Fleetwood Mac - Rumours`, `Rumours Fleetwood Mac`) is
    /// compared without it, for 0.02; a release title that begins with one (`Simon and
    /// Garfunkel's Greatest Hits`) is also compared without it, for 0.05.
    ///
    /// - Parameters:
    ///   - typed: The title as typed or tagged.
    ///   - title: The release's or track's title.
    ///   - artists: Names of the release's artists, to find one typed into the title.
    ///   - typedArtist: Whether the query also has the artist in a field of its own (then the
    ///     title as typed is compared too: it may be self-titled).
    /// - Returns: The similarity, in [0, 1].
    static func titleSimilarity(
        _ typed: String, _ title: String, artists: [String] = [], typedArtist: Bool = false
    ) -> Double {
        if fold(typed) == fold(title) { return 1 }
        let release = TitleForms(title)
        // An artist's name typed into the title: the rest is the title. The release's title may
        // hold the name too (Queen's "Queen Greatest Hits"), so it is also compared without it.
        // When the artist was also typed in its own field, the title may just be self-titled
        // ("Weezer (Deluxe Edition)" by Weezer), so the title as typed counts too.
        let cut = removingArtist(typed, artists: artists)
        if !cut.isEmpty {
            var best = typedArtist ? formSimilarity(TitleForms(typed), release) : 0
            for (remainder, name) in cut {
                best = max(best, formSimilarity(TitleForms(remainder), release))
                let nameWords = words(name)
                let titleWords = words(title)
                if let start = (0...max(0, titleWords.count - nameWords.count)).first(where: { index in
                    titleWords.count > nameWords.count
                        && titleWords[index..<(index + nameWords.count)].elementsEqual(nameWords)
                }) {
                    let without = titleWords[..<start] + titleWords[(start + nameWords.count)...]
                    best = max(
                        best, formSimilarity(remainder.isEmpty ? "" : fold(remainder), without.joined(separator: " ")))
                }
            }
            return max(0, min(1, best - artistInTitle))
        }
        var best = formSimilarity(TitleForms(typed), release)
        // A release title that begins with its artist's name ("Simon and Garfunkel's Greatest
        // Hits") is often typed without it.
        let titleWords = words(title).map(String.init)
        for artist in Set(artists) {
            let name = words(artist).map(String.init)
            guard !name.isEmpty, titleWords.count > name.count else { continue }
            let head = Array(titleWords.prefix(name.count))
            let possessive = head.dropLast() == name.dropLast() && head.last == (name.last ?? "") + "s"
            guard head == name || possessive else { continue }
            let rest = titleWords.dropFirst(name.count).joined(separator: " ")
            best = max(best, formSimilarity(TitleForms(typed), TitleForms(rest)) - artistInReleaseTitle)
        }
        // German umlauts written out (Motoerhead) are lost to folding, so compare those spellings too.
        if best < 1,
            typed.unicodeScalars.contains(where: umlauts.keys.contains)
                || title.unicodeScalars.contains(where: umlauts.keys.contains)
        {
            best = max(best, formSimilarity(TitleForms(writingOutUmlauts(typed)), TitleForms(writingOutUmlauts(title))))
        }
        return max(0, min(1, best))
    }

    /// The least similarity of a typed title that is the opening words (two or more) of a
    /// release's title.
    static let openingWords = 0.6

    /// What an artist's name typed into the title costs.
    static let artistInTitle = 0.02

    /// What leaving out the artist's name at the start of the release's title costs.
    static let artistInReleaseTitle = 0.05

    /// The best comparison of two titles' forms.
    static func formSimilarity(_ typed: TitleForms, _ release: TitleForms) -> Double {
        var best = 0.0
        // The editions the two name, compared once: the same words cost nothing.
        let typedEdition = typed.editionWords
        let releaseEdition = release.editionWords
        let union = typedEdition.union(releaseEdition)
        let editionCost =
            union.isEmpty
            ? 0.03 : 0.03 * (1 - Double(typedEdition.intersection(releaseEdition).count) / Double(union.count))
        for typedForm in typed.typedForms {
            for releaseForm in release.forms {
                var value = formSimilarity(typedForm.text, releaseForm.text)
                guard value > 0 else { continue }
                for kind in releaseForm.dropped where kind != .edition {
                    value = cost(value, leavingOut: kind, typed: false)
                }
                for kind in typedForm.dropped where kind != .edition {
                    value = cost(value, leavingOut: kind, typed: true)
                }
                if releaseForm.dropped.contains(.edition) || typedForm.dropped.contains(.edition) {
                    value -= editionCost
                }
                // Two subtitles left out are two different subtitles: another release.
                if releaseForm.dropped.contains(.subtitle) && typedForm.dropped.contains(.subtitle) { value *= 0.5 }
                best = max(best, value)
                if best >= 1 { return 1 }
            }
        }
        return max(0, best)
    }

    /// A similarity less what leaving out one part costs (see ``TitlePart/Kind``; editions are
    /// compared as a whole by ``formSimilarity(_:_:)``); `typed`: the part is the typed title's,
    /// which the release lacks.
    static func cost(_ value: Double, leavingOut kind: TitlePart.Kind, typed: Bool) -> Double {
        switch kind {
        case .releaseType: value
        case .edition: value - 0.03
        case .subtitle: value - (typed ? 0.1 : 0.05)
        case .version: value - 0.5
        case .numbered: value - MatchText.numberMismatch
        case .mainTitle: value - 0.15
        }
    }

    /// Two folded forms compared: the same words are 1; a form that is the other's words and
    /// more scores by what the extra words are (type words 1, edition words 0.97); otherwise
    /// ``similarity(_:_:)``, less 0.5 when a version word is on one side only.
    static func formSimilarity(_ typed: String, _ title: String) -> Double {
        if typed == title { return 1 }
        let a = typed.split(separator: " ").map(String.init)
        let b = title.split(separator: " ").map(String.init)
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        // A word of the release's title the user left out costs a whole word: "Kid A" is not
        // "Kid A Mnesia", though it may be what was meant.
        var value = similarity(typed, title, leftOut: 1)
        // The opening words of a long title are what people type ("The Idler Wheel"): at least
        // 0.6 (less what numbers that differ cost), below a confident match on their own.
        if a.count >= 2, b.count > a.count, Array(b.prefix(a.count)) == a {
            value = max(value, Self.openingWords - numberCost(a, b))
        }
        let (shorter, longer) = a.count <= b.count ? (a, b) : (b, a)
        let onlyOne = Set(a).symmetricDifference(Set(b))
        if Array(longer.prefix(shorter.count)) == shorter {
            let extra = longer.dropFirst(shorter.count).map { $0 }
            if extra.allSatisfy(typeWords.contains) { return 1 }
            // Edition words, or years ("OK Computer OKNOTOK 1997 2017").
            let isYear = { (word: String) in word.count == 4 && (word.hasPrefix("19") || word.hasPrefix("20")) }
            if !extra.contains(where: versionWords.contains), !extra.isEmpty,
                extra.allSatisfy({ editionWords.contains($0) || isYear($0) }),
                numbers(extra).allSatisfy({ isYear(String($0)) })
            {
                return max(value, 0.97)
            }
        }
        if onlyOne.contains(where: versionWords.contains) { return max(0, value - 0.5) }
        return value
    }

    /// Whether words left after an artist's name can be a title: some word that does not just
    /// name an edition, a type or a number (`Weezer (Deluxe Edition)` is the album `Weezer`).
    static func isTitle(_ words: ArraySlice<String>) -> Bool {
        guard !words.isEmpty else { return false }
        let isEditionWord = { (word: String) in editionWords.contains(word) || typeWords.contains(word) }
        let onlyEdition =
            words.allSatisfy { isEditionWord($0) || isNumeral($0) } && words.contains(where: isEditionWord)
        let onlyOrdinals = words.allSatisfy { isNumeral($0) && $0.last?.isLetter == true }
        return !onlyEdition && !onlyOrdinals
    }

    /// Whether a folded word is a number (`2`, `2.1`) or an ordinal (`20th`, `1st`).
    static func isNumeral(_ word: String) -> Bool {
        let digits = word.prefix { isDigit($0) || $0 == "." }
        guard !digits.isEmpty, digits.first.map(isDigit) == true else { return false }
        let suffix = word.dropFirst(digits.count)
        return suffix.isEmpty || ["st", "nd", "rd", "th"].contains(suffix)
    }

    /// The typed title without an artist's name at its start or end (with a dash, colon or "by"
    /// between them): for the longest of `artists` it holds (`Rita Reys with the Jazz
    /// Messengers`, not `Rita Reys`); the remainder must hold a word.
    static func removingArtist(_ typed: String, artists: [String]) -> [(remainder: String, artist: String)] {
        let words = MatchText.words(typed).map(String.init)
        // A name that is the whole main title is the title: "Taylor Swift (Taylor's Version)".
        let main = TitleForms(typed).main
        var remainders: [(remainder: String, artist: String)] = []
        for artist in Set(artists) {
            let name = MatchText.words(artist).map(String.init)
            guard !name.isEmpty, words.count > name.count, main != name.joined(separator: " ") else { continue }
            if words.prefix(name.count).elementsEqual(name), isTitle(words.dropFirst(name.count)) {
                remainders.append((words.dropFirst(name.count).joined(separator: " "), artist))
            }
            if words.suffix(name.count).elementsEqual(name) {
                var rest = Array(words.dropLast(name.count))
                if rest.last == "by", rest.count > 1 { rest.removeLast() }
                if isTitle(rest[...]) { remainders.append((rest.joined(separator: " "), artist)) }
            }
        }
        // The separator that stood between them is gone from the folded words, so a remainder
        // is compared as a plain title; keep the original's own parts when the name was cut at
        // a separator.
        for separator in [" - ", " – ", ": ", " — "] {
            let pieces = typed.components(separatedBy: separator)
            guard pieces.count >= 2 else { continue }
            let head = MatchText.fold(pieces[0])
            let tail = MatchText.fold(pieces[pieces.count - 1])
            for artist in artists {
                let name = MatchText.fold(artist)
                let afterHead = pieces.dropFirst().joined(separator: separator)
                let beforeTail = pieces.dropLast().joined(separator: separator)
                if head == name, isTitle(MatchText.words(afterHead).map(String.init)[...]) {
                    remainders.append((afterHead, artist))
                }
                if tail == name, isTitle(MatchText.words(beforeTail).map(String.init)[...]) {
                    remainders.append((beforeTail, artist))
                }
            }
        }
        let longest = remainders.map { MatchText.words($0.artist).count }.max() ?? 0
        return remainders.filter { MatchText.words($0.artist).count == longest }
    }
}
