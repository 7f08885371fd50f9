import Core

extension Item {
  var label: String { title.uppercased() }
}
