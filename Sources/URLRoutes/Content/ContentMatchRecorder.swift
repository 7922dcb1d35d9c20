/// Collects, during one synchronous pass of a `ContentRouter`'s table, every route that matches
/// a URL, in matching order.
///
/// The router registers each pattern in a plain `Routes` table with a handler that records its
/// generator here and returns false ("not me"), so that `Routes` walks on through every
/// matching route with its own candidates, priorities, URL parsing and parameters. The recorder
/// reaches the handlers through a task-local value: handlers are called synchronously, in the
/// routing task, and many URLs may be routed at once, each with its own recorder. No generator
/// or delegate runs during the pass; they are awaited afterwards.
final class ContentMatchRecorder: Sendable {
    @TaskLocal static var current: ContentMatchRecorder?

    struct Match: @unchecked Sendable {
        /// A `ContentGenerator<Content>` of the router that made the recorder.
        var generator: AnyObject
        var parameters: RouteParameters
    }

    private let matches = Locked<[Match]>([])

    func record(_ generator: AnyObject, _ parameters: RouteParameters) {
        matches.withLock { $0.append(Match(generator: generator, parameters: parameters)) }
    }

    var recorded: [Match] { matches.withLock { $0 } }
}
