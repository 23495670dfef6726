import Foundation
import Testing

@testable import MusicBrainz

/// `ReleaseEditorForm`: the action URL, the HTML page, the urlencoded body and the redirect
/// round trip (sections 17.6, 17.7 and 17.11 of the WS/2 reference).
@Suite struct ReleaseEditorFormTests {
    static let release = MBID("f34c079d-374e-4436-9448-da92dedef3ce")!

    @Test(
        "a new release posts to /release/add with skip_confirmation=1 and redirect_uri in the query (worked example 1)")
    func actionForNewRelease() throws {
        let seed = ReleaseSeed(title: "x", redirectURI: URL(string: "http://localhost:8765/done"))
        #expect(
            try seed.form().action.absoluteString
                == "https://musicbrainz.org/release/add?skip_confirmation=1&redirect_uri=http%3A%2F%2Flocalhost%3A8765%2Fdone"
        )
        #expect(
            try ReleaseSeed(title: "x").form().action.absoluteString
                == "https://musicbrainz.org/release/add?skip_confirmation=1")
        // A redirect URI with its own query keeps it, encoded as one value.
        let withQuery = ReleaseSeed(redirectURI: URL(string: "http://localhost:8765/done?state=a%20b&x=1"))
        let items = URLComponents(url: try withQuery.form().action, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items?.last == URLQueryItem(name: "redirect_uri", value: "http://localhost:8765/done?state=a%20b&x=1"))
    }

    @Test("an existing release posts to /release/<mbid>/edit without skip_confirmation, which works only for add")
    func actionForExistingRelease() throws {
        let seed = ReleaseSeed(links: [ReleaseSeed.ExternalLink(url: URL(string: "https://example.com/r")!)])
        #expect(
            try seed.form(for: .existingRelease(Self.release)).action.absoluteString
                == "https://musicbrainz.org/release/f34c079d-374e-4436-9448-da92dedef3ce/edit")
    }

    @Test("the site is configurable (a mirror under a path, a loopback test server) and checked")
    func site() throws {
        let seed = ReleaseSeed(title: "x")
        #expect(
            try seed.form(site: URL(string: "https://beta.musicbrainz.org")!).action.absoluteString
                == "https://beta.musicbrainz.org/release/add?skip_confirmation=1")
        #expect(
            try seed.form(site: URL(string: "http://127.0.0.1:5000/mb/")!).action.absoluteString
                == "http://127.0.0.1:5000/mb/release/add?skip_confirmation=1")
        for bad in ["ftp://example.com", "https://example.com/?q=1", "https://user:secret@example.com", "/release"] {
            let error = #expect(throws: MusicBrainzError.self, "\(bad)") { try seed.form(site: URL(string: bad)!) }
            #expect(error?.code == .invalidRequest)
            #expect(error?.message.contains("secret") == false)
        }
    }

    @Test("the page is UTF-8 HTML with one hidden input per field, every value escaped, and posts itself on load")
    func html() throws {
        let form = try ReleaseSeedFixtures.stress.form()
        let html = form.html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains(#"method="post""#))
        #expect(html.contains(#"accept-charset="UTF-8""#))
        #expect(html.contains("action=\"\(ReleaseEditorForm.escaped(form.action.absoluteString))\""))
        #expect(html.contains("HTMLFormElement.prototype.submit.call(form)"))
        #expect(html.contains(#"<button type="submit">"#))
        // Exactly one <form>, one <script> (ours): no value escaped out of its attribute.
        #expect(html.components(separatedBy: "<form").count == 2)
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(!html.contains("\u{0A}Line two"))  // line breaks in values are character references
        // Reading the inputs back gives the fields, in order.
        #expect(Self.hiddenInputs(html) == form.fields)
        #expect(form.fields.count > 99)
    }

    @Test("the urlencoded body decodes back to the fields; spaces are +, everything else but A-Z a-z 0-9 *-._ is %XX")
    func body() throws {
        let form = try ReleaseSeedFixtures.stress.form()
        let body = String(decoding: form.urlEncodedBody, as: UTF8.self)
        #expect(body.allSatisfy { $0.isASCII && !$0.isWhitespace })
        #expect(Self.decodeForm(body) == form.fields)
        let small = try ReleaseSeed(title: "A & B", editNote: "é").form()
        #expect(String(decoding: small.urlEncodedBody, as: UTF8.self) == "name=A+%26+B&edit_note=%C3%A9")
    }

    @Test("the redirect round trip: release_mbid after ? or &, a fragment kept, the last one counts")
    func redirect() throws {
        let form = try ReleaseSeed(title: "x", redirectURI: URL(string: "http://localhost:8765/done?state=1")!).form()
        let id = Self.release.description
        #expect(
            try form.releaseMBID(fromRedirect: URL(string: "http://localhost:8765/done?state=1&release_mbid=\(id)")!)
                == Self.release)
        #expect(
            try form.releaseMBID(
                fromRedirect: URL(string: "http://LOCALHOST:8765/done?state=1&release_mbid=\(id)#top")!) == Self.release
        )
        #expect(
            try ReleaseEditorForm.releaseMBID(
                inRedirect: URL(string: "http://localhost/x?release_mbid=nope&release_mbid=\(id)")!)
                == Self.release)
        for bad in [
            "http://localhost:8765/other?release_mbid=\(id)", "http://localhost:9999/done?release_mbid=\(id)",
            "http://localhost:8765/done?state=1", "http://localhost:8765/done?release_mbid=1234",
        ] {
            let error = #expect(throws: MusicBrainzError.self, "\(bad)") {
                try form.releaseMBID(fromRedirect: URL(string: bad)!)
            }
            #expect(error?.code == .invalidRequest)
        }
    }

    // MARK: Helpers (a small reader of the page the form writes)

    /// The `name` and `value` of every `<input type="hidden">`, unescaped.
    static func hiddenInputs(_ html: String) -> [ReleaseEditorForm.Field] {
        html.components(separatedBy: "<input type=\"hidden\" name=\"").dropFirst().compactMap { rest in
            let parts = rest.components(separatedBy: "\" value=\"")
            guard parts.count == 2, let end = parts[1].range(of: "\">") else { return nil }
            return ReleaseEditorForm.Field(
                name: unescape(parts[0]), value: unescape(String(parts[1][..<end.lowerBound])))
        }
    }

    /// Undoes the page's escaping.
    static func unescape(_ text: String) -> String {
        var out = text
        for (entity, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#9;", "\t"), ("&#10;", "\n"),
            ("&#13;", "\r"), ("&amp;", "&"),
        ] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out
    }

    /// Decodes `application/x-www-form-urlencoded` into fields.
    static func decodeForm(_ body: String) -> [ReleaseEditorForm.Field] {
        body.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            return ReleaseEditorForm.Field(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
    }
}
