import Foundation
import MusicBrainz

/// The recorded WS/2 responses of `../shared/fixtures`, each with the decode call that turns it
/// into its model.
struct Corpus {
    struct Document {
        var file: String
        var data: Data
        var decode: (Data) throws -> Void
    }

    var xml: [Document] = []
    var json: [Document] = []
    /// Files left out because this library does not decode them into a model (yet), with why.
    var skipped: [(String, String)] = []

    init(fixtures: URL) throws {
        let manifest = try String(contentsOf: fixtures.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6, columns[0].hasPrefix("ws2/"), columns[2] != "error" else { continue }
            let file = columns[0]
            let format = ResponseFormat(rawValue: columns[1]) ?? .json
            guard let decode = Self.decoder(kind: columns[2], entity: columns[3], request: columns[4], format: format)
            else {
                skipped.append((file, "no model for \(columns[2]) \(columns[3])"))
                continue
            }
            let data = try Data(contentsOf: fixtures.appendingPathComponent(file))
            do {
                try decode(data)
            } catch {
                skipped.append((file, "\(error)"))
                continue
            }
            let document = Document(file: file, data: data, decode: decode)
            if format == .xml { xml.append(document) } else { json.append(document) }
        }
    }

    static func decoder(
        kind: String, entity: String, request: String, format: ResponseFormat
    ) -> ((Data) throws -> Void)? {
        let decoder = ResponseDecoder()
        func lookup<T: MusicBrainzResponse>(_ type: T.Type) -> (Data) throws -> Void {
            { _ = try decoder.decode(T.self, from: $0, format: format) }
        }
        func entityDecoder<E: MusicBrainzEntity & MusicBrainzListItem>(_ type: E.Type) -> ((Data) throws -> Void)? {
            switch kind {
            case "lookup": return lookup(E.self)
            case "browse": return lookup(BrowseResults<E>.self)
            case "search": return lookup(SearchResults<E>.self)
            default: return nil
            }
        }
        let path = request.split(separator: "?").first.map(String.init) ?? request
        if kind == "collection" {
            if path.hasPrefix("/ws/2/collection") {
                let parts = path.split(separator: "/")
                return parts.count == 4
                    ? lookup(UserCollection.self) : parts.count == 3 ? lookup(BrowseResults<UserCollection>.self) : nil
            }
            return nil
        }
        switch entity {
        case "area": return entityDecoder(Area.self)
        case "artist": return entityDecoder(Artist.self)
        case "event": return entityDecoder(Event.self)
        case "genre": return entityDecoder(Genre.self)
        case "instrument": return entityDecoder(Instrument.self)
        case "label": return entityDecoder(Label.self)
        case "place": return entityDecoder(Place.self)
        case "recording": return entityDecoder(Recording.self)
        case "release": return entityDecoder(Release.self)
        case "release-group": return entityDecoder(ReleaseGroup.self)
        case "series": return entityDecoder(Series.self)
        case "work": return entityDecoder(Work.self)
        case "url": return entityDecoder(URLEntity.self)
        default: return nil
        }
    }
}
