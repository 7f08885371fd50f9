// White paper 1.5, "Increment for nested flow-break structures": the paper counts a
// preprocessor `#if` as an `if` (+1, and a nesting level).
// white-paper: myMethod3 4 archbench 2: `#if` chooses what is compiled, not a path; no increment and no nesting
#if DEBUG  // +1 for if
func myMethod3() {  // +0 (nesting level is still 0)
  let r = {  // +0 (but nesting level is now 1)
    if condition1 { act() }  // +3 (nesting = 2)
  }
  r()
}  // Cognitive Complexity 4
#endif
