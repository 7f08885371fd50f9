// White paper 1.5, "Sequences of logical operators": each line of a pair costs one increment,
// however many like operators it chains.
// white-paper: and2 1
func and2(_ a: Bool, _ b: Bool) -> Bool {
  return a && b  // +1
}

// white-paper: and4 1
func and4(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool) -> Bool {
  return a && b && c && d  // +1
}

// white-paper: or2 1
func or2(_ a: Bool, _ b: Bool) -> Bool {
  return a || b  // +1
}

// white-paper: or4 1
func or4(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool) -> Bool {
  return a || b || c || d  // +1
}
