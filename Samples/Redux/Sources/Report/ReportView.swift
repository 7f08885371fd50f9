import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The report form, shown as a sheet: note, completion, photos, and Close and Send in its navigation bar.
struct ReportView: View {
  let eventID: ServiceEvent.ID
  @Environment(Store.self) private var store

  var body: some View {
    let report = store.select(\.report)
    NavigationStack {
      Form {
        TextField(
          "Note",
          text: Binding(
            get: { report.note },
            set: { store.dispatch(.report(.noteChanged($0))) })
        )
        .accessibilityIdentifier("note")
        Toggle(
          "Completed",
          isOn: Binding(
            get: { report.isCompleted },
            set: { store.dispatch(.report(.completedChanged($0))) })
        )
        .accessibilityIdentifier("completed")
        if report.isCompleted {
          Picker(
            "Completion type",
            selection: Binding(
              get: { report.completionType },
              set: { type in
                if let type { store.dispatch(.report(.completionTypePicked(type))) }
              })
          ) {
            ForEach(CompletionType.allCases, id: \.self) { type in
              Text(type.title).tag(Optional(type))
            }
          }
          .pickerStyle(.segmented)
          .accessibilityIdentifier("completionType")
        }
        Button("Attach photos") { store.dispatch(.report(.attachPhotosTapped)) }
          .accessibilityIdentifier("attachPhotos")
        ForEach(report.photos) { photo in
          Text(photo.id)
        }
        if report.isSending {
          ProgressView()
        }
      }
      .navigationTitle("Report status")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close") { store.dispatch(.report(.closed)) }
            .accessibilityIdentifier("close")
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") { store.dispatch(.report(.sendTapped(eventID: eventID))) }
            .accessibilityIdentifier("send")
            .disabled(!report.canSend)
        }
      }
      .disabled(report.isSending)
      .photosPicker(
        isPresented: Binding(
          get: { store.select(\.navigation.isPhotoPickerPresented).state },
          set: { _ in store.dispatch(.report(.photoPickerDismissed)) }),
        selection: Binding(
          get: { report.photos.map { LibraryPhoto(id: $0.id) } },
          set: { store.dispatch(.report(.photosPicked($0.map { Photo(id: $0.id) }))) })
      )
      .alert(
        "Report not sent",
        isPresented: Binding(
          get: { store.select(\.navigation.alert).state == .reportNotSent },
          set: { _ in store.dispatch(.report(.alertDismissed)) })
      ) {
        Button("OK") {}
      } message: {
        Text("The report could not be sent. Try again.")
      }
    }
  }
}
