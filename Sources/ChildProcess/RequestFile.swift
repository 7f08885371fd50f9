import Foundation

/// A child process's configuration as a file: the parent writes a `Codable` request, the child
/// reads it back (`--request FILE`, or `--request -` for standard input), instead of both sides
/// keeping argv in step by hand.
///
/// ```swift
/// try RequestFile.write(request, to: "/tmp/round-1.request.json")
/// // in the child:
/// let request = try RequestFile.read(LatencyRequest.self, from: "/tmp/round-1.request.json")
/// ```
public enum RequestFile {
  /// The path that means standard input.
  public static let standardInput = "-"

  /// `request` as JSON, keys sorted so that the same request is always the same bytes.
  public static func encoded<Request: Encodable>(_ request: Request) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // A request of plain Codable values always encodes; a failure here is a programming error.
    return Array(try! encoder.encode(request))
  }

  /// Writes `request` to `path`, replacing the file.
  public static func write<Request: Encodable>(_ request: Request, to path: String) throws(RequestFileError) {
    do {
      try Data(encoded(request)).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw RequestFileError(path: path, problem: .unwritable((error as NSError).localizedDescription))
    }
  }

  /// Reads a request from `path`, or from standard input when `path` is `-`.
  ///
  /// - Throws: ``RequestFileError`` naming the file, in one line.
  public static func read<Request: Decodable>(
    _ type: Request.Type, from path: String
  ) throws(RequestFileError)
    -> Request
  {
    let data: Data
    do {
      data =
        path == standardInput
        ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw RequestFileError(path: path, problem: .unreadable((error as NSError).localizedDescription))
    }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw RequestFileError(path: path, problem: .malformed(RequestFileError.summary(of: error)))
    }
  }
}
