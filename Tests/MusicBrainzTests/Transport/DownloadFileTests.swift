import Foundation
import MusicBrainz
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a download may go: an absent path or a regular file, never a symbolic link, FIFO,
/// folder or device. Only FIFOs, links and folders made in a temporary folder are used: no test
/// touches a real device file.
@Suite(.timeLimit(.minutes(1))) struct DownloadFileTests {
    /// What a destination is made as.
    enum Made: String, CaseIterable, CustomStringConvertible {
        case fifo, symlink, danglingSymlink, folder
        var description: String { rawValue }
    }

    /// Makes `kind` at `folder/dest.png`; a symbolic link points to `folder/target.png`, an
    /// existing regular file unless the link dangles.
    static func make(_ kind: Made, in folder: URL) throws -> URL {
        let destination = folder.appendingPathComponent("dest.png")
        let target = folder.appendingPathComponent("target.png")
        switch kind {
        case .fifo:
            try #require(mkfifo(destination.path, 0o600) == 0)
        case .symlink:
            try Data("the target".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(at: destination, withDestinationURL: target)
        case .danglingSymlink:
            try FileManager.default.createSymbolicLink(at: destination, withDestinationURL: target)
        case .folder:
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        }
        return destination
    }

    /// Checks that `destination` is still what `make` made.
    static func expectUntouched(_ kind: Made, _ destination: URL, in folder: URL) throws {
        var info = stat()
        try #require(lstat(destination.path, &info) == 0)
        let type = UInt32(info.st_mode) & 0o170000
        let target = folder.appendingPathComponent("target.png")
        switch kind {
        case .fifo: #expect(type == 0o010000)
        case .symlink:
            #expect(type == 0o120000)
            #expect(try Data(contentsOf: target) == Data("the target".utf8))
        case .danglingSymlink:
            #expect(type == 0o120000)
            #expect(!FileManager.default.fileExists(atPath: target.path))
        case .folder: #expect(type == 0o040000)
        }
    }

    @Test(
        "a transport refuses a destination that is a FIFO, a symbolic link or a folder, before sending",
        arguments: TestTransports.all, Made.allCases)
    func transportRefuses(_ kind: TestTransports.Kind, made: Made) async throws {
        let scope = try LoopbackServer.start().scope()
        try await scope.register([.init(path: scope.prefix + "/front.png", responses: [.init(bodySize: 1000)])])
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = try Self.make(made, in: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let error = await #expect(throws: MusicBrainzError.self) {
            try await kind.make().download(HTTPRequest(url: scope.url("/front.png")), to: destination)
        }
        #expect(error?.code == .invalidRequest)
        #expect(error?.message.contains(destination.path) == true, "\(String(describing: error))")
        #expect(try await scope.log().isEmpty)
        try Self.expectUntouched(made, destination, in: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }

    @Test(
        "a destination that becomes a FIFO or a link while the body arrives is not replaced", arguments: Made.allCases)
    func refusedAtCommit(made: Made) throws {
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("dest.png")
        try DownloadFile.checkDestination(destination)
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:1/front.png")!)
        let file = DownloadFile(destination: destination)
        try file.write(Data("body".utf8), request: request)
        _ = try Self.make(made, in: folder)
        let error = #expect(throws: MusicBrainzError.self) { try file.commit(request: request) }
        #expect(error?.code == .invalidRequest)
        try Self.expectUntouched(made, destination, in: folder)
        // The temporary file is gone.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.allSatisfy { !$0.hasPrefix(".download-") }, "\(left)")
    }

    @Test("an absent destination and a regular file pass; an uninspectable one is fileAccessFailed")
    func checkDestination() throws {
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.png")
        try DownloadFile.checkDestination(file)
        try Data("x".utf8).write(to: file)
        try DownloadFile.checkDestination(file)
        // A path through a regular file: ENOTDIR.
        let error = #expect(throws: MusicBrainzError.self) {
            try DownloadFile.checkDestination(file.appendingPathComponent("b.png"))
        }
        #expect(error?.code == .fileAccessFailed)
        #expect(error?.message.contains("Not a directory") == true, "\(String(describing: error))")
    }

    @Test("a body past maximumSize fails as a permanent transportFailed and writes no more")
    func maximumSize() throws {
        let folder = try TestBodies.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("dest.png")
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:1/front.png")!)
        let file = DownloadFile(destination: destination, maximumSize: 10)
        try file.write(Data(repeating: 1, count: 6), request: request)
        try file.write(Data(repeating: 1, count: 4), request: request)
        let error = #expect(throws: MusicBrainzError.self) { try file.write(Data([1]), request: request) }
        #expect(error?.code == .transportFailed)
        #expect(error?.isPermanent == true)
        file.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
