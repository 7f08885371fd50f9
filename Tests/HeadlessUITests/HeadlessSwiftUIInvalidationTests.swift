import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing
import UITestDriver

/// Which bodies a change evaluates: only the views whose body read what changed, and children
/// whose inputs differ, as SwiftUI with Observation (SE-0395) does.
///
/// Each test counts body evaluations with a probe the bodies report to. A renderer that
/// evaluates the whole tree on every pass fails each of them.
@MainActor
@Suite("HeadlessSwiftUI invalidation")
struct HeadlessSwiftUIInvalidationTests {
  @Observable
  final class Form {
    var name = ""
    var note = ""
  }

  struct NameField: View {
    let form: Form
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("name body")
      TextField("Name", text: Binding(get: { form.name }, set: { form.name = $0 }))
      Text("Name: \(form.name)")
    }
  }

  struct NoteField: View {
    let form: Form
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("note body")
      Text("Note: \(form.note)")
    }
  }

  struct FormScreen: View {
    let form: Form
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("screen body")
      NameField(form: form, probe: probe)
      NoteField(form: form, probe: probe)
    }
  }

  @Test func aViewWhoseDependenciesDidNotChangeIsNotEvaluatedAgain() async throws {
    let form = Form()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(FormScreen(form: form, probe: probe))
    _ = application.currentTree
    probe.reset()
    let before = application.statistics.viewUpdates

    try await app.textFields["Name"].typeText("Ada")

    #expect(app.staticTexts["Name: Ada"].exists)
    #expect(probe.count("name body") == 3)
    #expect(probe.count("note body") == 0)
    #expect(probe.count("screen body") == 0)
    #expect(application.statistics.viewUpdates - before == 3)
  }

  /// A form whose model lives in the view's state, written through `$model.note`, as MVVM's
  /// report form does; its body reads the model for the name, never the note.
  struct StateHeldForm: View {
    @State private var form: Form
    let probe: SwiftUIProbe

    init(form: Form, probe: SwiftUIProbe) {
      _form = State(initialValue: form)
      self.probe = probe
    }

    var body: some View {
      let _ = probe.record("form body")
      TextField("Note", text: $form.note)
      Text("Name: \(form.name)")
    }
  }

  @Test func aBindingIntoAModelHeldInStateDoesNotEvaluateTheStatesOwner() async throws {
    let form = Form()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(StateHeldForm(form: form, probe: probe))
    _ = application.currentTree
    probe.reset()

    try await app.textFields["Note"].typeText("ok")

    #expect(form.note == "ok")
    #expect(app.textFields["Note"].value == "ok")
    #expect(probe.count("form body") == 0)
  }

  struct Child: View {
    let title: String
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("child body")
      Text(title)
    }
  }

  struct Parent: View {
    let probe: SwiftUIProbe
    @State private var taps = 0

    var body: some View {
      let _ = probe.record("parent body")
      Button("Tapped \(taps)") { taps += 1 }
      Child(title: "Fixed", probe: probe)
      Child(title: "Taps: \(taps)", probe: probe)
    }
  }

  @Test func aChangedInputEvaluatesTheChildAgain() async throws {
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(Parent(probe: probe))
    _ = application.currentTree
    probe.reset()

    try await app.buttons["Tapped 0"].tap()

    #expect(app.staticTexts["Taps: 1"].exists)
    #expect(probe.count("parent body") == 1)
    // The second child's title changed; the first child's did not.
    #expect(probe.count("child body") == 1)
  }

  @Test func aParentEvaluatedAgainWithEqualChildInputsSkipsTheChild() async throws {
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(Parent(probe: probe))
    _ = application.currentTree
    probe.reset()

    for tap in 0..<3 {
      try await app.buttons["Tapped \(tap)"].tap()
    }

    #expect(probe.count("parent body") == 3)
    // Only "Taps: n" is evaluated; "Fixed" keeps its elements through all three passes.
    #expect(probe.count("child body") == 3)
    #expect(app.staticTexts["Fixed"].exists)
  }

  struct ListScreen: View {
    let form: Form
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("list body")
      NavigationLink("Edit") { NoteEditor(form: form, probe: probe) }
        .navigationTitle("List")
    }
  }

  struct NoteEditor: View {
    let form: Form
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("editor body")
      TextField("Note", text: Binding(get: { form.note }, set: { form.note = $0 }))
      Text("Length \(form.note.count)")
        .navigationTitle("Editor")
    }
  }

  @Test func aCoveredNavigationScreenIsNotEvaluatedAgain() async throws {
    let form = Form()
    let probe = SwiftUIProbe()
    let (_, app) = launchSwiftUI(NavigationStack { ListScreen(form: form, probe: probe) })
    try await app.buttons["Edit"].tap()
    probe.reset()

    try await app.textFields["Note"].typeText("abc")

    #expect(app.staticTexts["Length 3"].exists)
    #expect(probe.count("editor body") == 3)
    #expect(probe.count("list body") == 0)
    // Popping shows the covered screen's kept elements, still without evaluating it.
    try await app.buttons["back"].tap()
    #expect(app.staticTexts["navigationTitle"].label == "List")
    #expect(probe.count("list body") == 0)
  }

  struct CountingTab: View {
    let name: String
    let probe: SwiftUIProbe
    @State private var taps = 0

    var body: some View {
      let _ = probe.record("\(name) body")
      Button("\(name) \(taps)") { taps += 1 }
    }
  }

  struct TwoTabs: View {
    let probe: SwiftUIProbe

    var body: some View {
      TabView {
        CountingTab(name: "First", probe: probe)
          .tabItem { Label("First", systemImage: "1.circle") }
        CountingTab(name: "Second", probe: probe)
          .tabItem { Label("Second", systemImage: "2.circle") }
      }
    }
  }

  @Test func aHiddenTabIsNotEvaluatedAgain() async throws {
    let probe = SwiftUIProbe()
    let (_, app) = launchSwiftUI(TwoTabs(probe: probe))
    try await app.buttons["First 0"].tap()
    try await app.tabs["Second"].tap()
    probe.reset()

    for tap in 0..<3 {
      try await app.buttons["Second \(tap)"].tap()
    }

    #expect(probe.count("Second body") == 3)
    #expect(probe.count("First body") == 0)
    // The hidden tab kept its state, and shows it again without being evaluated.
    try await app.tabs["First"].tap()
    #expect(app.buttons["First 1"].exists)
    #expect(probe.count("First body") == 0)
  }

  struct Presenter: View {
    let form: Form
    let probe: SwiftUIProbe
    @State private var isEditing = false

    var body: some View {
      let _ = probe.record("presenter body")
      Button("Edit") { isEditing = true }
        .sheet(isPresented: $isEditing) {
          let _ = probe.record("sheet content")
          NoteEditor(form: form, probe: probe)
        }
    }
  }

  @Test func aSheetsContentIsNotMadeAgainWhenOnlyAViewInItChanged() async throws {
    let form = Form()
    let probe = SwiftUIProbe()
    let (_, app) = launchSwiftUI(Presenter(form: form, probe: probe))
    try await app.buttons["Edit"].tap()
    probe.reset()

    try await app.textFields["Note"].typeText("abc")

    #expect(app.staticTexts["Length 3"].exists)
    #expect(probe.count("editor body") == 3)
    // The presenter renders again only to reach the sheet: SwiftUI calls the content closure
    // again when the presenter's body makes a new one, not on a change inside the sheet.
    #expect(probe.count("sheet content") == 0)
    #expect(probe.count("presenter body") == 0)
  }

  /// A modifier whose body runs each time the content it is in renders, bodies or not.
  struct Framed: ViewModifier {
    let probe: SwiftUIProbe

    func body(content: Content) -> some View {
      let _ = probe.record("presenter content")
      content.accessibilityIdentifier("framed")
    }
  }

  struct FramedPresenter: View {
    let form: Form
    let probe: SwiftUIProbe
    @State private var isEditing = true

    var body: some View {
      Button("Edit") { isEditing = true }
        .modifier(Framed(probe: probe))
        .sheet(isPresented: $isEditing) {
          NoteEditor(form: form, probe: probe)
        }
    }
  }

  @Test func aChangeInsideASheetDoesNotRenderItsPresenter() async throws {
    let form = Form()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(FramedPresenter(form: form, probe: probe))
    _ = application.currentTree
    probe.reset()

    try await app.textFields["Note"].typeText("abc")

    #expect(app.staticTexts["Length 3"].exists)
    #expect(application.currentTree.children.map(\.identifier) == ["framed", ""])
    #expect(probe.count("editor body") == 3)
    // SwiftUI hosts a sheet's content apart from its presenter: nothing of the presenter's
    // content is rendered again, not even to reach the sheet.
    #expect(probe.count("presenter content") == 0)
  }

  protocol Greeting {
    var text: String { get }
  }

  final class FixedGreeting: Greeting {
    let text = "Hello"
  }

  struct GreetingView: View {
    let greeting: any Greeting
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("greeting body")
      Text(greeting.text)
    }
  }

  struct GreetingParent: View {
    let greeting: any Greeting
    let probe: SwiftUIProbe
    @State private var taps = 0

    var body: some View {
      Button("Tapped \(taps)") { taps += 1 }
      GreetingView(greeting: greeting, probe: probe)
    }
  }

  @Test func anExistentialInputHoldingTheSameObjectIsEqual() async throws {
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(GreetingParent(greeting: FixedGreeting(), probe: probe))
    _ = application.currentTree
    probe.reset()

    for tap in 0..<3 {
      try await app.buttons["Tapped \(tap)"].tap()
    }

    #expect(app.staticTexts["Hello"].exists)
    // The parent's body ran three times, each time with the same object in `greeting`.
    #expect(probe.count("greeting body") == 0)
  }

  /// Not `Equatable`: compared field by field.
  struct Caption {
    let text: String
  }

  struct CaptionChild: View {
    let caption: Caption?
    let footnote: Caption?
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("caption body")
      Text(caption?.text ?? "none")
    }
  }

  struct CaptionParent: View {
    let probe: SwiftUIProbe
    @State private var taps = 0

    var body: some View {
      let _ = probe.record("parent body")
      Button("Tapped \(taps)") { taps += 1 }
      // The same payload and the same `nil` on every pass, then a new payload from the second tap.
      CaptionChild(caption: Caption(text: taps < 2 ? "Same" : "Changed"), footnote: nil, probe: probe)
    }
  }

  @Test func optionalInputsAreEqualWhenBothAreNilOrTheirPayloadsAre() async throws {
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(CaptionParent(probe: probe))
    _ = application.currentTree
    probe.reset()

    try await app.buttons["Tapped 0"].tap()
    #expect(probe.count("parent body") == 1)
    #expect(probe.count("caption body") == 0)

    try await app.buttons["Tapped 1"].tap()
    #expect(probe.count("caption body") == 1)
    #expect(app.staticTexts["Changed"].exists)
  }

  struct SameValueWriter: View {
    let probe: SwiftUIProbe
    @State private var isOn = false

    var body: some View {
      let _ = probe.record("writer body")
      Button("Turn off") { isOn = false }
      Text(isOn ? "On" : "Off")
    }
  }

  @Test func writingAnEqualValueToStateEvaluatesNothing() async throws {
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(SameValueWriter(probe: probe))
    _ = application.currentTree
    probe.reset()

    try await app.buttons["Turn off"].tap()

    #expect(app.staticTexts["Off"].exists)
    #expect(probe.count("writer body") == 0)
  }

  struct FramedStack: View {
    let form: Form
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("stack owner body")
      NavigationStack { ListScreen(form: form, probe: probe) }
        .modifier(Framed(probe: probe))
    }
  }

  @Test func aPushAndAChangeOnAPushedScreenDoNotRenderTheStacksParent() async throws {
    let form = Form()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(FramedStack(form: form, probe: probe))
    _ = application.currentTree
    probe.reset()

    try await app.buttons["Edit"].tap()
    try await app.textFields["Note"].typeText("abc")

    #expect(app.staticTexts["Length 3"].exists)
    #expect(app.staticTexts["navigationTitle"].label == "Editor")
    #expect(application.currentTree.children.map(\.identifier) == ["framed"])
    #expect(probe.count("editor body") == 4)
    // SwiftUI hosts a stack in a navigation controller of its own: pushing a screen, or a
    // change on one, renders nothing of the view around the stack, not even to reach it.
    #expect(probe.count("presenter content") == 0)
    #expect(probe.count("stack owner body") == 0)
    // Popping still shows the covered screen's kept elements.
    try await app.buttons["back"].tap()
    #expect(app.staticTexts["navigationTitle"].label == "List")
    #expect(probe.count("list body") == 0)
  }

  struct StackAsBody: View {
    let form: Form
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("stack owner body")
      NavigationStack {
        NoteEditor(form: form, probe: probe)
      }
    }
  }

  @Test func aViewWhoseBodyIsANavigationStackKeepsItsNode() async throws {
    let form = Form()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(StackAsBody(form: form, probe: probe))
    _ = application.currentTree
    probe.reset()

    try await app.textFields["Note"].typeText("abc")

    #expect(app.staticTexts["Length 3"].exists)
    #expect(probe.count("editor body") == 3)
    // The view and its stack are kept at the same identity; neither may take the other's node.
    #expect(probe.count("stack owner body") == 0)
  }

  struct CountedTitle: View {
    let form: Form

    var body: some View {
      TextField("Note", text: Binding(get: { form.note }, set: { form.note = $0 }))
        .navigationTitle("Note of \(form.note.count)")
    }
  }

  struct SheetWithStack: View {
    let form: Form
    @State private var isEditing = true

    var body: some View {
      Button("Edit") { isEditing = true }
        .sheet(isPresented: $isEditing) {
          NavigationStack { CountedTitle(form: form) }
        }
    }
  }

  @Test func aSheetShowsTheTitleItsStackRenderedApart() async throws {
    let form = Form()
    let (_, app) = launchSwiftUI(SheetWithStack(form: form))

    try await app.textFields["Note"].typeText("ab")

    // The stack renders apart from the sheet, whose label is the stack's title: the sheet shows the new one.
    #expect(app.staticTexts["navigationTitle"].label == "Note of 2")
    #expect(app.sheets.firstMatch.label == "Note of 2")
  }
}
