// White paper 1.5, "Recursion" (and Appendix B, B1): +1 for each method in a recursion cycle,
// direct or indirect. The section has no code; these are the examples of the rule.
// white-paper: fact 2
func fact(_ n: Int) -> Int {  // +1 (recursion)
  if n <= 1 {  // +1
    return 1
  }
  return n * fact(n - 1)
}

// white-paper: isEven 2
func isEven(_ n: Int) -> Bool {  // +1 (recursion, with isOdd)
  return n == 0 ? true : isOdd(n - 1)  // +1
}

// white-paper: isOdd 2
func isOdd(_ n: Int) -> Bool {  // +1 (recursion, with isEven)
  return n == 0 ? false : isEven(n - 1)  // +1
}
