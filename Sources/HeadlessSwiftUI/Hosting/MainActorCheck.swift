import Dispatch
import Foundation

/// Tells whether the calling code runs on the main actor, without crashing when it does not.
///
/// `Thread.isMainThread` is not enough on Linux: once `dispatchMain()` has parked the main
/// thread (as the Swift Testing runner does), main-actor jobs run on a worker thread that
/// drains the main dispatch queue. A marker set on that queue finds them there.
enum MainActorCheck {
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }
}
