/// The items of a bulk resolution, as an `AsyncSequence`: searches that OR up to 100
/// identifiers each, then a lookup for each identifier the searches did not find.
///
/// Requests go out while you iterate, one batch at a time; stop iterating (or cancel the task)
/// and no further request is sent. Each distinct identifier comes out once, in the order
/// asked within each batch, its lookups after its batch's search hits.
///
/// The resolution bends instead of failing whole: a search the server refuses as too long
/// (`414 Request-URI Too Long` or `413`, from a gateway with a short request-line limit) is split
/// in halves and each half searched again, down to single lookups, and later batches keep the
/// smaller size. Every identifier gets an ``BulkResolutionItem/Outcome``: found, merged into
/// another MBID, not found, or failed with its error, where a failure affects only the
/// identifiers of the request that failed (a search's whole batch, or one lookup). Only
/// cancellation ends the sequence early.
///
/// Make one with ``MusicBrainzClient/resolve(_:ids:including:lookupsOnly:)``,
/// ``MusicBrainzClient/resolve(isrcs:)`` or ``MusicBrainzClient/resolve(barcodes:)``.
public struct BulkResolution<Identifier: Hashable & Sendable, Value: Sendable>: AsyncSequence, Sendable {
    /// One identifier and its value.
    public typealias Element = BulkResolutionItem<Identifier, Value>

    /// How to resolve: the batches' search and the single lookup.
    struct Plan: Sendable {
        /// The distinct identifiers, in order.
        var identifiers: [Identifier]
        /// The identifiers of the next batch, from its first: at most the given number, and as
        /// many as fit one request.
        var batch: @Sendable (ArraySlice<Identifier>, Int) throws(MusicBrainzError) -> [Identifier]
        /// One search for a batch: the values found, by identifier; `nil` to skip searching.
        var search: (@Sendable ([Identifier]) async throws -> [Identifier: Value])?
        /// One lookup, `nil` for not found; `nil` when there is no lookup.
        var lookup: (@Sendable (Identifier) async throws -> Value?)?
        /// The MBID a looked-up value was merged into when it is not the identifier's own, else
        /// `nil` (only MBID resolutions have merges).
        var mergedInto: @Sendable (Identifier, Value) -> MBID? = { _, _ in nil }
    }

    let plan: Plan

    init(_ plan: Plan) {
        var seen: Set<Identifier> = []
        var plan = plan
        plan.identifiers = plan.identifiers.filter { seen.insert($0).inserted }
        self.plan = plan
    }

    /// The number of distinct identifiers to resolve.
    public var total: Int { plan.identifiers.count }

    /// Starts the resolution.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(plan: plan) }

    /// Sends the batches' requests as items are asked for.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let plan: Plan
        private var position = 0
        private var ready: [(Identifier, Value?, Element.Source, Element.Outcome)] = []
        /// Halves of a batch the server refused as too long, to search in order.
        private var splits: [[Identifier]] = []
        private var fallback: [Identifier] = []
        /// The most identifiers a search may OR: lowered after a `414` or `413`.
        private var batchLimit = MusicBrainzClient.bulkBatchSize
        private var done = 0

        init(plan: Plan) { self.plan = plan }

        /// The next item.
        /// - Returns: The item, or `nil` when every identifier is done.
        /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/cancelled`` when the task is
        ///   cancelled; ``MusicBrainzError/Code/invalidRequest`` when no search can be built (a
        ///   bad base URL or User-Agent), before anything is sent. Every other failure is an
        ///   item's ``BulkResolutionItem/Outcome/failed(_:)``.
        public mutating func next() async throws -> Element? {
            while ready.isEmpty {
                try Self.checkCancellation(nil)
                if !fallback.isEmpty, let lookup = plan.lookup {
                    let identifier = fallback.removeFirst()
                    ready.append(try await lookUp(identifier, with: lookup))
                    break
                }
                if !splits.isEmpty {
                    try await search(splits.removeFirst())
                    continue
                }
                guard position < plan.identifiers.count else { return nil }
                let batch = try plan.batch(plan.identifiers[position...], batchLimit)
                position += Swift.max(1, batch.count)
                guard plan.search != nil else {
                    fallback += batch
                    continue
                }
                try await search(batch)
            }
            let (identifier, value, source, outcome) = ready.removeFirst()
            done += 1
            return Element(
                identifier: identifier, value: value, source: source, outcome: outcome,
                progress: BulkProgress(done: done, total: plan.identifiers.count))
        }

        /// Searches one batch: hits are ready, misses go to the lookups; a batch refused as too
        /// long is split (a single identifier goes to its lookup); any other failure fails the
        /// batch's items.
        private mutating func search(_ batch: [Identifier]) async throws {
            guard let search = plan.search, !batch.isEmpty else { return }
            let found: [Identifier: Value]
            do {
                found = try await search(batch)
            } catch {
                let failure = MusicBrainzClient.bulkError(error)
                try Self.checkCancellation(failure)
                if Self.isTooLong(failure) {
                    if batch.count > 1 {
                        let half = batch.count / 2
                        batchLimit = Swift.min(batchLimit, Swift.max(1, half))
                        splits.insert(contentsOf: [Array(batch[..<half]), Array(batch[half...])], at: 0)
                        return
                    }
                    if plan.lookup != nil {
                        fallback += batch
                        return
                    }
                }
                for identifier in batch { ready.append((identifier, nil, .search, .failed(failure))) }
                return
            }
            for identifier in batch {
                if let value = found[identifier] {
                    ready.append((identifier, value, .search, .found))
                } else if plan.lookup != nil {
                    fallback.append(identifier)
                } else {
                    ready.append((identifier, nil, .search, .notFound))
                }
            }
        }

        /// One lookup: found, merged, not found (a 404 or no value), or failed.
        private func lookUp(
            _ identifier: Identifier, with lookup: @Sendable (Identifier) async throws -> Value?
        ) async throws -> (Identifier, Value?, Element.Source, Element.Outcome) {
            do {
                guard let value = try await lookup(identifier) else { return (identifier, nil, .lookup, .notFound) }
                if let newID = plan.mergedInto(identifier, value) {
                    return (identifier, value, .lookup, .merged(into: newID))
                }
                return (identifier, value, .lookup, .found)
            } catch {
                let failure = MusicBrainzClient.bulkError(error)
                try Self.checkCancellation(failure)
                if failure.code == .notFound { return (identifier, nil, .lookup, .notFound) }
                return (identifier, nil, .lookup, .failed(failure))
            }
        }

        /// Whether the server refused a request for its length: `414` or `413`.
        static func isTooLong(_ error: MusicBrainzError) -> Bool {
            error.statusCode == 414 || error.statusCode == 413
        }

        /// Throws ``MusicBrainzError/Code/cancelled`` when the task is cancelled or `cause` is
        /// a cancellation.
        private static func checkCancellation(_ cause: MusicBrainzError?) throws(MusicBrainzError) {
            if let cause, cause.code == .cancelled { throw cause }
            if Task.isCancelled {
                throw MusicBrainzError(code: .cancelled, message: "The bulk resolution was cancelled.")
            }
        }
    }
}
