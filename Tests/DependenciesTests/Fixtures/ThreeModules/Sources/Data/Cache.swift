import Core

struct Cache {
  var stored: [Int: Item] = [:]
}
