/// The texts of the event detail screen, formatted for display.
struct EventDetailViewModel: Equatable {
  let title: String
  let name: String
  let address: String
  let date: String
  let description: String
  let status: String
  let contactTitle: String
  let customerTitle: String
}
