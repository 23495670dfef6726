/// Which image of a release (or release group) to ask the Cover Art Archive for.
///
/// Source: the file part of the archive's paths: `/release/<mbid>/front`, `/back`,
/// `/<image-id>`.
public enum CoverArtImageSelector: Sendable, Hashable, CustomStringConvertible {
    /// The image flagged as the front cover (the first one, in the archive's order, when several
    /// are). The only image a release group has.
    case front
    /// The image flagged as the back cover. Releases only.
    case back
    /// The image with this ID, from a listing (``CoverArtImage/id``). Releases only.
    case image(CoverArtImageID)

    /// The path segment without size: `front`, `back` or the image ID.
    public var description: String {
        switch self {
        case .front: "front"
        case .back: "back"
        case .image(let id): id.description
        }
    }
}
