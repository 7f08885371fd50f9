import OpenCombine

/// The subscriber `Publishers.CombineLatest` attaches to one of its upstreams: it hands on what that
/// upstream reports to the subscription they share, which knows from the closure which upstream it was.
struct CombineLatestSide<Input, Failure: Error>: Subscriber {
  let combineIdentifier = CombineIdentifier()
  let report: (CombineLatestEvent<Input, Failure>) -> Void

  func receive(subscription: any Subscription) {
    report(.subscribed(subscription))
  }

  /// Asks for nothing more: the shared subscription asks each upstream for `.unlimited` once.
  func receive(_ input: Input) -> Subscribers.Demand {
    report(.value(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    report(.completed(completion))
  }
}
