/// The report form as its presenter sees it.
@MainActor
protocol ReportView: AnyObject {
  func setCompletionTypeShown(_ isShown: Bool)
  func setSendEnabled(_ isEnabled: Bool)
  /// Shows a spinner and disables every control but Send, which ``setSendEnabled(_:)`` governs.
  func setSending(_ isSending: Bool)
  /// Shows the attached photos by name, in this order.
  func showPhotos(_ names: [String])
  func showPhotoPicker()
  func showAlert(title: String, message: String)
  /// Closes the form's sheet.
  func close()
}
