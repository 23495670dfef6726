/// The rule for lists embedded in a lookup by a sub-query include (an artist's `releases`, a
/// release group's `releases`, a recording's `releases`, …): the service puts at most 25 items in
/// them and cannot page them; a browse gives the rest.
///
/// XML gives the true total in the list's `count` attribute, so a cut list is one whose count is
/// larger than its items. JSON gives no count, so a list of exactly 25 items may have been cut
/// (or may hold exactly 25); ``isCut(itemCount:reportedCount:)`` treats it as cut, which costs at
/// most one browse too many.
///
/// ``MusicBrainzClient/completeEmbeddedList(_:reportedCount:browsing:including:)`` applies the
/// rule and fetches the rest.
///
/// Source: section 2.2 of the WS/2 reference.
public enum EmbeddedList {
    /// The most items the service embeds in a lookup's list: 25.
    public static let cap = 25

    /// Whether an embedded list was cut at the cap.
    /// - Parameters:
    ///   - itemCount: The number of items the list holds.
    ///   - reportedCount: The list's total as the service reported it (XML `count`), or `nil`
    ///     when it gave none (JSON).
    /// - Returns: `true` when the total is larger than the items, or, without a total, when the
    ///   list holds ``cap`` items or more.
    public static func isCut(itemCount: Int, reportedCount: Int?) -> Bool {
        if let reportedCount { return reportedCount > itemCount }
        return itemCount >= cap
    }
}
