import Foundation
import Testing

@testable import MusicBrainz

/// Disc ID, FreeDB ID, TOC string and submission URL of a TOC, against the public test vectors
/// of libdiscid and python-discid.
@Suite struct TOCDiscIDTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var source: String
        var toc: String
        var discID: String
        var freeDBID: String
        var testDescription: String { source }
    }

    /// The TOCs, disc IDs and FreeDB IDs as the test files have them: libdiscid
    /// `test/test_put.c` and python-discid `test_discid.py` ("Korn" from an older version of
    /// that file; section 15.4 of the WS/2 reference).
    static let vectors: [Vector] = [
        Vector(
            source: "libdiscid test_put.c",
            toc:
                "1 22 303602 150 9700 25887 39297 53795 63735 77517 94877 107270 123552 135522 148422 161197 174790 192022 205545 218010 228700 239590 255470 266932 288750",
            discID: "xUp1F2NkfP8s8jaeFn_Av3jNEI4-", freeDBID: "370fce16"),
        Vector(
            source: "python-discid Guano Apes, without the last data track",
            toc:
                "1 15 258725 150 17510 33275 45910 57805 78310 94650 109580 132010 149160 165115 177710 203325 215555 235590",
            discID: "TqvKjMu7dMliSfmVEBtrL7sBSno-", freeDBID: "b60d770f"),
        Vector(
            source: "python-discid Minimal", toc: "1 1 44942 150", discID: "ANJa4DGYN_ktpzOwvVPtcjwP7mE-",
            freeDBID: "02025501"),
        Vector(
            source: "python-discid Korn, pre-gap audio before track 1",
            toc:
                "1 14 275749 5475 19645 34416 51655 68900 90015 111090 130510 158652 173635 189015 208122 224413 252866",
            discID: "CnkXRItZOUxex7JwyWmHfdbFdqE-", freeDBID: "be0e130e"),
        Vector(
            source: "python-discid Lunar, first track 2",
            toc: "2 11 225781 150 11512 34143 50747 63640 98491 123534 174410 195438 201127",
            discID: "6RDuz0d7.M5SVMLe1z4DP0yaEC8-", freeDBID: "840bc20b"),
    ]

    @Test("disc ID, FreeDB ID, TOC string and submission URL match the test vectors", arguments: vectors)
    func vector(_ vector: Vector) throws {
        let toc = try TOC(validating: vector.toc)
        #expect(toc.discID.rawValue == vector.discID)
        #expect(toc.freeDBID == vector.freeDBID)
        #expect(toc.description == vector.toc)
        // libdiscid's submission URL, at the address MusicBrainz has today (test_put.c still
        // names the old mm.musicbrainz.org/bare/cdlookup.html page).
        let tracks = vector.toc.split(separator: " ")[1]
        let query = "id=\(vector.discID)&tracks=\(tracks)&toc=\(vector.toc.replacingOccurrences(of: " ", with: "+"))"
        #expect(toc.submissionURL.absoluteString == "https://musicbrainz.org/cdtoc/attach?" + query)
        #expect(
            try toc.submissionURL(base: URL(string: "http://localhost:5000")!).absoluteString
                == "http://localhost:5000/cdtoc/attach?" + query)
    }

    @Test("the hashed text is 804 upper-case hex characters, slot n holding track n")
    func hashedText() throws {
        let lunar = try TOC(validating: "2 11 225781 150 11512 34143 50747 63640 98491 123534 174410 195438 201127")
        let text = String(decoding: lunar.discIDMessage, as: UTF8.self)
        #expect(text.count == 804)
        #expect(text.hasPrefix("020B" + "000371F5" + "00000000" + "00000096" + "00002CF8"))
        #expect(text.hasSuffix(String(repeating: "0", count: 8 * 88)))
        #expect(Hex.lowercase(SHA1.digest(lunar.discIDMessage)).count == 40)
    }

    @Test("a computed disc ID is a valid DiscID and round-trips through its text")
    func discIDIsValid() throws {
        for vector in Self.vectors {
            let discID = try TOC(validating: vector.toc).discID
            #expect(DiscID(discID.rawValue) == discID)
            #expect(discID.rawValue.count == 28 && discID.rawValue.hasSuffix("-"))
        }
    }

    @Test("the FreeDB ID counts the lead-in and pads to 8 digits")
    func freeDBShape() throws {
        // Track 1 at 2 s (digit sum 2), lead-out at 3 s: t = 3 - 2 = 1 s, one track.
        let short = try TOC(validating: "1 1 225 150")
        #expect(short.freeDBID == "02000101")
    }

    @Test("a mirror's website keeps its path; a base that is not a website root is refused")
    func submissionBase() throws {
        let toc = try TOC(validating: "1 1 44942 150")
        let expectedQuery = "id=ANJa4DGYN_ktpzOwvVPtcjwP7mE-&tracks=1&toc=1+1+44942+150"
        #expect(
            try toc.submissionURL(base: URL(string: "https://mirror.example/mb/")!).absoluteString
                == "https://mirror.example/mb/cdtoc/attach?" + expectedQuery)
        #expect(
            try toc.submissionURL(base: URL(string: "HTTPS://musicbrainz.org")!).absoluteString
                == "https://musicbrainz.org/cdtoc/attach?" + expectedQuery)
        let refused: [(String, String)] = [
            ("ftp://musicbrainz.org", "is not an http or https URL with a host"),
            ("file:///tmp/site", "is not an http or https URL with a host"),
            ("https://musicbrainz.org/?lang=de", "has a query or fragment"),
            ("https://musicbrainz.org/#top", "has a query or fragment"),
            ("https://editor:s3cret@mirror.example", "has a user name or password"),
        ]
        for (base, message) in refused {
            let error = #expect(throws: MusicBrainzError.self) { try toc.submissionURL(base: URL(string: base)!) }
            #expect(error?.code == .invalidRequest)
            #expect(error?.message.contains(message) == true, "\(base): \(error?.message ?? "")")
            #expect(error?.message.contains("s3cret") == false)
        }
    }
}
