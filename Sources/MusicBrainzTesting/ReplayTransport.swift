import Foundation
import MusicBrainz

/// An ``/MusicBrainz/HTTPTransport`` that answers from exchanges a ``RecordingTransport``
/// wrote, matching requests by method and URL, and sends nothing.
///
/// ```swift
/// let client = MusicBrainzClient(configuration: configuration, transport: try ReplayTransport(directory: fixtures))
/// let release = try await client.lookup(Release.self, id: mbid)   // from 0001-GET-<mbid>.json
/// ```
///
/// When several exchanges have the same method and URL (a retried request, a page asked for
/// twice), they answer in the order they were recorded, the last one again after that. A
/// request that matches none fails with ``/MusicBrainz/MusicBrainzError/Code/transportFailed``
/// (permanent, so not retried) whose message names the method and URL and the directory.
public final class ReplayTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `served` is guarded by `lock`; `exchanges` is immutable.
    /// The directory the exchanges are read from.
    public let directory: URL
    private let exchanges: [String: [RecordedExchange]]
    private let lock = NSLock()
    private var served: [String: Int] = [:]

    /// Reads every exchange of a directory.
    /// - Parameter directory: A directory of ``RecordedExchange`` files (`*.json`).
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with
    ///   ``/MusicBrainz/MusicBrainzError/Code/invalidRequest`` when the directory cannot be
    ///   read or a file is not an exchange (the message names it).
    public init(directory: URL) throws {
        self.directory = directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw MusicBrainzError(code: .invalidRequest, message: "No recording directory at \(directory.path).")
        }
        var exchanges: [String: [RecordedExchange]] = [:]
        for file in Self.exchangeFiles(in: directory) {
            let exchange: RecordedExchange
            do {
                exchange = try JSONDecoder().decode(RecordedExchange.self, from: Data(contentsOf: file))
            } catch {
                throw MusicBrainzError(
                    code: .invalidRequest, message: "\(file.path) is not a recorded exchange: \(error)",
                    underlyingError: error)
            }
            guard exchange.format == RecordedExchange.formatVersion else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "\(file.path) is of format \(exchange.format), not \(RecordedExchange.formatVersion).")
            }
            exchanges[Self.match(exchange.request.method, exchange.request.url), default: []].append(exchange)
        }
        self.exchanges = exchanges
    }

    /// The number of exchanges read.
    public var exchangeCount: Int { exchanges.values.reduce(0) { $0 + $1.count } }

    /// Answers with the recorded response of the same method and URL.
    /// - Throws: ``/MusicBrainz/MusicBrainzError/Code/transportFailed`` (permanent) when no
    ///   exchange matches; the message names the request.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let url = RecordedExchange.withoutCredentials(request.url)
        let key = Self.match(request.method.rawValue, url)
        guard let candidates = exchanges[key], !candidates.isEmpty else {
            var error = MusicBrainzError(
                code: .transportFailed,
                message:
                    "No recorded exchange in \(directory.path) matches \(request.method.rawValue) \(url) (\(exchangeCount) recorded).",
                requestURL: request.url)
            error.isPermanent = true
            throw error
        }
        let index = lock.withLock {
            let index = served[key, default: 0]
            served[key] = index + 1
            return Swift.min(index, candidates.count - 1)
        }
        var response = candidates[index].httpResponse
        if response.url == nil { response.url = request.url }
        return response
    }

    /// The exchange files of a directory, in name order.
    static func exchangeFiles(in directory: URL) -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func match(_ method: String, _ url: String) -> String { method.uppercased() + " " + url }
}
