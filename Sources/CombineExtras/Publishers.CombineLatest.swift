import Foundation
import OpenCombine

extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers: Apple's Combine's
  /// `Publishers.CombineLatest`, which OpenCombine 0.14 lacks.
  ///
  /// It publishes the pair of latest values whenever either upstream publishes, once both have published
  /// at least once. It finishes when both have finished, and fails as soon as either fails, cancelling the
  /// other. Like Apple's, it keeps one value per upstream and drops what the downstream's demand cannot take.
  /// Unlike Apple's, which passes the downstream's requests on to the upstreams, it requests `.unlimited`
  /// from each upstream on the first request and holds the latest pair until the downstream asks for one:
  /// a subscriber that asks for everything (`sink`, `assign`) sees no difference.
  ///
  /// ```swift
  /// Publishers.CombineLatest(username, password).map(LoginForm.init)  // ("", ""), ("j", ""), …
  /// ```
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let inner = CombineLatestInner<A.Output, B.Output, Failure, Downstream>(downstream: subscriber)
      a.subscribe(CombineLatestSide { inner.receivedA($0) })
      b.subscribe(CombineLatestSide { inner.receivedB($0) })
      subscriber.receive(subscription: inner)
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
