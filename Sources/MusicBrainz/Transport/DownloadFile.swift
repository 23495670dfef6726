import Foundation

/// Where a download's body goes: a temporary file beside the destination, created on the first
/// byte of a 2xx body and moved over the destination only when the whole body has arrived, so
/// the destination never holds a partial body and a failed download leaves it untouched.
///
/// Used by one transfer at a time (``URLSessionTransfer`` calls it under its lock,
/// `CurlTransport` on its event-loop thread). Transport support for the package's own
/// transports (SPI `Transport`), so that both write downloads the same way.
@_spi(Transport)
public final class DownloadFile {
    /// The file the body finally goes to.
    public let destination: URL
    /// The temporary file beside it: `.<name>.<UUID>.download` in the same folder, so the final
    /// move is a rename within one file system.
    let temporary: URL
    private var handle: FileHandle?
    private var created = false

    /// Prepares a download into `destination`; nothing is created before the first byte.
    /// - Parameter destination: The file URL the body finally goes to.
    public init(destination: URL) {
        self.destination = destination
        temporary = Self.temporaryFile(beside: destination)
    }

    deinit { discard() }

    /// A hidden, unique file name in the destination's folder, of a fixed length (51 bytes)
    /// whatever the destination's name, so that any name the file system accepts works.
    static func temporaryFile(beside destination: URL) -> URL {
        let name = ".download-\(UUID().uuidString).part"
        return destination.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Appends body bytes, creating the file on the first call.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - request: The request, for the error's URL.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/transportFailed`` when the
    ///   file cannot be written.
    public func write(_ data: Data, request: HTTPRequest) throws(MusicBrainzError) {
        do {
            try open().write(contentsOf: data)
        } catch {
            throw writeError(error, request: request)
        }
    }

    /// Closes the file and moves it over the destination (creating an empty file for an empty
    /// body).
    /// - Parameter request: The request, for the error's URL.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/transportFailed`` when the
    ///   file cannot be written or moved; the temporary file is then deleted.
    public func commit(request: HTTPRequest) throws(MusicBrainzError) {
        do {
            let handle = try open()
            try handle.close()
            self.handle = nil
            try Self.replace(destination, with: temporary)
            created = false
        } catch {
            discard()
            throw writeError(error, request: request)
        }
    }

    /// Closes and deletes the temporary file, if there is one.
    public func discard() {
        try? handle?.close()
        handle = nil
        if created { try? FileManager.default.removeItem(at: temporary) }
        created = false
    }

    /// Moves `source` over `destination` in one step: `rename(2)` replaces an existing file
    /// atomically, so the destination is either the old file or the new one, never neither.
    /// (`FileManager.replaceItemAt` fails on Linux; `moveItem` refuses an existing file.)
    static func replace(_ destination: URL, with source: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    private func open() throws -> FileHandle {
        if let handle { return handle }
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        created = true
        let handle = try FileHandle(forWritingTo: temporary)
        self.handle = handle
        return handle
    }

    private func writeError(_ error: any Error, request: HTTPRequest) -> MusicBrainzError {
        MusicBrainzError(
            code: .transportFailed,
            message: "Could not write the downloaded body to \(destination.path).",
            requestURL: request.url,
            underlyingError: error
        )
    }
}
