import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ``StandardizedPathCache`` answers what `NSString.standardizingPath` answers, and sees a
/// link replaced along the path.
@Suite struct StandardizedPathCacheTests {
  /// A folder link pointed elsewhere between two answers: the second follows the new target.
  @Test func replacedLinkIsSeen() throws {
    let folder = try TemporaryFolder("standardized-path")
    _ = try folder.write("<View/>", to: "a/main.xml")
    _ = try folder.write("<View/>", to: "b/main.xml")
    let root = (folder.path as NSString).resolvingSymlinksInPath
    let link = folder.path + "/current"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root + "/a")
    let path = link + "/../current/main.xml"
    #expect(StandardizedPathCache.shared.standardized(path) == root + "/a/main.xml")
    try FileManager.default.removeItem(atPath: link)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root + "/b")
    #expect(StandardizedPathCache.shared.standardized(path) == root + "/b/main.xml")
  }

  /// The shipped fixtures (settled long ago, so their answers are kept) answer the same from
  /// the cache as from Foundation, as do a path under `~` and one that does not exist.
  @Test func keptAnswersAreFoundations() {
    let paths = [
      ProjectModeTests.fixture + "/app/src/main/res/layout/../layout/activity_main.xml",
      "~/no-such-folder/x.xml",
      "/no-such-folder/./x.xml",
    ]
    for path in paths {
      let foundation = (path as NSString).standardizingPath
      #expect(StandardizedPathCache.shared.standardized(path) == foundation)
      #expect(StandardizedPathCache.shared.standardized(path) == foundation)
    }
  }

  /// Paths in a folder, through links and `..`, to a linked, a missing and a dangling file, and
  /// one written relative to the current directory: each cache (a fresh one each time) answers
  /// Foundation's answer.
  @Test func answersFromTheFolderAreFoundations() throws {
    let folder = try TemporaryFolder("standardized-folder")
    _ = try folder.write("<View/>", to: "a/main.xml")
    let root = (folder.path as NSString).resolvingSymlinksInPath
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: root + "/linkA", withDestinationPath: root + "/a")
    try manager.createSymbolicLink(atPath: root + "/linkRel", withDestinationPath: "a")
    try manager.createSymbolicLink(atPath: root + "/linkLink", withDestinationPath: "linkA")
    try manager.createSymbolicLink(atPath: root + "/a/link.xml", withDestinationPath: "main.xml")
    try manager.createSymbolicLink(atPath: root + "/a/dangling.xml", withDestinationPath: "none")
    let current = manager.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: current) + root.dropFirst() + "/a/main.xml"
    let paths = [
      folder.path + "/a/main.xml", root + "/a/main.xml", root + "/a/./main.xml",
      root + "/a/../a/main.xml", root + "/linkA/main.xml", root + "/linkRel/main.xml",
      root + "/linkLink/main.xml", root + "/linkA/../a/main.xml", root + "/a/link.xml",
      root + "/a/missing.xml", root + "/a/dangling.xml", root + "/a//main.xml", relative,
    ]
    for path in paths {
      let foundation = (path as NSString).standardizingPath
      #expect(StandardizedPathCache().standardized(path) == foundation, "\(path)")
    }
  }

  /// The folder's answer is used for a plain file that exists and is no link, and not for a
  /// linked, missing or dangling file; where it is used it is Foundation's.
  @Test func folderAnswerOnlyForPlainFiles() throws {
    let folder = try TemporaryFolder("standardized-through")
    _ = try folder.write("<View/>", to: "a/main.xml")
    let root = (folder.path as NSString).resolvingSymlinksInPath
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: root + "/linkA", withDestinationPath: root + "/a")
    try manager.createSymbolicLink(atPath: root + "/a/link.xml", withDestinationPath: "main.xml")
    let cache = StandardizedPathCache()
    for path in [root + "/a/main.xml", root + "/linkA/main.xml", root + "/a/../a/main.xml"] {
      #expect(cache.throughFolder(path) == (path as NSString).standardizingPath, "\(path)")
      #expect(cache.throughFolder(path) == root + "/a/main.xml", "\(path)")
    }
    #expect(cache.throughFolder(root + "/a/link.xml") == nil)
    #expect(cache.throughFolder(root + "/a/missing.xml") == nil)
    #expect(cache.throughFolder(root + "/a//main.xml") == nil)
    #expect(cache.throughFolder("main.xml") == nil)
  }
}
