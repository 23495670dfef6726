#if Curl
    import Foundation

    /// Where a download's body goes: the package's `DownloadFile` (a temporary file beside the
    /// destination, opened on the first byte of a 2xx body and renamed over the destination when
    /// the transfer succeeds, exactly as under `URLSessionTransport`), plus the failure of a write,
    /// which libcurl's write callback can only report as "stop".
    ///
    /// Used only by the event-loop thread once the transfer is submitted.
    final class CurlDownloadSink {
        private let file: DownloadFile
        /// The failure of the last write, reported instead of libcurl's write error.
        private(set) var failure: MusicBrainzError?

        /// The most body bytes written to the file.
        var maximumSize: Int { file.maximumSize }

        init(destination: URL, maximumSize: Int) {
            file = DownloadFile(destination: destination, maximumSize: maximumSize)
        }

        /// Refuses a destination that exists and is not a regular file (`DownloadFile`'s rule:
        /// a symbolic link is not followed).
        static func checkDestination(_ destination: URL) throws(MusicBrainzError) {
            try DownloadFile.checkDestination(destination)
        }

        /// Appends body bytes; returns `false` (and records ``failure``) when the file cannot be
        /// written.
        func write(_ bytes: UnsafeRawBufferPointer, request: HTTPRequest) -> Bool {
            do throws(MusicBrainzError) {
                try file.write(Data(bytes), request: request)
                return true
            } catch {
                failure = error
                return false
            }
        }

        /// Closes the file and moves it over the destination (creating an empty file for an
        /// empty body).
        func commit(request: HTTPRequest) throws(MusicBrainzError) {
            try file.commit(request: request)
        }

        /// Closes and deletes the temporary file, if there is one.
        func discard() {
            file.discard()
        }
    }
#endif
