import Foundation
import MusicBrainz
import Testing

/// The typed identifiers the models expose beside the raw strings the service sends.
@Suite struct TypedIdentifierAccessorTests {
    @Test(
        "a recorded recording, work and release give typed ISRCs, ISWCs and a barcode",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
    func recorded() throws {
        let recording = try FixtureDecoding.shared(
            Recording.self, "ws2/json/recording/lookup_b9ad642e_inc-artist-credits_releases_isrcs.rs2025.json")
        #expect(recording.isrcValues == [try ISRC(validating: "JPB600760301")])
        let work = try FixtureDecoding.shared(Work.self, "ws2/json/work/lookup_b1df2cf3_inc-artist-rels.rs2025.json")
        #expect(work.iswcValues.map(\.description) == ["T-101.690.320-9"])
        let release = try FixtureDecoding.shared(
            Release.self,
            "ws2/json/release/lookup_1a8c4ac3_inc-artist-credits_isrcs_labels_media_recordings_release-groups.picard.json"
        )
        #expect(release.barcodeValue?.rawValue == "075990301024")
        #expect(release.barcodeValue?.hasValidCheckDigit == true)
    }

    @Test("values that do not validate stay raw and are left out of the typed view")
    func invalidStayRaw() {
        let id = MBID("b84ee12a-09ef-421b-82de-0441a926375b")!
        let recording = Recording(id: id, title: "R", isrcs: ["JPB600760301", "not-an-isrc"])
        #expect(recording.isrcValues.map(\.description) == ["JPB600760301"])
        #expect(recording.isrcs == ["JPB600760301", "not-an-isrc"])
        let work = Work(id: id, title: "W", iswcs: ["T-101.690.320-9", "T-101.690.320-0"])
        #expect(work.iswcValues.map(\.description) == ["T-101.690.320-9"])
        // A real barcode with a wrong check digit is kept, and says so; "" means no barcode.
        #expect(Release(id: id, title: "T", barcode: "075990301025").barcodeValue?.hasValidCheckDigit == false)
        #expect(Release(id: id, title: "T", barcode: "").barcodeValue == nil)
        #expect(Release(id: id, title: "T", barcode: "n/a").barcodeValue == nil)
    }
}
