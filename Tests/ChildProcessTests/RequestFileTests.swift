import ChildProcess
import ExercisesModel
import Foundation
import LatencyModel
import Testing

/// Each request a parent hands its child survives the file, and a bad file is one clear line.
@Suite struct RequestFileTests {
  private func temporaryFile() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("request-\(UUID()).json").path
  }

  @Test func aLatencyRequestRoundTrips() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let requests = [
      LatencyRequest(),
      LatencyRequest(
        architectures: ["mvc", "redux"], steps: ["list.search", "7"], sizes: [10, 100], iterations: 60, rounds: 2,
        warmUp: 1, speedTolerance: nil, pin: true, workerThreads: true, inProcess: true, format: .csv,
        output: "/tmp/latency.json", save: false, round: .init(number: 2, output: "/tmp/round-2.json")),
      LatencyRequest(
        sizes: [10], instructions: true, countedIterations: 1,
        instructionWorker: .init(subject: "reference", failures: "failures-reference.json")),
    ]
    for request in requests {
      try RequestFile.write(request, to: file)
      #expect(try RequestFile.read(LatencyRequest.self, from: file) == request)
    }
  }

  @Test func anExerciseRequestRoundTrips() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    for request in [
      ExerciseRequest(.run(exercise: "note-limit", architecture: "all")),
      ExerciseRequest(.measure(exercise: nil, packagePath: "/src", output: "/tmp/x.json")),
      ExerciseRequest(.measure(exercise: "favorites", packagePath: "/src", output: "/tmp/x.json")),
    ] {
      try RequestFile.write(request, to: file)
      #expect(try RequestFile.read(ExerciseRequest.self, from: file) == request)
    }
  }

  @Test func theSameRequestIsTheSameBytes() {
    #expect(RequestFile.encoded(LatencyRequest(sizes: [10])) == RequestFile.encoded(LatencyRequest(sizes: [10])))
  }

  @Test func aMalformedRequestIsOneLineNamingTheFile() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let cases: [(contents: String, problem: String)] = [
      ("not json", "not JSON"),
      (#"{"schema": 1}"#, #"missing "task""#),
      (#"{"schema": 1, "task": {"run": {"exercise": "note-limit"}}}"#, #"missing "architecture" in task.run"#),
    ]
    for (contents, problem) in cases {
      try contents.write(toFile: file, atomically: true, encoding: .utf8)
      let error = #expect(throws: RequestFileError.self) {
        try RequestFile.read(ExerciseRequest.self, from: file)
      }
      #expect(error?.description == "malformed request file \(file): \(problem)")
      #expect(error?.description.contains("\n") == false)
    }
  }

  @Test func aMissingRequestFileNamesIt() {
    let error = #expect(throws: RequestFileError.self) {
      try RequestFile.read(LatencyRequest.self, from: "/nonexistent/request.json")
    }
    #expect(error?.description.hasPrefix("cannot read the request file /nonexistent/request.json: ") == true)
    #expect(error?.description.contains("\n") == false)
  }
}
