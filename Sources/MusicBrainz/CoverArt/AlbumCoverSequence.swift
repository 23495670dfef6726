/// The front covers of many albums, as an `AsyncSequence` that yields each album as soon as
/// its answer is known, in no fixed order (see ``AlbumCover/index``).
///
/// ```swift
/// var wall = [URL?](repeating: nil, count: albums.count)
/// for try await cover in coverArt.frontCovers(of: albums, size: .thumbnail250) {
///     wall[cover.index] = cover.cover?.url
/// }
/// ```
///
/// Albums whose MusicBrainz flags say there is no front cover
/// (``CoverArtAlbum/hasFrontCover`` `false`) come first and cost no request. The others' listings
/// are fetched through the ``CoverArtArchiveClient``, several at once: its rate limiter paces
/// them (one start every 200 milliseconds for coverartarchive.org), its middlewares (a response
/// cache, logging) and retry policy apply to each, and at most
/// ``maximumConcurrentRequests`` are in flight, waiting for the limiter included.
///
/// "No art" is a value (``AlbumCover/cover`` `nil`), and so is a listing that failed after the
/// retries (``AlbumCover/error``): one album's failure does not end the wall. Iteration throws only
/// when the list of albums cannot be had (the MusicBrainz browse of an artist's releases
/// failed), for a bad setting, or with ``MusicBrainzError/Code/cancelled`` when the iterating
/// task is cancelled; ending the iteration early cancels the requests in flight.
public struct AlbumCoverSequence: AsyncSequence, Sendable {
    /// One album's answer.
    public typealias Element = AlbumCover

    /// The client that fetches the listings.
    public let client: CoverArtArchiveClient
    /// The size wanted, with the size fallback.
    public let size: CoverArtSize
    /// The size fallback order; `nil` uses the client's ``CoverArtArchiveClient/Configuration/sizeFallbackOrder``.
    public let fallback: [CoverArtSize]?
    /// The most listings in flight at once, 1 or more.
    public let maximumConcurrentRequests: Int
    /// Where the albums come from (a list, or a MusicBrainz browse).
    let albums: @Sendable () async throws -> [CoverArtAlbum]

    /// Creates a sequence over albums that are known, or that an async call finds.
    /// - Parameters:
    ///   - client: The client.
    ///   - size: The size wanted.
    ///   - fallback: The size fallback order; `nil` for the client's.
    ///   - maximumConcurrentRequests: The most listings in flight at once.
    ///   - albums: The albums, or the call that finds them.
    init(
        client: CoverArtArchiveClient, size: CoverArtSize, fallback: [CoverArtSize]?, maximumConcurrentRequests: Int,
        albums: @escaping @Sendable () async throws -> [CoverArtAlbum]
    ) {
        self.client = client
        self.size = size
        self.fallback = fallback
        self.maximumConcurrentRequests = maximumConcurrentRequests
        self.albums = albums
    }

    /// Starts the requests and returns the iterator of their answers.
    public func makeAsyncIterator() -> Iterator {
        let stream = AsyncThrowingStream<AlbumCover, any Error> { continuation in
            let producer = Task { await produce(into: continuation) }
            continuation.onTermination = { _ in producer.cancel() }
        }
        return Iterator(base: stream.makeAsyncIterator())
    }

    /// Iterates the albums' answers.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<AlbumCover, any Error>.Iterator

        /// The next album's answer.
        /// - Returns: The answer, or `nil` when every album has had one.
        /// - Throws: ``MusicBrainzError``: the errors of finding the albums (a browse), and
        ///   ``MusicBrainzError/Code/invalidRequest`` for a `maximumConcurrentRequests` below 1,
        ///   ``MusicBrainzError/Code/cancelled`` when the task is cancelled.
        public mutating func next() async throws -> AlbumCover? {
            let next = try await base.next()
            if next == nil, Task.isCancelled { throw Self.cancelled }
            return next
        }

        static var cancelled: MusicBrainzError {
            MusicBrainzError(code: .cancelled, message: "The cover art requests were cancelled.")
        }
    }

    /// Finds the albums, answers those without a front cover at once, then fetches the others'
    /// listings, at most `maximumConcurrentRequests` at a time, yielding each answer.
    private func produce(into continuation: AsyncThrowingStream<AlbumCover, any Error>.Continuation) async {
        do {
            guard maximumConcurrentRequests >= 1 else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "maximumConcurrentRequests must be 1 or more, not \(maximumConcurrentRequests).")
            }
            let albums = try await MusicBrainzClient.typed { try await self.albums() }
            var pending: [(index: Int, album: CoverArtAlbum)] = []
            for (index, album) in albums.enumerated() {
                if album.hasFrontCover == false {
                    continuation.yield(
                        AlbumCover(index: index, album: album, result: .success(nil), wasRequested: false))
                } else {
                    pending.append((index, album))
                }
            }
            await withTaskGroup(of: AlbumCover.self) { group in
                var queue = pending.makeIterator()
                for _ in 0..<maximumConcurrentRequests {
                    guard let next = queue.next() else { break }
                    group.addTask { await fetch(next.index, next.album) }
                }
                while let answer = await group.next() {
                    continuation.yield(answer)
                    if let next = queue.next() { group.addTask { await fetch(next.index, next.album) } }
                }
            }
            if Task.isCancelled { throw Iterator.cancelled }
            continuation.finish()
        } catch {
            continuation.finish(throwing: error)
        }
    }

    /// One album's listing, as an answer.
    private func fetch(_ index: Int, _ album: CoverArtAlbum) async -> AlbumCover {
        let result: Result<ResolvedCoverArt?, MusicBrainzError>
        do {
            result = .success(
                try await MusicBrainzClient.typed {
                    try await client.resolve(.front, of: album.entity, size: size, fallback: fallback)
                })
        } catch {
            result = .failure(error)
        }
        return AlbumCover(index: index, album: album, result: result, wasRequested: true)
    }
}
