import Foundation

extension CoverArtArchiveClient {
    /// Downloads an image of a release or release group into memory through the archive's
    /// redirect URL (`GET /release/<mbid>/front-500` and so on), following the 307 chain to
    /// the file.
    ///
    /// ```swift
    /// if let cover = try await coverArt.imageData(.front, of: .release(mbid), size: .thumbnail250) {
    ///     thumbnailView.image = UIImage(data: cover.data)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selector: Which image; release groups support only ``CoverArtImageSelector/front``.
    ///   - entity: The release or release group.
    ///   - size: The size (no fallback: the archive has every thumbnail of every image).
    /// - Returns: The bytes, media type and final URL; `nil` when there is no such image
    ///   (HTTP 404).
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` before sending
    ///   (`back` or an image ID of a release group, bad base URL); ``MusicBrainzError/Code/badRequest``
    ///   (HTTP 400), ``MusicBrainzError/Code/rateLimited``, ``MusicBrainzError/Code/serverError``
    ///   or ``MusicBrainzError/Code/unexpectedStatus`` for other statuses;
    ///   ``MusicBrainzError/Code/unexpectedContentType`` for an HTML page instead of an image;
    ///   ``MusicBrainzError/Code/decodingFailed`` for an empty body;
    ///   ``MusicBrainzError/Code/transportFailed``, ``MusicBrainzError/Code/timedOut`` or
    ///   ``MusicBrainzError/Code/cancelled`` from the exchange.
    public func imageData(
        _ selector: CoverArtImageSelector, of entity: CoverArtEntity, size: CoverArtSize
    )
        async throws -> CoverArtImageData?
    {
        try await imageData(at: configuration.redirectURL(for: selector, of: entity, size: size))
    }

    /// Downloads an image into memory from a URL, such as one from a listing
    /// (``ResolvedCoverArt/url``), following redirects.
    ///
    /// - Parameter url: The image's http(s) URL.
    /// - Returns: The bytes, media type and final URL; `nil` on HTTP 404.
    /// - Throws: As ``imageData(_:of:size:)``; ``MusicBrainzError/Code/invalidRequest`` when the
    ///   URL is not an absolute http(s) URL.
    public func imageData(at url: URL) async throws -> CoverArtImageData? {
        let request = try makeRequest(url, accept: nil)
        let response = try await send(request, operation: "cover-art-image")
        if response.status == 404 { return nil }
        try Self.checkImage(response, request: request)
        if response.body.isEmpty {
            throw MusicBrainzError(
                code: .decodingFailed, message: "The server answered HTTP \(response.status) with an empty image.",
                requestURL: response.url ?? request.url, statusCode: response.status)
        }
        return CoverArtImageData(data: response.body, mediaType: response.mediaType, url: response.url)
    }

    /// Streams an image of a release or release group into a file through the archive's
    /// redirect URL, without holding it in memory: the way to fetch large originals.
    ///
    /// ```swift
    /// let file = URL(fileURLWithPath: "/tmp/cover.jpg")
    /// if let saved = try await coverArt.downloadImage(.front, of: .release(mbid), size: .original, to: file) {
    ///     print(saved.byteCount, saved.mediaType ?? "?")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selector: Which image; release groups support only ``CoverArtImageSelector/front``.
    ///   - entity: The release or release group.
    ///   - size: The size.
    ///   - destination: A file URL; an existing file is replaced. Nothing is written on 404 or
    ///     an error status.
    /// - Returns: The file, its size, media type and final URL; `nil` when there is no such image
    ///   (HTTP 404).
    /// - Throws: As ``imageData(_:of:size:)``; ``MusicBrainzError/Code/transportFailed`` when the
    ///   file cannot be written.
    public func downloadImage(
        _ selector: CoverArtImageSelector, of entity: CoverArtEntity, size: CoverArtSize, to destination: URL
    ) async throws -> CoverArtDownload? {
        try await downloadImage(at: configuration.redirectURL(for: selector, of: entity, size: size), to: destination)
    }

    /// Streams an image from a URL, such as one from a listing, into a file, following
    /// redirects, without holding it in memory.
    ///
    /// - Parameters:
    ///   - url: The image's http(s) URL.
    ///   - destination: A file URL; an existing file is replaced.
    /// - Returns: The file, its size, media type and final URL; `nil` on HTTP 404.
    /// - Throws: As ``downloadImage(_:of:size:to:)``.
    public func downloadImage(at url: URL, to destination: URL) async throws -> CoverArtDownload? {
        guard destination.isFileURL else {
            throw MusicBrainzError(code: .invalidRequest, message: "\(destination) is not a file URL.")
        }
        let request = try makeRequest(url, accept: nil)
        let response = try await download(request, to: destination, operation: "cover-art-download")
        if response.status == 404 { return nil }
        do {
            try Self.checkImage(response, request: request)
        } catch {
            if (200..<300).contains(response.status) { try? FileManager.default.removeItem(at: destination) }
            throw error
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: destination.path)
        let byteCount = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        return CoverArtDownload(
            file: destination, byteCount: byteCount, mediaType: response.mediaType, url: response.url)
    }

    /// Refuses an error status, and an HTML page where an image was expected.
    private static func checkImage(_ response: HTTPResponse, request: HTTPRequest) throws(MusicBrainzError) {
        guard (200..<300).contains(response.status) else { throw error(for: response, request: request) }
        if response.mediaType == "text/html" || response.mediaType == "application/xhtml+xml" {
            throw MusicBrainzError(
                code: .unexpectedContentType,
                message: "Expected an image but the server sent an HTML page" + ResponseDecoder.preview(response.body),
                requestURL: response.url ?? request.url, statusCode: response.status)
        }
    }
}
