#if Curl
    import Foundation
    import MusicBrainz

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Where a download's body goes: a temporary file beside the destination, opened on the first
    /// byte of a 2xx body and renamed over the destination when the transfer succeeds, so the
    /// destination never holds a partial body.
    ///
    /// Used only by the event-loop thread once the transfer is submitted.
    final class CurlDownloadSink {
        let destination: URL
        private let temporary: URL
        private var handle: FileHandle?
        private var created = false
        /// The failure of the last write, reported instead of libcurl's write error.
        private(set) var failure: MusicBrainzError?

        init(destination: URL) {
            self.destination = destination
            // Fixed length (51 bytes), so that any destination name the file system accepts works.
            let name = ".download-\(UUID().uuidString).part"
            temporary = destination.deletingLastPathComponent().appendingPathComponent(name)
        }

        deinit { discard() }

        /// Appends body bytes; returns `false` (and records ``failure``) when the file cannot be
        /// written.
        func write(_ bytes: UnsafeRawBufferPointer, request: HTTPRequest) -> Bool {
            do {
                let handle = try open()
                try handle.write(contentsOf: Data(bytes))
                return true
            } catch {
                failure = Self.writeError(error, destination: destination, request: request)
                return false
            }
        }

        /// Closes the file and moves it over the destination (creating an empty file for an
        /// empty body).
        func commit(request: HTTPRequest) throws(MusicBrainzError) {
            do {
                let handle = try open()
                try handle.close()
                self.handle = nil
                guard rename(temporary.path, destination.path) == 0 else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                created = false
            } catch {
                discard()
                throw Self.writeError(error, destination: destination, request: request)
            }
        }

        /// Closes and deletes the temporary file, if there is one.
        func discard() {
            try? handle?.close()
            handle = nil
            if created { unlink(temporary.path) }
            created = false
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

        private static func writeError(_ error: any Error, destination: URL, request: HTTPRequest) -> MusicBrainzError {
            MusicBrainzError(
                code: .transportFailed,
                message: "Could not write the downloaded body to \(destination.path).",
                requestURL: request.url,
                underlyingError: error
            )
        }
    }
#endif
