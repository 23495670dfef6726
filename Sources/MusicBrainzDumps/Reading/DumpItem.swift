import Foundation
import MusicBrainz

/// One line of a data dump: where it is in the file, and the model it decoded into or why it
/// did not.
///
/// A ``DumpReader`` yields one item per non-empty line. A line that does not decode is an item
/// too, with a ``/MusicBrainz/MusicBrainzError`` in ``result``, so one bad line does not end the reading
/// (unless ``DumpReadingOptions/stopsAtFirstError`` is set):
///
/// ```swift
/// for try await item in DumpReader(Release.self, contentsOf: dumpFile) {
///     switch item.result {
///     case .success(let release): print(release.title)
///     case .failure(let error): print("line \(item.line): \(error.message)")
///     }
/// }
/// ```
public struct DumpItem<Model: Sendable>: Sendable {
    /// The line number, counting from 1, as `sed -n '<line>p'` and editors count: empty lines
    /// count too, though they yield no item. A reading of a ``DumpFileRange`` counts from the
    /// range's first line.
    public var line: Int

    /// The offset of the line's first byte from the start of the file or stream, in bytes (of
    /// the whole file for a reading of a ``DumpFileRange``).
    public var byteOffset: Int64

    /// The length of the line in bytes, without its line end (`\n` or `\r\n`).
    public var byteCount: Int

    /// The decoded model, or the error that kept the line from decoding: a
    /// ``/MusicBrainz/MusicBrainzError/Code/decodingFailed`` (malformed or truncated JSON, a missing `id`,
    /// a line longer than ``DumpReadingOptions/maximumLineLength``) with its
    /// ``/MusicBrainz/MusicBrainzError/decodingPath``.
    public var result: Result<Model, MusicBrainzError>

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - line: The line number, from 1.
    ///   - byteOffset: The offset of the line's first byte.
    ///   - byteCount: The line's length without its line end.
    ///   - result: The model or the error.
    public init(line: Int, byteOffset: Int64, byteCount: Int, result: Result<Model, MusicBrainzError>) {
        self.line = line
        self.byteOffset = byteOffset
        self.byteCount = byteCount
        self.result = result
    }

    /// The model, or `nil` when the line did not decode.
    public var model: Model? {
        if case .success(let model) = result { return model }
        return nil
    }

    /// The error of a line that did not decode, or `nil` when it did.
    public var error: MusicBrainzError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// Returns the model or throws the line's error, with the line number and byte offset put
    /// in front of its message.
    ///
    /// - Returns: The model.
    /// - Throws: The line's ``/MusicBrainz/MusicBrainzError`` (usually ``/MusicBrainz/MusicBrainzError/Code/decodingFailed``).
    public func get() throws(MusicBrainzError) -> Model {
        switch result {
        case .success(let model): return model
        case .failure(let error): throw located(error)
        }
    }

    /// The error with "Line N (byte offset X): " before its message.
    func located(_ error: MusicBrainzError) -> MusicBrainzError {
        var copy = error
        copy.message = "Line \(line) (byte offset \(byteOffset)): " + error.message
        return copy
    }
}
