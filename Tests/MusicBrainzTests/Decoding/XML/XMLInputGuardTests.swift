import Foundation
import MusicBrainz
import MusicBrainzTesting
import Testing

/// Inputs that kill the process inside Foundation's `XMLParser` on Linux, or that it reports as
/// parsed when they are not: each must end in a typed error, through the decoder and the client.
@Suite struct XMLInputGuardTests {
    struct Input: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var why: String
        var testDescription: String { why }

        init(_ text: String, _ why: String) {
            self.bytes = Array(text.utf8)
            self.why = why
        }

        init(bytes: [UInt8], _ why: String) {
            self.bytes = bytes
            self.why = why
        }

        var data: Data { Data(bytes) }
    }

    /// Each of these crashes `XMLParser` (SIGILL or SIGSEGV) when a delegate is set, checked on
    /// Swift 6.3.1 / libxml2 2.9.14; the guard must refuse them before parsing.
    static let crashing: [Input] = [
        Input(
            bytes: Array("<r><".utf8) + [0xE9, 0x74, 0xE9] + Array("/></r>".utf8), "invalid UTF-8 in an element name"),
        Input(
            bytes: Array("<metadata><release id=\"".utf8) + [0xC3, 0x28] + Array("\"/></metadata>".utf8),
            "invalid UTF-8 in an attribute"),
        Input("<?foo?><r/>", "a processing instruction without data"),
        Input("<?foo   ?><r/>", "a processing instruction with only blanks"),
        Input("<r><?xx?></r>", "a processing instruction without data inside the root"),
        Input("<r/><?x?>", "a processing instruction without data after the root"),
        Input("<?<?xx?>\n        A\u{0}", "a processing instruction inside a malformed one (found by fuzzing)"),
        Input("<r><!-- -- --></r><?x?>", "a processing instruction after a malformed comment"),
        Input(
            "<?xml v encodiiiiiiiiiiiiiiiiiiiiiiiiiii<><?x\(String(repeating: "i", count: 80))UTF0ta9akec?><m",
            "a processing instruction inside a malformed XML declaration (found by fuzzing)"),
        Input("<?xml version=\"1.0\" <?x?>?><r/>", "a processing instruction inside an XML declaration"),
    ]

    /// These do not crash, but `XMLParser.parse()` returns `true` (or libxml2 switches
    /// encodings); each must still be a typed error rather than a partial model.
    static let misleading: [Input] = [
        Input("<r>", "a bare start tag"),
        Input("<r><a>", "a document cut short"),
        Input("<r><a></r>", "an element never closed"),
        Input("<r/><r/>", "two root elements"),
        Input("<r a=\"\u{1}\"/>", "a control character in an attribute"),
        Input("<r>\u{0}</r>", "a NUL character"),
        Input("<metadata><release id=\"5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e\"><title>x", "a release cut short"),
        Input("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r/>", "an encoding other than UTF-8"),
        Input("<?xml version=\"1.0\" encoding=\"UTF-16\"?><r/>", "UTF-16 declared over UTF-8 bytes"),
        Input("<!DOCTYPE r [<!ENTITY a \"b\">]><r>&a;</r>", "a document type declaration"),
        Input("<?xml version=\"1.0\"", "an unclosed XML declaration"),
        Input("", "an empty body"),
        // Refused although XMLParser survives them: the guard does not try to find where
        // libxml2 thinks a comment or CDATA section ends.
        Input("<r><!-- <?xx?> --></r>", "a processing instruction inside a comment"),
        Input("<r><![CDATA[<!DOCTYPE r>]]></r>", "a declaration inside a CDATA section"),
    ]

    @Test("inputs that crash XMLParser are refused before parsing", arguments: crashing)
    func crashingInputsRefused(input: Input) {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: input.data, format: .xml)
        }
        #expect(error?.code == .decodingFailed)
        #expect(error?.message.contains("refused") == true, "\(error?.message ?? "")")
    }

    @Test("inputs XMLParser wrongly accepts give decodingFailed", arguments: misleading)
    func misleadingInputsFail(input: Input) {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: input.data, format: .xml)
        }
        #expect(error?.code == .decodingFailed)
    }

    @Test(
        "a crash input as a success body, or as an error body, reaches the caller as a typed error", arguments: crashing
    )
    func crashingInputsThroughClient(input: Input) async throws {
        for (status, code) in [(200, MusicBrainzError.Code.decodingFailed), (500, .serverError), (404, .notFound)] {
            let (client, _) = TestClients.mock(format: .xml) { _ in
                HTTPResponse(status: status, headerFields: ["Content-Type": "application/xml"], body: input.data)
            }
            let error = await #expect(throws: MusicBrainzError.self) {
                try await client.lookup(Release.self, id: TestClients.releaseID)
            }
            #expect(error?.code == code)
        }
    }

    @Test(
        "every well-formed XML declaration is accepted",
        arguments: [
            "<?xml version=\"1.0\"?>", "<?xml version='1.0' encoding='UTF-8'?>",
            "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\" ?>",
            "<?xml\tversion = \"1.0\"\nstandalone='no'?>",
            "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>",
        ])
    func declarationsAccepted(declaration: String) throws {
        let fixture = String(decoding: try OwnFixtures.data("release-lookup-violin-concertos.xml"), as: UTF8.self)
        let body = fixture.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: declaration)
        #expect(body.hasPrefix(declaration))
        let release = try ResponseDecoder().decode(Release.self, from: Data(body.utf8), format: .xml)
        #expect(release.title == "Violin Concertos")
    }

    @Test("a real document still decodes with a byte order mark, a lower-case encoding, comments and CDATA")
    func validVariationsAccepted() throws {
        let fixture = try OwnFixtures.data("release-lookup-violin-concertos.xml")
        var text = String(decoding: fixture, as: UTF8.self)
        text = text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding='utf-8'")
        text = text.replacingOccurrences(
            of: "<title>Violin Concertos</title>",
            with: "<!-- a comment --><title><![CDATA[Violin]]> Concertos</title>")
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        let release = try ResponseDecoder().decode(Release.self, from: data, format: .xml)
        #expect(release.title == "Violin Concertos")
        #expect(release.media?.count == 2)
    }

    @Test("an element with more attributes than XMLParser handles in reasonable time is refused; 1,024 are not")
    func attributeCountIsCapped() throws {
        let id = "b84ee12a-09ef-421b-82de-0441a926375b"
        func release(attributes: Int, text: String = "T") -> Data {
            let extra = (0..<attributes).map { " a\($0)=\"x=>\"" }.joined()
            return Data("<metadata><release id=\"\(id)\"\(extra)><title>\(text)</title></release></metadata>".utf8)
        }
        // 1,024 attributes (one of them the id) pass, and their values' `=` and `>` do not count.
        let fine = try ResponseDecoder().decode(Release.self, from: release(attributes: 1023), format: .xml)
        #expect(fine.id.description == id)
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: release(attributes: 1024), format: .xml)
        }
        #expect(error?.code == .decodingFailed)
        #expect(
            error?.message.contains("more than 1024 attributes at byte offset 10") == true, "\(error?.message ?? "")")
        // The last element of a document is checked too, and a long text full of `=` is no tag.
        let last = Data(("<metadata><r" + (0..<1100).map { " b\($0)=''" }.joined() + "/>").utf8)
        let lastError = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Release.self, from: last, format: .xml)
        }
        #expect(lastError?.message.contains("more than 1024 attributes at byte offset 10") == true)
        let equals = try ResponseDecoder().decode(
            Release.self, from: release(attributes: 0, text: String(repeating: "a=b ", count: 5000)), format: .xml)
        #expect(equals.title.hasPrefix("a=b a=b") && equals.title.utf8.count >= 19_999)
    }
}
