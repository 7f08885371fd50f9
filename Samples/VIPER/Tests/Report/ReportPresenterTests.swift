import Testing

@testable import VIPER

@MainActor
struct ReportPresenterTests {
  final class ViewSpy: ReportViewInterface {
    var displayed: [ReportViewModel] = []
    var last: ReportViewModel? { displayed.last }

    func display(_ viewModel: ReportViewModel) {
      displayed.append(viewModel)
    }
  }

  final class InteractorSpy: ReportInteractorInput {
    var drafts: [ReportDraft] = []

    func submit(_ draft: ReportDraft) {
      drafts.append(draft)
    }
  }

  final class RouterSpy: ReportRouterInterface {
    var photoPickerCompletions: [@MainActor ([String]) -> Void] = []
    var alerts: [(title: String, message: String, actionTitle: String)] = []
    var dismissCount = 0

    func showPhotoPicker(completion: @escaping @MainActor ([String]) -> Void) {
      photoPickerCompletions.append(completion)
    }

    func showAlert(title: String, message: String, actionTitle: String) {
      alerts.append((title, message, actionTitle))
    }

    func dismiss() {
      dismissCount += 1
    }
  }

  final class ModuleOutputSpy: ReportModuleOutput {
    var sendings: [Bool] = []
    var sentCount = 0
    var failureCount = 0
    /// The alerts shown when the detail heard of the failure: the change is taken back before the alert.
    var alertsWhenFailed: [Int] = []
    weak var router: RouterSpy?

    func reportModuleWillSendReport(completingEvent: Bool) {
      sendings.append(completingEvent)
    }

    func reportModuleDidSendReport() {
      sentCount += 1
    }

    func reportModuleDidFailToSendReport() {
      failureCount += 1
      alertsWhenFailed.append(router?.alerts.count ?? -1)
    }
  }

  let view = ViewSpy()
  let interactor = InteractorSpy()
  let router = RouterSpy()
  let moduleOutput = ModuleOutputSpy()
  let presenter: ReportPresenter

  init() {
    presenter = ReportPresenter(view: view, interactor: interactor, router: router, moduleOutput: moduleOutput)
    moduleOutput.router = router
  }

  private func pick(_ names: [String]) throws {
    presenter.didTapAttachPhotos()
    let completion = try #require(router.photoPickerCompletions.last)
    completion(names)
  }

  @Test func theFormOpensEmptyAndSendable() {
    presenter.viewDidLoad()

    #expect(
      view.last
        == ReportViewModel(isCompletionTypeVisible: false, isSendEnabled: true, isSending: false, photoNames: []))
  }

  @Test func completedNeedsACompletionTypeBeforeSending() {
    presenter.didChangeCompleted(true)
    #expect(view.last?.isCompletionTypeVisible == true)
    #expect(view.last?.isSendEnabled == false)

    presenter.didSelectCompletionType(at: 1)
    #expect(view.last?.isSendEnabled == true)

    presenter.didSelectCompletionType(at: -1)
    #expect(view.last?.isSendEnabled == false)

    presenter.didChangeCompleted(false)
    #expect(view.last?.isCompletionTypeVisible == false)
    #expect(view.last?.isSendEnabled == true)
  }

  @Test func pickedPhotosAreAddedOnceInTheOrderPicked() throws {
    try pick(["IMG_0002", "IMG_0001"])
    try pick(["IMG_0001", "IMG_0003"])
    try pick([])

    #expect(view.last?.photoNames == ["IMG_0002", "IMG_0001", "IMG_0003"])
  }

  @Test func sendBlocksTheFormAndSubmitsTheDraft() throws {
    presenter.didChangeNote("Hotovo")
    presenter.didChangeCompleted(true)
    presenter.didSelectCompletionType(at: 2)
    try pick(["IMG_0004"])

    presenter.didTapSend()

    #expect(view.last?.isSending == true)
    #expect(view.last?.isSendEnabled == false)
    #expect(
      interactor.drafts == [
        ReportDraft(note: "Hotovo", isCompleted: true, completionType: .other, photoNames: ["IMG_0004"])
      ])
    #expect(moduleOutput.sendings == [true], "the detail shows the completion at once")
  }

  @Test func successClosesTheFormAndTellsTheDetail() {
    presenter.didTapSend()

    presenter.didSubmitReport()

    #expect(router.dismissCount == 1)
    #expect(moduleOutput.sentCount == 1)
  }

  @Test func failureUnblocksTheFormAndShowsAnAlert() {
    presenter.didChangeCompleted(true)
    presenter.didSelectCompletionType(at: 0)
    presenter.didTapSend()

    presenter.didFailToSubmitReport()

    #expect(
      view.last == ReportViewModel(isCompletionTypeVisible: true, isSendEnabled: true, isSending: false, photoNames: [])
    )
    #expect(router.alerts.map(\.title) == ["Report not sent"])
    #expect(router.alerts.map(\.message) == ["The report could not be sent. Try again."])
    #expect(router.alerts.map(\.actionTitle) == ["OK"])
    #expect(router.dismissCount == 0)
    #expect(moduleOutput.sentCount == 0)
    #expect(moduleOutput.alertsWhenFailed == [0])
  }

  @Test func closeDismissesWithoutSending() {
    presenter.didTapClose()

    #expect(router.dismissCount == 1)
    #expect(interactor.drafts.isEmpty)
    #expect(moduleOutput.sentCount == 0)
  }
}
