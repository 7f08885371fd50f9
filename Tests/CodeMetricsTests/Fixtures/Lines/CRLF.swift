// 7 lines 4 code 2 comments 1 blanks
let a = """

  text
  """

// comment
