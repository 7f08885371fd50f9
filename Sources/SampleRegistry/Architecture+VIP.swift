import VIP

extension Architecture {
  public static let vip = Architecture(
    id: "vip", name: "VIP", directory: "Samples/VIP", modules: ["VIP"], testModules: ["VIPTests"],
    uiStyle: .imperative, launch: { VIPApp.launch(in: $0, backend: $1, storage: $2) })
}
