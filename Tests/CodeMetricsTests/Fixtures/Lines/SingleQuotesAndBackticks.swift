// 9 lines 7 code 1 comments 1 blanks
let `class` = 1
let `a name with // slashes` = 2
let x = 'not a // comment either'
let placeholder = <#value // inside#>

let y = `class` + 1 // comment
let z = a /// doc comment
/** doc block */ let w = 3
