import Foundation
import SceneDiffCore
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// Every Interface Builder document of `../shared/corpus/ios` (SOURCES.md §9) loads.
@Suite struct IBCorpusTests {
  static let folder = TestPaths.sharedCorpus + "/ios"

  static func documents() -> [String] {
    let found = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    return found.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
      .map { folder + "/" + $0 }
  }

  @Test func everyDocumentChecksWithoutErrors() throws {
    let paths = Self.documents()
    // SOURCES.md §9: 30 documents, 23 storyboards and 7 xibs.
    #expect(paths.count == 30)
    #expect(paths.filter { $0.hasSuffix(".xib") }.count == 7)
    var warnings: [String] = []
    for path in paths {
      let root = try XMLDocumentReader.root(file: path)
      let found = InterfaceBuilderFile.check(root, file: path, scene: nil)
      let errors = found.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(path): \(errors)")
      warnings += found.filter { $0.severity == .warning }.map(\.code)
    }
    // The only warnings: SwiftMessages' 7 custom segues (SwiftMessagesTopSegue …), which
    // SceneDiff plans with a default (grep -c 'kind="custom"' on the corpus: 7).
    #expect(warnings == Array(repeating: "custom-segue", count: 7))
  }

  @Test func everySegueIsPlannedOrLocated() throws {
    var steps = 0
    var skipped: [String] = []
    for path in Self.documents() where path.hasSuffix(".storyboard") {
      let found = try InterfaceBuilderFile.segueSteps(
        try XMLDocumentReader.root(file: path),
        file: path
      )
      steps += found.steps.count
      skipped += found.skipped.map(\.code)
      #expect(found.skipped.allSatisfy { $0.location?.file == path })
    }
    // 119 segues (below): 27 relationship and 2 embed are no transitions; 1 unwind is a note;
    // 18 lead to storyboard references, of which 4 name storyboards the corpus has (RxSwift's
    // APIWrappers, PartialUpdates, SimpleUIPickerViewExample, TableViewWithEditingCommands,
    // found under the folder above Main.storyboard's) and 14 do not; 1 leads to a hosting
    // controller. The other 119 − 29 − 1 − 14 − 1 = 74 are planned performed and popped or
    // dismissed: 148 steps; 15 are located errors.
    #expect(steps == 148)
    #expect(skipped.filter { $0 == "segue-destination-not-a-scene" }.count == 15)
    #expect(skipped.filter { $0 == "unwind-segue" }.count == 1)
    #expect(skipped.count == 16)
  }

  @Test func aStoryboardReferenceIsFollowed() throws {
    let main = Self.folder + "/ReactiveX__RxSwift/RxExample/RxExample/iOS/Main.storyboard"
    // Its segue jyD-mL-MWs (kind push, from the navigation stack's root)
    // leads to the reference storyboardName="APIWrappers" without referencedIdentifier: the
    // initial controller of Examples/APIWrappers/APIWrappers.storyboard.
    let step = try InterfaceBuilderFile.segueStep(path: main, segue: "jyD-mL-MWs", isPop: false)
    #expect(
      step.to == Self.folder
        + "/ReactiveX__RxSwift/RxExample/RxExample/Examples/APIWrappers/APIWrappers.storyboard"
    )
    #expect(step.presentation == .push)
  }

  @Test func everySceneWithAViewLoads() throws {
    var loaded = 0
    var withoutView: [String] = []
    for path in Self.documents() {
      let document = try IBDocument.read(try XMLDocumentReader.root(file: path), file: path)
      for scene in document.scenes {
        do {
          let tree = try IBSceneBuilder(document: document).scene(scene).value
          #expect(tree.width > 0 && tree.height > 0, "\(path)#\(scene.name)")
          loaded += 1
        } catch {
          #expect(error.diagnostics.map(\.code) == ["no-view"], "\(path)#\(scene.name)")
          withoutView.append(scene.element.name)
        }
      }
    }
    // Storyboard references and hosting controllers have no view in the document
    // (grep -c '<viewControllerPlaceholder' over the corpus: 18; '<hostingController': 1).
    #expect(withoutView.filter { $0 == "viewControllerPlaceholder" }.count == 18)
    #expect(withoutView.filter { $0 == "hostingController" }.count == 1)
    #expect(withoutView.count == 19)
    // 133 storyboard controllers (grep sceneMemberID="viewController") and 7 xib top-level
    // views with a frame, less those 19.
    #expect(loaded == 133 + 7 - 19)
  }

  @Test func everySegueIsRead() throws {
    var kinds: [StoryboardSegue.Kind: Int] = [:]
    for path in Self.documents() where path.hasSuffix(".storyboard") {
      for segue in try InterfaceBuilderFile.segues(path: path).value {
        kinds[segue.kind, default: 0] += 1
      }
    }
    // grep over the corpus: 125 <segue> elements, less 6 that are no segue of their own (4
    // `<segue reference>` in <inferredMetricsTieBreakers>, 2 peek-and-pop `key="commit"` /
    // `key="preview"` inside a presentation segue): 119, by kind as below.
    #expect(kinds.values.reduce(0, +) == 119)
    #expect(kinds[.show] == 54)
    #expect(kinds[.relationship] == 27)
    #expect(kinds[.push] == 15)
    #expect(kinds[.presentation] == 12)
    #expect(kinds[.custom] == 7)
    #expect(kinds[.embed] == 2)
    #expect(kinds[.popoverPresentation] == 1)
    #expect(kinds[.unwind] == 1)
  }
}
