import Foundation
import HeadlessUI
import Testing

/// Root content whose elements a test sets directly.
@MainActor
final class StubContent: RootContent {
  var elements: [Element] = []
  private(set) var renders = 0

  func renderElements() -> [Element] {
    renders += 1
    return elements
  }
}

@MainActor
@Suite("Application")
struct ApplicationTests {
  @Test func rendersOnTheNextTurnOfTheMainActor() async {
    let application = Application()
    let content = StubContent()
    application.content = content
    #expect(application.isRenderPending)

    await Task.yield()

    #expect(!application.isRenderPending)
    #expect(content.renders == 1)
  }

  @Test func coalescesInvalidationsIntoOneRender() async {
    let application = Application()
    let content = StubContent()
    application.content = content
    application.renderIfNeeded()

    for _ in 0..<5 {
      application.setNeedsRender()
    }
    application.renderIfNeeded()

    #expect(content.renders == 2)
    #expect(application.statistics.invalidations == 6)
    #expect(application.statistics.renders == 2)
  }

  @Test func countsChangedElementsBetweenRenders() {
    let application = Application()
    let content = StubContent()
    content.elements = [Element(.text, label: "a"), Element(.text, label: "b")]
    application.content = content
    application.renderIfNeeded()
    #expect(application.statistics.elementUpdates == 2)

    content.elements = [Element(.text, label: "a"), Element(.text, label: "c"), Element(.button, label: "d")]
    application.setNeedsRender()
    application.renderIfNeeded()

    #expect(application.statistics.elementUpdates == 2 + 2)
  }

  @Test func invalidationsDuringARenderDoNotScheduleAnother() {
    final class SelfInvalidating: RootContent {
      unowned let application: Application
      init(application: Application) { self.application = application }
      func renderElements() -> [Element] {
        application.setNeedsRender()
        return []
      }
    }
    let application = Application()
    application.content = SelfInvalidating(application: application)

    application.renderIfNeeded()

    #expect(!application.isRenderPending)
  }

  @Test func runTaskCountsPlatformWork() async {
    let application = Application()

    let task = application.runTask { await Task.yield() }
    #expect(application.runningTaskCount == 1)
    await task.value

    #expect(application.runningTaskCount == 0)
    #expect(application.isIdle)
  }

  @Test func recordsOpenedURLsAsIntents() throws {
    let application = Application()

    application.open(try #require(URL(string: "tel:+420602111222")))
    application.open(
      try #require(URL(string: "maps://?ll=50.0775,14.451&q=Pek%C3%A1rna%20U%20%C5%A0%C5%A5astn%C3%BDch")))
    application.open(try #require(URL(string: "https://example.com")))
    application.recordPhotoPickerShown()

    #expect(
      application.intents == [
        .call(phone: "+420602111222"),
        .openMaps(latitude: 50.0775, longitude: 14.451, label: "Pekárna U Šťastných"),
        .openURL(try #require(URL(string: "https://example.com"))),
        .pickPhotos,
      ])
  }

  @Test func mapsURLWithoutCoordinatesIsAPlainURL() throws {
    let url = try #require(URL(string: "maps://?q=Praha"))
    #expect(Intent(url: url) == .openURL(url))
  }
}
