/// The items of a bulk resolution, as an `AsyncSequence`: searches that OR up to 100
/// identifiers each, then a lookup for each identifier the searches did not find.
///
/// Requests go out while you iterate, one batch at a time; stop iterating (or cancel the task)
/// and no further request is sent. Each distinct identifier comes out once, in the order
/// asked within each batch, its lookups after its batch's search hits.
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
        /// The identifiers of the next batch, from its first (as many as fit one request).
        var batch: @Sendable (ArraySlice<Identifier>) throws(MusicBrainzError) -> [Identifier]
        /// One search for a batch: the values found, by identifier; `nil` to skip searching.
        var search: (@Sendable ([Identifier]) async throws -> [Identifier: Value])?
        /// One lookup, `nil` for not found; `nil` when there is no lookup.
        var lookup: (@Sendable (Identifier) async throws -> Value?)?
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
        private var ready: [(Identifier, Value?, Element.Source)] = []
        private var fallback: [Identifier] = []
        private var done = 0

        init(plan: Plan) { self.plan = plan }

        /// The next item.
        /// - Returns: The item, or `nil` when every identifier is done.
        /// - Throws: ``MusicBrainzError``: ``MusicBrainzError/Code/cancelled`` when the task is
        ///   cancelled; what a search or lookup throws (a lookup's
        ///   ``MusicBrainzError/Code/notFound`` is an item without a value instead).
        public mutating func next() async throws -> Element? {
            while ready.isEmpty {
                if Task.isCancelled {
                    throw MusicBrainzError(code: .cancelled, message: "The bulk resolution was cancelled.")
                }
                if !fallback.isEmpty, let lookup = plan.lookup {
                    let identifier = fallback.removeFirst()
                    ready.append((identifier, try await Self.lookUp(identifier, with: lookup), .lookup))
                    break
                }
                guard position < plan.identifiers.count else { return nil }
                let batch = try plan.batch(plan.identifiers[position...])
                position += Swift.max(1, batch.count)
                guard let search = plan.search else {
                    fallback += batch
                    continue
                }
                let found = try await search(batch)
                for identifier in batch {
                    if let value = found[identifier] {
                        ready.append((identifier, value, .search))
                    } else if plan.lookup != nil {
                        fallback.append(identifier)
                    } else {
                        ready.append((identifier, nil, .search))
                    }
                }
            }
            let (identifier, value, source) = ready.removeFirst()
            done += 1
            return Element(
                identifier: identifier, value: value, source: source,
                progress: BulkProgress(done: done, total: plan.identifiers.count))
        }

        private static func lookUp(
            _ identifier: Identifier, with lookup: @Sendable (Identifier) async throws -> Value?
        ) async throws -> Value? {
            do {
                return try await lookup(identifier)
            } catch let error as MusicBrainzError where error.code == .notFound {
                return nil
            }
        }
    }
}
