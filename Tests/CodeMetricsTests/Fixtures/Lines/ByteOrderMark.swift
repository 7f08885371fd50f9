// 5 lines 2 code 2 comments 1 blanks
let bom = 1

/* a comment */
let after = 2
