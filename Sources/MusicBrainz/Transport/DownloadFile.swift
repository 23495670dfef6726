import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
// `stat` and its members come from the overlay shims on Linux; the documentation build's
// member-import checking wants the module imported by name.
#if canImport(SwiftOverlayShims)
    import SwiftOverlayShims
#endif

/// Where a download's body goes: a temporary file beside the destination, created on the first
/// byte of a 2xx body and moved over the destination only when the whole body has arrived, so
/// the destination never holds a partial body and a failed download leaves it untouched.
///
/// The destination must be absent or a regular file: a symbolic link (even to a regular file),
/// a folder, a FIFO, a socket or a device is refused (``checkDestination(_:)``), before the
/// request and again just before the final move, so a download never replaces one of them.
/// The body is held to a size (``maximumSize``); past it the download fails and the destination
/// is left as it was.
///
/// Used by one transfer at a time (``URLSessionTransfer`` calls it under its lock,
/// `CurlTransport` on its event-loop thread). Transport support for the package's own
/// transports (`package` access), so that both write downloads the same way.
package final class DownloadFile {
    /// The file the body finally goes to.
    package let destination: URL
    /// The temporary file beside it: `.<name>.<UUID>.download` in the same folder, so the final
    /// move is a rename within one file system.
    let temporary: URL
    /// The most body bytes written; one more fails the download.
    package let maximumSize: Int
    private var handle: FileHandle?
    private var created = false
    private var written = 0

    /// Prepares a download into `destination`; nothing is created before the first byte.
    /// - Parameters:
    ///   - destination: The file URL the body finally goes to.
    ///   - maximumSize: The most body bytes written (at least 0); default no limit.
    package init(destination: URL, maximumSize: Int = .max) {
        self.destination = destination
        self.maximumSize = max(0, maximumSize)
        temporary = Self.temporaryFile(beside: destination)
    }

    /// Refuses a destination that exists and is not a regular file.
    ///
    /// Checked with `lstat(2)`, so a symbolic link is refused whatever it points to: a download
    /// writes to the path it was given or not at all (resolve a link first to write through
    /// it). An absent destination is fine.
    /// - Parameter destination: The destination.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a
    ///   destination that is a symbolic link, folder, FIFO, socket or device;
    ///   ``MusicBrainzError/Code/fileAccessFailed`` when it cannot be inspected (a parent that
    ///   is not a folder, no permission), with the system's reason.
    package static func checkDestination(_ destination: URL) throws(MusicBrainzError) {
        var info = stat()
        guard lstat(destination.path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return }
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message:
                    "Could not inspect the download destination \(destination.path): \(String(cString: strerror(code)))."
            )
        }
        // The POSIX file type bits, the same on Linux and Darwin.
        let kind: String
        switch UInt32(info.st_mode) & 0o170000 {
        case 0o100000: return
        case 0o120000: kind = "a symbolic link"
        case 0o040000: kind = "a folder"
        case 0o010000: kind = "a FIFO"
        case 0o140000: kind = "a socket"
        case 0o020000, 0o060000: kind = "a device"
        default: kind = "not a regular file"
        }
        throw MusicBrainzError(
            code: .invalidRequest,
            message:
                "The download destination \(destination.path) is \(kind); a download replaces only a regular file (a symbolic link is not followed)."
        )
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
    ///   file cannot be written, or, with ``MusicBrainzError/isPermanent`` set, when the body
    ///   passes ``maximumSize``.
    package func write(_ data: Data, request: HTTPRequest) throws(MusicBrainzError) {
        // `written` never passes `maximumSize`: no overflow.
        guard data.count <= maximumSize - written else {
            throw .downloadTooLarge(maximumDownloadSize: maximumSize, requestURL: request.url, statusCode: nil)
        }
        written += data.count
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
    ///   file cannot be written or moved, ``MusicBrainzError/Code/invalidRequest`` when the
    ///   destination became something other than a regular file (``checkDestination(_:)``);
    ///   the temporary file is then deleted.
    package func commit(request: HTTPRequest) throws(MusicBrainzError) {
        do {
            let handle = try open()
            try handle.close()
            self.handle = nil
            try Self.replace(destination, with: temporary)
            created = false
        } catch let error as MusicBrainzError {
            discard()
            throw error.adding(requestURL: request.url, statusCode: nil)
        } catch {
            discard()
            throw writeError(error, request: request)
        }
    }

    /// Closes and deletes the temporary file, if there is one.
    package func discard() {
        try? handle?.close()
        handle = nil
        if created { try? FileManager.default.removeItem(at: temporary) }
        created = false
    }

    /// Moves `source` over `destination` in one step: `rename(2)` replaces an existing file
    /// atomically, so the destination is either the old file or the new one, never neither.
    /// (`FileManager.replaceItemAt` fails on Linux; `moveItem` refuses an existing file.)
    /// A destination that is not a regular file is refused first (``checkDestination(_:)``).
    static func replace(_ destination: URL, with source: URL) throws {
        try checkDestination(destination)
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
