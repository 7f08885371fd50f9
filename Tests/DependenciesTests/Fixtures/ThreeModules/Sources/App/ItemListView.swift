struct ItemListView {
  let model: ItemListViewModel
  var firstRow: ItemListViewModel.Row? { model.rows.first }
}
