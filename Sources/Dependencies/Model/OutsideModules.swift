/// The modules a file imports from outside the scan, which `scan --coupling --external` counts
/// in Ce: every imported module the scan has no files of, except the Swift toolchain's own.
///
/// Martin's Ce counts the classes of a package that depend on classes of any other package; a
/// scan of Vapor alone sees none of NIO's, so Vapor looks stable. With `--external`, a type of the
/// scan counts as depending outside it when its code names a type the scan does not declare
/// (an external reference) in a file that imports one of these modules. Without a type checker
/// the name's module is unknown, so this is an upper bound: `String` written in a file that
/// imports NIOCore counts too (see Docs/coupling.md).
///
/// The toolchain's modules are left out, as JDepend leaves out `java.*`: the standard library and
/// its companions, Foundation, Dispatch and each platform's C library, which every Swift program
/// depends on and which never change under it. Apple's SDK frameworks (UIKit, SwiftUI, Combine)
/// are not in the toolchain, and count.
///
/// ```swift
/// OutsideModules.imported(by: ["NIOCore", "Foundation", "Vapor"], scanned: ["Vapor"])  // ["NIOCore"]
/// ```
public enum OutsideModules {
  /// The modules of the Swift toolchain on every platform, and the platforms' C libraries.
  public static let toolchain: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation", "Distributed",
    "Cxx", "CxxStdlib", "Runtime", "_Differentiation", "_Volatile", "SwiftOnoneSupport",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "CoreFoundation", "Dispatch", "Darwin", "Glibc", "Musl", "Android", "Bionic", "WASILibc", "WinSDK", "ucrt", "CRT",
    "XCTest", "Testing",
  ]

  /// The modules of `imports` that are neither among `scanned` nor the toolchain's.
  public static func imported(by imports: Set<String>, scanned: Set<String>) -> Set<String> {
    imports.subtracting(scanned).subtracting(toolchain)
  }
}
