import Foundation

extension CoverArtArchiveClient {
    /// Fetches the listing of a release's or release group's images:
    /// `GET /release/<mbid>` or `GET /release-group/<mbid>`, following the archive's 307 to
    /// `index.json` on archive.org.
    ///
    /// ```swift
    /// guard let listing = try await coverArt.listing(for: .release(mbid)) else { return }  // no art
    /// let front = listing.image(.front)
    /// ```
    ///
    /// - Parameter entity: The release or release group.
    /// - Returns: The listing (possibly with no images), or `nil` when the archive has no cover
    ///   art for it (HTTP 404: no images, or no such release or release group).
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` before sending
    ///   (bad base URL or User-Agent); ``MusicBrainzError/Code/badRequest`` (HTTP 400, with the
    ///   archive's message), ``MusicBrainzError/Code/rateLimited``,
    ///   ``MusicBrainzError/Code/serverError``, ``MusicBrainzError/Code/forbidden`` or
    ///   ``MusicBrainzError/Code/unexpectedStatus`` for other statuses;
    ///   ``MusicBrainzError/Code/decodingFailed`` or
    ///   ``MusicBrainzError/Code/unexpectedContentType`` for a body that is not a listing;
    ///   ``MusicBrainzError/Code/transportFailed``, ``MusicBrainzError/Code/timedOut`` or
    ///   ``MusicBrainzError/Code/cancelled`` from the exchange.
    public func listing(for entity: CoverArtEntity) async throws -> CoverArtListing? {
        let request = try makeRequest(try configuration.listingURL(for: entity), accept: "application/json")
        guard let response = try await send(request, operation: "cover-art-listing-" + entity.pathSegment) else {
            return nil
        }
        let url = response.url ?? request.url
        let format = try ResponseValidator.format(of: response, expected: .json, requestURL: url)
        guard format == .json else {
            throw MusicBrainzError(
                code: .unexpectedContentType,
                message: "Expected a JSON listing but the body is XML" + ResponseDecoder.preview(response.body),
                requestURL: url, statusCode: response.status)
        }
        do {
            return try ResponseDecoder().decodeJSON(CoverArtListing.self, from: response.body).value
        } catch {
            throw error.adding(requestURL: url, statusCode: response.status)
        }
    }

    /// Picks an image of a release or release group and the URL of the best available size,
    /// from its listing (one request; nothing is downloaded).
    ///
    /// When the listing lacks the size asked for (older listings have no `1200`, the oldest
    /// only `small` and `large`), the next size of the fallback order is taken; the result's
    /// ``ResolvedCoverArt/size`` says which.
    ///
    /// ```swift
    /// let cover = try await coverArt.resolve(.front, of: .release(mbid), size: .thumbnail1200)
    /// // cover?.size == .original when the listing has no 1200 thumbnail (a smaller original)
    /// ```
    ///
    /// - Parameters:
    ///   - selector: Which image; release groups support only ``CoverArtImageSelector/front``.
    ///   - entity: The release or release group.
    ///   - size: The size wanted.
    ///   - fallback: The fallback order; `nil` (the default) uses
    ///     ``Configuration/sizeFallbackOrder``; `[]` means none.
    /// - Returns: The image, its size and URL; `nil` when there is no cover art (HTTP 404), no
    ///   such image in the listing, or no URL at any size tried.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` before sending
    ///   for `back` or an image ID of a release group; otherwise as ``listing(for:)``.
    public func resolve(
        _ selector: CoverArtImageSelector, of entity: CoverArtEntity, size: CoverArtSize,
        fallback: [CoverArtSize]? = nil
    ) async throws -> ResolvedCoverArt? {
        try Configuration.check(selector, of: entity)
        guard let listing = try await listing(for: entity) else { return nil }
        return listing.resolve(
            selector, size: size, fallback: fallback ?? configuration.sizeFallbackOrder, entity: entity)
    }

    /// The URL of an image of a release or release group at a size, with the size fallback,
    /// from its listing; ``resolve(_:of:size:fallback:)`` without the details.
    ///
    /// - Parameters:
    ///   - selector: Which image; release groups support only ``CoverArtImageSelector/front``.
    ///   - entity: The release or release group.
    ///   - size: The size wanted.
    ///   - fallback: The fallback order; `nil` uses ``Configuration/sizeFallbackOrder``.
    /// - Returns: The URL, or `nil` when there is no such cover art.
    /// - Throws: As ``resolve(_:of:size:fallback:)``.
    public func imageURL(
        _ selector: CoverArtImageSelector, of entity: CoverArtEntity, size: CoverArtSize,
        fallback: [CoverArtSize]? = nil
    ) async throws -> URL? {
        try await resolve(selector, of: entity, size: size, fallback: fallback)?.url
    }

    /// The archive's redirect URL of an image, such as `…/release/<mbid>/front-500`, built
    /// without any request (see ``Configuration/redirectURL(for:of:size:)``).
    ///
    /// - Parameters:
    ///   - selector: Which image; release groups support only ``CoverArtImageSelector/front``.
    ///   - entity: The release or release group.
    ///   - size: The size.
    /// - Returns: The URL.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for `back`
    ///   or an image ID of a release group, or a bad base URL.
    public func redirectURL(
        _ selector: CoverArtImageSelector, of entity: CoverArtEntity, size: CoverArtSize
    )
        throws(MusicBrainzError) -> URL
    {
        try configuration.redirectURL(for: selector, of: entity, size: size)
    }
}
