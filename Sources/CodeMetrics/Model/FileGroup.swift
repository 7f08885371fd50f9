/// Whether a file is production code or test code; the two are always totalled apart.
///
/// In a SwiftPM package the target's type decides; in a plain folder, a file is test code
/// if it lies under a folder named like `Tests` or its name ends in `Tests.swift`.
public enum FileGroup: String, Sendable, Codable, CaseIterable {
  case production
  case test
}
