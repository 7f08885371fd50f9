extension RuleReport {
  /// A checked file's path as the check was given its root: the root joined with the path
  /// relative to it, as every output names the file and as the file is read back.
  ///
  /// ```swift
  /// RuleReport(root: "Samples/MVC", architecture: "mvc", rules: [], violations: []).path(of: "Login/A.swift")
  /// // "Samples/MVC/Login/A.swift"; a root of "." or "" gives "Login/A.swift"
  /// ```
  public func path(of file: String) -> String {
    root.isEmpty || root == "." ? file : (root.hasSuffix("/") ? root + file : root + "/" + file)
  }
}
