import Foundation
import MusicBrainz

/// One flat table of an entity dump, such as `release`, `medium` or `track`, with its columns:
/// what ``DumpTableWriter`` writes for an analytics engine (DuckDB, Spark, a spreadsheet) to
/// load.
///
/// Every table's first columns are its key: the MBID of the dump line the row comes from
/// (`release_id`, `artist_id`, …), then what tells the line's rows apart (a `position`, from
/// 1 in the line's order, or an MBID and a position). Column names are stable: a new column is
/// added at the end of its table, and none is renamed or removed within a major version. The
/// <doc:LoadingDumpTables> article lists every table and column.
public struct DumpTable: Sendable, Hashable, CustomStringConvertible {
    /// A column: its name and what it holds.
    public struct Column: Sendable, Hashable {
        /// The name, in `snake_case`, such as `release_id` or `length_ms`.
        public let name: String
        /// What the column holds, in a sentence (for the documentation).
        public let summary: String

        init(_ name: String, _ summary: String) {
            self.name = name
            self.summary = summary
        }
    }

    /// The table's name, such as `release` or `artist_credit_name`: also its file's name without
    /// the extension (`release.csv`).
    public let name: String
    /// What a row is, in a sentence.
    public let summary: String
    /// The columns, key columns first.
    public let columns: [Column]
    /// How many of the first columns make the key: together they are unique in the table.
    public let keyColumnCount: Int

    init(_ name: String, _ summary: String, key: Int, _ columns: [Column]) {
        self.name = name
        self.summary = summary
        self.columns = columns
        keyColumnCount = key
    }

    /// The names of the key columns.
    public var keyColumns: [String] { columns.prefix(keyColumnCount).map(\.name) }

    /// The table's name.
    public var description: String { name }

    /// The tables of an entity type's dump, in the order their files are written.
    ///
    /// - Parameter type: The entity type, such as ``/MusicBrainz/Release``.
    /// - Returns: The tables: the entity's own (`release`, `release_event`, `medium`, `track`,
    ///   `artist_credit_name`, `label_info` for releases), then those every dump has (`alias`,
    ///   `tag`, `genre`, `relation`, `url`).
    public static func tables<Entity: DumpedEntity>(of type: Entity.Type) -> [DumpTable] {
        Entity.tableSchema.tables
    }
}

/// The file format of a dump's tables.
public enum DumpTableFormat: String, Sendable, Hashable, CaseIterable {
    /// Comma-separated values (RFC 4180): UTF-8 without a byte order mark, a header row, `\r\n`
    /// after each row, a field in double quotes when it holds a comma, a quote, `\r` or `\n`
    /// (a quote doubled inside). An absent value is an empty field. The file is
    /// `<table>.csv`.
    case csv
    /// Newline-delimited JSON: one object per row, the columns as keys in table order, text as
    /// JSON strings, numbers and Booleans as JSON numbers and Booleans, an absent value as
    /// `null`. The file is `<table>.ndjson`.
    case ndjson

    /// The file name extension: `csv` or `ndjson`.
    public var fileExtension: String { rawValue }
}

/// The tables of one entity type and the writer of a line's rows into them.
struct DumpTableSchema: Sendable {
    /// The entity's own tables, then the common ones.
    let tables: [DumpTable]
}
