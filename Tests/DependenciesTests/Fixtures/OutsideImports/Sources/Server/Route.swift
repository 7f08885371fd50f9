import Model

/// Depends on Model's `Message` only.
struct Route {
  var message: Message
}
