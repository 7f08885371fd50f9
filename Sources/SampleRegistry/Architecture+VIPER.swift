import VIPER

extension Architecture {
  public static let viper = Architecture(
    id: "viper", name: "VIPER", directory: "Samples/VIPER", modules: ["VIPER"], testModules: ["VIPERTests"],
    uiStyle: .imperative, launch: { VIPERApp.launch(in: $0, backend: $1, storage: $2) })
}
