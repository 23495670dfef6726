import Foundation

extension TOC {
    /// The MusicBrainz disc ID of this TOC, computed here without a request.
    ///
    /// The algorithm, as libdiscid and MusicBrainz Server compute it: the text of upper-case hex
    /// digits `%02X` first track, `%02X` last track, then 100 slots of `%08X`: the lead-out, then
    /// the offset of track 1, 2, … 99 (slot *n* holds track *n*; a slot without a track is
    /// `00000000`), 804 ASCII characters in all; its SHA-1 (20 bytes); that in standard base64
    /// (RFC 4648) with `+` written `.`, `/` written `_` and the padding `=` written `-`. The
    /// result always has 28 characters and ends in `-`.
    ///
    /// ```swift
    /// let toc = try TOC(validating: "1 1 44942 150")
    /// toc.discID  // ANJa4DGYN_ktpzOwvVPtcjwP7mE-
    /// ```
    ///
    /// Source: libdiscid `src/disc.c` `create_disc_id` and MusicBrainz Server
    /// `Entity/CDTOC.pm` `new_from_toc` (section 15.1 of the WS/2 reference); checked against the
    /// test vectors of libdiscid `test/test_put.c` and python-discid `test_discid.py`.
    public var discID: DiscID {
        DiscID(uncheckedRawValue: Self.discIDBase64(SHA1.digest(discIDMessage)))
    }

    /// The FreeDB (CDDB1) disc ID of this TOC: 8 lower-case hex digits, such as `370fce16`.
    ///
    /// `n` is the sum of the decimal digits of `slot / 75` (whole seconds) over the slots of
    /// tracks 1…``lastTrack``; `t` is `leadout / 75 − slot₁ / 75`; the ID is `%08x` of
    /// `(n mod 255) << 24 | t << 8 | lastTrack`. As in libdiscid, a disc whose first track is
    /// not 1 still sums slots 1…``lastTrack`` (slot 1 is then 0) and counts ``lastTrack``
    /// tracks, so its FreeDB ID matches libdiscid's, not the one a FreeDB client might compute.
    ///
    /// Source: libdiscid `src/disc.c` `create_freedb_disc_id` (section 15.3 of the WS/2
    /// reference).
    public var freeDBID: String {
        let slots = offsetSlots
        var digitSum = 0
        for track in 1...lastTrack {
            var seconds = slots[track] / 75
            while seconds > 0 {
                digitSum += seconds % 10
                seconds /= 10
            }
        }
        let length = UInt32(slots[0] / 75 - slots[1] / 75)
        let id = UInt32(digitSum % 255) << 24 | length << 8 | UInt32(lastTrack)
        return Hex.lowercase(id.bigEndianBytes)
    }

    /// The web page where a user attaches this TOC's disc ID to a release on musicbrainz.org:
    /// `https://musicbrainz.org/cdtoc/attach?id=<disc ID>&tracks=<last track>&toc=<first>+<last>+<lead-out>+<offset>…`.
    ///
    /// Open it in a browser when ``MusicBrainzClient/lookup(discID:toc:including:includesCDStubs:allMediaFormats:)``
    /// finds neither the disc nor a TOC match. ``submissionURL(base:)`` builds it for a mirror.
    ///
    /// Source: libdiscid `src/disc.c` `create_submission_url` (section 15.3 of the WS/2
    /// reference); the page is MusicBrainz Server's `/cdtoc/attach`.
    public var submissionURL: URL { submissionURL(site: Self.musicBrainzWebsite) }

    /// The web page where a user attaches this TOC's disc ID to a release, on a MusicBrainz
    /// website such as a mirror: `<base>/cdtoc/attach?id=<disc ID>&tracks=<last track>&toc=<first>+<last>+<lead-out>+<offset>…`.
    ///
    /// `tracks` is ``lastTrack`` and the `toc` numbers are ``description`` with `+` for the
    /// spaces, as libdiscid writes them. MusicBrainz Server's attach page, like its lookup, reads
    /// only a TOC whose first track is 1; for a disc that starts at track 2 the URL is built the
    /// same way, but the page will not accept it.
    ///
    /// - Parameter base: The website's root, such as `https://musicbrainz.org` or
    ///   `http://localhost:5000` (not the `/ws/2` root); http or https, with a host, without a
    ///   query, fragment or credentials. A path is kept: `https://mirror.example/mb` gives
    ///   `https://mirror.example/mb/cdtoc/attach?…`.
    /// - Returns: The URL, with the disc ID and the TOC in its query.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` when
    ///   `base` is not such a URL.
    ///
    /// Source: libdiscid `src/disc.c` `create_submission_url` (section 15.3 of the WS/2
    /// reference).
    public func submissionURL(base: URL) throws(MusicBrainzError) -> URL {
        // The link is printed and shown: credentials in the base stay out of it and of errors.
        let shown = MusicBrainzError.redacted(base).absoluteString
        guard let components = URLComponents.webURL(base), let site = components.url else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The website base \(shown) is not an http or https URL with a host, such as https://musicbrainz.org."
            )
        }
        guard components.percentEncodedQuery == nil, components.percentEncodedFragment == nil else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The website base \(shown) has a query or fragment (after ? or #); give the root alone, such as https://musicbrainz.org."
            )
        }
        guard components.user == nil, components.password == nil else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "The website base \(shown) has a user name or password; a link to a web page must not carry them."
            )
        }
        return submissionURL(site: site)
    }

    // A literal that parses; the fallback (the WS/2 root on the same host) only keeps `!` out.
    private static let musicBrainzWebsite =
        URL(string: "https://musicbrainz.org") ?? MusicBrainzClient.Configuration.defaultBaseURL

    /// The attach page under a website root already checked.
    private func submissionURL(site: URL) -> URL {
        site.appending(path: "cdtoc/attach").appending(queryItems: [
            URLQueryItem(name: "id", value: discID.rawValue),
            URLQueryItem(name: "tracks", value: String(lastTrack)),
            URLQueryItem(name: "toc", value: description.replacingOccurrences(of: " ", with: "+")),
        ])
    }

    /// The 100 offset slots of the disc ID: slot 0 the lead-out, slot *n* track *n* (0 where the
    /// disc has no track *n*).
    var offsetSlots: [Int] {
        var slots = [Int](repeating: 0, count: 100)
        slots[0] = leadoutOffset
        for (index, offset) in offsets.enumerated() { slots[firstTrack + index] = offset }
        return slots
    }

    /// The 804 ASCII bytes the disc ID hashes: `%02X%02X` of the first and last track, then
    /// `%08X` of each of the 100 slots.
    var discIDMessage: [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var message: [UInt8] = []
        message.reserveCapacity(804)
        func append(_ value: Int, digitCount: Int) {
            for position in stride(from: digitCount - 1, through: 0, by: -1) {
                message.append(digits[(value >> (4 * position)) & 0xF])
            }
        }
        append(firstTrack, digitCount: 2)
        append(lastTrack, digitCount: 2)
        for slot in offsetSlots { append(slot, digitCount: 8) }
        return message
    }

    /// Base64 with the disc ID's alphabet: `.` for `+`, `_` for `/`, `-` for `=`.
    private static func discIDBase64(_ digest: [UInt8]) -> String {
        String(
            Data(digest).base64EncodedString().map { character in
                switch character {
                case "+": "."
                case "/": "_"
                case "=": "-"
                default: character
                }
            })
    }
}
