/// The texts of the account screen, formatted for display.
struct AccountViewModel: Equatable {
  let firstName: String
  let lastName: String
  let username: String
}
