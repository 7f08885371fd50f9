// White paper 1.5, "Sequences of logical operators": a new run at each change of operator.
// white-paper: mixedOperators 4
func mixedOperators(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool, _ e: Bool, _ f: Bool) {
  if a  // +1 for `if`
    && b && c  // +1
    || d || e  // +1
    && f  // +1
  {
    print("yes")
  }
}
