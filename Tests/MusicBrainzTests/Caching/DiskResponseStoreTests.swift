import Foundation
import Testing

@testable import MusicBrainz

/// The disk store: its file format, damaged entries, its bound, and downloads streamed in
/// and out.
@Suite struct DiskResponseStoreTests {
    typealias Support = CacheTestSupport
    let id = CacheTestSupport.releaseID

    /// The entry files of a store directory.
    static func entryFiles(_ directory: URL) -> [URL] {
        let entries = directory.appendingPathComponent("entries")
        let folders = (try? FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil)) ?? []
        return folders.flatMap {
            (try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)) ?? []
        }
    }

    @Test("the entries and tmp folders are private to their owner, also in a store an earlier version made")
    func foldersArePrivate() async throws {
        func mode(_ url: URL) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)
                .intValue
        }
        let directory = try Support.directory()
        _ = try DiskResponseStore(directory: directory)
        #expect(try mode(directory.appendingPathComponent("entries")) == 0o700)
        #expect(try mode(directory.appendingPathComponent("tmp")) == 0o700)
        // An old store, readable by everyone, is made private when it is opened.
        let old = try Support.directory()
        for folder in ["entries", "tmp"] {
            try FileManager.default.createDirectory(
                at: old.appendingPathComponent(folder), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o755])
        }
        #expect(try mode(old.appendingPathComponent("entries")) == 0o755)
        _ = try DiskResponseStore(directory: old)
        #expect(try mode(old.appendingPathComponent("entries")) == 0o700)
        #expect(try mode(old.appendingPathComponent("tmp")) == 0o700)
        // A missing folder and its parents are made with the usual mode; each entry file is 0600.
        let parent = try Support.directory().appendingPathComponent("made")
        let nested = parent.appendingPathComponent("cache")
        let store = try DiskResponseStore(directory: nested)
        #expect(try mode(parent) != 0o700 && mode(nested) != 0o700)
        #expect(try mode(nested.appendingPathComponent("entries")) == 0o700)
        let key = ResponseCacheKey(url: URL(string: "https://musicbrainz.org/ws/2/release/\(id)?fmt=json")!)
        try await store.store(
            ResponseCacheEntry(
                status: 200, headerFields: [:], body: Data("{}".utf8), storedAt: Date(), expiresAt: Date()),
            for: key)
        let files = Self.entryFiles(nested)
        #expect(files.count == 1)
        for file in files { #expect(try mode(file) == 0o600) }
    }

    @Test("an entry file has the magic, version 1, lengths that add up and a CRC-32 trailer")
    func fileFormat() async throws {
        let directory = try Support.directory()
        let store = try DiskResponseStore(directory: directory)
        let key = ResponseCacheKey(url: URL(string: "https://musicbrainz.org/ws/2/release/\(id)?fmt=json")!)
        let body = Data(#"{"id":"x"}"#.utf8)
        try await store.store(
            ResponseCacheEntry(
                status: 200, headerFields: ["Content-Type": "application/json"], body: body,
                storedAt: Date(timeIntervalSince1970: 0), expiresAt: Date(timeIntervalSince1970: 60)),
            for: key)
        let file = try #require(Self.entryFiles(directory).first)
        #expect(file.lastPathComponent == key.digest + ".mbc")
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(Array(bytes[0..<8]) == [0x4D, 0x42, 0x5A, 0x43, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes[8] == 0 && bytes[9] == 1)
        let headerLength = bytes[12..<16].reduce(0) { $0 << 8 | Int($1) }
        let bodyLength = bytes[16..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(bodyLength == body.count)
        #expect(bytes.count == 24 + headerLength + bodyLength + 4)
        let header = String(decoding: bytes[24..<(24 + headerLength)], as: UTF8.self)
        #expect(header.contains(#""status":200"#))
        #expect(Data(bytes[(24 + headerLength)..<(24 + headerLength + bodyLength)]) == body)
        let read = try #require(await store.entry(for: key))
        #expect(read.body == body)
        #expect(read.expiresAt == Date(timeIntervalSince1970: 60))
        #expect(read.headerFields["Content-Type"] == "application/json")
    }

    @Test("a corrupt entry (one byte changed, or cut short) is dropped and fetched again", arguments: [false, true])
    func corruptEntryIsRefetched(truncate: Bool) async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let directory = try Support.directory()
        let cache = ResponseCache(store: try DiskResponseStore(directory: directory))
        let client = Support.client(scope, cache: cache)
        _ = try await client.lookup(Release.self, id: id)
        let file = try #require(Self.entryFiles(directory).first)
        var bytes = try Data(contentsOf: file)
        if truncate {
            bytes = bytes.prefix(bytes.count / 2)
        } else {
            bytes[bytes.count - 40] ^= 0x20
        }
        try bytes.write(to: file)
        let release = try await client.lookup(Release.self, id: id)
        #expect(release.title == "Violin Concertos")
        #expect(try await Support.requestCount(scope) == 2)
        // The refetched entry replaced the damaged one and answers.
        _ = try await client.lookup(Release.self, id: id)
        #expect(try await Support.requestCount(scope) == 2)
        #expect(Self.entryFiles(directory).count == 1)
    }

    @Test("a full disk, simulated by a tiny size limit: requests still succeed and the store stays in bound")
    func tinyLimit() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let directory = try Support.directory()
        let store = try DiskResponseStore(directory: directory, byteLimit: 512)
        let cache = ResponseCache(store: store)
        let client = Support.client(scope, cache: cache)
        for _ in 0..<3 { _ = try await client.lookup(Release.self, id: id) }
        #expect(try await Support.requestCount(scope) == 3)
        #expect(Self.entryFiles(directory).isEmpty)
        let usage = await store.usage()
        #expect(usage.byteCount == 0)
        #expect(usage.byteLimit == 512)
    }

    @Test("past its bound the store evicts the least recently used entries first")
    func evictsLeastRecentlyUsed() async throws {
        let directory = try Support.directory()
        let store = try DiskResponseStore(directory: directory, byteLimit: 6_000)
        func key(_ index: Int) -> ResponseCacheKey {
            ResponseCacheKey(url: URL(string: "https://musicbrainz.example/ws/2/release/\(index)")!)
        }
        let entry = ResponseCacheEntry(
            status: 200, body: Data(repeating: 0x61, count: 1_500), storedAt: Date(), expiresAt: .distantFuture)
        for index in 0..<3 { try await store.store(entry, for: key(index)) }
        // Make entry 0 the most recently used, with times far enough apart to order.
        for (index, age) in [(1, 300.0), (2, 200.0), (0, 0.0)] {
            let file = store.file(for: key(index))
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: file.path)
        }
        try await store.store(entry, for: key(3))
        try await store.store(entry, for: key(4))
        #expect(await store.entry(for: key(1)) == nil)
        #expect(await store.entry(for: key(0)) != nil)
        #expect(await store.entry(for: key(4)) != nil)
        let usage = await store.usage()
        #expect(usage.byteCount <= 6_000)
        #expect(usage.evictionCount >= 1)
    }

    @Test("a memory store keeps to its bound, evicting the least recently used")
    func memoryStoreBound() async throws {
        let store = MemoryResponseStore(byteLimit: 4_000)
        func key(_ index: Int) -> ResponseCacheKey {
            ResponseCacheKey(url: URL(string: "https://musicbrainz.example/ws/2/release/\(index)")!)
        }
        let entry = ResponseCacheEntry(
            status: 200, body: Data(repeating: 0x61, count: 1_000), storedAt: Date(), expiresAt: .distantFuture)
        for index in 0..<3 { await store.store(entry, for: key(index)) }
        _ = await store.entry(for: key(0))
        await store.store(entry, for: key(3))
        #expect(await store.entry(for: key(1)) == nil)
        #expect(await store.entry(for: key(0)) != nil)
        let usage = await store.usage()
        #expect(usage.byteCount <= 4_000)
        #expect(usage.evictionCount == 1)
        await store.store(
            ResponseCacheEntry(status: 200, body: Data(count: 5_000), storedAt: Date(), expiresAt: .distantFuture),
            for: key(9))
        #expect(await store.entry(for: key(9)) == nil)
    }

    @Test("a downloaded image is kept by its final URL and streamed back: the second download sends nothing")
    func downloadsAreCachedByFinalURL() async throws {
        let caa = try CoverArtStandIn()
        let release = CoverArtArchiveLoopbackTests.release
        let image = CoverArtArchiveLoopbackTests.jpeg(300_000)
        let final = try await caa.serveImage(
            "/release/\(release)/front-500", release: release, file: "mbid-\(release)-1_thumb500.jpg",
            response: .data(image, contentType: "image/jpeg"))
        let cache = ResponseCache(store: try DiskResponseStore(directory: try Support.directory()))
        let client = CoverArtArchiveClient(
            configuration: .init(baseURL: caa.baseURL, userAgent: TestClients.userAgent, retryPolicy: .none),
            transport: TestTransports.urlSession.make(), middlewares: [cache])
        let folder = try Support.directory()
        let first = try #require(
            try await client.downloadImage(
                .front, of: .release(release), size: .thumbnail500, to: folder.appendingPathComponent("a.jpg")))
        let second = try #require(
            try await client.downloadImage(
                .front, of: .release(release), size: .thumbnail500, to: folder.appendingPathComponent("b.jpg")))
        #expect(try Data(contentsOf: first.file) == image)
        #expect(try Data(contentsOf: second.file) == image)
        #expect(second.url == final)
        #expect(second.byteCount == 300_000)
        // Into memory from the same short URL, and from the final URL: no request either.
        let data = try #require(try await client.imageData(.front, of: .release(release), size: .thumbnail500))
        #expect(data.data == image)
        let direct = try #require(try await client.imageData(at: final))
        #expect(direct.data == image)
        #expect(try await caa.scope.log().count == 3)  // one chain of three hops
        #expect(await cache.statistics().hits == 3)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers.sorted() == ["a.jpg", "b.jpg"])
    }

    @Test("an entry whose body length says nearly Int64.max is damaged: dropped and fetched again, no crash")
    func hugeBodyLengthIsRefetched() async throws {
        let scope = try LoopbackServer.start().scope()
        try await Support.serveRelease(scope)
        let directory = try Support.directory()
        let cache = ResponseCache(store: try DiskResponseStore(directory: directory))
        let client = Support.client(scope, cache: cache)
        _ = try await client.lookup(Release.self, id: id)
        let file = try #require(Self.entryFiles(directory).first)
        var bytes = try Data(contentsOf: file)
        bytes.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        try bytes.write(to: file)
        let release = try await client.lookup(Release.self, id: id)
        #expect(release.title == "Violin Concertos")
        #expect(try await Support.requestCount(scope) == 2)
        // The refetched entry replaced the damaged one.
        #expect(try Data(contentsOf: file) != bytes)
        _ = try await client.lookup(Release.self, id: id)
        #expect(try await Support.requestCount(scope) == 2)
    }

    /// Writes `text` to a file under `directory`, creating its folders; with `age`, the file's
    /// modification time is that long ago.
    static func plant(_ path: String, in directory: URL, age: TimeInterval? = nil) throws -> URL {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not the store's".utf8).write(to: url)
        if let age {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
        }
        return url
    }

    @Test("clearing, evicting and the tmp/ clean-up delete only the store's own files")
    func deletesOnlyItsOwnFiles() async throws {
        let directory = try Support.directory()
        let digest = String(repeating: "ab", count: 32)
        let foreign = try [
            Self.plant("entries/notes.txt", in: directory),
            Self.plant("entries/ab/notes.mbc", in: directory),
            Self.plant("entries/ab/\(digest).txt", in: directory),
            Self.plant("entries/photos/\(digest).mbc", in: directory),
            Self.plant("entries/cd/\(digest).mbc", in: directory),  // a digest in the wrong folder
            Self.plant("tmp/thesis.tex", in: directory, age: 7200),
            Self.plant("tmp/draft.part", in: directory, age: 7200),
            Self.plant("tmp/work/old.txt", in: directory, age: 7200),
        ]
        let oldStaging = try Self.plant("tmp/123-\(UUID().uuidString).part", in: directory, age: 7200)
        let freshStaging = try Self.plant("tmp/456-\(UUID().uuidString).part", in: directory)
        let store = try DiskResponseStore(directory: directory, byteLimit: 2048)
        func key(_ index: Int) -> ResponseCacheKey {
            ResponseCacheKey(url: URL(string: "https://musicbrainz.org/ws/2/release/\(index)?fmt=json")!)
        }
        // Enough writes to pass the bound and evict, which also cleans up tmp/.
        for index in 0..<10 {
            try await store.store(
                ResponseCacheEntry(
                    status: 200, body: Data(repeating: 0x41, count: 400), storedAt: Date(),
                    expiresAt: Date().addingTimeInterval(60)),
                for: key(index))
        }
        #expect(await store.usage().entryCount < 10)
        #expect(!FileManager.default.fileExists(atPath: oldStaging.path))
        #expect(FileManager.default.fileExists(atPath: freshStaging.path))
        try await store.removeAll()
        #expect(await store.usage().entryCount == 0)
        // Left: the four planted files inside folders of entries/, none of the store's.
        #expect(Self.entryFiles(directory).count == 4)
        #expect(!FileManager.default.fileExists(atPath: freshStaging.path))
        for file in foreign {
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) was deleted")
        }
        // The store's own folders that held only its entries are gone; the others stay.
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("entries").path)
        #expect(folders.sorted() == ["ab", "cd", "notes.txt", "photos"])
    }

    @Test("several processes clearing one store at once all succeed: a file already gone counts as removed")
    func concurrentClears() async throws {
        let directory = try Support.directory()
        let writer = try DiskResponseStore(directory: directory)
        for round in 0..<3 {
            for index in 0..<200 {
                try await writer.store(
                    ResponseCacheEntry(status: 200, body: Data("{}".utf8), storedAt: Date(), expiresAt: Date()),
                    for: ResponseCacheKey(
                        url: URL(string: "https://musicbrainz.org/ws/2/release/\(round)-\(index)?fmt=json")!))
            }
            let stores = try (0..<8).map { _ in try DiskResponseStore(directory: directory) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for store in stores { group.addTask { try await store.removeAll() } }
                try await group.waitForAll()
            }
            #expect(Self.entryFiles(directory).isEmpty)
        }
    }

    @Test("a cache directory that cannot be created is fileAccessFailed, naming it and the system's reason")
    func fileAccessFailed() throws {
        let directory = try Support.directory()
        let blocker = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let cache = blocker.appendingPathComponent("cache")
        let error = #expect(throws: MusicBrainzError.self) { try DiskResponseStore(directory: cache) }
        #expect(error?.code == .fileAccessFailed)
        #expect(error?.message.contains(cache.path) == true, "\(String(describing: error))")
        #expect(error?.message.contains("Not a directory") == true, "\(String(describing: error))")
    }
}
