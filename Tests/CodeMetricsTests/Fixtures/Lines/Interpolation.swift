// 19 lines 13 code 4 comments 2 blanks
let name = "x"
let a = "outer \("inner \("innermost // not a comment")") end"
let b = "\(name /* a comment inside interpolation */) done"
let c = """
  header
  \(
    // a comment line inside a multi-line interpolation

    name
  )
  footer
  """
let d = "\(["a": "b"]["a"] ?? "/* not a comment */")"
// after
/* after too */

let e = "\(1 + (2 * 3))"
let f = 1
