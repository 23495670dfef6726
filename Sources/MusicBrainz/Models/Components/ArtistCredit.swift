/// The artists a release, release group, recording or track is credited to, as printed: one or
/// more name credits joined by join phrases, such as "Queen & David Bowie".
///
/// Source: WS/2 `artist-credit` (JSON, an array of name credits) / `<artist-credit>` (XML).
///
/// ```swift
/// print(release.artistCredit?.name ?? "")   // "Queen & David Bowie"
/// ```
public struct ArtistCredit: Sendable, Hashable {
    /// The name credits, in order.
    public var nameCredits: [NameCredit]
    /// The MBID of the artist credit itself; only search results carry it
    /// (`artist-credit-id` / `<artist-credit id>`).
    public var id: MBID?

    /// Creates an artist credit.
    /// - Parameters:
    ///   - nameCredits: The name credits, in order.
    ///   - id: The artist credit's MBID, if known.
    public init(nameCredits: [NameCredit], id: MBID? = nil) {
        self.nameCredits = nameCredits
        self.id = id
    }

    /// The credit as printed: each credited name followed by its join phrase.
    public var name: String {
        nameCredits.reduce(into: "") { text, credit in
            text += credit.name
            text += credit.joinPhrase
        }
    }

    /// The artists, in credit order.
    public var artists: [Artist] { nameCredits.map(\.artist) }
}
