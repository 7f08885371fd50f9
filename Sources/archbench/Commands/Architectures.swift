import ArgumentParser
import SampleRegistry

/// `archbench architectures`: lists the registered architectures.
struct ArchitecturesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "architectures", abstract: "List the architectures archbench knows.")

  func run() {
    for architecture in Architecture.all {
      print("\(architecture.id)\t\(architecture.name)\t\(architecture.directory)")
    }
  }
}
