import Foundation
import MusicBrainz

/// Shorthand for the column lists.
private typealias C = DumpTable.Column

/// Columns several entities share, after their own.
private enum Shared {
    static func lifeSpan() -> [C] {
        [
            C("begin", "When it began (partial date)."), C("end", "When it ended (partial date)."),
            C("ended", "Whether it has ended (`true`, `false`)."),
        ]
    }
    static func rating() -> [C] {
        [C("rating", "The average rating, 0 to 5."), C("rating_votes", "The number of ratings.")]
    }
    static let annotation = C("annotation", "The annotation.")

    static func write(_ span: LifeSpan?, to output: DumpTableOutput) {
        output.date(span?.begin)
        output.date(span?.end)
        output.bool(span?.ended ?? false)
    }

    static func write(_ rating: Rating?, to output: DumpTableOutput) {
        output.number(rating?.value)
        output.integer(rating?.votesCount ?? 0)
    }

    /// The `artist_credit_name` table of an entity with an artist credit.
    static func creditTable(_ key: C, _ entity: String) -> DumpTable {
        DumpTable(
            "artist_credit_name", "One name of the \(entity)'s artist credit.", key: 3,
            [
                key, C("owner_id", "The MBID of the entity the credit belongs to (the \(entity) itself)."),
                C("position", "The name's place in the credit, from 1."), C("owner_type", "`\(entity)`."),
                C("artist_id", "The artist's MBID."), C("artist_name", "The artist's name."),
                C("credited_name", "The name as credited."),
                C("join_phrase", "The text after the name, such as ` & `."),
            ])
    }

    /// The `ipi` or `isni` table.
    static func codeTable(_ name: String, _ key: C, _ summary: String) -> DumpTable {
        DumpTable(
            name, summary, key: 2,
            [key, C("position", "The code's place in the line, from 1."), C("code", "The code.")])
    }

    static func writeCodes(_ codes: [String], of id: MBID, table: Int, to output: DumpTableOutput) {
        for (index, code) in codes.enumerated() {
            output.begin(table)
            output.mbid(id)
            output.integer(index + 1)
            output.text(code)
            output.end()
        }
    }
}

extension Artist: DumpTabulated {
    static var ownTables: [DumpTable] {
        let key = C("artist_id", "The artist's MBID.")
        return [
            DumpTable(
                "artist", "One artist.", key: 1,
                [
                    key, C("name", "The name."), C("sort_name", "The sort name."),
                    C("disambiguation", "The disambiguation comment."), C("type", "`Person`, `Group`, …"),
                    C("type_id", "The type's MBID."), C("gender", "`Male`, `Female`, …"),
                    C("gender_id", "The gender's MBID."), C("country", "The country (ISO 3166-1 code)."),
                    C("area_id", "The area's MBID."), C("area_name", "The area's name."),
                    C("begin_area_id", "The MBID of the area where it began (birth place, founding)."),
                    C("end_area_id", "The MBID of the area where it ended."),
                ] + Shared.lifeSpan() + Shared.rating() + [Shared.annotation]),
            Shared.codeTable("ipi", key, "One IPI code of the artist."),
            Shared.codeTable("isni", key, "One ISNI code of the artist."),
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(name)
        output.text(sortName)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.text(gender)
        output.mbid(genderID)
        output.text(country)
        output.mbid(area?.id)
        output.text(area?.name)
        output.mbid(beginArea?.id)
        output.mbid(endArea?.id)
        Shared.write(lifeSpan, to: output)
        Shared.write(rating, to: output)
        output.text(annotation)
        output.end()
        Shared.writeCodes(ipis, of: id, table: 1, to: output)
        Shared.writeCodes(isnis, of: id, table: 2, to: output)
    }
}

extension Label: DumpTabulated {
    static var ownTables: [DumpTable] {
        let key = C("label_id", "The label's MBID.")
        return [
            DumpTable(
                "label", "One label.", key: 1,
                [
                    key, C("name", "The name."), C("sort_name", "The sort name."),
                    C("disambiguation", "The disambiguation comment."),
                    C("type", "`Original Production`, `Imprint`, …"), C("type_id", "The type's MBID."),
                    C("label_code", "The label code (the digits of `LC 0173`)."),
                    C("country", "The country (ISO 3166-1 code)."), C("area_id", "The area's MBID."),
                    C("area_name", "The area's name."),
                ] + Shared.lifeSpan() + Shared.rating() + [Shared.annotation]),
            Shared.codeTable("ipi", key, "One IPI code of the label."),
            Shared.codeTable("isni", key, "One ISNI code of the label."),
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(name)
        output.text(sortName)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.integer(labelCode)
        output.text(country)
        output.mbid(area?.id)
        output.text(area?.name)
        Shared.write(lifeSpan, to: output)
        Shared.write(rating, to: output)
        output.text(annotation)
        output.end()
        Shared.writeCodes(ipis, of: id, table: 1, to: output)
        Shared.writeCodes(isnis, of: id, table: 2, to: output)
    }
}

extension Recording: DumpTabulated {
    static var ownTables: [DumpTable] {
        let key = C("recording_id", "The recording's MBID.")
        return [
            DumpTable(
                "recording", "One standalone recording (recordings on tracks are in the release dump).", key: 1,
                [
                    key, C("title", "The title."), C("disambiguation", "The disambiguation comment."),
                    C("length_ms", "The length in milliseconds."), C("video", "Whether it is a video."),
                    C("first_release_date", "The date of its earliest release (partial date)."),
                    C("artist_credit", "The artist credit as printed."),
                ] + Shared.rating() + [Shared.annotation]),
            Shared.creditTable(key, "recording"),
            Shared.codeTable("isrc", key, "One ISRC of the recording."),
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(title)
        output.text(disambiguation)
        output.integer(length.map { Int(clamping: $0.wholeMilliseconds) })
        output.bool(isVideo)
        output.date(firstReleaseDate)
        output.text(artistCredit?.name)
        Shared.write(rating, to: output)
        output.text(annotation)
        output.end()
        Release.writeCredit(artistCredit, line: id, owner: id, ownerType: "recording", to: output, table: 1)
        Shared.writeCodes(isrcs ?? [], of: id, table: 2, to: output)
    }
}

extension ReleaseGroup: DumpTabulated {
    static var ownTables: [DumpTable] {
        let key = C("release_group_id", "The release group's MBID.")
        return [
            DumpTable(
                "release_group", "One release group.", key: 1,
                [
                    key, C("title", "The title."), C("disambiguation", "The disambiguation comment."),
                    C("primary_type", "`Album`, `Single`, `EP`, …"), C("primary_type_id", "The primary type's MBID."),
                    C("secondary_types", "The secondary types joined with `; `, such as `Compilation; Live`."),
                    C("first_release_date", "The date of its earliest release (partial date)."),
                    C("artist_credit", "The artist credit as printed."),
                ] + Shared.rating() + [Shared.annotation]),
            Shared.creditTable(key, "release-group"),
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(title)
        output.text(disambiguation)
        output.text(primaryType)
        output.mbid(primaryTypeID)
        output.list(secondaryTypes.map(\.rawValue))
        output.date(firstReleaseDate)
        output.text(artistCredit?.name)
        Shared.write(rating, to: output)
        output.text(annotation)
        output.end()
        Release.writeCredit(artistCredit, line: id, owner: id, ownerType: "release-group", to: output, table: 1)
    }
}

extension Work: DumpTabulated {
    static var ownTables: [DumpTable] {
        let key = C("work_id", "The work's MBID.")
        return [
            DumpTable(
                "work", "One work.", key: 1,
                [
                    key, C("title", "The title."), C("disambiguation", "The disambiguation comment."),
                    C("type", "`Song`, `Concerto`, …"), C("type_id", "The type's MBID."),
                    C("languages", "The languages of the lyrics (ISO 639-3), joined with `; `."),
                ] + Shared.rating() + [Shared.annotation]),
            Shared.codeTable("iswc", key, "One ISWC of the work."),
            DumpTable(
                "work_attribute", "One attribute of the work, such as a key or a catalogue number.", key: 2,
                [
                    key, C("position", "The attribute's place in the work, from 1."),
                    C("type", "The attribute's type, such as `Key`."), C("type_id", "The type's MBID."),
                    C("value", "The value."), C("value_id", "The value's MBID, when it is one of a list."),
                ]),
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(title)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.list(languages.isEmpty ? language.map { [$0] } : languages)
        Shared.write(rating, to: output)
        output.text(annotation)
        output.end()
        Shared.writeCodes(iswcs, of: id, table: 1, to: output)
        for (index, attribute) in attributes.enumerated() {
            output.begin(2)
            output.mbid(id)
            output.integer(index + 1)
            output.text(attribute.type)
            output.mbid(attribute.typeID)
            output.text(attribute.value)
            output.mbid(attribute.valueID)
            output.end()
        }
    }
}

extension Area: DumpTabulated {
    static var ownTables: [DumpTable] {
        [
            DumpTable(
                "area", "One area.", key: 1,
                [
                    C("area_id", "The area's MBID."), C("name", "The name."), C("sort_name", "The sort name."),
                    C("disambiguation", "The disambiguation comment."), C("type", "`Country`, `City`, …"),
                    C("type_id", "The type's MBID."),
                    C("iso_3166_1_codes", "Its ISO 3166-1 codes joined with `; `."),
                    C("iso_3166_2_codes", "Its ISO 3166-2 codes joined with `; `."),
                ] + Shared.lifeSpan() + [Shared.annotation])
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(name)
        output.text(sortName)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.list(iso31661Codes)
        output.list(iso31662Codes)
        Shared.write(lifeSpan, to: output)
        output.text(annotation)
        output.end()
    }
}

extension Place: DumpTabulated {
    static var ownTables: [DumpTable] {
        [
            DumpTable(
                "place", "One place.", key: 1,
                [
                    C("place_id", "The place's MBID."), C("name", "The name."),
                    C("disambiguation", "The disambiguation comment."), C("type", "`Studio`, `Venue`, …"),
                    C("type_id", "The type's MBID."), C("address", "The address."),
                    C("area_id", "The area's MBID."), C("area_name", "The area's name."),
                    C("latitude", "The latitude in degrees."), C("longitude", "The longitude in degrees."),
                ] + Shared.lifeSpan() + [Shared.annotation])
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(name)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.text(address)
        output.mbid(area?.id)
        output.text(area?.name)
        output.number(coordinates?.latitude)
        output.number(coordinates?.longitude)
        Shared.write(lifeSpan, to: output)
        output.text(annotation)
        output.end()
    }
}

extension Event: DumpTabulated {
    static var ownTables: [DumpTable] {
        [
            DumpTable(
                "event", "One event.", key: 1,
                [
                    C("event_id", "The event's MBID."), C("name", "The name."),
                    C("disambiguation", "The disambiguation comment."), C("type", "`Concert`, `Festival`, …"),
                    C("type_id", "The type's MBID."), C("cancelled", "Whether it was cancelled."),
                    C("time", "The start time, such as `20:00`."), C("setlist", "The set list."),
                ] + Shared.lifeSpan() + Shared.rating() + [Shared.annotation])
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(name)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.bool(cancelled)
        output.text(time)
        output.text(setlist)
        Shared.write(lifeSpan, to: output)
        Shared.write(rating, to: output)
        output.text(annotation)
        output.end()
    }
}

extension Instrument: DumpTabulated {
    static var ownTables: [DumpTable] {
        [
            DumpTable(
                "instrument", "One instrument.", key: 1,
                [
                    C("instrument_id", "The instrument's MBID."), C("name", "The name."),
                    C("disambiguation", "The disambiguation comment."),
                    C("type", "`String instrument`, `Wind instrument`, …"), C("type_id", "The type's MBID."),
                    C("description", "The description."), Shared.annotation,
                ])
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(name)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.text(instrumentDescription)
        output.text(annotation)
        output.end()
    }
}

extension Series: DumpTabulated {
    static var ownTables: [DumpTable] {
        [
            DumpTable(
                "series", "One series.", key: 1,
                [
                    C("series_id", "The series's MBID."), C("name", "The name."),
                    C("disambiguation", "The disambiguation comment."),
                    C("type", "`Release group series`, `Tour`, …"), C("type_id", "The type's MBID."),
                    Shared.annotation,
                ])
        ]
    }

    func writeOwnRows(to output: DumpTableOutput) {
        output.begin(0)
        output.mbid(id)
        output.text(name)
        output.text(disambiguation)
        output.text(type)
        output.mbid(typeID)
        output.text(annotation)
        output.end()
    }
}
