import HeadlessUI

extension Element {
  /// The label of the first text among these elements and their descendants: a button's title.
  static func firstText(in elements: [Element]) -> String? {
    for element in elements {
      if element.role == .text {
        return element.label
      }
      if let text = firstText(in: element.children) {
        return text
      }
    }
    return nil
  }
}
