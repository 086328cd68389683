import SceneDiffCore
import SceneDiffXML

extension InterfaceBuilderFile {
  /// Every diagnostic of a document: each scene loaded (a `scene` name checks that one only)
  /// and every segue's destination resolved.
  package static func check(_ root: LocatedElement, file: String, scene: String?) -> [Diagnostic] {
    let document: IBDocument
    do {
      document = try IBDocument.read(root, file: file)
    } catch {
      return error.diagnostics
    }
    var found = document.diagnostics
    var scenes = document.scenes
    if let scene {
      do {
        scenes = [try select(scene, in: document)]
      } catch {
        return found + error.diagnostics
      }
    }
    for each in scenes {
      do {
        found += try IBSceneBuilder(document: document).scene(each).diagnostics
      } catch {
        // A controller without a view (a storyboard reference, a hosting controller) is no
        // fault of the document; naming it as a scene is.
        found += error.diagnostics.filter { $0.code != "no-view" || scene != nil }
      }
    }
    if let initial = document.initialViewController,
      !document.objectIDs.contains(initial.value)
    {
      found.append(
        InterfaceBuilderError.unknownDestination(
          initial.valueLocation,
          id: initial.value,
          element: "document initialViewController"
        ).diagnostic
      )
    }
    found += segueProblems(document.root, document)
    found += StoryboardSegueReader(document: document).diagnostics
    found += customSegueWarnings(document)
    var seen = Set<String>()
    return found.filter { seen.insert("\($0.code) \($0.description)").inserted }
  }

  /// A `custom-segue` warning for every custom segue: planned with a default unless a
  /// transition file is named for it (Docs/interface-builder.md).
  private static func customSegueWarnings(_ document: IBDocument) -> [Diagnostic] {
    let planner = StoryboardSeguePlanner(StoryboardSegueReader(document: document))
    return planner.segues.filter { $0.kind == .custom }.compactMap { segue in
      guard let step = try? planner.step(segue, isPop: false) else {
        return StoryboardSegueDiagnostics.customSegue(segue, default: "a show segue")
      }
      return step.diagnostics.first { $0.code == "custom-segue" }
    }
  }

  /// A located error for every segue whose destination is no object of the document.
  private static func segueProblems(_ element: LocatedElement, _ document: IBDocument)
    -> [Diagnostic]
  {
    var found: [Diagnostic] = []
    if element.name == "segue", let destination = element.attribute("destination"),
      !document.objectIDs.contains(destination.value)
    {
      found.append(
        InterfaceBuilderError.unknownDestination(
          destination.valueLocation,
          id: destination.value,
          element: "segue"
        ).diagnostic
      )
    }
    for child in element.children { found += segueProblems(child, document) }
    return found
  }
}
