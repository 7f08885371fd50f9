extension RuleCatalogMarkdown {
  // The prose around the catalog lives here, not in Docs/rules.md: the page is generated whole.

  static let introduction = """
    # archbench rules

    `archbench rules` checks that code follows its architecture's rules, the way ArchUnit does for
    Java and Konsist for Kotlin. Roles come from `archbench scan`'s classification (a type's name,
    folder and file; a roles file can override them); what the code references, imports, stores,
    calls and assigns comes from swift-syntax. Production code only: tests and their doubles may
    reach across on purpose.

    ```sh
    archbench rules                                   # Samples/: each sample against its architecture
    archbench rules --arch viper path/to/App/Sources  # any codebase, as one architecture
    archbench rules --config rules.json path/to/App   # a project mapped onto an architecture
    archbench rules --format sarif --output rules.sarif
    archbench rules --catalog                         # the rules, one line each
    archbench rules --catalog --format markdown       # this page
    ```

    Exit status: 0 no violation; 2 violations; 3 no violation, but some files were left out, each
    named in a warning (over the 3 MiB structure limit of [scan](scan.md#size-limit-memory-and-workers),
    unreadable, a link left unfollowed); 1 an error (a missing path, nothing to check, an
    unreadable configuration, an unknown architecture, an unwritable output); 64 bad arguments
    ([all commands' codes](../README.md#exit-codes)). Output: a listing (`file:line:column: rule: message`, then a count per architecture), JSON (the
    reports), or SARIF 2.1.0 for code-scanning tools (one run; every rule checked as a reporting
    descriptor; a result per violation with its file, line and column, at the rule's severity).
    Lines and columns count from 1; a column counts UTF-8 bytes, as swift-syntax does.

    `--catalog` lists the rules instead of checking code: as text, or as this page in Markdown.

    """

  static let precisely = """
    What a rule reads, precisely:
    - **Models and entities** are the types with the Model or Entity role, the configuration's
      `modelTypes`, and the types declared in its `modelPaths` (for the samples, ServiceKit's
      `Sources/ServiceKit/Models`). `Model.ID` names an identity value, not the model, and is allowed.
    - **VIPER's contract protocols** (`…InteractorInput`, `…InteractorOutput`, `…RouterInterface`,
      `…ViewInterface`, `…PresenterInterface`) and **Clean Swift's** (`…DisplayLogic`, `…BusinessLogic`,
      `…PresentationLogic`, `…RoutingLogic`, `…DataPassing`) take the role of the part they describe.
    - A name the codebase does not declare takes its role from the naming conventions
      (`UIViewController` is a view controller).
    - **Navigation** in VIPER and VIP is UIKit's `present`, `pushViewController`, `popViewController`,
      `popToRootViewController`, `dismiss` and `setViewControllers`; asking a router
      (`router.dismiss()`) is how the other parts navigate. VIP also counts assigning a window's
      `rootViewController` and calling a `…Configurator`.

    """

  static let examplesIntroduction = """
    Each rule with a file that breaks it and one that follows it, checked with the default
    configuration. `1️⃣` marks where the violation is reported; it is not Swift, and the tests
    remove it before parsing. `Tests/RulesTests` runs every rule over its two examples: the first
    must break the rule exactly there, the second not at all.

    """

  static let configuration = """
    ## Configuration

    ```json
    { "architecture": "clean",
      "modelTypes": ["Order"],
      "modelPaths": ["Sources/Models"],
      "platformModules": ["UIKit", "SwiftUI"],
      "backendModules": ["Networking"],
      "layers": { "Domain": "Core/Domain", "Data": "Core/Data", "Presentation": "App/UI" },
      "roles": "roles.json" }
    ```

    Only `architecture` is required. A layer is a folder name anywhere in a file's path, or a path
    prefix when it holds a `/`; a module belongs to a layer when its name ends with the layer's
    name (`CleanData`). `roles` is an `archbench scan --roles` file.

    """

  static let baseline = """
    ## Baselines

    A codebase that breaks its rules today can still stop getting worse:
    `archbench rules PATH --arch mvvm --write-baseline rules-baseline.json` freezes today's
    violations (written atomically; exit 0), and
    `archbench rules PATH --arch mvvm --baseline rules-baseline.json` then fails only on new ones.

    A violation is identified by its rule, its file relative to the checked root, its
    **enclosing declaration** (the innermost function, initializer, subscript, property or type
    whose lines hold it, as `Type.member`: `ListViewModel.render`, `AccountViewController.init`,
    `TasksViewController.shownEvents`; `top level` outside them all), its **snippet** (the line's text, trimmed, runs of
    spaces and tabs made one) and an **occurrence** (0 for the first with the same four in line
    order, 1 for the next…). The line number is kept for people only, so inserting lines above a
    violation, or reindenting it, leaves it baselined; the same line in another function, or once
    more in the same one, is new.

    ```json
    { "kind" : "rules", "schemaVersion" : 1,
      "violations" : [ { "enclosing" : "ListViewModel.render", "line" : 3, "occurrence" : 0,
        "path" : "ListViewModel.swift", "rule" : "mvvm.view-model-no-view",
        "snippet" : "let screen: ListView? = nil" } ] }
    ```

    With `--baseline`, the text lists new violations as without one, then the baselined ones
    marked `(baselined)`, then the baseline's that are gone, marked `fixed`, then a count per
    codebase and the conclusion. The exit status follows `archbench check`: **2** when any
    violation is new; **4** when none is new but some baselined ones are fixed (the baseline should
    be updated, so that they cannot come back unnoticed); **0** otherwise. For a view model whose
    `show()` no longer names its view:

    ```
    App/ListViewModel.swift:3:17: mvvm.view-model-no-view: ListViewModel (ViewModel) references ListView (baselined)
    App/ListViewModel.swift:7: mvvm.view-model-no-view: fixed (in ListViewModel.show: let screen: ListView? = nil)
    MVVM: 1 rules, 1 violation (0 new, 1 baselined), 1 fixed
    1 baselined violation fixed: update the baseline with archbench rules --write-baseline b.json (exit 4)
    ```

    JSON gives each violation its key and `baselineState`, and the fixed ones under `absent`.
    SARIF marks every result with SARIF 2.1.0's `baselineState` (§3.27.24): `new`, `unchanged`, or
    `absent` for a fixed one, reported at the line the baseline recorded with level `none`. A
    missing, malformed or other baseline (a scan baseline, `Benchmarks/baseline.json`, another
    schema version) is refused with one line naming the file and what is wrong, exit 1: `is empty`,
    `is a folder`, `schemaVersion 1.5 is not a supported version (1)`, `not a rules baseline:
    schemaVersion is a string, expected an integer`. `--output` naming the file of
    `--write-baseline`, `--baseline` or `--config`, however spelt (`./b.json`, a link to it), is
    refused before any work, exit 64: the listing would replace the baseline. `archbench check
    --scan` gates violations the same way beside complexity and coupling (Docs/check.md).

    The MVC sample checked as MVP (`archbench rules Samples/MVC/Sources --arch mvp`) has 17
    violations of `mvp.view-no-model`. Frozen in a copy, then three comment lines inserted at the
    top of `AccountViewController.swift` and a method `isSame(as other: Session)` added to it:
    its two old violations, now at lines 13 and 17, stay baselined; the method's is new, exit 2
    (`MVP: 2 rules, 18 violations (1 new, 17 baselined), 0 fixed`). With instead
    `TasksViewController.shownEvents` no longer typed `[ServiceEvent]`:
    `MVP: 2 rules, 16 violations (0 new, 16 baselined), 1 fixed`, exit 4, and SARIF has 16
    `unchanged` results and one `absent`.

    """

  static let samples = """
    ## Samples

    Every sample obeys its rules; `.ci/run` runs `Scripts/rules.sh` (`archbench rules Samples`),
    `Tests/RulesTests` checks the line, column and message of each violation on fixtures that break
    the rules and finds none on fixtures that obey them, and the report's conformance matrix has a
    `rules` row. `ArchbenchEndToEndTests` fails when this page differs from what
    `archbench rules --catalog --format markdown` writes. One sample needed a change: MVP's login
    view handed the logged-in `User` to the app (`showMainScreen(for:)`), so a view saw a model; the
    presenter now hands it on through its `onLogIn` closure.

    """
}
