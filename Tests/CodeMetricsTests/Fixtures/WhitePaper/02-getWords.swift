// White paper 1.5, "An illustration of the problem" (Fig. 1) and "The implications":
// cyclomatic 4, cognitive 1.
// white-paper: getWords 1
func getWords(_ number: Int) -> String {
  switch number {  // +1
  case 1:
    return "one"
  case 2:
    return "a couple"
  case 3:
    return "a few"
  default:
    return "lots"
  }
}  // Cognitive Complexity 1
