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
}
