import Foundation

extension CoverArtArchiveClient {
    /// Downloads an image of a release or release group into memory through the archive's
    /// redirect URL (`GET /release/<mbid>/front-500` and so on), following the 307 chain to
    /// the file.
    ///
    /// ```swift
    /// if let cover = try await coverArt.imageData(.front, of: .release(mbid), size: .thumbnail250) {
    ///     print(cover.mediaType ?? "?", cover.data.count)   // UIImage(data: cover.data) in an iOS app
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
    ///   ``MusicBrainzError/Code/unexpectedContentType`` for a body that is not an image (see
    ///   ``downloadImage(at:to:)`` for what counts as one);
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
        guard let response = try await send(request, operation: "cover-art-image") else { return nil }
        try Self.checkImage(
            response, head: response.body.prefix(Self.headLength), byteCount: response.body.count, request: request)
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
    ///   - destination: A file URL; an existing regular file is replaced, anything else there
    ///     (a symbolic link, a FIFO, a device, a folder) is refused with
    ///     ``MusicBrainzError/Code/invalidRequest`` before anything is sent. Nothing is written
    ///     on 404 or an error status.
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
    /// The body first goes to a temporary file beside `destination`. Only when the whole body
    /// has arrived, with a 2xx status, and is an image does it replace `destination`; on a 404,
    /// an error status, a page that is not an image, an empty body or a failed transfer,
    /// `destination` is left as it was (an existing file is kept) and the temporary file is
    /// deleted.
    ///
    /// A body counts as an image when its `Content-Type` is `image/*` or `application/pdf`
    /// (the archive keeps PDF booklets), or, when the server sends no type or a generic one
    /// (`application/octet-stream`), when it starts like a JPEG, PNG, GIF, WebP or PDF file.
    ///
    /// - Parameters:
    ///   - url: The image's http(s) URL.
    ///   - destination: A file URL in an existing, writable folder; an existing regular file is
    ///     replaced only by a complete image. A destination that exists and is not a regular
    ///     file (a symbolic link, even to a regular file, a folder, a FIFO, a device) is refused
    ///     before anything is sent: resolve a link first to write through it.
    /// - Returns: The file, its size, media type and final URL; `nil` on HTTP 404.
    /// - Throws: As ``downloadImage(_:of:size:to:)``: ``MusicBrainzError/Code/invalidRequest``
    ///   for a destination that is not a regular file, ``MusicBrainzError/Code/fileAccessFailed``
    ///   when it cannot be inspected; ``MusicBrainzError/Code/unexpectedContentType``
    ///   for a body that is not an image (the message says what the server sent);
    ///   ``MusicBrainzError/Code/decodingFailed`` for an empty body;
    ///   ``MusicBrainzError/Code/transportFailed`` when the file cannot be written.
    public func downloadImage(at url: URL, to destination: URL) async throws -> CoverArtDownload? {
        guard destination.isFileURL else {
            throw MusicBrainzError(code: .invalidRequest, message: "\(destination) is not a file URL.")
        }
        // Before anything is sent: a symbolic link, FIFO, device or folder is never replaced.
        try DownloadFile.checkDestination(destination)
        let request = try makeRequest(url, accept: nil)
        let temporary = DownloadFile.temporaryFile(beside: destination)
        // Whatever happens, no temporary file stays behind (once moved, there is none).
        defer { try? FileManager.default.removeItem(at: temporary) }
        guard let response = try await downloadNamingDestination(request, to: temporary, destination: destination)
        else { return nil }
        let (head, byteCount) = Self.head(of: temporary)
        try Self.checkImage(response, head: head, byteCount: byteCount, request: request)
        do {
            try DownloadFile.replace(destination, with: temporary)
        } catch let error as MusicBrainzError {
            throw error.adding(requestURL: response.url ?? request.url, statusCode: response.status)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "Could not move the downloaded image to \(destination.path).",
                requestURL: response.url ?? request.url, statusCode: response.status, underlyingError: error)
        }
        return CoverArtDownload(
            file: destination, byteCount: Int64(byteCount), mediaType: response.mediaType, url: response.url)
    }

    /// Downloads into `temporary`; a failure to write it is reported with `destination`, the
    /// file the caller knows.
    private func downloadNamingDestination(
        _ request: HTTPRequest, to temporary: URL, destination: URL
    ) async throws(MusicBrainzError) -> HTTPResponse? {
        do throws(MusicBrainzError) {
            return try await download(request, to: temporary, operation: "cover-art-download")
        } catch {
            var error = error
            if error.code == .transportFailed, error.message.contains(temporary.path) {
                error.message = "Could not write the downloaded image to \(destination.path)."
            }
            throw error
        }
    }

    /// How many leading bytes of a body are kept to sniff its type and show in a message.
    static let headLength = 80

    /// The first bytes of a downloaded file and its size (nothing and 0 when it is missing: a
    /// transport writes no file for an empty body only if it does not follow the protocol).
    private static func head(of file: URL) -> (Data, Int) {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        guard let handle = try? FileHandle(forReadingFrom: file) else { return (Data(), size) }
        defer { try? handle.close() }
        return ((try? handle.read(upToCount: headLength)) ?? Data(), size)
    }

    /// Refuses a 2xx body that is not an image: empty, or of a type other than `image/*` and
    /// `application/pdf` (an HTML page from a proxy or a login portal), or without a type and
    /// not starting like an image.
    ///
    /// - Parameters:
    ///   - response: The response; its body may be empty when it went to a file.
    ///   - head: The first bytes of the body.
    ///   - byteCount: The size of the whole body.
    ///   - request: The request, for the error's URL.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/decodingFailed`` for an empty
    ///   body, ``MusicBrainzError/Code/unexpectedContentType`` for one that is not an image.
    static func checkImage(
        _ response: HTTPResponse, head: Data, byteCount: Int, request: HTTPRequest
    ) throws(MusicBrainzError) {
        let url = response.url ?? request.url
        if byteCount == 0 {
            throw MusicBrainzError(
                code: .decodingFailed, message: "The server answered HTTP \(response.status) with an empty image.",
                requestURL: url, statusCode: response.status)
        }
        let type = response.mediaType
        if let type, type.hasPrefix("image/") || type == "application/pdf" { return }
        let generic = type == nil || type == "application/octet-stream" || type == "binary/octet-stream"
        if generic, startsLikeImage(head) { return }
        let what = type.map { "a body of type \($0)" } ?? "a body without a content type"
        throw MusicBrainzError(
            code: .unexpectedContentType,
            message: "Expected an image but the server sent \(what)" + preview(head, byteCount: byteCount),
            requestURL: url, statusCode: response.status)
    }

    /// Whether bytes start with the signature of a JPEG, PNG, GIF, WebP or PDF file.
    static func startsLikeImage(_ head: Data) -> Bool {
        let bytes = [UInt8](head.prefix(12))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<(offset + signature.count)]) == signature
        }
        return starts([0xFF, 0xD8, 0xFF])  // JPEG
            || starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])  // PNG
            || starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8))
            || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8))
            || starts(Array("%PDF-".utf8))
    }

    /// `: it starts with "…"` for a message, from the first bytes of a body of `byteCount`.
    private static func preview(_ head: Data, byteCount: Int) -> String {
        let text = String(decoding: head, as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
            .trimmingCharacters(in: .whitespaces)
        return " (\(byteCount) bytes): it starts with \"\(text)\(byteCount > head.count ? "…" : "")\"."
    }
}
