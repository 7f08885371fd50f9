import OpenCombine

/// A subscriber that keeps everything it receives, and asks for as many values as a test gives it.
final class Recording<Input, Failure: Error>: Subscriber {
  private(set) var values: [Input] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  private(set) var subscription: (any Subscription)?
  private let initialDemand: Subscribers.Demand

  /// Subscribes to `publisher`, asking for `demand` values at once.
  init<Upstream: Publisher>(_ publisher: Upstream, demand: Subscribers.Demand = .unlimited)
  where Upstream.Output == Input, Upstream.Failure == Failure {
    initialDemand = demand
    publisher.subscribe(self)
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(initialDemand)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    self.completion = completion
  }
}

/// The failure the tests send.
struct Broken: Error, Equatable {}
