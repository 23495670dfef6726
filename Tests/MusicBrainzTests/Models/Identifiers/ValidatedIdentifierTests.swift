import Foundation
import MusicBrainz
import Testing

/// ISRC, ISWC, TOC and barcode accept what the service accepts (in the form it needs) and refuse
/// the rest with a clear ``MusicBrainzError/Code/invalidRequest``.
@Suite struct ValidatedIdentifierTests {
    @Test("an ISRC is normalised: upper case, no hyphens or spaces")
    func isrc() throws {
        for text in ["GBAAA9900303", "gbaaa9900303", "GB-AAA-99-00303", "gb aaa 99 00303", "GB-aAa-9900303"] {
            #expect(ISRC(text)?.rawValue == "GBAAA9900303", "\(text)")
        }
        let isrc = try ISRC(validating: "  us-rc1-76-07839 \n")
        #expect(isrc.description == "USRC17607839")
        #expect(
            [isrc.countryCode, isrc.registrantCode, isrc.yearOfReference, isrc.designationCode] == [
                "US", "RC1", "76", "07839",
            ])
        for bad in [
            "", "GBAAA990030", "GBAAA99003033", "G1AAA9900303", "GBAAA99003X3", "GB_AAA9900303", "ＧＢAAA9900303",
        ] {
            #expect(ISRC(bad) == nil, "\(bad)")
            let error = #expect(throws: MusicBrainzError.self) { try ISRC(validating: bad) }
            #expect(error?.code == .invalidRequest)
            #expect(error?.message.contains("is not an ISRC") == true)
        }
    }

    @Test("an ISWC gets its canonical form and its check digit is verified")
    func iswc() throws {
        for text in ["T-034.524.680-1", "T0345246801", "t-034524680-1", "T 034 524 680 1", "T-034.524.680.1"] {
            #expect(ISWC(text)?.rawValue == "T-034.524.680-1", "\(text)")
        }
        #expect(ISWC("T-034.524.680-2") == nil)
        let wrong = #expect(throws: MusicBrainzError.self) { try ISWC(validating: "T-034.524.680-2") }
        #expect(wrong?.code == .invalidRequest)
        #expect(wrong?.message.contains("its check digit is 2, but the digits give 1") == true)
        // MusicBrainz data has ISWCs with wrong check digits; a lookup of them must stay possible.
        let stored = try ISWC(validating: "T-000.000.002-0", checkDigit: .ignore)
        #expect(stored.rawValue == "T-000.000.002-0")
        #expect(!stored.hasValidCheckDigit)
        #expect(stored.expectedCheckDigit == 1)
        for bad in ["", "T-034.524.680", "X0345246801", "T-034.524.680-12", "T-034a524.680-1", "0345246801"] {
            #expect(throws: MusicBrainzError.self, "\(bad)") { try ISWC(validating: bad, checkDigit: .ignore) }
        }
    }

    static let validTOC = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"

    @Test("a TOC follows libdiscid's and the server's rules and keeps its numbers")
    func toc() throws {
        let toc = try TOC(validating: Self.validTOC)
        #expect(toc.firstTrack == 1)
        #expect(toc.lastTrack == 12)
        #expect(toc.leadoutOffset == 267257)
        #expect(toc.trackCount == 12)
        #expect(toc.offsets.first == 150)
        #expect(toc.description == Self.validTOC)
        #expect(try TOC(validating: Self.validTOC.replacingOccurrences(of: " ", with: "+")) == toc)
        #expect(try TOC(lastTrack: 1, leadoutOffset: 20000, offsets: [150]).description == "1 1 20000 150")
        // A disc may start at track 2 (libdiscid accepts it; the lookup refuses it before sending).
        let fromTwo = try TOC(validating: "2 3 30000 150 15000")
        #expect(fromTwo.firstTrack == 2 && fromTwo.lastTrack == 3 && fromTwo.trackCount == 2)
        #expect(try TOC(validating: "1 1 405000 150").leadoutOffset == TOC.maximumLeadoutOffset)
        let refused: [(String, String)] = [
            ("0 3 30000 150 15000 20000 25000", "the first track must be 1 to 99, not 0"),
            ("3 2 30000 150 15000", "the first track 3 must not come after the last track 2"),
            ("2 3 30000 150", "2 tracks need 2 offsets, not 1"),
            ("1 2 405001 150 15000", "the lead-out 405001 is beyond 90 minutes (405000 sectors)"),
            ("1 0 30000", "expected the first track"),
            (
                "1 100 30000 " + (1...100).map { String($0 * 150) }.joined(separator: " "),
                "the last track must be 1 to 99"
            ),
            ("1 3 30000 150 15000", "3 tracks need 3 offsets, not 2"),
            ("1 2 30000 150 15000 20000", "2 tracks need 2 offsets, not 3"),
            ("1 3 30000 150 15000 15000", "offsets must increase"),
            ("1 2 15000 150 15000", "the lead-out 15000 must come after"),
            ("1 2 30000 150 1.5e4", "is not a non-negative whole number"),
            ("1 2 30000 150 -15000", "is not a non-negative whole number"),
            ("1 1 99999999999999999999 150", "is too large for a sector offset"),
            ("", "expected the first track"),
        ]
        for (text, message) in refused {
            #expect(TOC(text) == nil, "\(text)")
            let error = #expect(throws: MusicBrainzError.self) { try TOC(validating: text) }
            #expect(error?.code == .invalidRequest)
            #expect(error?.message.contains(message) == true, "\(text): \(error?.message ?? "")")
        }
    }

    @Test("a barcode is digits, with the GTIN check digit verified where the length has one")
    func barcode() throws {
        for valid in ["036000291452", "4006381333931", "96385074", "00012345600012", "792258106329", "0 36000 29145 2"]
        {
            let barcode = try #require(Barcode(valid), "\(valid)")
            #expect(barcode.hasValidCheckDigit == true)
            #expect(barcode.isGTIN)
        }
        #expect(Barcode("0 36000 29145 2")?.rawValue == "036000291452")
        #expect(Barcode("028947462525") == nil, "a wrong UPC-A check digit")
        #expect(Barcode("4006381333932") == nil)
        let wrong = #expect(throws: MusicBrainzError.self) { try Barcode(validating: "4006381333932") }
        #expect(wrong?.message.contains("is not a valid EAN-13: its check digit is 2, but the digits give 1") == true)
        let lenient = try Barcode(validating: "4006381333932", checkDigit: .ignore)
        #expect(lenient.hasValidCheckDigit == false)
        // Lengths without a check digit are kept as they are.
        #expect(Barcode("12345")?.hasValidCheckDigit == nil)
        #expect(Barcode("1234567890")?.isGTIN == false)
        for bad in ["", "12a45", "ABCDEFGHIJKL", "１２３"] {
            #expect(Barcode(bad) == nil, "\(bad)")
            #expect(throws: MusicBrainzError.self) { try Barcode(validating: bad, checkDigit: .ignore) }
        }
    }

    @Test("MBIDs and disc IDs refuse malformed text with a clear error")
    func mbidAndDiscID() {
        let mbid = #expect(throws: MusicBrainzError.self) {
            try MBID(validating: "29611d8b-b3ad-4ffb-acb5-xxxxxxxxxxxx")
        }
        #expect(mbid?.code == .invalidRequest)
        let discID = #expect(throws: MusicBrainzError.self) { try DiscID(validating: "-") }
        #expect(discID?.message.contains("is not a disc ID") == true)
    }

    @Test("identifiers encode as their canonical strings and decode back")
    func codable() throws {
        struct Box: Codable, Equatable {
            var isrc: ISRC
            var iswc: ISWC
            var toc: TOC
            var barcode: Barcode
        }
        let box = Box(
            isrc: ISRC("gb-aaa-99-00303")!, iswc: ISWC("T0345246801")!, toc: TOC("1 1 20000 150")!,
            barcode: Barcode("036000291452")!)
        let data = try JSONEncoder().encode(box)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""isrc":"GBAAA9900303""#))
        #expect(json.contains(#""iswc":"T-034.524.680-1""#))
        #expect(json.contains(#""toc":"1 1 20000 150""#))
        #expect(try JSONDecoder().decode(Box.self, from: data) == box)
    }
}
