/// What the technician asked the list to show: a search text and whether to hide completed events.
struct EventFilter: Equatable {
  var searchText = ""
  var openOnly = false
}
