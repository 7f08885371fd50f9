// White paper 1.5, Appendix A, "Compensating usages" (JavaScript): a function that only
// declares things is no nesting level for the functions it declares.
// white-paper: outerFunction 1 archbench 2: the exemption is for JavaScript's module pattern; Swift's namespaces are types, and every closure nests
func outerFunction(_ api: API) {  // declarative; purely for organization
  var isEnabled = false
  api.handler = {  // nesting = 0
    if isEnabled {  // +1
      isEnabled = false
    }
  }
}  // total complexity = 1
