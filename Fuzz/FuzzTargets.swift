import Foundation

// Compiled together with every file of Sources/MusicBrainz into one module by Scripts/fuzz.sh,
// so the harnesses can reach internal API (the XML tree, the error-body parser). See FUZZING.md.

/// What the fuzz harnesses run on each input. Every call must end in a value or a
/// `MusicBrainzError`; a crash, a sanitizer report or a hang is a bug in the library.
enum FuzzTargets {
    static let decoder = ResponseDecoder()

    /// Every response type the XML decoder knows, decoded from one parsed tree.
    static let xmlDecoders: [@Sendable (XMLElementNode) -> Void] = [
        { _ = try? Release(xmlDocument: $0) },
        { _ = try? ReleaseGroup(xmlDocument: $0) },
        { _ = try? Recording(xmlDocument: $0) },
        { _ = try? Artist(xmlDocument: $0) },
        { _ = try? Label(xmlDocument: $0) },
        { _ = try? Area(xmlDocument: $0) },
        { _ = try? SearchResults<Release>(xmlDocument: $0) },
        { _ = try? SearchResults<ReleaseGroup>(xmlDocument: $0) },
        { _ = try? SearchResults<Recording>(xmlDocument: $0) },
        { _ = try? SearchResults<Artist>(xmlDocument: $0) },
        { _ = try? SearchResults<Label>(xmlDocument: $0) },
        { _ = try? SearchResults<Area>(xmlDocument: $0) },
        { _ = try? BrowseResults<Release>(xmlDocument: $0) },
        { _ = try? BrowseResults<Recording>(xmlDocument: $0) },
    ]

    /// Every response type the JSON decoder knows.
    static let jsonDecoders: [@Sendable (Data) -> Void] = [
        { _ = try? decoder.decode(Release.self, from: $0, format: .json) },
        { _ = try? decoder.decode(ReleaseGroup.self, from: $0, format: .json) },
        { _ = try? decoder.decode(Recording.self, from: $0, format: .json) },
        { _ = try? decoder.decode(Artist.self, from: $0, format: .json) },
        { _ = try? decoder.decode(Label.self, from: $0, format: .json) },
        { _ = try? decoder.decode(Area.self, from: $0, format: .json) },
        { _ = try? decoder.decode(SearchResults<Release>.self, from: $0, format: .json) },
        { _ = try? decoder.decode(SearchResults<Recording>.self, from: $0, format: .json) },
        { _ = try? decoder.decode(SearchResults<Artist>.self, from: $0, format: .json) },
        { _ = try? decoder.decode(BrowseResults<Release>.self, from: $0, format: .json) },
        { _ = try? decoder.decode(BrowseResults<Recording>.self, from: $0, format: .json) },
    ]

    /// Parses the input as XML once, then decodes every type from the tree; also reads it as an
    /// error body and as a response the client validates.
    static func xml(_ data: Data) {
        if let tree = try? XMLTree.parse(data) {
            for decode in xmlDecoders { decode(tree.root) }
            // Encoding a decoded model must not trap either.
            if let release = try? Release(xmlDocument: tree.root) { _ = try? JSONEncoder().encode(release) }
        }
        common(data, contentType: "application/xml")
    }

    /// Decodes the input as every JSON response type, and as an error body.
    static func json(_ data: Data) {
        for decode in jsonDecoders { decode(data) }
        if let release = try? decoder.decode(Release.self, from: data, format: .json) {
            _ = try? JSONEncoder().encode(release)
        }
        common(data, contentType: "application/json")
    }

    private static let url = URL(fileURLWithPath: "/fuzz")

    private static func common(_ data: Data, contentType: String) {
        _ = ResponseDecoder.detectFormat(of: data)
        _ = ServerErrorPayload.parse(data)
        let response = HTTPResponse(status: 503, headerFields: ["Content-Type": contentType], body: data)
        _ = StatusTable.error(
            for: response, requestURL: url, now: Date(), readMessage: { ServerErrorPayload.parse($0)?.message })
        _ = StatusTable.error(for: response, requestURL: url, now: Date(), readMessage: CoverArtErrorBody.message(in:))
        _ = try? ResponseValidator.format(of: response, expected: .json, requestURL: url)
    }
}
