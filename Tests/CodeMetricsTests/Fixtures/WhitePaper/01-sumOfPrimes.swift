// White paper 1.5, "An illustration of the problem" (Fig. 1) and "The implications":
// cyclomatic 4, cognitive 7.
// white-paper: sumOfPrimes 7
func sumOfPrimes(_ max: Int) -> Int {
  var total = 0
  outer: for i in 1...max {  // +1
    for j in 2..<i {  // +2 (nesting = 1)
      if i % j == 0 {  // +3 (nesting = 2)
        continue outer  // +1
      }
    }
    total += i
  }
  return total
}  // Cognitive Complexity 7
