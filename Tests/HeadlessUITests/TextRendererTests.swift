import HeadlessUI
import Testing

@MainActor
@Suite("TextRenderer")
struct TextRendererTests {
  let tree = Element(
    .window,
    children: [
      Element(
        .navigationStack,
        children: [
          Element(
            .navigationBar,
            children: [Element(.button, label: "Back", actions: .init(tap: {})), Element(.text, label: "Detail")]),
          Element(.text, label: "Hello"),
          Element(.toggle, label: "Open only", value: "1", actions: .init(setOn: { _ in })),
          Element(.segmentedControl, label: "Type", value: "B", options: ["A", "B"], actions: .init(select: { _ in })),
          Element(
            .list, value: "2 rows",
            children: [
              Element(
                .row, children: [Element(.text, label: "1.12."), Element(.text, label: "One")], actions: .init(tap: {})),
              Element(.row, children: [Element(.text, label: "2.12."), Element(.text, label: "Two")]),
            ]),
          Element(.button, label: "Disabled", isEnabled: false, actions: .init(tap: {})),
        ]),
      Element(
        .tabBar,
        children: [
          Element(.tab, label: "Tasks", isSelected: true, actions: .init(tap: {})),
          Element(.tab, label: "Account", actions: .init(tap: {})),
        ]),
    ])

  @Test func printsOneLinePerElement() {
    #expect(
      TextRenderer().render(tree)
        == """
        ── (Back) Detail ──
        Hello
        [x] Open only
        Type: < A | [B] > 
        List (2 rows)
          • 1.12. | One
          • 2.12. | Two
        (Disabled) (disabled)
        Tabs: [Tasks]  Account
        """.replacingOccurrences(of: "> \n", with: ">\n"))
  }

  @Test func printsATabsBadgeAfterItsTitle() {
    let bar = Element(
      .tabBar,
      children: [
        Element(.tab, label: "Tasks", value: "3", isSelected: true), Element(.tab, label: "Account", value: "New"),
      ])

    #expect(TextRenderer().render(Element(.window, children: [bar])) == "Tabs: [Tasks (3)]  Account (New)")
  }

  @Test func numbersTheEnabledControlsOfTheFrontLayer() {
    let (text, targets) = TextRenderer(numbering: true).renderNumbered(tree)

    #expect(text.hasPrefix("── [1] (Back) Detail ──\nHello\n[2] [x] Open only\n[3] Type:"))
    #expect(targets.map(\.label) == ["Back", "Open only", "Type", "", "Tasks", "Account"])
  }

  @Test func numbersOnlyTheSheetWhenOneIsShown() {
    var withSheet = tree
    withSheet.children.append(
      Element(.sheet, label: "Form", children: [Element(.button, label: "Send", actions: .init(tap: {}))]))

    let (text, targets) = TextRenderer(numbering: true).renderNumbered(withSheet)

    #expect(targets.map(\.label) == ["Send"])
    #expect(text.hasSuffix("┌ Form\n  [1] (Send)"))
  }
}
