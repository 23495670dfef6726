import Foundation

/// The one status table of the library: turns a response outside 200...299 into the
/// ``MusicBrainzError`` that both clients throw and ``RetryPolicy`` decides on.
///
/// Everything the error carries is read from the response here, once: the code the status maps
/// to, the server's message (through the client's reader: WS/2 error documents, and for the
/// Cover Art Archive also its text and HTML pages), the wait (`Retry-After`; for a rate-limit
/// refusal also `X-RateLimit-Reset`) and, for a rate limit, which kind it was.
///
/// | Status | Code |
/// | --- | --- |
/// | 3xx (a redirect that was not followed) | ``MusicBrainzError/Code/unexpectedStatus`` |
/// | 400, 405, 406, 411, 413, 414, 415, 422 | ``MusicBrainzError/Code/badRequest`` |
/// | 401 | ``MusicBrainzError/Code/unauthorized`` |
/// | 403 | ``MusicBrainzError/Code/forbidden`` |
/// | 404 | ``MusicBrainzError/Code/notFound`` |
/// | 429 | ``MusicBrainzError/Code/rateLimited`` |
/// | 503 saying the database is read-only or the search server is down | ``MusicBrainzError/Code/serverError`` |
/// | any other 503 | ``MusicBrainzError/Code/rateLimited`` |
/// | any other 5xx | ``MusicBrainzError/Code/serverError`` |
/// | anything else (1xx, 410, 412, …) | ``MusicBrainzError/Code/unexpectedStatus`` |
enum StatusTable {
    /// The error for a response, or `nil` for a 2xx.
    ///
    /// - Parameters:
    ///   - response: The response.
    ///   - requestURL: The URL to name in the error (the final URL after redirects).
    ///   - now: The wall-clock date, to read `Retry-After` HTTP dates and `X-RateLimit-Reset`.
    ///   - readMessage: Reads the server's message from the body, or returns `nil`.
    /// - Returns: The error, or `nil` when the status is in 200...299.
    static func error(
        for response: HTTPResponse, requestURL: URL, now: Date, readMessage: (Data) -> String?
    ) -> MusicBrainzError? {
        let status = response.status
        guard !(200..<300).contains(status) else { return nil }
        let serverMessage = readMessage(response.body)
        var retryAfter = RetryAfter.header(in: response.headerFields, now: now)
        var rateLimitKind: MusicBrainzError.RateLimitKind?
        let unavailability = status == 503 ? Unavailability(serverMessage) : nil
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
        case 503 where unavailability != nil:
            // The application itself answered: a read-only database refuses writes, a search
            // server that is down fails searches. Not rate limiting: see `RetryPolicy` for why
            // it is retried like a 502 and pauses nobody. `X-RateLimit-Reset`, which the edge
            // adds to every response, says nothing about it and is not read.
            code = .serverError
            message = unavailability?.message ?? "The server is unavailable (HTTP 503)."
        case 429, 503:
            code = .rateLimited
            let kind = MusicBrainzError.RateLimitKind(
                status: status, headers: response.headerFields, serverMessage: serverMessage, retryAfter: retryAfter)
            rateLimitKind = kind
            message = kind.message(status: status)
            if retryAfter == nil { retryAfter = RetryAfter.reset(in: response.headerFields, now: now) }
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
        var error = MusicBrainzError(
            code: code, message: detail, requestURL: requestURL, statusCode: status, serverMessage: serverMessage,
            retryAfter: retryAfter)
        error.rateLimitKind = rateLimitKind
        error.retryDate = retryAfter.map { now.addingTimeInterval($0.timeInterval) }
        return error
    }

    /// Why the application answered 503 when it is not rate limiting (WS/2 reference §1.5).
    enum Unavailability {
        /// "The database is currently in readonly mode and cannot handle your request".
        case readOnly
        /// "Could not retrieve sub-document page from search server. Error: …".
        case searchServerDown

        /// Reads the server's message; `nil` for any other message (or none).
        init?(_ serverMessage: String?) {
            guard let lowered = serverMessage?.lowercased() else { return nil }
            if lowered.contains("readonly") || lowered.contains("read-only") || lowered.contains("read only") {
                self = .readOnly
            } else if lowered.contains("search server") {
                self = .searchServerDown
            } else {
                return nil
            }
        }

        /// The error's message.
        var message: String {
            switch self {
            case .readOnly:
                "The server's database is read-only for now and refuses writes (HTTP 503); reads still work."
            case .searchServerDown:
                "The server's search backend is unavailable (HTTP 503); lookups and browses still work."
            }
        }
    }
}

extension MusicBrainzError.RateLimitKind {
    /// The kind of a 429 or rate-limit 503: by `X-RateLimit-Zone`, then the server's message,
    /// then `Retry-After` (see the type's documentation).
    init(status: Int, headers: HTTPFields, serverMessage: String?, retryAfter: Duration?) {
        if let zone = headers["X-RateLimit-Zone"]?.lowercased() {
            let words = zone.split(whereSeparator: \.isWhitespace)
            if words.contains(where: { $0.hasPrefix("ip=") }) {
                self = .clientThrottled
                return
            }
            if words.first.map({ $0 == "global" || $0.hasSuffix("-global") }) == true {
                self = .serviceOverloaded
                return
            }
        }
        let message = serverMessage?.lowercased() ?? ""
        if message.contains("allowable rate limit") || message.contains("being throttled") {
            self = .clientThrottled
        } else if message.contains("currently busy") {
            self = .serviceOverloaded
        } else if let retryAfter, retryAfter >= .seconds(1) {
            self = .clientThrottled
        } else {
            self = status == 429 ? .clientThrottled : .serviceOverloaded
        }
    }

    /// The error's message for this kind.
    func message(status: Int) -> String {
        self == .clientThrottled
            ? "The server is throttling this client: its requests exceed the rate the server allows (HTTP \(status))."
            : "The server is overloaded and refusing requests from every client for now (HTTP \(status))."
    }
}
