import Foundation
@_spi(Tools) import MusicBrainz

/// `mbz decode FILE`: decodes a saved WS/2 response body and prints what the library makes of it.
enum DecodeCommand {
    static let usage = """
        mbz decode FILE [--format json|xml] [--as KIND]
          Decodes a WS/2 response body saved in FILE (- for standard input) and prints the model
          as WS/2-shaped JSON with sorted keys. The format comes from the content unless --format
          is given; the kind of response is detected from the XML root element or the JSON keys
          unless --as names it (mbz decode --as list prints the kinds). A value that does not
          parse is dropped and named on standard error. A MusicBrainz error document, or a body
          that cannot be decoded, exits with status 1 and the typed error.
        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try CommandLineArguments(rawArguments, valueOptions: ["format", "as"], flagOptions: [])
        if arguments.value("as") == "list" {
            for kind in ResponseKind.builtIn { print("\(kind.name)\t\(kind.summary)") }
            return 0
        }
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw UsageError("decode needs exactly one FILE")
        }
        var format: ResponseFormat?
        if let name = arguments.value("format") {
            guard let value = ResponseFormat(rawValue: name) else {
                throw UsageError("--format must be json or xml, not \"\(name)\"")
            }
            format = value
        }
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("mbz: cannot read \(path)\n".utf8))
                return 66
            }
            data = contents
        }
        let kind: ResponseKind
        if let name = arguments.value("as") {
            guard let named = ResponseKind.named(name) else {
                throw UsageError("unknown kind \"\(name)\"; mbz decode --as list prints the kinds")
            }
            kind = named
        } else {
            kind = try ResponseKind.detect(in: data, format: format)
        }
        let decoded = try kind.decodeReportingDiagnostics(data, format: format)
        FileHandle.standardError.write(Data("mbz: decoded as \(kind.name) (\(kind.summary))\n".utf8))
        for diagnostic in decoded.diagnostics {
            FileHandle.standardError.write(Data("mbz: dropped a value at \(diagnostic)\n".utf8))
        }
        print(try JSONOutput.string(decoded.value))
        return 0
    }
}
