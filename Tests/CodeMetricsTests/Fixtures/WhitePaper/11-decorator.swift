// White paper 1.5, Appendix A, "Compensating usages" (Python decorators): the function a
// decorator declares and returns is no nesting level.
// white-paper: aDecorator 1 archbench 2: the exemption is for Python's decorator idiom; in Swift a nested function nests like any other
func aDecorator(_ a: Int, _ b: Int) -> (() -> Void) -> Void {
  func inner(_ function: () -> Void) {  // nesting = 0
    if condition {  // +1
      print(b)
    }
    function()
  }
  return inner
}  // total complexity = 1
