import HeadlessUI
import HeadlessUIKit
import UITestDriver

/// A small UIKit-style screen used by the platform tests: a field, a switch, a button and a label.
@MainActor
final class FormViewController: ViewController {
  let nameField = TextField()
  let activeSwitch = Switch()
  let saveButton = Button(title: "Save")
  let statusLabel = Label()
  private(set) var edits: [String] = []
  private(set) var saves = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Form"
    nameField.placeholder = "Name"
    nameField.accessibilityIdentifier = "name"
    nameField.addAction(Action { [unowned self] _ in edits.append(nameField.text ?? "") }, for: .editingChanged)
    activeSwitch.accessibilityLabel = "Active"
    saveButton.addAction(
      Action { [unowned self] _ in
        saves += 1
        statusLabel.text = "Saved \(saves)"
      }, for: .touchUpInside)
    statusLabel.accessibilityIdentifier = "status"
    view.addSubview(StackView(arrangedSubviews: [nameField, activeSwitch, saveButton, statusLabel]))
  }
}

/// Hosts a root view controller in a fresh application, and returns a driver for it.
@MainActor
func host(_ root: ViewController) -> (Application, Window, AppDriver) {
  let application = Application()
  let window = Window(application: application)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return (application, window, AppDriver(application: application))
}
