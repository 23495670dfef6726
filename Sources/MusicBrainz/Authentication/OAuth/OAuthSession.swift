import Foundation

/// A signed-in OAuth 2 user: the current token, kept fresh and, with a store, kept between
/// runs. Give it to a client as ``Credentials/oauth(_:)``.
///
/// ```swift
/// let store = FileTokenStore(url: FileTokenStore.defaultURL(application: "mytagger"))
/// let session = try await OAuthSession(client: oauthClient, store: store)   // the stored token
/// if await session.token == nil {
///     try await session.signIn(code: code, for: authorization)            // after the browser step
/// }
/// configuration.credentials = .oauth(session)
/// ```
///
/// Before each request the client calls ``accessToken()``. A token that expires within
/// ``refreshMargin`` (a minute by default) is refreshed first, and only once: every request
/// that asks while the refresh is under way waits for that one refresh and gets its token.
///
/// A token can also stop working before its expiry (revoked, replaced by a refresh on another
/// device, a server clock ahead): when the service answers `401` to a request signed with it,
/// the client asks the session for a new one (``accessToken(afterRejectionOf:)``), which
/// refreshes once for every request that was refused with that token, and sends the request
/// once more.
///
/// A refreshed token is saved to the store **before** it is used: the provider may rotate the
/// refresh token (metabrainz.org revokes every token of the user for the client when an old
/// refresh token comes back), so the new refresh token is on disk before any request carries
/// the new access token, and a crash between the two never leaves the old one to be sent again.
/// When the provider refuses the refresh token (`invalid_grant`, `invalid_request`), the
/// session forgets the token and removes it from the store, so it is tried once and never sent
/// again, and the request fails with ``MusicBrainzError/Code/signInRequired``. Any other
/// failure of a refresh (the network, a `503`) fails every waiting request with that error and
/// keeps the token, and the next request tries again.
///
/// An actor: one session serves every task and client that shares it.
public actor OAuthSession {
    /// The client of the OAuth endpoints that signs in, refreshes and revokes.
    public nonisolated let client: OAuthClient
    /// Where tokens are kept; `nil` for none (the token lives as long as the session).
    public nonisolated let store: (any OAuthTokenStore)?
    /// How long before its expiry a token is refreshed; default one minute.
    public nonisolated let refreshMargin: Duration
    /// The current token, or `nil` when signed out.
    public private(set) var token: OAuthToken?
    private let currentDate: @Sendable () -> Date
    private var refreshing: Task<OAuthToken, any Error>?

    /// Creates a session with a token, or signed out.
    ///
    /// - Parameters:
    ///   - client: The client of the OAuth endpoints.
    ///   - token: The current token, or `nil` to sign in later with ``signIn(code:for:)``.
    ///   - store: Where to save the tokens; default none.
    ///   - refreshMargin: How long before its expiry a token is refreshed; default 60 seconds.
    ///   - currentDate: The wall-clock date the expiry is compared with; default `Date()`.
    public init(
        client: OAuthClient, token: OAuthToken?, store: (any OAuthTokenStore)? = nil,
        refreshMargin: Duration = .seconds(60), currentDate: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.token = token
        self.store = store
        self.refreshMargin = refreshMargin
        self.currentDate = currentDate
    }

    /// Creates a session with the token of a store (signed out when the store has none).
    ///
    /// - Parameters:
    ///   - client: The client of the OAuth endpoints.
    ///   - store: The store to load from and save to.
    ///   - refreshMargin: How long before its expiry a token is refreshed; default 60 seconds.
    ///   - currentDate: The wall-clock date the expiry is compared with; default `Date()`.
    /// - Throws: ``MusicBrainzError`` when the store cannot be read.
    public init(
        client: OAuthClient, store: any OAuthTokenStore, refreshMargin: Duration = .seconds(60),
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) async throws(MusicBrainzError) {
        let token: OAuthToken?
        do {
            token = try await store.loadToken()
        } catch {
            throw Self.wrap(error, "The token store could not be read")
        }
        self.init(client: client, token: token, store: store, refreshMargin: refreshMargin, currentDate: currentDate)
    }

    /// The access token to send now, refreshed first when it expires within
    /// ``refreshMargin``.
    ///
    /// - Returns: The access token.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/signInRequired`` when signed
    ///   out, when the token has expired and has no refresh token, or when the provider refuses
    ///   the refresh token (the token is then forgotten and removed from the store); the other
    ///   errors of ``OAuthClient/refresh(_:)`` and of the store when the refresh fails.
    public func accessToken() async throws(MusicBrainzError) -> String {
        guard let current = token else { throw Self.signedOut() }
        let now = currentDate()
        guard current.expires(within: refreshMargin, at: now) else { return current.accessToken }
        guard current.refreshToken != nil else {
            if current.isExpired(at: now) {
                throw await discard(
                    MusicBrainzError(
                        code: .signInRequired,
                        message: "The OAuth access token has expired and there is no refresh token; sign in again."))
            }
            return current.accessToken
        }
        return try await refreshed(from: current).accessToken
    }

    /// A new access token after the service refused `rejected` (a `401`): refreshed once for
    /// every request refused with the same token; a request that asks after the refresh gets its
    /// token without another one.
    ///
    /// - Parameter rejected: The access token the service refused.
    /// - Returns: The access token to send again.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/signInRequired`` when signed
    ///   out, when there is no refresh token (the token is then forgotten and removed from the
    ///   store), or when the provider refuses the refresh token; the other errors of
    ///   ``OAuthClient/refresh(_:)`` and of the store.
    public func accessToken(afterRejectionOf rejected: String) async throws(MusicBrainzError) -> String {
        guard let current = token else { throw Self.signedOut() }
        // Another request already replaced the refused token.
        guard current.accessToken == rejected else { return current.accessToken }
        guard current.refreshToken != nil else {
            throw await discard(
                MusicBrainzError(
                    code: .signInRequired,
                    message: "The service refused the OAuth access token and there is no refresh token; sign in again."
                ))
        }
        return try await refreshed(from: current).accessToken
    }

    /// Refreshes the token now, whatever its expiry; requests that ask meanwhile wait for this
    /// refresh.
    ///
    /// - Returns: The new token.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/signInRequired`` when signed out,
    ///   without a refresh token, or when the provider refuses it; the other errors of
    ///   ``OAuthClient/refresh(_:)`` and of the store.
    @discardableResult
    public func refresh() async throws(MusicBrainzError) -> OAuthToken {
        guard let current = token else { throw Self.signedOut() }
        return try await refreshed(from: current)
    }

    /// Forgets the token because the service refused it even freshly refreshed (or the
    /// provider refused its refresh token), and removes it from the store: it is never sent
    /// again.
    ///
    /// - Parameter refusal: The refusal (a `401`, or the token endpoint's error).
    /// - Returns: ``MusicBrainzError/Code/signInRequired`` with the refusal's status and server
    ///   message; the store's error when the token could not be removed.
    func discard(_ refusal: MusicBrainzError) async -> MusicBrainzError {
        token = nil
        refreshing = nil
        var error = refusal
        error.code = .signInRequired
        if !error.message.contains("sign in again") { error.message += " Sign in again." }
        if let store {
            do {
                try await store.removeToken()
            } catch {
                return Self.wrap(error, "The refused token could not be removed from the store")
            }
        }
        return error
    }

    private static func signedOut() -> MusicBrainzError {
        MusicBrainzError(code: .signInRequired, message: "The OAuth session is signed out; sign in first.")
    }

    /// Signs in: exchanges the authorization code for a token, keeps it and saves it.
    ///
    /// - Parameters:
    ///   - code: The authorization code.
    ///   - authorization: The authorization request it answers.
    /// - Returns: The token.
    /// - Throws: ``MusicBrainzError``: the errors of ``OAuthClient/exchange(code:for:)``, and
    ///   of the store.
    @discardableResult
    public func signIn(
        code: String, for authorization: OAuthAuthorizationRequest
    ) async throws(MusicBrainzError)
        -> OAuthToken
    {
        let new = try await client.exchange(code: code, for: authorization)
        try await replace(with: new)
        return new
    }

    /// Keeps a token got elsewhere, and saves it.
    /// - Parameter token: The token.
    /// - Throws: ``MusicBrainzError`` when the store cannot be written.
    public func replace(with token: OAuthToken) async throws(MusicBrainzError) {
        self.token = token
        refreshing = nil
        try await save(token)
    }

    /// Signs out: revokes the refresh token (or, without one, the access token) at the site,
    /// forgets the token and removes it from the store.
    ///
    /// The token is forgotten and removed even when the revocation fails; the error is thrown
    /// afterwards.
    ///
    /// - Parameter revoking: Whether to revoke the token at the site; default `true`.
    /// - Throws: ``MusicBrainzError``: the errors of ``OAuthClient/revoke(_:)`` and of the store.
    public func signOut(revoking: Bool = true) async throws(MusicBrainzError) {
        let old = token
        token = nil
        refreshing = nil
        var failure: MusicBrainzError?
        if revoking, let old {
            do {
                try await client.revoke(old.refreshToken ?? old.accessToken)
            } catch {
                failure = error
            }
        }
        if let store {
            do {
                try await store.removeToken()
            } catch {
                failure = failure ?? Self.wrap(error, "The token could not be removed from the store")
            }
        }
        if let failure { throw failure }
    }

    /// The one refresh of `current`: started here, or joined when under way.
    private func refreshed(from current: OAuthToken) async throws(MusicBrainzError) -> OAuthToken {
        let task: Task<OAuthToken, any Error>
        if let refreshing {
            task = refreshing
        } else {
            task = Task { try await self.performRefresh(of: current) }
            refreshing = task
        }
        let result = await task.result
        if refreshing == task { refreshing = nil }
        switch result {
        case .success(let new): return new
        case .failure(let error): throw Self.wrap(error, "The token could not be refreshed")
        }
    }

    /// Refreshes `current`, saves the new token and only then makes it current; a refused
    /// refresh token forgets the token.
    private func performRefresh(of current: OAuthToken) async throws(MusicBrainzError) -> OAuthToken {
        let new: OAuthToken
        do {
            new = try await client.refresh(current)
        } catch let error where error.code == .signInRequired {
            // Only the token refused is forgotten: a session signed in again meanwhile stays.
            if token?.accessToken == current.accessToken { throw await discard(error) }
            throw error
        }
        // Signed out (or in again) meanwhile: the new token is not this session's.
        guard token?.accessToken == current.accessToken else { return new }
        // The store first: a rotated refresh token is on disk before the new access token is
        // used. If it cannot be saved, the session still keeps the new token (the old refresh
        // token is revoked and must not be sent again) and the request fails with the error.
        do {
            try await save(new)
        } catch {
            token = new
            throw error
        }
        token = new
        return new
    }

    private func save(_ token: OAuthToken) async throws(MusicBrainzError) {
        guard let store else { return }
        do {
            try await store.saveToken(token)
        } catch {
            throw Self.wrap(error, "The token could not be saved")
        }
    }

    private static func wrap(_ error: any Error, _ what: String) -> MusicBrainzError {
        if let error = error as? MusicBrainzError { return error }
        return MusicBrainzError(code: .transportFailed, message: "\(what): \(error).", underlyingError: error)
    }
}
