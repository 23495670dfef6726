import Foundation
import MusicBrainz

/// An ``/MusicBrainz/HTTPTransport`` that passes every request to another transport and writes
/// each exchange into a directory, one readable JSON file per exchange
/// (``RecordedExchange``), credentials left out. A ``ReplayTransport`` answers from the
/// directory later, without the network.
///
/// ```swift
/// let recorder = try RecordingTransport(recordingInto: fixtures, wrapping: URLSessionTransport())
/// let client = MusicBrainzClient(configuration: configuration, transport: recorder)
/// _ = try await client.lookup(Release.self, id: mbid)     // writes 0001-GET-<mbid>.json
/// ```
///
/// Every attempt is recorded, error statuses included; a transport failure (no response) is
/// not. A download is recorded with its body read back from the file it went to.
public final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `count` is guarded by `lock`; the wrapped transport is Sendable.
    /// The directory the exchanges are written to.
    public let directory: URL
    /// The transport that moves the bytes.
    public let wrapped: any HTTPTransport
    private let lock = NSLock()
    private var count = 0

    /// Creates a recorder.
    /// - Parameters:
    ///   - directory: The directory; created when missing. Files already in it stay, and new
    ///     ones are numbered after them.
    ///   - wrapped: The transport that sends the requests.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with
    ///   ``/MusicBrainz/MusicBrainzError/Code/transportFailed`` when the directory cannot be
    ///   created.
    public init(recordingInto directory: URL, wrapping wrapped: any HTTPTransport) throws {
        self.directory = directory
        self.wrapped = wrapped
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "Could not create the recording directory \(directory.path).",
                underlyingError: error)
        }
        count = ReplayTransport.exchangeFiles(in: directory).count
    }

    /// Sends the request through the wrapped transport and records the exchange.
    /// - Throws: What the wrapped transport throws, or
    ///   ``/MusicBrainz/MusicBrainzError/Code/transportFailed`` when the file cannot be written.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await wrapped.send(request)
        try record(request, response)
        return response
    }

    /// Downloads through the wrapped transport and records the exchange with the body read
    /// back from `destination`.
    /// - Throws: As ``send(_:)``.
    public func download(_ request: HTTPRequest, to destination: URL) async throws -> HTTPResponse {
        let response = try await wrapped.download(request, to: destination)
        var recorded = response
        if (200..<300).contains(response.status), response.body.isEmpty {
            recorded.body = (try? Data(contentsOf: destination)) ?? Data()
        }
        try record(request, recorded)
        return response
    }

    private func record(_ request: HTTPRequest, _ response: HTTPResponse) throws {
        let exchange = RecordedExchange(request: request, response: response)
        let number = lock.withLock {
            count += 1
            return count
        }
        let tail = request.url.lastPathComponent.isEmpty ? "root" : request.url.lastPathComponent
        let safe = String(tail.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }.prefix(60))
        let name = String(format: "%04d", number) + "-\(request.method.rawValue)-\(safe).json"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try encoder.encode(exchange).write(to: directory.appendingPathComponent(name), options: .atomic)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "Could not record the exchange into \(directory.path).",
                requestURL: request.url, underlyingError: error)
        }
    }
}
