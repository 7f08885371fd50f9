/// What the report form shows besides what the user typed, switched and picked.
struct ReportViewModel: Equatable {
  let isCompletionTypeVisible: Bool
  let isSendEnabled: Bool
  /// While sending, the form is blocked and a spinner is shown.
  let isSending: Bool
  let photoNames: [String]
}
