import HeadlessUIKit
import OpenCombine

/// The account screen: shows who is logged in, and sends Log out to its view model.
final class AccountViewController: ViewController {
  let rootView = AccountRootView()
  private let viewModel: AccountViewModel
  private var cancellables: Set<AnyCancellable> = []

  init(viewModel: AccountViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "Account"
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rootView.firstNameLabel.text = viewModel.firstNameText
    rootView.lastNameLabel.text = viewModel.lastNameText
    rootView.usernameLabel.text = viewModel.usernameText
    rootView.logOutButton.addAction(
      Action { [weak self] _ in self?.viewModel.logOutTapped.send() }, for: .touchUpInside)
    viewModel.$isLoggingOut.map { !$0 }.assign(to: \.isEnabled, on: rootView.logOutButton).store(in: &cancellables)
  }
}
