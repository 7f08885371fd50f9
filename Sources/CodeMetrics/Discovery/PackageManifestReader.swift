import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a package's targets from its `Package.swift` with swift-syntax, without running it.
///
/// `swift package describe` compiles and runs the manifest, unsandboxed on Linux: scanning an
/// untrusted checkout would run its code. This reader only parses. It understands the common
/// forms, `.target(name:path:exclude:sources:)` and its `executableTarget`, `testTarget` and
/// `macro` siblings, with string literals; a target it cannot read (a computed name or path)
/// is reported, and the package's folders are then also read by SwiftPM's conventions
/// (`Sources/<target>`, `Tests/<target>`), so that nothing is silently left out.
/// `archbench scan --trust-package` runs the manifest instead (``PackageDescriber``).
///
/// ```swift
/// let manifest = try PackageManifestReader.read(root: "MyPackage")
/// manifest.targets.map(\.name)  // ["App", "AppTests"]
/// ```
enum PackageManifestReader {
  struct Manifest {
    var targets: [PackageDescriber.Target]
    /// What the walk of the targets' folders found wrong (links out of a target, odd names),
    /// and a warning naming the lines of computed targets when some were guessed by convention.
    var issues: [ScanIssue]
  }

  /// Folders SwiftPM looks in for a target without a `path`, in its order.
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]
  static let testFolders = ["Tests", "Sources", "Source", "src", "srcs"]

  /// - Parameter followLinks: follow symbolic links out of the package, as `--follow-links` asks.
  static func read(root: String, followLinks: Bool = false) throws -> Manifest {
    let manifestPath = root + "/Package.swift"
    var tooLarge: Int?
    let bytes: [UInt8]
    do throws(SourceReader.Failure) {
      bytes = try SourceReader.read(manifestPath, maximum: StructureLimit.bytes)
    } catch .tooLarge(let size) {
      // Not parsed, as any Swift file over the limit: its targets are then SwiftPM's conventions'.
      tooLarge = size
      bytes = []
    } catch {
      throw ScanError.packageDescription(root: root, reason: "Package.swift cannot be read")
    }
    let (declarations, declaredLines) = ParseBudget.shared.reserving(bytes.count) {
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let finder = TargetFinder(viewMode: .sourceAccurate)
      finder.walk(tree)
      let converter = SourceLocationConverter(fileName: manifestPath, tree: tree)
      return (
        finder.declarations.map(\.target), finder.declarations.map { $0.node.startLocation(converter: converter).line }
      )
    }
    var targets: [PackageDescriber.Target] = []
    var issues: [ScanIssue] = []
    var unreadLines: [Int] = []
    let add = { (declared: Declared) in
      let (target, found) = files(of: declared, root: root, followLinks: followLinks)
      targets.append(target)
      issues += found
    }
    for (declaration, line) in zip(declarations, declaredLines) {
      guard let target = declaration else {
        unreadLines.append(line)
        continue
      }
      add(target)
    }
    let usedConventions = !unreadLines.isEmpty || declarations.isEmpty
    if usedConventions {
      let declared = Set(targets.map(\.path))
      for (folder, type) in [("Sources", "regular"), ("Tests", "test")] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && !declared.contains(folder + "/" + name) {
          guard isFolder("\(root)/\(folder)/\(name)") else { continue }
          add(Declared(name: name, type: type, path: folder + "/" + name, exclude: [], sources: nil))
        }
      }
      let conventions =
        "Sources/* and Tests/* by SwiftPM's conventions (--trust-package runs the manifest to list every target)"
      if let tooLarge {
        issues.append(
          ScanIssue(
            path: "Package.swift", severity: .warning, kind: .tooLarge,
            message: "\(tooLarge) bytes, over the \(StructureLimit.bytes >> 20) MiB structure limit, so not parsed; "
              + "read \(conventions)"))
      } else {
        let computed =
          unreadLines.isEmpty
          ? "declares no target archbench can read without running it"
          : "computes \(unreadLines.count) target declarations (lines "
            + unreadLines.map(String.init).joined(separator: ", ") + ")"
        issues.append(
          ScanIssue(
            path: "Package.swift", severity: .warning, kind: .computedManifest,
            message: "\(computed), which archbench does not run; the others were read, and \(conventions)"))
      }
    }
    return Manifest(targets: targets, issues: issues)
  }

  /// A declared path without `.` components or a trailing `/`: `./Sources/A/` is `Sources/A`,
  /// `./` is `.`; `/` and any other absolute path stay absolute.
  static func normalized(_ path: String) -> String {
    let components = path.split(separator: "/").filter { $0 != "." }
    let joined = components.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// A target as the manifest declares it.
  struct Declared {
    var name: String
    /// `regular`, `executable`, `test` or `macro`, as `swift package describe` names them.
    var type: String
    var path: String?
    var exclude: [String]
    var sources: [String]?
  }

  /// The target with its Swift files, relative to its folder, and what the walk found wrong.
  static func files(of target: Declared, root: String, followLinks: Bool) -> (PackageDescriber.Target, [ScanIssue]) {
    let candidates = (target.type == "test" ? testFolders : sourceFolders).map { "\($0)/\(target.name)" }
    let path = target.path.map(normalized) ?? candidates.first { isFolder(root + "/" + $0) } ?? candidates[0]
    let none = PackageDescriber.Target(name: target.name, type: target.type, path: path, sources: [])
    // SwiftPM takes a target's path relative to the package, and refuses an absolute one (`/`
    // would otherwise read the package root as the target, its manifest and every file twice).
    if path.hasPrefix("/") {
      let issue = ScanIssue(
        path: path, severity: .error, kind: .linkOutsideRoot,
        message: "the target \(target.name) has an absolute path; SwiftPM takes a path relative to the package; "
          + "not read")
      return (none, [issue])
    }
    guard isFolder(root + "/" + path) else {
      let issue = ScanIssue(
        path: path, severity: .error, kind: .missing,
        message: "the package declares the target \(target.name) here, but there is no such folder")
      return (none, [issue])
    }
    // SwiftPM refuses a target outside its package; so does a scan, which must not leave the folder.
    guard let real = FolderWalker.realPath(root + "/" + path), let top = FolderWalker.realPath(root),
      FolderWalker.isInside(real, root: top)
    else {
      let issue = ScanIssue(
        path: path, severity: .error, kind: .linkOutsideRoot,
        message: "the target \(target.name) lies outside the package; not read")
      return (none, [issue])
    }
    // A link from one target's folder to a shared folder of the package stays inside it.
    var walker = FolderWalker(followsLinksOutside: followLinks, boundary: root)
    walker.walk(root: root + "/" + path)
    let normalized = { (entry: String) in entry.split(separator: "/").filter { $0 != "." }.joined(separator: "/") }
    let excluded = target.exclude.map(normalized)
    let included = target.sources?.map(normalized)
    let within = { (file: String, folder: String) in folder.isEmpty || file == folder || file.hasPrefix(folder + "/") }
    let sources = walker.files.map(\.path).filter { file in
      !excluded.contains { within(file, $0) } && (included.map { $0.contains { within(file, $0) } } ?? true)
    }
    let issues = walker.issues.map { issue in
      var issue = issue
      issue.path = issue.path == "." ? path : path + "/" + issue.path
      return issue
    }
    return (PackageDescriber.Target(name: target.name, type: target.type, path: path, sources: sources), issues)
  }
}

/// Every `.target(…)`-like call in a manifest, read where its arguments are literals.
private final class TargetFinder: SyntaxVisitor {
  struct Declaration {
    var node: FunctionCallExprSyntax
    /// `nil` when a name, path, source or exclusion is computed.
    var target: PackageManifestReader.Declared?
  }

  static let kinds = ["target": "regular", "executableTarget": "executable", "testTarget": "test", "macro": "macro"]

  var declarations: [Declaration] = []

  /// `dependencies: [.target(name: "A")]` names a dependency, not a declaration.
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    node.label?.text == "dependencies" ? .skipChildren : .visitChildren
  }

  /// Nor does anything in a `let modules: [Target.Dependency] = …`.
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    let type = node.typeAnnotation?.type.trimmedDescription ?? ""
    return type.contains("Dependency") ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let type = Self.kinds[member.declName.baseName.text],
      member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target"
    else { return .visitChildren }
    declarations.append(Declaration(node: node, target: Self.read(node, type: type)))
    return .skipChildren
  }

  private static func read(_ node: FunctionCallExprSyntax, type: String) -> PackageManifestReader.Declared? {
    var declared = PackageManifestReader.Declared(name: "", type: type, path: nil, exclude: [], sources: nil)
    var hasName = false
    for argument in node.arguments {
      switch argument.label?.text {
      case "name":
        guard let name = literal(argument.expression) else { return nil }
        declared.name = name
        hasName = true
      case "path":
        guard let path = literal(argument.expression) else { return nil }
        declared.path = path
      case "exclude":
        guard let exclude = literals(argument.expression) else { return nil }
        declared.exclude = exclude
      case "sources":
        guard let sources = literals(argument.expression) else { return nil }
        declared.sources = sources
      default:
        continue
      }
    }
    return hasName ? declared : nil
  }

  /// A string literal without interpolation, or `nil`.
  private static func literal(_ expression: ExprSyntax) -> String? {
    guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in string.segments {
      guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
      text += piece.content.text
    }
    return text
  }

  /// An array literal of string literals, or `nil`.
  private static func literals(_ expression: ExprSyntax) -> [String]? {
    guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
    var result: [String] = []
    for element in array.elements {
      guard let text = literal(element.expression) else { return nil }
      result.append(text)
    }
    return result
  }
}
