import Foundation

/// One fenced ` ```swift ` block of the documentation: where it is and its lines.
struct DocumentationSnippet: Sendable, Hashable {
    /// Where the block is written.
    enum Origin: Sendable, Hashable {
        /// `README.md` or a DocC article.
        case markdown
        /// A `///` comment of a declaration in `Sources/`.
        case symbolComment
    }

    /// How the test treats a block.
    enum Treatment: Sendable, Hashable {
        /// Typechecked against the built modules.
        case typechecked
        /// A fragment of a package manifest (its first line is `// Package.swift…` or
        /// `.package(…`): not a program; not typechecked.
        case manifestFragment
        /// Names `CurlTransport`, which exists only in a build with the package trait `Curl`:
        /// typechecked by `swift test --traits Curl`, skipped without the trait.
        case needsCurlTrait
    }

    /// The file, relative to the package root (`README.md`,
    /// `Sources/MusicBrainz/Documentation.docc/Articles/GettingStarted.md`).
    var file: String
    /// The line of the block's first line of code in that file, from 1.
    var line: Int
    /// The code, with the fence's (or the comment's) indentation removed.
    var lines: [String]
    var origin: Origin
    /// The module the block documents: `MusicBrainzTesting` or `MusicBrainzDumps` for their
    /// catalogues and sources, else `MusicBrainz`.
    var module: String
    /// Whether the block documents an `@_spi` declaration (typechecked with an `@_spi` import).
    var documentsSPI = false

    /// The block's own `import` lines.
    var imports: [String] { lines.filter(Self.isImport).map { $0.trimmingCharacters(in: .whitespaces) } }

    /// What the test does with it.
    var treatment: Treatment {
        let first = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        if first.hasPrefix("// Package.swift") || first.hasPrefix(".package(") { return .manifestFragment }
        if lines.contains(where: { $0.contains("CurlTransport") }) { return .needsCurlTrait }
        return .typechecked
    }

    /// Whether the block declares what must sit at file scope (an extension, a Swift Testing
    /// test or suite), so that it is not wrapped in a function.
    var isFileScope: Bool {
        lines.contains { line in ["extension ", "@Test", "@Suite", "@main"].contains { line.hasPrefix($0) } }
    }

    static func isImport(_ line: String) -> Bool {
        line.range(of: #"^(@_spi\(\w+\) )?import \w+"#, options: .regularExpression) != nil
    }
}

/// Finds the documentation's Swift blocks.
enum DocumentationSnippets {
    /// The package's root folder: this file is in `Tests/MusicBrainzTests/Support/`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every block of `README.md`, of every DocC catalogue (`Sources/*/Documentation.docc`) and
    /// of every `///` comment in `Sources/`, in file order.
    static func all() throws -> [DocumentationSnippet] {
        var result: [DocumentationSnippet] = []
        for file in try files() {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            let module =
                file.hasPrefix("Sources/MusicBrainzTesting/")
                ? "MusicBrainzTesting"
                : file.hasPrefix("Sources/MusicBrainzDumps/") ? "MusicBrainzDumps" : "MusicBrainz"
            result +=
                file.hasSuffix(".swift")
                ? symbolCommentBlocks(in: text, file: file, module: module)
                : markdownBlocks(in: text, file: file, module: module)
        }
        return result
    }

    /// `README.md`, then the Markdown files of the DocC catalogues and the Swift files under
    /// `Sources/`, sorted, as paths relative to the package root.
    static func files() throws -> [String] {
        var files = ["README.md"]
        let sources = packageRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return files
        }
        var found: [String] = []
        for case let url as URL in walker {
            let relative = "Sources/" + url.path.dropFirst(sources.path.count + 1)
            if url.pathExtension == "swift" || (url.pathExtension == "md" && relative.contains(".docc/")) {
                found.append(relative)
            }
        }
        files += found.sorted()
        return files
    }

    /// The ` ```swift ` blocks of a Markdown text: a fence of three or more backticks (indented
    /// or not) whose info string starts with `swift`, closed by a fence of at least as many
    /// backticks with no info string.
    static func markdownBlocks(
        in text: String, file: String, module: String, firstLine: Int = 1
    ) -> [DocumentationSnippet] {
        var blocks: [DocumentationSnippet] = []
        var open: (start: Int, indent: Int, ticks: Int, lines: [String])?
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            let fence = Self.fence(line)
            if var block = open {
                if let fence, fence.info.isEmpty, fence.ticks >= block.ticks {
                    blocks.append(
                        DocumentationSnippet(
                            file: file, line: block.start, lines: block.lines, origin: .markdown, module: module))
                    open = nil
                } else {
                    let indent = line.prefix(block.indent)
                    block.lines.append(
                        indent.allSatisfy { $0 == " " } ? String(line.dropFirst(block.indent)) : line)
                    open = block
                }
            } else if let fence, fence.info.split(separator: " ").first == "swift" {
                open = (firstLine + offset + 1, fence.indent, fence.ticks, [])
            }
        }
        return blocks
    }

    /// The ` ```swift ` blocks of the `///` comments of a Swift source: each run of `///` lines
    /// read as Markdown (the `///` and one space after it removed), the block marked as
    /// documenting SPI when the declaration after the comment is `@_spi`.
    static func symbolCommentBlocks(in text: String, file: String, module: String) -> [DocumentationSnippet] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [DocumentationSnippet] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("///") else {
                index += 1
                continue
            }
            let start = index
            var comment: [String] = []
            while index < lines.count, case let trimmed = lines[index].trimmingCharacters(in: .whitespaces),
                trimmed.hasPrefix("///")
            {
                let rest = trimmed.dropFirst(3)
                comment.append(String(rest.hasPrefix(" ") ? rest.dropFirst() : rest))
                index += 1
            }
            let declaration = index < lines.count ? lines[index] : ""
            for var block in markdownBlocks(
                in: comment.joined(separator: "\n"), file: file, module: module, firstLine: start + 1)
            {
                block.origin = .symbolComment
                block.documentsSPI = declaration.contains("@_spi(")
                blocks.append(block)
            }
        }
        return blocks
    }

    /// A fence line: its indentation, the number of backticks and the info string.
    private static func fence(_ line: String) -> (indent: Int, ticks: Int, info: String)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        let ticks = rest.prefix { $0 == "`" }.count
        guard ticks >= 3 else { return nil }
        return (indent, ticks, rest.dropFirst(ticks).trimmingCharacters(in: .whitespaces))
    }
}

/// The Swift files one typecheck compiles: the blocks grouped by the imports they need, each
/// block wrapped so that it typechecks on its own and its diagnostics name its own file and
/// line (`#sourceLocation`).
struct SnippetProgram {
    /// A file to write: its name and text.
    struct File {
        var name: String
        var text: String
    }

    var files: [File] = []

    /// The imports of a block that has none of its own: Foundation and the module it documents
    /// (with MusicBrainz), `@_spi(Tools)` for a comment of an SPI declaration.
    static func defaultImports(of snippet: DocumentationSnippet) -> [String] {
        var imports = ["import Foundation"]
        if snippet.module == "MusicBrainzTesting" { imports.append("import MusicBrainzTesting") }
        if snippet.module == "MusicBrainzDumps" { imports.append("import MusicBrainzDumps") }
        imports.append(snippet.documentsSPI ? "@_spi(Tools) import MusicBrainz" : "import MusicBrainz")
        return imports
    }

    /// Lays the blocks out: one file per set of imports (a block's own `import` lines, else
    /// ``defaultImports(of:)``); a block that declares an extension or a test at file scope
    /// as it is, any other as the body of a main-actor `async throws` function, as top-level
    /// code in a `main.swift` runs. The import lines become empty lines, so the lines stay
    /// where they are.
    init(_ snippets: [DocumentationSnippet]) {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for (index, snippet) in snippets.enumerated() {
            let own = snippet.imports
            let imports = Array(Set(own.isEmpty ? Self.defaultImports(of: snippet) : own)).sorted()
            let key = imports.joined(separator: "\n")
            if groups[key] == nil {
                groups[key] = [key, ""]
                order.append(key)
            }
            let body = snippet.lines.map { DocumentationSnippet.isImport($0) ? "" : $0 }
            let located =
                ["#sourceLocation(file: \"\(snippet.file)\", line: \(snippet.line))"] + body + ["#sourceLocation()"]
            groups[key]! +=
                snippet.isFileScope
                ? located : ["@MainActor func snippet\(index)() async throws {"] + located + ["}"]
        }
        files = order.enumerated().map { index, key in
            File(name: "Snippets\(index).swift", text: groups[key]!.joined(separator: "\n") + "\n")
        }
    }
}

/// One diagnostic of the compiler, in the file and line `#sourceLocation` gave it.
struct SnippetDiagnostic: Sendable, Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var message: String

    var description: String { "\(file):\(line):\(column): \(severity): \(message)" }

    /// The errors and warnings of `-diagnostic-style llvm` output (notes left out).
    static func parse(_ output: String) -> [SnippetDiagnostic] {
        output.components(separatedBy: "\n").compactMap { line in
            guard
                let match = line.firstMatch(
                    of: /^(.+?):(\d+):(\d+): (error|warning): (.*)$/)
            else { return nil }
            return SnippetDiagnostic(
                file: String(match.1), line: Int(match.2) ?? 0, column: Int(match.3) ?? 0, severity: String(match.4),
                message: String(match.5))
        }
    }
}

/// The Swift compiler and the built modules, found once.
enum SnippetCompiler {
    /// `swiftc`: `$SWIFTC` when set, else the first `swiftc` on `PATH` (on macOS through
    /// `xcrun`, which adds the SDK); `nil` when there is none.
    static let command: [String]? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: path) { return [path] }
        #if os(macOS)
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun") { return ["/usr/bin/xcrun", "swiftc"] }
        #endif
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return [path] }
        }
        return nil
    }()

    /// The folder of the build's `.swiftmodule`s: `Modules` beside the test bundle (or the
    /// build folder itself), where `MusicBrainz.swiftmodule` is; `nil` when not found.
    static let modules: URL? = {
        var candidates: [URL] = []
        for start in [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL] {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("Modules"))
                candidates.append(folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("MusicBrainz.swiftmodule").path)
        }
    }()

    /// Why the typecheck cannot run here, or `nil` when it can.
    static var unavailableReason: String? {
        if command == nil {
            return "DocumentationSnippetTests skipped: no swiftc on PATH (set SWIFTC to the toolchain's swiftc)"
        }
        if modules == nil {
            return "DocumentationSnippetTests skipped: MusicBrainz.swiftmodule not found beside the test bundle"
        }
        return nil
    }

    /// The module maps of the package's C targets: SwiftPM's `<target>.build/module.modulemap`
    /// in the build folder, and the `module.modulemap` of each system-library target in `Sources/`.
    static func moduleMaps(buildFolder: URL) -> [URL] {
        let fileManager = FileManager.default
        var maps: [URL] = []
        for (folder, suffix) in [
            (buildFolder, ".build"), (DocumentationSnippets.packageRoot.appendingPathComponent("Sources"), ""),
        ] {
            let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(suffix) {
                let map = folder.appendingPathComponent(name).appendingPathComponent("module.modulemap")
                if fileManager.fileExists(atPath: map.path) { maps.append(map) }
            }
        }
        return maps
    }

    /// Typechecks the program's files, with the prelude, in one compiler run.
    /// - Parameters:
    ///   - program: The files.
    ///   - prelude: The prelude's source.
    ///   - curl: Whether the modules were built with the `Curl` trait (`-D Curl`).
    /// - Returns: The compiler's errors and warnings, its exit status and its whole output.
    /// The package name SwiftPM compiles the package's modules with: the identity (the root
    /// folder's name, lower case) as a C99 identifier.
    static var packageName: String {
        String(
            DocumentationSnippets.packageRoot.lastPathComponent.lowercased().map {
                $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_"
            })
    }

    /// - Throws: When the files cannot be written or the compiler cannot be started.
    static func typecheck(
        _ program: SnippetProgram, prelude: String, curl: Bool
    ) async throws -> (diagnostics: [SnippetDiagnostic], status: Int32, output: String) {
        guard let command, let modules else { return ([], -1, unavailableReason ?? "") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in program.files + [SnippetProgram.File(name: "SnippetPrelude.swift", text: prelude)] {
            let url = folder.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        var arguments =
            Array(command.dropFirst()) + [
                "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", "-I", modules.path,
            ]
        let cache = modules.deletingLastPathComponent().appendingPathComponent("ModuleCache")
        if FileManager.default.fileExists(atPath: cache.path) { arguments += ["-module-cache-path", cache.path] }
        if curl { arguments += ["-D", "Curl"] }
        // The package's own name, as SwiftPM gives it to its modules, so that the comments of
        // `package` declarations (ResponseKind) typecheck as code of the package.
        arguments += ["-package-name", packageName]
        // The C modules the built modules depend on (with the Curl trait, MusicBrainz imports
        // CCurl and CCurlShims), as SwiftPM names them to the compiler.
        for map in moduleMaps(buildFolder: modules.deletingLastPathComponent()) {
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        let result = try await CommandRunner.runProgram(
            URL(fileURLWithPath: command[0]), arguments + paths, input: nil)
        return (SnippetDiagnostic.parse(result.stderr), result.status, result.stderr)
    }
}
