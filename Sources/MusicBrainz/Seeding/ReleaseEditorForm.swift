import Foundation

/// A release seed ready to hand to a browser: the POST that opens MusicBrainz's release editor
/// pre-filled, as an auto-submitting HTML page (``html``), as the action URL with its fields (for
/// an app that posts the form its own way), and the round trip back (``releaseMBID(fromRedirect:)``).
///
/// ```swift
/// let form = try seed.form()                                  // https://musicbrainz.org
/// try form.html.write(to: page, atomically: true, encoding: .utf8)
/// // open the page in the browser: NSWorkspace.shared.open(page), UIApplication, xdg-open, …
/// // …later, the browser arrives at seed.redirectURI with ?release_mbid=…
/// let newRelease = try form.releaseMBID(fromRedirect: arrivedURL)
/// ```
///
/// The library never sends the form: the user's browser does, with the user's MusicBrainz
/// session, and the user reviews and enters the edits. Keep the body (``urlEncodedBody``) under
/// 64 KB when the user may still have to log in: after MusicBrainz's move to MetaBrainz accounts
/// the site keeps a larger POST across the login redirect for no more than 2 minutes, and not
/// at all above 64 KB.
///
/// Source: section 17 of the WS/2 reference (MusicBrainz Server `Controller/ReleaseEditor.pm`,
/// `Controller/Root.pm`, `root/main/ConfirmSeed.js`).
public struct ReleaseEditorForm: Sendable, Hashable {
    /// One form field: a dotted name such as `mediums.0.track.3.name` and its text.
    public struct Field: Sendable, Hashable, CustomStringConvertible {
        /// The field name.
        public var name: String
        /// The value, as the form sends it (UTF-8).
        public var value: String

        /// Creates a field.
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        /// `name=value`.
        public var description: String { "\(name)=\(value)" }
    }

    /// `https://musicbrainz.org`, the default site.
    public static let musicBrainzWebsite =
        URL(string: "https://musicbrainz.org") ?? MusicBrainzClient.Configuration.defaultBaseURL

    /// Where the form posts: `<site>/release/add?skip_confirmation=1[&redirect_uri=…]` or
    /// `<site>/release/<MBID>/edit[?redirect_uri=…]`. `skip_confirmation=1` makes the site go on
    /// without its "Confirm form submission" page for a post from another origin (it works for
    /// `/release/add` only); `redirect_uri` sits in the query because the server reads it there
    /// first.
    public let action: URL
    /// The fields, in order (``ReleaseSeed/formFields(for:)``).
    public let fields: [Field]
    /// Where the browser goes after the edits (``ReleaseSeed/redirectURI``).
    public let redirectURI: URL?
    /// The editor the form opens.
    public let destination: ReleaseSeed.Destination

    /// Builds the form of a seed.
    /// - Parameters:
    ///   - seed: The seed; validated here.
    ///   - destination: The editor: a new release or an existing one.
    ///   - site: The MusicBrainz website the form posts to: its root, such as
    ///     ``musicBrainzWebsite`` (the default), a mirror, a beta or a test server
    ///     (`http://localhost:5000`); http or https with a host, without a query, fragment or
    ///     credentials. A path is kept (`https://example.org/mb` posts to
    ///     `https://example.org/mb/release/add`).
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``: the
    ///   seed's first problem (its ``MusicBrainzError/field`` names the form field), or a `site`
    ///   that is not such a URL.
    public init(
        seed: ReleaseSeed, destination: ReleaseSeed.Destination = .newRelease, site: URL = musicBrainzWebsite
    ) throws(MusicBrainzError) {
        let fields = try seed.formFields(for: destination)
        let shown = MusicBrainzError.redacted(site).absoluteString
        guard let components = URLComponents.webURL(site), let root = components.url,
            components.percentEncodedQuery == nil, components.percentEncodedFragment == nil,
            components.user == nil, components.password == nil
        else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The site \(shown) is not the root of a MusicBrainz website: an http or https URL with a host and no query, fragment, user name or password, such as https://musicbrainz.org."
            )
        }
        var query: [(String, String)] = []
        if destination == .newRelease { query.append(("skip_confirmation", "1")) }
        if let redirect = seed.redirectURI { query.append(("redirect_uri", redirect.absoluteString)) }
        var action = URLComponents(url: root.appending(path: destination.path), resolvingAgainstBaseURL: false)
        action?.percentEncodedQuery =
            query.isEmpty
            ? nil : query.map { "\($0)=\(Self.formEncoded($1, spaceAsPlus: false))" }.joined(separator: "&")
        guard let actionURL = action?.url else {
            throw MusicBrainzError(code: .invalidRequest, message: "No release editor URL can be made under \(shown).")
        }
        self.action = actionURL
        self.fields = fields
        self.redirectURI = seed.redirectURI
        self.destination = destination
    }

    /// The body the browser posts, `application/x-www-form-urlencoded` in UTF-8: each
    /// `name=value` percent-encoded (a space as `+`), joined with `&`. Values are sent as they
    /// are (a browser turns a line break into CR LF).
    public var urlEncodedBody: Data {
        Data(
            fields.map {
                "\(Self.formEncoded($0.name, spaceAsPlus: true))=\(Self.formEncoded($0.value, spaceAsPlus: true))"
            }
            .joined(separator: "&").utf8)
    }

    /// A complete HTML page (UTF-8) that posts the form as soon as it has loaded.
    ///
    /// The form is plain markup, `<form method="post" action="…" accept-charset="UTF-8">` with
    /// one `<input type="hidden">` per field, so it works as written; a short script only
    /// submits it on load, and its button is there for a browser that runs no scripts.
    /// Every name and value is HTML-escaped (`&`, `<`, `>`, `"`, `'`, and tab, line feed and
    /// carriage return as character references, which keeps them in the value). Open it from a
    /// file or serve it from a loopback address; either way the site sees a post from another
    /// origin, which ``action``'s `skip_confirmation=1` lets through on `/release/add`.
    public var html: String {
        let site = action.host ?? "MusicBrainz"
        let verb = destination == .newRelease ? "add this release" : "edit this release"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Opening the MusicBrainz release editor</title>
            </head>
            <body>
            <form id="release-seed" method="post" action="\(Self.escaped(action.absoluteString))" accept-charset="UTF-8" enctype="application/x-www-form-urlencoded">

            """
        page.reserveCapacity(page.utf8.count + fields.count * 96)
        for field in fields {
            page +=
                "<input type=\"hidden\" name=\"\(Self.escaped(field.name))\" value=\"\(Self.escaped(field.value))\">\n"
        }
        page += """
            <p>Opening the release editor on \(Self.escaped(site)) to \(verb) (\(fields.count) fields). If it does not open by itself, press the button.</p>
            <button type="submit">Open the release editor</button>
            </form>
            <script>
            window.addEventListener("load", function () {
              var form = document.getElementById("release-seed");
              HTMLFormElement.prototype.submit.call(form);
            });
            </script>
            </body>
            </html>

            """
        return page
    }

    /// Reads the MBID of the release from the URL the browser arrived at after the edits were
    /// entered: this form's ``redirectURI`` with `release_mbid=<MBID>` added to its query.
    ///
    /// - Parameter url: The URL the browser requested, such as
    ///   `http://localhost:8765/done?release_mbid=…`.
    /// - Returns: The MBID of the new (or edited) release.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` when
    ///   the URL is not this form's redirect URI (scheme, host, port and path), or has no
    ///   `release_mbid` that is an MBID.
    public func releaseMBID(fromRedirect url: URL) throws(MusicBrainzError) -> MBID {
        if let redirectURI, let expected = URLComponents.webURL(redirectURI) {
            let arrived = URLComponents.webURL(url)
            guard let arrived, arrived.scheme == expected.scheme,
                arrived.host?.lowercased() == expected.host?.lowercased(),
                arrived.port == expected.port, arrived.percentEncodedPath == expected.percentEncodedPath
            else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message:
                        "\(MusicBrainzError.redacted(url).absoluteString) is not the redirect URI \(redirectURI.absoluteString)."
                )
            }
        }
        return try Self.releaseMBID(inRedirect: url)
    }

    /// Reads `release_mbid` from the query of a URL the release editor redirected to.
    ///
    /// The editor adds `?release_mbid=<MBID>` to the redirect URI, or `&release_mbid=<MBID>`
    /// when it already had a query; a fragment stays after it. The last `release_mbid` counts.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The release's MBID.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` when the
    ///   URL has no `release_mbid` or its value is not an MBID.
    public static func releaseMBID(inRedirect url: URL) throws(MusicBrainzError) -> MBID {
        let shown = MusicBrainzError.redacted(url).absoluteString
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard let value = items.last(where: { $0.name == "release_mbid" })?.value else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "\(shown) has no release_mbid: the release editor adds it only once every edit is entered.")
        }
        guard let mbid = MBID(value) else {
            throw MusicBrainzError(
                code: .invalidRequest, message: "The release_mbid of \(shown), “\(value)”, is not an MBID.")
        }
        return mbid
    }

    /// HTML-escapes text for an attribute value or element content.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Percent-encodes UTF-8 as `application/x-www-form-urlencoded` does: only `A-Z a-z 0-9 * - . _`
    /// stay; a space is `+` in a body (`%20` in a URL query).
    static func formEncoded(_ text: String, spaceAsPlus: Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"):
                out.append(byte)
            case UInt8(ascii: " ") where spaceAsPlus:
                out.append(UInt8(ascii: "+"))
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension ReleaseSeed {
    /// The form that opens the release editor with this seed: validated, with its action URL,
    /// fields and auto-submitting page (``ReleaseEditorForm``).
    ///
    /// ```swift
    /// let form = try seed.form()                                         // a new release on musicbrainz.org
    /// let edit = try seed.form(for: .existingRelease(mbid), site: beta)  // an existing one, elsewhere
    /// ```
    ///
    /// - Parameters:
    ///   - destination: The editor: ``Destination/newRelease`` (default) or
    ///     ``Destination/existingRelease(_:replacing:)``.
    ///   - site: The website root; default ``ReleaseEditorForm/musicBrainzWebsite``.
    /// - Returns: The form.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``, as
    ///   ``ReleaseEditorForm/init(seed:destination:site:)``.
    public func form(
        for destination: Destination = .newRelease, site: URL = ReleaseEditorForm.musicBrainzWebsite
    ) throws(MusicBrainzError) -> ReleaseEditorForm {
        try ReleaseEditorForm(seed: self, destination: destination, site: site)
    }
}
