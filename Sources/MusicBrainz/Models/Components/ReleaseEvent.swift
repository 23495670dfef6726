/// When and where a release was issued.
///
/// Source: one item of WS/2 `release-events` (JSON) / `<release-event>` (XML) of a release.
public struct ReleaseEvent: Sendable, Hashable {
    /// The date; `nil` when unknown.
    public var date: PartialDate?
    /// The area (usually a country); `nil` when unknown.
    @OutOfLine public var area: Area?

    /// Creates a release event.
    /// - Parameters:
    ///   - date: The date.
    ///   - area: The area.
    public init(date: PartialDate? = nil, area: Area? = nil) {
        self.date = date
        self.area = area
    }
}
