import Foundation
import Testing

@testable import MusicBrainz

/// Decodes the project's own listings, shaped like the documented `index.json` (ws2-reference
/// section 9.2), and encodes them back.
@Suite struct CoverArtListingDecodingTests {
    static let release = "76df3287-6cda-33eb-8e9a-044b5e15ffdd"
    static let caa = "https://coverartarchive.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd/"

    func listing(_ name: String) throws -> CoverArtListing {
        try CoverArtListing(json: try OwnFixtures.data(name))
    }

    @Test("a current listing decodes every image field, 64-bit IDs and unknown types included")
    func fullListing() throws {
        let listing = try listing("caa-release-full.json")
        #expect(listing.release == URL(string: "https://musicbrainz.org/release/\(Self.release)"))
        #expect(listing.releaseID == MBID(Self.release))
        #expect(listing.images.map(\.id.rawValue) == [829_521_842, 829_523_120, 36_170_434_218])

        let front = try #require(listing.image(.front))
        #expect(front.id == CoverArtImageID(rawValue: 829_521_842))
        #expect(front.types == [.front])
        #expect(front.front && !front.back)
        #expect(front.approved == true)
        #expect(front.comment == nil)
        #expect(front.edit == 17_462_565)
        #expect(front.image == URL(string: Self.caa + "829521842.jpg"))
        #expect(front.thumbnails.size250 == URL(string: Self.caa + "829521842-250.jpg"))
        #expect(front.thumbnails.size500 == URL(string: Self.caa + "829521842-500.jpg"))
        #expect(front.thumbnails.size1200 == URL(string: Self.caa + "829521842-1200.jpg"))
        #expect(front.thumbnails.small == URL(string: Self.caa + "829521842-250.jpg"))
        #expect(front.thumbnails.large == URL(string: Self.caa + "829521842-500.jpg"))

        let back = try #require(listing.image(.back))
        #expect(back.id.description == "829523120")
        #expect(back.types == [.back, .spine])
        #expect(back.comment == "with the catalog number")
        #expect(back.url(for: .original)?.pathExtension == "png")

        let booklet = try #require(listing.image(.image(CoverArtImageID(rawValue: 36_170_434_218))))
        #expect(booklet.types == [.booklet, .medium, .matrixRunout, CoverArtType(rawValue: "Hologram")])
        #expect(booklet.approved == false)
        #expect(booklet.comment == "booklet, pages 2–3")
        #expect(booklet.edit == 98_000_123)
        #expect(listing.image(.image(CoverArtImageID(rawValue: 1))) == nil)
    }

    @Test("an old listing with string IDs and only small/large thumbnails decodes, and 1200 falls back to the original")
    func legacyListing() throws {
        let listing = try listing("caa-release-legacy.json")
        let base = "http://coverartarchive.org/release/1e2fb1a4-8c2d-4f7e-a0b5-3c9d6e8f1a2b/"
        #expect(listing.releaseID == MBID("1e2fb1a4-8c2d-4f7e-a0b5-3c9d6e8f1a2b"))
        let front = try #require(listing.image(.front))
        #expect(front.id == CoverArtImageID("1234567890"))
        #expect(front.thumbnails.size250 == nil && front.thumbnails.size1200 == nil)
        #expect(front.url(for: .thumbnail250) == URL(string: base + "1234567890-250.jpg"))
        #expect(front.url(for: .thumbnail500) == URL(string: base + "1234567890-500.jpg"))
        #expect(front.url(for: .thumbnail1200) == nil)
        let best = try #require(front.bestURL(for: .thumbnail1200))
        #expect(best.size == .original)
        #expect(best.url == URL(string: base + "1234567890.jpg"))
        let downward = [CoverArtSize.thumbnail1200, .thumbnail500, .thumbnail250, .original]
        #expect(front.bestURL(for: .thumbnail1200, fallback: downward)?.url == URL(string: base + "1234567890-500.jpg"))

        let back = try #require(listing.image(.back))
        #expect(back.id.rawValue == 1_234_567_999)
        #expect(back.edit == 1_234_570)
        #expect(back.approved == true)
    }

    @Test("an empty image list decodes to no images and no front cover")
    func emptyListing() throws {
        let listing = try listing("caa-release-empty.json")
        #expect(listing.images.isEmpty)
        #expect(listing.releaseID == MBID(Self.release))
        #expect(listing.image(.front) == nil)
        #expect(listing.resolve(.front, size: .original, entity: .release(MBID(Self.release)!)) == nil)
    }

    @Test("nulls and missing keys read as nil, false or empty; unknown thumbnail keys are kept")
    func sparseListing() throws {
        let listing = try listing("caa-release-sparse.json")
        #expect(listing.release == nil)
        #expect(listing.images.count == 2)
        let bare = listing.images[0]
        #expect(bare.id.rawValue == 4242)
        #expect(bare.types.isEmpty)
        #expect(!bare.front && !bare.back)
        #expect(bare.approved == nil && bare.comment == nil && bare.edit == nil && bare.image == nil)
        #expect(bare.thumbnails.isEmpty)
        #expect(bare.bestURL(for: .original) == nil)

        let second = listing.images[1]
        #expect(second.id.rawValue == 4243)
        #expect(second.types == [.front])
        #expect(second.thumbnails.size250 == nil && second.thumbnails.size500 == nil)
        #expect(second.url(for: .thumbnail250) == URL(string: Self.caa + "4243-250.jpg"))
        #expect(second.thumbnails.additional == ["2000": URL(string: Self.caa + "4243-2000.jpg")!])
        // 500 is missing (""), so a 500 request goes on to 250, reached through `small`.
        #expect(second.bestURL(for: .thumbnail500)?.size == .thumbnail250)
        #expect(listing.image(.front)?.id.rawValue == 4243)
    }

    @Test(
        "encoding gives the archive's JSON shape and decodes back to an equal listing",
        arguments: [
            "caa-release-full.json", "caa-release-legacy.json", "caa-release-empty.json",
            "caa-release-sparse.json", "caa-release-no-1200.json", "caa-release-group-front.json",
        ])
    func roundTrip(name: String) throws {
        let listing = try listing(name)
        let encoded = try JSONEncoder().encode(listing)
        #expect(try CoverArtListing(json: encoded) == listing)
    }

    @Test("an encoded image has numeric id, the flags, comment \"\" and the thumbnail keys")
    func encodedShape() throws {
        let listing = try listing("caa-release-legacy.json")
        let object = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(listing)) as? [String: Any])
        #expect(object["release"] as? String == "http://musicbrainz.org/release/1e2fb1a4-8c2d-4f7e-a0b5-3c9d6e8f1a2b")
        let image = try #require((object["images"] as? [[String: Any]])?.first)
        #expect((image["id"] as? NSNumber)?.int64Value == 1_234_567_890)
        #expect(image["front"] as? Bool == true)
        #expect(image["back"] as? Bool == false)
        #expect(image["approved"] as? Bool == true)
        #expect(image["comment"] as? String == "")
        #expect((image["edit"] as? NSNumber)?.intValue == 1_234_567)
        #expect(image["types"] as? [String] == ["Front"])
        let thumbnails = try #require(image["thumbnails"] as? [String: String])
        #expect(Set(thumbnails.keys) == ["small", "large"])
    }

    @Test("an image without id is decodingFailed naming images[1].id")
    func missingID() throws {
        let body = Data(#"{"images": [{"id": 1, "front": true}, {"front": false}], "release": null}"#.utf8)
        let error = #expect(throws: MusicBrainzError.self) { try CoverArtListing(json: body) }
        #expect(error?.code == .decodingFailed)
        #expect(error?.decodingPath == "images[1].id")
    }

    @Test(
        "an image ID that is not a positive whole number is decodingFailed",
        arguments: [
            #""abc""#, "-5", "1.5", #""""#, "true", "18446744073709551616",
        ])
    func badID(id: String) throws {
        let body = Data(#"{"images": [{"id": \#(id)}]}"#.utf8)
        let error = #expect(throws: MusicBrainzError.self) { try CoverArtListing(json: body) }
        #expect(error?.code == .decodingFailed)
        #expect(error?.decodingPath == "images[0].id")
    }

    @Test("the largest 64-bit image ID, 18446744073709551615, decodes exactly as a number or a string")
    func largestImageID() throws {
        for id in ["18446744073709551615", #""18446744073709551615""#, "9223372036854775808"] {
            let listing = try CoverArtListing(json: Data(#"{"images": [{"id": \#(id), "front": true}]}"#.utf8))
            let expected = try #require(CoverArtImageID(id.replacingOccurrences(of: "\"", with: "")))
            #expect(listing.images.first?.id == expected)
        }
        let listing = try CoverArtListing(json: Data(#"{"images": [{"id": 18446744073709551615}]}"#.utf8))
        #expect(listing.images.first?.id.rawValue == UInt64.max)
        #expect(listing.images.first?.id.description == "18446744073709551615")
        #expect(try CoverArtListing(json: JSONEncoder().encode(listing)) == listing)
    }

    @Test("an image ID beyond 64 bits says it is out of range, not a wrong type or a floating-point number")
    func imageIDBeyond64Bits() {
        let body = Data(#"{"images": [{"id": 18446744073709551616}]}"#.utf8)
        let error = #expect(throws: MusicBrainzError.self) { try CoverArtListing(json: body) }
        #expect(error?.decodingPath == "images[0].id")
        let message = error?.message ?? ""
        #expect(message.contains("18446744073709551616 (out of range)"), "\(message)")
        #expect(!message.contains("e+19"), "\(message)")
    }

    @Test("image, thumbnail and release URLs that are not http or https read as missing")
    func nonWebURLsAreDropped() throws {
        let body = Data(
            #"""
            {"release": "javascript:alert(1)",
             "images": [{"id": 1, "front": true, "image": "javascript:alert(1)",
                         "thumbnails": {"250": "file:///etc/passwd", "500": "data:text/html,<b>x</b>",
                                        "small": "ftp://coverartarchive.org/1-250.jpg", "large": "https:///1-500.jpg",
                                        "1200": "HTTPS://coverartarchive.org/release/x/1-1200.jpg",
                                        "2000": "javascript:void(0)"}},
                        {"id": 2, "image": "http://coverartarchive.org/release/x/2.jpg"}]}
            """#.utf8)
        let listing = try CoverArtListing(json: body)
        #expect(listing.release == nil)
        let first = listing.images[0]
        #expect(first.image == nil)
        #expect(first.thumbnails.size250 == nil && first.thumbnails.size500 == nil)
        #expect(first.thumbnails.small == nil && first.thumbnails.large == nil)
        #expect(first.thumbnails.additional.isEmpty)
        #expect(first.thumbnails.size1200 == URL(string: "HTTPS://coverartarchive.org/release/x/1-1200.jpg"))
        #expect(first.bestURL(for: .original)?.size == .thumbnail1200)
        #expect(listing.images[1].image == URL(string: "http://coverartarchive.org/release/x/2.jpg"))
    }

    @Test("a flag that is neither Boolean nor true/false text reads as false, with a diagnostic at its key")
    func badFlag() throws {
        let body = Data(#"{"images": [{"id": 7, "front": "maybe"}]}"#.utf8)
        let decoded = try ResponseDecoder().decodeJSON(CoverArtListing.self, from: body)
        #expect(decoded.value.images.map(\.id) == [CoverArtImageID(rawValue: 7)])
        #expect(decoded.value.images.first?.front == false)
        #expect(decoded.diagnostics.map(\.path) == ["images[0].front"])
    }

    @Test("an HTML page is unexpectedContentType; truncated JSON and an empty body are decodingFailed")
    func notAListing() throws {
        let html = Data(CoverArtStandIn.werkzeugPage(status: 404, message: "No cover art found").utf8)
        let htmlError = #expect(throws: MusicBrainzError.self) { try CoverArtListing(json: html) }
        #expect(htmlError?.code == .unexpectedContentType)
        let truncated = #expect(throws: MusicBrainzError.self) {
            try CoverArtListing(json: Data(#"{"images": [{"id": 829521842, "front": tr"#.utf8))
        }
        #expect(truncated?.code == .decodingFailed)
        let empty = #expect(throws: MusicBrainzError.self) { try CoverArtListing(json: Data()) }
        #expect(empty?.code == .decodingFailed)
    }
}
