import Foundation
import MusicBrainz
import Testing

@Suite struct CoverArtAlbumTests {
    static func release(
        _ number: Int, group: Int?, date: String?, front: Bool?, darkened: Bool = false, title: String = "T"
    ) -> Release {
        Release(
            id: WallData.mbid(number), title: title,
            releaseGroup: group.map { ReleaseGroup(id: WallData.mbid($0), title: "Group \($0)") },
            date: date.flatMap(PartialDate.init),
            coverArtArchive: front.map {
                CoverArtArchiveStatus(artwork: $0, count: $0 ? 1 : 0, front: $0, back: false, darkened: darkened)
            })
    }

    @Test("a release's flags decide whether the archive is asked")
    func releaseFlags() {
        #expect(CoverArtAlbum(release: Self.release(1, group: nil, date: nil, front: true)).hasFrontCover == true)
        #expect(CoverArtAlbum(release: Self.release(1, group: nil, date: nil, front: false)).hasFrontCover == false)
        #expect(
            CoverArtAlbum(release: Self.release(1, group: nil, date: nil, front: true, darkened: true)).hasFrontCover
                == false)
        #expect(CoverArtAlbum(release: Self.release(1, group: nil, date: nil, front: nil)).hasFrontCover == nil)
        let album = CoverArtAlbum(release: Self.release(7, group: 9, date: "2001-02", front: true, title: "X"))
        #expect(album.entity == .release(WallData.mbid(7)))
        #expect(album.release == WallData.mbid(7))
        #expect(album.title == "X")
        #expect(album.date == PartialDate(year: 2001, month: 2))
        #expect(CoverArtAlbum(.releaseGroup(WallData.mbid(3))).release == nil)
        #expect(CoverArtAlbum(.release(WallData.mbid(3))).release == WallData.mbid(3))
    }

    @Test("releases group into albums: a front cover on any release counts, unknown flags stay unknown")
    func grouping() throws {
        let releases = [
            Self.release(1, group: 10, date: "1999", front: false),
            Self.release(2, group: 10, date: "1998", front: true),
            Self.release(3, group: 20, date: "1990", front: false),
            Self.release(4, group: 20, date: "1991", front: false),
            Self.release(5, group: 30, date: nil, front: nil),
            Self.release(6, group: 30, date: "2005", front: false),
            Self.release(7, group: nil, date: "1995", front: true, title: "Loose"),
            Self.release(2, group: 10, date: "1998", front: true),  // repeated by a page shift
        ]
        let albums = CoverArtAlbum.releaseGroups(of: releases)
        #expect(albums.map(\.title) == ["Group 20", "Loose", "Group 10", "Group 30"])
        #expect(albums.map(\.hasFrontCover) == [false, true, true, nil])
        #expect(albums[0].entity == .releaseGroup(WallData.mbid(20)))
        #expect(albums[0].release == WallData.mbid(3))  // the earliest, none has art
        #expect(albums[1].entity == .release(WallData.mbid(7)))
        #expect(albums[2].release == WallData.mbid(2))  // the one with the front cover
        #expect(albums[2].date == PartialDate(year: 1998))
    }

    @Test("albums sort by first release date, unknown last, then by title")
    func ordering() {
        let groups: [(Int, String?, String)] = [(1, "2000", "B"), (2, nil, "A"), (3, "2000", "A"), (4, "1990-05", "Z")]
        let releases = groups.map { number, date, title in
            var release = Self.release(number, group: number, date: nil, front: true)
            release.releaseGroup = ReleaseGroup(
                id: WallData.mbid(number), title: title, firstReleaseDate: date.flatMap(PartialDate.init))
            return release
        }
        #expect(CoverArtAlbum.releaseGroups(of: releases).map(\.title) == ["Z", "A", "B", "A"])
        #expect(CoverArtAlbum.releaseGroups(of: releases).last?.entity == .releaseGroup(WallData.mbid(2)))
    }

    @Test("the front cover URL of a release is built from its flags without a request")
    func frontCoverURL() throws {
        let configuration = CoverArtArchiveClient.Configuration(userAgent: TestClients.userAgent)
        let url = try configuration.frontCoverURL(
            of: Self.release(5, group: nil, date: nil, front: true), size: .thumbnail250)
        #expect(url?.absoluteString == "https://coverartarchive.org/release/\(WallData.mbid(5))/front-250")
        #expect(
            try configuration.frontCoverURL(of: Self.release(5, group: nil, date: nil, front: false), size: .original)
                == nil)
        #expect(
            try configuration.frontCoverURL(of: Self.release(5, group: nil, date: nil, front: nil), size: .original)
                == nil)
    }
}
