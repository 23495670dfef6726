import Foundation
import MusicBrainz

/// Decode throughput of this library's XML and JSON decoders against the bare parses under them.
enum DecodeBenchmark {
    static func run(fixtures: URL, large: URL?, passes: Int) throws {
        let corpus = try Corpus(fixtures: fixtures)
        for (file, reason) in corpus.skipped {
            FileHandle.standardError.write(Data("mbbench: corpus skips \(file): \(reason)\n".utf8))
        }
        measure(group: "corpus-xml", documents: corpus.xml, format: .xml, passes: passes)
        measure(group: "corpus-json", documents: corpus.json, format: .json, passes: passes)
        // The file lists let the peers parse exactly the same bytes.
        emit(["group": "corpus-xml", "name": "files", "files": corpus.xml.map(\.file)])
        emit(["group": "corpus-json", "name": "files", "files": corpus.json.map(\.file)])
        if let large {
            for format in ResponseFormat.allCases {
                let url = large.appendingPathComponent("large-release.\(format.rawValue)")
                let data = try Data(contentsOf: url)
                let decoder = ResponseDecoder()
                let document = Corpus.Document(file: url.path, data: data) {
                    _ = try decoder.decode(Release.self, from: $0, format: format)
                }
                let release = try decoder.decode(Release.self, from: data, format: format)
                let tracks = release.media?.reduce(0) { $0 + ($1.tracks?.count ?? 0) } ?? 0
                emit([
                    "group": "large-\(format.rawValue)", "name": "shape", "media": release.media?.count ?? 0,
                    "tracks": tracks,
                ])
                measure(group: "large-\(format.rawValue)", documents: [document], format: format, passes: passes)
            }
        }
    }

    static func measure(group: String, documents: [Corpus.Document], format: ResponseFormat, passes: Int) {
        let bytes = documents.reduce(0) { $0 + $1.data.count }
        let ours = Measure.best(passes: passes) {
            for document in documents { try? document.decode(document.data) }
        }
        emit([
            "group": group, "name": "swift-musicbrainz", "bytes": bytes, "seconds": ours, "documents": documents.count,
        ])
        switch format {
        case .xml:
            let bare = Measure.best(passes: passes) {
                for document in documents { _ = Measure.bareXMLParser(document.data) }
            }
            emit(["group": group, "name": "XMLParser (empty delegate)", "bytes": bytes, "seconds": bare])
        case .json:
            let bare = Measure.best(passes: passes) {
                for document in documents { try? Measure.bareJSONSerialization(document.data) }
            }
            emit(["group": group, "name": "JSONSerialization", "bytes": bytes, "seconds": bare])
        }
    }
}
