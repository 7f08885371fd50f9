import CombineExtras
import OpenCombine
import ServiceKit

/// The report form's fields, the rule that enables Send, and the sending.
@MainActor
final class ReportViewModel {
  enum SendStatus {
    case editing, sending, sent, failed
  }

  /// How a report is getting on, for the screen beneath the form: on its way, sent as the server has the event now,
  /// or not sent.
  enum Delivery: Equatable {
    case sending(StatusReport)
    case sent(ServiceEvent)
    case failed
  }

  /// The completion types in the order of the form's segments.
  private static let completionTypes: [CompletionType] = [.repaired, .newPart, .other]

  // MARK: Inputs

  let note = CurrentValueSubject<String, Never>("")
  let isCompleted = CurrentValueSubject<Bool, Never>(false)
  /// The index of the completion type's segment selected; none is selected by `nil` or an index of no segment.
  let completionTypeIndex = CurrentValueSubject<Int?, Never>(nil)
  /// The identifiers of the photos picked in the platform's picker, in the order picked; none when the picker was
  /// cancelled.
  let photosPicked = PassthroughSubject<[String], Never>()
  let sendTapped = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  @Published private(set) var isCompletionTypeShown = false
  /// The photos attached, in the order picked, each once.
  @Published private(set) var photos: [Photo] = []
  @Published private(set) var sendStatus = SendStatus.editing
  /// A completed event must say how it was completed, and a report is sent once at a time.
  @Published private(set) var canSend = true

  private let eventID: ServiceEvent.ID

  init(eventID: ServiceEvent.ID, backend: any Backend, onDelivery: @escaping (Delivery) -> Void) {
    self.eventID = eventID
    let completionType = completionTypeIndex.map(Self.completionType(at:))
    isCompleted.assign(to: &$isCompletionTypeShown)
    photosPicked
      .scan([Photo]()) { attached, picked in
        picked.map(Photo.init(id:)).reduce(into: attached) { photos, photo in
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
    // A tap sends the form as it is then, if it may be sent; the status follows the request to its end. The report is
    // handed on before the server answers, and its failure before the status shows it.
    sendTapped
      .compactMap { [weak self] in self?.canSend == true ? self?.report() : nil }
      .handleEvents(receiveOutput: { onDelivery(.sending($0)) })
      .map { report in
        Future { try await backend.submit(report) }
          .handleEvents(
            receiveOutput: { onDelivery(.sent($0)) },
            receiveCompletion: { completion in
              if case .failure = completion {
                onDelivery(.failed)
              }
            }
          )
          .map { _ in SendStatus.sent }
          .replaceError(with: .failed)
          .prepend(.sending)
      }
      .switchToLatest()
      .assign(to: &$sendStatus)
  }

  private func report() -> StatusReport {
    StatusReport(
      eventID: eventID, note: note.value, isCompleted: isCompleted.value,
      completionType: isCompleted.value ? Self.completionType(at: completionTypeIndex.value) : nil, photos: photos)
  }

  private static func completionType(at index: Int?) -> CompletionType? {
    guard let index, completionTypes.indices.contains(index) else { return nil }
    return completionTypes[index]
  }
}
