import Synchronization

/// The process-wide options behind `Routes`' static properties, read at routing time.
enum RouterOptions {
    static let verboseLogging = Atomic<Bool>(false)
    static let decodePlusSymbols = Atomic<Bool>(true)
    static let treatHostAsPathComponent = Atomic<Bool>(false)
    static let definitionClass = Locked<RouteDefinition.Type>(RouteDefinition.self)

    /// The options a request made now is parsed and matched with.
    static var requestOptions: RouteRequestOptions {
        var options: RouteRequestOptions = []
        if decodePlusSymbols.load(ordering: .relaxed) { options.insert(.decodePlusSymbols) }
        if treatHostAsPathComponent.load(ordering: .relaxed) { options.insert(.treatHostAsPathComponent) }
        return options
    }
}
