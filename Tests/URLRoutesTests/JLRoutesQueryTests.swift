import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from JLRoutesTests.m (testBasicRouting precedence cases, testPercentEncoding,
// testDecodePlusSymbols, testPassingURLStringsAsParams, testArrayQueryParams), JLRRouteRequest.m
// (query items without a value are skipped; repeated keys collect into an array) and
// JLRParsingUtilities.m (plus decoding of variables and query values).

/// One row of JLRoutes' testPercentEncoding table.
struct PercentCase: Sendable, CustomTestStringConvertible {
    var encoded: String
    var decoded: String
    var testDescription: String { "\(encoded) -> \(decoded)" }
}

let jlroutesPercentCases: [PercentCase] = [
    .init(encoded: "joel%21levin", decoded: "joel!levin"),
    .init(encoded: "joel%23levin", decoded: "joel#levin"),
    .init(encoded: "joel%24levin", decoded: "joel$levin"),
    .init(encoded: "joel%26levin", decoded: "joel&levin"),
    .init(encoded: "joel%27levin", decoded: "joel'levin"),
    .init(encoded: "joel%28levin", decoded: "joel(levin"),
    .init(encoded: "joel%29levin", decoded: "joel)levin"),
    .init(encoded: "joel%2Alevin", decoded: "joel*levin"),
    .init(encoded: "joel%2Blevin", decoded: "joel+levin"),
    .init(encoded: "joel%2Clevin", decoded: "joel,levin"),
    .init(encoded: "joel%3Alevin", decoded: "joel:levin"),
    .init(encoded: "joel%3Blevin", decoded: "joel;levin"),
    .init(encoded: "joel%3Dlevin", decoded: "joel=levin"),
    .init(encoded: "joel%3Flevin", decoded: "joel?levin"),
    .init(encoded: "joel%40levin", decoded: "joel@levin"),
    .init(encoded: "joel%5Blevin", decoded: "joel[levin"),
    .init(encoded: "joel%5Dlevin", decoded: "joel]levin"),
]

extension RouterSuite {
    @Suite struct JLRoutesQueryAndDecoding {
        @Test(arguments: URLEntry.allCases, jlroutesPercentCases)
        func reservedCharactersArePercentDecodedInVariables(_ entry: URLEntry, _ item: PercentCase) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                Routes.shouldDecodePlusSymbols = false
                #expect(routeGlobally("tests://user/view/\(item.encoded)", via: entry))
                #expect(recorder.last?["userID"] == item.decoded)
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func pathVariableOverridesQueryItemOfSameName(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view/joeldev?userID=evilPerson", via: entry))
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func additionalParametersOverrideQueryItems(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                let url = "tests://user/view/joeldev?userID=evilPerson&search=evilSearch&evilThing=evil#userID=otherEvilPerson"
                #expect(routeGlobally(url, via: entry, parameters: ["evilThing": "notEvil"]))
                let params = recorder.last
                #expect(params?.count == 3)
                #expect(params?["userID"] == "joeldev")
                #expect(params?["search"] == "evilSearch")
                #expect(params?["evilThing"] == "notEvil")
                #expect(params?.additional["evilThing"] as? String == "notEvil")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func additionalParametersOverridePathVariables(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view/joeldev", via: entry, parameters: ["userID": "fromCaller"]))
                #expect(recorder.last?["userID"] == "fromCaller")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func additionalParametersOfAnyTypeArePassedThrough(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/foo/:routeParam", handler: recorder.handler())
                let extra: [String: any Sendable] = ["stringParam": "stringValue", "nonStringParam": 123]
                #expect(routeGlobally("tests://foo/bar", via: entry, parameters: extra))
                let params = recorder.last
                #expect(params?["routeParam"] == "bar")
                #expect(params?["stringParam"] == "stringValue")
                #expect(params?.additional["nonStringParam"] as? Int == 123)
                #expect(params?.additional["stringParam"] as? String == "stringValue")
                #expect(params?.names == ["nonStringParam", "routeParam", "stringParam"])
                #expect(params?.count == 3)
                #expect(params?.dictionary["nonStringParam"] as? Int == 123)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func additionalIsEmptyWhenNoneWerePassed(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/foo/:routeParam", handler: recorder.handler())
                #expect(routeGlobally("tests://foo/bar?q=1", via: entry))
                #expect(recorder.last?.additional.isEmpty == true)
                #expect(recorder.last?.names == ["q", "routeParam"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func percentEncodedSlashDecodesInsideOneVariable(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/web/:URLString", handler: recorder.handler("variable"))
                Routes.globalRoutes().addRoute("/web", handler: recorder.handler("query"))
                #expect(routeGlobally("tests://web/http%3A%2F%2Ffoobar.com%2Fbaz", via: entry))
                #expect(recorder.lastTag == "variable")
                #expect(recorder.last?["URLString"] == "http://foobar.com/baz")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func percentEncodedURLInQueryValueIsDecoded(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/web/:URLString", handler: recorder.handler("variable"))
                Routes.globalRoutes().addRoute("/web", handler: recorder.handler("query"))
                #expect(routeGlobally("tests://web?URLString=http%3A%2F%2Ffoobar.com%2Fbaz", via: entry))
                #expect(recorder.lastTag == "query")
                #expect(recorder.last?["URLString"] == "http://foobar.com/baz")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func queryValuesArePercentDecoded(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/search", handler: recorder.handler())
                #expect(routeGlobally("tests://search?name=joel%20levin&sym=%26%3D", via: entry))
                #expect(recorder.last?["name"] == "joel levin")
                #expect(recorder.last?["sym"] == "&=")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func plusAndEncodedPlusDecodeToSpaceInVariablesByDefault(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view/joel%2Blevin", via: entry))
                #expect(recorder.last?["userID"] == "joel levin")
                #expect(routeGlobally("tests://user/view/joel+levin", via: entry))
                #expect(recorder.last?["userID"] == "joel levin")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func plusDecodesToSpaceInQueryValuesByDefault(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view/test?name=joel+levin", via: entry))
                #expect(recorder.last?["name"] == "joel levin")
                #expect(recorder.last?["userID"] == "test")
                #expect(recorder.last?.count == 2)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func encodedPlusDecodesToSpaceInQueryValuesByDefault(_ entry: URLEntry) {
            // JLRoutes: NSURLComponents percent-decodes the query value, then
            // JLRParsingUtilities replaces every '+' with a space.
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/search", handler: recorder.handler())
                #expect(routeGlobally("tests://search?name=joel%2Blevin", via: entry))
                #expect(recorder.last?["name"] == "joel levin")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func repeatedQueryValuesArePlusDecodedByDefault(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view/test?people=joel+levin&people=foo+bar", via: entry))
                #expect(recorder.last?.values("people") == ["joel levin", "foo bar"])
                #expect(recorder.last?.count == 2)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func plusIsKeptWhenPlusDecodingIsOff(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                Routes.shouldDecodePlusSymbols = false
                #expect(routeGlobally("tests://user/view/joel%2Blevin", via: entry))
                #expect(recorder.last?["userID"] == "joel+levin")
                #expect(routeGlobally("tests://user/view/joel+levin", via: entry))
                #expect(recorder.last?["userID"] == "joel+levin")
                #expect(routeGlobally("tests://user/view/test?name=joel+levin", via: entry))
                #expect(recorder.last?["name"] == "joel+levin")
                #expect(routeGlobally("tests://user/view/test?people=joel+levin&people=foo+bar", via: entry))
                #expect(recorder.last?.values("people") == ["joel+levin", "foo+bar"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func repeatedQueryKeysKeepEveryValueInOrder(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test/foo", handler: recorder.handler())
                #expect(routeGlobally("tests://test/foo?key=1&key=2&key=3&text=hi&text=there", via: entry))
                let params = recorder.last
                #expect(params?.values("key") == ["1", "2", "3"])
                #expect(params?.values("text") == ["hi", "there"])
                #expect(params?["key"] == "1")
                #expect(params?["text"] == "hi")
                #expect(params?.names == ["key", "text"])
                #expect(params?.count == 2)
                #expect(params?.dictionary["key"] as? [String] == ["1", "2", "3"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func valuesOfAbsentKeyIsEmpty(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test/foo", handler: recorder.handler())
                #expect(routeGlobally("tests://test/foo?key=1", via: entry))
                #expect(recorder.last?.values("missing") == [])
                #expect(recorder.last?["missing"] == nil)
                #expect(recorder.last?.values("key") == ["1"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func queryItemWithoutValueIsSkipped(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler())
                #expect(routeGlobally("tests://test?flag&key=value", via: entry))
                #expect(recorder.last?["flag"] == nil)
                #expect(recorder.last?.names == ["key"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func queryItemWithEmptyValueIsKept(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler())
                #expect(routeGlobally("tests://test?empty=&key=value", via: entry))
                #expect(recorder.last?["empty"] == "")
                #expect(recorder.last?.names == ["empty", "key"])
            }
        }

        @Test func parametersAreEqualForTheSameRouting() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                let url = makeURL("tests://user/view/joeldev?a=1")
                #expect(Routes.routeURL(url, withParameters: ["n": 1]))
                #expect(Routes.routeURL(url, withParameters: ["n": 1]))
                #expect(Routes.routeURL(url, withParameters: ["n": 2]))
                let calls = recorder.all
                #expect(calls.count == 3)
                if calls.count == 3 {
                    #expect(calls[0].parameters == calls[1].parameters)
                    #expect(calls[0].parameters != calls[2].parameters)
                }
            }
        }
    }
}
