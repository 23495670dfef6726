import Foundation
import MusicBrainz
import Testing

/// Partial dates encode only when they decode back.
@Suite struct PartialDateTests {
    struct Unwritable: Sendable, CustomTestStringConvertible {
        var date: PartialDate
        var why: String
        var testDescription: String { why }
    }

    static let unwritable: [Unwritable] = [
        Unwritable(date: PartialDate(year: -5), why: "a negative year (was written as \"00-5\")"),
        Unwritable(date: PartialDate(year: 12345), why: "a five-digit year"),
        Unwritable(date: PartialDate(year: 2004, month: 13), why: "month 13"),
        Unwritable(date: PartialDate(month: 0), why: "month 0"),
        Unwritable(date: PartialDate(year: 2004, month: 2, day: 32), why: "day 32"),
        Unwritable(date: PartialDate(year: 2004, month: 2, day: 0), why: "day 0"),
        Unwritable(date: PartialDate(), why: "no known part (was written as \"????\")"),
    ]

    @Test("a date with a part out of range or no known part throws EncodingError.invalidValue", arguments: unwritable)
    func unwritableDateThrows(_ input: Unwritable) {
        let error = #expect(throws: EncodingError.self) { try JSONEncoder().encode([input.date]) }
        guard case .invalidValue(let value, let context)? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(value as? PartialDate == input.date)
        #expect(context.debugDescription.contains("year 0...9999, month 1...12, day 1...31"))
    }

    @Test("a model holding an unwritable date does not encode, naming the key")
    func modelWithUnwritableDate() throws {
        let id = try #require(MBID("5b11f4ce-a62d-471e-81fc-a69a8278c7da"))
        let release = Release(id: id, title: "x", date: PartialDate(year: -5))
        let error = #expect(throws: EncodingError.self) { try JSONEncoder().encode(release) }
        guard case .invalidValue(_, let context)? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["date"])
    }

    @Test(
        "dates in range encode in the MusicBrainz form and decode back equal",
        arguments: [
            PartialDate(year: 0), PartialDate(year: 9999, month: 12, day: 31), PartialDate(year: 2004, month: 3),
            PartialDate(month: 4, day: 28), PartialDate(year: 2008, day: 2), PartialDate(day: 1),
        ])
    func writableDatesRoundTrip(_ date: PartialDate) throws {
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(date.description)\"]")
        #expect(try JSONDecoder().decode([PartialDate].self, from: data) == [date])
    }
}
