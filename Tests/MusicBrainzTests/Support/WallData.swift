import Foundation
import MusicBrainz

/// A made-up artist's discography for the album-art wall tests, as MusicBrainz and the Cover
/// Art Archive would answer it: official releases in JSON browse pages (with release groups,
/// artist credits and `cover-art-archive` flags) and archive listings per release group.
///
/// Every fifth album has no front cover on any release; of the others only the second release
/// has one. Every third album's listing lacks the 1200 thumbnail. Titles include characters HTML
/// must escape.
struct WallData: Sendable {
    struct Album: Sendable {
        var index: Int
        var group: MBID
        var title: String
        var year: Int
        var hasArt: Bool
        var has1200: Bool
        var releases: [MBID]
    }

    static let artist = MBID("5f1e8a3c-9b7d-4e2a-8c6f-1d3b5a7e9c20")!
    static let artistName = "The Loopback Ensemble"
    static let names = ["Echoes", "Songs & <Stories>", "\"Quoted\" 'Tis", "Night Drive", "Paper Moons"]

    let albums: [Album]

    init(albumCount: Int = 30, releasesPerAlbum: Int = 4) {
        albums = (0..<albumCount).map { index in
            Album(
                index: index, group: Self.mbid(0x1000 + index),
                title: Self.names[index % Self.names.count] + (index < Self.names.count ? "" : " \(index)"),
                year: 1970 + index, hasArt: index % 5 != 4, has1200: index % 3 != 2,
                releases: (0..<releasesPerAlbum).map { Self.mbid(0x100000 + index * 100 + $0) })
        }
    }

    /// A fixed MBID from a number.
    static func mbid(_ number: Int) -> MBID {
        let hex = String(number, radix: 16)
        let digits = String(repeating: "0", count: 12 - hex.count) + hex
        return MBID("00000000-0000-4000-8000-\(digits)")!
    }

    var albumsWithArt: [Album] { albums.filter(\.hasArt) }

    var releaseCount: Int { albums.reduce(0) { $0 + $1.releases.count } }

    /// The JSON of `GET /ws/2/release?artist=…&offset=&limit=`.
    func releasesPage(offset: Int, limit: Int) -> Data {
        var all: [[String: Any]] = []
        for album in albums {
            for (number, release) in album.releases.enumerated() {
                let front = album.hasArt && number == 1
                all.append([
                    "id": release.description, "title": album.title, "status": "Official",
                    "date": "\(album.year)-0\(number + 1)-01", "country": "GB",
                    "cover-art-archive": [
                        "artwork": front, "count": front ? 1 : 0, "front": front, "back": false, "darkened": false,
                    ],
                    "artist-credit": [
                        [
                            "name": Self.artistName, "joinphrase": "",
                            "artist": [
                                "id": Self.artist.description, "name": Self.artistName,
                                "sort-name": "Loopback Ensemble, The",
                            ],
                        ]
                    ],
                    "release-group": [
                        "id": album.group.description, "title": album.title, "primary-type": "Album",
                        "secondary-types": [String](), "first-release-date": String(album.year),
                    ],
                ])
            }
        }
        let page: [String: Any] = [
            "release-count": all.count, "release-offset": offset,
            "releases": Array(all.dropFirst(offset).prefix(limit)),
        ]
        return (try? JSONSerialization.data(withJSONObject: page)) ?? Data()
    }

    /// The JSON of `GET /ws/2/release/<mbid>?inc=recordings+artist-credits` for a release of an
    /// album: one CD of three tracks, the third with a guest beside the artist and over an hour
    /// long.
    func releaseLookup(_ album: Album, release: MBID) -> Data {
        func credit(_ names: [(String, MBID, String)]) -> [[String: Any]] {
            names.map { name, id, join in
                ["name": name, "joinphrase": join, "artist": ["id": id.description, "name": name]]
            }
        }
        let band = credit([(Self.artistName, Self.artist, "")])
        let guest = credit([(Self.artistName, Self.artist, " feat. "), ("Guest", Self.mbid(0xBEEF), "")])
        let tracks: [[String: Any]] = [
            ("Opening", 227_000, band), ("Middle", 383_400, band), ("The Long One", 3_725_000, guest),
        ].enumerated().map { index, track in
            [
                "id": Self.mbid(0x200000 + index).description, "position": index + 1, "number": String(index + 1),
                "title": "\(track.0)", "length": track.1, "artist-credit": track.2,
                "recording": ["id": Self.mbid(0x300000 + index).description, "title": track.0, "length": track.1],
            ]
        }
        let lookup: [String: Any] = [
            "id": release.description, "title": album.title, "status": "Official", "artist-credit": band,
            "cover-art-archive": ["artwork": album.hasArt, "count": 1, "front": album.hasArt, "back": false],
            "media": [["position": 1, "format": "CD", "track-count": 3, "track-offset": 0, "tracks": tracks]],
        ]
        return (try? JSONSerialization.data(withJSONObject: lookup)) ?? Data()
    }

    /// The archive's listing of an album's release group, its images under `imageBase`; `nil`
    /// (a 404) for an album without art.
    func listing(for album: Album, imageBase: String) -> Data? {
        guard album.hasArt else { return nil }
        let image = "\(imageBase)/\(album.index)"
        var thumbnails = [
            "250": image + "-250.png", "500": image + "-500.png", "small": image + "-250.png",
            "large": image + "-500.png",
        ]
        if album.has1200 { thumbnails["1200"] = image + "-1200.png" }
        let listing: [String: Any] = [
            "images": [
                [
                    "id": 100_000 + album.index, "front": true, "back": false, "approved": true,
                    "image": image + "-original.png", "thumbnails": thumbnails, "types": ["Front"],
                ]
            ],
            "release": "https://musicbrainz.org/release/\(album.releases[min(1, album.releases.count - 1)])",
        ]
        return try? JSONSerialization.data(withJSONObject: listing)
    }
}
