extension ArtistCredit {
    /// The credit as it sorts: each credited artist's sort name followed by its join phrase,
    /// such as "Bowie, David & Queen" for "David Bowie & Queen" (the way taggers fill
    /// `artistsort`).
    ///
    /// A name credit whose artist has no sort name (search results may leave it out) uses its
    /// credited name. For display use ``name``.
    ///
    /// Source: WS/2 `artist-credit[].artist.sort-name` and `joinphrase`.
    public var sortName: String {
        nameCredits.reduce(into: "") { text, credit in
            text += credit.artist.sortName.flatMap { $0.isEmpty ? nil : $0 } ?? credit.name
            text += credit.joinPhrase
        }
    }

    /// Whether two credits read and point the same: the same credited names, join phrases and
    /// artists (by MBID), in the same order. A track whose credit is not the same as its
    /// release's has a credit worth showing (``ReleaseTrack/distinctArtistCredit``).
    /// - Parameter other: The other credit.
    /// - Returns: `true` when they are the same credit.
    public func isSameCredit(as other: ArtistCredit) -> Bool {
        guard nameCredits.count == other.nameCredits.count else { return false }
        return zip(nameCredits, other.nameCredits).allSatisfy { lhs, rhs in
            lhs.name == rhs.name && lhs.joinPhrase == rhs.joinPhrase && lhs.artist.id == rhs.artist.id
        }
    }
}
