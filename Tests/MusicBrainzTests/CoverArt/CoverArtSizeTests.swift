import Foundation
import MusicBrainz
import Testing

@Suite struct CoverArtSizeTests {
    @Test("the default fallback prefers the next larger size, then goes down from the size asked")
    func defaultCandidates() {
        let order = CoverArtSize.defaultFallbackOrder
        #expect(order == [.thumbnail250, .thumbnail500, .thumbnail1200, .original])
        // beets#3638: no 1200 thumbnail means the original is under 1200 px, so take it, not 500.
        #expect(
            CoverArtSize.thumbnail1200.candidates(fallback: order) == [
                .thumbnail1200, .original, .thumbnail500, .thumbnail250,
            ])
        #expect(
            CoverArtSize.thumbnail500.candidates(fallback: order) == [
                .thumbnail500, .thumbnail1200, .original, .thumbnail250,
            ])
        #expect(
            CoverArtSize.thumbnail250.candidates(fallback: order) == [
                .thumbnail250, .thumbnail500, .thumbnail1200, .original,
            ])
        #expect(
            CoverArtSize.original.candidates(fallback: order) == [
                .original, .thumbnail1200, .thumbnail500, .thumbnail250,
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
