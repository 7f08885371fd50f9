/// The environment of a ``ChildProcess``.
///
/// ```swift
/// let coverage = ChildProcess.Environment.inherited(adding: ["LLVM_PROFILE_FILE": "/tmp/%p.profraw"])
/// ```
extension ChildProcess {
  public enum Environment: Sendable, Hashable {
    /// This process's environment, as it is.
    case inherited
    /// This process's environment with these variables set or replaced.
    case inheritedAdding([String: String])
    /// These variables alone.
    case exactly([String: String])

    /// This process's environment with `variables` set or replaced.
    public static func inherited(adding variables: [String: String]) -> Self { .inheritedAdding(variables) }
  }
}
