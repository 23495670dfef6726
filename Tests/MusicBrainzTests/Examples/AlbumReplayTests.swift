import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// The recorded session the README's offline command replays
/// (`Examples/Recordings/violin-concertos`, made by `Scripts/record-album-session.py`). When
/// `mbz album` changes the requests it sends, the replay finds no recorded answer and these
/// tests fail until the script is run again.
@Suite struct AlbumReplayTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("Examples/Recordings/violin-concertos")
    static let command = "swift run mbz album \"Violin Concertos\" --replay Examples/Recordings/violin-concertos"

    @Test("the shipped recording replays the album offline, from musicbrainz.org's URLs, with nothing sent")
    func replaysTheAlbum() async throws {
        // No --base-url: the recorded URLs are those of musicbrainz.org, and a replay sends nothing.
        let result = try await CommandRunner.mbz(["album", "Violin Concertos", "--replay", Self.folder.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout == """
                Violin Concertos
                Artist: Hilary Hahn & LACO

                Medium 1 (CD)
                  1. Violin Concerto in A minor: I. Allegro moderato  3:47
                  2. Violin Concerto in A minor: II. Andante  6:23
                  3. Violin Concerto in A minor: III. Allegro assai  3:41

                Medium 2 (CD): Bonus Disc
                  1. Violin Concerto in E major: I. Allegro  7:48
                  2. Violin Concerto in E major: II. Adagio  6:35

                Release date: 2003-09-09
                Country: DE
                Format: CD + CD
                Language: eng
                Script: Latn
                Data quality: high
                Status: Official
                Packaging: Jewel Case
                Barcode: 028947462521
                ASIN: B0000DZ3GQ
                Release group: Violin Concertos
                Type: Album
                Tracks: 5
                Label: Deutsche Grammophon  Catalog number: 474 625-2
                Cover art: https://coverartarchive.org/release/5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e/front
                MBID: 5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e
                Confidence: 1.00 (confident match (0.84 ahead of the next))

                """)
    }

    @Test("the recording holds only answered requests to musicbrainz.org and the archive, and no credentials")
    func recordingIsClean() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(files.count >= 2)
        let replay = try ReplayTransport(directory: Self.folder)
        #expect(replay.exchangeCount == files.count)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let exchange = try JSONDecoder().decode(RecordedExchange.self, from: Data(text.utf8))
            let url = try #require(URL(string: exchange.request.url))
            #expect(["musicbrainz.org", "coverartarchive.org"].contains(url.host), "\(file.lastPathComponent)")
            #expect(url.scheme == "https")
            #expect((200..<300).contains(exchange.response.status))
            let names = (exchange.request.headers + exchange.response.headers).compactMap(\.first).map {
                $0.lowercased()
            }
            #expect(
                names.allSatisfy { !["authorization", "proxy-authorization", "cookie", "set-cookie"].contains($0) })
            #expect(!text.contains("127.0.0.1"))
            #expect(!text.lowercased().contains("bearer"))
        }
    }

    @Test("the README names the offline command on the line under its two set-up commands")
    func readmeNamesIt() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let open = try #require(lines.firstIndex { $0.hasPrefix("```") })
        let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
        let commands = lines[(open + 1)..<close].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(commands.count == 2)
        #expect(commands.first?.hasPrefix("swift run mbz album \"Violin Concertos\"") == true)
        #expect(lines[close + 1].contains("`\(Self.command)`"))
    }
}
