/// The texts of the customer detail screen, formatted for display.
struct CustomerDetailViewModel: Equatable {
  let title: String
  let name: String
  let address: String
  let contactTitle: String
}
