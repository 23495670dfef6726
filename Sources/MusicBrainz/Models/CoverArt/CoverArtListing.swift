import Foundation

/// The Cover Art Archive's listing of a release's images (`index.json`).
///
/// ```swift
/// if let listing = try await coverArt.listing(for: .release(mbid)) {
///     for image in listing.images { print(image.id, image.types, image.url(for: .thumbnail500) ?? "-") }
/// }
/// ```
///
/// A release group's listing is the listing of the release the archive chose for the group;
/// ``release`` says which. Encoding gives the archive's JSON shape
/// (`{"images": […], "release": "…"}`).
///
/// Source: `GET https://coverartarchive.org/release/<mbid>` (or `/release-group/<mbid>`), a 307
/// redirect to `https://archive.org/download/mbid-<mbid>/index.json`.
public struct CoverArtListing: Sendable, Hashable {
    /// The canonical MusicBrainz URL of the release (`release`), such as
    /// `https://musicbrainz.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd`; `nil` when
    /// missing or not an `http` or `https` URL.
    public var release: URL?
    /// Every image of the release, in the archive's order; empty when there are none.
    public var images: [CoverArtImage]

    /// Creates a listing.
    /// - Parameters:
    ///   - release: The release's MusicBrainz URL.
    ///   - images: The images.
    public init(release: URL? = nil, images: [CoverArtImage] = []) {
        self.release = release
        self.images = images
    }

    /// The MBID at the end of ``release``, or `nil` when there is none.
    public var releaseID: MBID? {
        release.flatMap { MBID($0.lastPathComponent) }
    }

    /// The image a selector names: the first image flagged ``CoverArtImage/front`` or
    /// ``CoverArtImage/back`` (the archive's own choice when several are), or the image with
    /// that ID.
    /// - Parameter selector: Which image.
    /// - Returns: The image, or `nil` when the listing has no such image.
    public func image(_ selector: CoverArtImageSelector) -> CoverArtImage? {
        switch selector {
        case .front: images.first { $0.front }
        case .back: images.first { $0.back }
        case .image(let id): images.first { $0.id == id }
        }
    }

    /// Picks an image and the URL of the best available size.
    /// - Parameters:
    ///   - selector: Which image.
    ///   - size: The size wanted.
    ///   - fallback: The fallback order when that size is missing (see
    ///     ``CoverArtSize/candidates(fallback:)``).
    ///   - entity: The release or release group this listing was fetched for; recorded in the
    ///     result.
    /// - Returns: The image, size and URL, or `nil` when there is no such image or it has no URL.
    public func resolve(
        _ selector: CoverArtImageSelector, size: CoverArtSize,
        fallback: [CoverArtSize] = CoverArtSize.defaultFallbackOrder, entity: CoverArtEntity
    ) -> ResolvedCoverArt? {
        guard let image = image(selector), let best = image.bestURL(for: size, fallback: fallback) else {
            return nil
        }
        return ResolvedCoverArt(entity: entity, release: release, image: image, size: best.size, url: best.url)
    }
}
