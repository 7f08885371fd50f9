/// A study whose published figures the report sets beside archbench's, as
/// `Docs/report.md`'s *Published figures and ours* describes it.
///
/// ```swift
/// PublishedSource.s3.subject  // "a realtime chat over MQTT, in SwiftUI with MVVM: …"
/// ```
public struct PublishedSource: Sendable, Hashable {
  /// The short label the section's rows cite, e.g. `S1`.
  public var id: String
  /// What the study is, in a few words: the heading of its rows in the section.
  public var heading: String
  /// Who published it and what kind of work it is.
  public var title: String
  /// What the study built or compared.
  public var subject: String
  /// Where each of its claims stands in it, e.g. `ch. 9.2 "Number of items": …`; a row's location
  /// is the start of one of these.
  public var locations: [String]
  /// What it says of its counting, and archbench's own; empty when it publishes no count.
  public var convention: String

  /// The faculty all five sources come from.
  static let faculty = "Tomas Bata University in Zlín, Faculty of Applied Informatics"

  /// The MVVM and Redux field-service app, built twice, counted in items and lines.
  public static let s1 = PublishedSource(
    id: "S1",
    heading: "master's thesis: MVVM and Redux on SwiftUI, a field-service app built twice",
    title: "Master's thesis, \(faculty)",
    subject:
      "architectural and design patterns for iOS apps with Swift and SwiftUI; a field-service app (log in, task "
      + "list, event detail, customer, status report, photos, account) built twice on SwiftUI, in MVVM and in "
      + "Redux, with one architecture-independent UI test and unit tests for view models and reducers; its theory "
      + "chapters also cover MVC, MVVM-C, MVP, Clean and VIPER",
    locations: [
      "ch. 9.2 \"Number of items\": items needed, MVVM 58, Redux 110; why: Redux needs a state, actions and a "
        + "reducer per screen where MVVM needs one view model",
      "ch. 9.3 \"Number of lines\": lines written, MVVM 1,313, Redux 2,112 (Redux ≈ 1.61×)",
      "ch. 9.4: Redux is much better testable (pure reducers)",
      "ch. 9.7: both extend about equally well",
      "ch. 9.11: MVVM for small and medium apps, Redux for complex ones",
      "summary: \"Redux needs almost twice as many items and lines of code as MVVM\"",
    ],
    convention:
      "the thesis does not define what it counted as an item or a line, so its absolute figures are set beside "
      + "archbench's only roughly and the ratios are the fairer comparison. archbench's own conventions: its "
      + "thesis-style items are the Swift files and the folders that hold them, production and tests (its samples "
      + "have no assets); its lines as written are every line of those files (code, comments, blanks); it also "
      + "gives Swift files alone, code lines alone (no blank or comment-only lines) and production code without the "
      + "tests.")

  /// Chapter 4.1's Cocoa MVC, MVP, MVVM and VIPER, in words and in an opinion scorecard.
  public static let s2 = PublishedSource(
    id: "S2",
    heading: "master's thesis: Cocoa MVC, MVP, MVVM and VIPER, a UIKit app with RxSwift",
    title: "Master's thesis, \(faculty)",
    subject:
      "the architecture of an iOS app for food expiry and recipes, written on UIKit with RxSwift in an \"MVVM+\" "
      + "with a navigator; its chapter 4.1 compares Cocoa MVC, MVP, MVVM and VIPER in words and in a 1–5 opinion "
      + "scorecard. Its apps are UIKit style, so archbench compares its UIKit-style samples: MVC, MVP, MVVM (UIKit) "
      + "and VIPER",
    locations: [
      "ch. 4.1.4: Cocoa MVC has the least code; its controller is hard to test",
      "ch. 4.1.5: MVP's code is \"almost twice that of Cocoa MVC\", said of its small Greeting code example, not of "
        + "a whole app; MVP is easier to maintain",
      "ch. 4.1.6: MVVM has about as much code as MVP, less when bindings are used",
      "ch. 4.1.7: VIPER needs \"a large number of interfaces for classes with very small responsibilities\", which "
        + "means more code than the MV(X) architectures; the best separation and testability",
      "ch. 4.1.8, Table 1: the scorecard, totals Cocoa MVC 10, MVP 14, MVVM 15, VIPER 15",
    ],
    convention:
      "its scores are opinions on a 1–5 scale; archbench's are measured evidence scaled to 1–5 across its samples. "
      + "Its claims about code are in words, not counts: archbench counts code lines, lines as written, files "
      + "and protocols.")

  /// The MQTT chat: requirements and flaws that are behaviours, not figures.
  public static let s3 = PublishedSource(
    id: "S3",
    heading: "bachelor's thesis: a realtime chat over MQTT",
    title: "Bachelor's thesis, \(faculty)",
    subject:
      "a realtime chat over MQTT, in SwiftUI with MVVM: log in with a personal number and a PIN, rooms with "
      + "combined filters and pull to refresh, messages arriving live and grouped by day",
    locations: [
      "FP2: no new log-in after the app is reopened",
      "live room: messages arrive live on the open room's screen",
      "echo flaw: after sending, the app waits for its own message to come back from the broker",
      "empty filter: the filtered list shows nothing at all when no room matches",
    ],
    convention: "")

  /// "Relays": finding partners for relay races.
  public static let s4 = PublishedSource(
    id: "S4",
    heading: "bachelor's thesis: \"Relays\", finding partners for relay races",
    title: "Bachelor's thesis, \(faculty)",
    subject:
      "\"Relays\", an app for finding partners for relay races, written in SwiftUI (and in Flutter and React) on "
      + "Firebase, with no architecture named; chat with pictures and race filters",
    locations: [
      "FUN-005: \"the app must start within 4 seconds\"",
      "validation: registration validates while typing, checked every 500 ms: \"@\" in the e-mail, a password of at "
        + "least 6 characters, a profile picture and a nickname",
    ],
    convention: "")

  /// Realtime databases: two UIKit MVC apps syncing sensor data.
  public static let s5 = PublishedSource(
    id: "S5",
    heading: "bachelor's thesis: realtime databases in mobile apps",
    title: "Bachelor's thesis, \(faculty)",
    subject:
      "realtime databases in mobile apps: two UIKit MVC apps that sync sensor data across devices",
    locations: [
      "ch. 1.1 deadline misses: how often a realtime system misses the deadline set for how long data stays valid",
      "ch. 1.1 average delay: its average delay",
      "ch. 1.1 cost of the delay: the cost that delay causes",
      "ch. 1.1 consistency: the consistency of external data; the deadline depends on the application",
      "Core Data: quoting Apple, Core Data saves 50–70 % of model-layer code",
    ],
    convention: "")

  /// Every source, in the order the references list names them.
  public static let all: [PublishedSource] = [s1, s2, s3, s4, s5]
}
