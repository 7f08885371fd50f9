// 3 lines 1 code 2 comments 0 blanks
let last = 1
// no line break after this