import Foundation
import MusicBrainz
import Testing

/// The hand-off page in a real browser: headless Chromium opens the page `ReleaseEditorForm`
/// writes (from a file, as an app would), the form posts itself to a loopback stand-in for
/// `/release/add`, and the fields that arrive are compared with the seed's. The stand-in then
/// sends the browser on to the redirect URI with `release_mbid` added the way the editor adds
/// it (through an anchor's `search`), which closes the round trip.
///
/// Needs Debian's `chromium-headless-shell` (or `chromium`); `.ci/run` installs it. Without a
/// browser the test is skipped, saying so in one line.
@Suite struct ReleaseEditorBrowserTests {
    /// The headless browser, or `nil`.
    static let browser: String? = {
        // Debian's binary itself first: /usr/bin/chromium-headless-shell is a script that runs it
        // as a child, which ending the script would leave running.
        let debian = "/usr/lib/chromium/chromium-headless-shell"
        if FileManager.default.isExecutableFile(atPath: debian) { return debian }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium-headless-shell", "chromium", "chromium-browser"] {
            for directory in path.split(separator: ":")
            where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    static let newRelease = MBID("f34c079d-374e-4436-9448-da92dedef3ce")!

    @Test(
        "the page posts every field of the seed to /release/add, and the redirect brings back the release MBID",
        .enabled(
            if: browser != nil,
            "no headless Chromium (apt-get install chromium-headless-shell); the browser test did not run"))
    func postsTheSeedAndComesBack() async throws {
        let browser = try #require(Self.browser)
        let server = try LoopbackServer.start()
        let scope = server.scope()
        var seed = ReleaseSeedFixtures.stress
        seed.redirectURI = scope.url("/done?state=a%20b&x=1")
        let form = try seed.form(site: scope.url(""))
        // The stand-in: after the post, go where the editor goes once the edits are entered.
        let editor = """
            <!DOCTYPE html><html><body><p>editor</p><script>
            var target = document.createElement("a");
            target.href = new URLSearchParams(location.search).get("redirect_uri");
            target.search += (target.search ? "&" : "?") + "release_mbid=\(Self.newRelease)";
            location.href = target.href;
            </script></body></html>
            """
        try await scope.register([
            LoopbackServer.Route(
                method: "POST", path: scope.prefix + "/release/add",
                responses: [.text(editor, status: 200, contentType: "text/html; charset=utf-8")]),
            LoopbackServer.Route(
                method: "GET", path: scope.prefix + "/done",
                responses: [.text("<!DOCTYPE html><p>done</p>", status: 200, contentType: "text/html")]),
        ])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "seed-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("seed.html")
        try form.html.write(to: page, atomically: true, encoding: .utf8)

        try await Self.open(page, with: browser, in: directory) {
            try await scope.log().contains { $0.method == "GET" && $0.path == scope.prefix + "/done" }
        }

        let log = try await scope.log()
        let post = try #require(
            log.first { $0.method == "POST" }, "the page did not post (requests: \(log.map(\.path)))")
        #expect(post.path == scope.prefix + "/release/add")
        #expect(post.query["skip_confirmation"] == ["1"])
        #expect(post.query["redirect_uri"] == [seed.redirectURI?.absoluteString ?? ""])
        #expect(post.header("Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true)
        #expect(post.header("Origin") == "null")  // a page from a file: why skip_confirmation is needed

        // What arrived is what the seed says: same names, same order, same values (a browser
        // sends a line break as CR LF).
        let arrived = ReleaseEditorFormTests.decodeForm(post.body)
        let expected = form.fields.map { field in
            ReleaseEditorForm.Field(
                name: field.name,
                value: field.value.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
                    of: "\n", with: "\r\n"))
        }
        #expect(arrived.count == expected.count)
        #expect(arrived == expected)
        for (got, want) in zip(arrived, expected) where got != want {
            Issue.record(
                "\(want.name): sent \(want.value.debugDescription), arrived \(got.name)=\(got.value.debugDescription)")
        }
        // The parts the test is about, spelled out.
        let values = Dictionary(arrived.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(values["name"] == #"Sigur Rós & “Friends” <Live> 'n' "Quoted""#)
        #expect(values["mediums.0.track.6.name"] == "7. a</form><script>x</script>")
        #expect(values["mediums.0.track.98.name"] == "99. " + "Café “Noir” <live>")
        #expect(values["mediums.0.toc"]?.split(separator: " ").count == 3 + 99)
        #expect(values["mediums.2.format"] == "Digital Media")
        #expect(values["annotation"] == "Line one\r\nLine two: < & >\r\n\ttabbed")
        #expect(arrived.filter { $0.name == "type" }.map(\.value) == ["Album", "Live"])

        // The round trip: the browser arrived at the redirect URI with the release's MBID.
        let done = try #require(
            log.first { $0.method == "GET" && $0.path == scope.prefix + "/done" }, "no redirect arrived")
        let arrivedURL = try #require(
            URL(
                string:
                    "http://127.0.0.1:\(server.port)\(done.rawPath)\(done.rawQuery.isEmpty ? "" : "?" + done.rawQuery)")
        )
        #expect(try form.releaseMBID(fromRedirect: arrivedURL) == Self.newRelease)
        #expect(done.query["state"] == ["a b"])
    }

    /// Opens a page from a file in the headless browser (a profile and a log in `directory`)
    /// and keeps it open until `arrived` says the loopback server has the request the test
    /// waits for, at most 60 s; then ends the browser. Records an issue when the request does
    /// not arrive.
    ///
    /// The browser is not asked to dump the page after a virtual-time budget: that budget does
    /// not wait for the navigations a posted form makes, and under load the browser quit
    /// before the stand-in's request went out.
    /// - Returns: What the browser wrote on its standard output and error.
    @discardableResult
    static func open(
        _ page: URL, with browser: String, in directory: URL, until arrived: @Sendable () async throws -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        var arguments = [
            "--headless", "--disable-gpu", "--no-first-run",
            "--user-data-dir=\(directory.appendingPathComponent("profile").path)", page.absoluteString,
        ]
        if getuid() == 0 { arguments.insert("--no-sandbox", at: 0) }  // Chromium refuses to sandbox as root
        let log = directory.appendingPathComponent("browser.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        // Started from a plain thread: a child started from a Swift task inherits a signal mask
        // that blocks SIGTERM.
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                do {
                    try process.run()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
        var hasArrived = false
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while ContinuousClock.now < deadline, process.isRunning {
            if try await arrived() {
                hasArrived = true
                break
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        let exitedEarly = !process.isRunning
        // SIGTERM to the browser's process group (Foundation starts a child in a group of its
        // own), which also ends what a launcher script started and the browser's helpers;
        // SIGKILL when it has not ended within 2 s. The wait must not hold a thread of the
        // test pool.
        let pid = process.processIdentifier
        let target = getpgid(pid) == pid ? -pid : pid
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                kill(target, SIGTERM)
                if finished.wait(timeout: .now() + 2) == .timedOut {
                    kill(target, SIGKILL)
                    _ = finished.wait(timeout: .now() + 10)
                }
                continuation.resume()
            }.start()
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(
            hasArrived,
            "the expected request did not arrive \(exitedEarly ? "before the browser exited" : "within 60 s"): \(output)",
            sourceLocation: sourceLocation)
        return output
    }
}
