// White paper 1.5, "Increment for nested flow-break structures": a lambda (a closure) adds a
// nesting level and no increment.
// white-paper: myMethod2 2
func myMethod2() {
  let r = {  // +0 (but nesting level is now 1)
    if condition1 { act() }  // +2 (nesting = 1)
  }
  r()
}  // Cognitive Complexity 2
