/// A CD stub: a minimal, unverified listing of a CD (title, artist, track titles) that someone
/// submitted for a disc ID MusicBrainz did not know, outside the main database.
///
/// Source: the second response shape of WS/2 `/ws/2/discid/<discid>` (JSON `{"id", "title",
/// "artist", "barcode", "disambiguation", "track-count", "tracks"}`, XML `<cdstub id>`), and hits
/// of `/ws/2/cdstub?query=…`, which carry no tracks, a `count` instead of `track-count`, and in
/// XML a `<comment>` instead of `<disambiguation>`.
public struct CDStub: Sendable, Hashable {
    /// The disc ID the stub was submitted for.
    public var id: DiscID
    /// The title.
    public var title: String
    /// The artist; `nil` when absent.
    public var artist: String?
    /// The barcode as submitted; `nil` when absent, `""` when explicitly empty.
    public var barcode: String?
    /// A comment that tells the stub apart (search results call it `comment`); `nil` when
    /// absent or empty.
    public var disambiguation: String?
    /// The number of tracks.
    public var trackCount: Int?
    /// The tracks (disc ID lookups only; search hits have none).
    public var tracks: [CDStubTrack]?

    /// Creates a CD stub.
    /// - Parameters:
    ///   - id: The disc ID.
    ///   - title: The title.
    ///   - artist: The artist.
    ///   - barcode: The barcode.
    ///   - disambiguation: The comment.
    ///   - trackCount: The number of tracks.
    ///   - tracks: The tracks.
    public init(
        id: DiscID, title: String, artist: String? = nil, barcode: String? = nil, disambiguation: String? = nil,
        trackCount: Int? = nil, tracks: [CDStubTrack]? = nil
    ) {
        self.id = id
        self.title = title
        self.artist = artist
        self.barcode = barcode
        self.disambiguation = disambiguation
        self.trackCount = trackCount
        self.tracks = tracks
    }
}

extension CDStub: MusicBrainzListItem {
    /// `cdstubs` / `<cdstub-list>` / `<cdstub>`.
    public static var listItemNames: ListItemNames {
        ListItemNames(
            jsonArrayKey: "cdstubs", jsonCountKey: "cdstub-count", jsonOffsetKey: "cdstub-offset",
            xmlListElement: "cdstub-list", xmlItemElement: "cdstub")
    }
}
