/// Pull to refresh for a table view; sends `.valueChanged` when a person pulls.
///
/// The owner calls ``endRefreshing()`` when the new data is shown; until then the
/// platform counts the refresh as work in progress.
@MainActor
open class RefreshControl: Control {
  public private(set) var isRefreshing = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  public override init() {}

  public func beginRefreshing() {
    isRefreshing = true
    setNeedsDisplay()
  }

  public func endRefreshing() {
    isRefreshing = false
    setNeedsDisplay()
    let resumed = waiting
    waiting.removeAll()
    resumed.forEach { $0.resume() }
  }

  /// What a pull does: begin, tell the owner, and wait until the owner ends it.
  func pull() async {
    beginRefreshing()
    sendActions(for: .valueChanged)
    while isRefreshing {
      await withCheckedContinuation { waiting.append($0) }
    }
  }
}
