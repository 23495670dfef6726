import Foundation

// Compiled together with every file of Sources/MusicBrainz into one module by Scripts/fuzz.sh,
// so the harnesses can reach internal API (the XML tree, the error-body parser). See FUZZING.md.

/// What the fuzz harnesses run on each input. Every call must end in a value or a
/// `MusicBrainzError`; a crash, a sanitizer report or a hang is a bug in the library.
enum FuzzTargets {
    static let decoder = ResponseDecoder()

    /// Every response type the XML decoder knows, decoded from one parsed tree.
    static let xmlDecoders: [@Sendable (XMLTree) -> Void] = [
        { _ = try? ResponseDecoder.decodeXML(Release.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(ReleaseGroup.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(Recording.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(Artist.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(Label.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(Area.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(SearchResults<Release>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(SearchResults<ReleaseGroup>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(SearchResults<Recording>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(SearchResults<Artist>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(SearchResults<Label>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(SearchResults<Area>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(BrowseResults<Release>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(BrowseResults<Recording>.self, tree: $0) },
        { _ = try? ResponseDecoder.decodeXML(DiscIDLookupResult.self, tree: $0) },
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
            for decode in xmlDecoders { decode(tree) }
            // Encoding a decoded model must not trap either.
            if let release = try? ResponseDecoder.decodeXML(Release.self, tree: tree).value {
                _ = try? JSONEncoder().encode(release)
            }
        }
        // The same input fed to the parser in small chunks, as large documents are.
        if let tree = try? XMLTree.parse(data, streamingThreshold: 0, chunkSize: 1 + data.count % 61) {
            _ = try? ResponseDecoder.decodeXML(Release.self, tree: tree)
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
