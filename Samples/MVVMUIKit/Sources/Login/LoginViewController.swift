import HeadlessUIKit
import OpenCombine

/// The login screen: sends what is typed and tapped to its view model, and shows the view model's outputs.
final class LoginViewController: ViewController {
  let rootView = LoginRootView()
  private let viewModel: LoginViewModel
  private var cancellables: Set<AnyCancellable> = []

  init(viewModel: LoginViewModel) {
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
  }

  private func bindInputs() {
    rootView.usernameField.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        viewModel.username.send(rootView.usernameField.text ?? "")
      }, for: .editingChanged)
    rootView.passwordField.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        viewModel.password.send(rootView.passwordField.text ?? "")
      }, for: .editingChanged)
    rootView.logInButton.addAction(
      Action { [weak self] _ in self?.viewModel.logInTapped.send() }, for: .touchUpInside)
  }

  private func bindOutputs() {
    viewModel.$usernameError.assign(to: \.text, on: rootView.usernameErrorLabel).store(in: &cancellables)
    viewModel.$passwordError.assign(to: \.text, on: rootView.passwordErrorLabel).store(in: &cancellables)
    viewModel.$loginError.assign(to: \.text, on: rootView.loginErrorLabel).store(in: &cancellables)
    viewModel.$isLoggingIn
      .sink { [weak self] isLoggingIn in
        guard let self else { return }
        for control: Control in [rootView.usernameField, rootView.passwordField, rootView.logInButton] {
          control.isEnabled = !isLoggingIn
        }
        if isLoggingIn {
          rootView.activityIndicator.startAnimating()
        } else {
          rootView.activityIndicator.stopAnimating()
        }
      }
      .store(in: &cancellables)
  }
}
