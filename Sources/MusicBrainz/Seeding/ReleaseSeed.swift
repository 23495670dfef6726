import Foundation

/// A release for MusicBrainz's release editor to open pre-filled: what a program knows about an
/// album that MusicBrainz does not have yet (or about an existing release it wants to change),
/// for the user to review and submit on the website.
///
/// *Release editor seeding* is MusicBrainz's documented way for programs to pre-fill the editor:
/// an HTML form POSTed to `<site>/release/add` (or `/release/<mbid>/edit`) whose fields are
/// dotted paths such as `name`, `artist_credit.names.0.mbid` or `mediums.0.track.3.length`. The
/// editor opens with the values filled in; **the user still reviews and enters the edits**, so
/// seeding never creates data by itself. This library never sends a seed either: it builds the
/// form (``form(for:site:)``), and the app opens it in the user's browser.
///
/// ```swift
/// var seed = ReleaseSeed(title: "Vision Creation Newsun")
/// seed.artistCredit = [ReleaseSeed.NameCredit(artistName: "Boredoms")]
/// seed.media = [ReleaseSeed.Medium(toc: toc)]           // format CD, lengths and disc ID from the TOC
/// seed.editNote = "Ripped from my copy; TOC read with libdiscid."
/// let form = try seed.form()                            // validated; throws naming the field
/// try form.html.write(to: pageURL, atomically: true, encoding: .utf8)   // open it in a browser
/// ```
///
/// Every property maps to one form field (or one list of them), named in its documentation. A
/// `nil` or empty property sends nothing, so the editor keeps its own default (for an existing
/// release, the release's value). ``validate(for:)`` refuses, before anything is shown to the
/// user, whatever the server would refuse or silently drop: the server reports seeding problems
/// only as a box on a page that still loads with status 200, so the program that made the seed
/// would never learn of them.
///
/// Builders start from what identification already has: ``init(toc:)``, ``init(title:artist:tracks:toc:)``
/// (local files), ``init(query:toc:)`` (a release query), ``init(cdStub:toc:)`` and
/// ``init(copying:)`` (an existing release, for an edit or a new edition). When identification
/// finds nothing, ``DiscIdentification/seed`` and ``ReleaseMatchResult/seed`` hold the seed
/// ready.
///
/// The seed is `Codable`; its JSON uses the property names below (``Track/length`` in integer
/// milliseconds, ``Medium/toc`` as its text, dates as `YYYY-MM-DD`), and decoding refuses a key it does not
/// know, so a misspelt key is an error rather than a field silently left out.
///
/// Source: MusicBrainz Server `Controller/ReleaseEditor.pm` (`_process_seeded_data` and the
/// functions it calls) and its tests `t/selenium/release-editor/Seeding.json5`; section 17 of
/// the WS/2 reference.
public struct ReleaseSeed: Sendable, Hashable {
    /// The release title (`name`). `"0"` is a valid title.
    public var title: String?
    /// The release group the release belongs to (`release_group`). When set, the editor ignores
    /// ``primaryType`` and ``secondaryTypes``, so a seed may not have both; an empty
    /// ``title`` and ``artistCredit`` are then taken from the release group.
    public var releaseGroup: MBID?
    /// The primary type of the new release group (one `type` field), such as
    /// ``ReleaseGroup/PrimaryType/album``; the editor creates a release group named after the
    /// release. Only with no ``releaseGroup``.
    public var primaryType: ReleaseGroup.PrimaryType?
    /// The secondary types of the new release group (one more `type` field each), such as
    /// ``ReleaseGroup/SecondaryType/compilation``. Only with no ``releaseGroup``.
    public var secondaryTypes: [ReleaseGroup.SecondaryType]
    /// The disambiguation comment (`comment`).
    public var disambiguation: String?
    /// The annotation (`annotation`), multi-line wiki text passed to the editor unchanged.
    public var annotation: String?
    /// The status (`status`), such as ``ReleaseStatus/official``: an English name the site knows.
    public var status: ReleaseStatus?
    /// The packaging (`packaging`), such as ``ReleasePackaging/jewelCase``: an English name the
    /// site knows.
    public var packaging: ReleasePackaging?
    /// The language of the titles (`language`): an ISO 639-3 code such as `eng` or `jpn` (the
    /// server also takes ISO 639-1 and 639-2 codes, in any case); `mul` for several, `zxx` for
    /// none.
    public var language: String?
    /// The script of the titles (`script`): an ISO 15924 code such as `Latn` or `Jpan`, in any case.
    public var script: String?
    /// The barcode (`barcode`), or the statement that the release has none.
    public var barcode: Barcode?
    /// The release events (`events.N.date.year|month|day`, `events.N.country`), in order.
    public var events: [Event]
    /// The labels with their catalog numbers (`labels.N.mbid|name|catalog_number`), one label and
    /// catalog number per entry: repeat a label in a second entry for its second catalog number.
    public var labels: [Label]
    /// The release artist credit (`artist_credit.names.N.*`), one name credit per artist, each
    /// with the join phrase that follows it.
    public var artistCredit: [NameCredit]
    /// The media, in order (`mediums.N.*`): their position is their order, there is no position
    /// field.
    public var media: [Medium]
    /// External links (`urls.N.url`, `urls.N.link_type`): URL relationships of the release.
    public var links: [ExternalLink]
    /// The edit note (`edit_note`), passed unchanged. The editor needs one before it enters the
    /// edits of a new release; a note of only white space and punctuation, or of one ASCII
    /// character, is refused by the editor and so by ``validate(for:)``.
    public var editNote: String?
    /// Whether to tick "make all edits votable" (`make_votable=1`); `false` sends nothing
    /// (the server takes any value it is sent, `0` included, as "votable").
    public var makesVotable: Bool
    /// Where the browser goes once every edit is entered (`redirect_uri`, sent in the form's
    /// action URL), with `release_mbid=<MBID>` added to its query; http or https.
    /// ``ReleaseEditorForm/releaseMBID(fromRedirect:)`` reads the MBID back. Without it the
    /// browser goes to the release's page. "Cancel" never goes here.
    public var redirectURI: URL?

    /// Creates a seed; every part is optional.
    /// - Parameters:
    ///   - title: The release title.
    ///   - releaseGroup: The release group's MBID.
    ///   - primaryType: The new release group's primary type.
    ///   - secondaryTypes: The new release group's secondary types.
    ///   - disambiguation: The disambiguation comment.
    ///   - annotation: The annotation.
    ///   - status: The status.
    ///   - packaging: The packaging.
    ///   - language: The ISO 639 language code.
    ///   - script: The ISO 15924 script code.
    ///   - barcode: The barcode or ``Barcode/noBarcode``.
    ///   - events: The release events.
    ///   - labels: The labels and catalog numbers.
    ///   - artistCredit: The release artist credit.
    ///   - media: The media.
    ///   - links: The external links.
    ///   - editNote: The edit note.
    ///   - makesVotable: Whether to make the edits votable.
    ///   - redirectURI: Where the browser goes after the edits.
    public init(
        title: String? = nil, releaseGroup: MBID? = nil, primaryType: ReleaseGroup.PrimaryType? = nil,
        secondaryTypes: [ReleaseGroup.SecondaryType] = [], disambiguation: String? = nil, annotation: String? = nil,
        status: ReleaseStatus? = nil, packaging: ReleasePackaging? = nil, language: String? = nil,
        script: String? = nil, barcode: Barcode? = nil, events: [Event] = [], labels: [Label] = [],
        artistCredit: [NameCredit] = [], media: [Medium] = [], links: [ExternalLink] = [], editNote: String? = nil,
        makesVotable: Bool = false, redirectURI: URL? = nil
    ) {
        self.title = title
        self.releaseGroup = releaseGroup
        self.primaryType = primaryType
        self.secondaryTypes = secondaryTypes
        self.disambiguation = disambiguation
        self.annotation = annotation
        self.status = status
        self.packaging = packaging
        self.language = language
        self.script = script
        self.barcode = barcode
        self.events = events
        self.labels = labels
        self.artistCredit = artistCredit
        self.media = media
        self.links = links
        self.editNote = editNote
        self.makesVotable = makesVotable
        self.redirectURI = redirectURI
    }
}

extension ReleaseSeed {
    /// The barcode of a seeded release (`barcode`).
    public enum Barcode: Sendable, Hashable {
        /// The barcode's digits as printed, such as `4988064451180` (UPC, EAN or another
        /// number); only digits. The editor checks a GTIN's check digit itself and warns.
        case code(String)
        /// The release has no barcode: `barcode=none`, which ticks "This release does not have a
        /// barcode".
        case noBarcode
    }

    /// One release event: a date, a country, or both (`events.N.*`).
    public struct Event: Sendable, Hashable {
        /// The date (`events.N.date.year`, `.month`, `.day`); any part may be unknown, but a day
        /// needs its month.
        public var date: PartialDate?
        /// The country (`events.N.country`): the ISO 3166-1 code of a country area on
        /// musicbrainz.org, such as `JP`, including former countries (`SU`) and MusicBrainz's
        /// `XE` (Europe) and `XW` (Worldwide); any case.
        public var country: String?

        /// Creates a release event.
        /// - Parameters:
        ///   - date: The date.
        ///   - country: The ISO 3166-1 country code.
        public init(date: PartialDate? = nil, country: String? = nil) {
            self.date = date
            self.country = country
        }
    }

    /// One label and catalog number of a release (`labels.N.*`).
    public struct Label: Sendable, Hashable {
        /// The label's MBID (`labels.N.mbid`).
        public var label: MBID?
        /// A label name to search for, when there is no MBID (`labels.N.name`); the user picks the
        /// label in the editor. The editor ignores it next to an MBID, so a seed may not have both.
        public var name: String?
        /// The catalog number (`labels.N.catalog_number`), which may stand alone.
        public var catalogNumber: String?

        /// Creates a label entry.
        /// - Parameters:
        ///   - label: The label's MBID.
        ///   - name: A label name to search for, without an MBID.
        ///   - catalogNumber: The catalog number.
        public init(label: MBID? = nil, name: String? = nil, catalogNumber: String? = nil) {
            self.label = label
            self.name = name
            self.catalogNumber = catalogNumber
        }
    }

    /// One artist of an artist credit (`…artist_credit.names.N.*`): the artist by MBID or by a
    /// name to search for, the name as credited, and the join phrase after it.
    public struct NameCredit: Sendable, Hashable {
        /// The artist's MBID (`….mbid`).
        public var artist: MBID?
        /// An artist name to search for, when there is no MBID (`….artist.name`); the user picks
        /// the artist in the editor. The editor ignores it next to an MBID, so a seed may not
        /// have both.
        public var artistName: String?
        /// The name as credited (`….name`); when `nil`, the artist's name (from the MBID) or
        /// ``artistName``.
        public var name: String?
        /// The text after this name, such as `" & "` or `" feat. "` (`….join_phrase`); surrounding
        /// spaces are kept. `""` for none.
        public var joinPhrase: String

        /// Creates a name credit for an artist known by MBID.
        /// - Parameters:
        ///   - artist: The artist's MBID.
        ///   - name: The name as credited; `nil` for the artist's name.
        ///   - joinPhrase: The join phrase after the name.
        public init(artist: MBID, name: String? = nil, joinPhrase: String = "") {
            self.artist = artist
            self.artistName = nil
            self.name = name
            self.joinPhrase = joinPhrase
        }

        /// Creates a name credit for an artist to search for by name.
        /// - Parameters:
        ///   - artistName: The artist name to search for.
        ///   - name: The name as credited; `nil` for `artistName`.
        ///   - joinPhrase: The join phrase after the name.
        public init(artistName: String, name: String? = nil, joinPhrase: String = "") {
            self.artist = nil
            self.artistName = artistName
            self.name = name
            self.joinPhrase = joinPhrase
        }

        /// Creates a name credit from its parts.
        /// - Parameters:
        ///   - artist: The artist's MBID.
        ///   - artistName: An artist name to search for, without an MBID.
        ///   - name: The name as credited.
        ///   - joinPhrase: The join phrase after the name.
        public init(artist: MBID?, artistName: String?, name: String?, joinPhrase: String) {
            self.artist = artist
            self.artistName = artistName
            self.name = name
            self.joinPhrase = joinPhrase
        }
    }

    /// A URL relationship of the release (`urls.N.url`, `urls.N.link_type`).
    public struct ExternalLink: Sendable, Hashable {
        /// The URL: http or https, with a host.
        public var url: URL
        /// The relationship type; `nil` to let the user choose (the editor guesses from the URL).
        public var linkType: LinkType?

        /// Creates an external link.
        /// - Parameters:
        ///   - url: The http or https URL.
        ///   - linkType: The relationship type.
        public init(url: URL, linkType: LinkType? = nil) {
            self.url = url
            self.linkType = linkType
        }
    }

    /// The numeric ID of a release–URL relationship type (`urls.N.link_type`). The editor takes
    /// the number, not the type's name or MBID, and only a type that links a release to a URL
    /// and is not deprecated.
    public struct LinkType: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The numeric ID, such as 76 (Discogs).
        public let rawValue: Int

        /// Creates a link type from its numeric ID.
        /// - Parameter rawValue: The ID (a positive number).
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The number.
        public var description: String { String(rawValue) }

        /// 76: the release's Discogs page.
        public static let discogs = LinkType(rawValue: 76)
        /// 77: an Amazon ASIN page.
        public static let amazonASIN = LinkType(rawValue: 77)
        /// 74: a page to purchase the release for download.
        public static let purchaseForDownload = LinkType(rawValue: 74)
        /// 75: a page where it can be downloaded for free.
        public static let downloadForFree = LinkType(rawValue: 75)
        /// 79: a page to purchase it by mail order.
        public static let purchaseForMailOrder = LinkType(rawValue: 79)
        /// 85: a page where it can be streamed for free.
        public static let streamingForFree = LinkType(rawValue: 85)
        /// 86: its VGMdb page.
        public static let vgmdb = LinkType(rawValue: 86)
        /// 82: another database's page (see the whitelist on musicbrainz.org).
        public static let otherDatabases = LinkType(rawValue: 82)
        /// 288: a discography entry for the release.
        public static let discographyEntry = LinkType(rawValue: 288)
        /// 301: the license it is available under.
        public static let license = LinkType(rawValue: 301)
        /// 308: its SecondHandSongs page.
        public static let secondHandSongs = LinkType(rawValue: 308)
        /// 729: show notes (a podcast episode).
        public static let showNotes = LinkType(rawValue: 729)
        /// 755: its AllMusic page.
        public static let allMusic = LinkType(rawValue: 755)
        /// 850: its BookBrainz page.
        public static let bookBrainz = LinkType(rawValue: 850)
        /// 72: production.
        public static let production = LinkType(rawValue: 72)

        /// Decodes the number.
        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
        }

        /// Encodes the number.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
