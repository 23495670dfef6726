/// Where an ``OAuthSession`` keeps its token between runs: a file (``FileTokenStore``), the
/// Keychain, a database.
///
/// The session saves every token it gets (after signing in and after each refresh) and
/// removes it when signing out.
///
/// ## Implementation requirements
///
/// - ``loadToken()`` returns the token last saved, or `nil` when there is none; it does not
///   throw for a missing token.
/// - ``saveToken(_:)`` replaces the stored token; after it returns, ``loadToken()`` returns
///   the new one. Keep it readable by the user alone: tokens are credentials.
/// - ``removeToken()`` forgets the token; removing a token that is not there is not an error.
/// - Throw ``MusicBrainzError`` (any other error reaches the caller wrapped as
///   ``MusicBrainzError/Code/transportFailed``), and never put the token in an error message.
/// - Be `Sendable`: a session may call it from any task. A test should save, load (equal),
///   save another token, load (the new one), remove, and load (`nil`).
public protocol OAuthTokenStore: Sendable {
    /// The stored token, or `nil` when there is none.
    /// - Returns: The token.
    /// - Throws: ``MusicBrainzError`` when the store cannot be read.
    func loadToken() async throws -> OAuthToken?

    /// Stores a token, replacing the one stored before.
    /// - Parameter token: The token.
    /// - Throws: ``MusicBrainzError`` when the store cannot be written.
    func saveToken(_ token: OAuthToken) async throws

    /// Forgets the stored token.
    /// - Throws: ``MusicBrainzError`` when the store cannot be changed.
    func removeToken() async throws
}
