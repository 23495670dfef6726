import Foundation
import MusicBrainz
import MusicBrainzTesting

/// The cache and recording options every command takes: where responses are kept
/// (`--cache DIR`, `--no-cache`), how the cache answers (`--refresh`, `--offline`), and
/// whether exchanges are recorded into a directory or replayed from one (`--record DIR`,
/// `--replay DIR`).
struct CacheOptions {
    static let valueOptions: Set<String> = ["cache", "cache-limit", "record", "replay"]
    static let flags: Set<String> = ["no-cache", "refresh", "offline"]
    static let usage = """
          --cache DIR           keep responses in DIR (default $MBZ_CACHE_DIR or the user's cache
                                directory: ~/.cache/mbz, ~/Library/Caches/mbz)
          --cache-limit MB      the most the cache directory holds (default 256)
          --no-cache            neither read nor keep responses
          --refresh             fetch every response again and replace what the cache holds
          --offline             answer from the cache alone and send nothing (fails with
                                notCached for what it does not hold)
          --record DIR          write every exchange into DIR, one JSON file each, credentials left out
                                (without the default cache, so that every request is recorded)
          --replay DIR          answer from the exchanges recorded in DIR and send nothing
                                (without the default cache)
        """

    /// The cache directory, or `nil` with `--no-cache`.
    var directory: URL?
    /// The most bytes the directory holds.
    var byteLimit: Int64
    /// How the cache answers.
    var mode: CacheMode
    /// Where exchanges are recorded.
    var record: URL?
    /// Where exchanges are replayed from.
    var replay: URL?

    /// Whether nothing may be sent: answers come from the cache alone (`--offline`) or from a
    /// replay.
    var sendsNothing: Bool { mode == .cacheOnly || replay != nil }

    init(_ arguments: CommandLineArguments) throws {
        let noCache = arguments.flag("no-cache")
        if noCache, arguments.value("cache") != nil {
            throw UsageError("--cache and --no-cache do not go together")
        }
        if arguments.flag("refresh"), arguments.flag("offline") {
            throw UsageError("--refresh and --offline do not go together")
        }
        if noCache, arguments.flag("refresh") || arguments.flag("offline") {
            throw UsageError("--\(arguments.flag("refresh") ? "refresh" : "offline") needs the cache; drop --no-cache")
        }
        if let path = arguments.value("cache"), path.isEmpty {
            throw UsageError("--cache needs a directory, not an empty path")
        }
        // A recording or a replay sees every exchange: the default cache would answer some
        // requests before they reach it, so only an explicit --cache is used with them.
        let recordsOrReplays = arguments.value("record") != nil || arguments.value("replay") != nil
        directory =
            noCache
            ? nil
            : arguments.value("cache").map { URL(fileURLWithPath: $0) }
                ?? (recordsOrReplays ? nil : Self.defaultDirectory)
        let limitText = arguments.value("cache-limit") ?? "256"
        guard let megabytes = Double(limitText), megabytes >= 0, megabytes < 1_000_000_000 else {
            throw UsageError("--cache-limit must be a number of megabytes, not \"\(shortened(limitText))\"")
        }
        byteLimit = Int64(megabytes * 1_048_576)
        mode = arguments.flag("offline") ? .cacheOnly : arguments.flag("refresh") ? .refresh : .normal
        record = arguments.value("record").map { URL(fileURLWithPath: $0) }
        replay = arguments.value("replay").map { URL(fileURLWithPath: $0) }
        if record != nil, replay != nil { throw UsageError("--record and --replay do not go together") }
    }

    /// `$MBZ_CACHE_DIR`, or `mbz` in the user's cache directory (`$XDG_CACHE_HOME` or
    /// `~/.cache` on Linux, `~/Library/Caches` on macOS).
    static var defaultDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["MBZ_CACHE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return caches.appendingPathComponent("mbz", isDirectory: true)
    }

    /// The cache over the directory, or `nil` with `--no-cache`.
    func makeCache() throws -> ResponseCache? {
        guard let directory else { return nil }
        let store = try DiskResponseStore(directory: directory, byteLimit: byteLimit)
        return ResponseCache(store: store, configuration: .init(mode: mode))
    }

    /// The transport with recording or replay around it.
    func wrap(_ transport: @autoclosure () throws -> any HTTPTransport) throws -> any HTTPTransport {
        if let replay { return try ReplayTransport(directory: replay) }
        if let record { return try RecordingTransport(recordingInto: record, wrapping: try transport()) }
        return try transport()
    }
}
