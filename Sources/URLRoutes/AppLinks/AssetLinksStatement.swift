/// One statement of an assetlinks.json, in the fields Android reads: the plain file's
/// (`AppLinkFile.assetLinks`), and with Android 15's dynamic rules in `relationExtensions`
/// (`RouteTable.assetLinks(host:...)`), which a plain statement leaves out.
struct AssetLinksStatement: Codable {
    var relation: [String]
    var target: Target
    var relationExtensions: Extensions?

    struct Target: Codable {
        var namespace: String
        var packageName: String
        var fingerprints: [String]

        enum CodingKeys: String, CodingKey {
            case namespace
            case packageName = "package_name"
            case fingerprints = "sha256_cert_fingerprints"
        }
    }

    struct Extensions: Codable {
        var handleAllURLs: HandleAllURLs

        enum CodingKeys: String, CodingKey { case handleAllURLs = "delegate_permission/common.handle_all_urls" }
    }

    struct HandleAllURLs: Codable {
        var components: [Rule]

        enum CodingKeys: String, CodingKey { case components = "dynamic_app_link_components" }
    }

    /// A rule in the keys Android documents; a nil field is left out (Android discards the
    /// dynamic rules when a field is empty).
    struct Rule: Codable {
        var path: String
        var fragment: String?
        var exclude: Bool?

        enum CodingKeys: String, CodingKey {
            case path = "/"
            case fragment = "#"
            case exclude
        }
    }

    enum CodingKeys: String, CodingKey {
        case relation, target
        case relationExtensions = "relation_extensions"
    }
}
