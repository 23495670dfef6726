import ExampleSupport
import Foundation
import MusicBrainz
import Testing

/// The examples' album-art wall page and terminal grid (ExampleSupport).
@Suite struct AlbumArtWallPageTests {
    @Test("text is escaped in element text and attributes")
    func escaping() {
        #expect(
            AlbumArtWallPage.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        let page = AlbumArtWallPage(
            heading: "Albums by <b>Me</b>",
            tiles: [
                AlbumArtWallTile(
                    title: "x\" onerror=\"alert(1)", year: 2001, cover: URL(string: "https://a.example/1.jpg?a=1&b=2"))
            ])
        #expect(page.html.contains("<h1>Albums by &lt;b&gt;Me&lt;/b&gt;</h1>"))
        #expect(page.html.contains(#"src="https://a.example/1.jpg?a=1&amp;b=2""#))
        #expect(page.html.contains(#"alt="Cover of x&quot; onerror=&quot;alert(1)""#))
        #expect(!page.html.contains("onerror=\"alert"))
    }

    @Test("only http(s) covers become images; others, missing and failed ones are placeholders")
    func placeholders() {
        let page = AlbumArtWallPage(
            heading: "W",
            tiles: [
                AlbumArtWallTile(title: "A", year: nil, cover: URL(string: "javascript:alert(1)")),
                AlbumArtWallTile(title: "B", year: 1999, cover: nil),
                AlbumArtWallTile(title: "C", year: 1999, cover: nil, failed: true),
                AlbumArtWallTile(
                    title: "D", year: 1999, cover: URL(string: "http://127.0.0.1/d.png"), size: .thumbnail250),
            ])
        let html = page.html
        #expect(html.components(separatedBy: "<img ").count - 1 == 1)
        #expect(html.components(separatedBy: ">No cover art</div>").count - 1 == 2)
        #expect(html.contains(">Cover art unavailable</div>"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains(#"<img src="http://127.0.0.1/d.png" alt="Cover of D">"#))
    }

    @Test("the grid has one cell per album, three to a row, long titles cut")
    func grid() {
        let tiles = (0..<4).map { index in
            AlbumArtWallTile(
                title: index == 1 ? "A title much longer than the cell is wide" : "T\(index)", year: 2000 + index,
                cover: index == 2 ? nil : URL(string: "https://a.example/\(index).jpg"), size: .thumbnail500)
        }
        let lines = AlbumArtWallGrid(tiles: tiles).text.split(separator: "\n").map(String.init)
        #expect(lines.count == 9)
        #expect(
            lines[0] == "+" + String(repeating: "-", count: 24) + "+" + String(repeating: "-", count: 24) + "+"
                + String(repeating: "-", count: 24) + "+")
        #expect(lines[1] == "| [cover 500]            | [cover 500]            | [no cover art]         |")
        #expect(lines[2] == "| T0                     | A title much longer t… | T2                     |")
        #expect(lines[3] == "| 2000                   | 2001                   | 2002                   |")
        #expect(lines[6] == "| T3                     |                        |                        |")
        #expect(AlbumArtWallGrid(tiles: []).text.isEmpty)
        #expect(lines.allSatisfy { $0.count == lines[0].count })
    }
}
