/// MVP: the presenter holds its view weakly, through a protocol; views know no models.
enum MVPRules {
  static let all = [presenterHoldsViewWeakly, viewNoModel]

  static let presenterHoldsViewWeakly = Rule(
    id: "mvp.presenter-view-weak-protocol",
    summary: "A presenter references its view only through a protocol, and weakly.",
    triggering: .init(
      path: "LoginPresenter.swift",
      source: """
        protocol LoginView: AnyObject {}

        final class LoginPresenter {
          var 1️⃣view: LoginView?
        }
        """),
    nonTriggering: .init(
      path: "LoginPresenter.swift",
      source: """
        protocol LoginView: AnyObject {}

        final class LoginPresenter {
          weak var view: LoginView?
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for property in file.storedProperties where context.role(of: property.owner) == .presenter {
        guard let type = property.typeName,
          [.view, .viewController].contains(context.role(of: type)) || type.hasSuffix("View")
        else { continue }
        if context.kinds[type] != "protocol" {
          violations.append(
            context.violation(
              "mvp.presenter-view-weak-protocol", file, property.site,
              "\(context.describe(property.owner)) holds its view \(property.name) as \(type), not a protocol"))
        } else if !property.isWeak {
          violations.append(
            context.violation(
              "mvp.presenter-view-weak-protocol", file, property.site,
              "\(context.describe(property.owner)) holds its view \(property.name) strongly; make it weak"))
        }
      }
    }
    return violations
  }

  static let viewNoModel = Rule(
    id: "mvp.view-no-model", summary: "Views, and the protocols presenters see them through, reference no model types.",
    triggering: .init(
      path: "LoginView.swift",
      source: """
        struct UserModel {
          var name: String
        }

        protocol LoginView: AnyObject {
          func show(user: 1️⃣UserModel)
        }
        """),
    nonTriggering: .init(
      path: "LoginView.swift",
      source: """
        protocol LoginView: AnyObject {
          func show(name: String)
        }
        """)
  ) { context in
    context.modelReferences(from: [.view, .viewController], rule: "mvp.view-no-model")
  }
}
