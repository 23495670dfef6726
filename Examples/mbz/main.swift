import Foundation
import MusicBrainz

// mbz: the command-line example of swift-musicbrainz.

let usage = """
    usage: mbz <command> [arguments] [options]

    commands:
    \(AlbumCommand.usage)
    \(CoverArtCommand.usage)
    \(LookupCommand.usage)
    \(BrowseCommand.usage)
    \(SearchCommand.usage)
    \(IdentifierCommands.usage)
    \(DumpCommand.usage)
    \(IdentifyCommand.usage)
    \(CacheCommand.usage)
    \(SubmissionCommands.usage)
    \(CollectionCommand.usage)
    \(LoginCommand.usage)
    \(WallCommand.usage)

    options of the request commands:
    \(RequestRunner.usage)
    \(DecodeCommand.usage)

    options for every command:
    \(ClientOptions.usage)
    \(CommandCredentials.usage)
    \(CoverArtOptions.usage)
    \(CacheOptions.usage)
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("mbz: \(message)\n".utf8))
    exit(status)
}

/// The hint after a usage error, instead of the whole help.
let helpHint = "\n(mbz help lists every command and option)"

/// A server's text with its control characters (an escape sequence that would retitle or
/// recolour the terminal) shown as `�`; line breaks and tabs stay.
func printable(_ text: String) -> String {
    String(
        String.UnicodeScalarView(
            text.unicodeScalars.map {
                $0 == "\n" || $0 == "\t" || !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) ? $0 : "\u{FFFD}"
            }))
}

/// A text cut to `limit` characters with "…", so that a 500 KB URL or a 200 KB model in an
/// error does not flood the terminal.
func shortened(_ text: String, limit: Int = 300) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
}

/// A URL's text with its user name and password replaced by `***`, so that an error about a
/// URL never shows a credential.
func redactingUserInfo(_ text: String) -> String {
    guard var components = URLComponents(string: text), components.user != nil || components.password != nil
    else { return text }
    components.user = "***"
    components.password = nil
    return components.string ?? "(a URL with a user name)"
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("missing command\n\n" + usage, status: 64) }
arguments.removeFirst()
// `mbz <command> --help` is help too, whatever the command.
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(usage)
    exit(0)
}

do {
    let status: Int32
    switch command {
    case "album":
        status = try await AlbumCommand.run(arguments)
    case "cover-art":
        status = try await CoverArtCommand.run(arguments)
    case "lookup":
        status = try await LookupCommand.run(arguments)
    case "browse":
        status = try await BrowseCommand.run(arguments)
    case "search":
        status = try await SearchCommand.run(arguments)
    case "discid":
        status = try await IdentifierCommands.discID(arguments)
    case "isrc" where arguments.contains("--submit"):
        status = try await SubmissionCommands.submitISRCs(arguments)
    case "isrc":
        status = try await IdentifierCommands.isrc(arguments)
    case "barcode":
        status = try await SubmissionCommands.barcode(arguments)
    case "tag":
        status = try await SubmissionCommands.tag(arguments)
    case "rate":
        status = try await SubmissionCommands.rate(arguments)
    case "collection":
        status = try await CollectionCommand.run(arguments)
    case "login":
        status = try await LoginCommand.login(arguments)
    case "logout":
        status = try await LoginCommand.logout(arguments)
    case "iswc":
        status = try await IdentifierCommands.iswc(arguments)
    case "url":
        status = try await IdentifierCommands.url(arguments)
    case "identify":
        status = try await IdentifyCommand.run(arguments)
    case "cache":
        status = try await CacheCommand.run(arguments)
    case "wall":
        status = try await WallCommand.run(arguments)
    case "decode":
        status = try DecodeCommand.run(arguments)
    case "dump":
        status = try await DumpCommand.run(arguments)
    case "help", "--help", "-h":
        print(usage)
        status = 0
    default:
        fail("unknown command \"\(command)\"" + helpHint, status: 64)
    }
    exit(status)
} catch let error as UsageError {
    fail(error.description + helpHint, status: 64)
} catch let error as MusicBrainzError where error.code == .invalidRequest {
    // Refused before anything was sent: a mistake in the command line.
    fail(shortened(error.message), status: 64)
} catch let error as MusicBrainzError {
    // What a server sent is redacted before it is cut, so that no secret it echoed shows.
    let secrets = await CommandCredentials.knownSecrets()
    let redacted = { printable(CommandCredentials.redacting(secrets, in: $0)) }
    var message = "error: \(shortened(redacted(error.message)))"
    if let serverMessage = error.serverMessage {
        message += "\n  server said: \(shortened(redacted(serverMessage)))"
    }
    if let path = error.decodingPath { message += "\n  at: \(shortened(redacted(path)))" }
    if let url = error.requestURL { message += "\n  request: \(shortened(redacted(url.absoluteString)))" }
    message += "\n  (\(error.code))"
    fail(message, status: 1)
} catch {
    let secrets = await CommandCredentials.knownSecrets()
    fail("error: \(shortened(CommandCredentials.redacting(secrets, in: String(describing: error))))", status: 1)
}
