import Foundation
import MusicBrainz

/// An entity type whose dump lines flatten into tables: its schema and the code that writes a
/// line's rows, side by side (the rows' cells in the order of the columns).
protocol DumpTabulated: DumpedEntity {
    /// The entity's own tables, before the common ones.
    static var ownTables: [DumpTable] { get }
    /// Writes the rows of the entity's own tables.
    func writeOwnRows(to output: DumpTableOutput)
}

/// The schema and row writer of an entity type, found once.
struct DumpTabulation<Entity: DumpedEntity> {
    let schema: DumpTableSchema
    let rows: @Sendable (Entity, DumpTableOutput) -> Void

    static func of(_ type: Entity.Type) -> DumpTabulation {
        guard let tabulated = Entity.self as? any DumpTabulated.Type else {
            // Every DumpedEntity of the library is DumpTabulated; another type has only the common tables.
            let common = DumpCommonTables(entity: Entity.entityType, offset: 0)
            return DumpTabulation(schema: DumpTableSchema(tables: common.tables)) { entity, output in
                common.write(of: entity.id, tagged: (entity as? any TaggableEntity)?.tagged, to: output)
            }
        }
        let own = tabulated.ownTables
        let common = DumpCommonTables(entity: Entity.entityType, offset: own.count)
        return DumpTabulation(schema: DumpTableSchema(tables: own + common.tables)) { entity, output in
            if let entity = entity as? any DumpTabulated { entity.writeOwnRows(to: output) }
            common.write(
                of: entity.id, tagged: (entity as? any TaggableEntity)?.tagged, to: output,
                recordings: (entity as? Release).map(DumpCommonTables.recordings(of:)) ?? [])
        }
    }
}

extension DumpedEntity {
    /// The schema of this type's tables.
    static var tableSchema: DumpTableSchema { DumpTabulation.of(Self.self).schema }

    /// The key column of a line's MBID: `release_id`, `release_group_id`.
    static var keyColumnName: String { entityType.pathName.replacingOccurrences(of: "-", with: "_") + "_id" }
}

/// Shorthand for the column lists.
private typealias C = DumpTable.Column

/// The tables every dump has: aliases, tags, genres, relationships and their URLs.
struct DumpCommonTables {
    let entity: EntityType
    /// The index of the first common table in the schema.
    let offset: Int

    var key: String { entity.pathName.replacingOccurrences(of: "-", with: "_") + "_id" }

    var tables: [DumpTable] {
        let line = C(key, "The MBID of the \(entity.pathName) (the dump line).")
        return [
            DumpTable(
                "alias", "One alias of the \(entity.pathName).", key: 2,
                [
                    line, C("position", "The alias's place among the line's aliases, from 1."),
                    C("name", "The alias."), C("sort_name", "Its sort name."),
                    C("locale", "Its locale, such as `en` or `ja_JP`."),
                    C("primary", "Whether it is the primary alias for its locale (`true`, `false`)."),
                    C("type", "Its type, such as `Artist name` or `Search hint`."), C("type_id", "The type's MBID."),
                    C("begin", "When it began to be used (partial date)."), C("end", "When it ended (partial date)."),
                    C("ended", "Whether it has ended."),
                ]),
            DumpTable(
                "tag", "One folksonomy tag of the \(entity.pathName).", key: 2,
                [
                    line, C("position", "The tag's place among the line's tags, from 1."), C("name", "The tag."),
                    C("count", "Its votes."),
                ]),
            DumpTable(
                "genre", "One genre of the \(entity.pathName).", key: 2,
                [
                    line, C("position", "The genre's place among the line's genres, from 1."),
                    C("genre_id", "The genre's MBID."), C("name", "The genre's name."), C("count", "Its votes."),
                ]),
            DumpTable(
                "relation",
                "One relationship of the line: of the \(entity.pathName) itself, and for a release of each track's recording.",
                key: 2,
                [
                    line, C("position", "The relationship's place among the line's relationships, from 1."),
                    C("source_type", "The entity the relationship belongs to: `\(entity.pathName)`, or `recording`."),
                    C("source_id", "That entity's MBID."),
                    C(
                        "target_type",
                        "The target's entity type as WS/2 JSON writes it (`artist`, `release_group`, `url`)."),
                    C("target_id", "The target's MBID."),
                    C("type", "The link type, such as `producer` or `discogs`."), C("type_id", "The link type's MBID."),
                    C("direction", "`forward` or `backward`."), C("begin", "When it began (partial date)."),
                    C("end", "When it ended (partial date)."), C("ended", "Whether it has ended."),
                    C("attributes", "The attribute names, joined with `; `, such as `guest; lead vocals`."),
                    C("source_credit", "How the source is credited in it."),
                    C("target_credit", "How the target is credited in it."),
                    C("ordering_key", "Its place in an ordered list (a series' parts)."),
                ]),
            DumpTable(
                "url", "The URL of one relationship whose target is a URL.", key: 2,
                [
                    line, C("relation_position", "The `position` of the relationship in the `relation` table."),
                    C("url_id", "The URL entity's MBID."), C("resource", "The URL."),
                ]),
        ]
    }

    /// The recordings of a release's tracks, in track order (pregaps and data tracks included).
    static func recordings(of release: Release) -> [Recording] {
        (release.media ?? []).flatMap { medium in
            ([medium.pregap].compactMap { $0 } + (medium.tracks ?? []) + (medium.dataTracks ?? [])).compactMap(
                \.recording)
        }
    }

    /// Writes the common rows of a line.
    func write(of id: MBID, tagged: TaggedFields?, to output: DumpTableOutput, recordings: [Recording] = []) {
        guard let tagged else { return }
        for (index, alias) in (tagged.aliases ?? []).enumerated() {
            output.begin(offset)
            output.mbid(id)
            output.integer(index + 1)
            output.text(alias.name)
            output.text(alias.sortName)
            output.text(alias.locale)
            output.bool(alias.isPrimary)
            output.text(alias.type)
            output.mbid(alias.typeID)
            output.date(alias.begin)
            output.date(alias.end)
            output.bool(alias.ended)
            output.end()
        }
        for (index, tag) in (tagged.tags ?? []).enumerated() {
            output.begin(offset + 1)
            output.mbid(id)
            output.integer(index + 1)
            output.text(tag.name)
            output.integer(tag.count)
            output.end()
        }
        for (index, genre) in (tagged.genres ?? []).enumerated() {
            output.begin(offset + 2)
            output.mbid(id)
            output.integer(index + 1)
            output.mbid(genre.id)
            output.text(genre.name)
            output.integer(genre.count)
            output.end()
        }
        var position = 0
        var sources = [(entity.pathName, id, tagged.relationships ?? [])]
        sources += recordings.map { ("recording", $0.id, $0.relationships ?? []) }
        for (sourceType, sourceID, relationships) in sources {
            for relationship in relationships {
                position += 1
                output.begin(offset + 3)
                output.mbid(id)
                output.integer(position)
                output.text(sourceType)
                output.mbid(sourceID)
                output.text(relationship.targetType?.relationshipTypeName)
                output.text(relationship.target.map(Self.targetID))
                output.text(relationship.type)
                output.mbid(relationship.typeID)
                output.text(relationship.direction)
                output.date(relationship.begin)
                output.date(relationship.end)
                output.bool(relationship.ended)
                output.list(relationship.attributes.map(\.name))
                output.text(relationship.sourceCredit)
                output.text(relationship.targetCredit)
                output.integer(relationship.orderingKey)
                output.end()
                if case .url(let url)? = relationship.target {
                    output.begin(offset + 4)
                    output.mbid(id)
                    output.integer(position)
                    output.mbid(url.id)
                    output.text(url.resource)
                    output.end()
                }
            }
        }
    }

    /// A target's MBID, or the text of a reference that is not one.
    static func targetID(_ target: RelationshipTarget) -> String {
        if case .reference(let text) = target { return text }
        return target.id?.description ?? ""
    }
}

// MARK: - Releases

extension Release: DumpTabulated {
    static var ownTables: [DumpTable] {
        let release = C("release_id", "The release's MBID.")
        return [
            DumpTable(
                "release", "One release.", key: 1,
                [
                    release, C("title", "The title."), C("disambiguation", "The disambiguation comment."),
                    C("status", "`Official`, `Promotion`, `Bootleg`, …"), C("status_id", "The status's MBID."),
                    C("packaging", "`Jewel Case`, `Digipak`, …"), C("packaging_id", "The packaging's MBID."),
                    C("quality", "The data quality: `low`, `normal` or `high`."),
                    C("language", "The language of the text (ISO 639-3), such as `eng`."),
                    C("script", "The script (ISO 15924), such as `Latn`."),
                    C("date", "The earliest release date (partial date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`)."),
                    C("country", "The country of that date (ISO 3166-1 code, or `XW` for worldwide)."),
                    C("barcode", "The barcode (empty text when it has none)."), C("asin", "The Amazon ASIN."),
                    C("release_group_id", "The release group's MBID."),
                    C("release_group_primary_type", "The release group's primary type: `Album`, `Single`, …"),
                    C("artist_credit", "The artist credit as printed, such as `Queen & David Bowie`."),
                    C("medium_count", "The number of media."),
                    C("track_count", "The number of tracks on all media (pregaps and data tracks included)."),
                    C("cover_art_count", "The number of images in the Cover Art Archive."),
                    C("annotation", "The annotation."),
                ]),
            DumpTable(
                "release_event", "One date and place the release came out.", key: 2,
                [
                    release, C("position", "The event's place among the release's events, from 1."),
                    C("date", "The date (partial date)."), C("area_id", "The area's MBID."),
                    C("area_name", "The area's name."),
                    C("country", "The area's ISO 3166-1 code, when it is a country."),
                ]),
            DumpTable(
                "medium", "One medium (disc, side, file set) of the release.", key: 2,
                [
                    release, C("position", "The medium's position in the release, from 1."),
                    C("format", "The format: `CD`, `12\" Vinyl`, `Digital Media`, …"),
                    C("format_id", "The format's MBID."), C("title", "The medium's own title."),
                    C("track_count", "The number of tracks (pregap and data tracks included)."),
                    C("disc_ids", "The disc IDs attached, joined with `; `."),
                ]),
            DumpTable(
                "track",
                "One track of a medium: the pregap (hidden track before track 1), the audio tracks, and the data tracks after them.",
                key: 3,
                [
                    release, C("medium_position", "The medium's `position`."),
                    C(
                        "position",
                        "The track's position on the medium: 0 for a pregap, then from 1 (data tracks follow the audio tracks)."
                    ),
                    C("kind", "`pregap`, `audio` or `data`."), C("track_id", "The track's MBID."),
                    C("number", "The track's number as printed, such as `A1` or `3`."), C("title", "The title."),
                    C("length_ms", "The length in milliseconds."), C("recording_id", "The recording's MBID."),
                    C("recording_title", "The recording's title."),
                    C("recording_length_ms", "The recording's length in milliseconds."),
                    C("artist_credit", "The track's artist credit as printed."),
                ]),
            DumpTable(
                "artist_credit_name",
                "One name of an artist credit: of the release, and of each track (the recording's when the track has none of its own).",
                key: 3,
                [
                    release, C("owner_id", "The MBID of the release or track the credit belongs to."),
                    C("position", "The name's place in the credit, from 1."),
                    C("owner_type", "`release` or `track`."), C("artist_id", "The artist's MBID."),
                    C("artist_name", "The artist's name."), C("credited_name", "The name as credited."),
                    C("join_phrase", "The text after the name, such as ` & `."),
                ]),
            DumpTable(
                "label_info", "One label and catalogue number of the release.", key: 2,
                [
                    release, C("position", "The label info's place in the release, from 1."),
                    C("label_id", "The label's MBID."), C("label_name", "The label's name."),
                    C("catalog_number", "The catalogue number."),
                ]),
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        let media = self.media ?? []
        let trackCount = media.reduce(0) { $0 + Self.tracks(of: $1).count }
        output.begin(0)
        output.mbid(id)
        output.text(title)
        output.text(disambiguation)
        output.text(status)
        output.mbid(statusID)
        output.text(packaging)
        output.mbid(packagingID)
        output.text(quality)
        output.text(textRepresentation?.language)
        output.text(textRepresentation?.script)
        output.date(date)
        output.text(country)
        output.text(barcode)
        output.text(asin)
        output.mbid(releaseGroup?.id)
        output.text(releaseGroup?.primaryType)
        output.text(artistCredit?.name)
        output.integer(media.count)
        output.integer(trackCount)
        output.integer(coverArtArchive?.count)
        output.text(annotation)
        output.end()
        for (index, event) in (releaseEvents ?? []).enumerated() {
            output.begin(1)
            output.mbid(id)
            output.integer(index + 1)
            output.date(event.date)
            output.mbid(event.area?.id)
            output.text(event.area?.name)
            output.text(event.area?.iso31661Codes.first)
            output.end()
        }
        for (index, medium) in media.enumerated() {
            let position = medium.position ?? index + 1
            let tracks = Self.tracks(of: medium)
            output.begin(2)
            output.mbid(id)
            output.integer(position)
            output.text(medium.format)
            output.mbid(medium.formatID)
            output.text(medium.title)
            output.integer(tracks.count)
            output.list(medium.discs?.map(\.id.description))
            output.end()
            for (track, kind, trackPosition) in tracks {
                output.begin(3)
                output.mbid(id)
                output.integer(position)
                output.integer(trackPosition)
                output.text(kind)
                output.mbid(track.id)
                output.text(track.number)
                output.text(track.title)
                output.integer(track.length.map { Int(clamping: $0.wholeMilliseconds) })
                output.mbid(track.recording?.id)
                output.text(track.recording?.title)
                output.integer(track.recording?.length.map { Int(clamping: $0.wholeMilliseconds) })
                output.text(track.artistCredit?.name)
                output.end()
            }
        }
        Self.writeCredit(artistCredit, line: id, owner: id, ownerType: "release", to: output, table: 4)
        for medium in media {
            for (track, _, _) in Self.tracks(of: medium) {
                guard let trackID = track.id else { continue }
                Self.writeCredit(track.artistCredit, line: id, owner: trackID, ownerType: "track", to: output, table: 4)
            }
        }
        for (index, info) in (labelInfo ?? []).enumerated() {
            output.begin(5)
            output.mbid(id)
            output.integer(index + 1)
            output.mbid(info.label?.id)
            output.text(info.label?.name)
            output.text(info.catalogNumber)
            output.end()
        }
    }

    /// A medium's tracks with their kind and position: the pregap (0), the audio tracks, the
    /// data tracks (numbered on after the audio tracks when they carry no position).
    static func tracks(of medium: Medium) -> [(Track, String, Int)] {
        var result: [(Track, String, Int)] = []
        if let pregap = medium.pregap { result.append((pregap, "pregap", pregap.position ?? 0)) }
        var last = 0
        for (index, track) in (medium.tracks ?? []).enumerated() {
            let position = track.position ?? index + 1
            last = max(last, position)
            result.append((track, "audio", position))
        }
        for track in medium.dataTracks ?? [] {
            let position = track.position ?? last + 1
            last = max(last, position)
            result.append((track, "data", position))
        }
        return result
    }

    /// The rows of an artist credit in `artist_credit_name` (the shape of every dump that has one).
    static func writeCredit(
        _ credit: ArtistCredit?, line: MBID, owner: MBID, ownerType: String, to output: DumpTableOutput, table: Int
    ) {
        for (index, name) in (credit?.nameCredits ?? []).enumerated() {
            output.begin(table)
            output.mbid(line)
            output.mbid(owner)
            output.integer(index + 1)
            output.text(ownerType)
            output.mbid(name.artist.id)
            output.text(name.artist.name)
            output.text(name.name)
            output.text(name.joinPhrase)
            output.end()
        }
    }
}
