/// The form as filled in so far: plain fields the interactor turns into a status report.
struct ReportDraft: Equatable {
  var note = ""
  var isCompleted = false
  var completionType: ReportCompletionType?
  /// In the order picked, each once.
  var photoNames: [String] = []
}
