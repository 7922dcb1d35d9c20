import Foundation

/// A PostgreSQL server of one test's own, to stop and start again without disturbing the
/// shared server the other PostgreSQL tests use: `initdb` into a temporary directory, then
/// `pg_ctl start` and `pg_ctl stop -m fast` on a free port of 127.0.0.1 (its socket in that
/// directory). The port is below the kernel's ephemeral range: a port in that range can be
/// taken as the local port of any test's outgoing connection while the server is down (or
/// between choosing the port and starting), and PostgreSQL then cannot bind it. Run as the
/// `postgres` user when the tests run as root, since postgres refuses to run as root.
final class PrivatePostgres: Sendable {
    /// Why the server cannot be made on this machine.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    let directory: URL
    let port: Int
    private let binaries: URL

    /// `postgres://postgres@127.0.0.1:PORT/postgres` (trust authentication: the server only
    /// listens on 127.0.0.1 and lives as long as the test).
    var url: String { "postgres://postgres@127.0.0.1:\(port)/postgres" }

    private var dataDirectory: String { directory.appendingPathComponent("data").path }
    private var logFile: String { directory.appendingPathComponent("postgres.log").path }

    /// The `bin` folder holding `initdb` and `pg_ctl`: Debian's /usr/lib/postgresql/VERSION/bin
    /// (the newest), else the folder of an `initdb` on the PATH.
    static func binaries() -> URL? {
        let fileManager = FileManager.default
        let root = "/usr/lib/postgresql"
        let versions = ((try? fileManager.contentsOfDirectory(atPath: root)) ?? [])
            .sorted { (Int($0) ?? 0, $0) > (Int($1) ?? 0, $1) }
        var candidates = versions.map { URL(fileURLWithPath: root).appendingPathComponent($0).appendingPathComponent("bin") }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        return candidates.first { directory in
            ["initdb", "pg_ctl"].allSatisfy { fileManager.isExecutableFile(atPath: directory.appendingPathComponent($0).path) }
        }
    }

    /// A new cluster in a temporary directory, started: it accepts connections on `url`.
    init() async throws {
        guard let binaries = Self.binaries() else {
            throw Unavailable(description: "initdb and pg_ctl are not in /usr/lib/postgresql/*/bin nor on the PATH; install PostgreSQL's server (Debian: apt-get install postgresql)")
        }
        self.binaries = binaries
        // Nothing in the tests binds a port below the ephemeral range, so it stays free
        // through initdb and every restart.
        port = try Self.freePortBelowTheEphemeralRange()
        // In /tmp rather than $TMPDIR, which may be private to the user running the tests: the
        // postgres user must reach it. Short, too: the socket's path must fit in 107 bytes.
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("link-server-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            if getuid() == 0 {
                guard let user = getpwnam("postgres") else {
                    throw Unavailable(description: "running as root, and there is no postgres user to run PostgreSQL as")
                }
                guard chown(directory.path, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                    throw Unavailable(description: "cannot give \(directory.path) to the postgres user: errno \(errno)")
                }
            }
            try await run("initdb", ["-D", dataDirectory, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-locale", "--no-sync"])
            try await start()
        } catch {
            remove()
            throw error
        }
    }

    /// Starts the server (again, after `stop()`) and returns once it accepts connections.
    func start() async throws {
        try await run("pg_ctl", ["-D", dataDirectory, "-l", logFile, "-w", "-t", "30",
                                 "-o", "-p \(port) -k \(directory.path) -c listen_addresses=127.0.0.1", "start"])
    }

    /// Stops the server as an operator would for maintenance (`-m fast`: open sessions are
    /// ended, not waited for) and returns once it is down.
    func stop() async throws {
        try await run("pg_ctl", ["-D", dataDirectory, "-m", "fast", "-w", "-t", "30", "stop"])
    }

    /// Stops the server if it runs (without waiting for its sessions) and removes the
    /// directory. Synchronous, for `defer`.
    func remove() {
        if FileManager.default.fileExists(atPath: dataDirectory + "/postmaster.pid"),
           let pid = try? spawn("pg_ctl", ["-D", dataDirectory, "-m", "immediate", "-w", "-t", "10", "stop"], output: "/dev/null") {
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The end of the server's log, for a failure's message.
    var log: String {
        let text = (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? ""
        return String(text.suffix(2000))
    }

    /// Starts `binaries/name arguments` (as the postgres user when root) in the directory, its
    /// output to the file `output`. Spawned and reaped here rather than through `Process`,
    /// which on Linux left `runuser` a zombie it reported as running after `pg_ctl start`.
    private func spawn(_ name: String, _ arguments: [String], output: String) throws -> pid_t {
        let executable = binaries.appendingPathComponent(name).path
        // In the directory: the postgres user may not enter the tests' working directory.
        var argv = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path]
        if getuid() == 0 {
            let runuser = FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") ? "/usr/sbin/runuser" : "/sbin/runuser"
            argv = [runuser, "-u", "postgres", "--"] + argv
        }
        argv += [executable] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ)
        guard result == 0 else {
            throw Unavailable(description: "cannot start \(argv[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Runs a PostgreSQL command to its end (at most 60 seconds); a failure throws with its output.
    private func run(_ name: String, _ arguments: [String]) async throws {
        let output = directory.appendingPathComponent("\(name).out").path
        let pid = try spawn(name, arguments, output: output)
        let deadline = ContinuousClock.now + .seconds(60)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Unavailable(description: "\(name) \(arguments.joined(separator: " ")) did not finish within 60 seconds\n\(log)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        // Exited with 0: WIFEXITED and WEXITSTATUS 0 both read 0 off the status.
        guard status == 0 else {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            throw Unavailable(description: "\(name) \(arguments.joined(separator: " ")) failed (wait status \(status)): \(text.suffix(2000))\n\(log)")
        }
    }

    /// A port of 127.0.0.1 that nothing is bound to now, chosen at random below the kernel's
    /// ephemeral range (which the kernel hands out to outgoing connections and to port 0).
    private static func freePortBelowTheEphemeralRange() throws -> Int {
        let range = (try? String(contentsOfFile: "/proc/sys/net/ipv4/ip_local_port_range", encoding: .utf8)) ?? ""
        let ephemeralStart = range.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) } ?? 32768
        let candidates = 10_000..<max(10_001, min(ephemeralStart, 65_536))
        for _ in 0..<100 {
            let port = Int.random(in: candidates)
            if try isFree(port) { return port }
        }
        throw Unavailable(description: "no free port of 127.0.0.1 in \(candidates) after 100 tries")
    }

    /// Whether a socket can bind 127.0.0.1:`port` now (without SO_REUSEADDR, so that a
    /// connection's local port counts too).
    private static func isFree(_ port: Int) throws -> Bool {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Unavailable(description: "socket: errno \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
