import CleanDomain
import ServiceKit

extension ServiceKit.StatusReport {
  init(_ report: CleanDomain.StatusReport) {
    self.init(
      eventID: report.eventID, note: report.note, isCompleted: report.isCompleted,
      completionType: report.completionType.map(ServiceKit.CompletionType.init),
      photos: report.photos.map { ServiceKit.Photo(id: $0.id) })
  }
}
