extension Authorization {
    /// The opaque identity of these credentials for ``MiddlewareContext/credentialIdentity``:
    /// the SHA-256 of the bearer token, in lower-case hex. The token cannot be read back from it.
    var credentialIdentity: String { Hex.lowercase(SHA256.digest(bearerToken)) }
}
