/// The version `urlroutes --version` prints: the package release the tool ships with.
enum ToolVersion {
    static let current = "0.2.0"
}
