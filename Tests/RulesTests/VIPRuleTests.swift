import Testing

@testable import Rules

/// `vip.data-store-passive` and `vip.worker-behind-protocol`: data goes between scenes through routers and
/// passive data stores, and an interactor's worker can be replaced in its tests.
@Suite("VIP's data stores and workers")
struct VIPRuleTests {
  @Test("a data store with a method, or inheriting or holding a listener or another part of a scene, is found there")
  func activeDataStores() {
    assertViolations(
      "vip",
      [
        "Detail/DetailListener.swift": """
        protocol DetailListener: AnyObject {
          func detailDidChange(_ event: ServiceEvent)
        }
        """,
        "Detail/DetailInteractor.swift": """
        @MainActor
        protocol DetailDataStore: 1️⃣DetailListener, Sendable {
          var eventID: Int? { get set }
          2️⃣func reload()
        }
        """,
        "Report/ReportInteractor.swift": """
        protocol ReportDataStore {
          var eventID: Int? { get set }
          var listener: 3️⃣DetailListener? { get set }
          var detail: 4️⃣EventDetailInteractor? { get set }
          var display: (any 5️⃣ReportDisplayLogic)? { get set }
        }
        """,
        "EventDetail/EventDetailInteractor.swift": "final class EventDetailInteractor {}\n",
      ],
      [
        ExpectedViolation(
          "1️⃣", "vip.data-store-passive",
          "DetailDataStore names the listener DetailListener; pass data back through the router"),
        ExpectedViolation(
          "2️⃣", "vip.data-store-passive",
          "DetailDataStore declares the method reload; a data store holds properties only"),
        ExpectedViolation(
          "3️⃣", "vip.data-store-passive",
          "ReportDataStore names the listener DetailListener; pass data back through the router"),
        ExpectedViolation(
          "4️⃣", "vip.data-store-passive",
          "ReportDataStore names the interactor EventDetailInteractor; pass data back through the router"),
        ExpectedViolation(
          "5️⃣", "vip.data-store-passive",
          "ReportDataStore names the view controller ReportDisplayLogic; pass data back through the router"),
      ])
  }

  @Test("properties of values, entities and data protocols, with AnyObject or Sendable, are passive data")
  func passiveDataStores() {
    assertViolations(
      "vip",
      [
        "Detail/DetailInteractor.swift": """
        protocol Attachment: Sendable {
          var name: String { get }
        }

        @MainActor
        protocol DetailDataStore: AnyObject, Sendable {
          var eventID: ServiceEvent.ID? { get set }
          var event: ServiceEvent? { get set }
          var photos: [Photo] { get }
          var attachment: (any Attachment)? { get set }
        }

        final class DetailInteractor: DetailDataStore {
          var eventID: ServiceEvent.ID?
          var event: ServiceEvent?
          var photos: [Photo] = []

          func fetchEvent() {}
        }
        """
      ], [])
  }

  @Test("an interactor that holds or creates a concrete worker is found at the worker's type")
  func concreteWorkers() {
    assertViolations(
      "vip",
      [
        "List/ListWorker.swift": "final class ListWorker {}",
        "List/ListInteractor.swift": """
        final class ListInteractor {
          private let worker: 1️⃣ListWorker?
        }

        final class DetailInteractor {
          var worker = 2️⃣ListWorker()
        }
        """,
      ],
      [
        ExpectedViolation(
          "1️⃣", "vip.worker-behind-protocol",
          "ListInteractor (Interactor) holds its worker as ListWorker; type it by the worker's protocol"),
        ExpectedViolation(
          "2️⃣", "vip.worker-behind-protocol",
          "DetailInteractor (Interactor) creates its worker ListWorker; let the configurator give it one"),
      ])
  }

  @Test("a worker behind its protocol, given by the configurator, is kept")
  func workersBehindProtocols() {
    assertViolations(
      "vip",
      [
        "List/ListWorker.swift": """
        protocol ListWorkerLogic {
          func fetchEvents() async throws -> [ServiceEvent]
        }

        final class ListWorker: ListWorkerLogic {
          func fetchEvents() async throws -> [ServiceEvent] { [] }
        }
        """,
        "List/ListInteractor.swift": """
        final class ListInteractor {
          private let worker: any ListWorkerLogic

          init(worker: any ListWorkerLogic) {
            self.worker = worker
          }
        }
        """,
        "List/ListConfigurator.swift": """
        enum ListConfigurator {
          static func makeScene() -> ListInteractor {
            ListInteractor(worker: ListWorker())
          }
        }
        """,
      ], [])
  }

  @Test("the catalog lists both rules for VIP only")
  func catalog() {
    for id in ["vip.data-store-passive", "vip.worker-behind-protocol"] {
      #expect(RuleCatalog.all.filter { $0.id == id }.count == 1)
      #expect(RuleCatalog.architectures(checking: id) == ["vip"])
    }
  }
}
