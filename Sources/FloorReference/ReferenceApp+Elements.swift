import Foundation
import HeadlessUI
import ReferenceIntents
import ServiceKit
import SpecRules

/// The reference app's element tree, built straight from its state on every render pass.
///
/// Each function returns one screen's elements with the roles, labels and identifiers of
/// Samples/SPEC.md, and wires each control's action to a direct mutation of the state.
extension ReferenceApp {
  func elements() -> [Element] {
    guard let user = state.user else { return state.isResuming ? [Element(.activityIndicator)] : loginElements() }
    var elements = [
      Element(.navigationStack, children: navigationElements(user: user)),
      Element(
        .tabBar,
        children: [
          tab("Tasks", isSelected: state.tab == .tasks) { $0.tab = .tasks },
          tab("Account", isSelected: state.tab == .account) { $0.tab = .account },
        ]),
    ]
    if let form = state.report {
      elements.append(reportSheet(form))
      if let picker { elements.append(picker.element()) }
      if form.didFail { elements.append(reportFailedAlert()) }
    }
    return elements
  }

  // MARK: Login

  private func loginElements() -> [Element] {
    let enabled = !state.isLoggingIn
    var elements = [
      Element(
        .textField, label: "Username", identifier: "username", value: state.username, isEnabled: enabled,
        actions: .init(setText: { [unowned self] text in
          update {
            $0.username = text
            $0.clearLoginErrors()
          }
        }))
    ]
    if let error = state.usernameError { elements.append(Element(.text, label: error, identifier: "usernameError")) }
    elements.append(
      Element(
        .secureField, label: "Password", identifier: "password", value: state.password, isEnabled: enabled,
        actions: .init(setText: { [unowned self] text in
          update {
            $0.password = text
            $0.clearLoginErrors()
          }
        })))
    if let error = state.passwordError { elements.append(Element(.text, label: error, identifier: "passwordError")) }
    elements.append(
      Element(
        .button, label: "Log in", identifier: "logIn", isEnabled: enabled,
        actions: .init(tap: { [unowned self] in logIn() })))
    if state.isLoggingIn { elements.append(Element(.activityIndicator)) }
    if let error = state.loginError { elements.append(Element(.text, label: error, identifier: "loginError")) }
    return elements
  }

  // MARK: Navigation

  private func navigationElements(user: User) -> [Element] {
    guard state.tab == .tasks else {
      return [navigationBar(title: "Account", back: false)] + accountElements(user)
    }
    switch state.stack.last {
    case nil:
      return [navigationBar(title: "Tasks", back: false)] + listElements()
    case .event:
      return [navigationBar(title: state.event?.name, back: true)] + detailElements()
    case .customer:
      return [navigationBar(title: state.customer?.name, back: true)] + customerElements()
    }
  }

  private func navigationBar(title: String?, back: Bool) -> Element {
    var bar: [Element] = []
    if back {
      bar.append(
        Element(.button, label: "Back", identifier: "back", actions: .init(tap: { [unowned self] in goBack() })))
    }
    if let title { bar.append(text(title, identifier: "navigationTitle")) }
    return Element(.navigationBar, children: bar)
  }

  private func tab(_ title: String, isSelected: Bool, select: @escaping (inout ReferenceState) -> Void) -> Element {
    Element(
      .tab, label: title, identifier: "tab.\(title)", isSelected: isSelected,
      actions: .init(tap: { [unowned self] in update(select) }))
  }

  // MARK: Tasks list

  private func listElements() -> [Element] {
    var elements = [
      Element(
        .searchField, label: "Search", value: state.searchText,
        actions: .init(setText: { [unowned self] text in
          update {
            $0.searchText = text
            $0.refilter()
          }
        })),
      Element(
        .toggle, label: "Open only", identifier: "openOnly", value: Element.toggleValue(state.openOnly),
        actions: .init(setOn: { [unowned self] isOn in
          update {
            $0.openOnly = isOn
            $0.refilter()
          }
        })),
    ]
    if state.isLoadingEvents {
      elements.append(Element(.activityIndicator))
    } else if state.didFailLoadingEvents {
      elements.append(text("Could not load events."))
      elements.append(
        Element(
          .button, label: "Retry", identifier: "retry",
          actions: .init(tap: { [unowned self] in
            update { $0.isLoadingEvents = true }
            Task { await loadEvents() }
          })))
    } else {
      var rows: [Element] = state.isRefreshing ? [Element(.activityIndicator, label: "Refreshing")] : []
      // Like a table view, only the rows on screen are built.
      rows += state.shownEvents.prefix(Element.visibleRowLimit).map(row)
      if state.shownEvents.isEmpty { rows.append(text("No events found.", identifier: "emptyState")) }
      elements.append(
        Element(
          .list, identifier: "events", value: "\(state.shownEvents.count) rows", children: rows,
          actions: .init(refresh: { [unowned self] in await refresh() })))
    }
    return elements
  }

  private func row(_ event: ServiceEvent) -> Element {
    var texts = [
      text(DisplayDate.dayAndMonth(event.date)), text(event.name), text(event.address),
      text(event.customerName),
    ]
    if event.isCompleted { texts.append(text("Completed")) }
    return Element(
      .row, identifier: "event.\(event.id)", children: texts,
      actions: .init(tap: { [unowned self] in openEvent(event.id) }))
  }

  // MARK: Detail, customer, account

  private func detailElements() -> [Element] {
    if state.isEventRemoved {
      return [
        text("This event has been removed.", identifier: "eventRemoved"),
        button("Back to list", "backToList") { [unowned self] in goBack() },
      ]
    }
    guard let event = state.event else { return loadingElements(failure: "Could not load the event.") }
    return [
      text(event.name), text(event.address), text(DisplayDate.dateAndTime(event.date)),
      text(event.description), text(event.isCompleted ? "Completed" : "Open", identifier: "status"),
      button("Contact: \(event.contact.name)", "contact") { [unowned self] in
        open(URL.call(event.contact))
      },
      button("Customer: \(event.customerName)", "customer") { [unowned self] in openCustomer(event.customerID) },
      button("Show on map", "location") { [unowned self] in
        open(URL.map(of: event.location, named: event.name))
      },
      button("Report status", "reportStatus") { [unowned self] in update { $0.report = .init(eventID: event.id) } },
    ]
  }

  private func customerElements() -> [Element] {
    guard let customer = state.customer else { return loadingElements(failure: "Could not load the customer.") }
    return [
      text(customer.name), text(customer.address),
      button("Contact: \(customer.contact.name)", "contact") { [unowned self] in
        open(URL.call(customer.contact))
      },
      button("Show on map", "location") { [unowned self] in
        open(URL.map(of: customer.location, named: customer.name))
      },
    ]
  }

  /// A pushed screen's spinner while it loads, or `failure` and `Retry` when loading failed.
  private func loadingElements(failure: String) -> [Element] {
    guard state.didFailLoadingPushed else { return [Element(.activityIndicator)] }
    return [text(failure), button("Retry", "retry") { [unowned self] in retryPushed() }]
  }

  private func accountElements(_ user: User) -> [Element] {
    [
      text("First name: \(user.firstName)"), text("Last name: \(user.lastName)"),
      text("Username: \(user.username)"),
      button("Log out", "logOut") { [unowned self] in logOut() },
    ]
  }

  // MARK: Report

  private func reportSheet(_ form: ReferenceState.ReportForm) -> Element {
    let enabled = !form.isSending
    var fields = [
      Element(
        .navigationBar,
        children: [
          button("Close", "close", isEnabled: enabled) { [unowned self] in update { $0.report = nil } },
          text("Report status", identifier: "navigationTitle"),
          button("Send", "send", isEnabled: form.canSend) { [unowned self] in send() },
        ]),
      Element(
        .textField, label: "Note", identifier: "note", value: form.note, isEnabled: enabled,
        actions: .init(setText: { [unowned self] text in update { $0.report?.note = text } })),
      Element(
        .toggle, label: "Completed", identifier: "completed", value: Element.toggleValue(form.isCompleted),
        isEnabled: enabled,
        actions: .init(setOn: { [unowned self] isOn in
          update {
            $0.report?.isCompleted = isOn
            $0.report?.completionType = nil
          }
        })),
    ]
    if form.isCompleted {
      let options = ReferenceFormat.completionTypes
      fields.append(
        Element(
          .segmentedControl, label: "Completion type", identifier: "completionType",
          value: options.first { $0.type == form.completionType }?.title, isEnabled: enabled,
          options: options.map(\.title),
          actions: .init(select: { [unowned self] index in update { $0.report?.completionType = options[index].type } })
        ))
    }
    fields.append(button("Attach photos", "attachPhotos", isEnabled: enabled) { [unowned self] in attachPhotos() })
    fields += form.photos.map { text($0.id) }
    if form.isSending { fields.append(Element(.activityIndicator)) }
    return Element(.sheet, label: "Report status", children: [Element(.navigationStack, children: fields)])
  }

  private func reportFailedAlert() -> Element {
    Element(
      .alert, label: "Report not sent",
      children: [
        text("The report could not be sent. Try again."),
        button("OK", "") { [unowned self] in update { $0.report?.didFail = false } },
      ])
  }

  // MARK: Building blocks

  private func text(_ label: String, identifier: String = "") -> Element {
    Element(.text, label: label, identifier: identifier, value: label)
  }

  private func button(
    _ label: String, _ identifier: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void
  ) -> Element {
    Element(.button, label: label, identifier: identifier, isEnabled: isEnabled, actions: .init(tap: action))
  }

  private func open(_ url: URL?) {
    if let url { application.open(url) }
  }
}

extension ReferenceState {
  /// Typing into a login field removes the error texts.
  fileprivate mutating func clearLoginErrors() {
    usernameError = nil
    passwordError = nil
    loginError = nil
  }
}
