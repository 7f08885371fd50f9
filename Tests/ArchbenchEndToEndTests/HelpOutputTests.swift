import Testing

@Suite("archbench --help")
struct HelpOutputTests {
  @Test func printsTheCommandOverview() throws {
    let result = try ArchbenchProcess.run(["--help"])

    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        OVERVIEW: Measure app architectures with one app implemented in each.

        The samples in Samples/ implement Samples/SPEC.md once per architecture on a
        headless UI platform. archbench runs them and measures them.

        USAGE: archbench <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          demo                    Run a sample app in the terminal, driven by typed
                                  commands.
          architectures           List the architectures archbench knows.
          scan                    Measure the lines, structure and architecture roles
                                  of Swift code.
          graph                   Draw the dependency graph of Swift code per module,
                                  role or type.
          coverage                Measure test coverage and testability of every
                                  architecture.
          latency                 Measure dispatch latency, allocations and scaling of
                                  every architecture.
          report                  Regenerate Reports/: tables, metrics.json,
                                  metrics.csv, index.html and the scorecard.
          check                   Compare fresh measurements with the baseline: a CI
                                  regression gate.
          baseline                Manage the baseline that archbench check compares
                                  against.
          history                 The trend of files, lines and roles per architecture
                                  (or per path) across commits.
          compare                 The per-architecture delta in files, lines, roles and
                                  complexity between two revisions.
          hotspots                Files ranked by commits × cyclomatic complexity, and
                                  pairs of files that change together.
          exercise                Teaching exercises: list, show, check a student's
                                  solution, measure the reference solutions.
          rules                   Check that code follows its architecture's rules
                                  (VIPER, VIP, MVP, MVVM, MVVM-C, Clean, Redux, MVC).
          new                     Start a new sample: Samples/<Name>/, registered with
                                  the package and the registry.
          conformance             Run the shared conformance suite against one
                                  architecture, scenario by scenario.

          See 'archbench help <subcommand>' for detailed help.

        """)
  }
}
