import HeadlessUIKit

/// The report form: note, completion switch and type, attached photos, and a spinner while sending.
final class ReportView: View {
  let noteField = TextField()
  let completedSwitch = Switch()
  /// The segments in the order of `CompletionType.allCases`; shown only while the event is reported as completed.
  let completionTypeControl = SegmentedControl(items: ["Repaired", "New part", "Other"])
  let attachPhotosButton = Button(title: "Attach photos")
  let photosView = StackView()
  let activityIndicator = ActivityIndicatorView()

  override init() {
    super.init()
    noteField.placeholder = "Note"
    noteField.accessibilityIdentifier = "note"
    completedSwitch.accessibilityLabel = "Completed"
    completedSwitch.accessibilityIdentifier = "completed"
    completionTypeControl.accessibilityLabel = "Completion type"
    completionTypeControl.accessibilityIdentifier = "completionType"
    completionTypeControl.isHidden = true
    attachPhotosButton.accessibilityIdentifier = "attachPhotos"
    addSubview(
      StackView(arrangedSubviews: [
        noteField, completedSwitch, completionTypeControl, attachPhotosButton, photosView, activityIndicator,
      ]))
  }
}
