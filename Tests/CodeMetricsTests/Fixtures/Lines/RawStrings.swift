// 13 lines 9 code 3 comments 1 blanks
let one = #"a "quoted" word // not a comment"#
let two = ##"a "# does not close it, "## does"##
let interpolated = #"value: \#(1 + 1) and \(not interpolated)"#
let multi = #"""
  "unbalanced quote
  """ is not the end either
  """#
// a comment after raw strings
let quotes = #"""#
let trailing = 1 // comment

/* end */
