import Redux

extension Architecture {
  public static let redux = Architecture(
    id: "redux", name: "Redux", directory: "Samples/Redux", modules: ["Redux"], testModules: ["ReduxTests"],
    uiStyle: .declarative, launch: { ReduxApp.launch(in: $0, backend: $1, storage: $2) },
    launchWithActionLog: { application, backend, storage, log in
      // The store dispatches on the main actor, so its log lines arrive there too.
      ReduxApp.launch(
        in: application, backend: backend, storage: storage, initialState: AppState(),
        actionLog: { line in MainActor.assumeIsolated { log(line) } })
    })
}
