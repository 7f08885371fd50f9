// White paper 1.5, "Sequences of logical operators": a negated group is a sequence of its own.
// white-paper: negatedGroup 3
func negatedGroup(_ a: Bool, _ b: Bool, _ c: Bool) {
  if a  // +1 for `if`
    &&  // +1
    !(b && c)  // +1
  {
    print("yes")
  }
}
