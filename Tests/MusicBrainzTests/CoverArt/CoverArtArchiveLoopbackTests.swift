import Foundation
import MusicBrainz
import Testing

/// The Cover Art Archive client through every real transport against a stand-in archive on
/// the loopback server: 307 redirects to listings and images, redirect chains, streaming
/// downloads, "no art" and error pages.
@Suite struct CoverArtArchiveLoopbackTests {
    static let release = MBID("76df3287-6cda-33eb-8e9a-044b5e15ffdd")!
    static let group = MBID("c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b")!
    static let chosen = MBID("3e9a1f27-5d4b-4c8e-b6a0-9f2d1c7e5b84")!

    /// Bytes that look like a JPEG and differ from run to run.
    static func jpeg(_ count: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
        bytes += (0..<max(0, count - 6)).map { _ in UInt8.random(in: 0...255) }
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    @Test("a release listing is fetched through the archive's 307 to index.json", arguments: TestTransports.all)
    func releaseListing(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveListing(
            .release(Self.release), release: Self.release, listing: try caa.fixture("caa-release-full.json"))
        let client = caa.client(transport.make())
        let listing = try #require(try await client.listing(for: .release(Self.release)))
        #expect(listing.releaseID == Self.release)
        #expect(listing.images.map(\.id.rawValue) == [829_521_842, 829_523_120, 36_170_434_218])
        #expect(
            listing.image(.front)?.thumbnails.size500 == caa.scope.url("/caa/release/\(Self.release)/829521842-500.jpg")
        )
        let log = try await caa.scope.log()
        #expect(
            log.map(\.path) == [
                caa.path("/release/\(Self.release)"), caa.scope.prefix + "/ia/download/mbid-\(Self.release)/index.json",
            ])
        #expect(log.first?.header("User-Agent")?.hasPrefix("MusicBrainzTests/1.0 ( tests@example.org )") == true)
        #expect(log.first?.header("Accept") == "application/json")
    }

    @Test("a release group listing is the chosen release's, and its front resolves", arguments: TestTransports.all)
    func releaseGroupListing(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveListing(
            .releaseGroup(Self.group), release: Self.chosen, listing: try caa.fixture("caa-release-group-front.json"))
        let client = caa.client(transport.make())
        let cover = try #require(try await client.resolve(.front, of: .releaseGroup(Self.group), size: .thumbnail1200))
        #expect(cover.entity == .releaseGroup(Self.group))
        #expect(cover.release == URL(string: "https://musicbrainz.org/release/\(Self.chosen)"))
        #expect(cover.size == .thumbnail1200)
        #expect(cover.url == caa.scope.url("/caa/release/\(Self.chosen)/20251129001-1200.jpg"))
        #expect(cover.image.types == [.front, .rawUnedited])
    }

    @Test("a listing without the 1200 thumbnail falls back to the original", arguments: TestTransports.all)
    func missing1200FallsBackToOriginal(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveListing(
            .release(Self.release), release: Self.release, listing: try caa.fixture("caa-release-no-1200.json"))
        let client = caa.client(transport.make())
        let cover = try #require(try await client.resolve(.front, of: .release(Self.release), size: .thumbnail1200))
        #expect(cover.size == .original)
        #expect(cover.url == caa.scope.url("/caa/release/\(Self.release)/829521842.jpg"))
        #expect(
            try await client.imageURL(.front, of: .release(Self.release), size: .thumbnail1200, fallback: []) == nil)

        // The URL from the listing downloads through the archive's redirects too.
        let bytes = Self.jpeg(4096)
        try await caa.serveImage(
            "/release/\(Self.release)/829521842.jpg", release: Self.release,
            file: "mbid-\(Self.release)-829521842.jpg", response: .data(bytes, contentType: "image/jpeg"))
        #expect(try await client.imageData(at: cover.url)?.data == bytes)
    }

    @Test("image bytes follow a 307 chain: /front-500 → /download/… → storage node", arguments: TestTransports.all)
    func redirectChain(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        let bytes = Self.jpeg(70_000)
        let final = try await caa.serveImage(
            "/release/\(Self.release)/front-500", release: Self.release,
            file: "mbid-\(Self.release)-829521842_thumb500.jpg", response: .data(bytes, contentType: "image/jpeg"))
        let client = caa.client(transport.make())
        let image = try #require(try await client.imageData(.front, of: .release(Self.release), size: .thumbnail500))
        #expect(image.data == bytes)
        #expect(image.mediaType == "image/jpeg")
        #expect(image.url == final)
        let log = try await caa.scope.log()
        #expect(log.count == 3)
        #expect(log.first?.path == caa.path("/release/\(Self.release)/front-500"))
        #expect(log.last?.path == final.path)
        // The User-Agent reaches every hop of the chain, not only the archive.
        #expect(log.allSatisfy { $0.header("User-Agent")?.hasPrefix("MusicBrainzTests/1.0") == true })
    }

    @Test("a large original streams into a file through the redirects", arguments: TestTransports.all)
    func streamingDownload(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        let size = 3_000_000
        try await caa.serveImage(
            "/release/\(Self.release)/front", release: Self.release, file: "mbid-\(Self.release)-829521842.png",
            response: .init(headers: ["Content-Type": "image/png"], bodySize: size, behavior: "chunked"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("caa-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("old".utf8).write(to: file)
        let client = caa.client(transport.make())
        let saved = try #require(
            try await client.downloadImage(.front, of: .release(Self.release), size: .original, to: file))
        #expect(saved.file == file)
        #expect(saved.byteCount == Int64(size))
        #expect(saved.mediaType == "image/png")
        #expect(saved.url?.path.hasSuffix("mbid-\(Self.release)-829521842.png") == true)
        let written = try Data(contentsOf: file)
        #expect(written.count == size)
        #expect(written.prefix(4) == Data("xxxx".utf8))
    }

    @Test(
        "downloadImage refuses a destination that is a FIFO, a symbolic link or a folder, sending nothing",
        arguments: DownloadFileTests.Made.allCases)
    func refusesSpecialDestination(made: DownloadFileTests.Made) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveImage(
            "/release/\(Self.release)/front", release: Self.release, file: "mbid-\(Self.release)-829521842.png",
            response: .init(headers: ["Content-Type": "image/png"], bodySize: 5000))
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = try DownloadFileTests.make(made, in: folder)
        let client = caa.client(TestTransports.urlSession.make())
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.downloadImage(.front, of: .release(Self.release), size: .original, to: destination)
        }
        #expect(error?.code == .invalidRequest)
        #expect(try await caa.scope.log().isEmpty)
        try DownloadFileTests.expectUntouched(made, destination, in: folder)
    }

    @Test("a destination name of 255 bytes, the file system's limit, downloads", arguments: TestTransports.all)
    func longDestinationName(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveImage(
            "/release/\(Self.release)/front", release: Self.release, file: "mbid-\(Self.release)-829521842.png",
            response: .init(headers: ["Content-Type": "image/png"], bodySize: 5000))
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "é", count: 125) + "a.png"  // 2 × 125 + 5 = 255 bytes
        #expect(name.utf8.count == 255)
        let file = folder.appendingPathComponent(name)
        let client = caa.client(transport.make())
        let saved = try #require(
            try await client.downloadImage(.front, of: .release(Self.release), size: .original, to: file))
        #expect(saved.byteCount == 5000)
        #expect(try Data(contentsOf: file).count == 5000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @Test(
        "no cover art is nil and writes no file; a release group front falls back from the release",
        arguments: TestTransports.all)
    func noArt(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveError(
            "/release/\(Self.release)", status: 404, message: "No cover art found for release \(Self.release)")
        try await caa.serveError(
            "/release/\(Self.release)/front", status: 404,
            message: "No front cover image found for release with identifier \(Self.release)")
        try await caa.serveListing(
            .releaseGroup(Self.group), release: Self.chosen, listing: try caa.fixture("caa-release-group-front.json"))
        let client = caa.client(transport.make())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("caa-\(UUID().uuidString).jpg")
        #expect(try await client.listing(for: .release(Self.release)) == nil)
        #expect(try await client.imageData(.front, of: .release(Self.release), size: .original) == nil)
        #expect(try await client.downloadImage(.front, of: .release(Self.release), size: .original, to: file) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))

        let cover = try #require(
            try await client.frontCover(ofRelease: Self.release, releaseGroup: Self.group, size: .thumbnail500))
        #expect(cover.entity == .releaseGroup(Self.group))
        #expect(cover.url == caa.scope.url("/caa/release/\(Self.chosen)/20251129001-500.jpg"))
    }

    @Test("a 400 page is badRequest with the archive's message; a 500 is serverError", arguments: TestTransports.all)
    func errorPages(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveError("/release/\(Self.release)", status: 400, message: "invalid MBID specified")
        try await caa.serveError(
            "/release/\(Self.release)/front-250", status: 500, message: "Whoops. Our bad.\n", html: false)
        let client = caa.client(transport.make())
        let bad = await #expect(throws: MusicBrainzError.self) { try await client.listing(for: .release(Self.release)) }
        #expect(bad?.code == .badRequest)
        #expect(bad?.statusCode == 400)
        #expect(bad?.serverMessage == "invalid MBID specified")
        let failed = await #expect(throws: MusicBrainzError.self) {
            try await client.imageData(.front, of: .release(Self.release), size: .thumbnail250)
        }
        #expect(failed?.code == .serverError)
        #expect(failed?.serverMessage == "Whoops. Our bad.")
        #expect(failed?.requestURL?.path == caa.path("/release/\(Self.release)/front-250"))
    }

    @Test("a 503 is retried under the retry policy and then succeeds", arguments: TestTransports.all)
    func retriesServiceUnavailable(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        let bytes = Self.jpeg(512)
        try await caa.scope.register([
            .init(
                method: "GET", path: caa.path("/release/\(Self.release)/back-250"),
                responses: [
                    .init(status: 503, headers: ["Retry-After": "0", "Content-Type": "text/plain"], body: "busy"),
                    .data(bytes, contentType: "image/jpeg"),
                ])
        ])
        let client = caa.client(
            transport.make(),
            retryPolicy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(5), minimumDelay: .milliseconds(5)))
        #expect(try await client.imageData(.back, of: .release(Self.release), size: .thumbnail250)?.data == bytes)
        #expect(try await caa.scope.log().count == 2)
    }

    // MARK: Downloads that are not images

    @Test(
        "a 200 HTML page instead of the image leaves the existing file untouched and says what came",
        arguments: TestTransports.all)
    func htmlInsteadOfImageKeepsFile(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        let page = "<!DOCTYPE html><html><body>Please log in to the hotel Wi-Fi</body></html>"
        try await caa.serveImage(
            "/release/\(Self.release)/front", release: Self.release, file: "mbid-\(Self.release)-829521842.jpg",
            response: .text(page, status: 200, contentType: "text/html; charset=utf-8"))
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keep.jpg")
        try Data("precious\n".utf8).write(to: file)
        let client = caa.client(transport.make())
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.downloadImage(.front, of: .release(Self.release), size: .original, to: file)
        }
        #expect(error?.code == .unexpectedContentType)
        #expect(error?.statusCode == 200)
        #expect(error?.message.contains("text/html") == true)
        #expect(error?.message.contains("Please log in") == true)
        #expect(error?.message.contains("the body is empty") == false)
        #expect(try Data(contentsOf: file) == Data("precious\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.jpg"])
    }

    @Test(
        "an image without a content type is recognised by its first bytes; other untyped bytes are refused",
        arguments: TestTransports.all)
    func untypedBodies(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 7, count: 100)
        try await caa.serveImage(
            "/release/\(Self.release)/front", release: Self.release, file: "front.png",
            response: .init(bodyBase64: png.base64EncodedString()))
        try await caa.serveImage(
            "/release/\(Self.release)/back", release: Self.release, file: "back.bin",
            response: .data(Data("not an image at all".utf8), contentType: "application/octet-stream"))
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = caa.client(transport.make())

        let front = folder.appendingPathComponent("front.png")
        let saved = try #require(
            try await client.downloadImage(.front, of: .release(Self.release), size: .original, to: front))
        #expect(saved.byteCount == Int64(png.count))
        #expect(try Data(contentsOf: front) == png)

        let back = folder.appendingPathComponent("back.jpg")
        try Data("old".utf8).write(to: back)
        let error = await #expect(throws: MusicBrainzError.self) {
            try await client.downloadImage(.back, of: .release(Self.release), size: .original, to: back)
        }
        #expect(error?.code == .unexpectedContentType)
        #expect(error?.message.contains("not an image at all") == true)
        #expect(try Data(contentsOf: back) == Data("old".utf8))
        let inMemory = await #expect(throws: MusicBrainzError.self) {
            try await client.imageData(.back, of: .release(Self.release), size: .original)
        }
        #expect(inMemory?.code == .unexpectedContentType)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["back.jpg", "front.png"])
    }

    @Test("an error status or a failed transfer leaves the existing file untouched", arguments: TestTransports.all)
    func failedDownloadKeepsFile(transport: TestTransports.Kind) async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveError("/release/\(Self.release)/front", status: 500, message: "Whoops.")
        try await caa.serveImage(
            "/release/\(Self.release)/back", release: Self.release, file: "back.jpg",
            response: .init(headers: ["Content-Type": "image/jpeg"], bodySize: 100_000, behavior: "truncate"))
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keep.jpg")
        try Data("precious".utf8).write(to: file)
        let client = caa.client(transport.make())
        for selector in [CoverArtImageSelector.front, .back] {
            await #expect(throws: MusicBrainzError.self) {
                try await client.downloadImage(selector, of: .release(Self.release), size: .original, to: file)
            }
            #expect(try Data(contentsOf: file) == Data("precious".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.jpg"])
    }
}
