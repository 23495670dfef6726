import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz decode FILE`: decodes a saved WS/2 response body and prints what the library makes of it.
enum DecodeCommand {
    static func run(_ ctx: MBZContext) async throws -> Int32 {
        if ctx[Options.kind] == "list" {
            for kind in ResponseKind.builtIn { ctx.io.print("\(kind.name)\t\(kind.summary)") }
            return 0
        }
        guard let path = ctx.positional.first else { throw UsageError("decode needs exactly one FILE") }
        let format = ctx.invocation.has(Options.inputFormat) ? ctx[Options.inputFormat] : nil
        let data: Data
        if path == "-" {
            data = ctx.io.input.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                ctx.io.error("cannot read \(path)")
                return 66
            }
            data = contents
        }
        let kind: ResponseKind
        if let name = ctx[Options.kind] {
            guard let named = ResponseKind.named(name) else {
                let near = closest(to: name, in: ResponseKind.builtIn.map(\.name)).map { "; did you mean \($0)?" } ?? ""
                throw UsageError(
                    "unknown kind \"\(shortened(name, limit: 60))\"\(near); mbz decode \(Options.kind) list prints the kinds"
                )
            }
            kind = named
        } else {
            kind = try ResponseKind.detect(in: data, format: format)
        }
        let decoded = try kind.decodeReportingDiagnostics(data, format: format)
        ctx.note("decoded as \(kind.name) (\(kind.summary))")
        for diagnostic in decoded.diagnostics { ctx.note("dropped a value at \(diagnostic)") }
        try ctx.printJSON(decoded.value)
        return 0
    }
}
