/// A release: one issue of a product on a specific date with a specific catalog number,
/// barcode and packaging, made of one or more media (discs, sides, files).
///
/// Source: the `release` resource of WS/2 (`/ws/2/release/<mbid>`), MMD element `<release>`.
/// Which properties are filled depends on the `inc` parameters of the request (``Release/Includes``):
/// a property that was not requested, or that the service did not return, is `nil`; a list that
/// was requested and is empty is `[]`. Releases cannot be rated; rate the release group.
public struct Release: MusicBrainzEntity, TaggableEntity {
    /// ``EntityType/release``.
    public static let entityType = EntityType.release

    /// The release's MBID. After a lookup of a merged MBID this is the MBID the service
    /// redirected to.
    public var id: MBID
    /// The title, as printed on the release.
    public var title: String
    /// A comment that tells this release apart from others with the same title; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// The status (official, promotion, bootleg, …); `nil` when unknown.
    public var status: ReleaseStatus?
    /// The UUID of the status value.
    public var statusID: MBID?
    /// How carefully the data has been checked.
    public var quality: DataQuality?
    /// The packaging (jewel case, digipak, …); `nil` when unknown.
    public var packaging: ReleasePackaging?
    /// The UUID of the packaging value.
    public var packagingID: MBID?
    /// The language and script of the titles and track list; `nil` when both are unknown.
    public var textRepresentation: TextRepresentation?
    /// The artists the release is credited to (`inc=artist-credits`, or always in search
    /// results).
    public var artistCredit: ArtistCredit?
    /// The release group the release belongs to (`inc=release-groups`). Search servers before
    /// 2013 wrote `<release-group type="EP"/>` without an MBID in recording search results;
    /// such a release group cannot be identified and reads as `nil`.
    @OutOfLine public var releaseGroup: ReleaseGroup?
    /// The date of the first release event; `nil` when the release has no dated event.
    public var date: PartialDate?
    /// The ISO 3166-1 code of the area of the first release event (`GB`, `JP`; MusicBrainz also
    /// uses `XW` for worldwide and `XE` for Europe); `nil` when unknown.
    public var country: String?
    /// Every release event: where and when the release was issued; `nil` when the release has
    /// none.
    public var releaseEvents: [ReleaseEvent]?
    /// The barcode (UPC/EAN, digits as printed). `nil` means no barcode was ever entered; `""`
    /// means the release explicitly has no barcode.
    public var barcode: String?
    /// The Amazon Standard Identification Number; `nil` when unknown.
    public var asin: String?
    /// The labels and catalog numbers (`inc=labels`).
    public var labelInfo: [LabelInfo]?
    /// The media, in order (`inc=media`, or `inc=recordings` for the track lists).
    public var media: [Medium]?
    /// The total number of tracks on all media; search results carry it.
    public var trackCount: Int?
    /// Whether the Cover Art Archive has art for this release; only top-level releases of a
    /// lookup or browse carry it.
    public var coverArtArchive: CoverArtArchiveStatus?
    /// The aliases, annotation, tags and genres (with the authenticated user's own) and
    /// relationships, also read and written through the properties of ``TaggableEntity``,
    /// such as ``TaggableEntity/tags``.
    public var tagged: TaggedFields
    /// The public collections that contain the release, and the authenticated user's private
    /// ones (`inc=collections`, `inc=user-collections`); summaries with an item count.
    public var collections: [UserCollection]?

    /// Creates a release.
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: The disambiguation comment.
    ///   - status: The status.
    ///   - statusID: The UUID of the status.
    ///   - quality: The data quality.
    ///   - packaging: The packaging.
    ///   - packagingID: The UUID of the packaging.
    ///   - textRepresentation: The language and script.
    ///   - artistCredit: The artist credit.
    ///   - releaseGroup: The release group.
    ///   - date: The date of the first release event.
    ///   - country: The country code of the first release event.
    ///   - releaseEvents: The release events.
    ///   - barcode: The barcode.
    ///   - asin: The ASIN.
    ///   - labelInfo: The labels and catalog numbers.
    ///   - media: The media.
    ///   - trackCount: The total number of tracks.
    ///   - coverArtArchive: The Cover Art Archive status.
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - collections: The collections that contain the release.
    public init(
        id: MBID,
        title: String,
        disambiguation: String? = nil,
        status: ReleaseStatus? = nil,
        statusID: MBID? = nil,
        quality: DataQuality? = nil,
        packaging: ReleasePackaging? = nil,
        packagingID: MBID? = nil,
        textRepresentation: TextRepresentation? = nil,
        artistCredit: ArtistCredit? = nil,
        releaseGroup: ReleaseGroup? = nil,
        date: PartialDate? = nil,
        country: String? = nil,
        releaseEvents: [ReleaseEvent]? = nil,
        barcode: String? = nil,
        asin: String? = nil,
        labelInfo: [LabelInfo]? = nil,
        media: [Medium]? = nil,
        trackCount: Int? = nil,
        coverArtArchive: CoverArtArchiveStatus? = nil,
        tagged: TaggedFields = TaggedFields(),
        collections: [UserCollection]? = nil
    ) {
        self.id = id
        self.title = title
        self.disambiguation = disambiguation
        self.status = status
        self.statusID = statusID
        self.quality = quality
        self.packaging = packaging
        self.packagingID = packagingID
        self.textRepresentation = textRepresentation
        self.artistCredit = artistCredit
        self.releaseGroup = releaseGroup
        self.date = date
        self.country = country
        self.releaseEvents = releaseEvents
        self.barcode = barcode
        self.asin = asin
        self.labelInfo = labelInfo
        self.media = media
        self.trackCount = trackCount
        self.coverArtArchive = coverArtArchive
        self.tagged = tagged
        self.collections = collections
    }
}

extension Release {
    /// The release's barcode as a typed ``Barcode``, or `nil` when there is none, the release
    /// explicitly has none (`""`), or the text is not digits.
    ///
    /// A GTIN-length barcode with a wrong check digit is kept (real barcodes sometimes have one;
    /// ``Barcode/hasValidCheckDigit`` tells); ``barcode`` keeps the text as sent. Source:
    /// `barcode` (JSON) or `<barcode>` (XML).
    public var barcodeValue: Barcode? {
        guard let barcode, !barcode.isEmpty else { return nil }
        return try? Barcode(validating: barcode, checkDigit: .ignore)
    }
}
