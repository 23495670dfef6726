/// One artist in an ``ArtistCredit``: the artist, the name they are credited as, and the text
/// that joins this credit to the next one.
///
/// Source: one item of WS/2 `artist-credit` (JSON) / `<name-credit>` (XML).
public struct NameCredit: Sendable, Hashable {
    /// The name the artist is credited as. When the service leaves it out (XML does when it
    /// equals the artist's name; search JSON sometimes does), this is the artist's name.
    public var name: String
    /// The text printed after this name, such as `" & "` or `" feat. "`; `""` for none.
    public var joinPhrase: String
    /// The credited artist.
    public var artist: Artist {
        get { _artist.value }
        set { _artist = Indirect(newValue) }
    }
    private var _artist: Indirect<Artist>

    /// Creates a name credit.
    /// - Parameters:
    ///   - name: The credited name.
    ///   - joinPhrase: The join phrase after the name; default `""`.
    ///   - artist: The artist.
    public init(name: String, joinPhrase: String = "", artist: Artist) {
        self.name = name
        self.joinPhrase = joinPhrase
        self._artist = Indirect(artist)
    }

}
