import ArgumentParser
import Foundation
import Gate
import Latency
import Reports
import Support

extension BaselineCommand {
  /// `archbench baseline inputs`: the fingerprint of what the measuring program is built from.
  struct Inputs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the fingerprint of the measured inputs, which the baseline records.",
      discussion: """
        The fingerprint covers every file of the targets archbench-measure links, their declarations in \
        Package.swift, the resolved versions of the packages they may link, the build configuration, the \
        compiler and valgrind. While it equals the baseline's, archbench check requires every count to equal \
        the baseline's. --list prints what it covers, a line each. Exit status: \(exit: .success) success, \
        \(exit: .failure) error, \(exit: .badArgument) bad argument.
        """
    )

    @Option(help: "The package.")
    var packagePath = "."

    @Option(help: "The build configuration of the measuring program.")
    var configuration = "release"

    @Flag(help: "Print every line the fingerprint covers, then the fingerprint.")
    var list = false

    func run() async throws {
      let root = URL(fileURLWithPath: packagePath).standardizedFileURL
      do {
        let listing = try await MeasuredInputs.listing(
          packageRoot: root, buildConfiguration: configuration, toolchain: await InstructionRun.toolchain(),
          valgrind: (try? await InstructionRun.valgrindVersion()) ?? "none")
        if list {
          // A target's declaration is a line of JSON; its start is enough to tell which changed.
          print(listing.lines.map { $0.hasPrefix("target ") ? String($0.prefix(120)) : $0 }.joined(separator: "\n"))
        }
        print(listing.fingerprint)
      } catch {
        throw CommandFailure(error)
      }
    }
  }
}
