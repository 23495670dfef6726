/// The `release-group-status` filter of a release-group browse by artist.
///
/// Source: section 3.2 of the WS/2 reference; the parameter is closed: any other value gives 400.
public enum ReleaseGroupStatusFilter: String, Sendable, Hashable, CaseIterable {
    /// Every release group (the service's default behaviour).
    case all
    /// What the website shows by default: release groups that have an official release, and
    /// those whose releases all lack a status.
    case websiteDefault = "website-default"
}
