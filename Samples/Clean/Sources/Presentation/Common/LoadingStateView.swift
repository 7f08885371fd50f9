import HeadlessSwiftUI

/// A spinner while a screen loads, its error and a Retry button when loading failed, and its content once loaded.
struct LoadingStateView<Value, Content: View>: View {
  let state: LoadingState<Value>
  let retry: @MainActor () -> Void
  let content: (Value) -> Content

  init(
    _ state: LoadingState<Value>, retry: @escaping @MainActor () -> Void,
    @ViewBuilder content: @escaping (Value) -> Content
  ) {
    self.state = state
    self.retry = retry
    self.content = content
  }

  var body: some View {
    switch state {
    case .loading:
      ProgressView()
    case .loaded(let value):
      content(value)
    case .failed(let message):
      Text(message)
      Button("Retry", action: retry).accessibilityIdentifier("retry")
    }
  }
}
