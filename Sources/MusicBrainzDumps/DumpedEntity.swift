import Foundation
import MusicBrainz

/// An entity type that MusicBrainz publishes a JSON data dump of: ``/MusicBrainz/Area``, ``/MusicBrainz/Artist``,
/// ``/MusicBrainz/Event``, ``/MusicBrainz/Instrument``, ``/MusicBrainz/Label``, ``/MusicBrainz/Place``, ``/MusicBrainz/Recording``, ``/MusicBrainz/Release``,
/// ``/MusicBrainz/ReleaseGroup``, ``/MusicBrainz/Series`` and ``/MusicBrainz/Work``.
///
/// Each dump is an archive `<entity>.tar.xz` holding `mbdump/<entity>`: one WS/2 JSON lookup
/// document per line, made with a fixed set of `inc` values (``dumpedIncludes``). URLs, genres,
/// collections, CD stubs and disc IDs have no dump of their own. The recording dump holds only
/// standalone recordings (those on no track); the others are inside the lines of the release
/// dump.
///
/// Source: `lib/MusicBrainz/Script/JSONDump/Constants.pm` of the MusicBrainz server (§14 of the
/// WS/2 reference).
public protocol DumpedEntity: MusicBrainzEntity {
    /// The `inc` values every line of this entity's dump was made with, relationships to every
    /// entity type included. A lookup asking for no more than these can be answered from the
    /// dump (``LocalDumpMiddleware``).
    static var dumpedIncludes: Includes { get }
}

extension DumpedEntity {
    /// The dump's file name inside the archive and in a dump directory: the entity's path name,
    /// such as `release` or `release-group`.
    public static var dumpFileName: String { entityType.pathName }

    /// The dump file's path inside the archive, such as `mbdump/release`.
    public static var dumpMemberName: String { "mbdump/" + dumpFileName }

    /// The archive's file name, such as `release.tar.xz`.
    public static var dumpArchiveName: String { dumpFileName + ".tar.xz" }
}

/// The entity types with a data dump, by entity type.
enum DumpedEntities {
    /// Every dumped entity type.
    static let all: [any DumpedEntity.Type] = [
        Area.self, Artist.self, Event.self, Instrument.self, Label.self, Place.self, Recording.self, Release.self,
        ReleaseGroup.self, Series.self, Work.self,
    ]

    /// The model of an entity type's dump, or `nil` when it has none.
    static func type(for entityType: EntityType) -> (any DumpedEntity.Type)? {
        all.first { $0.entityType == entityType }
    }
}

extension Area: DumpedEntity {
    /// `aliases annotation tags genres` and every relationship include.
    public static var dumpedIncludes: Includes { [.aliases, .annotation, .tags, .genres, .allRelationships] }
}

extension Artist: DumpedEntity {
    /// `aliases annotation ratings tags genres` and every relationship include.
    public static var dumpedIncludes: Includes {
        [.aliases, .annotation, .ratings, .tags, .genres, .allRelationships]
    }
}

extension Event: DumpedEntity {
    /// `aliases annotation ratings tags genres` and every relationship include.
    public static var dumpedIncludes: Includes {
        [.aliases, .annotation, .ratings, .tags, .genres, .allRelationships]
    }
}

extension Instrument: DumpedEntity {
    /// `aliases annotation tags genres` and every relationship include.
    public static var dumpedIncludes: Includes { [.aliases, .annotation, .tags, .genres, .allRelationships] }
}

extension Label: DumpedEntity {
    /// `aliases annotation ratings tags genres` and every relationship include.
    public static var dumpedIncludes: Includes {
        [.aliases, .annotation, .ratings, .tags, .genres, .allRelationships]
    }
}

extension Place: DumpedEntity {
    /// `aliases annotation tags genres` and every relationship include.
    public static var dumpedIncludes: Includes { [.aliases, .annotation, .tags, .genres, .allRelationships] }
}

extension Recording: DumpedEntity {
    /// `aliases annotation artist-credits isrcs ratings tags genres` and every relationship
    /// include.
    public static var dumpedIncludes: Includes {
        [.aliases, .annotation, .artistCredits, .isrcs, .ratings, .tags, .genres, .allRelationships]
    }
}

extension Release: DumpedEntity {
    /// `aliases annotation artist-credits discids isrcs labels media recording-level-rels
    /// recordings release-groups tags genres` and every relationship include. (Releases have
    /// no ratings of their own; `ratings` is not among them.)
    public static var dumpedIncludes: Includes {
        [
            .aliases, .annotation, .artistCredits, .discIDs, .isrcs, .labels, .media, .recordingLevelRelationships,
            .recordings, .releaseGroups, .tags, .genres, .allRelationships,
        ]
    }
}

extension ReleaseGroup: DumpedEntity {
    /// `aliases annotation artist-credits ratings tags genres` and every relationship include.
    public static var dumpedIncludes: Includes {
        [.aliases, .annotation, .artistCredits, .ratings, .tags, .genres, .allRelationships]
    }
}

extension Series: DumpedEntity {
    /// `aliases annotation tags genres` and every relationship include.
    public static var dumpedIncludes: Includes { [.aliases, .annotation, .tags, .genres, .allRelationships] }
}

extension Work: DumpedEntity {
    /// `aliases annotation ratings tags genres` and every relationship include.
    public static var dumpedIncludes: Includes {
        [.aliases, .annotation, .ratings, .tags, .genres, .allRelationships]
    }
}
