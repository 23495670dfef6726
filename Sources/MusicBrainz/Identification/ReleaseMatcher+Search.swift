extension ReleaseMatcher {
    /// The release search that fetches candidates for a query: one clause per fact, any of
    /// which may match (`OR`), so that a typo or a dropped word in one fact does not lose the
    /// release; the search ranks hits matching more of them first, and the matcher scores them.
    ///
    /// | fact | clause |
    /// | --- | --- |
    /// | title | `release:(words)` |
    /// | artist | `artist:(words)` |
    /// | barcode | `barcode:digits` |
    /// | catalog number | `catno:"…"` |
    /// | label | `label:(words)` |
    /// | track count | `tracks:N` (`tracksmedium:N` for one medium) |
    /// | date | `date:YYYY` |
    /// | country | `country:gb` |
    /// | format | `format:"…"` |
    ///
    /// Every value is escaped (``SearchValue``). Picard builds its release search the same way
    /// (space-separated clauses, the server's default `OR`).
    ///
    /// - Parameter query: What is known about the release.
    /// - Returns: The search query.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` when the
    ///   query has nothing to search for: no title, artist, barcode, label or catalog number.
    public func searchQuery(for query: ReleaseQuery) throws(MusicBrainzError) -> SearchQuery<Release> {
        var clauses: [SearchQuery<Release>] = []
        if let title = ReleaseQuery.given(query.title) { clauses.append(.field(.release, .text(title))) }
        if let artist = ReleaseQuery.given(query.artist) { clauses.append(.field(.artist, .text(artist))) }
        if let barcode = query.barcode { clauses.append(.field(.barcode, .barcode(barcode))) }
        if let catalogNumber = ReleaseQuery.given(query.catalogNumber) {
            clauses.append(.field(.catalogNumber, .phrase(catalogNumber)))
        }
        if let label = ReleaseQuery.given(query.label) { clauses.append(.field(.label, .text(label))) }
        guard !clauses.isEmpty else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "A release search needs a title, an artist, a barcode, a label or a catalog number; with only other facts, rank releases you have with ReleaseMatcher.rank(_:candidates:)."
            )
        }
        if let count = query.effectiveTrackCount {
            clauses.append(.field(query.trackScope == .medium ? .trackCountPerMedium : .trackCount, .number(count)))
        }
        if let year = query.date?.year, (0...9999).contains(year) {
            let digits = String(year)
            clauses.append(.field(.date, .text(String(repeating: "0", count: 4 - digits.count) + digits)))
        }
        if let country = query.country { clauses.append(.field(.country, .text(country.lowercased()))) }
        if let format = query.format { clauses.append(.field(.format, .phrase(format.rawValue.lowercased()))) }
        return .any(clauses)
    }
}
