// White paper 1.5, Appendix C, from SonarJava's MethodJavaSymbol: 19.
// white-paper: overriddenSymbolFrom 19
func overriddenSymbolFrom(_ classType: ClassJavaType) -> MethodJavaSymbol? {
  if classType.isUnknown() {  // +1
    return Symbols.unknownMethodSymbol
  }
  var unknownFound = false
  let symbols = classType.getSymbol().members().lookup(name)
  for overrideSymbol in symbols {  // +1
    if overrideSymbol.isKind(JavaSymbol.MTH)  // +2 (nesting = 1)
      && !overrideSymbol.isStatic()  // +1
    {
      let methodJavaSymbol = overrideSymbol as! MethodJavaSymbol
      if canOverride(methodJavaSymbol) {  // +3 (nesting = 2)
        let overriding = checkOverridingParameters(methodJavaSymbol, classType)
        if overriding == nil {  // +4 (nesting = 3)
          if !unknownFound {  // +5 (nesting = 4)
            unknownFound = true
          }
        } else if overriding! {  // +1
          return methodJavaSymbol
        }
      }
    }
  }
  if unknownFound {  // +1
    return Symbols.unknownMethodSymbol
  }
  return nil
}  // total complexity = 19
