import ArgumentParser
import Support

/// Refuses, before any work, an output named by two options, or written over an input: a
/// ``CommandFailure`` of exit status 64 (a bad argument).
///
/// Paths are compared as files (``SameFile``), so `b.json`, `./b.json` and a link to it are one.
///
/// ```swift
/// try refuseSameFile(outputs: [("--output", output), ("--write-baseline", writeBaseline)],
///   inputs: [("--baseline", baseline)])
/// // Error: --output and --write-baseline name the same file, b.json; give each its own file
/// ```
func refuseSameFile(
  outputs: [(option: String, path: String?)], inputs: [(option: String, path: String?)] = []
)
  throws
{
  let outputs = outputs.compactMap { named in named.path.map { (named.option, $0) } }
  let inputs = inputs.compactMap { named in named.path.map { (named.option, $0) } }
  for (index, output) in outputs.enumerated() {
    for other in outputs[(index + 1)...] + inputs where SameFile.check(output.1, other.1) {
      throw CommandFailure(
        "\(output.0) and \(other.0) name the same file, \(output.1); give each its own file", status: .badArgument)
    }
  }
}
