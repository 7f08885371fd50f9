import MVC

extension Architecture {
  public static let mvc = Architecture(
    id: "mvc", name: "MVC", directory: "Samples/MVC", modules: ["MVC"], testModules: ["MVCTests"],
    uiStyle: .imperative, launch: { MVCApp.launch(in: $0, backend: $1, storage: $2) })
}
