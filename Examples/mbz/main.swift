import Foundation
import MusicBrainz

// mbz: the command-line example of swift-musicbrainz.

let usage = """
    usage: mbz <command> [arguments] [options]

    commands:
    \(AlbumCommand.usage)
    \(DecodeCommand.usage)

    options for every command:
    \(ClientOptions.usage)
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("mbz: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("missing command\n\n" + usage, status: 64) }
arguments.removeFirst()

do {
    let status: Int32
    switch command {
    case "album":
        status = try await AlbumCommand.run(arguments)
    case "decode":
        status = try DecodeCommand.run(arguments)
    case "help", "--help", "-h":
        print(usage)
        status = 0
    default:
        fail("unknown command \"\(command)\"\n\n" + usage, status: 64)
    }
    exit(status)
} catch let error as UsageError {
    fail("\(error.description)\n\n" + usage, status: 64)
} catch let error as MusicBrainzError {
    var message = "error: \(error.message)"
    if let serverMessage = error.serverMessage { message += "\n  server said: \(serverMessage)" }
    if let path = error.decodingPath { message += "\n  at: \(path)" }
    if let url = error.requestURL { message += "\n  request: \(url.absoluteString)" }
    message += "\n  (\(error.code))"
    fail(message, status: 1)
} catch {
    fail("error: \(error)", status: 1)
}
