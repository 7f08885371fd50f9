import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The field-service app on HeadlessSwiftUI with no architecture ("MV"): the SwiftUI toolkit's reference.
///
/// ```swift
/// SwiftUIReferenceApp.launch(in: application, backend: backend)
/// ```
public enum SwiftUIReferenceApp {
  /// The subject's id in latency results.
  public static let id = "reference-swiftui"

  @MainActor
  public static func launch(in application: Application, backend: any Backend) {
    fatalError("not built yet")
  }
}
