import Logging
import ServiceLifecycle

/// Beside the HTTP server: checks every link against the table at start, writes the opens
/// counted each second, and at shutdown writes the last of them and closes the database.
struct ShortLinkBackgroundService: Service {
    let service: ShortLinkService

    func run() async throws {
        do {
            try await service.recheck()
        } catch {
            service.logger.error("short links: could not check the links against the table: \(error)")
        }
        // Writing the opens has no time limit: given up on mid-commit, it would count them twice.
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            _ = try? await cancelWhenGracefulShutdown { try await Task.sleep(for: .seconds(1)) }
            try? await service.counted(within: nil) { try await service.opens.flush(to: service.store) }
        }
        try? await service.counted(within: nil) { try await service.opens.flush(to: service.store) }
        try? await service.store.close()
    }
}
