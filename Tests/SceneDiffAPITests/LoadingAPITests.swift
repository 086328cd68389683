import Foundation
import SceneDiff
import Testing

/// Every loader takes a path, a file URL or the file's `Data`, and all three give the same value.
@Suite struct LoadingAPITests {
  static let tasksBefore = "Scenes/list-remove/layout/tasks_before.xml"
  static let profileRow = "Scenes/android-profile/layout/profile_row.xml"

  @Test func sceneFileLoadsAPathAURLAndData() throws {
    let path = PackageFiles.path(Self.tasksBefore)
    let byPath = try SceneFile.load(path: path).value
    let byURL = try SceneFile.load(contentsOf: URL(fileURLWithPath: path)).value
    let byData = try SceneFile.load(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(byURL == byPath)
    // Without `file`, locations name the data "<data>"; the views are the file's.
    #expect(byData.value.views.map(\.id) == byPath.views.map(\.id))
    #expect(byData.value.views.first?.location?.file == "<data>")
    // tasks_before.xml: <scene width="360" height="640" units="dp" density="2.75">.
    #expect(byPath.width == 360 && byPath.height == 640)
    #expect(byPath.units == "dp" && byPath.density == 2.75)
  }

  @Test func nativeSceneFileLoadsAPathAURLAndData() throws {
    let url = PackageFiles.url(Self.tasksBefore)
    let byPath = try NativeSceneFile.load(path: url.path).value
    let byURL = try NativeSceneFile.load(contentsOf: url).value
    let byData = try NativeSceneFile.load(data: try Data(contentsOf: url), file: url.path).value
    #expect(byURL == byPath)
    #expect(byData == byPath)
    // Three top-level views: status_bar, toolbar, task_list.
    #expect(byPath.views.map(\.id) == ["status_bar", "toolbar", "task_list"])
  }

  @Test func transitionFileLoadsAPathAURLAndData() throws {
    let url = PackageFiles.url("Scenes/master-detail/transition/inbox_to_detail.xml")
    let byPath = try TransitionFile.load(path: url.path).value
    let byURL = try TransitionFile.load(contentsOf: url).value
    let byData = try TransitionFile.load(data: try Data(contentsOf: url), file: url.path).value
    #expect(byURL == byPath)
    #expect(byData == byPath)
    // <transitionSet android:transitionOrdering="together" android:duration="300"> holding
    // <changeBounds android:interpolator="@android:interpolator/fast_out_slow_in"/> and <fade/>.
    #expect(byPath.durationMs == 300)
    let set = try #require(byPath.kind as? TransitionSet)
    #expect(set.ordering == .together)
    #expect(set.children.map(\.className) == ["ChangeBounds", "Fade"])
    #expect(set.children.first?.curve == .interpolator(.fastOutSlowIn))
  }

  @Test func transitionManagerFileLoadsAPathAURLAndData() throws {
    let url = PackageFiles.url("Scenes/list-remove/transition/manager.xml")
    let byPath = try TransitionManagerFile.load(path: url.path).value
    let byURL = try TransitionManagerFile.load(contentsOf: url).value
    let byData = try TransitionManagerFile.load(data: try Data(contentsOf: url), file: url.path)
      .value
    #expect(byURL == byPath)
    #expect(byData == byPath)
    // One rule: @layout/tasks_before → @layout/tasks_after with @transition/auto_remove, each
    // reference resolved in the manifest's res tree (Scenes/list-remove/).
    let pairs = byPath.pairs
    try #require(pairs.count == 1)
    #expect(pairs[0].from.hasSuffix("list-remove/layout/tasks_before.xml"))
    #expect(pairs[0].to.hasSuffix("list-remove/layout/tasks_after.xml"))
    #expect(pairs[0].transition.hasSuffix("list-remove/transition/auto_remove.xml"))
  }

  @Test func layoutFileLoadsAPathAURLAndData() throws {
    let url = PackageFiles.url(Self.profileRow)
    let byPath = try LayoutFile.load(path: url.path).value
    let byURL = try LayoutFile.load(contentsOf: url).value
    let byData = try LayoutFile.load(data: try Data(contentsOf: url), file: url.path).value
    #expect(byURL == byPath)
    #expect(byData == byPath)
    // The default phone is 1080 × 1920 px at density 2.625. The avatar is @dimen/avatar_small
    // = 56dp = 56 × 2.625 = 147 px square, inside the row's @dimen/spacing = 16dp
    // = 16 × 2.625 = 42 px padding.
    #expect(byPath.width == 1080 && byPath.height == 1920)
    let avatar = try #require(byPath.view(forKey: "avatar"))
    #expect([avatar.x, avatar.y, avatar.width, avatar.height] == [42, 42, 147, 147])
  }

  @Test func dataIsReadAsIfItWereTheFileItNames() throws {
    let data = try Data(contentsOf: PackageFiles.url(Self.profileRow))
    // Named outside any res/layout folder, the layout finds no res/ folder, so its
    // @dimen/avatar_small cannot resolve.
    #expect(throws: DiagnosticsError.self) {
      try LayoutFile.load(data: data, file: "elsewhere/profile_row.xml")
    }
  }
}
