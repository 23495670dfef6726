/// When an artist, label, area, place, event or relationship began and ended.
///
/// Source: WS/2 `life-span` (JSON) / `<life-span>` (XML); relationships carry the same three
/// values directly.
public struct LifeSpan: Sendable, Hashable {
    /// The begin date; `nil` when unknown.
    public var begin: PartialDate?
    /// The end date; `nil` when unknown or still going.
    public var end: PartialDate?
    /// Whether it has ended (an end date may still be unknown).
    public var ended: Bool

    /// Creates a life span.
    /// - Parameters:
    ///   - begin: The begin date.
    ///   - end: The end date.
    ///   - ended: Whether it has ended; default `false`.
    public init(begin: PartialDate? = nil, end: PartialDate? = nil, ended: Bool = false) {
        self.begin = begin
        self.end = end
        self.ended = ended
    }

    /// `nil` when nothing is known (JSON always writes the object; XML leaves it out).
    var nilIfEmpty: LifeSpan? { begin == nil && end == nil && !ended ? nil : self }
}
