import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// Which loader a file needs, told by its root element.
@Suite struct InputFileTests {
  @Test(arguments: [
    ("Scenes/master-detail/layout/inbox.xml", InputFile.Kind.scene),
    ("Scenes/master-detail/transition/manager.xml", .manifest),
    ("Scenes/master-detail/transition/inbox_to_detail.xml", .transition),
    ("Scenes/android-profile/layout/profile_row.xml", .layout),
    ("Scenes/android-profile/values/dimens.xml", .resource),
    ("Scenes/android-profile/drawable/avatar.xml", .resource),
    ("Scenes/material/AndroidManifest.xml", .resource),
  ])
  func kindFromRootElement(path: String, kind: InputFile.Kind) throws {
    #expect(try InputFile.kind(ofFileAt: TestPaths.package(path)) == kind)
  }

  /// Checking the shipped scenes is the quick start's first step: every file under Scenes/,
  /// the Material scenario's AndroidManifest.xml among them, checks without an error.
  @Test func theShippedScenesCheckWithoutErrors() throws {
    let folder = TestPaths.package("Scenes")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".xml") }.sorted()
    #expect(files.contains("material/AndroidManifest.xml"))
    for file in files {
      let result = InputFile.check(path: folder + "/" + file)
      #expect(result.kind != nil, "\(file)")
      #expect(result.diagnostics.allSatisfy { $0.severity != .error }, "\(file)")
    }
  }
}
