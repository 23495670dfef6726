import Foundation

/// One identifier of a bulk resolution and what it resolved to.
///
/// ```swift
/// for try await item in client.resolve(Release.self, ids: ids) {
///     switch item.outcome {
///     case .found: print(item.identifier, item.value?.title ?? "")
///     case .merged(let newID): print(item.identifier, "was merged into", newID)
///     case .notFound: print(item.identifier, "not found")
///     case .failed(let error): print(item.identifier, "failed:", error.code)
///     }
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

    /// What became of an identifier.
    public enum Outcome: Sendable, Hashable, CustomStringConvertible {
        /// Found: ``BulkResolutionItem/value`` holds it.
        case found
        /// The MBID was merged into another entity: ``BulkResolutionItem/value`` is that
        /// entity, whose MBID is the associated value (only for MBIDs, from a lookup that
        /// followed the service's redirect).
        case merged(into: MBID)
        /// MusicBrainz has nothing for the identifier (the searches did not find it and its
        /// lookup answered 404, or it has no lookup).
        case notFound
        /// The requests for this identifier failed; the error says why (a server error after
        /// the retries, a lost connection, a `414` for a single search without a lookup to fall
        /// back on). The other identifiers are not affected.
        case failed(MusicBrainzError)

        /// `found`, `merged into <MBID>`, `not found` or `failed: <code>`.
        public var description: String {
            switch self {
            case .found: "found"
            case .merged(let id): "merged into \(id)"
            case .notFound: "not found"
            case .failed(let error): "failed: \(error.code)"
            }
        }

        /// Outcomes are equal when their cases are, failures when their errors have the same
        /// code, status and message.
        public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            switch (lhs, rhs) {
            case (.found, .found), (.notFound, .notFound): true
            case (.merged(let a), .merged(let b)): a == b
            case (.failed(let a), .failed(let b)):
                a.code == b.code && a.statusCode == b.statusCode && a.message == b.message
            default: false
            }
        }

        /// Hashes the case and, for a failure, the error's code and status.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .found: hasher.combine(0)
            case .merged(let id): hasher.combine(id)
            case .notFound: hasher.combine(2)
            case .failed(let error):
                hasher.combine(error.code)
                hasher.combine(error.statusCode)
            }
        }
    }

    /// The identifier asked for.
    public var identifier: Identifier
    /// What it resolved to, or `nil` when MusicBrainz has nothing for it or its requests
    /// failed. For an MBID that was merged into another, the entity it was merged into (its `id`
    /// differs).
    public var value: Value?
    /// Whether ``value`` came from a search (partial fields) or a lookup; for a failure, the
    /// request that failed.
    public var source: Source
    /// What became of the identifier: found, merged into another MBID, not found, or failed
    /// with its error.
    public var outcome: Outcome
    /// How far the resolution is, this item counted.
    public var progress: BulkProgress

    /// The error of a failed item, or `nil`.
    public var error: MusicBrainzError? {
        if case .failed(let error) = outcome { return error }
        return nil
    }

    /// Creates an item.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - value: Its value, or `nil`.
    ///   - source: Where the value came from.
    ///   - outcome: What became of the identifier; default ``Outcome/found`` with a value,
    ///     ``Outcome/notFound`` without.
    ///   - progress: The progress.
    public init(
        identifier: Identifier, value: Value?, source: Source, outcome: Outcome? = nil, progress: BulkProgress
    ) {
        self.identifier = identifier
        self.value = value
        self.source = source
        self.outcome = outcome ?? (value == nil ? .notFound : .found)
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
