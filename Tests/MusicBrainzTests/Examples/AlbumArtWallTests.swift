import Foundation
import MusicBrainz
import Testing

/// The AlbumArtWall example and `mbz wall`, end to end: the built programs against MusicBrainz
/// and Cover Art Archive stand-ins on the loopback server, for an artist with 30 albums.
@Suite struct AlbumArtWallTests {
    /// Serves the wall data: two browse pages, and for each album with art a 307 from the
    /// archive to an "archive.org" `index.json` whose images are on the same server.
    static func serve(_ data: WallData) async throws -> LoopbackServer.Scope {
        let scope = try LoopbackServer.start().scope()
        var routes: [LoopbackServer.Route] = []
        for offset in stride(from: 0, to: data.releaseCount, by: 100) {
            routes.append(
                .init(
                    method: "GET", path: scope.path("release"),
                    query: ["artist": WallData.artist.description, "offset": String(offset)],
                    responses: [.json(data.releasesPage(offset: offset, limit: 100))]))
        }
        for album in data.albumsWithArt {
            let index = "/ia/\(album.group)/index.json"
            let location = scope.url(index).absoluteString
            let listing = try #require(data.listing(for: album, imageBase: scope.url("/img").absoluteString))
            routes.append(
                .init(
                    method: "GET", path: scope.prefix + "/caa/release-group/\(album.group)",
                    responses: [.init(status: 307, headers: ["Location": location], body: "See: \(location)\n")]))
            routes.append(.init(method: "GET", path: scope.prefix + index, responses: [.json(listing)]))
        }
        try await scope.register(routes)
        return scope
    }

    static func arguments(_ scope: LoopbackServer.Scope) -> [String] {
        ["--base-url", scope.baseURL.absoluteString, "--caa-base-url", scope.url("/caa").absoluteString]
    }

    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wall-\(UUID().uuidString).html")
    }

    @Test("AlbumArtWall sends the browse pages and one listing per album with art, and prints the grid")
    func requestsAndGrid() async throws {
        let data = WallData()
        let scope = try await Self.serve(data)
        let page = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: page) }
        let result = try await CommandRunner.run(
            "AlbumArtWall", [WallData.artist.description, "--html", page.path] + Self.arguments(scope))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Albums by The Loopback Ensemble")
        #expect(lines.contains("| [cover 250]            | [cover 250]            | [cover 250]            |"))
        #expect(lines.contains("| Echoes                 | Songs & <Stories>      | \"Quoted\" 'Tis          |"))
        #expect(lines.contains("| 1970                   | 1971                   | 1972                   |"))
        #expect(lines.contains("| [cover 250]            | [no cover art]         | [cover 250]            |"))
        #expect(lines.contains("30 albums, 24 with a front cover"))
        #expect(lines.last == "wrote \(page.path)")

        let log = try await scope.log()
        let browses = log.filter { $0.path == scope.path("release") }
        let listings = log.filter { $0.path.hasPrefix(scope.prefix + "/caa/") }
        let hops = log.filter { $0.path.hasPrefix(scope.prefix + "/ia/") }
        #expect(browses.map { $0.query["offset"] ?? [] } == [["0"], ["100"]])
        #expect(
            browses.allSatisfy {
                $0.query["inc"] == ["release-groups artist-credits"]
                    || $0.query["inc"] == ["artist-credits release-groups"]
            })
        #expect(browses.allSatisfy { $0.query["type"] == ["album"] && $0.query["status"] == ["official"] })
        #expect(listings.count == 24)
        #expect(
            Set(listings.map(\.path)) == Set(data.albumsWithArt.map { scope.prefix + "/caa/release-group/\($0.group)" })
        )
        #expect(hops.count == 24)
        #expect(log.count == 2 + 24 + 24)  // nothing for the six albums without art, no images
        #expect(log.allSatisfy { $0.header("User-Agent")?.hasPrefix("AlbumArtWall/1.0 ( ") == true })
    }

    @Test("the HTML page has one cover per album with art, a placeholder for the others, titles escaped")
    func page() async throws {
        let data = WallData()
        let scope = try await Self.serve(data)
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CommandRunner.run(
            "AlbumArtWall", [WallData.artist.description, "--size", "500", "--html", file.path] + Self.arguments(scope))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let html = try String(contentsOf: file, encoding: .utf8)
        let items = html.components(separatedBy: "<li class=\"album\">").dropFirst()
        #expect(items.count == 30)
        for (item, album) in zip(items, data.albums) {
            if album.hasArt {
                #expect(item.hasPrefix("<img src=\"\(scope.url("/img/\(album.index)-500.png").absoluteString)\""))
                #expect(!item.contains("no-art"))
            } else {
                #expect(item.hasPrefix("<div class=\"no-art\""))
                #expect(!item.contains("<img"))
            }
            #expect(item.contains("<span class=\"year\">\(album.year)</span>"))
        }
        #expect(html.components(separatedBy: "<img ").count - 1 == 24)
        #expect(html.components(separatedBy: "class=\"no-art\"").count - 1 == 6)
        #expect(html.contains("<span class=\"title\">Songs &amp; &lt;Stories&gt;</span>"))
        #expect(html.contains("alt=\"Cover of &quot;Quoted&quot; &#39;Tis\""))
        #expect(!html.contains("<Stories>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<link"))
        #expect(html.contains("Content-Security-Policy"))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>Albums by The Loopback Ensemble</title>"))
    }

    @Test("mbz wall prints the same wall and writes the same page")
    func mbzWall() async throws {
        let data = WallData(albumCount: 7, releasesPerAlbum: 2)
        let scope = try await Self.serve(data)
        let (fromExample, fromMbz) = (Self.temporaryFile(), Self.temporaryFile())
        defer {
            try? FileManager.default.removeItem(at: fromExample)
            try? FileManager.default.removeItem(at: fromMbz)
        }
        let example = try await CommandRunner.run(
            "AlbumArtWall", [WallData.artist.description, "--html", fromExample.path] + Self.arguments(scope))
        let mbz = try await CommandRunner.mbz(
            ["wall", WallData.artist.description, "--html", fromMbz.path] + Self.arguments(scope))
        #expect(mbz.status == 0, "stderr: \(mbz.stderr)")
        #expect(mbz.stdout.hasSuffix("7 albums, 6 with a front cover\n"))
        #expect(example.stdout.hasPrefix(mbz.stdout))
        #expect(mbz.stderr == "mbz: wrote \(fromMbz.path)\n")
        #expect(try Data(contentsOf: fromMbz) == Data(contentsOf: fromExample))
        let log = try await scope.log()
        #expect(log.filter { $0.path.hasPrefix(scope.prefix + "/caa/") }.count == 2 * 6)
    }

    @Test("--play N taps an album: its release is looked up and the queue it plays is printed, with the wall's cover")
    func play() async throws {
        let data = WallData(albumCount: 7, releasesPerAlbum: 2)
        let scope = try await Self.serve(data)
        // Album 2 has art on its second release, album 5 none: the first release is played.
        let withArt = data.albums[1]
        let withoutArt = data.albums[4]
        try await scope.register([
            .init(
                method: "GET", path: scope.path("release/\(withArt.releases[1])"),
                responses: [.json(data.releaseLookup(withArt, release: withArt.releases[1]))]),
            .init(
                method: "GET", path: scope.path("release/\(withoutArt.releases[0])"),
                responses: [.json(data.releaseLookup(withoutArt, release: withoutArt.releases[0]))]),
        ])
        let result = try await CommandRunner.run(
            "AlbumArtWall", [WallData.artist.description, "--play", "2"] + Self.arguments(scope))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                """
                7 albums, 6 with a front cover

                Album 2: Songs & <Stories>
                Songs & <Stories> – The Loopback Ensemble
                1. Opening – The Loopback Ensemble  (track 1)  3:47
                2. Middle – The Loopback Ensemble  (track 2)  6:23
                3. The Long One – The Loopback Ensemble feat. Guest  (track 3)  1:02:05
                Total: 1:12:15 (3 tracks)
                Cover: \(scope.url("/img/1-250.png").absoluteString)

                """), "stdout: \(result.stdout)")
        let lookups = try await scope.log().filter { $0.path.hasPrefix(scope.path("release/")) }
        #expect(lookups.map(\.path) == [scope.path("release/\(withArt.releases[1])")])
        #expect(lookups.first?.query["inc"]?.first?.split(separator: " ").sorted() == ["artist-credits", "recordings"])

        let noArt = try await CommandRunner.run(
            "AlbumArtWall", [WallData.artist.description, "--play", "5"] + Self.arguments(scope))
        #expect(noArt.status == 0, "stderr: \(noArt.stderr)")
        #expect(noArt.stdout.contains("\nAlbum 5: Paper Moons\nPaper Moons – The Loopback Ensemble\n1. Opening"))
        #expect(noArt.stdout.hasSuffix("Total: 1:12:15 (3 tracks)\nCover: none\n"))

        let beyond = try await CommandRunner.run(
            "AlbumArtWall", [WallData.artist.description, "--play", "8"] + Self.arguments(scope))
        #expect(beyond.status == 64)
        #expect(beyond.stderr.contains("--play 8: the wall has 7 albums"))
    }

    @Test("a bad artist MBID or size is a usage error, before any request")
    func usageErrors() async throws {
        let bad = try await CommandRunner.run("AlbumArtWall", ["not-an-mbid"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("not-an-mbid"))
        let size = try await CommandRunner.run("AlbumArtWall", [WallData.artist.description, "--size", "300"])
        #expect(size.status == 64)
        #expect(size.stderr.contains("--size must be one of 250, 500, 1200, original, not \"300\"; did you mean 500?"))
        let none = try await CommandRunner.run("AlbumArtWall", [])
        #expect(none.status == 64)
        #expect(
            none.stderr == "AlbumArtWall: missing ARTIST_MBID\n(AlbumArtWall --help shows the arguments and options)\n")
    }
}
