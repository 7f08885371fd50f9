import Foundation

extension ChildProcess.Environment {
  /// The environment a measuring process runs in, whoever starts it and from where: `PATH` alone,
  /// the toolchain's folder first (the program asks `swift --version`), then `/usr/bin:/bin`.
  ///
  /// The environment is copied onto a process's heap and read into a dictionary whose order
  /// follows its contents, so a parent's `PWD` moved the layout of its rounds' heaps, and with it
  /// allocation counts that depend on the hash order of addresses: the same program counted
  /// mvvm-uikit's `account.logout` at 199 allocations run from one checkout and 204 from another.
  ///
  /// ```swift
  /// ChildProcess(.path(program), arguments: [request], environment: .measuring, workingDirectory: "/tmp")
  /// ```
  public static var measuring: Self {
    let toolchain = SwiftExecutable.find().map {
      URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path + ":"
    }
    return .exactly(["PATH": (toolchain ?? "") + "/usr/bin:/bin"])
  }
}
