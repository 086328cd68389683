import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// A `res/` folder's scan is kept only under ``ResourceFolderScanCache``'s rule, and what it
/// keeps is what a fresh scan reads.
@Suite struct ResourceFolderScanCacheTests {
  /// A file just written is not settled: its status-change time is now, not more than
  /// ``FileStamp/settleSeconds`` (3) before the current second.
  @Test func justWrittenFileIsNotSettled() throws {
    let fixture = try LayoutFixture(["values/dimens.xml": "<resources/>"])
    let stamp = try #require(FileStamp(path: fixture.res + "/values/dimens.xml"))
    #expect(!stamp.isSettled(before: FileStamp.now()))
    // Settled from 4 seconds after its change (changed < time − 3), not at 3.
    #expect(stamp.isSettled(before: stamp.changed + 4))
    #expect(!stamp.isSettled(before: stamp.changed + 3))
    #expect(stamp.isCurrent)
    #expect(FileStamp(path: fixture.res + "/values/missing.xml") == nil)
  }

  /// Rewriting a file gives it a new stamp once its time has moved on; an unchanged one
  /// keeps its stamp.
  @Test func stampsFollowTheFile() throws {
    let fixture = try LayoutFixture(["values/dimens.xml": "<resources/>"])
    let path = fixture.res + "/values/dimens.xml"
    let stamp = try #require(FileStamp(path: path))
    #expect(FileStamp(path: path) == stamp)
    try FileManager.default.removeItem(atPath: path)
    try Data("<resources></resources>".utf8).write(to: URL(fileURLWithPath: path))
    // Another size (23 bytes instead of 12), so another stamp whatever the clock says.
    #expect(FileStamp(path: path) != stamp)
    #expect(!stamp.isCurrent)
  }

  /// A scan from the cache is the scan a fresh read gives, for a fresh folder (never kept)
  /// and for the shipped fixtures (settled long ago, so kept and given again).
  @Test func cachedScansAreFreshScans() throws {
    let fixture = try LayoutFixture([
      "values/dimens.xml": "<resources/>", "layout/a.xml": "<View/>",
    ])
    let fresh = ResourceFolderScanCache.shared.scan(fixture.res)
    #expect(fresh == ResourceFolderScan(folder: fixture.res))
    #expect(fresh.subfolders.map(\.type) == ["layout", "values"])
    let folder = TestPaths.corpusResources + "/BasicTransition/res"
    let first = ResourceFolderScanCache.shared.scan(folder)
    #expect(ResourceFolderScanCache.shared.scan(folder) == first)
    #expect(first == ResourceFolderScan(folder: folder))
  }

  /// An entry named like a typed folder that is a file could become a folder without the
  /// `res/` folder's stamp changing: such a scan says so, and is never kept.
  @Test func typedFileIsFlagged() throws {
    let fixture = try LayoutFixture(["values/dimens.xml": "<resources/>"])
    #expect(!ResourceFolderScan(folder: fixture.res).hasTypedNonFolder)
    try Data().write(to: URL(fileURLWithPath: fixture.res + "/drawable-hdpi"))
    try Data().write(to: URL(fileURLWithPath: fixture.res + "/notes"))
    let scan = ResourceFolderScan(folder: fixture.res)
    #expect(scan.hasTypedNonFolder)
    #expect(scan.subfolders.map(\.type) == ["values"])
  }
}
