import Foundation
import MusicBrainz
import Testing

/// `mbz cover-art` and the `Cover art:` line of `mbz album`, end to end against a stand-in
/// Cover Art Archive on the loopback server.
@Suite struct CoverArtCommandTests {
    static let release = "76df3287-6cda-33eb-8e9a-044b5e15ffdd"
    static let group = "c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b"
    static let chosen = "3e9a1f27-5d4b-4c8e-b6a0-9f2d1c7e5b84"

    func standIn(
        listing fixture: String, for entity: CoverArtEntity, release: String = release
    ) async throws
        -> CoverArtStandIn
    {
        let caa = try CoverArtStandIn()
        try await caa.serveListing(entity, release: try MBID(validating: release), listing: try caa.fixture(fixture))
        return caa
    }

    @Test("mbz cover-art prints the front cover URL at the size asked")
    func printsURL() async throws {
        let caa = try await standIn(listing: "caa-release-full.json", for: .release(MBID(Self.release)!))
        let result = try await CommandRunner.mbz([
            "cover-art", Self.release, "--size", "500", "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == caa.baseURL.absoluteString + "/release/\(Self.release)/829521842-500.jpg\n")
        let original = try await CommandRunner.mbz([
            "cover-art", Self.release, "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(original.stdout == caa.baseURL.absoluteString + "/release/\(Self.release)/829521842.jpg\n")
        #expect(original.stderr.isEmpty)
        let log = try await caa.scope.log()
        #expect(log.first?.header("User-Agent")?.hasPrefix("mbz/0.1.0 ( ") == true)
    }

    @Test("COVERARTARCHIVE_BASE_URL is honoured, and a missing 1200 thumbnail falls back to the original")
    func environmentAndFallback() async throws {
        let caa = try await standIn(listing: "caa-release-no-1200.json", for: .release(MBID(Self.release)!))
        let result = try await CommandRunner.mbz(
            ["cover-art", Self.release, "--size", "1200"],
            environment: ["COVERARTARCHIVE_BASE_URL": caa.baseURL.absoluteString])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == caa.baseURL.absoluteString + "/release/\(Self.release)/829521842.jpg\n")
        #expect(result.stderr == "mbz: no 1200 front image; the nearest is original\n")
    }

    @Test("mbz cover-art --release-group asks /release-group/<mbid>")
    func releaseGroup() async throws {
        let caa = try await standIn(
            listing: "caa-release-group-front.json", for: .releaseGroup(MBID(Self.group)!), release: Self.chosen)
        let result = try await CommandRunner.mbz([
            "cover-art", Self.group, "--release-group", "--size", "250", "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == caa.baseURL.absoluteString + "/release/\(Self.chosen)/20251129001-250.jpg\n")
        #expect(try await caa.scope.log().first?.path == caa.path("/release-group/\(Self.group)"))
    }

    @Test("mbz cover-art --json prints the whole listing in the archive's JSON shape")
    func json() async throws {
        let caa = try await standIn(listing: "caa-release-legacy.json", for: .release(MBID(Self.release)!))
        let result = try await CommandRunner.mbz([
            "cover-art", Self.release, "--json", "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let printed = try CoverArtListing(json: Data(result.stdout.utf8))
        #expect(printed == (try CoverArtListing(json: try OwnFixtures.data("caa-release-legacy.json"))))
        #expect(result.stdout.contains(#""id" : 1234567890"#))
        #expect(
            result.stdout.contains(
                #""small" : "http://coverartarchive.org/release/1e2fb1a4-8c2d-4f7e-a0b5-3c9d6e8f1a2b/1234567890-250.jpg""#
            ))
    }

    @Test("a release without cover art prints \"no cover art\" and exits 2")
    func noCoverArt() async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveError(
            "/release/\(Self.release)", status: 404, message: "No cover art found for release \(Self.release)")
        for extra in [[], ["--json"]] {
            let result = try await CommandRunner.mbz(
                ["cover-art", Self.release, "--caa-base-url", caa.baseURL.absoluteString] + extra)
            #expect(result.status == 2)
            #expect(result.stdout == "no cover art\n")
        }
        let empty = try await standIn(listing: "caa-release-empty.json", for: .release(MBID(Self.release)!))
        let result = try await CommandRunner.mbz([
            "cover-art", Self.release, "--caa-base-url", empty.baseURL.absoluteString,
        ])
        #expect(result.status == 2)
        #expect(result.stdout == "no cover art\n")
    }

    @Test("mbz cover-art --download streams the image into the file")
    func download() async throws {
        let caa = try await standIn(listing: "caa-release-full.json", for: .release(MBID(Self.release)!))
        let bytes = Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try await caa.serveImage(
            "/release/\(Self.release)/829521842-250.jpg", release: MBID(Self.release)!,
            file: "mbid-\(Self.release)-829521842_thumb250.jpg", response: .data(bytes, contentType: "image/jpeg"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mbz-cover-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CommandRunner.mbz([
            "cover-art", Self.release, "--size", "250", "--download", file.path, "--caa-base-url",
            caa.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(try Data(contentsOf: file) == bytes)
        #expect(result.stderr.contains("saved 20000 bytes (image/jpeg, 250) to \(file.path)"))
    }

    @Test("mbz cover-art --download keeps the existing file when the server sends a page instead of the image")
    func downloadKeepsFileOnHTML() async throws {
        let caa = try await standIn(listing: "caa-release-full.json", for: .release(MBID(Self.release)!))
        try await caa.serveImage(
            "/release/\(Self.release)/829521842.jpg", release: MBID(Self.release)!,
            file: "mbid-\(Self.release)-829521842.jpg",
            response: .text("<html><body>Item not available</body></html>", status: 200, contentType: "text/html"))
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keep.jpg")
        try Data("precious\n".utf8).write(to: file)
        let result = try await CommandRunner.mbz([
            "cover-art", Self.release, "--download", file.path, "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("text/html"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("Item not available"))
        #expect(!result.stderr.contains("the body is empty"))
        #expect(try Data(contentsOf: file) == Data("precious\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.jpg"])
    }

    @Test("an ftp image URL in the archive's listing reads as missing: mbz falls back to a web thumbnail")
    func nonWebImageURLInListing() async throws {
        let caa = try CoverArtStandIn()
        let listing = String(decoding: try caa.fixture("caa-release-full.json"), as: UTF8.self)
            .replacingOccurrences(
                of: caa.baseURL.absoluteString + "/release/\(Self.release)/829521842.jpg",
                with: "ftp://archive.example/829521842.jpg")
        #expect(listing.contains("ftp://archive.example/829521842.jpg"))
        try await caa.serveListing(
            .release(MBID(Self.release)!), release: MBID(Self.release)!, listing: Data(listing.utf8))
        let result = try await CommandRunner.mbz([
            "cover-art", Self.release, "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(!result.stdout.contains("ftp:"))
        #expect(result.stdout.hasPrefix(caa.baseURL.absoluteString + "/release/\(Self.release)/829521842-"))
        #expect(result.stderr.hasPrefix("mbz: no original front image; the nearest is "))
    }

    @Test(
        "a bad MBID, a bad size or a bad archive URL is a usage error with exit status 64",
        arguments: [
            (["cover-art", "not-an-mbid"], "is not an MBID"),
            (["cover-art", release, "--size", "2000"], "--size must be one of 250, 500, 1200, original, not \"2000\""),
            (["cover-art", release, "--caa-base-url", "ftp://x"], "--caa-base-url must be an http(s) URL"),
            (["cover-art"], "cover-art needs MBID"),
        ])
    func usageErrors(arguments: [String], message: String) async throws {
        let result = try await CommandRunner.mbz(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message))
    }

    @Test("a bad COVERARTARCHIVE_BASE_URL is reported as the environment variable, not as --caa-base-url")
    func badEnvironmentURL() async throws {
        let result = try await CommandRunner.mbz(
            ["cover-art", Self.release], environment: ["COVERARTARCHIVE_BASE_URL": "ftp://x"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("COVERARTARCHIVE_BASE_URL must be an http(s) URL"), "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("--caa-base-url must"))
    }

    @Test("an error page from the archive prints the typed error and exits 1")
    func serverError() async throws {
        let caa = try CoverArtStandIn()
        try await caa.serveError("/release/\(Self.release)", status: 400, message: "invalid MBID specified")
        let result = try await CommandRunner.mbz([
            "cover-art", Self.release, "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("server said: invalid MBID specified"))
        #expect(result.stderr.contains("(badRequest)"))
    }

    /// Serves `mbz album`'s search and lookup, with the lookup's `cover-art-archive` flags set.
    func serveAlbum(front: Bool) async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        var lookup = String(decoding: try OwnFixtures.data("release-lookup-violin-concertos.json"), as: UTF8.self)
        if !front {
            lookup = lookup.replacingOccurrences(
                of: #""artwork": true,\#n  "count": 2,\#n  "front": true,"#,
                with: #""artwork": true,\#n  "count": 1,\#n  "front": false,"#)
            #expect(lookup.contains(#""front": false"#))
        }
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release"), queryContains: ["query": "Violin Concertos"],
                responses: [.json(try OwnFixtures.data("release-search-violin-concertos.json"))]),
            .init(
                method: "GET", path: scope.path("release/\(AlbumCommandTests.releaseID)"),
                responses: [.json(Data(lookup.utf8))]),
        ])
        return scope
    }

    @Test("mbz album shows the front cover's redirect URL from the release's flags, without asking the archive")
    func albumCoverLine() async throws {
        let scope = try await serveAlbum(front: true)
        let caa = try CoverArtStandIn()
        let result = try await CommandRunner.mbz([
            "album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString,
            "--caa-base-url", caa.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Cover art: \(caa.baseURL.absoluteString)/release/\(AlbumCommandTests.releaseID)/front"))
        #expect(try await caa.scope.log().isEmpty)

        let standard = try await CommandRunner.mbz([
            "album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(
            standard.stdout.contains(
                "Cover art: https://coverartarchive.org/release/\(AlbumCommandTests.releaseID)/front\n"))
    }

    @Test("mbz album says Cover art: - when the release has no front cover")
    func albumWithoutCover() async throws {
        let scope = try await serveAlbum(front: false)
        let result = try await CommandRunner.mbz([
            "album", "Violin Concertos", "--base-url", scope.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").contains("Cover art: -"))
    }
}
