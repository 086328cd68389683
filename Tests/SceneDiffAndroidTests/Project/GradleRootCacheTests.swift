import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ``GradleProject/root(containing:)`` answers from ``GradleRootCache`` only what a new walk
/// would find.
@Suite struct GradleRootCacheTests {
  /// Every prefix of an absolute path, components as written.
  @Test func prefixesAreTheComponentsAsWritten() {
    #expect(GradleRootCache.prefixes(of: "/a/b/c") == ["/", "/a", "/a/b", "/a/b/c"])
    #expect(
      GradleRootCache.prefixes(of: "/x//y/../z") == ["/", "/x", "/x/y", "/x/y/..", "/x/y/../z"]
    )
    #expect(GradleRootCache.prefixes(of: "/") == ["/"])
    // A trailing slash adds no prefix; a relative path's components are still put under `/`;
    // a non-ASCII one is read by component.
    #expect(GradleRootCache.prefixes(of: "/a/b/") == ["/", "/a", "/a/b"])
    #expect(GradleRootCache.prefixes(of: "a/b") == ["/", "/a", "/a/b"])
    #expect(GradleRootCache.prefixes(of: "/é/b") == ["/", "/é", "/é/b"])
  }

  /// The walk looks in the file's folder and each one above it up to the settings script's.
  @Test func walkListsTheFoldersLookedIn() throws {
    let folder = try TemporaryFolder("gradle-root")
    try folder.write("", to: "settings.gradle")
    let file = try folder.write("<View/>", to: "app/src/main/res/layout/a.xml")
    let walk = GradleProject.walkUp(from: file)
    let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
    #expect(walk.root == root)
    #expect(walk.isCacheable)
    #expect(
      walk.folders == [
        root + "/app/src/main/res/layout", root + "/app/src/main/res", root + "/app/src/main",
        root + "/app/src", root + "/app", root,
      ]
    )
  }

  /// A settings script added, or removed, after a first answer is seen by the next one.
  @Test func addedAndRemovedScriptsAreSeen() throws {
    let folder = try TemporaryFolder("gradle-root")
    let file = try folder.write("<View/>", to: "app/res/layout/a.xml")
    let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
    let outside = GradleProject.root(containing: file)
    #expect(outside != root)
    let script = try folder.write("", to: "settings.gradle.kts")
    #expect(GradleProject.root(containing: file) == root)
    try FileManager.default.removeItem(atPath: script)
    #expect(GradleProject.root(containing: file) == outside)
  }

  /// A settings name that is a link to nothing is missing to the walk, and its answer is not
  /// kept: the link could come to point at a script without its folder changing.
  @Test func danglingScriptLinkIsNotKept() throws {
    let folder = try TemporaryFolder("gradle-root")
    let file = try folder.write("<View/>", to: "app/res/layout/a.xml")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/app/settings.gradle",
      withDestinationPath: folder.path + "/nowhere.gradle"
    )
    let walk = GradleProject.walkUp(from: file)
    #expect(walk.root != URL(fileURLWithPath: folder.path + "/app").standardizedFileURL.path)
    #expect(!walk.isCacheable)
  }

  /// The shipped two-module project (settled long ago, so its answer is kept) answers the
  /// same from the cache as by walking.
  @Test func keptAnswerIsTheWalksAnswer() {
    let path = ProjectModeTests.fixture + "/app/src/main/res/layout"
    let walked = GradleProject.walkUp(from: path).root
    #expect(GradleProject.root(containing: path) == walked)
    #expect(GradleProject.root(containing: path) == walked)
    #expect(walked == ProjectModeTests.fixture)
  }

  /// A path's folder and name as written; `nil` for a path whose name is not plain.
  @Test func split() {
    let cases: [(String, String, String)] = [
      ("a/b/c.xml", "a/b", "c.xml"), ("c.xml", ".", "c.xml"), ("/c.xml", "/", "c.xml"),
      ("../x/c-d_e+f.xml", "../x", "c-d_e+f.xml"), ("a//.c.xml", "a/", ".c.xml"),
      ("/a b/./c.xml", "/a b/.", "c.xml"),
    ]
    for (path, folder, name) in cases {
      let found = GradleRootCache.split(path)
      #expect(found?.folder == folder && found?.name == name, "\(path)")
    }
    for path in ["", "/", "a/", "a/.", "a/..", "..", "~/c.xml", "a/c d.xml", "é/c.xml", "a/c%.xml"]
    {
      #expect(GradleRootCache.split(path) == nil, "\(path)")
    }
  }

  /// A file's answer comes from its folder's walk: the folder that holds the script for the
  /// files of one folder, for a file that does not exist, and for a path one level up that is
  /// itself a folder named like a file (its walk starts in it, where its own script is).
  @Test func filesShareTheirFoldersWalk() throws {
    let folder = try TemporaryFolder("gradle-root")
    let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
    try folder.write("", to: "settings.gradle")
    let first = try folder.write("<View/>", to: "app/res/layout/a.xml")
    let second = try folder.write("<View/>", to: "app/res/layout/b.xml")
    #expect(GradleProject.root(containing: first) == root)
    #expect(GradleProject.root(containing: second) == root)
    #expect(GradleProject.root(containing: root + "/app/res/layout/missing.xml") == root)
    try folder.write("", to: "app/res/layout/inner.xml/settings.gradle.kts")
    #expect(
      GradleProject.root(containing: root + "/app/res/layout/inner.xml") == root
        + "/app/res/layout/inner.xml"
    )
    #expect(GradleProject.root(containing: first) == root)
    #expect(GradleProject.root(containing: root + "/app/res/../res/layout/b.xml") == root)
  }
}
