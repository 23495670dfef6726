/// An item that has a search index: `GET /ws/2/<index>?query=…`.
public protocol SearchableItem: MusicBrainzListItem {
    /// The index name in the path, such as `release` or `release-group`.
    static var searchIndexName: String { get }
}

extension Release: SearchableItem {
    /// `release`.
    public static var searchIndexName: String { EntityType.release.pathName }
}

extension ReleaseGroup: SearchableItem {
    /// `release-group`.
    public static var searchIndexName: String { EntityType.releaseGroup.pathName }
}

extension Recording: SearchableItem {
    /// `recording`.
    public static var searchIndexName: String { EntityType.recording.pathName }
}

extension Artist: SearchableItem {
    /// `artist`.
    public static var searchIndexName: String { EntityType.artist.pathName }
}

extension Label: SearchableItem {
    /// `label`.
    public static var searchIndexName: String { EntityType.label.pathName }
}

extension Area: SearchableItem {
    /// `area`.
    public static var searchIndexName: String { EntityType.area.pathName }
}
