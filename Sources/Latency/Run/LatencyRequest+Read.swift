import ChildProcess
import LatencyModel

extension LatencyRequest {
  /// Reads a request file (or `-`, standard input) that this program can measure.
  ///
  /// ```swift
  /// let request = try LatencyRequest.read(from: "/tmp/latency.request.json")
  /// // malformed request file /tmp/x.json: schema: 2 is not 1, the version this program reads
  /// ```
  /// - Throws: ``RequestFileError`` naming the file, in one line: unreadable, malformed, of another
  ///   schema version, or asking for an output format latency results do not have.
  public static func read(from path: String) throws(RequestFileError) -> LatencyRequest {
    let request = try RequestFile.read(LatencyRequest.self, from: path)
    guard request.schema == currentSchema else {
      throw RequestFileError(
        path: path,
        problem: .malformed("schema: \(request.schema) is not \(currentSchema), the version this program reads"))
    }
    // A format latency results do not have fails to decode (RendererFormat): "format: 'sarif' is not one of …".
    return request
  }
}
