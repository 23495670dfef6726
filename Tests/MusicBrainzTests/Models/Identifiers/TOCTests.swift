import Testing

@testable import MusicBrainz

/// Building a TOC from a whole disc, with the Enhanced CD rule, and the rules it checks.
@Suite struct TOCTests {
    /// Recoil, "Liquid": ten audio tracks and a data track. The track starts and the lead-out are
    /// the ones pycdio read from the disc (LSN + 150), the disc ID and FreeDB ID the ones
    /// MusicBrainz and libdiscid give (ARver `doc/data_track.md`).
    static let liquidOffsets = [150, 12767, 40487, 63225, 93410, 118115, 151865, 184340, 215260, 247455, 281735]

    @Test("an Enhanced CD drops its data track and ends 11,400 sectors before it (a real disc)")
    func enhancedCD() throws {
        let toc = try TOC(trackOffsets: Self.liquidOffsets, leadoutOffset: 333801, lastTrackIsData: true)
        #expect(toc.firstTrack == 1)
        #expect(toc.lastTrack == 10)
        #expect(toc.leadoutOffset == 281735 - 11400)
        #expect(toc.offsets == Array(Self.liquidOffsets.dropLast()))
        #expect(toc.description == "1 10 270335 150 12767 40487 63225 93410 118115 151865 184340 215260 247455")
        #expect(toc.discID.rawValue == "9AQWqQ0eCCwktwPPrIUIYkUw2Uo-")
        #expect(toc.freeDBID == "890e120a")
        #expect(TOC.dataSessionGap == 11400)
    }

    @Test("without a data track the whole disc is the TOC")
    func audioCD() throws {
        let guanoApes = [
            150, 17510, 33275, 45910, 57805, 78310, 94650, 109580, 132010, 149160, 165115, 177710, 203325, 215555,
            235590,
        ]
        let toc = try TOC(trackOffsets: guanoApes, leadoutOffset: 258725, lastTrackIsData: false)
        #expect(toc == (try TOC(lastTrack: 15, leadoutOffset: 258725, offsets: guanoApes)))
        #expect(toc.discID.rawValue == "TqvKjMu7dMliSfmVEBtrL7sBSno-")
        // The same disc with its data track (python-discid's vector has it removed) gives the same ID.
        let enhanced = try TOC(
            trackOffsets: guanoApes + [258725 + 11400], leadoutOffset: 300000, lastTrackIsData: true)
        #expect(enhanced == toc)
        let fromTwo = try TOC(firstTrack: 2, trackOffsets: [150, 11512], leadoutOffset: 34143, lastTrackIsData: false)
        #expect(fromTwo.firstTrack == 2 && fromTwo.lastTrack == 3)
    }

    @Test(
        "a whole disc that breaks a rule is refused with the rule",
        arguments: [
            ([Int](), 30000, false, "a disc needs at least one track"),
            ([150], 30000, true, "needs an audio track before it"),
            ([150, 11550], 30000, true, "the data track at 11550 must start more than 11400 sectors after"),
            ([150, 20000], 20000, true, "the lead-out 20000 must come after the data track's offset 20000"),
            ([150, -20000], 30000, true, "offset -20000 is negative"),
            ([Int.min, 20000], 30000, true, "is negative"),
            ([150, 15000, 14000, 40000], 50000, true, "offsets must increase, but track 3 starts at 14000"),
            ([150, 15000], 500000, false, "is beyond 90 minutes"),
            (
                Array(stride(from: 150, to: 150 + 100 * 200, by: 200)), 30000, false,
                "the last track must be 1 to 99, not 100"
            ),
        ] as [([Int], Int, Bool, String)])
    func refused(_ offsets: [Int], _ leadout: Int, _ lastTrackIsData: Bool, _ message: String) {
        let error = #expect(throws: MusicBrainzError.self) {
            try TOC(trackOffsets: offsets, leadoutOffset: leadout, lastTrackIsData: lastTrackIsData)
        }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.hasPrefix("Invalid TOC: ") == true)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test("a first track outside 1…99 is refused before any arithmetic on it")
    func firstTrackRange() {
        for first in [0, 100, Int.max, Int.min] {
            let error = #expect(throws: MusicBrainzError.self) {
                try TOC(firstTrack: first, trackOffsets: [150], leadoutOffset: 30000, lastTrackIsData: false)
            }
            #expect(error?.message.contains("the first track must be 1 to 99, not \(first)") == true)
        }
    }
}
