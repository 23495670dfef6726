#if Curl
    internal import CCurl
    internal import CCurlShims
    import Foundation

    /// A libcurl failure, kept as the ``/MusicBrainz/MusicBrainzError/underlyingError`` of the
    /// ``/MusicBrainz/MusicBrainzError`` it became. Internal: callers match on the error's code,
    /// never on libcurl's numbers.
    struct CurlError: Error, Sendable, CustomStringConvertible {
        /// The `CURLcode` (or `CURLMcode`) number.
        var number: Int
        /// libcurl's words for the code (`curl_easy_strerror`).
        var name: String
        /// The more precise text libcurl put in the transfer's error buffer, if any.
        var detail: String

        var description: String {
            detail.isEmpty || detail == name
                ? "curl error \(number): \(name)" : "curl error \(number): \(name) (\(detail))"
        }

        /// The error of a finished transfer.
        init(_ code: CURLcode, detail: String = "") {
            number = Int(code.rawValue)
            name = String(cString: curl_easy_strerror(code))
            self.detail = detail
        }

        /// Whether the code means no connection was made: the URL, the name lookup, the
        /// connection itself or the TLS handshake failed.
        static func failedBeforeConnecting(_ code: CURLcode) -> Bool {
            switch code {
            case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_COULDNT_RESOLVE_PROXY,
                CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_SSL_CONNECT_ERROR,
                CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
                CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
                CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR,
                CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_USE_SSL_FAILED,
                CURLE_SSL_CLIENTCERT:
                return true
            default:
                return false
            }
        }

        /// Whether the code means the same request would fail the same way again: too many
        /// redirects, a redirect to a scheme other than http or https, a URL libcurl cannot use,
        /// a response it cannot parse or decode.
        static func isPermanent(_ code: CURLcode) -> Bool {
            switch code {
            case CURLE_TOO_MANY_REDIRECTS, CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_WEIRD_SERVER_REPLY,
                CURLE_BAD_CONTENT_ENCODING, CURLE_FILESIZE_EXCEEDED:
                return true
            default:
                return false
            }
        }

        /// Maps a libcurl result to the library's error.
        ///
        /// `CURLE_OPERATION_TIMEDOUT` becomes ``/MusicBrainz/MusicBrainzError/Code/timedOut``;
        /// everything else ``/MusicBrainz/MusicBrainzError/Code/transportFailed``, with
        /// ``/MusicBrainz/MusicBrainzError/failedBeforeConnecting`` set for failures before a
        /// connection existed (refused, unknown host, TLS) and
        /// ``/MusicBrainz/MusicBrainzError/isPermanent`` for failures that would recur
        /// (``isPermanent(_:)``).
        static func musicBrainzError(_ code: CURLcode, detail: String, request: HTTPRequest) -> MusicBrainzError {
            let cause = CurlError(code, detail: detail)
            let reason = cause.detail.isEmpty ? cause.name : cause.detail
            switch code {
            case CURLE_OPERATION_TIMEDOUT:
                return MusicBrainzError(
                    code: .timedOut, message: "The server did not answer in time: \(reason).",
                    requestURL: request.url, underlyingError: cause)
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
                CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
                var error = MusicBrainzError(
                    code: .transportFailed, message: "The server's TLS certificate was not accepted: \(reason).",
                    requestURL: request.url, underlyingError: cause)
                error.failedBeforeConnecting = true
                return error
            case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
                var error = MusicBrainzError(
                    code: .transportFailed, message: "Could not connect to the server: \(reason).",
                    requestURL: request.url, underlyingError: cause)
                error.failedBeforeConnecting = true
                return error
            case CURLE_TOO_MANY_REDIRECTS:
                var error = MusicBrainzError(
                    code: .transportFailed,
                    message: "The server redirected too many times (a redirect loop?): \(reason).",
                    requestURL: request.url, underlyingError: cause)
                error.isPermanent = true
                return error
            default:
                var error = MusicBrainzError(
                    code: .transportFailed, message: "The connection failed: \(reason).",
                    requestURL: request.url, underlyingError: cause)
                error.failedBeforeConnecting = failedBeforeConnecting(code)
                error.isPermanent = isPermanent(code)
                return error
            }
        }

        /// The error for a failure to set a transfer up (out of memory, an option this libcurl
        /// lacks).
        static func setupFailed(_ code: CURLcode, what: String, request: HTTPRequest) -> MusicBrainzError {
            var error = MusicBrainzError(
                code: .transportFailed, message: "libcurl could not set up the request (\(what)).",
                requestURL: request.url, underlyingError: CurlError(code))
            error.failedBeforeConnecting = true
            return error
        }

        /// The error of a response whose connection closed before its header block ended: a
        /// lost connection, which may pass (so not permanent), not a response.
        static func headersCutShort(_ request: HTTPRequest, status: Int) -> MusicBrainzError {
            let line = status == 0 ? "" : " (after the status line of an HTTP \(status))"
            return MusicBrainzError(
                code: .transportFailed,
                message: "The connection closed in the middle of the response headers\(line).",
                requestURL: request.url)
        }

        /// The error of a request cancelled by its task.
        static func cancelled(_ request: HTTPRequest) -> MusicBrainzError {
            MusicBrainzError(code: .cancelled, message: "The request was cancelled.", requestURL: request.url)
        }
    }
#endif
