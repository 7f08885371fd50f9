import CleanDomain
import HeadlessSwiftUI

/// The app's window: the login screen, or the logged-in app for the technician who logged in.
///
/// Logging out drops the logged-in app with every view model in it, so no user state survives.
public struct RootView: View {
  private let factory: any ViewModelFactory
  @State private var technician: Technician?

  public init(factory: any ViewModelFactory) {
    self.factory = factory
  }

  public var body: some View {
    if let technician {
      MainView(technician: technician, factory: factory) { self.technician = nil }
    } else {
      LoginView(viewModel: factory.makeLoginViewModel { technician = $0 })
    }
  }
}
