import ExampleSupport
import Foundation
import MusicBrainz
import MusicBrainzDumps

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
    static let browse = lookup.compactMapValues { $0 as? any BrowsableEntity.Type }

    /// Every entity type with a data dump, by path name.
    static let dumped = lookup.compactMapValues { $0 as? any DumpedEntity.Type }

    /// Every search index, by name.
    static let search: [String: any SearchableItem.Type] = [
        "annotation": Annotation.self, "area": Area.self, "artist": Artist.self, "cdstub": CDStub.self,
        "event": Event.self, "instrument": Instrument.self, "label": Label.self, "place": Place.self,
        "recording": Recording.self, "release": Release.self, "release-group": ReleaseGroup.self,
        "series": Series.self, "tag": TagSearchItem.self, "url": URLEntity.self, "work": Work.self,
    ]

    /// Looks a name up in a table, accepting `release_group` for `release-group`.
    static func named<T>(_ name: String, in table: [String: T], what: String) throws -> T {
        let key = name.lowercased().replacingOccurrences(of: "_", with: "-")
        guard let value = table[key] else {
            let near = closest(to: key, in: table.keys.sorted()).map { "; did you mean \($0)?" } ?? ""
            throw UsageError("\(what) does not know \"\(shortened(name, limit: 60))\"\(near) (one of: \(names(table)))")
        }
        return value
    }

    /// The names of a table, sorted and comma-separated.
    static func names(_ table: [String: some Any]) -> String { table.keys.sorted().joined(separator: ", ") }

    /// Splits `a,b` or `a+b` lists.
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == "+" || $0 == "|" }) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
