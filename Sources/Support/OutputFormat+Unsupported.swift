extension OutputFormat {
  /// Stops the program: a renderer was asked for this format, which it does not write.
  ///
  /// A programmer's error, never a user's: each command's `--format` accepts only the formats
  /// its renderer lists (`ScanRenderer.formats`, …), so no command line reaches it. A renderer's
  /// switch names the formats it leaves out instead of using `default`, so that a format added
  /// to the vocabulary has to be placed in every renderer.
  ///
  /// ```swift
  /// case .sarif, .junit, .githubBenchmark: format.unsupported(by: "scan", writes: formats)
  /// ```
  public func unsupported(by writer: String, writes formats: [OutputFormat]) -> Never {
    preconditionFailure(
      "\(writer) writes \(formats.map(\.rawValue).joined(separator: ", ")), not \(rawValue); "
        + "its --format should not have offered it")
  }
}
