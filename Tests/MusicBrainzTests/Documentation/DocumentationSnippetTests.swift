import Foundation
import Testing

/// Every Swift sample of the documentation compiles: each ` ```swift ` block of `README.md`, of
/// the DocC articles (`Sources/*/Documentation.docc`) and of the `///` comments in `Sources/`
/// is typechecked against the modules `swift build` made, in one `swiftc -typecheck` run.
///
/// A block is typechecked as it is written, as the body of a main-actor `async throws` function
/// (top-level code in a `main.swift`), or at file scope when it declares an extension or a test.
/// Its own `import` lines decide its imports; a block without them gets `import Foundation` and
/// the module it documents. Names a block uses without declaring them (`client`, `release`,
/// `mbid`, …) come from `SnippetPrelude.swift` beside this file, which declares only those.
/// Package manifest fragments are not programs and are not typechecked; blocks that name
/// `CurlTransport` are typechecked by `swift test --traits Curl`.
///
/// A block that stops compiling fails the test with an issue at its own file and line. Without
/// a `swiftc` (or the built modules) the test is skipped with a message saying so.
@Suite struct DocumentationSnippetTests {
    #if Curl
        static let curl = true
    #else
        static let curl = false
    #endif

    /// A block that does not compile (a rating in words), typechecked with the others: the
    /// test checks that its error is reported at its file and line, so a harness that stopped
    /// seeing errors would fail.
    static let canary = DocumentationSnippet(
        file: "DocumentationSnippetTests-canary.md", line: 7,
        lines: ["let rating = 4", "_ = try RatingSubmission(ReleaseGroup.self, id: albumID, stars: \"four\")"],
        origin: .markdown, module: "MusicBrainz")

    static func prelude() throws -> String {
        try String(
            contentsOf: DocumentationSnippets.packageRoot.appendingPathComponent(
                "Tests/MusicBrainzTests/Documentation/SnippetPrelude.swift"), encoding: .utf8)
    }

    @Test(
        "every Swift block of the README, the DocC articles and the symbol comments typechecks",
        .enabled(if: SnippetCompiler.unavailableReason == nil, "\(SnippetCompiler.unavailableReason ?? "")"),
        .timeLimit(.minutes(10)))
    func samplesTypecheck() async throws {
        let snippets = try DocumentationSnippets.all()
        let checked = snippets.filter {
            $0.treatment == .typechecked || ($0.treatment == .needsCurlTrait && Self.curl)
        }
        let program = SnippetProgram(checked + [Self.canary])
        let (diagnostics, status, output) = try await SnippetCompiler.typecheck(
            program, prelude: try Self.prelude(), curl: Self.curl)
        let errors = diagnostics.filter { $0.severity == "error" }

        // The canary's error is seen, at its line: the harness reports what does not compile.
        #expect(status != 0)
        #expect(
            errors.contains { $0.file == Self.canary.file && $0.line == Self.canary.line + 1 },
            "the broken canary block was not reported at its line: \(output.prefix(2000))")

        for error in errors where error.file != Self.canary.file {
            let block = checked.last { $0.file == error.file && $0.line <= error.line }
            let place = block.map { " (in the block from line \($0.line))" } ?? ""
            Issue.record(
                "\(error.file):\(error.line):\(error.column): \(error.message)\(place)",
                sourceLocation: SourceLocation(
                    fileID: "MusicBrainzTests/\(error.file)",
                    filePath: DocumentationSnippets.packageRoot.appendingPathComponent(error.file).path,
                    line: max(1, error.line), column: max(1, error.column)))
        }
        // An error outside every block (in the prelude, or a compiler failure) fails too.
        if errors.isEmpty && status != 0 {
            Issue.record("swiftc failed without a diagnostic: \(output.prefix(2000))")
        }

        // What is covered: the README's blocks and every article's, and the symbol comments'.
        let readme = snippets.filter { $0.file == "README.md" }
        let articles = snippets.filter { $0.file.contains(".docc/") }
        let comments = snippets.filter { $0.origin == .symbolComment }
        #expect(readme.count >= 6)
        #expect(Set(articles.map(\.file)).count >= 15)
        #expect(comments.count >= 100)
        let skipped = snippets.count - checked.count
        print(
            "DocumentationSnippetTests: typechecked \(checked.count) of \(snippets.count) Swift blocks "
                + "(README \(readme.filter { checked.contains($0) }.count) of \(readme.count), "
                + "DocC articles \(articles.filter { checked.contains($0) }.count) of \(articles.count), "
                + "symbol comments \(comments.filter { checked.contains($0) }.count) of \(comments.count)); "
                + "\(skipped) skipped (package manifest fragments\(Self.curl ? "" : ", CurlTransport without the trait"))"
        )
    }

    @Test("blocks are found in Markdown and in symbol comments, at the lines of their first code line")
    func extraction() {
        let markdown = """
            # Title

            ```swift
            let a = 1
                let b = 2
            ```

            ```sh
            swift test
            ```

              ```swift
              import MusicBrainz
              print(a)
              ```
            """
        let blocks = DocumentationSnippets.markdownBlocks(in: markdown, file: "A.md", module: "MusicBrainz")
        #expect(blocks.map(\.line) == [4, 13])
        #expect(blocks.map(\.lines) == [["let a = 1", "    let b = 2"], ["import MusicBrainz", "print(a)"]])
        #expect(blocks[1].imports == ["import MusicBrainz"])

        let source = """
            import Foundation

            /// A value.
            ///
            /// ```swift
            /// let value = Value()
            /// ```
            @_spi(Tools) public struct Value {
                /// Makes one.
                ///
                ///     ```swift
                ///     _ = Value()
                ///     ```
                public init() {}
            }
            """
        let comments = DocumentationSnippets.symbolCommentBlocks(in: source, file: "V.swift", module: "MusicBrainz")
        #expect(comments.map(\.line) == [6, 12])
        #expect(comments.map(\.lines) == [["let value = Value()"], ["_ = Value()"]])
        #expect(comments.map(\.documentsSPI) == [true, false])
        #expect(comments.allSatisfy { $0.origin == .symbolComment })
    }

    @Test("manifest fragments are skipped, CurlTransport needs the trait, extensions and tests stay at file scope")
    func treatment() {
        func snippet(_ lines: [String]) -> DocumentationSnippet {
            DocumentationSnippet(file: "A.md", line: 1, lines: lines, origin: .markdown, module: "MusicBrainz")
        }
        #expect(
            snippet(["// Package.swift", ".package(url: \"x\", branch: \"main\"),"]).treatment == .manifestFragment)
        #expect(snippet([".package(url: \"x\", branch: \"main\"),"]).treatment == .manifestFragment)
        #expect(snippet(["let t = CurlTransport()"]).treatment == .needsCurlTrait)
        #expect(snippet(["let client = MusicBrainzClient(configuration: configuration)"]).treatment == .typechecked)
        #expect(snippet(["extension Release {", "}"]).isFileScope)
        #expect(snippet(["@Test func lookup() async throws {", "}"]).isFileScope)
        #expect(!snippet(["func f() {}", "f()"]).isFileScope)

        let program = SnippetProgram([
            snippet(["import MusicBrainz", "print(1)"]), snippet(["print(2)"]), snippet(["extension Release {}"]),
        ])
        #expect(program.files.count == 2)
        #expect(program.files[0].text.hasPrefix("import MusicBrainz\n"))
        #expect(program.files[0].text.contains("#sourceLocation(file: \"A.md\", line: 1)\n\nprint(1)\n"))
        #expect(program.files[1].text.hasPrefix("import Foundation\nimport MusicBrainz\n"))
        #expect(program.files[1].text.contains("@MainActor func snippet1() async throws {"))
        #expect(!program.files[1].text.contains("func snippet2"))
    }

    @Test("the prelude declares only names some block uses without declaring them")
    func preludeIsMinimal() throws {
        let prelude = try Self.prelude()
        let declared = prelude.components(separatedBy: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: /^(?:var|let|func|struct) (\w+)/) else { return nil }
            return String(match.1)
        }
        #expect(declared.count >= 50)
        let code = try DocumentationSnippets.all().flatMap(\.lines).joined(separator: "\n")
        let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        let structs = Set(
            prelude.components(separatedBy: "\n").compactMap { $0.firstMatch(of: /^struct (\w+)/).map { String($0.1) } }
        )
        for name in declared where name != "unreachable" && !structs.contains(name) {
            #expect(words.contains(name), "the prelude declares \(name), which no block uses")
        }
    }
}
