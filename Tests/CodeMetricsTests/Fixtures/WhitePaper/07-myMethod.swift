// White paper 1.5, "Increment for nested flow-break structures": `try` (Swift's `do`) adds no
// nesting, a `catch` of two error types is one increment.
// white-paper: myMethod 9
func myMethod() {
  do {
    if condition1 {  // +1
      for i in 0..<10 {  // +2 (nesting = 1)
        while condition2 { step(i) }  // +3 (nesting = 2)
      }
    }
  } catch is ExcepType1, is ExcepType2 {  // +1
    if condition2 { recover() }  // +2 (nesting = 1)
  }
}  // Cognitive Complexity 9
