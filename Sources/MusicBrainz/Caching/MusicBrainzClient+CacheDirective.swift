extension MusicBrainzClient {
    /// A copy of this client whose requests carry a cache directive: another
    /// ``CacheMode`` or time to live for a ``ResponseCache`` among its middlewares.
    ///
    /// ```swift
    /// let release = try await client.withCacheDirective(.refresh).lookup(Release.self, id: mbid)
    /// ```
    ///
    /// The copy shares the transport, middlewares, rate limit and requests in flight of this
    /// client. Without a ``ResponseCache`` among the middlewares the directive changes nothing.
    ///
    /// - Parameter directive: The directive.
    /// - Returns: The copy.
    public func withCacheDirective(_ directive: CacheDirective) -> MusicBrainzClient {
        var copy = self
        copy.pipeline.cacheDirective = directive
        return copy
    }
}

extension CoverArtArchiveClient {
    /// A copy of this client whose requests carry a cache directive (see
    /// ``MusicBrainzClient/withCacheDirective(_:)``).
    ///
    /// - Parameter directive: The directive.
    /// - Returns: The copy.
    public func withCacheDirective(_ directive: CacheDirective) -> CoverArtArchiveClient {
        var copy = self
        copy.pipeline.cacheDirective = directive
        return copy
    }
}
