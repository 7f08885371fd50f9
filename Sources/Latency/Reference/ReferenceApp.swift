import HeadlessUI
import ServiceKit
import SpecRules

/// The field-service app with no architecture: the baseline every architecture's latency is divided by.
///
/// One object holds a plain ``ReferenceState``; every element action mutates it directly,
/// calls the backend when the event needs data, and asks the platform to render. Rendering
/// builds the element tree straight from the state with the labels and identifiers of
/// Samples/SPEC.md, so the same steps drive it as drive the samples. It does only what each
/// event needs to change the tree: the cost every architecture has to pay at least.
///
/// ```swift
/// let application = Application()
/// ReferenceApp.launch(in: application, backend: FixtureBackend())
/// application.renderIfNeeded()  // the login screen
/// ```
@MainActor
public final class ReferenceApp: RootContent {
  /// The id the reference has among the subjects.
  public nonisolated static let id = "reference"

  var state = ReferenceState()
  unowned let application: Application
  let backend: any Backend
  private var liveUpdates: Task<Void, Never>?
  var picker: PhotoPickerSession?

  init(application: Application, backend: any Backend) {
    self.application = application
    self.backend = backend
  }

  /// Shows the reference app's login screen in `application`.
  public static func launch(in application: Application, backend: any Backend) {
    application.content = ReferenceApp(application: application, backend: backend)
  }

  public func renderElements() -> [Element] { elements() }

  /// Mutates the state and schedules a render: the one path every action takes.
  func update(_ change: (inout ReferenceState) -> Void) {
    change(&state)
    application.setNeedsRender()
  }

  // MARK: Login

  func logIn() {
    update {
      $0.usernameError = $0.username.isEmpty ? "Enter your username." : nil
      $0.passwordError = $0.password.isEmpty ? "Enter your password." : nil
      $0.loginError = nil
      $0.isLoggingIn = $0.usernameError == nil && $0.passwordError == nil
    }
    guard state.isLoggingIn else { return }
    let credentials = Credentials(username: state.username, password: state.password)
    Task {
      do {
        let user = try await backend.login(credentials).user
        startLiveUpdates()
        update {
          $0 = ReferenceState()
          $0.user = user
          $0.isLoadingEvents = true
        }
        await loadEvents()
      } catch {
        update {
          $0.isLoggingIn = false
          $0.loginError =
            error as? BackendError == .invalidCredentials
            ? "Wrong username or password." : "The server is not available. Try again."
        }
      }
    }
  }

  func logOut() {
    Task {
      try? await backend.logout()
      liveUpdates?.cancel()
      liveUpdates = nil
      picker = nil
      update { $0 = ReferenceState() }
    }
  }

  // MARK: Tasks list

  func loadEvents() async {
    do {
      let events = try await backend.events().sorted(by: isListedBefore)
      update {
        $0.events = events
        $0.isLoadingEvents = false
        $0.didFailLoadingEvents = false
        $0.refilter()
      }
    } catch {
      update {
        $0.isLoadingEvents = false
        $0.didFailLoadingEvents = true
      }
    }
  }

  func refresh() async {
    update { $0.isRefreshing = true }
    await loadEvents()
    update { $0.isRefreshing = false }
  }

  private func startLiveUpdates() {
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.update { $0.apply(change) }
      }
    }
  }

  // MARK: Detail and customer

  func openEvent(_ id: ServiceEvent.ID) {
    update {
      $0.stack.append(.event(id))
      $0.event = nil
    }
    Task {
      let event = try? await backend.event(id: id)
      update { $0.event = event }
    }
  }

  func openCustomer(_ id: Customer.ID) {
    update {
      $0.stack.append(.customer(id))
      $0.customer = nil
    }
    Task {
      let customer = try? await backend.customer(id: id)
      update { $0.customer = customer }
    }
  }

  func goBack() {
    update {
      if case .customer = $0.stack.popLast() { $0.customer = nil }
    }
  }

  // MARK: Report

  func attachPhotos() {
    application.recordPhotoPickerShown()
    picker = PhotoPickerSession(
      library: application.photoLibrary, invalidate: { [weak self] in self?.application.setNeedsRender() },
      onFinish: { [weak self] photos in
        self?.picker = nil
        self?.update { state in
          for photo in photos ?? [] where state.report?.photos.contains(photo) == false {
            state.report?.photos.append(photo)
          }
        }
      })
    application.setNeedsRender()
  }

  func send() {
    guard let form = state.report else { return }
    update { $0.report?.isSending = true }
    let report = StatusReport(
      eventID: form.eventID, note: form.note, isCompleted: form.isCompleted,
      completionType: form.isCompleted ? form.completionType : nil, photos: form.photos.map { Photo(id: $0.id) })
    Task {
      do {
        let event = try await backend.submit(report)
        update {
          $0.apply(.updated(event))
          $0.report = nil
        }
      } catch {
        update {
          $0.report?.isSending = false
          $0.report?.didFail = true
        }
      }
    }
  }
}
