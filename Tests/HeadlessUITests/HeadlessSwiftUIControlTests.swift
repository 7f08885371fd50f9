import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

/// Text, fields, buttons, toggles, pickers and progress views: their elements and actions.
@MainActor
@Suite("HeadlessSwiftUI controls")
struct HeadlessSwiftUIControlTests {
  @Observable
  final class FormModel {
    var name = ""
    var password = ""
    var isActive = false
    var saves = 0
    var kind: Kind?
  }

  enum Kind: String, CaseIterable, Hashable {
    case repaired = "Repaired"
    case newPart = "New part"
    case other = "Other"
  }

  struct FormScreen: View {
    @Bindable var model: FormModel

    var body: some View {
      VStack {
        TextField("Name", text: $model.name)
          .accessibilityIdentifier("name")
        SecureField("Password", text: $model.password)
        Toggle("Active", isOn: $model.isActive)
        Picker("Kind", selection: $model.kind) {
          ForEach(Kind.allCases, id: \.self) { kind in
            Text(kind.rawValue).tag(Optional(kind))
          }
        }
        .pickerStyle(.segmented)
        Button("Save") { model.saves += 1 }
        Text("Saved \(model.saves)")
        Text("")
        ProgressView()
        ProgressView("Loading")
      }
    }
  }

  @Test func rendersEachControlAsItsElement() {
    let model = FormModel()
    let (application, _) = launchSwiftUI(FormScreen(model: model))

    #expect(
      swiftUISnapshot(application) == """
        [Name: ]
        [Password: ]
        [ ] Active
        Kind: < Repaired | New part | Other >
        (Save)
        Saved 0
        ⟳ Loading…
        ⟳ Loading
        """)
    let elements = application.currentTree.children
    #expect(
      elements.map(\.role) == [
        .textField, .secureField, .toggle, .segmentedControl, .button, .text, .activityIndicator, .activityIndicator,
      ])
    #expect(elements[0].identifier == "name")
    #expect(elements[2].value == "0")
    #expect(elements[3].value == nil)
    #expect(elements[5].label == "Saved 0" && elements[5].value == "Saved 0")
  }

  @Test func actionsWriteThroughBindings() async throws {
    let model = FormModel()
    let (_, app) = launchSwiftUI(FormScreen(model: model))

    try await app.textFields["name"].typeText("Jan")
    try await app.secureTextFields["Password"].typeText("pw")
    try await app.switches["Active"].tap()
    try await app.segmentedControls["Kind"].select("New part")
    try await app.buttons["Save"].tap()

    #expect(model.name == "Jan")
    #expect(model.password == "pw")
    #expect(model.isActive)
    #expect(model.kind == .newPart)
    #expect(model.saves == 1)
    #expect(app.textFields["Name"].value == "Jan")
    #expect(app.switches["Active"].value == "1")
    #expect(app.segmentedControls["Kind"].value == "New part")
    #expect(app.staticTexts["Saved 1"].exists)
  }

  struct DisabledScreen: View {
    let isDisabled: Bool
    @State private var text = ""
    @State private var isOn = false
    @State private var taps = 0

    var body: some View {
      VStack {
        TextField("Field", text: $text)
        Toggle("Switch", isOn: $isOn)
        Button("Tap") { taps += 1 }
        Picker("Pick", selection: $taps) {
          Text("Zero").tag(0)
          Text("One").tag(1)
        }
      }
      .disabled(isDisabled)
      Button("Outside") {}
    }
  }

  @Test func disabledTurnsOffEveryControlBelowIt() {
    let (application, _) = launchSwiftUI(DisabledScreen(isDisabled: true))

    let elements = application.currentTree.children
    #expect(elements.map(\.isEnabled) == [false, false, false, false, true])
    elements[2].actions.tap?()
    #expect(!application.isRenderPending)
  }

  @Test func pickerWithTagsOfAnotherTypeMatchesNothing() {
    struct Screen: View {
      @State private var kind: Kind? = .other

      var body: some View {
        Picker("Kind", selection: $kind) {
          ForEach(Kind.allCases, id: \.self) { kind in
            Text(kind.rawValue).tag(kind)
          }
        }
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    let picker = application.currentTree.children[0]
    #expect(picker.options == ["Repaired", "New part", "Other"])
    #expect(picker.value == nil)
  }

  @Test func forEachTagsItsViewsWithTheirIDs() async throws {
    struct Screen: View {
      @State private var kind = Kind.repaired

      var body: some View {
        Picker("Kind", selection: $kind) {
          ForEach(Kind.allCases, id: \.self) { kind in
            Text(kind.rawValue)
          }
        }
      }
    }
    let (_, app) = launchSwiftUI(Screen())

    #expect(app.segmentedControls["Kind"].value == "Repaired")
    try await app.segmentedControls["Kind"].select("Other")
    #expect(app.segmentedControls["Kind"].value == "Other")
  }

  @Test func buttonWithCustomLabelIsTitledByItsFirstText() async throws {
    let probe = SwiftUIProbe()
    struct Screen: View {
      let probe: SwiftUIProbe

      var body: some View {
        Button {
          probe.record("call")
        } label: {
          HStack {
            Image(systemName: "phone")
            Label("Call", systemImage: "phone")
            Text("now")
          }
        }
      }
    }
    let (application, app) = launchSwiftUI(Screen(probe: probe))

    #expect(application.currentTree.children.map(\.label) == ["Call"])
    #expect(application.currentTree.children[0].children.isEmpty)
    try await app.buttons["Call"].tap()
    #expect(probe.events == ["call"])
  }
}
