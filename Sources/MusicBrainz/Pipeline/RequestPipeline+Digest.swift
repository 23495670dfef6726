import Foundation

extension RequestPipeline {
    /// The HTTP Digest stage: between the caller's middlewares and the retry loop, for a client
    /// with Digest credentials (see ``RequestPipeline``).
    ///
    /// Once the client knows a challenge, every attempt is signed with its nonce and the next
    /// nonce count, right before it goes to the transport (so a retry after a `503` never
    /// repeats a count). A `401` with a Digest challenge is answered:
    ///
    /// 1. after an unsigned request, or one signed with a nonce of an earlier request (it may
    ///    have expired, or the server may have forgotten its `opaque`): once, with the fresh
    ///    challenge;
    /// 2. after a request signed with this request's own challenge: only when the new challenge
    ///    says `stale=true` (the digest was right, the nonce is old), once more.
    ///
    /// Any other `401` is the server refusing these credentials: it goes back out as it is and
    /// the client throws ``MusicBrainzError/Code/unauthorized`` with the server's text. So one
    /// request makes at most three exchanges, and never loops.
    ///
    /// - Throws: ``MusicBrainzError``: what the retry loop throws, or
    ///   ``MusicBrainzError/Code/unauthorized`` for a Digest challenge the library cannot answer
    ///   (an algorithm other than MD5, no `qop=auth`).
    func digestAttempts(
        _ request: HTTPRequest, verdict: StatusVerdict, authenticator: DigestAuthenticator, operation: String,
        exchange: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws(MusicBrainzError) -> HTTPResponse {
        var signs = await authenticator.hasChallenge
        var answeredOwnChallenge = false
        var answeredStale = false
        while true {
            let signing = signs
            let response = try await attempts(request, verdict: verdict, operation: operation) { attempt in
                guard signing else { return try await exchange(attempt) }
                return try await authenticator.exchangeSerially {
                    var signed = attempt
                    signed.headerFields["Authorization"] = await authenticator.authorization(
                        method: attempt.method, url: attempt.url)
                    return try await exchange(signed)
                }
            }
            guard response.status == 401, let challenge = DigestChallenge(in: response.headerFields) else {
                return response
            }
            guard challenge.isSupported else {
                throw unsupported(challenge, response: response, request: request)
            }
            if answeredOwnChallenge {
                // This request already answered a challenge of its own: only a stale nonce
                // earns one more try, and only once.
                guard challenge.isStale, !answeredStale else {
                    await authenticator.accept(challenge)
                    return response
                }
                answeredStale = true
            }
            await authenticator.accept(challenge)
            answeredOwnChallenge = true
            signs = true
        }
    }

    /// The error for a Digest challenge the library cannot answer.
    private func unsupported(
        _ challenge: DigestChallenge, response: HTTPResponse, request: HTTPRequest
    ) -> MusicBrainzError {
        let url = response.url ?? request.url
        var error =
            StatusTable.error(for: response, requestURL: url, now: currentDate(), readMessage: readMessage)
            ?? MusicBrainzError(code: .unauthorized, message: "", requestURL: url, statusCode: response.status)
        let offered = challenge.qops.isEmpty ? "no qop" : "qop \(challenge.qops.joined(separator: ","))"
        error.message =
            "The server's Digest challenge asks for algorithm \(challenge.algorithm ?? "MD5") with \(offered); the library answers MD5 with qop=auth only (HTTP 401)."
        return error
    }
}
