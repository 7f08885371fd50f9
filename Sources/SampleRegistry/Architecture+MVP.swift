import MVP

extension Architecture {
  public static let mvp = Architecture(
    id: "mvp", name: "MVP", directory: "Samples/MVP", modules: ["MVP"], testModules: ["MVPTests"],
    uiStyle: .imperative, launch: { MVPApp.launch(in: $0, backend: $1, storage: $2) })
}
