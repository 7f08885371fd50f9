import Clean

extension Architecture {
  public static let clean = Architecture(
    id: "clean", name: "Clean", directory: "Samples/Clean",
    modules: ["CleanDomain", "CleanData", "CleanPresentation", "Clean"], testModules: ["CleanTests"],
    uiStyle: .declarative, launch: { CleanApp.launch(in: $0, backend: $1, storage: $2) })
}
