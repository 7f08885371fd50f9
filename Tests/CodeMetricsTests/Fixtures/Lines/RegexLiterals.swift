// 21 lines 16 code 4 comments 1 blanks
let digits = /\d+/
let extended = #/a "quote" and a // slash/#
let multiline = #/
  (?<year>\d{4})   # a regex comment is still regex

  -(?<month>\d{2})
  /#
let division = 4 / 2 / 1
let spaced = digits // a comment, not a regex
let group = (8 / 2) / (1)
// a comment
/* /regex/ in a comment */
let unescaped = /[/]/
func matches(_ s: String) -> Bool {
  s.contains(/abc/) || s.contains(/"/)
}
let afterTry = try? /x/.firstMatch(in: "x")
let rounding = 10 / 3

// end
