import Foundation
import MusicBrainz

extension DumpReader {
    /// The lines of the dump, each model turned into a value of yours on the decoding tasks,
    /// in parallel, before it is handed out: a filter's verdict, a few fields, a line of output.
    ///
    /// ```swift
    /// let titles = DumpReader(Release.self, contentsOf: dumpFile).mapModels { release in
    ///     release.country == "NO" ? release.title : nil
    /// }
    /// for try await item in titles {
    ///     if let title = try item.get() { print(title) }
    /// }
    /// ```
    ///
    /// Unlike `AsyncSequence.map`, which runs on the task that iterates, `transform` runs on the
    /// task that decoded the line, so the model never leaves it: a dump is read faster (the
    /// transforms run on every core) and in less memory (each model is freed where it was
    /// made). Items, their order, their errors and the iteration's errors are those of the
    /// reader (``DumpReader``); a line that does not decode is an item with its error and
    /// `transform` is not called for it.
    ///
    /// - Parameter transform: Called once per line that decodes, on a decoding task, possibly
    ///   on several lines at once; it must not depend on the order of calls.
    /// - Returns: A sequence of ``DumpItem``s holding the transformed values.
    public func mapModels<Value: Sendable>(
        _ transform: @escaping @Sendable (Model) -> Value
    ) -> DumpMappedReader<Model, Value> {
        DumpMappedReader(reader: self, transform: transform)
    }
}

/// A ``DumpReader`` whose decoding tasks turn each model into a value (``DumpReader/mapModels(_:)``):
/// an `AsyncSequence` of ``DumpItem``s of that value, one per non-empty line.
public struct DumpMappedReader<Model: MusicBrainzResponse, Value: Sendable>: AsyncSequence, Sendable {
    /// One line: where it is and the value its model turned into, or why it did not decode.
    public typealias Element = DumpItem<Value>

    /// The reader of the lines.
    public let reader: DumpReader<Model>
    private let transform: @Sendable (Model) -> Value

    init(reader: DumpReader<Model>, transform: @escaping @Sendable (Model) -> Value) {
        self.reader = reader
        self.transform = transform
    }

    /// Starts a reading: the input is opened and reading begins at once.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(reader.makeIterator(transforming: transform))
    }

    /// Iterates the items of one reading.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var base: DumpRunIterator<Value>

        init(_ base: DumpRunIterator<Value>) { self.base = base }

        /// The next line's item, as ``DumpReader/AsyncIterator/next()`` hands them out.
        ///
        /// - Returns: The item, or `nil` after the last line.
        /// - Throws: ``/MusicBrainz/MusicBrainzError``: what ``DumpReader/AsyncIterator/next()``
        ///   throws (the input's failure, ``/MusicBrainz/MusicBrainzError/Code/cancelled``, and
        ///   with ``DumpReadingOptions/stopsAtFirstError`` the first bad line's error).
        public mutating func next() async throws -> DumpItem<Value>? {
            try await base.next()
        }

        /// Ends the reading at once and hands over the lines that did not decode which an
        /// archive reading was holding back, as ``DumpReader/AsyncIterator/stop()`` does: call it
        /// when you leave the loop early so that no bad line goes unreported.
        ///
        /// - Returns: The held items, in the order they were read; empty for other inputs.
        public mutating func stop() -> [DumpItem<Value>] {
            base.stop()
        }
    }
}
