import Foundation
import MusicBrainz

/// `mbz cache stats` and `mbz cache clear`: what the response cache directory holds, and
/// emptying it.
enum CacheCommand {
    static let usage = """
        mbz cache stats|clear [--cache DIR] [--json]
          stats: the cache directory, its entries and bytes, and its limit; clear: removes every
          entry. Without --cache, the default directory (see --cache below).
        """

    static func run(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(rawArguments, valueOptions: [], flagOptions: ["json"])
        guard arguments.positional.count == 1, let action = arguments.positional.first else {
            throw UsageError("cache needs stats or clear")
        }
        let options = try CacheOptions(arguments)
        guard let directory = options.directory else {
            throw UsageError("cache \(action) needs a cache; drop --no-cache")
        }
        let store = try DiskResponseStore(directory: directory, byteLimit: options.byteLimit)
        switch action {
        case "stats":
            let usage = await store.usage()
            if arguments.flag("json") {
                let object: [String: Any] = [
                    "directory": directory.path, "entries": usage.entryCount, "bytes": usage.byteCount,
                    "limit": usage.byteLimit,
                ]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
                print(String(decoding: data, as: UTF8.self))
            } else {
                print("directory: \(directory.path)")
                print("entries: \(usage.entryCount)")
                print("bytes: \(usage.byteCount)")
                print("limit: \(usage.byteLimit)")
            }
        case "clear":
            let usage = await store.usage()
            try await store.removeAll()
            print("removed \(usage.entryCount) entries (\(usage.byteCount) bytes) from \(directory.path)")
        default:
            throw UsageError("cache takes stats or clear, not \"\(shortened(action))\"")
        }
        return 0
    }
}
