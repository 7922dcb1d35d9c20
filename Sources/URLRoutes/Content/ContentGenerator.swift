/// A route's content generator, boxed so that a table handler can hand it to the recorder.
final class ContentGenerator<Content: Sendable>: Sendable {
    let generate: @Sendable (RouteURLData) async -> Content?

    init(_ generate: @escaping @Sendable (RouteURLData) async -> Content?) {
        self.generate = generate
    }
}
