import Foundation
import OpenCombine

/// The subscription `Publishers.CombineLatest` gives its subscriber: the latest value of each upstream, and
/// the demand the subscriber has left.
///
/// The lock guards the state only: the subscriber and the upstreams are called outside it, so that a subscriber
/// may send into an upstream, or cancel, while it receives a value.
final class CombineLatestInner<OutputA, OutputB, Failure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == (OutputA, OutputB), Downstream.Failure == Failure {
  private let lock = NSLock()
  /// Nil once the publisher has completed or been cancelled: nothing is sent after that.
  private var downstream: Downstream?
  private var upstreamA: (any Subscription)?
  private var upstreamB: (any Subscription)?
  private var latestA: OutputA?
  private var latestB: OutputB?
  private var isFinishedA = false
  private var isFinishedB = false
  private var demand = Subscribers.Demand.none
  /// Whether the latest pair has not been sent yet, for want of demand.
  private var hasPendingPair = false
  /// Whether the upstreams have been asked for their values: on the subscriber's first request.
  private var hasRequested = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  func receivedA(_ event: CombineLatestEvent<OutputA, Failure>) {
    switch event {
    case .subscribed(let subscription):
      attach(subscription, isA: true)
    case .value(let value):
      lock.lock()
      guard downstream != nil else { return lock.unlock() }
      latestA = value
      hasPendingPair = latestB != nil
      lock.unlock()
      sendPendingPair()
    case .completed(let completion):
      complete(completion, isA: true)
    }
  }

  func receivedB(_ event: CombineLatestEvent<OutputB, Failure>) {
    switch event {
    case .subscribed(let subscription):
      attach(subscription, isA: false)
    case .value(let value):
      lock.lock()
      guard downstream != nil else { return lock.unlock() }
      latestB = value
      hasPendingPair = latestA != nil
      lock.unlock()
      sendPendingPair()
    case .completed(let completion):
      complete(completion, isA: false)
    }
  }

  /// Asks both upstreams for everything on the first request: the subscriber's demand limits what is sent
  /// on, not what is received.
  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    let isFirst = !hasRequested && downstream != nil
    hasRequested = true
    let (a, b) = (upstreamA, upstreamB)
    lock.unlock()
    if isFirst {
      a?.request(.unlimited)
      b?.request(.unlimited)
    }
    sendPendingPair()
  }

  func cancel() {
    lock.lock()
    let (a, b) = (upstreamA, upstreamB)
    release()
    lock.unlock()
    a?.cancel()
    b?.cancel()
  }

  private func attach(_ subscription: any Subscription, isA: Bool) {
    lock.lock()
    guard downstream != nil, (isA ? upstreamA : upstreamB) == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    if isA { upstreamA = subscription } else { upstreamB = subscription }
    let isRequested = hasRequested
    lock.unlock()
    if isRequested { subscription.request(.unlimited) }
  }

  /// Finishes once both upstreams have finished; fails on the first failure and cancels the other upstream.
  private func complete(_ completion: Subscribers.Completion<Failure>, isA: Bool) {
    lock.lock()
    guard let downstream else { return lock.unlock() }
    switch completion {
    case .finished:
      if isA { isFinishedA = true } else { isFinishedB = true }
      guard isFinishedA && isFinishedB else { return lock.unlock() }
      release()
      lock.unlock()
    case .failure:
      let other = isA ? upstreamB : upstreamA
      release()
      lock.unlock()
      other?.cancel()
    }
    downstream.receive(completion: completion)
  }

  /// Sends the latest pair while the subscriber wants one; a subscriber that asks for more as it receives
  /// gets the pair an upstream sent meanwhile.
  private func sendPendingPair() {
    while true {
      lock.lock()
      guard hasPendingPair, demand > 0, let downstream, let a = latestA, let b = latestB else {
        return lock.unlock()
      }
      hasPendingPair = false
      demand -= 1
      lock.unlock()
      let more = downstream.receive((a, b))
      lock.lock()
      demand += more
      lock.unlock()
    }
  }

  /// Forgets the subscriber, the upstreams and the values; called with the lock held.
  private func release() {
    downstream = nil
    upstreamA = nil
    upstreamB = nil
    latestA = nil
    latestB = nil
    hasPendingPair = false
  }
}
