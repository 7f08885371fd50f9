// 5 lines 1 code 4 comments 0 blanks
let a = 1
/* opened

   never closed