import Foundation
import MusicBrainz

/// Artist documents nested through "member of band" relationships, as deep as a test needs:
/// the shape hostile input uses to make recursive decoders overflow the stack.
enum NestedDocuments {
    static let mbid = "5b11f4ce-a62d-471e-81fc-a69a8278c7da"

    /// An XML artist lookup with `levels` relationships, one inside the other.
    ///
    /// Element depth: `<metadata>` is 1 and the artist of level `k` is `2 + 3k`
    /// (`artist > relation-list > relation > artist`). Every artist but the innermost has a
    /// `<name>`; the innermost has one only when `innermostName` is true, one element deeper.
    static func xml(levels: Int, innermostName: Bool = false) -> Data {
        var artist =
            innermostName
            ? #"<artist id="\#(mbid)"><name>Level \#(levels)</name></artist>"# : #"<artist id="\#(mbid)"/>"#
        for level in stride(from: levels - 1, through: 0, by: -1) {
            artist =
                #"<artist id="\#(mbid)"><name>Level \#(level)</name><relation-list target-type="artist">"#
                + #"<relation type="member of band"><direction>backward</direction>\#(artist)</relation>"#
                + "</relation-list></artist>"
        }
        return Data(#"<?xml version="1.0" encoding="UTF-8"?><metadata>\#(artist)</metadata>"#.utf8)
    }

    /// The element depth of ``xml(levels:innermostName:)``.
    static func xmlDepth(levels: Int, innermostName: Bool = false) -> Int {
        2 + 3 * levels + (innermostName ? 1 : 0)
    }

    /// A JSON artist lookup with `levels` relationships, one inside the other.
    ///
    /// Nesting depth, counting the outer object as 1: the artist of level `k` is at `1 + 3k`
    /// (`artist > relations > relation > artist`) and its strings one deeper, so the document
    /// nests `2 + 3 * levels` deep, or `4 + 3 * levels` when the innermost artist has an alias
    /// (`aliases > alias > name`).
    static func json(levels: Int, innermostAlias: Bool = false) -> Data {
        let alias = innermostAlias ? #", "aliases": [{"name": "Alias", "sort-name": "Alias"}]"# : ""
        var artist = #"{"id": "\#(mbid)", "name": "Level \#(levels)"\#(alias)}"#
        for level in stride(from: levels - 1, through: 0, by: -1) {
            artist =
                #"{"id": "\#(mbid)", "name": "Level \#(level)", "relations": [{"type": "member of band", "#
                + #""direction": "backward", "target-type": "artist", "artist": \#(artist)}]}"#
        }
        return Data(artist.utf8)
    }

    /// The nesting depth of ``json(levels:innermostAlias:)``.
    static func jsonDepth(levels: Int, innermostAlias: Bool = false) -> Int {
        2 + 3 * levels + (innermostAlias ? 2 : 0)
    }

    /// How many relationships deep an artist goes, following the first one at each level.
    static func levels(of artist: Artist) -> Int {
        var count = 0
        var current = artist
        while case .artist(let next)? = current.relationships?.first?.target {
            count += 1
            current = next
        }
        return count
    }
}
