import Foundation
import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Transition manager rules: which rule applies to a pair, whatever the paths' spelling, and
/// what a bad rule costs.
@Suite struct TransitionManagerFileTests {
  /// `res/` with layouts `a`, `b`, `c`, transitions `t` and `u`, and `manager.xml` written from
  /// `rules`; returns the folder.
  static func resTree(_ rules: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("manager")
    for name in ["a", "b", "c"] {
      try folder.write("<FrameLayout/>\n", to: "res/layout/\(name).xml")
    }
    for name in ["t", "u"] {
      try folder.write("<fade/>\n", to: "res/transition/\(name).xml")
    }
    try folder.write(
      """
      <transitionManager xmlns:android="http://schemas.android.com/apk/res/android">
      \(rules)
      </transitionManager>

      """,
      to: "res/transition/manager.xml"
    )
    return folder
  }

  /// `path` relative to the current directory, climbing with `..` to the root first.
  static func relativeToCurrentDirectory(_ path: String) -> String {
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    return String(repeating: "../", count: depth) + path.drop { $0 == "/" }
  }

  @Test func aRuleMatchesEverySpellingOfItsScenes() throws {
    let folder = try Self.resTree(
      """
        <transition android:fromScene="@layout/a" android:toScene="@layout/b"
            android:transition="@transition/t"/>
      """
    )
    let res = folder.path + "/res"
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/linked-a.xml",
      withDestinationPath: res + "/layout/a.xml"
    )
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/linked-res",
      withDestinationPath: res
    )
    let manifest = try TransitionManagerFile.load(path: res + "/transition/manager.xml").value
    let t = res + "/transition/t.xml"
    let spellings: [(from: String, to: String)] = [
      (res + "/layout/a.xml", res + "/layout/b.xml"),
      (res + "/layout/../layout/a.xml", res + "/layout/./b.xml"),
      (res + "//layout/a.xml", folder.path + "/res/transition/../layout/b.xml"),
      (folder.path + "/linked-a.xml", folder.path + "/linked-res/layout/b.xml"),
      (Self.relativeToCurrentDirectory(res + "/layout/a.xml"), res + "/layout/b.xml"),
    ]
    for (from, to) in spellings {
      #expect(manifest.transition(from: from, to: to) == t, "\(from) → \(to)")
    }
    // The reverse pair has no rule: AutoTransition.
    #expect(manifest.transition(from: res + "/layout/b.xml", to: res + "/layout/a.xml") == nil)
  }

  @Test func aManifestReachedThroughALinkOrDotsResolvesItsRulesToTheSameFiles() throws {
    let folder = try Self.resTree(
      """
        <transition android:toScene="@layout/b" android:transition="@transition/t"/>
      """
    )
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/linked-res",
      withDestinationPath: folder.path + "/res"
    )
    let viaLink = try TransitionManagerFile.load(
      path: folder.path + "/linked-res/transition/manager.xml"
    ).value
    let viaDots = try TransitionManagerFile.load(
      path: folder.path + "/res/layout/../transition/manager.xml"
    ).value
    for manifest in [viaLink, viaDots] {
      #expect(
        manifest.transition(
          from: folder.path + "/res/layout/a.xml",
          to: folder.path + "/res/layout/b.xml"
        )
        .map(FilePaths.canonical) == FilePaths.canonical(folder.path + "/res/transition/t.xml")
      )
    }
  }

  @Test func anExactRuleWinsOverAToOnlyRuleWrittenWithAnotherSpelling() throws {
    let folder = try Self.resTree(
      """
        <transition android:toScene="@layout/b" android:transition="@transition/u"/>
        <transition android:fromScene="../layout/a.xml" android:toScene="../layout/./b.xml"
            android:transition="@transition/t"/>
      """
    )
    let res = folder.path + "/res"
    let manifest = try TransitionManagerFile.load(path: res + "/transition/manager.xml").value
    // a → b: the exact rule (line 3), though it spells b another way than the to-only rule.
    let exact = try #require(manifest.rule(from: res + "/layout/a.xml", to: res + "/layout/b.xml"))
    #expect(exact.location.line == 3)
    // c → b: only the to-only rule (line 2) applies.
    let toOnly = try #require(manifest.rule(from: res + "/layout/c.xml", to: res + "/layout/b.xml"))
    #expect(toOnly.location.line == 2)
    // Pairs: a → b from line 3; the to-only rule applies from every other scene named (a is
    // covered by line 3's rule, and b, written twice, is one scene): none.
    #expect(manifest.pairs.map(\.location.line) == [3])
    #expect(manifest.scenes.count == 2)
  }

  @Test func aRuleNamingAMissingSceneIsAnErrorAtTheRuleAndTheOthersAreKept() throws {
    let folder = try Self.resTree(
      """
        <transition android:fromScene="@layout/a" android:toScene="@layout/b"
            android:transition="@transition/t"/>
        <transition android:fromScene="@layout/b" android:toScene="@layout/missing"
            android:transition="@transition/t"/>
      """
    )
    let path = folder.path + "/res/transition/manager.xml"
    let (manifest, diagnostics) = try TransitionManagerFile.loadEachRule(path: path)
    #expect(manifest.rules.map(\.location.line) == [2])
    let error = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(error.severity == .error && error.code == "unresolved-reference")
    // Line 4 is `  <transition android:fromScene="@layout/b" android:toScene="@layout/missing"`:
    // 2 spaces + `<transition ` (12) + `android:fromScene="@layout/b" ` (30) +
    // `android:toScene="` (17) = 61 bytes before the value, so column 62.
    #expect(error.location == SourceLocation(file: path, line: 4, column: 62))
    // The strict load, as `check` uses it, still fails with that error.
    #expect(throws: DiagnosticsError.self) { try TransitionManagerFile.load(path: path) }
  }

  @Test func aFolderIsNotAScene() throws {
    let folder = try Self.resTree(
      """
        <transition android:toScene="../layout" android:transition="@transition/t"/>
      """
    )
    let (manifest, diagnostics) = try TransitionManagerFile.loadEachRule(
      path: folder.path + "/res/transition/manager.xml"
    )
    #expect(manifest.rules.isEmpty)
    #expect(diagnostics.map(\.code) == ["unresolved-reference"])
  }
}
