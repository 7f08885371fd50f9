import HeadlessSwiftUI

/// Shows a spinner while a screen loads, the error with `Retry` when loading failed, and the content once loaded.
struct LoadStateView<Value, Content: View>: View {
  let state: LoadState<Value>
  let retry: @MainActor () async -> Void
  @ViewBuilder let content: (Value) -> Content

  var body: some View {
    switch state {
    case .loading:
      ProgressView()
    case .loaded(let value):
      content(value)
    case .failed(let message):
      Text(message)
      Button("Retry") { Task { await retry() } }
        .accessibilityIdentifier("retry")
    }
  }
}
