import OpenCombine

/// What one upstream of `Publishers.CombineLatest` reported: its subscription, a value, or its end.
enum CombineLatestEvent<Value, Failure: Error> {
  case subscribed(any Subscription)
  case value(Value)
  case completed(Subscribers.Completion<Failure>)
}
