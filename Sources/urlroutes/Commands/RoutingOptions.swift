import ArgumentParser

/// Options shared by the commands that route URLs.
struct RoutingOptions: ParsableArguments {
    @Option(
        name: .customLong("parameter"),
        help: ArgumentHelp(
            "An additional parameter passed to routing, as name=value (repeatable). It overrides a path variable or query item of the same name, as routeURL(_:withParameters:) does.",
            valueName: "name=value"))
    var parameterArguments: [String] = []

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        _ = try additionalParameters()
    }

    /// The `--parameter` values as routing's additional parameters; nil when there are none.
    func additionalParameters() throws(ValidationError) -> [String: any Sendable]? {
        guard !parameterArguments.isEmpty else { return nil }
        var parameters: [String: any Sendable] = [:]
        for argument in parameterArguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw ValidationError("--parameter '\(argument)' must be name=value, as in --parameter source=push")
            }
            parameters[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
        }
        return parameters
    }
}
