import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

/// What `@ViewBuilder` builds, and the containers that render no element of their own.
@MainActor
@Suite("HeadlessSwiftUI builders and containers")
struct HeadlessSwiftUIBuilderTests {
  enum Phase {
    case loading, failed(String), loaded([String])
  }

  struct PhaseView: View {
    let phase: Phase
    let note: String?

    var body: some View {
      switch phase {
      case .loading:
        ProgressView()
      case .failed(let message):
        Text(message)
        Button("Retry") {}.accessibilityIdentifier("retry")
      case .loaded(let names):
        ForEach(0..<names.count) { index in
          Text("\(index + 1). \(names[index])")
        }
      }
      if let note {
        Text(note)
      }
    }
  }

  @Test func switchIfLetAndRangesBuildTheirViews() {
    let (loading, _) = launchSwiftUI(PhaseView(phase: .loading, note: nil))
    let (failed, _) = launchSwiftUI(PhaseView(phase: .failed("Could not load."), note: "Note"))
    let (loaded, _) = launchSwiftUI(PhaseView(phase: .loaded(["A", "B"]), note: nil))

    #expect(swiftUISnapshot(loading) == "⟳ Loading…")
    #expect(swiftUISnapshot(failed) == "Could not load.\n(Retry)\nNote")
    #expect(swiftUISnapshot(loaded) == "1. A\n2. B")
  }

  @Test func aBlockIsATupleViewOfItsStatementsLikeSwiftUIs() {
    let block = ViewBuilder.buildBlock(Text("a"), EmptyView(), Text("b"))
    #expect(type(of: block) == TupleView<(Text, EmptyView, Text)>.self)
  }

  @Test func aBlockRendersEachViewFromItsOwnPlaceInTheTuple() {
    // Sizes and alignments that leave gaps between the elements, and one view of no size.
    struct Flag: View {
      let on: Bool
      var body: some View { Text(on ? "on" : "off") }
    }
    struct Count: View {
      let value: Int64
      var body: some View { Text("\(value)") }
    }
    struct Pair: View {
      let small: UInt8
      let large: Double
      var body: some View { Text("\(small) \(large)") }
    }
    struct Screen: View {
      var body: some View {
        VStack {
          Flag(on: true)
          EmptyView()
          Count(value: 42)
          Flag(on: false)
          Text("text")
          Pair(small: 7, large: 2.5)
          Flag(on: true)
        }
      }
    }
    let (app, _) = launchSwiftUI(Screen())
    #expect(swiftUISnapshot(app) == "on\n42\noff\ntext\n7 2.5\non")
  }

  @Test func containersRenderOnlyTheirChildren() {
    struct Screen: View {
      var body: some View {
        Form {
          ScrollView {
            ZStack {
              HStack {
                Image(systemName: "star")
                Text("One")
                Spacer()
                Divider()
              }
              Group {
                Text("Two")
                EmptyView()
              }
            }
          }
        }
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    #expect(application.currentTree.children.map(\.label) == ["One", "Two"])
  }

  @Test func accessibilityModifiersGroupSeveralElementsAndLabelOne() {
    struct Screen: View {
      var body: some View {
        HStack {
          Text("First name:")
          Text("Jan")
        }
        .accessibilityIdentifier("firstName")
        .accessibilityLabel("First name")
        VStack {
          Text("Only")
        }
        .accessibilityIdentifier("only")
        Button("Log out") {}
          .accessibilityIdentifier("logOut")
          .accessibilityLabel("Sign out")
        Group {}.accessibilityIdentifier("nothing")
      }
    }
    let (application, _) = launchSwiftUI(Screen())
    let elements = application.currentTree.children

    #expect(elements.map(\.role) == [.group, .text, .button])
    #expect(elements[0].identifier == "firstName" && elements[0].label == "First name")
    #expect(elements[0].children.map(\.label) == ["First name:", "Jan"])
    #expect(elements[1].identifier == "only" && elements[1].value == "Only")
    #expect(elements[2].identifier == "logOut" && elements[2].label == "Sign out")
  }

  @Test func toggleAndProgressViewTakeTheirLabelFromAView() {
    struct Screen: View {
      @State private var isOn = true

      var body: some View {
        Toggle(isOn: $isOn) {
          Label("Notifications", systemImage: "bell")
        }
        ProgressView {
          Text("Sending")
        }
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    #expect(swiftUISnapshot(application) == "[x] Notifications\n⟳ Sending")
  }
}
