import Foundation
import MusicBrainz

/// One album of an album-art wall as the page and the terminal grid show it: title, year and
/// cover URL (or none).
public struct AlbumArtWallTile: Sendable, Hashable {
    /// The album title.
    public var title: String
    /// The year of the album's first release, when known.
    public var year: Int?
    /// The front cover's URL; `nil` shows the placeholder.
    public var cover: URL?
    /// The size of the cover, such as `250`; `nil` without a cover.
    public var size: CoverArtSize?
    /// Whether the archive could not answer for this album (the placeholder says so).
    public var failed: Bool

    /// Creates a tile.
    /// - Parameters:
    ///   - title: The title.
    ///   - year: The year.
    ///   - cover: The cover URL.
    ///   - size: The cover's size.
    ///   - failed: Whether the archive could not answer.
    public init(title: String, year: Int?, cover: URL?, size: CoverArtSize? = nil, failed: Bool = false) {
        self.title = title
        self.year = year
        self.cover = cover
        self.size = size
        self.failed = failed
    }

    /// The tile of an album's answer.
    /// - Parameter answer: The answer from ``CoverArtArchiveClient/frontCovers(of:size:fallback:maximumConcurrentRequests:)``.
    public init(_ answer: AlbumCover) {
        self.init(
            title: answer.album.title ?? answer.album.entity.description, year: answer.album.date?.year,
            cover: answer.cover?.url, size: answer.cover?.size, failed: answer.error != nil)
    }
}

/// An album-art wall as one self-contained HTML page: a responsive grid of covers with title and
/// year, a placeholder for albums without art, no script, and nothing loaded but the images
/// (a Content-Security-Policy says so to the browser).
public struct AlbumArtWallPage: Sendable {
    /// The page's heading, such as "Albums by Pink Floyd".
    public var heading: String
    /// The albums, in order.
    public var tiles: [AlbumArtWallTile]

    /// Creates a page.
    /// - Parameters:
    ///   - heading: The heading (and title).
    ///   - tiles: The albums.
    public init(heading: String, tiles: [AlbumArtWallTile]) {
        self.heading = heading
        self.tiles = tiles
    }

    /// The HTML document. Every text is escaped; only http(s) cover URLs become images.
    public var html: String {
        var items: [String] = []
        for tile in tiles {
            let title = Self.escape(tile.title)
            let year = tile.year.map { "<span class=\"year\">\($0)</span>" } ?? "<span class=\"year\">&nbsp;</span>"
            let picture: String
            if let cover = tile.cover, ["http", "https"].contains(cover.scheme?.lowercased() ?? "") {
                picture = "<img src=\"\(Self.escape(cover.absoluteString))\" alt=\"Cover of \(title)\">"
            } else {
                let text = tile.failed ? "Cover art unavailable" : "No cover art"
                picture = "<div class=\"no-art\" role=\"img\" aria-label=\"\(text): \(title)\">\(text)</div>"
            }
            items.append("  <li class=\"album\">\(picture)<span class=\"title\">\(title)</span>\(year)</li>")
        }
        let heading = Self.escape(self.heading)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https:; style-src 'unsafe-inline'">
            <title>\(heading)</title>
            <style>
            body { margin: 24px; background: #15161a; color: #eceff4; font: 15px/1.35 system-ui, sans-serif; }
            h1 { margin: 0 0 18px; font-size: 22px; font-weight: 600; }
            .wall { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; }
            .album img, .no-art { display: block; width: 100%; aspect-ratio: 1 / 1; object-fit: cover; border-radius: 6px; background: #2a2d35; }
            .no-art { display: flex; align-items: center; justify-content: center; box-sizing: border-box; border: 2px dashed #4c5260; color: #9aa1ad; font-size: 14px; }
            .title { display: block; margin-top: 8px; font-weight: 600; overflow-wrap: anywhere; }
            .year { display: block; color: #9aa1ad; font-size: 13px; }
            </style>
            </head>
            <body>
            <h1>\(heading)</h1>
            <ul class="wall">
            \(items.joined(separator: "\n"))
            </ul>
            </body>
            </html>

            """
    }

    /// Text with `&`, `<`, `>`, `"` and `'` written as character references, for element text
    /// and attribute values alike.
    /// - Parameter text: The text.
    /// - Returns: The escaped text.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
