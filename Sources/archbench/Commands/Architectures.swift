import ArgumentParser
import SampleRegistry

/// `archbench architectures`: lists the registered architectures.
struct Architectures: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the architectures archbench knows.")

  func run() {
    for architecture in Architecture.all {
      print("\(architecture.id)\t\(architecture.name)\t\(architecture.directory)")
    }
  }
}
