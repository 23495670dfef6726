extension MusicBrainzClient {
    /// Identifies a release from what is known about it: searches candidates, looks the few best
    /// up when their track lists matter, scores and ranks them, and says whether the best is a
    /// confident match.
    ///
    /// ```swift
    /// let result = try await client.identifyRelease(
    ///     ReleaseQuery(title: "drivers license", artist: "Olivia Rodrigo", format: .cd))
    /// if let match = result.match {
    ///     print(match.release.id, match.confidence)   // the CD single, not a cover version
    /// }
    /// ```
    ///
    /// Requests: one release search (``ReleaseMatcher/searchQuery(for:)``, `limit` =
    /// ``ReleaseMatcher/searchLimit``); then, only when the query has track titles or lengths,
    /// up to ``ReleaseMatcher/lookupLimit`` release lookups with
    /// ``ReleaseMatcher/lookupIncludes``, one after the other (the client's rate limit applies
    /// to each).
    ///
    /// - Parameters:
    ///   - query: What is known about the release.
    ///   - matcher: The weights and thresholds; default ``ReleaseMatcher/init(weights:minimumConfidence:minimumLead:lengthTolerance:lengthLimit:searchLimit:lookupLimit:assumedPrimaryType:)``.
    /// - Returns: The candidates ranked, best first, with the verdict and the search query.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` before sending
    ///   for a query with no fact or nothing to search for, or a matcher setting out of range;
    ///   otherwise the errors of ``send(_:)``.
    public func identifyRelease(
        _ query: ReleaseQuery, matcher: ReleaseMatcher = ReleaseMatcher()
    ) async throws(MusicBrainzError) -> ReleaseMatchResult {
        try query.validate()
        try matcher.validate()
        let searchQuery = try matcher.searchQuery(for: query)
        let hits = try await Self.typed {
            try await search(Release.self, query: searchQuery, limit: matcher.searchLimit)
        }
        var result = try await matcher.match(query, searchResults: hits.items) { id throws(MusicBrainzError) in
            try await Self.typed { try await lookup(Release.self, id: id, including: ReleaseMatcher.lookupIncludes) }
        }
        result.searchQuery = searchQuery
        return result
    }

    /// Runs a request of the client's untyped API and rethrows its failure as the
    /// `MusicBrainzError` it already is (the client throws nothing else).
    static func typed<T>(_ body: () async throws -> T) async throws(MusicBrainzError) -> T {
        do {
            return try await body()
        } catch let error as MusicBrainzError {
            throw error
        } catch is CancellationError {
            throw MusicBrainzError(code: .cancelled, message: "The request was cancelled.")
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "The request failed: \(error)", underlyingError: error)
        }
    }
}
