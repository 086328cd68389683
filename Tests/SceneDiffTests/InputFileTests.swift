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
  ])
  func kindFromRootElement(path: String, kind: InputFile.Kind) throws {
    #expect(try InputFile.kind(ofFileAt: TestPaths.package(path)) == kind)
  }
}
