import SampleRegistry
import UITestDriver

extension AppSteps {
  /// A text's label in quotes, or "no #identifier text": what a failure message shows.
  static func text(_ app: AppDriver, _ identifier: String) -> String {
    let proxy = app.staticTexts[identifier]
    return proxy.exists ? "'\(proxy.label)'" : "no #\(identifier) text"
  }
}
