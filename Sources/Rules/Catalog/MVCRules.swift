/// MVC: models know nothing of views or controllers.
enum MVCRules {
  static let all = [modelNoView]

  static let modelNoView = Rule(
    id: "mvc.model-no-view", summary: "Models do not reference views or controllers, nor import the UI platform."
  ) { context in
    context.references(from: [.model], to: [.view, .viewController, .controller], rule: "mvc.model-no-view")
      + context.platformImports(inFilesOf: [.model], rule: "mvc.model-no-view")
  }
}
