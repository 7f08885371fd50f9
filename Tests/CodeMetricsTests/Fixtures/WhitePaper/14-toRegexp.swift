// White paper 1.5, Appendix C, from SonarQube's WildcardPattern: 20.
// white-paper: toRegexp 20
func toRegexp(_ antPattern: String, _ directorySeparator: String) -> String {
  let escapedDirectorySeparator = "\\" + directorySeparator
  var sb = "^"
  let chars = Array(antPattern)
  var i =
    antPattern.hasPrefix("/")  // +1
      || antPattern.hasPrefix("\\") ? 1 : 0  // +1
  while i < chars.count {  // +1
    let ch = chars[i]
    if SPECIAL_CHARS.contains(ch) {  // +2 (nesting = 1)
      sb += "\\" + String(ch)
    } else if ch == "*" {  // +1
      if i + 1 < chars.count  // +3 (nesting = 2)
        && chars[i + 1] == "*"  // +1
      {
        if i + 2 < chars.count  // +4 (nesting = 3)
          && isSlash(chars[i + 2])  // +1
        {
          sb += "(?:.*" + escapedDirectorySeparator + "|)"
          i += 2
        } else {  // +1
          sb += ".*"
          i += 1
        }
      } else {  // +1
        sb += "[^" + escapedDirectorySeparator + "]*?"
      }
    } else if ch == "?" {  // +1
      sb += "[^" + escapedDirectorySeparator + "]"
    } else if isSlash(ch) {  // +1
      sb += escapedDirectorySeparator
    } else {  // +1
      sb.append(ch)
    }
    i += 1
  }
  sb += "$"
  return sb
}  // total complexity = 20
