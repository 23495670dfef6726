import Foundation
import MusicBrainz
import Testing

/// Decodes the one real Cover Art Archive listing of the shared corpus (an older listing kept
/// by the MusicBrainz Android app: string ID, `small`/`large` thumbnails only, `http://` URLs).
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct CoverArtListingContractTests {
    static let file = "caa/release-83c45b6c.android.json"
    static let base = "http://coverartarchive.org/release/83c45b6c-69ee-4eb0-903b-bd944ed59d48/"

    @Test("the real listing decodes with its real values")
    func realListing() throws {
        let listing = try CoverArtListing(json: try SharedFixtures.data(Self.file))
        #expect(listing.release == URL(string: "https://musicbrainz.org/release/83c45b6c-69ee-4eb0-903b-bd944ed59d48"))
        #expect(listing.releaseID == MBID("83c45b6c-69ee-4eb0-903b-bd944ed59d48"))
        #expect(listing.images.count == 1)
        let image = try #require(listing.images.first)
        #expect(image.id == CoverArtImageID(rawValue: 14_504_943_757))
        #expect(image.types == [.front])
        #expect(image.front)
        #expect(!image.back)
        #expect(image.approved == true)
        #expect(image.comment == nil)
        #expect(image.edit == 40_473_208)
        #expect(image.image == URL(string: Self.base + "14504943757.jpg"))
        #expect(image.thumbnails.small == URL(string: Self.base + "14504943757-250.jpg"))
        #expect(image.thumbnails.large == URL(string: Self.base + "14504943757-500.jpg"))
        #expect(image.thumbnails.size1200 == nil)
        #expect(listing.image(.front) == image)
    }

    @Test("the real listing answers every size, falling back from 1200 to the next larger: the original")
    func realListingSizes() throws {
        let listing = try CoverArtListing(json: try SharedFixtures.data(Self.file))
        let release = CoverArtEntity.release(try MBID(validating: "83c45b6c-69ee-4eb0-903b-bd944ed59d48"))
        let big = try #require(listing.resolve(.front, size: .thumbnail1200, entity: release))
        #expect(big.size == .original)
        #expect(big.url.absoluteString == Self.base + "14504943757.jpg")
        let downward = [CoverArtSize.thumbnail1200, .thumbnail500, .thumbnail250, .original]
        let large = try #require(listing.resolve(.front, size: .thumbnail1200, fallback: downward, entity: release))
        #expect(large.url.absoluteString == Self.base + "14504943757-500.jpg")
        #expect(
            listing.resolve(.front, size: .thumbnail250, entity: release)?.url.absoluteString
                == Self.base + "14504943757-250.jpg")
        #expect(
            listing.resolve(.front, size: .original, entity: release)?.url.absoluteString
                == Self.base + "14504943757.jpg")
        #expect(listing.resolve(.front, size: .thumbnail1200, fallback: [], entity: release) == nil)
        #expect(listing.resolve(.back, size: .original, entity: release) == nil)
    }

    @Test("the real listing survives encoding: the string ID becomes a number, the values stay")
    func realListingRoundTrip() throws {
        let listing = try CoverArtListing(json: try SharedFixtures.data(Self.file))
        let encoded = try JSONEncoder().encode(listing)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""id":14504943757"#))
        #expect(try CoverArtListing(json: encoded) == listing)
    }
}
