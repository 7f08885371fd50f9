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
  /// The device's storage, which keeps the session's token from one start to the next.
  private let storage: DeviceStorage
  private static let tokenKey = "sessionToken"
  private var liveUpdates: Task<Void, Never>?
  var picker: PhotoPickerSession?

  init(application: Application, backend: any Backend, storage: DeviceStorage) {
    self.application = application
    self.backend = backend
    self.storage = storage
  }

  /// Shows the reference app's login screen in `application`, or resumes the session the device kept.
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let app = ReferenceApp(application: application, backend: backend, storage: storage)
    application.content = app
    if let token = storage.string(forKey: tokenKey) {
      app.resume(token)
    }
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
        let session = try await backend.login(credentials)
        storage.set(session.token, forKey: Self.tokenKey)
        await start(session.user)
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

  /// Resumes the session of a kept token; a token the server rejects is forgotten.
  private func resume(_ token: String) {
    update { $0.isResuming = true }
    Task {
      do {
        await start(try await backend.resume(token: token))
      } catch {
        let isRejected = error as? BackendError == .notAuthenticated
        if isRejected {
          storage.removeValue(forKey: Self.tokenKey)
        }
        update {
          $0.isResuming = false
          $0.loginError =
            isRejected ? "Your session has expired. Log in again." : "The server is not available. Try again."
        }
      }
    }
  }

  private func start(_ user: User) async {
    startLiveUpdates()
    update {
      $0 = ReferenceState()
      $0.user = user
      $0.isLoadingEvents = true
    }
    await loadEvents()
  }

  func logOut() {
    Task {
      try? await backend.logout()
      storage.removeValue(forKey: Self.tokenKey)
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
      $0.isEventRemoved = false
    }
    loadEvent(id)
  }

  func openCustomer(_ id: Customer.ID) {
    update {
      $0.stack.append(.customer(id))
      $0.customer = nil
    }
    loadCustomer(id)
  }

  /// Loads the pushed screen's event or customer again after a failure.
  func retryPushed() {
    update { $0.didFailLoadingPushed = false }
    switch state.stack.last {
    case .event(let id): loadEvent(id)
    case .customer(let id): loadCustomer(id)
    case nil: break
    }
  }

  private func loadEvent(_ id: ServiceEvent.ID) {
    Task {
      let event = try? await backend.event(id: id)
      update {
        $0.event = event
        $0.didFailLoadingPushed = event == nil
      }
    }
  }

  private func loadCustomer(_ id: Customer.ID) {
    Task {
      let customer = try? await backend.customer(id: id)
      update {
        $0.customer = customer
        $0.didFailLoadingPushed = customer == nil
      }
    }
  }

  func goBack() {
    update {
      if case .customer = $0.stack.popLast() { $0.customer = nil }
      $0.didFailLoadingPushed = false
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

  /// Sends the report and shows it at once; the event is shown as it was again if it cannot be sent.
  func send() {
    guard let form = state.report, let shown = state.event else { return }
    let report = StatusReport(
      eventID: form.eventID, note: form.note, isCompleted: form.isCompleted,
      completionType: form.isCompleted ? form.completionType : nil, photos: form.photos.map { Photo(id: $0.id) })
    var reported = shown
    reported.report = report
    update {
      $0.report?.isSending = true
      $0.apply(.updated(reported))
    }
    Task {
      do {
        let event = try await backend.submit(report)
        update {
          $0.apply(.updated(event))
          $0.report = nil
        }
      } catch {
        update {
          $0.apply(.updated(shown))
          $0.report?.isSending = false
          $0.report?.didFail = true
        }
      }
    }
  }
}
