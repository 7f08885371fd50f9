import HeadlessUIKit
import OpenCombine

/// The event detail screen: shows its view model's event, opens its URLs, and pushes or presents the screens its view
/// model opens.
final class EventDetailViewController: ViewController {
  let rootView = EventDetailRootView()
  private let viewModel: EventDetailViewModel
  private var cancellables: Set<AnyCancellable> = []

  init(viewModel: EventDetailViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindInputs()
    bindOutputs()
    viewModel.loadRequested.send()
  }

  private func bindInputs() {
    rootView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.viewModel.loadRequested.send() }, for: .touchUpInside)
    rootView.contactButton.addAction(
      Action { [weak self] _ in
        if let url = self?.viewModel.state.value?.callURL { self?.open(url) }
      }, for: .touchUpInside)
    rootView.locationButton.addAction(
      Action { [weak self] _ in
        if let url = self?.viewModel.state.value?.mapURL { self?.open(url) }
      }, for: .touchUpInside)
    rootView.customerButton.addAction(
      Action { [weak self] _ in self?.viewModel.customerTapped.send() }, for: .touchUpInside)
    rootView.reportStatusButton.addAction(
      Action { [weak self] _ in self?.viewModel.reportStatusTapped.send() }, for: .touchUpInside)
    rootView.backToListButton.addAction(
      Action { [weak self] _ in self?.navigationController?.popViewController(animated: true) }, for: .touchUpInside)
  }

  private func bindOutputs() {
    viewModel.$state
      .sink { [weak self] state in
        guard let self else { return }
        rootView.loadingStateView.show(state)
        rootView.detailsView.isHidden = state.value == nil
        guard let event = state.value else { return }
        title = event.name
        rootView.nameLabel.text = event.name
        rootView.addressLabel.text = event.address
        rootView.dateLabel.text = event.date
        rootView.descriptionLabel.text = event.description
        rootView.statusLabel.text = event.status
        rootView.contactButton.setTitle(event.contactTitle, for: .normal)
        rootView.customerButton.setTitle(event.customerTitle, for: .normal)
      }
      .store(in: &cancellables)
    viewModel.$isRemoved
      .sink { [weak self] isRemoved in
        guard let self, isRemoved else { return }
        rootView.detailsView.isHidden = true
        rootView.removedView.isHidden = false
      }
      .store(in: &cancellables)
    viewModel.customerOpened
      .sink { [weak self] customer in
        let screen = CustomerDetailViewController(viewModel: customer)
        self?.navigationController?.pushViewController(screen, animated: true)
      }
      .store(in: &cancellables)
    viewModel.reportFormOpened
      .sink { [weak self] report in
        let form = ReportViewController(viewModel: report)
        self?.present(NavigationController(rootViewController: form), animated: true)
      }
      .store(in: &cancellables)
  }
}
