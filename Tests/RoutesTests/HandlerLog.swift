import Routes

/// Records what handlers receive, in call order.
final class HandlerLog {
    private(set) var calls: [(name: String, parameters: [String: Any])] = []

    /// A handler that records its call under `name` and answers `answer`.
    func handler(_ name: String = "handler", answer: Bool = true) -> Routes.Handler {
        { parameters in
            self.calls.append((name, parameters))
            return answer
        }
    }

    var names: [String] { calls.map(\.name) }
    var last: [String: Any]? { calls.last?.parameters }
}
