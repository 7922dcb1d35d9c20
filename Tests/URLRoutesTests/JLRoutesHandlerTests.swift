import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from README "Handler Block Helper" and JLRRouteHandler.m/.h:
// handlerBlockForWeakTarget: calls -handleRouteWithParameters: on a weakly held target and returns
// its result ("If the object is deallocated, the handler will no longer be called (but the route
// will remain registered unless explicitly removed)"); handlerBlockForTargetClass:completion:
// creates a new instance with -initWithRouteParameters: on every call and returns the completion's
// result (it does not call -handleRouteWithParameters:).

final class JLRoutesTestTarget: RouteHandlerTarget {
    let creationParameters: RouteParameters?
    let answer: Bool
    let handled = LockedBox<[RouteParameters]>([])

    init(routeParameters: RouteParameters) {
        creationParameters = routeParameters
        answer = true
    }

    init(answer: Bool) {
        creationParameters = nil
        self.answer = answer
    }

    func handleRoute(with parameters: RouteParameters) -> Bool {
        handled.update { $0.append(parameters) }
        return answer
    }
}

extension RouterSuite {
    @Suite struct JLRoutesRouteHandlers {
        @Test(arguments: URLEntry.allCases)
        func weakTargetReceivesTheParameters(_ entry: URLEntry) {
            withCleanRouter {
                let target = JLRoutesTestTarget(answer: true)
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: RouteHandlers.handler(forWeakTarget: target))
                #expect(routeGlobally("tests://user/view/joeldev?tab=posts", via: entry))
                let handled = target.handled.value
                #expect(handled.count == 1)
                #expect(handled.first?["userID"] == "joeldev")
                #expect(handled.first?["tab"] == "posts")
                #expect(handled.first?.pattern == "/user/view/:userID")
                withExtendedLifetime(target) {}
            }
        }

        @Test(arguments: URLEntry.allCases)
        func weakTargetResultIsTheRouteResult(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                let target = JLRoutesTestTarget(answer: false)
                Routes.globalRoutes().addRoute("/x", handler: RouteHandlers.handler(forWeakTarget: target))
                #expect(routeGlobally("tests://x", via: entry) == false)
                Routes.globalRoutes().addRoute("/x", handler: recorder.handler("after"))
                #expect(routeGlobally("tests://x", via: entry))
                #expect(target.handled.value.count == 2)
                #expect(recorder.tags == ["after"])
                withExtendedLifetime(target) {}
            }
        }

        @Test func deallocatedWeakTargetNoLongerHandlesButRouteStays() {
            withCleanRouter {
                var target: JLRoutesTestTarget? = JLRoutesTestTarget(answer: true)
                weak let observer = target
                Routes.globalRoutes().addRoute("/weak", handler: RouteHandlers.handler(forWeakTarget: target!))
                #expect(Routes.routeURL("tests://weak"))
                #expect(observer?.handled.value.count == 1)
                target = nil
                #expect(observer == nil, "the handler must not keep its target alive")
                #expect(Routes.routeURL("tests://weak") == false)
                #expect(Routes.globalRoutes().routes().map(\.pattern) == ["/weak"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func targetClassHandlerCreatesAnInstanceFromTheParameters(_ entry: URLEntry) {
            withCleanRouter {
                let created = LockedBox<[JLRoutesTestTarget]>([])
                let handler = RouteHandlers.handler(forTargetClass: JLRoutesTestTarget.self) { target in
                    created.update { $0.append(target) }
                    return true
                }
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: handler)
                #expect(routeGlobally("tests://user/view/joeldev", via: entry))
                let targets = created.value
                #expect(targets.count == 1)
                #expect(targets.first?.creationParameters?["userID"] == "joeldev")
                #expect(targets.first?.creationParameters?.pattern == "/user/view/:userID")
                #expect(targets.first?.handled.value.isEmpty == true)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func targetClassHandlerCreatesANewInstancePerRouting(_ entry: URLEntry) {
            withCleanRouter {
                let created = LockedBox<[JLRoutesTestTarget]>([])
                let handler = RouteHandlers.handler(forTargetClass: JLRoutesTestTarget.self) { target in
                    created.update { $0.append(target) }
                    return true
                }
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: handler)
                #expect(routeGlobally("tests://user/view/one", via: entry))
                #expect(routeGlobally("tests://user/view/two", via: entry))
                let targets = created.value
                #expect(targets.count == 2)
                if targets.count == 2 {
                    #expect(targets[0] !== targets[1])
                    #expect(targets[0].creationParameters?["userID"] == "one")
                    #expect(targets[1].creationParameters?["userID"] == "two")
                }
            }
        }

        @Test(arguments: URLEntry.allCases)
        func targetClassCompletionResultIsTheRouteResult(_ entry: URLEntry) {
            withCleanRouter {
                let calls = LockedBox(0)
                let handler = RouteHandlers.handler(forTargetClass: JLRoutesTestTarget.self) { _ in
                    calls.update { $0 += 1 }
                    return false
                }
                Routes.globalRoutes().addRoute("/declined", handler: handler)
                #expect(routeGlobally("tests://declined", via: entry) == false)
                #expect(calls.value == 1)
            }
        }
    }
}
