import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The report form, presented as a sheet with its own navigation bar; it sends the report and closes.
struct ReportView: View {
  let eventID: ServiceEvent.ID
  /// The detail's event, which shows the report at once while it is sent, and then the event as the server changed it.
  @Binding var event: ServiceEvent?
  @Environment(AppModel.self) private var model
  @Environment(\.dismiss) private var dismiss
  @State private var note = ""
  @State private var isCompleted = false
  @State private var completionType: CompletionType?
  @State private var photos: [Photo] = []
  @State private var isPickingPhotos = false
  /// What the photo picker returned last; the form attaches the photos it does not have yet.
  @State private var pickedPhotos: [LibraryPhoto] = []
  @State private var isSending = false
  @State private var isShowingSendFailure = false

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $note)
          .accessibilityIdentifier("note")
        Toggle("Completed", isOn: $isCompleted)
          .accessibilityIdentifier("completed")
        if isCompleted {
          Picker("Completion type", selection: $completionType) {
            ForEach(CompletionType.allCases, id: \.self) { completionType in
              Text(completionType.title).tag(Optional(completionType))
            }
          }
          .pickerStyle(.segmented)
          .accessibilityIdentifier("completionType")
        }
        Button("Attach photos") { isPickingPhotos = true }
          .accessibilityIdentifier("attachPhotos")
        ForEach(photos) { photo in
          Text(photo.id)
        }
        if isSending {
          ProgressView()
        }
      }
      .navigationTitle("Report status")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close") { dismiss() }
            .accessibilityIdentifier("close")
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") { Task { await send() } }
            .accessibilityIdentifier("send")
            // A completed event must say how it was completed.
            .disabled(isCompleted && completionType == nil)
        }
      }
      .disabled(isSending)
      .photosPicker(isPresented: $isPickingPhotos, selection: $pickedPhotos)
      .onChange(of: pickedPhotos) { _, picked in
        // In the order picked, leaving out the photos already attached.
        for photo in picked.map({ Photo(id: $0.id) }) where !photos.contains(photo) {
          photos.append(photo)
        }
      }
      .alert("Report not sent", isPresented: $isShowingSendFailure) {
        Button("OK") {}
      } message: {
        Text("The report could not be sent. Try again.")
      }
    }
  }

  /// Sends the report, shown at once; on success the sheet closes, on failure the event is shown
  /// as it was and an alert says so.
  private func send() async {
    guard let shown = event else { return }
    let report = StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted,
      completionType: isCompleted ? completionType : nil, photos: photos)
    isSending = true
    defer { isSending = false }
    var reported = shown
    reported.report = report
    event = reported
    do {
      let sent = try await model.submit(report, about: shown)
      // A state renders its view again whenever it is set; the server's event mostly equals the one shown.
      if sent != event {
        event = sent
      }
      dismiss()
    } catch {
      event = shown
      isShowingSendFailure = true
    }
  }
}
