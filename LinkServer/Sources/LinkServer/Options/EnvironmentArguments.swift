import ArgumentParser
import Foundation

/// Every option of a command also read from the environment: `--metrics-port` from
/// `LINK_SERVER_METRICS_PORT`, a repeatable option from a comma-separated list
/// (`LINK_SERVER_HOST=www.acme.example,shop.acme.example`), a flag from `1`/`true`/`yes`. The
/// command line wins: an option it gives is not read from the environment at all.
///
/// It reads the option names off the command's own description (ArgumentParser's help dump),
/// so an option added to the command later gets its variable without a line here.
struct EnvironmentArguments {
    /// One option of the command.
    struct Option: Equatable {
        /// The long name, without dashes: `metrics-port`.
        var name: String
        var isFlag: Bool
        var isRepeating: Bool

        /// `LINK_SERVER_METRICS_PORT`.
        func variable(prefix: String) -> String {
            prefix + name.uppercased().replacingOccurrences(of: "-", with: "_")
        }
    }

    let prefix: String
    /// The options of the root command, and of each subcommand by name.
    let options: [Option]
    let subcommandOptions: [String: [Option]]

    /// The options of `command` and its subcommands.
    init(_ command: any ParsableCommand.Type, prefix: String = "LINK_SERVER_") {
        self.prefix = prefix
        let dump = (try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8))) as? [String: Any]
        let root = dump?["command"] as? [String: Any] ?? [:]
        options = Self.options(of: root)
        var subcommands: [String: [Option]] = [:]
        for subcommand in root["subcommands"] as? [[String: Any]] ?? [] {
            if let name = subcommand["commandName"] as? String { subcommands[name] = Self.options(of: subcommand) }
        }
        subcommandOptions = subcommands
    }

    private static func options(of command: [String: Any]) -> [Option] {
        (command["arguments"] as? [[String: Any]] ?? []).compactMap { argument in
            let kind = argument["kind"] as? String
            guard kind == "option" || kind == "flag" else { return nil }
            let names = argument["names"] as? [[String: Any]] ?? []
            guard let long = names.first(where: { $0["kind"] as? String == "long" })?["name"] as? String,
                  long != "help", long != "version" else { return nil }
            return Option(name: long, isFlag: kind == "flag", isRepeating: argument["isRepeating"] as? Bool ?? false)
        }
    }

    /// `arguments` (the command line without the program name) with the environment's options
    /// put in front, for the options the command line does not give.
    func arguments(_ arguments: [String], environment: [String: String]) throws(EnvironmentArgumentError) -> [String] {
        var options = options
        if let first = arguments.first, let subcommand = subcommandOptions[first] {
            options = subcommand
        }
        var added: [String] = []
        for option in options {
            guard let value = environment[option.variable(prefix: prefix)] else { continue }
            let spelling = "--" + option.name
            let given = arguments.contains { $0 == spelling || $0.hasPrefix(spelling + "=") }
            if given { continue }
            if option.isFlag {
                switch value.lowercased() {
                case "1", "true", "yes", "on": added.append(spelling)
                case "0", "false", "no", "off", "": break
                default:
                    throw EnvironmentArgumentError("\(option.variable(prefix: prefix))='\(value)': a flag is 1, true, yes or on (or 0, false, no, off)")
                }
            } else if option.isRepeating {
                for item in value.split(separator: ",", omittingEmptySubsequences: true) {
                    added.append(spelling + "=" + item.trimmingCharacters(in: .whitespaces))
                }
            } else {
                // `--name=value` keeps a value that starts with a dash a value.
                added.append(spelling + "=" + value)
            }
        }
        guard !added.isEmpty else { return arguments }
        // After a subcommand's name, so that its options reach it.
        if let first = arguments.first, subcommandOptions[first] != nil {
            return [first] + added + arguments.dropFirst()
        }
        return added + arguments
    }

    /// The part of `--help` that names the variables: one line per option.
    var helpSection: String {
        var lines = ["ENVIRONMENT:",
                     "  Each option can also be set by an environment variable; the command line",
                     "  wins. A repeatable option takes a comma-separated list; a flag, 1 or 0."]
        for option in options {
            lines.append("  " + option.variable(prefix: prefix).padding(toLength: 34, withPad: " ", startingAt: 0) + " --" + option.name)
        }
        return lines.joined(separator: "\n")
    }
}

/// An environment variable that cannot become an option.
struct EnvironmentArgumentError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
