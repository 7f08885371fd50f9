/// A study whose published figures the report sets beside archbench's, as
/// `Docs/report.md`'s *Published figures and ours* describes it.
///
/// ```swift
/// PublishedSource.s1.title  // "Master's thesis, Tomas Bata University in Zlín, …"
/// ```
public struct PublishedSource: Sendable, Hashable {
  /// The short label the section's rows cite, e.g. `S1`.
  public var id: String
  /// Who published it and what kind of work it is.
  public var title: String
  /// What the study built or compared.
  public var subject: String
  /// Where each of its figures stands in it, e.g. `chapter 9.2 "Number of items": items`.
  public var locations: [String]
  /// How its counting differs from archbench's; empty when it publishes no count.
  public var convention: String

  /// The MVVM and Redux field-service app, built twice, counted in items and lines.
  public static let s1 = PublishedSource(
    id: "S1",
    title: "Master's thesis, Tomas Bata University in Zlín, Faculty of Applied Informatics",
    subject:
      "architectural and design patterns for iOS apps with Swift and SwiftUI; a field-service app (log in, task "
      + "list, event detail, customer, status report) built twice, in MVVM and in Redux, with one "
      + "architecture-independent UI test and unit tests for view models and reducers",
    locations: [
      "chapter 9.2 \"Number of items\": items (files) needed, MVVM 58, Redux 110; why: Redux needs a state, actions "
        + "and a reducer per screen where MVVM needs one view model",
      "chapter 9.3 \"Number of lines\": lines written, MVVM 1,313, Redux 2,112 (Redux ≈ 1.61×)",
      "summary: \"Redux needs almost twice as many items and lines of code as MVVM\"",
    ],
    convention:
      "it counts items as they appear in the Xcode project, assets and folders included, and lines as written, "
      + "unit tests included. archbench's samples have no assets; its thesis-style items are the Swift files and "
      + "the folders that hold them, its lines as written every line of those files (code, comments, blanks), "
      + "and it also gives Swift files alone, code lines alone (no blank or comment-only lines) and production "
      + "code without the tests. The ratios are on the same footing; the absolute figures only roughly.")

  /// The Cocoa MVC, MVP, MVVM and VIPER opinion scorecard and its text's claims.
  public static let s2 = PublishedSource(
    id: "S2",
    title: "Master's thesis on an iOS app's architecture (Czech)",
    subject: "an opinion scorecard of 1–5 per criterion over Cocoa MVC, MVP, MVVM and VIPER",
    locations: [
      "its scorecard table: totals Cocoa MVC 10, MVP 14, MVVM 15, VIPER 15, beside archbench's in the scorecard",
      "its text: MVP against Cocoa MVC, \"the code is almost twice that of Cocoa MVC\", and easier to maintain",
      "its text: VIPER is \"a very extensive architecture\"; it \"needs a large number of interfaces for classes "
        + "with very small responsibilities\", with the best separation and testability of the four",
    ],
    convention:
      "its scores are opinions on a 1–5 scale; archbench's are measured evidence scaled to 1–5 across its samples. "
      + "Its claims about code are in words, not counts: archbench counts code lines, lines as written, files "
      + "and protocols.")

  /// Login and registration validation as relays in MVVM on UIKit.
  public static let s3 = PublishedSource(
    id: "S3",
    title: "Bachelor's thesis, MVVM with relays (Czech)",
    subject:
      "login and registration validation as derived streams (relays), and list filters, in MVVM with reactive "
      + "bindings on UIKit",
    locations: ["publishes no figure to set beside archbench's"], convention: "")

  /// Realtime databases in mobile apps: deadline misses and delay.
  public static let s4 = PublishedSource(
    id: "S4",
    title: "Bachelor's thesis on realtime databases in mobile apps (Czech)",
    subject:
      "realtime criteria: deadline misses and delay, which archbench answers with frame-budget misses (16.7 ms "
      + "and 8.3 ms) and p99 latency in the latency section and latency.md",
    locations: ["publishes criteria, not figures; timing stays out of this section, which is deterministic"],
    convention: "")

  /// Every source, in the order the references list names them.
  public static let all: [PublishedSource] = [s1, s2, s3, s4]
}
