import ExampleSupport
import Foundation
import MusicBrainz

/// The model types behind the entity and index names the commands take.
enum EntityTypes {
    /// Every entity that can be looked up by MBID, by path name.
    static let lookup: [String: any MusicBrainzEntity.Type] = [
        "area": Area.self, "artist": Artist.self, "event": Event.self, "genre": Genre.self,
        "instrument": Instrument.self, "label": Label.self, "place": Place.self, "recording": Recording.self,
        "release": Release.self, "release-group": ReleaseGroup.self, "series": Series.self, "work": Work.self,
        "url": URLEntity.self, "collection": UserCollection.self,
    ]

    /// Every entity that can be browsed, by path name.
    static let browse: [String: any BrowsableEntity.Type] = [
        "area": Area.self, "artist": Artist.self, "event": Event.self, "genre": Genre.self,
        "instrument": Instrument.self, "label": Label.self, "place": Place.self, "recording": Recording.self,
        "release": Release.self, "release-group": ReleaseGroup.self, "series": Series.self, "work": Work.self,
        "collection": UserCollection.self,
    ]

    /// Every search index, by name.
    static let search: [String: any SearchableItem.Type] = [
        "annotation": Annotation.self, "area": Area.self, "artist": Artist.self, "cdstub": CDStub.self,
        "event": Event.self, "instrument": Instrument.self, "label": Label.self, "place": Place.self,
        "recording": Recording.self, "release": Release.self, "release-group": ReleaseGroup.self,
        "series": Series.self, "tag": TagSearchItem.self, "url": URLEntity.self, "work": Work.self,
    ]

    /// Looks a name up in a table, accepting `release_group` for `release-group`.
    static func named<T>(_ name: String?, in table: [String: T], what: String) throws -> T {
        guard let name else {
            throw UsageError("\(what) needs an entity: \(table.keys.sorted().joined(separator: ", "))")
        }
        let key = name.lowercased().replacingOccurrences(of: "_", with: "-")
        guard let value = table[key] else {
            let near = closest(to: key, in: table.keys.sorted()).map { "; did you mean \($0)?" } ?? ""
            throw UsageError(
                "\(what) does not know \"\(shortened(name, limit: 60))\"\(near) (one of: \(table.keys.sorted().joined(separator: ", ")))"
            )
        }
        return value
    }

    /// Splits `a,b` or `a+b` lists.
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == "+" || $0 == "|" }) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
