import CombineExtras
import OpenCombine
import ServiceKit

/// The report form's fields, the rule that enables Send, and the sending.
@MainActor
final class ReportViewModel {
  enum SendStatus {
    case editing, sending, sent, failed
  }

  /// The completion types in the order of the form's segments.
  static let completionTypes: [CompletionType] = [.repaired, .newPart, .other]

  // MARK: Inputs

  let note = CurrentValueSubject<String, Never>("")
  let isCompleted = CurrentValueSubject<Bool, Never>(false)
  let completionType = CurrentValueSubject<CompletionType?, Never>(nil)
  /// The photos picked in the platform's picker, in the order picked; none when the picker was cancelled.
  let photosPicked = PassthroughSubject<[Photo], Never>()
  let sendTapped = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  @Published private(set) var isCompletionTypeShown = false
  /// The photos attached, in the order picked, each once.
  @Published private(set) var photos: [Photo] = []
  @Published private(set) var sendStatus = SendStatus.editing
  /// A completed event must say how it was completed, and a report is sent once at a time.
  @Published private(set) var canSend = true

  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private let onSent: (ServiceEvent) -> Void
  private var cancellables: Set<AnyCancellable> = []

  init(eventID: ServiceEvent.ID, backend: any Backend, onSent: @escaping (ServiceEvent) -> Void) {
    self.eventID = eventID
    self.backend = backend
    self.onSent = onSent
    isCompleted.assign(to: &$isCompletionTypeShown)
    photosPicked
      .scan([Photo]()) { attached, picked in
        picked.reduce(into: attached) { photos, photo in
          if !photos.contains(photo) { photos.append(photo) }
        }
      }
      .removeDuplicates()
      .assign(to: &$photos)
    isCompleted.combineLatest(completionType).combineLatest($sendStatus)
      .map { form, status in
        let (isCompleted, completionType) = form
        return status != .sending && (!isCompleted || completionType != nil)
      }
      .removeDuplicates()
      .assign(to: &$canSend)
    sendTapped.sink { [weak self] in self?.send() }.store(in: &cancellables)
  }

  private func send() {
    guard canSend else { return }
    let report = StatusReport(
      eventID: eventID, note: note.value, isCompleted: isCompleted.value,
      completionType: isCompleted.value ? completionType.value : nil, photos: photos)
    sendStatus = .sending
    Task {
      do {
        onSent(try await backend.submit(report))
        sendStatus = .sent
      } catch {
        sendStatus = .failed
      }
    }
  }
}
