import MVVM

extension Architecture {
  public static let mvvm = Architecture(
    id: "mvvm", name: "MVVM", directory: "Samples/MVVM", modules: ["MVVM"], testModules: ["MVVMTests"],
    uiStyle: .declarative, launch: { MVVMApp.launch(in: $0, backend: $1, storage: $2) })
}
