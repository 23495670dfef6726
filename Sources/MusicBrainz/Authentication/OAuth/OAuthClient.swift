import Foundation

/// Talks to the OAuth 2 endpoints of the configuration's provider (``OAuthProvider``:
/// metabrainz.org by default, or musicbrainz.org's own): exchanges an authorization code for a
/// token, refreshes and revokes tokens, and asks who a token belongs to.
///
/// ```swift
/// let oauth = OAuthClient(configuration: OAuthConfiguration(clientID: clientID, clientSecret: secret),
///                         userAgent: userAgent)
/// let authorization = try OAuthAuthorizationRequest(configuration: oauth.configuration,
///                                                   scopes: [.profile, .tag, .rating])
/// // … the user approves in a browser; the app gets `code` …
/// let token = try await oauth.exchange(code: code, for: authorization)
/// let user = try await oauth.userInfo(accessToken: token.accessToken)
/// ```
///
/// Its requests go through the same pipeline as ``MusicBrainzClient``'s: the User-Agent, the
/// shared rate limit of the site's host (one request per second to musicbrainz.org, counted
/// with the WS/2 requests), the retry policy (the token endpoint is a `POST`, repeated only
/// after `503` or `429`), and one status table. An error answer
/// (`{"error": "invalid_grant", "error_description": "…"}`) becomes the ``MusicBrainzError``
/// of its status (`400` ``MusicBrainzError/Code/badRequest``, `401` `invalid_client`
/// ``MusicBrainzError/Code/unauthorized``, `503` `temporarily_unavailable`) with
/// `"<error_description> (<error>)"` as ``MusicBrainzError/serverMessage``. Codes, secrets and
/// tokens go only to an https site (or a loopback address) and never appear in errors.
///
/// A refresh that the provider refuses with `invalid_grant` or `invalid_request` (metabrainz.org's
/// answer to a refresh token already revoked) is ``MusicBrainzError/Code/signInRequired``: the
/// refresh token is dead, and only signing in again helps.
///
/// Source: sections 8.3 and 8.10.5 of the WS/2 reference.
public struct OAuthClient: Sendable {
    /// The application and site.
    public let configuration: OAuthConfiguration
    let pipeline: RequestPipeline
    let currentDate: @Sendable () -> Date

    /// Creates a client of the OAuth endpoints.
    ///
    /// - Parameters:
    ///   - configuration: The application and site.
    ///   - userAgent: Who is asking (the same as the WS/2 client's).
    ///   - transport: The transport; default ``DefaultTransport/shared``.
    ///   - rateLimit: The pacing; default ``MusicBrainzClient/Configuration/RateLimit/automatic``
    ///     (the site host's shared queue).
    ///   - retryPolicy: The retry policy; default ``RetryPolicy/default``.
    ///   - timeout: The inactivity timeout per attempt; default 30 seconds.
    ///   - clock: The clock the retries wait with; default the continuous clock.
    ///   - currentDate: The wall-clock date, from which a token's expiry is counted; default
    ///     `Date()`.
    public init<C: Clock>(
        configuration: OAuthConfiguration, userAgent: UserAgent, transport: any HTTPTransport = DefaultTransport.shared,
        rateLimit: MusicBrainzClient.Configuration.RateLimit = .automatic, retryPolicy: RetryPolicy = .default,
        timeout: Duration = .seconds(30), clock: C = ContinuousClock(),
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) where C.Duration == Duration {
        self.configuration = configuration
        self.currentDate = currentDate
        pipeline = RequestPipeline(
            transport: transport, middlewares: [], userAgent: userAgent, accept: "application/json", timeout: timeout,
            retryPolicy: retryPolicy, limiter: rateLimit.resolvedLimiter(forHost: configuration.siteURL.host ?? ""),
            clock: clock, jitter: RetryPolicy.systemJitter, currentDate: currentDate,
            readMessage: OAuthClient.errorMessage(in:))
    }

    /// Exchanges the authorization code the user brought back for a token
    /// (`grant_type=authorization_code` with the PKCE code verifier).
    ///
    /// - Parameters:
    ///   - code: The authorization code (from the redirect, or pasted by the user for the
    ///     out-of-band redirect URI); surrounding white space is ignored.
    ///   - authorization: The authorization request the code answers (its code verifier and
    ///     redirect URI go along).
    /// - Returns: The token, with its expiry, its refresh token (with offline access) and the
    ///   scopes asked for (or granted, when the site says).
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` for an empty
    ///   code before sending; ``MusicBrainzError/Code/badRequest`` (`invalid_grant`: a wrong,
    ///   used or expired code, or a verifier that does not match),
    ///   ``MusicBrainzError/Code/unauthorized`` (`invalid_client`), or the errors of
    ///   ``MusicBrainzClient/send(_:)`` from the exchange; ``MusicBrainzError/Code/decodingFailed``
    ///   for an answer without `access_token`, or with one that holds anything but visible
    ///   ASCII (a line break, a space, a control or non-ASCII character: it could not be sent
    ///   in a header).
    public func exchange(
        code: String, for authorization: OAuthAuthorizationRequest
    ) async throws(MusicBrainzError) -> OAuthToken {
        let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The authorization code is empty.")
        }
        return try await tokenRequest(
            [
                ("grant_type", "authorization_code"), ("code", trimmed), ("redirect_uri", authorization.redirectURI),
                ("code_verifier", authorization.codeVerifier),
            ], previous: nil, scopes: authorization.scopes)
    }

    /// Gets a new access token with the token's refresh token (`grant_type=refresh_token`).
    ///
    /// - Parameter token: The token to refresh.
    /// - Returns: The new token, with the new refresh token when the provider rotates them (it
    ///   keeps the old refresh token and scopes when the answer has none).
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/signInRequired`` when the token
    ///   has no refresh token (before sending), or when the provider refuses the refresh token
    ///   (`invalid_grant`: expired or revoked; `invalid_request`: already used, on
    ///   metabrainz.org), with the provider's text as ``MusicBrainzError/serverMessage``; the
    ///   other errors of ``exchange(code:for:)``.
    public func refresh(_ token: OAuthToken) async throws(MusicBrainzError) -> OAuthToken {
        guard let refreshToken = token.refreshToken, !refreshToken.isEmpty else {
            throw MusicBrainzError(
                code: .signInRequired,
                message: "The access token has no refresh token (authorize with offline access); sign in again.")
        }
        do {
            return try await tokenRequest(
                [("grant_type", "refresh_token"), ("refresh_token", refreshToken)], previous: token,
                scopes: token.scopes)
        } catch let error where error.code == .badRequest && Self.refusesGrant(error) {
            var refused = error
            refused.code = .signInRequired
            refused.message =
                "The OAuth provider refused the refresh token (it expired, was revoked, or was already used); sign in again (HTTP \(error.statusCode ?? 400))."
            throw refused
        }
    }

    /// Whether a token endpoint error is `invalid_grant` or `invalid_request`: the refresh token
    /// itself was refused (the message is `"<description> (<code>)"`, see ``errorMessage(in:)``).
    static func refusesGrant(_ error: MusicBrainzError) -> Bool {
        guard let message = error.serverMessage else { return false }
        return ["invalid_grant", "invalid_request"].contains { message == $0 || message.hasSuffix("(\($0))") }
    }

    /// Revokes a token (an access or a refresh token) at `/oauth2/revoke`.
    ///
    /// The site answers `200` whether or not the token was valid (RFC 7009).
    ///
    /// - Parameter token: The token to revoke.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` for a token
    ///   that is empty or holds anything but visible ASCII, before sending;
    ///   ``MusicBrainzError/Code/unauthorized`` (`invalid_client`),
    ///   ``MusicBrainzError/Code/badRequest`` and the errors of ``MusicBrainzClient/send(_:)``.
    public func revoke(_ token: String) async throws(MusicBrainzError) {
        try Credentials.validate(token: token)
        _ = try await post("revoke", [("token", token)], operation: "oauth-revoke")
    }

    /// Who a token belongs to: `GET /oauth2/userinfo` (needs the ``OAuthScope/profile``
    /// scope).
    ///
    /// - Parameter accessToken: The access token.
    /// - Returns: The user name and what else the token's scopes show.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` for a token
    ///   that is empty or holds anything but visible ASCII, before sending;
    ///   ``MusicBrainzError/Code/unauthorized`` (`invalid_token`: expired, revoked, or no
    ///   `profile` scope; metabrainz.org answers these with 403, which is read the same way)
    ///   and the errors of ``MusicBrainzClient/send(_:)``;
    ///   ``MusicBrainzError/Code/decodingFailed`` for an answer without `username` or `sub`.
    public func userInfo(accessToken: String) async throws(MusicBrainzError) -> OAuthUserInfo {
        try Credentials.validate(token: accessToken)
        let url = try configuration.endpoint("userinfo")
        let request = try pipeline.request(.get, url: url, headerFields: ["Authorization": "Bearer \(accessToken)"])
        let response: HTTPResponse
        do {
            response = try await pipeline.send(request, operation: "oauth-userinfo")
        } catch let error where error.code == .forbidden {
            var refused = error
            refused.code = .unauthorized
            refused.message = "The OAuth provider refused the access token: invalid, expired or revoked (HTTP 403)."
            throw refused
        }
        do {
            return try JSONDecoder().decode(OAuthUserInfo.self, from: response.body)
        } catch {
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The userinfo answer is not the expected JSON object with \"username\" or \"sub\".",
                requestURL: url, statusCode: response.status, underlyingError: error)
        }
    }

    /// Posts to the token endpoint and reads the token from the answer.
    private func tokenRequest(
        _ parameters: [(String, String)], previous: OAuthToken?, scopes: [OAuthScope]?
    ) async throws(MusicBrainzError) -> OAuthToken {
        let sentAt = currentDate()
        let response = try await post("token", parameters, operation: "oauth-token")
        let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        guard let object, let accessToken = object["access_token"] as? String, !accessToken.isEmpty else {
            throw MusicBrainzError(
                code: .decodingFailed, message: "The token endpoint's answer has no access_token.",
                requestURL: response.url, statusCode: response.status)
        }
        // A token that could not be sent in a header is refused here, before anyone stores it.
        do {
            try Credentials.validate(token: accessToken)
        } catch {
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The token endpoint's access_token cannot be sent in a header: \(error.message)",
                requestURL: response.url, statusCode: response.status)
        }
        let lifetime =
            (object["expires_in"] as? NSNumber)?.doubleValue
            ?? (object["expires_in"] as? String).flatMap {
                Double($0)
            }
        return OAuthToken(
            accessToken: accessToken, tokenType: (object["token_type"] as? String) ?? "Bearer",
            refreshToken: (object["refresh_token"] as? String) ?? previous?.refreshToken,
            expiresAt: lifetime.map { sentAt.addingTimeInterval($0) },
            scopes: Self.scopes(in: object["scope"], provider: configuration.provider) ?? scopes)
    }

    /// The granted scopes of a token answer, in the library's names: a space-separated string
    /// (RFC 6749) or, as some providers send, an array; `nil` when the answer has neither.
    static func scopes(in value: Any?, provider: OAuthProvider) -> [OAuthScope]? {
        let names: [String]
        if let text = value as? String {
            names = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        } else if let array = value as? [String] {
            names = array
        } else {
            return nil
        }
        return names.map(provider.scope(fromWire:))
    }

    /// Posts a form with the client's ID and secret to an endpoint.
    private func post(
        _ endpoint: String, _ parameters: [(String, String)], operation: String
    ) async throws(MusicBrainzError) -> HTTPResponse {
        let url = try configuration.endpoint(endpoint)
        if configuration.provider.requiresClientSecret, (configuration.clientSecret ?? "").isEmpty {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The OAuth provider \(configuration.siteURL.absoluteString) needs the application's client secret at its \(endpoint) endpoint (every client there is confidential); give OAuthConfiguration.clientSecret.",
                requestURL: url)
        }
        var form = parameters + [("client_id", configuration.clientID)]
        if let secret = configuration.clientSecret { form.append(("client_secret", secret)) }
        let body = Data(
            form.map { "\($0.0.strictlyPercentEncoded)=\($0.1.strictlyPercentEncoded)" }.joined(separator: "&").utf8)
        let request = try pipeline.request(
            .post, url: url, headerFields: ["Content-Type": "application/x-www-form-urlencoded"], body: body)
        return try await pipeline.send(request, operation: operation)
    }

    /// The message of an OAuth error answer, `"<error_description> (<error>)"`, or of a WS/2
    /// error document.
    static func errorMessage(in body: Data) -> String? {
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let error = object["error"] as? String
        {
            if let description = object["error_description"] as? String, !description.isEmpty {
                return "\(description) (\(error))"
            }
            return error
        }
        return ServerErrorPayload.parse(body)?.message
    }
}
