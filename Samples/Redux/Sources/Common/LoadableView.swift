import HeadlessSwiftUI

/// Shows a spinner while data loads, an error text with Retry when loading failed, and the content once loaded.
struct LoadableView<Value: Equatable & Sendable, Content: View>: View {
  let loadable: Loadable<Value>
  let failureMessage: String
  let retry: @MainActor () -> Void
  let content: (Value) -> Content

  init(
    _ loadable: Loadable<Value>, failureMessage: String, retry: @escaping @MainActor () -> Void,
    @ViewBuilder content: @escaping (Value) -> Content
  ) {
    self.loadable = loadable
    self.failureMessage = failureMessage
    self.retry = retry
    self.content = content
  }

  var body: some View {
    switch loadable {
    case .notLoaded, .loading:
      ProgressView()
    case .failed:
      Text(failureMessage)
      Button("Retry", action: retry).accessibilityIdentifier("retry")
    case .loaded(let value):
      content(value)
    }
  }
}
