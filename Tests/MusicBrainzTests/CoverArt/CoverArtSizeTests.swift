import Foundation
@_spi(Tools) import MusicBrainz
import Testing

@Suite struct CoverArtSizeTests {
    @Test("the default fallback goes down from the size asked, then up from the nearest")
    func defaultCandidates() {
        let order = CoverArtSize.defaultFallbackOrder
        #expect(order == [.thumbnail1200, .thumbnail500, .thumbnail250, .original])
        #expect(
            CoverArtSize.thumbnail1200.candidates(fallback: order) == [
                .thumbnail1200, .thumbnail500, .thumbnail250, .original,
            ])
        #expect(
            CoverArtSize.thumbnail500.candidates(fallback: order) == [
                .thumbnail500, .thumbnail250, .original, .thumbnail1200,
            ])
        #expect(
            CoverArtSize.thumbnail250.candidates(fallback: order) == [
                .thumbnail250, .original, .thumbnail500, .thumbnail1200,
            ])
        #expect(
            CoverArtSize.original.candidates(fallback: order) == [
                .original, .thumbnail250, .thumbnail500, .thumbnail1200,
            ])
    }

    @Test("a custom or empty fallback order is honoured; a size outside it is tried first")
    func customCandidates() {
        #expect(CoverArtSize.thumbnail1200.candidates(fallback: []) == [.thumbnail1200])
        #expect(
            CoverArtSize.thumbnail1200.candidates(fallback: [.thumbnail500, .thumbnail250]) == [
                .thumbnail1200, .thumbnail500, .thumbnail250,
            ])
        #expect(
            CoverArtSize.original.candidates(fallback: [.thumbnail500, .original, .thumbnail500]) == [
                .original, .thumbnail500,
            ])
    }

    @Test("sizes parse from 250, 500, 1200, original and the legacy small and large names")
    func parsing() {
        #expect(CoverArtSize("250") == .thumbnail250)
        #expect(CoverArtSize("small") == .thumbnail250)
        #expect(CoverArtSize("LARGE") == .thumbnail500)
        #expect(CoverArtSize("1200") == .thumbnail1200)
        #expect(CoverArtSize("original") == .original)
        #expect(CoverArtSize("2000") == nil)
        #expect(CoverArtSize("") == nil)
        #expect(CoverArtSize.allCases.map(\.description) == ["250", "500", "1200", "original"])
        #expect(CoverArtSize.original.maximumDimension == nil)
        #expect(CoverArtSize.thumbnail1200.maximumDimension == 1200)
    }
}
