import HeadlessUI
import HeadlessUIKit
import Testing
import UITestDriver

@MainActor
@Suite("HeadlessUIKit")
struct HeadlessUIKitTests {
  @Test func rendersControlsAsElements() throws {
    let form = FormViewController()
    let (application, _, _) = host(NavigationController(rootViewController: form))

    let tree = application.currentTree

    #expect(
      TextRenderer().render(tree) == """
        ── Form ──
        [Name: ]
        [ ] Active
        (Save)
        """)
    let field = try #require(tree.descendants.first { $0.identifier == "name" })
    #expect(field.role == .textField)
    #expect(field.label == "Name")
  }

  @Test func controlEventsReachActions() async throws {
    let form = FormViewController()
    let (_, _, app) = host(form)

    try await app.textFields["Name"].typeText("Eva")
    try await app.switches["Active"].tap()
    try await app.buttons["Save"].tap()

    #expect(form.edits == ["E", "Ev", "Eva"])
    #expect(form.activeSwitch.isOn)
    #expect(app.staticTexts["status"].label == "Saved 1")
  }

  @Test func disabledControlsRenderDisabledAndRefuseTaps() async throws {
    let form = FormViewController()
    let (_, _, app) = host(form)
    form.saveButton.isEnabled = false

    #expect(!app.buttons["Save"].isEnabled)
    await #expect(throws: DriverError.notEnabled("button \"Save\"")) { try await app.buttons["Save"].tap() }
    #expect(form.saves == 0)
  }

  @Test func secureFieldsRenderAsSecure() {
    let field = TextField()
    field.placeholder = "Password"
    field.isSecureTextEntry = true
    field.text = "abc"
    let root = ViewController()
    root.view.addSubview(field)
    let (application, _, _) = host(root)

    #expect(TextRenderer().render(application.currentTree) == "[Password: •••]")
  }

  @Test func navigationControllerPushesAndGoesBack() async throws {
    let first = FormViewController()
    let navigation = NavigationController(rootViewController: first)
    let (_, _, app) = host(navigation)
    #expect(!app.buttons["back"].exists)

    let second = ViewController()
    second.title = "Second"
    navigation.pushViewController(second)
    try await app.waitForIdle()
    #expect(app.navigationBars.firstMatch.staticTexts["navigationTitle"].label == "Second")

    try await app.goBack()

    #expect(navigation.viewControllers.count == 1)
    #expect(app.navigationBars.firstMatch.staticTexts["navigationTitle"].label == "Form")
  }

  @Test func barButtonItemsSitAroundTheTitle() async throws {
    let screen = ViewController()
    screen.title = "Edit"
    var tapped: [String] = []
    screen.navigationItem.leftBarButtonItem = BarButtonItem(
      title: "Close", primaryAction: Action { _ in tapped.append("Close") })
    screen.navigationItem.rightBarButtonItem = BarButtonItem(
      title: "Send", primaryAction: Action { _ in tapped.append("Send") })
    let (application, _, app) = host(NavigationController(rootViewController: screen))

    #expect(TextRenderer().render(application.currentTree) == "── (Close) Edit (Send) ──")
    try await app.buttons["Send"].tap()
    #expect(tapped == ["Send"])
  }

  @Test func tabBarControllerSwitchesTabs() async throws {
    let tabs = TabBarController()
    let first = ViewController()
    first.tabBarItem = TabBarItem(title: "One")
    first.view.addSubview(Label(text: "first"))
    let second = ViewController()
    second.title = "Two"
    second.view.addSubview(Label(text: "second"))
    tabs.viewControllers = [first, second]
    let (_, _, app) = host(tabs)
    #expect(app.tabs["One"].isSelected)
    #expect(app.staticTexts["first"].exists)

    try await app.tabs["Two"].tap()

    #expect(tabs.selectedIndex == 1)
    #expect(app.tabs["Two"].isSelected)
    #expect(app.staticTexts["second"].exists)
    #expect(!app.staticTexts["first"].exists)
  }

  @Test func aTabBarItemsBadgeIsTheTabsValue() async throws {
    let tabs = TabBarController()
    let first = ViewController()
    first.tabBarItem = TabBarItem(title: "One")
    first.view.addSubview(Label(text: "first"))
    let second = ViewController()
    second.tabBarItem = TabBarItem(title: "Two", badgeValue: "New")
    tabs.viewControllers = [first, second]
    let (application, _, app) = host(tabs)
    #expect(app.tabs["One"].value == nil)
    #expect(app.tabs["Two"].value == "New")
    let before = application.statistics

    first.tabBarItem?.badgeValue = "3"

    #expect(application.isRenderPending)
    #expect(app.tabs["One"].value == "3")
    #expect(TextRenderer().render(application.currentTree).hasSuffix("Tabs: [One (3)]  Two (New)"))
    // Only the tab changed: one view marked for display, one element updated.
    #expect(application.statistics.viewUpdates - before.viewUpdates == 1)
    #expect(application.statistics.elementUpdates - before.elementUpdates == 1)

    first.tabBarItem?.badgeValue = nil
    #expect(app.tabs["One"].value == nil)
    #expect(app.staticTexts["first"].exists)
  }

  @Test func presentedControllersAreModalSheets() async throws {
    let root = FormViewController()
    let (_, _, app) = host(root)
    let sheet = ViewController()
    sheet.title = "Sheet"
    let close = Button(title: "Close")
    close.addAction(Action { _ in sheet.dismiss() }, for: .touchUpInside)
    sheet.view.addSubview(close)

    root.present(sheet)
    try await app.waitForIdle()

    #expect(app.sheets["Sheet"].exists)
    #expect(!app.buttons["Save"].exists, "elements under a sheet are hidden from queries")
    #expect(sheet.presentingViewController === root)

    try await app.buttons["Close"].tap()

    #expect(app.sheets.count == 0)
    #expect(root.presentedViewController == nil)
    #expect(app.buttons["Save"].exists)
  }

  @Test func alertButtonsDismissThenRunTheirHandler() async throws {
    let root = FormViewController()
    let (_, _, app) = host(root)
    var handled = false
    let alert = AlertController(title: "Oops", message: "Something failed.")
    alert.addAction(AlertAction(title: "OK") { _ in handled = true })

    root.present(alert)
    try await app.waitForIdle()
    #expect(app.alerts["Oops"].staticTexts["Something failed."].exists)
    try await app.buttons["OK"].tap()

    #expect(handled)
    #expect(app.alerts.count == 0)
  }

  @Test func photoPickerReportsPickedPhotosAndRecordsTheIntent() async throws {
    final class Picking: ViewController, PhotoPickerViewControllerDelegate {
      var picked: [LibraryPhoto]?
      func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
        picked = photos
        picker.dismiss()
      }
    }
    let root = Picking()
    let (application, _, app) = host(root)
    let picker = PhotoPickerViewController()
    picker.delegate = root

    root.present(picker)
    try await app.waitForIdle()
    #expect(application.intents == [.pickPhotos])
    #expect(!app.buttons["Add"].isEnabled)
    try await app.switches["IMG_0003"].tap()
    try await app.switches["IMG_0001"].tap()
    try await app.buttons["Add"].tap()

    #expect(root.picked?.map(\.id) == ["IMG_0003", "IMG_0001"])
    #expect(app.sheets.count == 0)
  }
}
