/// The customer as plain data, from the interactor to the presenter: what it shows and what its buttons need.
struct CustomerDetailData: Equatable {
  let name: String
  let address: String
  let contactName: String
  let contactPhone: String
  let latitude: Double
  let longitude: Double
}
