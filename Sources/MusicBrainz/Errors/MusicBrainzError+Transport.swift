import Foundation

extension MusicBrainzError {
    /// The failure of a response body larger than a transport's limit, the same under every
    /// transport of the package (`package` access): ``Code/transportFailed`` with ``isPermanent``
    /// set, as the same request would bring the same body.
    ///
    /// - Parameters:
    ///   - maximumBodySize: The transport's limit, in bytes.
    ///   - requestURL: The URL of the request.
    ///   - statusCode: The response's status, or `nil` (or 0) when none was read.
    /// - Returns: The error.
    package static func bodyTooLarge(maximumBodySize: Int, requestURL: URL, statusCode: Int?) -> MusicBrainzError {
        var error = MusicBrainzError(
            code: .transportFailed,
            message:
                "The response body is larger than the transport's maximum of \(maximumBodySize) bytes (maximumBodySize); it was not read to the end.",
            requestURL: requestURL,
            statusCode: statusCode == 0 ? nil : statusCode)
        error.isPermanent = true
        return error
    }

    /// The failure of a download's body larger than a transport's download limit, the same
    /// under every transport of the package (`package` access): ``Code/transportFailed`` with
    /// ``isPermanent`` set; the destination is left as it was.
    ///
    /// - Parameters:
    ///   - maximumDownloadSize: The transport's limit, in bytes.
    ///   - requestURL: The URL of the request.
    ///   - statusCode: The response's status, or `nil` (or 0) when none is known.
    /// - Returns: The error.
    package static func downloadTooLarge(
        maximumDownloadSize: Int, requestURL: URL, statusCode: Int?
    ) -> MusicBrainzError {
        var error = MusicBrainzError(
            code: .transportFailed,
            message:
                "The downloaded body is larger than the transport's maximum of \(maximumDownloadSize) bytes (maximumDownloadSize); the destination was left as it was.",
            requestURL: requestURL,
            statusCode: statusCode == 0 ? nil : statusCode)
        error.isPermanent = true
        return error
    }
}
