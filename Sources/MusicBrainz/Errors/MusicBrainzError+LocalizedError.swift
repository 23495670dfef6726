import Foundation

extension MusicBrainzError: LocalizedError {
    /// The message with what the server said, for `localizedDescription` and alerts, such as
    /// `limit must be between 1 and 100, not 101.` or `Not found (HTTP 404). The server said:
    /// "Not Found".` (English; the library does not localise its messages).
    public var errorDescription: String? {
        guard let serverMessage, !message.contains(serverMessage) else { return message }
        return message + " The server said: \"" + serverMessage + "\"."
    }

    /// What to try next, for the codes where there is something to try: the `Retry-After`
    /// wait (or, without one, slowing down or trying again later, as ``rateLimitKind`` says) for
    /// ``Code/rateLimited``, the User-Agent for ``Code/forbidden``, the credentials for
    /// ``Code/unauthorized``, checking before sending again for ``Code/outcomeUnknown``; `nil`
    /// otherwise.
    public var recoverySuggestion: String? {
        switch code {
        case .rateLimited:
            if let retryAfter, retryAfter > .zero {
                return "Wait \(retryAfter.components.seconds) s before the next request."
            }
            if rateLimitKind == .serviceOverloaded {
                return "The service is busy for every client: try again in a minute."
            }
            return "Send fewer requests: MusicBrainz allows about one per second."
        case .forbidden:
            return "Send a User-Agent that names the application, its version and a contact."
        case .unauthorized:
            return "Check the credentials (a bearer token with the scopes this request needs)."
        case .outcomeUnknown:
            return "Look at what the server holds (for example with a lookup) before sending the write again."
        default:
            return nil
        }
    }
}
