// 5 lines 4 code 1 comments 0 blanks
let a = "never closed // still the string
let b = 2
let c = """
  runs to the end // text
