// The names the documentation's Swift samples assume and do not declare themselves: the prelude
// DocumentationSnippetTests typechecks every sample with. It is typechecked only, never run, so
// each value is `unreachable()`; what matters is its type. A name here is one that some sample
// uses without declaring it (the test checks that every name is used), and nothing else.

import Foundation
import MusicBrainz
import MusicBrainzTesting

/// The value of every name below: the prelude is typechecked, never run.
func unreachable<Value>() -> Value { fatalError("the snippet prelude is only typechecked") }

// MARK: Clients and their configuration

/// A client, as the samples make it in Getting Started.
var client: MusicBrainzClient { unreachable() }
/// A client named for its service beside `coverArt`.
var musicBrainz: MusicBrainzClient { unreachable() }
/// A Cover Art Archive client.
var coverArt: CoverArtArchiveClient { unreachable() }
/// A client configuration the sample goes on changing.
var configuration: MusicBrainzClient.Configuration {
    get { unreachable() }
    set {}
}
/// A Cover Art Archive client configuration.
var coverArtConfiguration: CoverArtArchiveClient.Configuration { unreachable() }
/// The app's User-Agent, under the two names the samples use.
var userAgent: UserAgent { unreachable() }
var agent: UserAgent { unreachable() }
/// A response cache.
var cache: ResponseCache { unreachable() }
/// A transport and a clock for tests.
var mockTransport: MockTransport { unreachable() }
var transport: MockTransport { unreachable() }
var testClock: TestClock { unreachable() }

// MARK: Identifiers

/// MBIDs of the entities a sample works on.
var mbid: MBID { unreachable() }
var id: MBID { unreachable() }
var releaseID: MBID { unreachable() }
var albumID: MBID { unreachable() }
var artistID: MBID { unreachable() }
var queenID: MBID { unreachable() }
var labelID: MBID { unreachable() }
var groupID: MBID { unreachable() }
var groupMBID: MBID { unreachable() }
var recordingID: MBID { unreachable() }
var anotherRecordingID: MBID { unreachable() }
var listID: MBID { unreachable() }
var wishlistID: MBID { unreachable() }
var oldID: MBID { unreachable() }
var other: MBID { unreachable() }
/// Many MBIDs.
var mbids: [MBID] { unreachable() }
var ids: [MBID] { unreachable() }
var releaseIDs: [MBID] { unreachable() }
var groupIDs: [MBID] { unreachable() }
/// ISRCs, a table of contents and text the user typed.
var isrc: ISRC { unreachable() }
var isrcA: ISRC { unreachable() }
var isrcB: ISRC { unreachable() }
var toc: TOC { unreachable() }
var userInput: String { unreachable() }

// MARK: Values a sample starts from

/// Entities from an earlier lookup.
var release: Release { unreachable() }
var releases: [Release] { unreachable() }
var medium: Medium { unreachable() }
var artist: Artist { unreachable() }
var band: Artist { unreachable() }
/// An artist's albums for a wall of covers.
var albums: [CoverArtAlbum] { unreachable() }
/// A wall of covers being filled in.
var wall: [URL?] {
    get { unreachable() }
    set {}
}
/// A release query, local tracks and a seed.
var query: ReleaseQuery { unreachable() }
var localTracks: [LocalTrack] { unreachable() }
var seed: ReleaseSeed {
    get { unreachable() }
    set {}
}
/// A submission to send.
var submission: RatingSubmission { unreachable() }
/// A saved response body.
var data: Data { unreachable() }
var body: Data { unreachable() }
/// Files and folders.
var dumpFile: URL { unreachable() }
var url: URL { unreachable() }
var cachesFolder: URL { unreachable() }
var page: URL { unreachable() }
var pageURL: URL { unreachable() }
var discogsURL: URL { unreachable() }
/// URLs the browser came back to.
var requestURL: URL { unreachable() }
var callbackURL: URL { unreachable() }
var arrivedURL: URL { unreachable() }
/// The MusicBrainz beta site.
var beta: URL { unreachable() }

// MARK: Signing in

/// An OAuth application's registration and the values of a sign-in in progress.
var clientID: String { unreachable() }
var oldClientID: String { unreachable() }
var clientSecret: String { unreachable() }
var secret: String { unreachable() }
var digestToken: String { unreachable() }
var code: String { unreachable() }
var pastedCode: String { unreachable() }
var oauth: OAuthConfiguration { unreachable() }
var oauthClient: OAuthClient { unreachable() }
var authorization: OAuthAuthorizationRequest { unreachable() }
var session: OAuthSession { unreachable() }

// MARK: The app's own code

/// A track of the app's media library, as `MPMediaItem` gives it.
struct MediaItem {
    var title: String?
    var artist: String?
    var playbackDuration: Double
    var albumTrackNumber: Int?
    var discNumber: Int?
}
var items: [MediaItem] { unreachable() }
/// A song of the app's own library.
struct Song {
    var title: String?
    var artist: String?
    var duration: Double
    var trackNumber: Int?
    var discNumber: Int?
}
var songs: [Song] { unreachable() }
/// The app's status line.
struct StatusLine {
    func show(_ text: String) {}
}
var status: StatusLine { unreachable() }
/// What the app does with a release from a dump.
func process(_ release: Release) {}
/// The app's wall of covers: a cover, or a placeholder for an album without one.
func show(_ cover: URL, at index: Int) {}
func showPlaceholder(at index: Int) {}
/// A dump being read.
var dump: DumpReader<Release> { unreachable() }
