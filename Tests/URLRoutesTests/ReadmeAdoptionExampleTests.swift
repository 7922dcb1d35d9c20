import Testing
@testable import URLRoutes

/// The README's Swift 6 handler and key examples, kept here so they compile and do what the
/// README says. When you change one, change the other.
@MainActor final class ReadmeAppModel {
    var selectedUserID: String?
    var isShowingSettings = false
}

extension RouterSuite {
    @Suite struct ReadmeAdoptionExampleTests {
        @Test @MainActor func mainActorHandlers() {
            withCleanRouter {
                // README: Swift 6: handlers that update your app
                let model = ReadmeAppModel()
                Routes.globalRoutes().addRoute("/user/view/:userID", mainActorHandler: { parameters in
                    model.selectedUserID = parameters["userID"]    // main-actor state, no await
                    return true
                })
                Routes.globalRoutes()["/settings"] = RouteHandlers.mainActor { _ in
                    model.isShowingSettings = true
                    return true
                }
                #expect(Routes.routeURL("myapp://user/view/joeldev"))
                #expect(Routes.routeURL("myapp://settings"))
                #expect(model.selectedUserID == "joeldev")
                #expect(model.isShowingSettings)
            }
        }

    }
}

@Suite struct RouteLogSourceTests {
    @Test func theSourceIsTheFileThatLoggedNotTheModule() {
        #expect(RouteLog.source(fileID: "URLRoutes/Routes+Managing.swift") == "Routes+Managing")
        #expect(RouteLog.source(fileID: "URLRoutes/RouteDispatch.swift") != "URLRoutes")
    }
}
