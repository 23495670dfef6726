import Foundation
import MusicBrainz
import Testing

/// `mbz decode FILE` end to end: the built program on saved response bodies.
@Suite struct DecodeCommandTests {
    /// Writes a body to a temporary file and returns its path.
    func save(_ data: Data, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mbz-decode-\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url.path
    }

    /// What `mbz decode` prints for a value: WS/2 JSON, pretty, with sorted keys.
    func expectedOutput(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    @Test(
        "mbz decode detects the format and kind and prints the model as sorted WS/2 JSON",
        arguments: ResponseFormat.allCases)
    func decodesOwnFixture(format: ResponseFormat) async throws {
        let data = try OwnFixtures.data("artist-lookup-every-relationship.\(format.rawValue)")
        let path = try save(data, "artist.\(format.rawValue)")
        let result = try await CommandRunner.mbz(["decode", path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("decoded as artist"))
        let artist = try ResponseDecoder().decode(Artist.self, from: data, format: format)
        #expect(result.stdout == (try expectedOutput(artist)))
        #expect(result.stdout.contains("\"target-type\" : \"release_group\""))
    }

    @Test("mbz decode --as and --format decode a search page as asked")
    func decodesAsGivenKind() async throws {
        let data = try OwnFixtures.data("release-search-violin-concertos.xml")
        let path = try save(data, "search.body")
        let result = try await CommandRunner.mbz(["decode", path, "--as", "release-search", "--format", "xml"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let page = try ResponseDecoder().decode(SearchResults<Release>.self, from: data, format: .xml)
        #expect(result.stdout == (try expectedOutput(page)))
        #expect(result.stdout.contains("\"score\" : 100"))
    }

    @Test("mbz decode exits 1 with the server's error for an error document")
    func errorDocument() async throws {
        let body =
            #"{"error": "Invalid mbid.", "help": "For usage, please see: https://musicbrainz.org/development/mmd"}"#
        let path = try save(Data(body.utf8), "error.json")
        let result = try await CommandRunner.mbz(["decode", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("server said: Invalid mbid."))
        #expect(result.stderr.contains("(badRequest)"))
    }

    @Test("mbz decode exits 1 with the typed error and its path for a body it cannot decode")
    func undecodable() async throws {
        let path = try save(Data(#"{"id": null, "title": "x", "barcode": ""}"#.utf8), "broken.json")
        let result = try await CommandRunner.mbz(["decode", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("at: id"))
        #expect(result.stderr.contains("(decodingFailed)"))
    }

    @Test("mbz decode refuses an unknown kind and lists the kinds it knows")
    func kinds() async throws {
        let path = try save(Data("{}".utf8), "empty.json")
        let unknown = try await CommandRunner.mbz(["decode", path, "--as", "spaceship"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown kind \"spaceship\""))
        let list = try await CommandRunner.mbz(["decode", "--as", "list"])
        #expect(list.status == 0)
        let names = list.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(names == ResponseKind.builtIn.map(\.name))
        #expect(names.contains("release-group") && names.contains("genre-list") && names.contains("work-search"))
    }
}
