import SceneDiffCore
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// The corpus (`../shared/corpus/ios`, SOURCES.md §9) re-solved at each document's own device
/// must give Interface Builder's stored frames back: IB saved those frames as the solution of
/// the same constraints on that screen, so they are the independent answer.
@Suite struct IBAutoLayoutCorpusTests {
  /// The largest difference between two trees' frames (relative to the parent), or infinity
  /// when their shapes differ.
  static func difference(_ a: [ViewNode], _ b: [ViewNode]) -> Double {
    guard a.count == b.count else { return .infinity }
    var worst = 0.0
    for (x, y) in zip(a, b) {
      worst = max(
        worst,
        abs(x.x - y.x),
        abs(x.y - y.y),
        abs(x.width - y.width),
        abs(x.height - y.height),
        difference(x.children, y.children)
      )
    }
    return worst
  }

  /// Per document: scenes re-solved, and how many gave their stored frames back within 0.5 pt.
  static func roundTrips() throws -> [String: (scenes: Int, same: Int)] {
    var result: [String: (scenes: Int, same: Int)] = [:]
    for path in IBCorpusTests.documents() {
      let root = try XMLDocumentReader.root(file: path)
      let document = try IBDocument.read(root, file: path)
      guard let device = document.device else { continue }
      let landscape = root.child("device")?.value("orientation") == "landscape"
      let screen = SceneDevice(
        width: Int(landscape ? device.height : device.width),
        height: Int(landscape ? device.width : device.height),
        density: device.scale
      )
      var tally = (scenes: 0, same: 0)
      for scene in document.scenes {
        guard let stored = try? IBSceneBuilder(document: document).scene(scene) else { continue }
        let solved = IBAutoLayout(document: document).relayout(stored, scene: scene, device: screen)
        tally.scenes += 1
        if difference(stored.value.views, solved.value.views) <= 0.5 { tally.same += 1 }
      }
      result[String(path.dropFirst(IBCorpusTests.folder.count + 1))] = tally
    }
    return result
  }

  @Test func scenesReSolvedAtTheirOwnDeviceKeepTheirStoredFrames() throws {
    let tallies = try Self.roundTrips()
    // Documents whose every scene must come back: legacy layout guides under navigation bars
    // (Hero), table-view controllers (RxSwift), a pager with stack views (XLPagerTabStrip),
    // a scroll view with content and frame guides (DuckDuckGo JSAlertController).
    let whole = [
      "HeroTransitions__Hero/LegacyExamples/Examples/Basic.storyboard",
      "HeroTransitions__Hero/LegacyExamples/Examples/CityGuide/CityGuide.storyboard",
      "HeroTransitions__Hero/LegacyExamples/Examples/Menu/Menu.storyboard",
      "HeroTransitions__Hero/LegacyExamples/Examples/MusicPlayer.storyboard",
      "ReactiveX__RxSwift/RxExample/RxExample/iOS/Main.storyboard",
      "ReactiveX__RxSwift/RxExample/RxExample/Examples/TableViewPartialUpdates/PartialUpdates.storyboard",
      "xmartlabs__XLPagerTabStrip/Example/Example/Base.lproj/Storyboard.storyboard",
      "duckduckgo__iOS/DuckDuckGo/JSAlertController.storyboard",
      "duckduckgo__iOS/DuckDuckGo/Tab.storyboard",
    ]
    for name in whole {
      let tally = try #require(tallies[name], "\(name)")
      #expect(tally.scenes > 0 && tally.same == tally.scenes, "\(name): \(tally)")
    }
    let scenes = tallies.values.map(\.scenes).reduce(0, +)
    let same = tallies.values.map(\.same).reduce(0, +)
    // The goal set for the re-solver: most corpus scenes (more than two thirds) round-trip.
    #expect(same * 3 > scenes * 2, "\(same) of \(scenes) scenes round-trip")
  }
}
