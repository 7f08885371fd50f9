import MVVMC

extension Architecture {
  public static let mvvmc = Architecture(
    id: "mvvmc", name: "MVVM-C", directory: "Samples/MVVMC", modules: ["MVVMC"], testModules: ["MVVMCTests"],
    uiStyle: .declarative, launch: { MVVMCApp.launch(in: $0, backend: $1, storage: $2) })
}
