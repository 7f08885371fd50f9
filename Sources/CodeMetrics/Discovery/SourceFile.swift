/// A Swift file chosen for scanning, before it is read.
public struct SourceFile: Sendable, Hashable {
  /// Where to read it.
  public var absolutePath: String
  /// How reports name it: relative to the scanned root.
  public var path: String
  public var group: FileGroup
  public var target: String?
  /// Its size in bytes when the discovery learned it (walking a folder), to take the largest
  /// files first without asking the file system again; `nil` when unknown.
  public var size: Int?

  public init(absolutePath: String, path: String, group: FileGroup, target: String? = nil, size: Int? = nil) {
    self.absolutePath = absolutePath
    self.path = path
    self.group = group
    self.target = target
    self.size = size
  }
}
