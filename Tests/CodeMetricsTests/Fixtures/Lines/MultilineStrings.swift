// 16 lines 12 code 3 comments 1 blanks
let text = """
  A lone " quote does not end it, nor does ""

  // this is text, not a comment
  /* neither is this
  """
// a real comment

let indented = """
    first

    last
    """
/* a real block comment */
let after = "x"
