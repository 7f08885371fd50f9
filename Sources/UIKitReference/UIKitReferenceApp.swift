import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The field-service app on HeadlessUIKit with no architecture: the UIKit toolkit's reference.
///
/// ```swift
/// UIKitReferenceApp.launch(in: application, backend: backend)
/// ```
public enum UIKitReferenceApp {
  /// The subject's id in latency results.
  public static let id = "reference-uikit"

  @MainActor
  public static func launch(in application: Application, backend: any Backend) {
    fatalError("not built yet")
  }
}
