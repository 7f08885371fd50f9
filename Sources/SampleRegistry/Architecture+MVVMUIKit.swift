import MVVMUIKit

extension Architecture {
  public static let mvvmUIKit = Architecture(
    id: "mvvm-uikit", name: "MVVM (UIKit)", directory: "Samples/MVVMUIKit", modules: ["MVVMUIKit"],
    testModules: ["MVVMUIKitTests"], uiStyle: .imperative,
    launch: { MVVMUIKitApp.launch(in: $0, backend: $1, storage: $2) })
}
