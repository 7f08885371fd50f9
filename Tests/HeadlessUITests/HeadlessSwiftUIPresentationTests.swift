import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing
import UITestDriver

/// Sheets, alerts and the photo picker: window-level elements in front of everything else.
@MainActor
@Suite("HeadlessSwiftUI presentations")
struct HeadlessSwiftUIPresentationTests {
  struct ReportForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
      NavigationStack {
        TextField("Note", text: $note)
          .navigationTitle("Report status")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Close") { dismiss() }.accessibilityIdentifier("close")
            }
          }
      }
    }
  }

  struct Detail: View {
    let probe: SwiftUIProbe
    @State private var showsReport = false

    var body: some View {
      NavigationStack {
        Button("Report status") { showsReport = true }
          .navigationTitle("Detail")
          .sheet(isPresented: $showsReport, onDismiss: { probe.record("dismissed") }) {
            ReportForm()
          }
      }
    }
  }

  @Test func sheetIsAWindowLevelElementAfterEverythingElse() async throws {
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(Detail(probe: probe))

    try await app.buttons["Report status"].tap()

    let window = application.currentTree
    #expect(window.children.map(\.role) == [.navigationStack, .sheet])
    #expect(window.children[1].label == "Report status")
    #expect(
      swiftUISnapshot(application) == """
        ── Detail ──
        (Report status)
        ┌ Report status
          ── (Close) Report status ──
          [Note: ]
        """)
    #expect(!app.buttons["Report status"].exists)
  }

  @Test func dismissClosesTheSheetAndItsStateStartsAfresh() async throws {
    let probe = SwiftUIProbe()
    let (_, app) = launchSwiftUI(Detail(probe: probe))
    try await app.buttons["Report status"].tap()
    try await app.textFields["Note"].typeText("Draft")

    try await app.buttons["close"].tap()
    #expect(!app.sheets.firstMatch.exists)
    #expect(probe.events == ["dismissed"])
    try await app.buttons["Report status"].tap()

    #expect(app.textFields["Note"].value == "")
  }

  struct Photo: Identifiable {
    let id: String
  }

  @Test func itemSheetShowsItsItemAndDismissSetsItToNil() async throws {
    struct Root: View {
      @State var photo: Photo?

      var body: some View {
        Button("Open") { photo = Photo(id: "IMG_0001") }
        Text(photo == nil ? "No photo" : "Photo open")
          .sheet(item: $photo) { photo in
            PhotoScreen(photo: photo)
          }
      }
    }
    struct PhotoScreen: View {
      let photo: Photo
      @Environment(\.dismiss) private var dismiss

      var body: some View {
        Text(photo.id)
        Button("Done") { dismiss() }
      }
    }
    let (application, app) = launchSwiftUI(Root())

    try await app.buttons["Open"].tap()
    #expect(application.currentTree.children.last?.role == .sheet)
    #expect(application.currentTree.children.last?.label == "")
    #expect(app.staticTexts["IMG_0001"].exists)
    try await app.buttons["Done"].tap()

    #expect(app.staticTexts["No photo"].exists)
  }

  @Test func alertShowsItsMessageThenItsButtons() async throws {
    let probe = SwiftUIProbe()
    struct Root: View {
      let probe: SwiftUIProbe
      @State var showsError = false

      var body: some View {
        Button("Send") { showsError = true }
          .alert("Report not sent", isPresented: $showsError) {
            Button("OK") { probe.record("ok while shown: \(showsError)") }
          } message: {
            Text("The report could not be sent. Try again.")
          }
      }
    }
    let (application, app) = launchSwiftUI(Root(probe: probe))

    try await app.buttons["Send"].tap()
    #expect(
      swiftUISnapshot(application) == """
        (Send)
        ⚠ Report not sent
          The report could not be sent. Try again.
          (OK)
        """)
    #expect(app.alerts["Report not sent"].exists)
    try await app.buttons["OK"].tap()

    #expect(!app.alerts.firstMatch.exists)
    #expect(probe.events == ["ok while shown: false"])
  }

  @Test func alertPresentingDataShowsWhileThereIsData() async throws {
    struct Failure {
      let reason: String
    }
    struct Root: View {
      @State var failure: Failure?
      @State var isShown = false

      var body: some View {
        Button("Fail") {
          failure = Failure(reason: "Offline")
          isShown = true
        }
        .alert("Failed", isPresented: $isShown, presenting: failure) { failure in
          Button("Retry \(failure.reason)") {}
        } message: { failure in
          Text("Because: \(failure.reason)")
        }
      }
    }
    let (application, app) = launchSwiftUI(Root())
    #expect(!app.alerts.firstMatch.exists)

    try await app.buttons["Fail"].tap()
    #expect(application.currentTree.children.last?.children.map(\.label) == ["Because: Offline", "Retry Offline"])
    try await app.buttons["Retry Offline"].tap()

    #expect(!app.alerts.firstMatch.exists)
  }

  @Test func alertWithoutButtonsGetsAnOKButton() async throws {
    struct Root: View {
      @State var isShown = true

      var body: some View {
        Text("Behind").alert("Saved", isPresented: $isShown) {}
      }
    }
    let (application, app) = launchSwiftUI(Root())

    #expect(application.currentTree.children.last?.children.map(\.label) == ["OK"])
    try await app.buttons["OK"].tap()
    #expect(!app.alerts["Saved"].exists)
  }

  @Test func alertOverASheetIsInFrontOfIt() {
    struct Root: View {
      var body: some View {
        Text("Window")
          .sheet(isPresented: .constant(true)) {
            Text("Sheet")
              .alert("Problem", isPresented: .constant(true)) { Button("OK") {} }
          }
      }
    }
    let (application, _) = launchSwiftUI(Root())

    #expect(application.currentTree.children.map(\.role) == [.text, .sheet, .alert])
    #expect(application.currentTree.frontmostLayer.label == "Problem")
  }

  @Observable
  final class Counts {
    var outer = 0
  }

  struct InnerSheet: View {
    let probe: SwiftUIProbe
    @State private var taps = 0

    var body: some View {
      Button("Inner \(taps)") { taps += 1 }
        .onAppear { probe.record("inner appeared") }
    }
  }

  struct OuterSheet: View {
    let counts: Counts
    let probe: SwiftUIProbe

    var body: some View {
      Text("Outer \(counts.outer)")
        .sheet(isPresented: .constant(true)) { InnerSheet(probe: probe) }
    }
  }

  @Test func aSheetOverASheetKeepsItsStateWhenEitherChanges() async throws {
    let counts = Counts()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(
      Text("Window").sheet(isPresented: .constant(true)) { OuterSheet(counts: counts, probe: probe) })

    try await app.buttons["Inner 0"].tap()
    counts.outer = 1

    let window = application.currentTree
    #expect(window.children.map(\.role) == [.text, .sheet, .sheet])
    #expect(window.children[1].children.map(\.label) == ["Outer 1"])
    #expect(window.children[2].children.map(\.label) == ["Inner 1"])
    // Each sheet rendered again on its own; the inner one did not appear a second time.
    #expect(probe.events == ["inner appeared"])
  }

  struct PhotoForm: View {
    @State private var showsPicker = false
    @State private var picked: [LibraryPhoto] = []

    var body: some View {
      Button("Attach photos") { showsPicker = true }
      ForEach(picked) { photo in Text(photo.id) }
        .photosPicker(isPresented: $showsPicker, selection: $picked)
    }
  }

  @Test func photosPickerReturnsThePickedPhotos() async throws {
    let (application, app) = launchSwiftUI(PhotoForm())

    try await app.buttons["Attach photos"].tap()
    #expect(application.intents == [.pickPhotos])
    #expect(app.sheets["photoPicker"].exists)
    try await app.switches["IMG_0003"].tap()
    try await app.switches["IMG_0001"].tap()
    #expect(app.switches["IMG_0003"].value == "1")
    try await app.buttons["Add"].tap()

    #expect(!app.sheets["photoPicker"].exists)
    #expect(application.currentTree.children.dropFirst().map(\.label) == ["IMG_0003", "IMG_0001"])
    #expect(application.intents == [.pickPhotos])
  }

  @Test func cancellingThePhotosPickerChangesNothing() async throws {
    let (application, app) = launchSwiftUI(PhotoForm())

    try await app.buttons["Attach photos"].tap()
    try await app.switches["IMG_0002"].tap()
    try await app.buttons["Cancel"].tap()
    #expect(application.currentTree.children.count == 1)
    try await app.buttons["Attach photos"].tap()

    #expect(app.switches["IMG_0002"].value == "0")
    #expect(application.intents == [.pickPhotos, .pickPhotos])
  }
}
