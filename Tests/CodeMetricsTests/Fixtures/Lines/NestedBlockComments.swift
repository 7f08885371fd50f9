// 13 lines 3 code 9 comments 1 blanks
/* outer
   /* inner: the comment does not end here */
   still a comment
*/
let a = 1 /* /* nested */ still */ + 2

/*
 
 blank-looking lines inside a block comment are comment lines
*/
let b = "/* not a comment */"
let c = a /* trailing */
