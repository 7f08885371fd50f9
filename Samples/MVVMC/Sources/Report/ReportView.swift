import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The report form, presented as a sheet with its own navigation bar.
struct ReportView: View {
  @Bindable var viewModel: ReportViewModel
  @State private var isPickingPhotos = false
  @State private var pickedPhotos: [LibraryPhoto] = []

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $viewModel.note)
          .accessibilityIdentifier("note")
        Toggle("Completed", isOn: $viewModel.isCompleted)
          .accessibilityIdentifier("completed")
        if viewModel.isCompleted {
          Picker("Completion type", selection: $viewModel.completionType) {
            ForEach(viewModel.completionTypes, id: \.self) { completionType in
              Text(viewModel.title(of: completionType)).tag(Optional(completionType))
            }
          }
          .pickerStyle(.segmented)
          .accessibilityIdentifier("completionType")
        }
        Button("Attach photos") { isPickingPhotos = true }
          .accessibilityIdentifier("attachPhotos")
        ForEach(viewModel.photos) { photo in
          Text(photo.id)
        }
        if viewModel.isSending {
          ProgressView()
        }
      }
      .navigationTitle("Report status")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close") { viewModel.close() }
            .accessibilityIdentifier("close")
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") { Task { await viewModel.send() } }
            .accessibilityIdentifier("send")
            .disabled(!viewModel.canSend)
        }
      }
      .disabled(viewModel.isSending)
      .photosPicker(isPresented: $isPickingPhotos, selection: $pickedPhotos)
      // The library's photos become the report's; the view model knows nothing of the platform's picker.
      .onChange(of: pickedPhotos) { _, picked in
        viewModel.attach(picked.map { Photo(id: $0.id) })
      }
      .alert("Report not sent", isPresented: $viewModel.isShowingSendFailure) {
        Button("OK") {}
      } message: {
        Text("The report could not be sent. Try again.")
      }
    }
  }
}
