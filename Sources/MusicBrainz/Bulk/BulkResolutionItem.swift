/// One identifier of a bulk resolution and what it resolved to.
///
/// ```swift
/// for try await item in client.resolve(Release.self, ids: ids) {
///     print(item.progress, item.identifier, item.value?.title ?? "not found", item.source)
/// }
/// ```
public struct BulkResolutionItem<Identifier: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Where a value came from.
    public enum Source: String, Sendable, Hashable {
        /// A search ORing many identifiers: the value has the fields the search index keeps
        /// (fewer than a lookup: no media, no relationships).
        case search
        /// A lookup of this identifier alone: the whole entity with the includes asked for,
        /// following the redirect of a merged MBID.
        case lookup
    }

    /// The identifier asked for.
    public var identifier: Identifier
    /// What it resolved to, or `nil` when MusicBrainz has nothing for it. For an MBID that was
    /// merged into another, the entity it was merged into (its `id` differs).
    public var value: Value?
    /// Whether ``value`` came from a search (partial fields) or a lookup.
    public var source: Source
    /// How far the resolution is, this item counted.
    public var progress: BulkProgress

    /// Creates an item.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - value: Its value, or `nil`.
    ///   - source: Where the value came from.
    ///   - progress: The progress.
    public init(identifier: Identifier, value: Value?, source: Source, progress: BulkProgress) {
        self.identifier = identifier
        self.value = value
        self.source = source
        self.progress = progress
    }
}

extension BulkResolutionItem: Equatable where Value: Equatable {}
extension BulkResolutionItem: Hashable where Value: Hashable {}

/// How far a bulk resolution is: items done of the total.
public struct BulkProgress: Sendable, Hashable, CustomStringConvertible {
    /// Items resolved so far.
    public var done: Int
    /// Items to resolve (distinct identifiers).
    public var total: Int

    /// Creates a progress.
    /// - Parameters:
    ///   - done: Items done.
    ///   - total: Items in all.
    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    /// `done / total`, 0...1 (1 when there is nothing to do).
    public var fractionDone: Double { total == 0 ? 1 : Double(done) / Double(total) }

    /// `12/500`.
    public var description: String { "\(done)/\(total)" }
}
