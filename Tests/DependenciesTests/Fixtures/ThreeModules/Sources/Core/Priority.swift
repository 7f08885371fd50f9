public enum Priority {
  case low, high

  public static let standard = Priority.low
}
