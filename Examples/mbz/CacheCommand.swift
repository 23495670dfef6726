import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz cache stats` and `mbz cache clear`: what the response cache directory holds, and
/// emptying it.
enum CacheCommand {
    static func run(clearing: Bool, _ ctx: MBZContext) async throws -> Int32 {
        let options = try ctx.options()
        guard let directory = options.cacheDirectory else {
            throw UsageError("\(ctx.invocation.commandName) needs a cache; drop \(Options.noCache)")
        }
        let store = try DiskResponseStore(directory: directory, byteLimit: options.cacheByteLimit)
        let usage = await store.usage()
        if clearing {
            try await store.removeAll()
            ctx.io.print("removed \(usage.entryCount) entries (\(usage.byteCount) bytes) from \(directory.path)")
        } else if ctx.json {
            struct Stats: Encodable {
                var directory: String
                var entries: Int
                var bytes: Int64
                var limit: Int64
            }
            try ctx.printJSON(
                Stats(
                    directory: directory.path, entries: usage.entryCount, bytes: usage.byteCount, limit: usage.byteLimit
                ))
        } else {
            ctx.io.print("directory: \(directory.path)\nentries: \(usage.entryCount)")
            ctx.io.print("bytes: \(usage.byteCount)\nlimit: \(usage.byteLimit)")
        }
        return 0
    }
}
