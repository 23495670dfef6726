import Foundation

/// Turns a response's status and content type into an error or a format to decode with.
enum ResponseValidator {
    /// The error for a response with a status outside 200...299.
    static func error(for response: HTTPResponse, requestURL: URL, now: Date = Date()) -> MusicBrainzError {
        error(
            for: response, requestURL: requestURL, serverMessage: ServerErrorPayload.parse(response.body)?.message,
            now: now)
    }

    /// The error for a response with a status outside 200...299, with the server's message as
    /// the caller read it from the body (the Cover Art Archive writes text and HTML, not WS/2
    /// error documents).
    static func error(
        for response: HTTPResponse, requestURL: URL, serverMessage: String?, now: Date = Date()
    )
        -> MusicBrainzError
    {
        let retryAfter = RetryAfter.duration(in: response.headerFields, status: response.status, now: now)
        let status = response.status
        let code: MusicBrainzError.Code
        let message: String
        switch status {
        case 300..<400:
            code = .unexpectedStatus
            let location = response.headerFields["Location"].map { " to \($0)" } ?? ""
            message = "The server redirected\(location) (HTTP \(status)) and the redirect was not followed."
        case 400, 405, 406, 411, 413, 414, 415, 422:
            code = .badRequest
            message = "The server refused the request as invalid (HTTP \(status))."
        case 401:
            code = .unauthorized
            message = "The server requires authentication or refused the credentials (HTTP 401)."
        case 403:
            code = .forbidden
            message = "The server refused the client (HTTP 403); is the User-Agent meaningful?"
        case 404:
            code = .notFound
            message = "Not found (HTTP 404)."
        case 429:
            code = .rateLimited
            message = "The server is rate limiting this client (HTTP 429)."
        case 503:
            let lowered = serverMessage?.lowercased() ?? ""
            if lowered.contains("readonly") || lowered.contains("read-only") || lowered.contains("search server") {
                code = .serverError
                message = "The server is unavailable (HTTP 503)."
            } else {
                code = .rateLimited
                message = "The server is rate limiting or overloaded (HTTP 503)."
            }
        case 500..<600:
            code = .serverError
            message = "The server failed (HTTP \(status))."
        default:
            code = .unexpectedStatus
            message = "The server answered with an unexpected status (HTTP \(status))."
        }
        var detail = message
        if serverMessage == nil, !response.body.isEmpty, ResponseDecoder.detectFormat(of: response.body) == nil {
            detail += " The body is not a MusicBrainz error document" + ResponseDecoder.preview(response.body)
        }
        return MusicBrainzError(
            code: code,
            message: detail,
            requestURL: requestURL,
            statusCode: status,
            serverMessage: serverMessage,
            retryAfter: retryAfter
        )
    }

    /// The format to decode a successful body with: the one the content type names, else the one
    /// the body starts with. A body in neither format is an error.
    static func format(
        of response: HTTPResponse, expected: ResponseFormat, requestURL: URL
    ) throws(MusicBrainzError)
        -> ResponseFormat
    {
        if response.body.isEmpty {
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The server answered HTTP \(response.status) with an empty body.",
                requestURL: requestURL,
                statusCode: response.status
            )
        }
        let sniffed = ResponseDecoder.detectFormat(of: response.body)
        let isHTML = response.mediaType == "text/html" || response.mediaType == "application/xhtml+xml"
        // The body decides which decoder runs: XML sent when JSON was asked for is still decoded.
        if let sniffed, !isHTML { return sniffed }
        let what = response.mediaType ?? "no content type"
        throw MusicBrainzError(
            code: .unexpectedContentType,
            message: "Expected \(expected.mediaType) but the body (\(what)) is neither JSON nor XML"
                + ResponseDecoder.preview(response.body),
            requestURL: requestURL,
            statusCode: response.status
        )
    }
}
