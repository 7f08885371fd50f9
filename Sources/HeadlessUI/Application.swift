import Foundation

/// One running app on the headless platform: its window content, its run loop and what it asked the platform to do.
///
/// A UI framework sets ``content`` and calls ``setNeedsRender()`` whenever something
/// it shows changes; the application renders the element tree on the main actor's
/// next turn, as UIKit lays out on the next run-loop pass. Nothing here is global,
/// so several apps can run side by side in one test process.
///
/// ```swift
/// let application = Application()
/// MVCApp.launch(in: application, backend: FixtureBackend())
/// application.renderIfNeeded()
/// print(TextRenderer().render(application.tree))
/// ```
@MainActor
public final class Application {
  /// The window's content; set by a UI framework when the app launches.
  public var content: (any RootContent)? {
    didSet { setNeedsRender() }
  }
  /// The photos the picker offers.
  public var photoLibrary: PhotoLibrary
  /// Everything the app asked the platform to do, oldest first.
  public private(set) var intents: [Intent] = []
  /// Counts that show how much rendering the app caused.
  public private(set) var statistics = RenderStatistics()

  /// The element tree as last rendered. Read ``currentTree`` for one that includes pending changes.
  public private(set) var tree = Element(.window)
  /// Whether a change is waiting to be rendered.
  public private(set) var isRenderPending = false
  /// Platform-owned tasks (pull to refresh) still running.
  public private(set) var runningTaskCount = 0
  /// The clock timers and sleeps run on; a test moves it (`AppDriver.advanceClock(by:)`).
  ///
  /// Its pending wake-ups leave the app idle: they wait for time, which passes only when told.
  public let clock = PlatformClock()

  private var renderScheduled = false
  /// Set during a render pass, when configuring views (a table's cells) must not schedule another pass.
  private var isRendering = false

  public init(photoLibrary: PhotoLibrary = .standard) {
    self.photoLibrary = photoLibrary
  }

  /// The element tree with every pending change rendered.
  public var currentTree: Element {
    renderIfNeeded()
    return tree
  }

  /// Whether the platform has nothing left to do: nothing to render and no task of its own running.
  public var isIdle: Bool { !isRenderPending && runningTaskCount == 0 }

  /// Marks the tree as stale and schedules a render pass on the main actor's next turn.
  public func setNeedsRender() {
    guard !isRendering else { return }
    statistics.invalidations += 1
    isRenderPending = true
    guard !renderScheduled else { return }
    renderScheduled = true
    Task { @MainActor [weak self] in
      self?.renderScheduled = false
      self?.renderIfNeeded()
    }
  }

  /// Renders now if anything changed since the last pass.
  public func renderIfNeeded() {
    guard isRenderPending else { return }
    isRenderPending = false
    isRendering = true
    let rendered = Element(.window, children: content?.renderElements() ?? [])
    isRendering = false
    statistics.renders += 1
    statistics.elementUpdates += ElementDiff.changedCount(from: tree, to: rendered)
    tree = rendered
    content?.didRender()
  }

  /// Asks the platform to open a URL: `tel:` places a call, `maps:` shows a place.
  public func open(_ url: URL) {
    intents.append(Intent(url: url))
  }

  /// Counts one view brought up to date by its toolkit: a SwiftUI body evaluated during a render
  /// pass, or a UIKit view marked for display by the app's code.
  ///
  /// A UIKit view marked while the tree is described (a table view configuring its cells) is
  /// part of rendering, not an update, and asks for no pass; pass `duringRendering: false` to
  /// leave those out.
  public func recordViewUpdate(duringRendering: Bool = true) {
    guard duringRendering || !isRendering else { return }
    statistics.viewUpdates += 1
  }

  /// Records that the photo picker was shown.
  public func recordPhotoPickerShown() {
    intents.append(.pickPhotos)
  }

  /// Runs platform-owned asynchronous work, counted in ``runningTaskCount`` until it ends.
  @discardableResult
  public func runTask(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    runningTaskCount += 1
    return Task { @MainActor in
      await operation()
      runningTaskCount -= 1
    }
  }
}

/// How much rendering an app caused; the latency harness reads it per event.
public struct RenderStatistics: Equatable, Sendable {
  /// Calls of ``Application/setNeedsRender()``.
  public var invalidations = 0
  /// Render passes.
  public var renders = 0
  /// Elements added, removed or changed across all passes.
  public var elementUpdates = 0
  /// Views brought up to date (see ``Application/recordViewUpdate()``).
  public var viewUpdates = 0

  public init() {}
}
