import Foundation

/// An ``OAuthTokenStore`` that keeps the token in a JSON file readable by the user alone
/// (permissions `0600`, in a folder created with `0700`).
///
/// ```swift
/// let store = try FileTokenStore(url: FileTokenStore.defaultURL(application: "mytagger"))
/// ```
///
/// Each save writes a new file with permissions `0600` beside the old one and renames it over
/// it, so the token is never readable by others, not even for a moment, and a crash leaves
/// either the old or the new token. The file holds ``OAuthToken``'s `Codable` form.
///
/// Available on macOS and Linux (and the other platforms with a file system the app may write).
public struct FileTokenStore: OAuthTokenStore, Sendable, Hashable {
    /// The file.
    public let url: URL

    /// Creates a store for a file.
    /// - Parameter url: The file; its folder is created when a token is first saved.
    public init(url: URL) { self.url = url }

    /// The conventional place of an application's token file:
    /// `$XDG_CONFIG_HOME/<application>/oauth-token.json`, or
    /// `~/.config/<application>/oauth-token.json` when `XDG_CONFIG_HOME` is unset or not an
    /// absolute path (the XDG Base Directory rules).
    ///
    /// - Parameters:
    ///   - application: The folder name, such as `mbz`.
    ///   - environment: The environment; default the process's.
    /// - Returns: The file URL.
    public static func defaultURL(
        application: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base: URL
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = URL(fileURLWithPath: config, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".config", isDirectory: true)
        }
        return base.appendingPathComponent(application, isDirectory: true).appendingPathComponent("oauth-token.json")
    }

    /// The stored token, or `nil` when the file does not exist.
    /// - Returns: The token.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/decodingFailed`` when the
    ///   file is not a stored token, ``MusicBrainzError/Code/transportFailed`` when it cannot be
    ///   read.
    public func loadToken() async throws -> OAuthToken? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "The token file \(url.path) cannot be read.", underlyingError: error)
        }
        do {
            return try JSONDecoder().decode(OAuthToken.self, from: data)
        } catch {
            // The error of JSONDecoder may quote the file: leave it out.
            throw MusicBrainzError(
                code: .decodingFailed, message: "The token file \(url.path) does not hold a stored OAuth token.")
        }
    }

    /// Writes the token to the file with permissions `0600`.
    /// - Parameter token: The token.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/transportFailed`` when the
    ///   folder or the file cannot be written.
    public func saveToken(_ token: OAuthToken) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(token)
        } catch {
            throw MusicBrainzError(code: .transportFailed, message: "The token could not be encoded.")
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "The folder \(folder.path) cannot be created.", underlyingError: error)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        try Self.writeOwnerOnly(data, to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw MusicBrainzError(
                code: .transportFailed,
                message: "The token file \(url.path) cannot be replaced (\(String(cString: strerror(code)))).")
        }
    }

    /// Deletes the file; a missing file is not an error.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/transportFailed`` when the
    ///   file exists and cannot be deleted.
    public func removeToken() async throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw MusicBrainzError(
                code: .transportFailed, message: "The token file \(url.path) cannot be deleted.", underlyingError: error
            )
        }
    }

    /// Creates a new file readable and writable by the owner alone and writes the data.
    private static func writeOwnerOnly(_ data: Data, to file: URL) throws(MusicBrainzError) {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw MusicBrainzError(
                code: .transportFailed,
                message: "The file \(file.path) cannot be created (\(String(cString: strerror(errno)))).")
        }
        defer { close(descriptor) }
        // The mode given to open is narrowed by the umask only, never widened; set it anyway.
        fchmod(descriptor, 0o600)
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written, fsync(descriptor) == 0 || errno == EINVAL else {
            unlink(file.path)
            throw MusicBrainzError(code: .transportFailed, message: "The file \(file.path) cannot be written.")
        }
    }
}
