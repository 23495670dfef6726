import Foundation
import MusicBrainz

#if os(Linux) || os(macOS)
    /// The programs that stream one member out of a dump archive: `xz -dc ARCHIVE` into
    /// `tar -xOf - MEMBER`, through pipes, no temporary files.
    ///
    /// With a side member (`JSON_DUMPS_SCHEMA_NUMBER`), a pump thread copies xz's output to a
    /// second `tar` that extracts only that member, so that the file after the dump is read in
    /// the same pass.
    ///
    /// The programs are started from a plain thread, so they get an empty signal mask (a child
    /// started from a concurrency or Dispatch thread inherits one that blocks SIGTERM and SIGINT:
    /// platform notes §7), and `terminate()` ends them with SIGKILL; Foundation's `Process`
    /// reaps them. The parent keeps only its own ends of the pipes, so every program sees the
    /// end of its input when the one before it exits.
    final class DumpArchivePipeline: @unchecked Sendable {
        // @unchecked: the processes, handles and exits are set in init and never replaced;
        // Process and FileHandle are thread-safe for what is used here (run once, kill,
        // isRunning, processIdentifier); the collectors and exits carry their own locks.
        let archive: URL
        let member: String
        let output: FileDescriptorReader
        private let xz: Process
        private let tar: Process
        private let sideTar: Process?
        private let xzExit = ProcessExit()
        private let tarExit = ProcessExit()
        private let sideExit = ProcessExit()
        private let errors: OutputCollector
        private let sideOutput: OutputCollector?
        private let pumpDone = ProcessExit()

        /// The status of a program that has exited.
        struct Status: Sendable {
            var code: Int32
            var wasSignalled: Bool
        }

        private init(archive: URL, member: String, sideMember: String?, firstOnly: Bool) throws(MusicBrainzError) {
            self.archive = archive
            self.member = member
            let xzPath = try DumpTools.locate("xz")
            let tarPath = try DumpTools.locate("tar")
            let xz = Process()
            xz.executableURL = xzPath
            xz.arguments = ["-dc", "--", archive.path]
            let tar = Process()
            tar.executableURL = tarPath
            tar.arguments = Self.extractArguments(member, firstOnly: firstOnly)
            var sideTar: Process?
            if let sideMember {
                let side = Process()
                side.executableURL = tarPath
                side.arguments = Self.extractArguments(sideMember)
                sideTar = side
            }
            self.xz = xz
            self.tar = tar
            self.sideTar = sideTar
            let xzExit = self.xzExit
            let tarExit = self.tarExit
            let sideExit = self.sideExit
            let pumpDone = self.pumpDone
            let xzOut = Pipe()
            let tarOut = Pipe()
            let errorPipe = Pipe()
            xz.standardInput = FileHandle.nullDevice
            xz.standardOutput = xzOut.fileHandleForWriting
            xz.standardError = errorPipe.fileHandleForWriting
            tar.standardOutput = tarOut.fileHandleForWriting
            tar.standardError = errorPipe.fileHandleForWriting
            var pumpPipes: (tar: Pipe, side: Pipe)?
            var sideOutPipe: Pipe?
            if let sideTar {
                let tarIn = Pipe()
                let sideIn = Pipe()
                let sideOut = Pipe()
                tar.standardInput = tarIn.fileHandleForReading
                sideTar.standardInput = sideIn.fileHandleForReading
                sideTar.standardOutput = sideOut.fileHandleForWriting
                sideTar.standardError = FileHandle.nullDevice
                pumpPipes = (tarIn, sideIn)
                sideOutPipe = sideOut
            } else {
                tar.standardInput = xzOut.fileHandleForReading
            }
            for (process, exit) in [(xz, xzExit), (tar, tarExit)] + (sideTar.map { [($0, sideExit)] } ?? []) {
                process.terminationHandler = { process in
                    exit.finish(
                        Status(
                            code: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal)
                    )
                }
            }
            if sideTar == nil { sideExit.finish(Status(code: 0, wasSignalled: false)) }
            try Self.launch([xz, tar] + (sideTar.map { [$0] } ?? []))
            // Keep only the parent's own ends, so that each program sees the end of its input.
            try? xzOut.fileHandleForWriting.close()
            try? tarOut.fileHandleForWriting.close()
            try? errorPipe.fileHandleForWriting.close()
            if let pumpPipes, let sideOutPipe {
                try? pumpPipes.tar.fileHandleForReading.close()
                try? pumpPipes.side.fileHandleForReading.close()
                try? sideOutPipe.fileHandleForWriting.close()
                sideOutput = OutputCollector(sideOutPipe.fileHandleForReading, keeping: 1024)
                Self.startPump(
                    from: xzOut.fileHandleForReading, to: pumpPipes.tar.fileHandleForWriting,
                    side: pumpPipes.side.fileHandleForWriting, done: pumpDone)
            } else {
                try? xzOut.fileHandleForReading.close()
                sideOutput = nil
                pumpDone.finish(Status(code: 0, wasSignalled: false))
            }
            errors = OutputCollector(errorPipe.fileHandleForReading, keeping: 8 << 10)
            output = FileDescriptorReader(
                descriptor: dup(tarOut.fileHandleForReading.fileDescriptor), name: "\(archive.path) (\(member))",
                ownsDescriptor: true)
            try? tarOut.fileHandleForReading.close()
        }

        /// Starts `xz | tar` for a member, and the side `tar` if asked.
        /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/toolUnavailable`` or
        ///   ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` (the archive cannot be opened).
        static func start(
            archive: URL, member: String, sideMember: String? = nil, firstOnly: Bool = false
        ) throws(MusicBrainzError) -> DumpArchivePipeline {
            guard FileManager.default.isReadableFile(atPath: archive.path) else {
                throw DumpFiles.openError(
                    archive.path, FileManager.default.fileExists(atPath: archive.path) ? EACCES : ENOENT)
            }
            return try DumpArchivePipeline(
                archive: archive, member: member, sideMember: sideMember, firstOnly: firstOnly)
        }

        /// The arguments of a `tar` that writes one member to standard output.
        static func extractArguments(_ member: String, firstOnly: Bool = false) -> [String] {
            var arguments = ["-xOf", "-"]
            if firstOnly {
                #if os(macOS)
                    arguments.append("--fast-read")
                #else
                    arguments.append("--occurrence=1")
                #endif
            }
            return arguments + ["--", member]
        }

        /// Runs the processes from a new plain thread (empty signal mask) and waits for the
        /// launches.
        private static func launch(_ processes: [Process]) throws(MusicBrainzError) {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var failure: (any Error)?
            let thread = Thread {
                do {
                    for process in processes { try process.run() }
                } catch {
                    failure = error
                    for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
                }
                done.signal()
            }
            thread.start()
            done.wait()
            if let failure {
                let name = processes.first.flatMap { $0.executableURL?.lastPathComponent } ?? "xz"
                throw MusicBrainzError(
                    code: .toolUnavailable, message: "Could not start \(name) to read the dump archive: \(failure)",
                    underlyingError: failure)
            }
        }

        /// Copies xz's output to both `tar`s on a thread of its own, until xz's output ends or
        /// the dump's `tar` stops reading. SIGPIPE is blocked on that thread: a write to a `tar`
        /// that has gone fails with EPIPE instead of ending the process.
        private static func startPump(
            from source: FileHandle, to first: FileHandle, side: FileHandle, done: ProcessExit
        ) {
            let thread = Thread {
                var blocked = sigset_t()
                sigemptyset(&blocked)
                sigaddset(&blocked, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &blocked, nil)
                #if os(macOS)
                    _ = fcntl(first.fileDescriptor, F_SETNOSIGPIPE, 1)
                    _ = fcntl(side.fileDescriptor, F_SETNOSIGPIPE, 1)
                #endif
                let size = 256 << 10
                let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
                defer { buffer.deallocate() }
                var sideOpen = true
                pumping: while true {
                    let count = read(source.fileDescriptor, buffer, size)
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    guard writeAll(first.fileDescriptor, buffer, count) else { break pumping }
                    if sideOpen && !writeAll(side.fileDescriptor, buffer, count) {
                        sideOpen = false
                        try? side.close()
                    }
                }
                try? first.close()
                if sideOpen { try? side.close() }
                try? source.close()
                done.finish(Status(code: 0, wasSignalled: false))
            }
            thread.start()
        }

        private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Bool {
            var written = 0
            while written < count {
                let result = write(descriptor, buffer + written, count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }

        /// Ends every program that still runs (SIGKILL) and closes the output.
        func terminate() {
            for process in [xz, tar] + (sideTar.map { [$0] } ?? []) where process.isRunning {
                kill(process.processIdentifier, SIGKILL)
            }
            output.close()
        }

        /// Waits until every program has exited and been reaped, and the pump has stopped.
        func waitForExit() async -> (xz: Status, tar: Status, side: Status) {
            let xzStatus = await xzExit.wait()
            let tarStatus = await tarExit.wait()
            let sideStatus = await sideExit.wait()
            _ = await pumpDone.wait()
            return (xzStatus, tarStatus, sideStatus)
        }

        /// What xz and tar wrote to standard error (the first 8 KiB), trimmed.
        func errorText() async -> String {
            let data = await errors.collected()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// What the side `tar` wrote (its member's contents, the first KiB).
        func sideText() async -> String? {
            guard let sideOutput else { return nil }
            return String(decoding: await sideOutput.collected(), as: UTF8.self)
        }

        /// The exit of the dump's `tar`.
        func tarStatus() async -> Status { await tarExit.wait() }

        /// After the output has ended: the failure of the programs, if any. An xz that failed
        /// only because `tar` stopped reading (SIGPIPE, "Broken pipe", or our SIGKILL) is not a
        /// failure of its own; with `ignoringXZ`, xz is not looked at.
        func failure(ignoringXZ: Bool = false) async -> MusicBrainzError? {
            let status = await waitForExit()
            let messages = await errorText()
            let detail = messages.isEmpty ? "" : ": " + Self.lastLines(messages)
            // xz's own words: tar's "Unexpected EOF" lines follow any failure of xz and would
            // hide them among the last lines.
            let xzLines = messages.split(separator: "\n").filter { line in
                // "xz: …", or "/usr/bin/xz: …" (the program's name is the path it was started by).
                line.split(separator: ":", maxSplits: 1).first.map { $0 == "xz" || $0.hasSuffix("/xz") } ?? false
            }
            let xzDetail = xzLines.isEmpty ? detail : ": " + xzLines.suffix(3).joined(separator: " / ")
            let xzStoppedByReader =
                (status.xz.wasSignalled && (status.xz.code == SIGPIPE || status.xz.code == SIGKILL))
                || messages.contains("Broken pipe")
            if !ignoringXZ && !xzStoppedByReader && (status.xz.code != 0 || status.xz.wasSignalled) {
                return MusicBrainzError(
                    code: .toolFailed,
                    message: "xz could not decompress \(archive.path) (\(Self.describe(status.xz)))\(xzDetail)")
            }
            if status.tar.code != 0 || status.tar.wasSignalled {
                if messages.contains("Not found in archive") || messages.contains("not found in archive") {
                    return MusicBrainzError(
                        code: .archiveMemberMissing,
                        message: "\(archive.path) has no \(member): is it the archive of another entity type?")
                }
                return MusicBrainzError(
                    code: .toolFailed,
                    message: "tar could not read \(member) from \(archive.path) (\(Self.describe(status.tar)))\(detail)"
                )
            }
            return nil
        }

        static func describe(_ status: Status) -> String {
            status.wasSignalled ? "ended by signal \(status.code)" : "exit status \(status.code)"
        }

        /// The last three lines of a tool's messages.
        static func lastLines(_ text: String) -> String {
            text.split(separator: "\n").suffix(3).joined(separator: " / ")
        }
    }

    /// The exit of one process (or the end of a thread), awaited by any number of tasks.
    final class ProcessExit: @unchecked Sendable {
        // @unchecked: `status` and `waiters` are read and written under `lock`.
        private let lock = NSLock()
        private var status: DumpArchivePipeline.Status?
        private var waiters: [CheckedContinuation<DumpArchivePipeline.Status, Never>] = []

        func finish(_ status: DumpArchivePipeline.Status) {
            let waiting = lock.withLock { () -> [CheckedContinuation<DumpArchivePipeline.Status, Never>] in
                guard self.status == nil else { return [] }
                self.status = status
                defer { waiters = [] }
                return waiters
            }
            for waiter in waiting { waiter.resume(returning: status) }
        }

        func wait() async -> DumpArchivePipeline.Status {
            await withCheckedContinuation { continuation in
                lock.lock()
                if let status {
                    lock.unlock()
                    continuation.resume(returning: status)
                } else {
                    waiters.append(continuation)
                    lock.unlock()
                }
            }
        }
    }

    /// Reads a pipe to its end on a thread of its own, keeping the first bytes.
    final class OutputCollector: @unchecked Sendable {
        // @unchecked: `data` is written by the reading thread before `done` finishes and read
        // only after it.
        private var data = Data()
        private let done = ProcessExit()

        init(_ handle: FileHandle, keeping limit: Int) {
            let thread = Thread { [self] in
                let descriptor = handle.fileDescriptor
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    if data.count < limit { data.append(contentsOf: buffer[0..<min(count, limit - data.count)]) }
                }
                try? handle.close()
                done.finish(DumpArchivePipeline.Status(code: 0, wasSignalled: false))
            }
            thread.start()
        }

        /// The bytes kept, once the pipe has ended.
        func collected() async -> Data {
            _ = await done.wait()
            return data
        }
    }
#endif
