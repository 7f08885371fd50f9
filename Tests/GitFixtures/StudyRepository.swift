/// A small study repository with known contents: two architectures in `Samples/`, a
/// branch, a merge, a rename and a deleted file.
///
/// ```
/// A  main  v1  Add MVC: LoginViewController (4 code, 1 comment, 1 blank), TaskModel (3 code), a test (2 code)
/// B  main      Add MVVM: LoginViewModel (3 code), LoginView (3 code)
/// C  topic     Add Validation to MVVM (1 code)
/// D  main      Move TaskModel to Models/, delete the MVC test, add a line to LoginViewController
/// E  main      Merge topic (parents D, C)
/// ```
public struct StudyRepository {
  public let repository: TestRepository
  public let a: String
  public let b: String
  public let c: String
  public let d: String
  public let e: String

  public static let loginViewController = """
    import Foundation

    /// Shows the login form.
    final class LoginViewController {
      func submit() {}
    }

    """
  public static let loginViewControllerWithCancel = """
    import Foundation

    /// Shows the login form.
    final class LoginViewController {
      func submit() {}
      func cancel() {}
    }

    """
  public static let taskModel = "struct TaskModel {\n  var title: String\n}\n"
  public static let test = "import Testing\n\n@Test func submits() {}\n"
  public static let loginViewModel = "final class LoginViewModel {\n  var name = \"\"\n}\n"
  public static let loginView = "struct LoginView {\n  let model: LoginViewModel\n}\n"
  public static let validation = "let minimumLength = 8\n"

  public init(bare: Bool = false) throws {
    repository = try TestRepository(bare: bare)
    let mvc = [
      "README.md": "# Study\n",
      "Samples/MVC/Sources/LoginViewController.swift": Self.loginViewController,
      "Samples/MVC/Sources/TaskModel.swift": Self.taskModel,
      "Samples/MVC/Tests/LoginViewControllerTests.swift": Self.test,
    ]
    a = try repository.commit(mvc, message: "Add MVC")
    try repository.tag("v1", at: a)
    let mvvm = mvc.merging([
      "Samples/MVVM/Sources/LoginViewModel.swift": Self.loginViewModel,
      "Samples/MVVM/Sources/LoginView.swift": Self.loginView,
    ]) { $1 }
    b = try repository.commit(mvvm, message: "Add MVVM")
    try repository.branch("topic", at: b)
    c = try repository.commit(
      mvvm.merging(["Samples/MVVM/Sources/Validation.swift": Self.validation]) { $1 }, message: "Add Validation",
      branch: "topic")
    var moved = mvvm
    moved["Samples/MVC/Sources/TaskModel.swift"] = nil
    moved["Samples/MVC/Tests/LoginViewControllerTests.swift"] = nil
    moved["Samples/MVC/Sources/Models/TaskModel.swift"] = Self.taskModel
    moved["Samples/MVC/Sources/LoginViewController.swift"] = Self.loginViewControllerWithCancel
    d = try repository.commit(moved, message: "Move TaskModel, delete the MVC test, add cancel")
    e = try repository.commit(
      moved.merging(["Samples/MVVM/Sources/Validation.swift": Self.validation]) { $1 }, message: "Merge topic",
      parents: [d, c])
  }

  public var path: String { repository.path }
}
