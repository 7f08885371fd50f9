// White paper 1.5, "Ignore shorthand": the null check costs an `if`, the null-coalescing
// (in Swift, optional chaining) nothing.
// white-paper: nullCheck 1
func nullCheck(_ a: Holder?) -> MyObj? {
  var myObj: MyObj? = nil
  if a != nil {  // +1
    myObj = a!.myObj
  }
  return myObj
}

// white-paper: nullCoalescing 0
func nullCoalescing(_ a: Holder?) -> MyObj? {
  let myObj = a?.myObj
  return myObj
}
