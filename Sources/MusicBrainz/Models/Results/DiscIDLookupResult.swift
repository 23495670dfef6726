/// The result of a disc ID lookup, which has one of three shapes.
///
/// 1. ``disc(_:)``: the disc ID is known; the disc (sectors, offsets) with the releases that have
///    a medium with it.
/// 2. ``cdStub(_:)``: the disc ID is unknown but a CD stub exists for it (unless the request said
///    `cdstubs=no`).
/// 3. ``releases(_:)``: neither, but a TOC was given and releases matched it fuzzily (by track
///    count and durations, best first, at most 25).
///
/// Otherwise the service answers 404 (``MusicBrainzError/Code/notFound``).
///
/// Source: WS/2 `/ws/2/discid/<discid>` (section 5.1 of the WS/2 reference): XML `<disc>`,
/// `<cdstub>` or `<release-list>` under `<metadata>`; JSON a disc object, a CD stub object or
/// `{"release-count", "release-offset", "releases"}`.
public enum DiscIDLookupResult: Sendable, Hashable {
    /// A known disc and its releases.
    case disc(Disc)
    /// A CD stub submitted for the disc ID.
    case cdStub(CDStub)
    /// Releases that match the TOC fuzzily.
    case releases(BrowseResults<Release>)

    /// The releases of a disc or of a fuzzy TOC match; `nil` for a CD stub.
    public var matchingReleases: [Release]? {
        switch self {
        case .disc(let disc): return disc.releases
        case .cdStub: return nil
        case .releases(let page): return page.items
        }
    }
}
