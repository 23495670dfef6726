import Foundation
import MusicBrainz
import Testing

/// Choosing images and sizes in a listing, without any decoding or network.
@Suite struct CoverArtListingTests {
    static let base = "https://coverartarchive.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd/"

    static func image(
        _ id: UInt64, front: Bool = false, back: Bool = false, thumbnails: [Int: String] = [:]
    ) -> CoverArtImage {
        var set = CoverArtThumbnails()
        set.size250 = thumbnails[250].flatMap(URL.init(string:))
        set.size500 = thumbnails[500].flatMap(URL.init(string:))
        set.size1200 = thumbnails[1200].flatMap(URL.init(string:))
        return CoverArtImage(
            id: CoverArtImageID(rawValue: id), front: front, back: back,
            image: URL(string: base + "\(id).jpg"), thumbnails: set)
    }

    @Test("front and back pick the first flagged image, not the first image; IDs pick exactly")
    func selection() {
        let listing = CoverArtListing(images: [
            Self.image(1), Self.image(2, back: true), Self.image(3, front: true), Self.image(4, front: true),
        ])
        #expect(listing.image(.front)?.id.rawValue == 3)
        #expect(listing.image(.back)?.id.rawValue == 2)
        #expect(listing.image(.image(CoverArtImageID(rawValue: 4)))?.front == true)
        #expect(listing.image(.image(CoverArtImageID(rawValue: 5))) == nil)
        #expect(listing.releaseID == nil)
    }

    @Test("a size missing from an image is replaced by the next larger one first, and the result says which")
    func sizes() throws {
        let image = Self.image(9, front: true, thumbnails: [250: Self.base + "9-250.jpg"])
        #expect(image.url(for: .thumbnail500) == nil)
        #expect(image.bestURL(for: .thumbnail1200)?.size == .original)
        #expect(image.bestURL(for: .thumbnail250)?.size == .thumbnail250)
        #expect(
            image.bestURL(for: .thumbnail1200, fallback: [.thumbnail1200, .thumbnail500, .thumbnail250, .original])?
                .size == .thumbnail250)
        #expect(image.bestURL(for: .thumbnail500, fallback: [])?.url == nil)
        let entity = CoverArtEntity.release(try MBID(validating: "76df3287-6cda-33eb-8e9a-044b5e15ffdd"))
        let listing = CoverArtListing(
            release: URL(string: "https://musicbrainz.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd"),
            images: [image])
        let resolved = try #require(listing.resolve(.front, size: .thumbnail500, entity: entity))
        #expect(resolved.size == .original)
        #expect(resolved.url.absoluteString == Self.base + "9.jpg")
        #expect(resolved.entity == entity)
        #expect(resolved.release == listing.release)
    }

    @Test("image IDs parse from digits only and print as digits")
    func imageIDs() {
        #expect(CoverArtImageID("14504943757")?.rawValue == 14_504_943_757)
        #expect(CoverArtImageID("18446744073709551615")?.rawValue == UInt64.max)
        #expect(CoverArtImageID("18446744073709551616") == nil)
        #expect(CoverArtImageID("+5") == nil)
        #expect(CoverArtImageID(" 5") == nil)
        #expect(CoverArtImageID("") == nil)
        #expect(CoverArtImageID(rawValue: 829_521_842).description == "829521842")
    }

    @Test("entities know their path segment and whether they are release groups")
    func entities() throws {
        let id = try MBID(validating: "C0D1A5E2-33B4-4F6E-9A8B-7C6D5E4F3A2B")
        #expect(CoverArtEntity.release(id).pathSegment == "release")
        #expect(CoverArtEntity.releaseGroup(id).pathSegment == "release-group")
        #expect(CoverArtEntity.releaseGroup(id).isReleaseGroup)
        #expect(CoverArtEntity.releaseGroup(id).description == "release group c0d1a5e2-33b4-4f6e-9a8b-7c6d5e4f3a2b")
        #expect(CoverArtEntity.release(id) != CoverArtEntity.releaseGroup(id))
    }
}
