/// An entity whose search index has a field for its own MBID, so that one search can find up
/// to 100 of them: ``Release`` (`reid`), ``ReleaseGroup`` (`rgid`), ``Recording`` (`rid`),
/// ``Artist`` (`arid`), ``Label`` (`laid`) and ``Work`` (`wid`).
///
/// Source: section 4.4 of the WS/2 reference (the search fields of each index).
public protocol BulkResolvable: MusicBrainzEntity, SearchableItem {
    /// The field of the entity's own MBID in its index, such as `reid` for releases.
    static var ownIDSearchField: SearchField { get }
}

extension Release: BulkResolvable {
    /// `reid`.
    public static var ownIDSearchField: SearchField { .releaseID }
}

extension ReleaseGroup: BulkResolvable {
    /// `rgid`.
    public static var ownIDSearchField: SearchField { .releaseGroupID }
}

extension Recording: BulkResolvable {
    /// `rid`.
    public static var ownIDSearchField: SearchField { .recordingID }
}

extension Artist: BulkResolvable {
    /// `arid`.
    public static var ownIDSearchField: SearchField { .artistID }
}

extension Label: BulkResolvable {
    /// `laid`.
    public static var ownIDSearchField: SearchField { .labelID }
}

extension Work: BulkResolvable {
    /// `wid`.
    public static var ownIDSearchField: SearchField { .workID }
}
