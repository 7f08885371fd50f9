import CleanDomain
import HeadlessSwiftUI
import HeadlessUI

/// The report form, shown as a sheet: note, completion and its type, photos, and Send.
struct ReportView: View {
  @Bindable var viewModel: ReportViewModel
  @State private var isPhotoPickerPresented = false
  @State private var pickedPhotos: [LibraryPhoto] = []

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $viewModel.note).accessibilityIdentifier("note")
        Toggle("Completed", isOn: $viewModel.isCompleted).accessibilityIdentifier("completed")
        if viewModel.isCompleted {
          Picker("Completion type", selection: $viewModel.completionType) {
            ForEach(CompletionType.allCases, id: \.self) { type in
              Text(type.title).tag(Optional(type))
            }
          }
          .pickerStyle(.segmented)
          .accessibilityIdentifier("completionType")
        }
        Button("Attach photos") { isPhotoPickerPresented = true }.accessibilityIdentifier("attachPhotos")
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
          Button("Close") { viewModel.close() }.accessibilityIdentifier("close")
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") { Task { await viewModel.send() } }
            .accessibilityIdentifier("send")
            .disabled(!viewModel.canSend)
        }
      }
      .disabled(viewModel.isSending)
      .photosPicker(isPresented: $isPhotoPickerPresented, selection: $pickedPhotos)
      .onChange(of: pickedPhotos) { _, picked in
        viewModel.attach(picked.map { Photo(id: $0.id) })
      }
      .alert("Report not sent", isPresented: $viewModel.showsSendFailure) {
        Button("OK") {}
      } message: {
        Text("The report could not be sent. Try again.")
      }
    }
  }
}
