extension MusicBrainzClient {
    /// Looks an entity up by its MBID: `GET /ws/2/<entity>/<mbid>?inc=…`.
    ///
    /// ```swift
    /// let release = try await client.lookup(Release.self, id: mbid, including: [.recordings, .artistCredits])
    /// ```
    ///
    /// A merged MBID is followed to the entity it was merged into; the returned entity's `id`
    /// is then the new MBID.
    ///
    /// - Parameters:
    ///   - type: The entity type, such as `Release.self`.
    ///   - id: The MBID.
    ///   - includes: The `inc` parameters; default none.
    /// - Returns: The entity.
    /// - Throws: ``MusicBrainzError`` (see ``send(_:)``); ``MusicBrainzError/Code/notFound`` when
    ///   there is no such entity.
    public func lookup<Entity: MusicBrainzEntity>(
        _ type: Entity.Type, id: MBID, including includes: Entity.Includes = []
    ) async throws -> Entity {
        try await send(LookupRequest<Entity>(id: id, includes: includes))
    }
}
