import Foundation
import MusicBrainz
import Testing

/// Field paths read from decoded models through their mappings, checked against the models'
/// own properties and, for every path of every recorded lookup, against the models' WS/2 JSON.
@Suite struct FieldPathTests {
    let release: Release
    let edge: Release

    init() throws {
        release = try ResponseDecoder().decode(
            Release.self, from: OwnFixtures.data("release-lookup-violin-concertos.json"), format: .json)
        edge = try ResponseDecoder().decode(
            Release.self, from: OwnFixtures.data("release-lookup-edge-values.json"), format: .json)
    }

    func values(_ path: String, in release: Release) throws -> [String] {
        try FieldPath(parsing: path, for: Release.self).values(in: release).map(\.description)
    }

    @Test("reads scalars, nested objects, lists with [] and [N], counts and vocabulary MBIDs")
    func readsValues() throws {
        #expect(try values("title", in: release) == ["Violin Concertos"])
        #expect(try values("date", in: release) == ["2003-09-09"])
        #expect(try values("status-id", in: release) == ["4e304316-386d-3409-af2e-78857eec5cfe"])
        #expect(try values("release-group.primary-type", in: release) == ["Album"])
        #expect(try values("media[].format", in: release) == ["CD", "CD"])
        #expect(try values("media.format", in: release) == ["CD", "CD"])  // a list key without brackets
        #expect(try values("media[1].position", in: release) == ["2"])
        #expect(try values("media[].track-count", in: release) == ["3", "2"])
        #expect(
            try values("artist-credit[0].artist.id", in: release) == [
                release.artistCredit?.nameCredits.first?.artist.id.description ?? "?"
            ])
        #expect(try values("artist-credit[].name", in: release) == ["Hilary Hahn", "LACO"])
        #expect(try values("label-info[].catalog-number", in: release) == ["474 625-2"])
        #expect(try values("label-info[].label.name", in: release) == ["Deutsche Grammophon"])
        #expect(try values("media[0].tracks[1].title", in: release) == ["Violin Concerto in A minor: II. Andante"])
        // A length is whole milliseconds, as on the wire.
        #expect(try values("media[0].tracks[1].length", in: release) == ["383000"])
        #expect(try values("text-representation.language", in: release) == ["eng"])
        #expect(try values("release-events[].date", in: release) == ["2003-09-09"])
        // Absent values and elements past the end give nothing.
        #expect(try values("media[5].format", in: release).isEmpty)
        #expect(try values("annotation", in: release).isEmpty)
        #expect(try values("country", in: edge).isEmpty)
        #expect(try values("date", in: edge) == ["????-04-28"])
    }

    @Test("a path that ends on an object gives its WS/2 JSON")
    func objectsAsJSON() throws {
        let texts = try values("label-info[]", in: release)
        #expect(texts.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(texts[0].utf8)) as? [String: Any]
        #expect(object?["catalog-number"] as? String == "474 625-2")
    }

    @Test("text(in:) joins several values with \"; \" and makes tabs and line ends spaces")
    func text() throws {
        #expect(try FieldPath(parsing: "media[].format", for: Release.self).text(in: release) == "CD; CD")
        var copy = release
        copy.title = "A\tB\nC"
        #expect(try FieldPath(parsing: "title", for: Release.self).text(in: copy) == "A B C")
    }

    @Test(
        "an unknown path is invalidRequest naming the nearest known path",
        arguments: [
            ("titel", "title"),
            ("format", "media[].format"),
            ("release-group.primary-typ", "release-group.primary-type"),
            ("label-info[].catalog-nummer", "label-info[].catalog-number"),
            ("media[].tracks[].titl", "media[].tracks[].title"),
        ])
    func unknownPath(_ written: String, _ nearest: String) throws {
        let error = #expect(throws: MusicBrainzError.self) { try FieldPath(parsing: written, for: Release.self) }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.contains("the nearest known path is \(nearest).") == true, "\(error?.message ?? "")")
    }

    @Test(
        "a path that is not well formed, or does not fit the model's shape, is invalidRequest",
        arguments: [
            "", "media..format", "media[x].format", "media[-1]", "media[0.format", "media.0.format", "title[0]",
            "title.length", "release-group.id.x", "media]",
        ])
    func malformed(_ written: String) throws {
        let error = #expect(throws: MusicBrainzError.self) { try FieldPath(parsing: written, for: Release.self) }
        #expect(error?.code == .invalidRequest)
    }

    @Test("paths of other models: an artist's life span and aliases, a recording's ISRCs")
    func otherModels() throws {
        let artist = try ResponseDecoder().decode(
            Artist.self, from: OwnFixtures.data("artist-lookup-every-relationship.json"), format: .json)
        let name = try FieldPath(parsing: "name", for: Artist.self)
        #expect(name.values(in: artist) == [.text(artist.name)])
        let targets = try FieldPath(parsing: "relations[].target-type", for: Artist.self).values(in: artist)
        #expect(targets.count == artist.relationships?.count)
        #expect(throws: MusicBrainzError.self) { try FieldPath(parsing: "title", for: Artist.self) }
    }

    @Test(
        "every path of every recorded JSON lookup reads what the model's WS/2 JSON holds there",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func matchesJSONOfEveryLookup() throws {
        var checkedPaths = 0
        var checkedValues = 0
        // The paths of each type, parsed once.
        var pathsByType: [ObjectIdentifier: [(String, Any)]] = [:]
        for entry in SharedFixtures.manifest
        where entry.format == "json" && entry.kind == "lookup" && entry.httpStatus == 200 {
            let data = try SharedFixtures.data(entry.file)
            func check<Model: MusicBrainzResponse>(_ type: Model.Type) throws {
                guard let model = try? ResponseDecoder().decode(Model.self, from: data, format: .json) else { return }
                let json = try JSONDecoder().decode(ReferenceJSON.self, from: JSONEncoder().encode(model))
                let paths =
                    try pathsByType[ObjectIdentifier(Model.self)]
                    ?? FieldPathReference.scalarPaths(of: Model.self, depth: 4).map {
                        ($0, try FieldPath(parsing: $0, for: Model.self) as Any)
                    }
                pathsByType[ObjectIdentifier(Model.self)] = paths
                for case let (text, path as FieldPath<Model>) in paths {
                    let expected = FieldPathReference.values(text, in: json)
                    let found = path.values(in: model).map(\.description)
                    #expect(found == expected, "\(entry.file): \(text)")
                    checkedPaths += 1
                    checkedValues += found.count
                }
            }
            switch entry.entity {
            case "release": try check(Release.self)
            case "artist": try check(Artist.self)
            case "recording": try check(Recording.self)
            case "release-group": try check(ReleaseGroup.self)
            case "label": try check(Label.self)
            case "work": try check(Work.self)
            case "series": try check(Series.self)
            case "area": try check(Area.self)
            case "event": try check(Event.self)
            case "instrument": try check(Instrument.self)
            case "place": try check(Place.self)
            default: continue
            }
        }
        #expect(checkedPaths > 10_000)
        #expect(checkedValues > 10_000)
    }
}

/// The reference the visitor is checked against: the values a path reaches in the model's JSON
/// as `JSONEncoder` writes it, found by walking the decoded JSON tree.
enum FieldPathReference {
    /// The known paths of a type down to `depth` keys that end on a scalar, a list of scalars
    /// or a dictionary of scalars.
    static func scalarPaths<Model: MusicBrainzModel>(of type: Model.Type, depth: Int) -> [String] {
        FieldPath<Model>.knownPaths(depth: depth).filter { path in
            (try? FieldPath(parsing: path, for: Model.self))?.endsOnValue == true
        }
    }

    /// Every value at the path, as `FieldValue.description` writes it.
    static func values(_ path: String, in document: ReferenceJSON) -> [String] {
        var current = [document]
        let keys = path.split(separator: ".").map { $0.hasSuffix("[]") ? String($0.dropLast(2)) : String($0) }
        for (index, key) in keys.enumerated() {
            var next: [ReferenceJSON] = []
            for case .object(let members) in current {
                switch members[key] {
                case .array(let elements)?: next += elements.filter { $0 != .null }
                case .object(let dictionary)? where index == keys.count - 1:
                    // A path that ends on an object here is a dictionary of scalars.
                    next += dictionary.sorted { $0.key < $1.key }.map(\.value)
                case .null?, nil: break
                case let member?: next.append(member)
                }
            }
            current = next
        }
        return current.map(\.text)
    }
}

/// A JSON value as `JSONDecoder` reads it: Booleans apart from numbers, whole numbers apart from
/// others.
indirect enum ReferenceJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ReferenceJSON])
    case object([String: ReferenceJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ReferenceJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ReferenceJSON].self))
        }
    }

    /// The text `FieldValue.description` gives the same value.
    var text: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
            return String(number)
        case .string(let text): return text
        case .array, .object: return "<container>"
        }
    }
}
