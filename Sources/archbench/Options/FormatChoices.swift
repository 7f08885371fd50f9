import Support

/// The formats one command writes: what its `--format` accepts and lists in `--help`.
///
/// A command names its renderer's own ``RendererFormat`` enum, so that the command line cannot
/// offer a format the renderer does not write, and the renderer's switch names no other: a
/// format added to the renderer's enum is offered, listed in help and read with nothing else to
/// change.
///
/// ```swift
/// extension CompareCommand: FormatChoices {
///   typealias Format = ComparisonRenderer.Format
/// }
/// ```
protocol FormatChoices {
  /// The formats, in the order `--help` lists them (the enum's).
  associatedtype Format: RendererFormat
}
