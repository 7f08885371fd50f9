/// A photo in the platform's photo library.
public struct LibraryPhoto: Identifiable, Equatable, Hashable, Sendable {
  /// The file name, e.g. `IMG_0001`; also the picker's label for it.
  public var id: String

  public init(id: String) {
    self.id = id
  }
}

/// The photos the platform's picker offers.
public struct PhotoLibrary: Equatable, Sendable {
  public var photos: [LibraryPhoto]

  public init(photos: [LibraryPhoto]) {
    self.photos = photos
  }

  /// `IMG_0001` … `IMG_0006`.
  public static let standard = PhotoLibrary(
    photos: (1...6).map { LibraryPhoto(id: "IMG_000\($0)") })
}
