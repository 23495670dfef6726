extension MusicBrainzClient {
    /// Identifies a CD from its table of contents: computes the disc ID, looks it up with the
    /// TOC (so that the service also tries a fuzzy TOC match when the disc ID is unknown), and
    /// returns the exact disc's releases, the TOC matches ranked by the matcher, a CD stub, or
    /// nothing, always with the submission URL.
    ///
    /// ```swift
    /// let toc = try TOC(validating: "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597")
    /// let identification = try await client.identifyDisc(toc)
    /// ```
    ///
    /// One request: `GET /ws/2/discid/<disc ID>?toc=…&inc=recordings+artist-credits+labels+release-groups`
    /// (section 5.1 of the WS/2 reference). A TOC whose first track is not 1 is looked up by its
    /// disc ID alone, since the service refuses such a `toc`. The TOC matches are ranked with the
    /// TOC's track lengths against each medium of each release (``TOC/releaseQuery``); the
    /// service's own order breaks ties.
    ///
    /// - Parameters:
    ///   - toc: The disc's TOC (``TOC/init(firstTrack:trackOffsets:leadoutOffset:lastTrackIsData:)``
    ///     builds the one of an Enhanced CD).
    ///   - matcher: The weights and thresholds for ranking TOC matches.
    ///   - includesCDStubs: Whether a CD stub may answer for an unknown disc ID; default `true`.
    /// - Returns: The identification.
    /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/invalidRequest`` for a matcher
    ///   setting out of range; otherwise the errors of ``send(_:)`` other than
    ///   ``MusicBrainzError/Code/notFound``, which is ``DiscIdentification/Outcome/notFound``.
    public func identifyDisc(
        _ toc: TOC, matcher: ReleaseMatcher = ReleaseMatcher(), includesCDStubs: Bool = true
    ) async throws(MusicBrainzError) -> DiscIdentification {
        try matcher.validate()
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
            return identification(.disc(disc))
        case .cdStub(let stub):
            return identification(.cdStub(stub))
        case .releases(let page):
            guard !page.items.isEmpty else { return identification(.notFound) }
            return identification(.tocMatches(matcher.rank(toc.releaseQuery, candidates: page.items)))
        }
    }
}
