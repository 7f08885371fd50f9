/// The technician a login started a session for, as plain data the logged-in modules are built with.
struct LoggedInUser: Equatable {
  let username: String
  let firstName: String
  let lastName: String
}
