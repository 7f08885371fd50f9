// White paper 1.5, Appendix C, from YUI's model.js (JavaScript): 20. JavaScript's
// `callback && callback.call(…)` is a sequence of one `&&`; `options || (options = {})` of one `||`.
// white-paper: save 20
func save(_ options: Options?, _ callback: Callback?) -> Model {
  var options = options
  var callback = callback
  if let function = options?.function {  // +1
    callback = function
    options = Options()
  }
  _ = options != nil || { options = Options(); return true }()  // +1
  validate(toJSON()) { err in
    if let err {  // +2 (nesting = 1)
      _ = callback != nil && callback!.call(err)  // +1
      return
    }
    sync(
      isNew() ? "create" : "update",  // +2 (nesting = 1)
      options
    ) { err, response in
      var facade = Facade(options: options, response: response)
      if let err {  // +3 (nesting = 2)
        facade.error = err
        facade.src = "save"
        fire(EVT_ERROR, facade)
      } else {  // +1
        if saveEvent == nil {  // +4 (nesting = 3)
          saveEvent = publish(EVT_SAVE, preventable: false)
        }
        if let response {  // +4 (nesting = 3)
          let parsed = parse(response)
          facade.parsed = parsed
          setAttrs(parsed, options)
        }
        changed = [:]
        fire(EVT_SAVE, facade)
      }
      _ = callback != nil && callback!.apply(arguments)  // +1
    }
  }
  return self
}  // total complexity = 20
