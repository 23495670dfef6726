import Foundation
import MusicBrainz
import Testing

@Suite struct TrackLengthFormatTests {
    @Test(
        "lengths are written m:ss under an hour and h:mm:ss from an hour on",
        arguments: [
            (0, "0:00"), (499, "0:00"), (500, "0:01"), (7_000, "0:07"), (227_000, "3:47"), (239_600, "4:00"),
            (3_599_000, "59:59"), (3_599_500, "1:00:00"), (3_725_000, "1:02:05"), (90_000_000, "25:00:00"),
        ])
    func formats(milliseconds: Int, expected: String) {
        #expect(TrackLengthFormat().string(for: .milliseconds(milliseconds)) == expected)
    }

    @Test("unknown and negative lengths are the placeholder")
    func unknown() {
        #expect(TrackLengthFormat().string(for: nil) == "?:??")
        #expect(TrackLengthFormat(unknown: "--:--").string(for: nil) == "--:--")
        #expect(TrackLengthFormat().string(for: .seconds(-5)) == "?:??")
    }
}
