import Foundation

extension ReleaseSeed {
    /// Checks the seed as the release editor would read it and throws on the first thing it
    /// would refuse or silently drop.
    ///
    /// The editor reports seeding problems only as a box on a page that loads with status 200
    /// (and keeps the fields it could read), and a few inputs end in a server error page, so
    /// the program that built the seed would never hear of them; this check runs first.
    /// ``problems(for:)`` lists every problem instead of the first.
    ///
    /// What is refused, with the server's behaviour that motivates it (section 17 of the WS/2
    /// reference; MusicBrainz Server `Controller/ReleaseEditor.pm`):
    /// - **Names from the site's vocabularies**: ``primaryType`` and ``secondaryTypes``,
    ///   ``status``, ``packaging`` and ``Medium/format`` must be English names the site knows
    ///   (any case): "Invalid status: “pseudo”." (`pseudo-release` is the name),
    ///   "Invalid packaging: “jewel-case”.". A ``releaseGroup`` next to types: the editor ignores
    ///   the types.
    /// - **Codes**: ``language`` must be an ISO 639 code, ``script`` an ISO 15924 code and
    ///   ``Event/country`` the ISO 3166-1 code of a country on musicbrainz.org ("Invalid
    ///   language: “…”.").
    /// - **Barcode**: digits only; `0` alone is dropped by the server.
    /// - **Dates**: the server reads each part as digits and takes `0` as "not given", so a part
    ///   must be positive: year 1...9999, month 1...12, day 1...31, and a day needs a month.
    /// - **Lengths**: whole milliseconds, 1 ms to 2³¹ − 1 ms (the database's column).
    /// - **TOC**: the first track must be 1 ("Invalid mediums.N.toc"); the tracks, when given,
    ///   must be as many as the TOC's ("Track counts of mediums.N.toc and mediums.N.track don’t
    ///   match."); the format must be one that can have disc IDs (the editor enters no "Add disc
    ///   ID" edit for a vinyl or digital medium); no pregap track beside it.
    /// - **Track numbers**: no zero before a digit (the server strips it).
    /// - **Entries that say nothing**: an event without date or country, a label without MBID,
    ///   name or catalog number, a name credit without artist or name; an MBID next to a name to
    ///   search for (the editor ignores the name); an empty track artist credit (the track
    ///   would take the release's).
    /// - **Text**: a value that is empty or only white space (dropped); control characters (the
    ///   server removes them or turns them into spaces), a line break in a one-line field, a
    ///   zero-width space, soft hyphen, byte-order mark, noncharacter or supplementary
    ///   private-use character (removed). ``annotation`` and ``editNote`` may hold line breaks
    ///   and tabs.
    /// - **Edit note**: one the editor refuses, made only of white space, punctuation and
    ///   invisible characters, or a single ASCII character.
    /// - **URLs**: ``ExternalLink/url`` and ``redirectURI`` must be http or https with a host;
    ///   a link type must be a positive number and not one of the deprecated types (78 cover
    ///   art link, 83 IMDb samples); a ``redirectURI`` may not carry `release_mbid` already.
    /// - **Lists**: fewer than 100,000 entries (a larger index is a server error).
    /// - **Existing releases**: labels or media on ``Destination/existingRelease(_:replacing:)``
    ///   unless it names them in `replacing`.
    ///
    /// Index and field-name rules (indexes from 0, no padding, no gaps, one value per name)
    /// cannot be broken: ``formFields(for:)`` writes the names.
    ///
    /// - Parameter destination: The editor the seed is for; default ``Destination/newRelease``.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` whose
    ///   ``MusicBrainzError/field`` names the form field, such as `mediums.0.toc`, and whose
    ///   message says what is wrong (and how many more problems there are).
    public func validate(for destination: Destination = .newRelease) throws(MusicBrainzError) {
        let problems = problems(for: destination)
        guard let first = problems.first else { return }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more problem\(problems.count > 2 ? "s" : ""))" : ""
        var error = MusicBrainzError(
            code: .invalidRequest, message: "The release seed's \(first.field) cannot be sent: \(first.message)\(more)")
        error.field = first.field
        throw error
    }

    /// Every thing the release editor would refuse or silently drop in the seed, in form
    /// order; empty when the seed is good. The rules are those of ``validate(for:)``.
    /// - Parameter destination: The editor the seed is for; default ``Destination/newRelease``.
    /// - Returns: The problems, each with its form field.
    public func problems(for destination: Destination = .newRelease) -> [Problem] {
        var check = SeedCheck()
        check.release(self, destination)
        return check.problems
    }
}

/// The checks of ``ReleaseSeed/problems(for:)``, collecting problems in form order.
struct SeedCheck {
    private(set) var problems: [ReleaseSeed.Problem] = []

    /// One more than the largest list index the server expands (`max_array` of its CGI::Expand).
    static let maximumListCount = 100_000
    /// The largest length the database stores: an `integer` column of milliseconds.
    static let maximumLengthMilliseconds = Int(Int32.max)
    /// Release–URL types that are deprecated: 78 (cover art link), 83 (IMDb samples).
    static let deprecatedLinkTypes: Set<Int> = [78, 83]

    private mutating func refuse(_ field: String, _ message: String) {
        problems.append(ReleaseSeed.Problem(field: field, message: message))
    }

    mutating func release(_ seed: ReleaseSeed, _ destination: ReleaseSeed.Destination) {
        text(seed.title, "name")
        releaseGroupTypes(seed)
        text(seed.disambiguation, "comment")
        text(seed.annotation, "annotation", multiLine: true)
        barcode(seed.barcode)
        code(
            seed.language, "language", in: ReleaseSeedCodes.languages, lowercased: true,
            kind: "an ISO 639 language code")
        code(seed.script, "script", in: ReleaseSeedCodes.scripts, lowercased: true, kind: "an ISO 15924 script code")
        name(seed.status?.rawValue, "status", in: ReleaseSeedVocabulary.statuses, kind: "release status")
        name(seed.packaging?.rawValue, "packaging", in: ReleaseSeedVocabulary.packagings, kind: "packaging")
        list(seed.events, "events") { check, event, field in check.event(event, field) }
        if case .existingRelease(_, let replacing) = destination, !seed.labels.isEmpty, !replacing.contains(.labels) {
            refuse(
                "labels",
                "seeded labels replace the existing release's whole label list; pass replacing: .labels to mean it")
        }
        list(seed.labels, "labels") { check, label, field in check.label(label, field) }
        artistCredit(seed.artistCredit, "artist_credit")
        if case .existingRelease(_, let replacing) = destination, !seed.media.isEmpty, !replacing.contains(.media) {
            refuse(
                "mediums",
                "seeded media take the place of the existing release's media (the editor does not load them); pass replacing: .media to mean it"
            )
        }
        list(seed.media, "mediums") { check, medium, field in check.medium(medium, field) }
        list(seed.links, "urls") { check, link, field in check.link(link, field) }
        editNote(seed.editNote)
        redirect(seed.redirectURI)
    }

    // MARK: Release fields

    private mutating func releaseGroupTypes(_ seed: ReleaseSeed) {
        if seed.releaseGroup != nil, seed.primaryType != nil || !seed.secondaryTypes.isEmpty {
            refuse(
                "type", "the editor ignores the release group types when release_group is given; send one or the other")
        }
        if let primary = seed.primaryType?.rawValue {
            if ReleaseSeedVocabulary.secondaryTypes.contains(primary.lowercased()) {
                refuse("type", "“\(primary)” is a secondary release group type, not a primary one")
            } else {
                name(primary, "type", in: ReleaseSeedVocabulary.primaryTypes, kind: "primary release group type")
            }
        }
        var seen: Set<String> = []
        for secondary in seed.secondaryTypes.map(\.rawValue) {
            if ReleaseSeedVocabulary.primaryTypes.contains(secondary.lowercased()) {
                refuse("type", "“\(secondary)” is a primary release group type, not a secondary one")
            } else if !seen.insert(secondary.lowercased()).inserted {
                refuse("type", "the secondary type “\(secondary)” is given twice")
            } else {
                name(secondary, "type", in: ReleaseSeedVocabulary.secondaryTypes, kind: "secondary release group type")
            }
        }
    }

    private mutating func barcode(_ barcode: ReleaseSeed.Barcode?) {
        guard case .code(let digits) = barcode else { return }
        if digits.isEmpty || !digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            refuse(
                "barcode", "“\(digits)” is not a barcode: only the digits 0-9 (or .noBarcode for a release without one)"
            )
        } else if digits == "0" {
            refuse("barcode", "the server drops the barcode “0”; use .noBarcode for a release without one")
        }
    }

    private mutating func event(_ event: ReleaseSeed.Event, _ field: String) {
        let date = event.date.flatMap { $0.year == nil && $0.month == nil && $0.day == nil ? nil : $0 }
        if date == nil, event.country == nil {
            refuse(field, "the event has neither a date nor a country")
        }
        if let date {
            datePart(date.year, "\(field).date.year", 1...9999)
            datePart(date.month, "\(field).date.month", 1...12)
            datePart(date.day, "\(field).date.day", 1...31)
            if date.day != nil, date.month == nil {
                refuse("\(field).date.month", "a day needs its month")
            }
        }
        if let country = event.country {
            code(
                country, "\(field).country", in: ReleaseSeedCodes.countries, lowercased: false,
                kind: "an ISO 3166-1 country code")
        }
    }

    private mutating func datePart(_ value: Int?, _ field: String, _ range: ClosedRange<Int>) {
        guard let value, !range.contains(value) else { return }
        let reason =
            value == 0
            ? "the server takes 0 as “not given”; leave the part nil"
            : value < 0
                ? "the server reads only digits (“Invalid \(field): “\(value)”.”)"
                : "it is not \(range.lowerBound)...\(range.upperBound)"
        refuse(field, "\(value) cannot be sent: \(reason)")
    }

    private mutating func label(_ label: ReleaseSeed.Label, _ field: String) {
        if label.label == nil, label.name == nil, label.catalogNumber == nil {
            refuse(field, "the label entry has no MBID, name or catalog number")
        }
        if label.label != nil, label.name != nil {
            refuse("\(field).name", "the editor ignores a label name next to an MBID; send one or the other")
        }
        text(label.name, "\(field).name")
        text(label.catalogNumber, "\(field).catalog_number")
    }

    private mutating func artistCredit(_ credit: [ReleaseSeed.NameCredit], _ field: String) {
        list(credit, "\(field).names") { check, nameCredit, field in
            if nameCredit.artist == nil, nameCredit.artistName == nil, nameCredit.name == nil {
                check.refuse(field, "the name credit has no artist MBID, artist name or credited name")
            }
            if nameCredit.artist != nil, nameCredit.artistName != nil {
                check.refuse("\(field).artist.name", "the editor ignores an artist name to search for next to an MBID")
            }
            check.text(nameCredit.name, "\(field).name")
            check.text(nameCredit.artistName, "\(field).artist.name")
            check.text(
                nameCredit.joinPhrase.isEmpty ? nil : nameCredit.joinPhrase, "\(field).join_phrase", allowsBlank: true)
        }
    }

    // MARK: Media

    private mutating func medium(_ medium: ReleaseSeed.Medium, _ field: String) {
        let format = medium.format?.rawValue
        name(format, "\(field).format", in: ReleaseSeedVocabulary.mediumFormatNames, kind: "medium format")
        text(medium.title, "\(field).name")
        if let toc = medium.toc {
            if toc.firstTrack != 1 {
                refuse(
                    "\(field).toc",
                    "the TOC starts at track \(toc.firstTrack); the editor reads only a TOC whose first track is 1 (“Invalid \(field).toc”)"
                )
            }
            if let format, ReleaseSeedVocabulary.mediumFormats[format.lowercased()] == false {
                refuse(
                    "\(field).toc",
                    "a \(format) medium cannot have a disc ID, so the editor would not attach the TOC's; use a CD format (or none)"
                )
            }
            let audioTracks = medium.tracks.count - (medium.tracks.first?.isPregap == true ? 1 : 0)
            if !medium.tracks.isEmpty, audioTracks != toc.trackCount {
                refuse(
                    "\(field).toc",
                    "the TOC has \(toc.trackCount) tracks and the medium \(audioTracks) (“Track counts of \(field).toc and \(field).track don’t match.”)"
                )
            }
            if medium.tracks.first?.isPregap == true {
                refuse(
                    "\(field).track.0.pregap",
                    "a pregap track beside a TOC gets the TOC's first length and leaves the last track without one; leave the pregap out"
                )
            }
        }
        list(medium.tracks, "\(field).track") { check, track, field in
            check.track(track, field, isFirst: field.hasSuffix(".0"))
        }
    }

    private mutating func track(_ track: ReleaseSeed.Track, _ field: String, isFirst: Bool) {
        text(track.title, "\(field).name")
        text(track.number, "\(field).number")
        if let number = track.number, let first = number.unicodeScalars.first, first == "0",
            number.unicodeScalars.count > 1,
            let second = number.unicodeScalars.dropFirst().first, ("0"..."9").contains(second)
        {
            refuse(
                "\(field).number",
                "the server strips the zeros before a digit (“\(number)” would be sent as another number)")
        }
        if let milliseconds = track.lengthMilliseconds, !(1...Self.maximumLengthMilliseconds).contains(milliseconds) {
            refuse(
                "\(field).length",
                milliseconds < 1
                    ? "a length must be at least 1 ms (the server takes 0 as no length); leave it nil when unknown"
                    : "a length must be at most \(Self.maximumLengthMilliseconds) ms (about 24.8 days)")
        }
        if let credit = track.artistCredit {
            if credit.isEmpty {
                refuse(
                    "\(field).artist_credit",
                    "an empty artist credit sends nothing, so the track takes the release's; use nil for that")
            }
            artistCredit(credit, "\(field).artist_credit")
        }
        if track.isPregap, !isFirst {
            refuse("\(field).pregap", "only the first track of a medium can be the pregap track")
        }
    }

    // MARK: Links, note, redirect

    private mutating func link(_ link: ReleaseSeed.ExternalLink, _ field: String) {
        if URLComponents.webURL(link.url) == nil {
            refuse("\(field).url", "“\(link.url.absoluteString)” is not an http or https URL with a host")
        }
        text(link.url.absoluteString, "\(field).url")
        if let linkType = link.linkType {
            if linkType.rawValue <= 0 {
                refuse(
                    "\(field).link_type",
                    "\(linkType.rawValue) is not a link type ID (a positive number, such as 76 for Discogs)")
            } else if Self.deprecatedLinkTypes.contains(linkType.rawValue) {
                refuse("\(field).link_type", "link type \(linkType.rawValue) is deprecated, and the editor refuses it")
            }
        }
    }

    private mutating func editNote(_ note: String?) {
        text(note, "edit_note", multiLine: true)
        if let note, Self.isInvalidEditNote(note) {
            refuse(
                "edit_note",
                "the editor refuses an edit note made only of white space, punctuation and invisible characters, or of one ASCII character"
            )
        }
    }

    private mutating func redirect(_ uri: URL?) {
        guard let uri else { return }
        guard let components = URLComponents.webURL(uri) else {
            refuse("redirect_uri", "“\(uri.absoluteString)” is not an http or https URL with a host")
            return
        }
        if components.queryItems?.contains(where: { $0.name == "release_mbid" }) == true {
            refuse("redirect_uri", "it already has a release_mbid, which the editor adds itself")
        }
        text(uri.absoluteString, "redirect_uri")
    }

    /// MusicBrainz Server's `isInvalidEditNote.js`: after removing invisible characters, empty,
    /// only white space and punctuation, or one ASCII character.
    static func isInvalidEditNote(_ note: String) -> Bool {
        let invisible: Set<UInt32> = [0x200B, 0x00AD, 0x3164, 0xFFA0, 0x115F, 0x1160, 0x2800]
        let visible = note.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .nonspacingMark: false
            default: !invisible.contains(scalar.value)
            }
        }
        guard !note.unicodeScalars.isEmpty else { return false }
        if visible.isEmpty { return true }
        let punctuation: Set<Unicode.GeneralCategory> = [
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation,
        ]
        if visible.allSatisfy({ $0.properties.isWhitespace || punctuation.contains($0.properties.generalCategory) }) {
            return true
        }
        return visible.count == 1 && visible.allSatisfy(\.isASCII)
    }

    // MARK: Shared rules

    /// A list of fewer than ``maximumListCount`` entries, each checked under `field.N`.
    private mutating func list<Element>(
        _ elements: [Element], _ field: String, _ each: (inout SeedCheck, Element, String) -> Void
    ) {
        if elements.count >= Self.maximumListCount {
            refuse(
                field,
                "\(elements.count) entries; the server expands at most \(Self.maximumListCount) (a larger index is a server error)"
            )
            return
        }
        for (index, element) in elements.enumerated() { each(&self, element, "\(field).\(index)") }
    }

    /// An English name from a vocabulary, compared case-insensitively.
    private mutating func name(_ value: String?, _ field: String, in names: Set<String>, kind: String) {
        guard let value else { return }
        if !names.contains(value.lowercased()) {
            refuse(
                field,
                "“\(value)” is not a \(kind) the site knows (its English name, such as it shows; “Invalid \(field): “\(value)”.”)"
            )
        }
    }

    /// A code from a list; `lowercased` says the list's case (the other lists are upper case).
    private mutating func code(_ value: String?, _ field: String, in codes: Set<String>, lowercased: Bool, kind: String)
    {
        guard let value else { return }
        let key = lowercased ? value.lowercased() : value.uppercased()
        if !codes.contains(key) {
            refuse(field, "“\(value)” is not \(kind) the site knows (“Invalid \(field): “\(key)”.”)")
        }
    }

    /// A text value: not blank (unless allowed), and without the characters the server removes
    /// or changes.
    mutating func text(_ value: String?, _ field: String, multiLine: Bool = false, allowsBlank: Bool = false) {
        guard let value else { return }
        if !allowsBlank, value.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            refuse(field, "it is empty or only white space, which the editor drops; leave it nil")
            return
        }
        for scalar in value.unicodeScalars {
            if let reason = Self.refusal(of: scalar, multiLine: multiLine) {
                refuse(field, reason)
                return
            }
        }
    }

    /// Why a character cannot be sent in a value, or `nil` when it can.
    private static func refusal(of scalar: Unicode.Scalar, multiLine: Bool) -> String? {
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        switch scalar.value {
        case 0x09, 0x0A, 0x0D:
            return multiLine
                ? nil
                : "it holds a line break or tab (\(code)), which the server turns into a space in a one-line field"
        case 0x00...0x1F, 0x7F...0x9F:
            return "it holds the control character \(code), which the server removes"
        case 0xFEFF, 0xFDD0...0xFDEF, 0xF0000...0x10FFFF:
            return multiLine
                ? nil
                : "it holds \(code) (a byte-order mark, noncharacter or private-use character), which the server removes"
        case 0x200B, 0x00AD:
            return multiLine ? nil : "it holds \(code) (a zero-width space or soft hyphen), which the server removes"
        case let value where value & 0xFFFE == 0xFFFE:
            return multiLine ? nil : "it holds the noncharacter \(code), which the server removes"
        default:
            return nil
        }
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
