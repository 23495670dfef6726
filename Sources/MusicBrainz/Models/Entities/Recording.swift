/// A recording: distinct audio that has been used to produce at least one released track.
///
/// Source: the `recording` resource of WS/2 (`/ws/2/recording/<mbid>`), MMD element
/// `<recording>`. A list that was not requested is `nil`, one that was requested and is empty
/// is `[]`.
public struct Recording: MusicBrainzEntity, RatableEntity {
    /// ``EntityType/recording``.
    public static let entityType = EntityType.recording

    /// The MBID.
    public var id: MBID
    /// The title.
    public var title: String
    /// A comment that tells this recording apart from others with the same title; `nil` when
    /// there is none.
    public var disambiguation: String?
    /// The length, from the service's milliseconds; `nil` when unknown.
    public var length: Duration?
    /// Whether this is a video recording.
    public var isVideo: Bool
    /// The date of the earliest release that contains the recording; `nil` when unknown.
    public var firstReleaseDate: PartialDate?
    /// The artists the recording is credited to (`inc=artist-credits`, or always in search
    /// results).
    public var artistCredit: ArtistCredit?
    /// The ISRCs of the recording (`inc=isrcs`), such as `GBAYE0601498`.
    public var isrcs: [String]?
    /// The aliases, annotation, tags and genres (with the authenticated user's own) and
    /// relationships, also read and written through the properties of ``TaggableEntity``,
    /// such as ``TaggableEntity/tags``.
    public var tagged: TaggedFields
    /// The average rating and its number of votes (`inc=ratings`); `nil` when nobody has
    /// rated it.
    public var rating: Rating?
    /// The authenticated user's rating, 0...5 in steps of 0.5 (`inc=user-ratings`); `nil`
    /// when the user has not rated it.
    public var userRating: Double?
    /// The releases that contain the recording (`inc=releases`; at most 25 in a lookup).
    public var releases: [Release]?
    /// The total number of releases, of which ``releases`` holds the first 25 at most; only XML
    /// gives it.
    public var releaseCount: Int?

    /// Creates a recording. Only `id` and `title` are required; the other properties
    /// default to `nil` (or `[]` / `false` for the values that are always present).
    ///
    /// - Parameters:
    ///   - id: The MBID.
    ///   - title: The title.
    ///   - disambiguation: A comment that tells this recording apart from others with the same title.
    ///   - length: The length, from the service's milliseconds.
    ///   - isVideo: Whether this is a video recording.
    ///   - firstReleaseDate: The date of the earliest release that contains the recording.
    ///   - artistCredit: The artists the recording is credited to (`inc=artist-credits`, or always in search.
    ///   - isrcs: The ISRCs of the recording (`inc=isrcs`), such as `GBAYE0601498`.
    ///   - tagged: The aliases, annotation, tags, genres and relationships.
    ///   - rating: The rating.
    ///   - userRating: The authenticated user's rating, 0...5.
    ///   - releases: The embedded releases.
    ///   - releaseCount: The total number, from XML.
    public init(
        id: MBID,
        title: String,
        disambiguation: String? = nil,
        length: Duration? = nil,
        isVideo: Bool = false,
        firstReleaseDate: PartialDate? = nil,
        artistCredit: ArtistCredit? = nil,
        isrcs: [String]? = nil,
        tagged: TaggedFields = TaggedFields(),
        rating: Rating? = nil,
        userRating: Double? = nil,
        releases: [Release]? = nil,
        releaseCount: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.disambiguation = disambiguation
        self.length = length
        self.isVideo = isVideo
        self.firstReleaseDate = firstReleaseDate
        self.artistCredit = artistCredit
        self.isrcs = isrcs
        self.tagged = tagged
        self.rating = rating
        self.userRating = userRating
        self.releases = releases
        self.releaseCount = releaseCount
    }
}

extension Recording {
    /// The recording's ISRCs as typed ``ISRC`` values, in the service's order.
    ///
    /// An ISRC the service sends that does not validate (not twelve characters of the ISRC
    /// alphabet) is left out here and stays in ``isrcs`` as sent. `[]` when the lookup did not ask
    /// for `inc=isrcs`. Source: `isrcs` (JSON) or `<isrc-list><isrc id>` (XML).
    public var isrcValues: [ISRC] { (isrcs ?? []).compactMap { ISRC($0) } }
}
