// 16 lines 11 code 4 comments 1 blanks
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
// unknown platform
#endif

#if DEBUG
let mode = "debug" // inline comment
#else
/* release
   build */
let mode = "release"
#endif
