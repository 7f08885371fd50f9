import HeadlessUI

extension View {
  /// Presents an alert while `isPresented` is true, like SwiftUI's `alert(_:isPresented:actions:message:)`.
  ///
  /// The alert is a window-level `.alert` element labelled `title`, whose children are the
  /// message's texts and then the buttons. Any button first sets `isPresented` to false,
  /// then runs its action. Without buttons, the alert has an "OK" button.
  ///
  /// ```swift
  /// .alert("Report not sent", isPresented: $model.showsError) {
  ///   Button("OK") {}
  /// } message: {
  ///   Text("The report could not be sent. Try again.")
  /// }
  /// ```
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View {
    modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
  }

  /// Presents an alert without a message.
  public func alert<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: EmptyView()))
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<T, Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
    @ViewBuilder message: (T) -> Message
  ) -> some View {
    let presented = data.map { (actions($0), message($0)) }
    let isShown = Binding(get: { isPresented.wrappedValue && presented != nil }, set: { isPresented.wrappedValue = $0 })
    return modifier(
      AlertModifier(title: title, isPresented: isShown, actions: presented?.0, message: presented?.1))
  }
}

struct AlertModifier<Actions: View, Message: View>: PrimitiveModifier {
  let title: String
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    let elements = content(context)
    guard context.isVisible, isPresented.wrappedValue else { return elements }

    context.pass.present {
      let isPresented = self.isPresented
      var alertContext = context.child(.slot(.presentation))
      alertContext.navigation = nil
      alertContext.presentation = PresentationScope(pass: context.pass)
      alertContext.environment.isEnabled = true
      alertContext.buttonPrelude = { isPresented.wrappedValue = false }
      let texts = renderView(message, in: alertContext.child(.slot(.message))).filter { $0.role == .text }
      var buttons = renderView(actions, in: alertContext.child(.index(0)))
      if !buttons.contains(where: { $0.role == .button }) {
        buttons.append(Element(.button, label: "OK", actions: .init(tap: { isPresented.wrappedValue = false })))
      }
      return Element(.alert, label: title, children: texts + buttons)
    }
    return elements
  }
}
