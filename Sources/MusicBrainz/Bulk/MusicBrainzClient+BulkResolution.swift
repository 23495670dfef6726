import Foundation

extension MusicBrainzClient {
    /// The longest request URL a bulk search builds, in bytes: under the 8 KiB request line
    /// common front ends accept (musicbrainz.org answers a too long URL with 414).
    static let bulkURLLimit = 7_500
    /// The most identifiers one bulk search ORs (the most hits a search page returns).
    static let bulkBatchSize = 100

    /// Resolves many MBIDs of one entity type with few requests: searches ORing up to 100
    /// MBIDs in the index's own ID field (`reid:(… OR …)` for releases), then a lookup for each
    /// MBID the searches did not find (merged MBIDs, whose lookup follows the redirect, or
    /// entities the search index does not have yet).
    ///
    /// ```swift
    /// for try await item in client.resolve(Release.self, ids: ids) {
    ///     print(item.progress, item.value?.title ?? "(not found)", item.source)
    /// }
    /// ```
    ///
    /// 500 releases take 5 searches instead of 500 lookups (5 seconds instead of over 8
    /// minutes at one request per second). Search results carry the fields the index keeps
    /// (``BulkResolutionItem/Source/search``): for media, relationships or other includes, pass
    /// `lookupsOnly: true`.
    ///
    /// - Parameters:
    ///   - type: The entity type: ``Release``, ``ReleaseGroup``, ``Recording``, ``Artist``,
    ///     ``Label`` or ``Work``.
    ///   - ids: The MBIDs; repeats are resolved once.
    ///   - includes: The `inc` parameters of the lookups (searches take none); default none.
    ///   - lookupsOnly: Whether to look every MBID up alone, skipping the searches; default
    ///     `false`.
    /// - Returns: The items, one per distinct MBID, as requests go out, each with its outcome
    ///   (found, merged into another MBID, not found, or failed); a search refused as too long
    ///   (`414`, `413`) is split down to single lookups.
    public func resolve<Entity: BulkResolvable>(
        _ type: Entity.Type, ids: [MBID], including includes: Entity.Includes = [], lookupsOnly: Bool = false
    ) -> BulkResolution<MBID, Entity> {
        let client = self
        let field = Entity.ownIDSearchField
        @Sendable func request(_ batch: [MBID]) -> SearchRequest<Entity> {
            let terms = batch.map(\.description).joined(separator: " OR ")
            return SearchRequest<Entity>(.field(field, .raw("(" + terms + ")")), limit: Self.bulkBatchSize)
        }
        let batch: @Sendable (ArraySlice<MBID>, Int) throws(MusicBrainzError) -> [MBID] = {
            remaining, limit throws(MusicBrainzError) in
            try client.bulkBatch(remaining, limit: limit, request: request)
        }
        let search: @Sendable ([MBID]) async throws -> [MBID: Entity] = { batch in
            let wanted = Set(batch)
            var found: [MBID: Entity] = [:]
            for hit in try await client.send(request(batch)).items where wanted.contains(hit.item.id) {
                found[hit.item.id] = found[hit.item.id] ?? hit.item
            }
            return found
        }
        let lookup: @Sendable (MBID) async throws -> Entity? = { id in
            try await client.lookup(Entity.self, id: id, including: includes)
        }
        return BulkResolution(
            .init(
                identifiers: ids, batch: batch, search: lookupsOnly ? nil : search, lookup: lookup,
                mergedInto: { id, entity in entity.id == id ? nil : entity.id }))
    }

    /// Resolves many ISRCs to their recordings with few requests: recording searches ORing up
    /// to 100 ISRCs (`isrc:(… OR …)`, every page of hits), then an ISRC lookup
    /// (`/ws/2/isrc/<isrc>`) for each ISRC the searches did not find.
    ///
    /// - Parameter isrcs: The ISRCs; repeats are resolved once.
    /// - Returns: One item per distinct ISRC: its recordings (search-shaped from a search), or
    ///   `nil` when MusicBrainz has none.
    public func resolve(isrcs: [ISRC]) -> BulkResolution<ISRC, [Recording]> {
        let client = self
        @Sendable func request(_ batch: [ISRC]) -> SearchRequest<Recording> {
            let terms = batch.map(\.rawValue).joined(separator: " OR ")
            return SearchRequest<Recording>(.field(.isrc, .raw("(" + terms + ")")), limit: Self.bulkBatchSize)
        }
        let batch: @Sendable (ArraySlice<ISRC>, Int) throws(MusicBrainzError) -> [ISRC] = {
            remaining, limit throws(MusicBrainzError) in
            try client.bulkBatch(remaining, limit: limit, request: request)
        }
        let search: @Sendable ([ISRC]) async throws -> [ISRC: [Recording]] = { batch in
            let wanted = Set(batch.map(\.rawValue))
            var found: [ISRC: [Recording]] = [:]
            for try await page in client.pages(of: request(batch)) {
                for hit in page.items {
                    for code in hit.item.isrcs ?? [] where wanted.contains(code.uppercased()) {
                        guard let isrc = ISRC(code), found[isrc]?.contains(where: { $0.id == hit.item.id }) != true
                        else { continue }
                        found[isrc, default: []].append(hit.item)
                    }
                }
            }
            return found
        }
        let lookup: @Sendable (ISRC) async throws -> [Recording]? = { isrc in
            let recordings = try await client.lookup(isrc: isrc).recordings
            return recordings.isEmpty ? nil : recordings
        }
        return BulkResolution(.init(identifiers: isrcs, batch: batch, search: search, lookup: lookup))
    }

    /// Resolves many barcodes to their releases with few requests: release searches ORing up
    /// to 100 barcodes (`barcode:(… OR …)`, every page of hits). WS/2 has no barcode lookup, so
    /// a barcode the search does not find has no value.
    ///
    /// - Parameter barcodes: The barcodes; repeats are resolved once.
    /// - Returns: One item per distinct barcode: its releases (search-shaped), or `nil`.
    public func resolve(barcodes: [Barcode]) -> BulkResolution<Barcode, [Release]> {
        let client = self
        @Sendable func request(_ batch: [Barcode]) -> SearchRequest<Release> {
            let terms = batch.map(\.rawValue).joined(separator: " OR ")
            return SearchRequest<Release>(.field(.barcode, .raw("(" + terms + ")")), limit: Self.bulkBatchSize)
        }
        // The index ignores leading zeros: a UPC-A and its EAN-13 form are the same barcode.
        @Sendable func normalized(_ text: String) -> String {
            let trimmed = text.drop { $0 == "0" || $0 == " " }
            return String(trimmed)
        }
        let batch: @Sendable (ArraySlice<Barcode>, Int) throws(MusicBrainzError) -> [Barcode] = {
            remaining, limit throws(MusicBrainzError) in
            try client.bulkBatch(remaining, limit: limit, request: request)
        }
        let search: @Sendable ([Barcode]) async throws -> [Barcode: [Release]] = { batch in
            var wanted: [String: [Barcode]] = [:]
            for barcode in batch { wanted[normalized(barcode.rawValue), default: []].append(barcode) }
            var found: [Barcode: [Release]] = [:]
            for try await page in client.pages(of: request(batch)) {
                for hit in page.items {
                    guard let code = hit.item.barcode, let barcodes = wanted[normalized(code)] else { continue }
                    for barcode in barcodes where found[barcode]?.contains(where: { $0.id == hit.item.id }) != true {
                        found[barcode, default: []].append(hit.item)
                    }
                }
            }
            return found
        }
        return BulkResolution(.init(identifiers: barcodes, batch: batch, search: search, lookup: nil))
    }

    /// The next batch from `remaining`: up to `limit` (at most ``bulkBatchSize``) identifiers,
    /// halved until its search URL is at most ``bulkURLLimit`` bytes.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
    ///   request cannot be built (a bad base URL or User-Agent).
    func bulkBatch<Identifier, Item>(
        _ remaining: ArraySlice<Identifier>, limit: Int = MusicBrainzClient.bulkBatchSize,
        request: ([Identifier]) -> SearchRequest<Item>
    ) throws(MusicBrainzError) -> [Identifier] {
        var batch = Array(remaining.prefix(Swift.max(1, Swift.min(limit, Self.bulkBatchSize))))
        while batch.count > 1 {
            let url: URL
            do {
                url = try self.url(for: request(batch))
            } catch {
                throw Self.bulkError(error)
            }
            if url.absoluteString.utf8.count <= Self.bulkURLLimit { break }
            batch.removeLast(batch.count / 2)
        }
        return batch
    }

    /// Any error of a bulk request as the library's error.
    static func bulkError(_ error: any Error) -> MusicBrainzError {
        if let error = error as? MusicBrainzError { return error }
        if error is CancellationError {
            return MusicBrainzError(code: .cancelled, message: "The bulk resolution was cancelled.")
        }
        return MusicBrainzError(code: .invalidRequest, message: "A bulk request failed: \(error)")
    }
}
