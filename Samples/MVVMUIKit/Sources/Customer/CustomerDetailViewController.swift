import HeadlessUIKit
import OpenCombine

/// The customer screen: shows its view model's customer, and opens the call and the map.
final class CustomerDetailViewController: ViewController {
  let rootView = CustomerDetailRootView()
  private let viewModel: CustomerDetailViewModel
  private var cancellables: Set<AnyCancellable> = []

  init(viewModel: CustomerDetailViewModel) {
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
  }

  private func bindOutputs() {
    viewModel.$state
      .sink { [weak self] state in
        guard let self else { return }
        rootView.loadingStateView.show(state)
        rootView.detailsView.isHidden = state.value == nil
        guard let customer = state.value else { return }
        title = customer.name
        rootView.nameLabel.text = customer.name
        rootView.addressLabel.text = customer.address
        rootView.contactButton.setTitle(customer.contactTitle, for: .normal)
      }
      .store(in: &cancellables)
  }
}
