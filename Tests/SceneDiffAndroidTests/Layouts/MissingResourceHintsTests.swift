import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// The walk that looks for other modules' `res/` folders stays within its budget (a fuzz
/// finding: a layout named through `res/transition/../layout/` climbed to the temporary folder
/// and listed thousands of folders; Tests/Fixtures/Fuzz/fuzz-transition-manager holds it).
@Suite struct MissingResourceHintsTests {
  /// `top/a/res` … `top/e/res`, plus a `build/res` and a `.hidden/res` that are never searched.
  static func tree() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("hints")
    for name in ["a", "b", "c", "d", "e", "build", ".hidden", "node_modules"] {
      try folder.write("<resources/>", to: "\(name)/res/values/values.xml")
    }
    return folder
  }

  @Test func findsEveryResFolderWithinTheBudget() throws {
    let folder = try Self.tree()
    let found = MissingResourceHints.resFolders(under: folder.path, budget: 10_000)
    #expect(found == ["a", "b", "c", "d", "e"].map { "\(folder.path)/\($0)/res" })
  }

  @Test func stopsAfterTheBudget() throws {
    let folder = try Self.tree()
    // The top folder's five visible entries a…e are entries 1–5 (build, node_modules and
    // .hidden are skipped, not counted); a's only entry, res, is the 6th: found. b's res would
    // be the 7th.
    let six = MissingResourceHints.resFolders(under: folder.path, budget: 6)
    #expect(six == ["\(folder.path)/a/res"])
    // With 4, the walk stops inside the top folder (e is the 5th entry) and finds nothing.
    #expect(MissingResourceHints.resFolders(under: folder.path, budget: 4).isEmpty)
  }
}
