import Foundation

extension MusicBrainzClient {
    /// Sends a request with the client's credentials through the pipeline, and recovers from a
    /// refused OAuth token once.
    ///
    /// - A bearer token from an ``OAuthSession`` that the service answers with `401` is replaced
    ///   through ``OAuthSession/accessToken(afterRejectionOf:)`` (one refresh for every request
    ///   refused with that token at once) and the request goes once more. A `401` to the fresh
    ///   token makes the session forget the token and remove it from its store:
    ///   ``MusicBrainzError/Code/signInRequired``, with the server's text.
    /// - A `401` to HTTP Digest credentials says what may be wrong: since 2026 the Digest secret
    ///   is a separately generated digest token, new accounts have Digest off, and a disabled
    ///   Digest gets exactly the answer of a wrong password (WS/2 reference §8.10.3).
    ///
    /// - Throws: ``MusicBrainzError``: as ``RequestPipeline/send(_:operation:credentialIdentity:)``,
    ///   plus ``MusicBrainzError/Code/signInRequired``.
    func sendAuthorized(_ unsigned: HTTPRequest, operation: String) async throws(MusicBrainzError) -> HTTPResponse {
        var request = unsigned
        let identity = try await authorize(&request)
        do {
            return try await pipeline.send(request, operation: operation, credentialIdentity: identity)
        } catch let error where error.code == .unauthorized && error.statusCode == 401 {
            guard let credentials = configuration.credentials else { throw error }
            switch credentials.value {
            case .digest:
                throw Self.digestRefusal(error)
            case .bearer:
                throw error
            case .oauth(let session):
                guard let rejected = Self.bearerToken(of: request) else { throw error }
                let fresh = try await session.accessToken(afterRejectionOf: rejected)
                var retry = unsigned
                let retryIdentity = try authorize(&retry, token: fresh)
                do {
                    return try await pipeline.send(retry, operation: operation, credentialIdentity: retryIdentity)
                } catch let error where error.code == .unauthorized && error.statusCode == 401 {
                    var refusal = error
                    refusal.message =
                        "The service refused the OAuth access token even after a refresh (HTTP 401): it may lack the scope the request needs, or the sign-in was revoked; the token was forgotten, sign in again."
                    throw await session.discard(refusal)
                }
            }
        }
    }

    /// Adds the bearer token of the credentials to a request (an ``OAuthSession`` refreshes it
    /// first when it expires soon) and returns the identity the middlewares see; Digest
    /// requests are signed later, by the pipeline's Digest stage.
    func authorize(_ request: inout HTTPRequest) async throws(MusicBrainzError) -> String? {
        guard let credentials = configuration.credentials else { return nil }
        switch credentials.value {
        case .digest(let username, _):
            return Credentials.identity(scheme: .digest, secretPart: username)
        case .bearer(let fixed):
            return try authorize(&request, token: fixed)
        case .oauth(let session):
            return try authorize(&request, token: try await session.accessToken())
        }
    }

    /// Adds a bearer token to a request for the configured host and returns its identity.
    func authorize(_ request: inout HTTPRequest, token: String) throws(MusicBrainzError) -> String? {
        try Credentials.validate(token: token)
        // Only to the configured host: every URL is built from the base URL, but say so here.
        guard request.url.host?.lowercased() == configuration.baseURL.host?.lowercased() else {
            return nil
        }
        request.headerFields["Authorization"] = "Bearer \(token)"
        return Credentials.identity(scheme: .bearer, secretPart: token)
    }

    /// The bearer token a request carries, or `nil`.
    static func bearerToken(of request: HTTPRequest) -> String? {
        guard let value = request.headerFields["Authorization"], value.hasPrefix("Bearer ") else { return nil }
        return String(value.dropFirst("Bearer ".count))
    }

    /// The page where a MusicBrainz user enables Digest and makes a digest token.
    static let digestTokenPage = "https://musicbrainz.org/account/applications"

    /// A Digest `401` with what may be wrong, unless the library could not answer the
    /// challenge at all (its own message says so).
    static func digestRefusal(_ error: MusicBrainzError) -> MusicBrainzError {
        guard !error.message.hasPrefix("The server's Digest challenge") else { return error }
        var refusal = error
        refusal.message =
            "The server refused the Digest credentials (HTTP 401). Either the user name or secret is wrong (the user name in its exact case; after a rename, make a new token), or the account's Digest authentication is off: since 2026 Digest takes a separately generated digest token in place of the password, and accounts created since then have Digest disabled. Enable it and make a token under \"Digest access authentication\" at \(digestTokenPage), or sign in with OAuth."
        return refusal
    }
}
