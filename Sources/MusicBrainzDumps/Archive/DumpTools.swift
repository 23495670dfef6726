import Foundation
import MusicBrainz

/// Finds the external programs that read dump archives (`xz`, `tar`).
enum DumpTools {
    /// How to install a tool, for error messages.
    static func installHint(_ name: String) -> String {
        switch name {
        case "xz": return "install XZ Utils (Debian and Ubuntu: apt-get install xz-utils; macOS: brew install xz)"
        default: return "install \(name) (Debian and Ubuntu: apt-get install \(name))"
        }
    }

    /// The executable named `name`: the first in `PATH`, else in the usual folders.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/toolUnavailable`` naming the
    ///   tool and how to install it.
    static func locate(
        _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        fallbackFolders: [String] = ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    ) throws(MusicBrainzError) -> URL {
        #if os(Linux) || os(macOS)
            let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + fallbackFolders
            for folder in folders where !folder.isEmpty {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            throw MusicBrainzError(
                code: .toolUnavailable,
                message: "Reading a .tar.xz dump archive needs the \(name) program, which is not on PATH: "
                    + installHint(name) + ", or decompress the archive and read mbdump/<entity>.")
        #else
            throw unsupportedPlatform(name)
        #endif
    }

    /// The error on platforms that cannot run programs.
    static func unsupportedPlatform(_ name: String = "xz") -> MusicBrainzError {
        MusicBrainzError(
            code: .toolUnavailable,
            message: "Reading a .tar.xz dump archive runs \(name) and tar, which this platform cannot start; "
                + "decompress the archive elsewhere and read mbdump/<entity> with DumpReader.")
    }
}
