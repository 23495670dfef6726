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
/// that asks while the refresh is under way waits for that one refresh and gets its token. A
/// refreshed token is saved to the store. When the refresh fails, every waiting request fails
/// with that error, and the next request tries again.
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
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` when signed out,
    ///   or when the token has expired and has no refresh token; the errors of
    ///   ``OAuthClient/refresh(_:)`` when the refresh fails.
    public func accessToken() async throws(MusicBrainzError) -> String {
        guard let current = token else {
            throw MusicBrainzError(
                code: .invalidRequest, message: "The OAuth session is signed out; sign in first.")
        }
        let now = currentDate()
        guard current.expires(within: refreshMargin, at: now) else { return current.accessToken }
        guard current.refreshToken != nil else {
            if current.isExpired(at: now) {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "The OAuth access token has expired and there is no refresh token; sign in again.")
            }
            return current.accessToken
        }
        return try await refreshed(from: current).accessToken
    }

    /// Refreshes the token now, whatever its expiry (after a `401` that says the token was
    /// revoked, say); requests that ask meanwhile wait for this refresh.
    ///
    /// - Returns: The new token.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` when signed out
    ///   or without a refresh token, and the errors of ``OAuthClient/refresh(_:)``.
    @discardableResult
    public func refresh() async throws(MusicBrainzError) -> OAuthToken {
        guard let current = token else {
            throw MusicBrainzError(code: .invalidRequest, message: "The OAuth session is signed out; sign in first.")
        }
        return try await refreshed(from: current)
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
            let client = self.client
            task = Task { try await client.refresh(current) }
            refreshing = task
        }
        let result = await task.result
        // Only the first waiter to resume keeps the outcome; the others find it done.
        if refreshing == task { refreshing = nil }
        switch result {
        case .success(let new):
            // The first waiter to resume keeps the new token; a session signed out meanwhile
            // stays signed out.
            if token?.accessToken == current.accessToken { try await replace(with: new) }
            return new
        case .failure(let error):
            throw Self.wrap(error, "The token could not be refreshed")
        }
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
