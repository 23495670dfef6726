extension MusicBrainzClient {
    /// Identifies a CD from its table of contents: computes the disc ID, looks it up with the
    /// TOC (so that the service also tries a fuzzy TOC match when the disc ID is unknown), and
    /// returns the releases that hold the disc, ranked by the matcher in one shape whether the
    /// disc ID was known or only the TOC fits (``DiscIdentification/Outcome/releases(_:disc:)``),
    /// a CD stub, or nothing, always with the submission URL.
    ///
    /// ```swift
    /// let toc = try TOC(validating: "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597")
    /// let identification = try await client.identifyDisc(toc, hints: ReleaseQuery(country: "GB", format: .cd))
    /// print(identification.result?.description ?? "nothing")   // "same album, 2 editions (chose the 1984 GB CD by your country)"
    /// ```
    ///
    /// One request: `GET /ws/2/discid/<disc ID>?toc=…&inc=recordings+artist-credits+labels+release-groups`
    /// (section 5.1 of the WS/2 reference). A TOC whose first track is not 1 is looked up by its
    /// disc ID alone, since the service refuses such a `toc`. Every release is scored with the
    /// TOC's track lengths against each of its media (``TOC/releaseQuery``) and with the
    /// caller's `hints`; the service's own order breaks ties. The releases of a known disc all
    /// hold it, so the hints and, among editions of one album, the ``EditionChoice`` rule choose.
    ///
    /// - Parameters:
    ///   - toc: The disc's TOC (``TOC/init(firstTrack:trackOffsets:leadoutOffset:lastTrackIsData:)``
    ///     builds the one of an Enhanced CD).
    ///   - hints: What else is known about the release: its title, artist, country, format, date
    ///     or year, barcode, label, catalog number and preferences (its tracks and track count are
    ///     the TOC's, whatever `hints` holds); default none.
    ///   - matcher: The weights and thresholds for ranking the releases.
    ///   - includesCDStubs: Whether a CD stub may answer for an unknown disc ID; default `true`.
    /// - Returns: The identification.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` for a matcher
    ///   setting or a hint out of range (``ReleaseQuery/validate()``); otherwise the errors of
    ///   ``send(_:)`` other than ``MusicBrainzError/Code/notFound``, which is
    ///   ``DiscIdentification/Outcome/notFound``.
    public func identifyDisc(
        _ toc: TOC, hints: ReleaseQuery = ReleaseQuery(), matcher: ReleaseMatcher = ReleaseMatcher(),
        includesCDStubs: Bool = true
    ) async throws(MusicBrainzError) -> DiscIdentification {
        try matcher.validate()
        let query = toc.releaseQuery(hints: hints)
        try query.validate()
        let discID = toc.discID
        func identification(_ outcome: DiscIdentification.Outcome) -> DiscIdentification {
            DiscIdentification(toc: toc, discID: discID, submissionURL: toc.submissionURL, outcome: outcome)
        }
        let result: DiscIDLookupResult
        do {
            result = try await Self.typed {
                try await lookup(
                    discID: discID, toc: toc.firstTrack == 1 ? toc : nil,
                    including: [.recordings, .artistCredits, .labels, .releaseGroups], includesCDStubs: includesCDStubs)
            }
        } catch  where error.code == .notFound {
            return identification(.notFound)
        }
        switch result {
        case .disc(let disc):
            return identification(.releases(matcher.rank(query, candidates: disc.releases ?? []), disc: disc))
        case .cdStub(let stub):
            return identification(.cdStub(stub))
        case .releases(let page):
            guard !page.items.isEmpty else { return identification(.notFound) }
            return identification(.releases(matcher.rank(query, candidates: page.items), disc: nil))
        }
    }
}
