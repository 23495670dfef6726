import MusicBrainz

/// An album-art wall as a text grid for the terminal: one cell per album with whether it has a
/// cover (and at which size), its title and year.
///
/// ```
/// +------------------------+------------------------+
/// | [cover 250]            | [no cover art]         |
/// | The Dark Side of the … | Wish You Were Here     |
/// | 1973                   | 1975                   |
/// +------------------------+------------------------+
/// ```
public struct AlbumArtWallGrid: Sendable {
    /// The albums, in order.
    public var tiles: [AlbumArtWallTile]
    /// The cells per row, 1 or more; default 3 (76 columns).
    public var columns: Int
    /// The width of a cell's text, in terminal columns; default 22.
    public var cellWidth: Int

    /// Creates a grid.
    /// - Parameters:
    ///   - tiles: The albums.
    ///   - columns: The cells per row.
    ///   - cellWidth: The width of a cell's text.
    public init(tiles: [AlbumArtWallTile], columns: Int = 3, cellWidth: Int = 22) {
        self.tiles = tiles
        self.columns = max(1, columns)
        self.cellWidth = max(8, cellWidth)
    }

    /// The grid, one line per row of text, without a trailing newline; empty without albums.
    public var text: String {
        guard !tiles.isEmpty else { return "" }
        let border = "+" + String(repeating: String(repeating: "-", count: cellWidth + 2) + "+", count: columns)
        var lines = [border]
        var start = 0
        while start < tiles.count {
            let row = Array(tiles[start..<min(start + columns, tiles.count)])
            let cells: [[String]] = row.map { tile in
                let marker =
                    tile.cover != nil
                    ? "[cover \(tile.size?.description ?? "")]" : tile.failed ? "[unavailable]" : "[no cover art]"
                return [marker, tile.title, tile.year.map(String.init) ?? ""]
            }
            for line in 0..<3 {
                var text = "|"
                for column in 0..<columns {
                    let content = column < cells.count ? cells[column][line] : ""
                    text += " " + fitted(content) + " |"
                }
                lines.append(text)
            }
            lines.append(border)
            start += columns
        }
        return lines.joined(separator: "\n")
    }

    /// Text cut to the cell width with "…", or padded to it, by display width (a CJK
    /// character takes two columns), its control characters shown as `�`.
    private func fitted(_ text: String) -> String {
        TerminalText.fitted(TerminalText.printable(text), to: cellWidth)
    }
}
