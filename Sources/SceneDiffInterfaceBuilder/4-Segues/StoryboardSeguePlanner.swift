import Foundation
import SceneDiffCore
import SceneDiffXML

/// Turns a storyboard's segues into screen changes (``StoryboardSegueStep``): which controllers
/// are in a navigation controller's stack, how each segue is performed, and the scenes it
/// moves between.
package struct StoryboardSeguePlanner {
  /// The document.
  package let document: IBDocument
  /// Its segues, in document order.
  package let segues: [StoryboardSegue]
  /// The ids of the controllers in a navigation controller's stack: each navigation
  /// controller's root, and every controller a show or push segue leads to from one of them.
  package private(set) var inNavigationStack: Set<String> = []
  /// The `*.storyboard` files a storyboard reference may name, by name without the extension:
  /// those under the folder above the document's, the first in sorted path order.
  private var storyboardsNearby: [String: String] = [:]

  /// The segue kinds that show no transition.
  package static let containment: Set<StoryboardSegue.Kind> = [.relationship, .embed]

  /// Reads the segues of a document; an unknown kind or transition style is thrown.
  package init(document: IBDocument) throws(DiagnosticsError) {
    let reader = StoryboardSegueReader(document: document)
    if !reader.diagnostics.isEmpty { throw DiagnosticsError(reader.diagnostics) }
    self.init(reader)
  }

  /// Plans the segues a reader found, leaving out those it reported (for `check`).
  package init(_ reader: StoryboardSegueReader) {
    self.document = reader.document
    self.segues = reader.segues
    findNavigationStacks()
    let references = document.scenes.filter { $0.element.name == "viewControllerPlaceholder" }
    if !references.isEmpty { storyboardsNearby = Self.storyboards(near: document.file) }
  }

  /// The `*.storyboard` files under the parent of the folder `file` is in (the current folder
  /// for a file given without one), by name: at most 4 folders deep, hidden folders skipped,
  /// the first in sorted path order.
  private static func storyboards(near file: String) -> [String: String] {
    let folder = (file as NSString).deletingLastPathComponent
    let root = folder.isEmpty ? "." : (folder as NSString).deletingLastPathComponent
    let base = root.isEmpty ? "." : root
    let url = URL(fileURLWithPath: base, isDirectory: true).standardizedFileURL
    guard
      let walk = FileManager.default.enumerator(
        at: url,
        includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles, .skipsPackageDescendants]
      )
    else { return [:] }
    var found: [String] = []
    let prefix = url.path.hasSuffix("/") ? url.path : url.path + "/"
    while let next = walk.nextObject() as? URL {
      if walk.level >= 4 { walk.skipDescendants() }
      let path = next.standardizedFileURL.path
      guard path.hasSuffix(".storyboard"), path.hasPrefix(prefix) else { continue }
      found.append(String(path.dropFirst(prefix.count)))
    }
    var byName: [String: String] = [:]
    for path in found.sorted() {
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      if byName[name] == nil {
        byName[name] = base == "." ? path : (base as NSString).appendingPathComponent(path)
      }
    }
    return byName
  }

  /// The controller element with an id.
  package func controller(_ id: String?) -> LocatedElement? {
    guard let id else { return nil }
    return document.scenes.first { $0.id == id }?.element
  }

  private mutating func findNavigationStacks() {
    for segue in segues where segue.kind == .relationship {
      guard segue.relationship == "rootViewController",
        controller(segue.sourceID)?.name == "navigationController",
        let destination = segue.destinationID
      else { continue }
      inNavigationStack.insert(destination)
    }
    // A push makes its destination part of the stack; an embedded child shares its parent's.
    let spreading: Set<StoryboardSegue.Kind> = [.show, .push, .showDetail, .replace, .embed]
    var changed = true
    while changed {
      changed = false
      for segue in segues where spreading.contains(segue.kind) {
        guard let source = segue.sourceID, inNavigationStack.contains(source),
          let destination = segue.destinationID,
          controller(destination)?.name != "navigationController"
        else { continue }
        if inNavigationStack.insert(destination).inserted { changed = true }
      }
    }
  }

  /// The segue named `name` (its identifier, else its IB id).
  package func segue(named name: String) throws(DiagnosticsError) -> StoryboardSegue {
    if let found = segues.first(where: { $0.identifier == name })
      ?? segues.first(where: { $0.id == name })
    {
      return found
    }
    let names = segues.filter { !Self.containment.contains($0.kind) }.map(\.name)
    // At the list of scenes, which holds every segue (else the <document> element).
    let scenes = document.root.child("scenes")?.location ?? document.root.location
    throw DiagnosticsError([
      StoryboardSegueDiagnostics.unknownSegue(name, at: scenes, names: names)
    ])
  }

  /// The screen change a segue makes, forward or reversed.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` for a relationship, embed or unwind segue,
  ///   or one whose destination is no scene of the document.
  package func step(_ segue: StoryboardSegue, isPop: Bool) throws(DiagnosticsError)
    -> StoryboardSegueStep
  {
    let (source, destination) = try scenes(of: segue)
    var (presentation, transition, notes) = performance(of: segue, isPop: isPop)
    let isCustom = segue.kind == .custom
    if isCustom {
      let planned =
        presentation == .push
        ? "UINavigationController's default push"
        : "a \((transition.kind as? IOSModalTransition)?.style.rawValue ?? "coverVertical") modal "
          + "presentation"
      notes.insert(StoryboardSegueDiagnostics.customSegue(segue, default: planned), at: 0)
    }
    if !segue.animates { presentation = .immediate }
    return StoryboardSegueStep(
      segue: segue,
      isPop: isPop,
      presentation: presentation,
      from: isPop ? destination : source,
      to: isPop ? source : destination,
      transition: segue.animates ? transition : nil,
      isCustomDefault: isCustom,
      diagnostics: notes
    )
  }

  /// The `FILE#NAME` paths of a segue's source and destination scenes.
  private func scenes(of segue: StoryboardSegue) throws(DiagnosticsError)
    -> (source: String, destination: String)
  {
    if Self.containment.contains(segue.kind) {
      throw DiagnosticsError([StoryboardSegueDiagnostics.notATransition(segue)])
    }
    if segue.kind == .unwind {
      throw DiagnosticsError([StoryboardSegueDiagnostics.unwind(segue, severity: .error)])
    }
    guard let source = scenePath(segue.sourceID), let destination = scenePath(segue.destinationID)
    else {
      throw DiagnosticsError([
        StoryboardSegueDiagnostics.destinationWithoutScene(
          segue,
          element: controller(segue.destinationID)?.name,
          storyboardName: controller(segue.destinationID)?.value("storyboardName")
        )
      ])
    }
    return (source, destination)
  }

  /// How UIKit performs a segue (a custom one as show): a push or a modal presentation, its
  /// transition for the operation, and the notes on what is approximated.
  private func performance(of segue: StoryboardSegue, isPop: Bool)
    -> (StoryboardSegueStep.Presentation, SceneTransition, [Diagnostic])
  {
    var notes: [Diagnostic] = []
    var kind = segue.kind
    if kind == .showDetail || kind == .replace {
      notes.append(StoryboardSegueDiagnostics.showDetail(segue))
      kind = .show
    }
    if kind == .custom { kind = .show }
    if kind == .show || kind == .push {
      if isPush(segue) {
        let push = IOSNavigationTransition(operation: isPop ? .pop : .push)
        return (.push, SceneTransition(push, location: segue.location), notes)
      }
      notes.append(StoryboardSegueDiagnostics.showOutsideNavigation(segue))
    }
    let (style, sheetNote) = modalStyle(segue)
    let modal = IOSModalTransition(style: style, operation: isPop ? .dismiss : .present)
    return (.modal, SceneTransition(modal, location: segue.location), notes + sheetNote)
  }

  /// Whether a show or push segue pushes: its source is in a navigation stack and its
  /// destination is no navigation controller.
  package func isPush(_ segue: StoryboardSegue) -> Bool {
    guard let source = segue.sourceID else { return false }
    return inNavigationStack.contains(source)
      && controller(segue.destinationID)?.name != "navigationController"
  }

  /// The transition style and presentation style of a modal segue: the segue's, else the
  /// destination controller's, else `coverVertical` and UIKit's `automatic`; a note or warning
  /// when the presentation does not cover the whole screen.
  private func modalStyle(_ segue: StoryboardSegue) -> (IOSModalTransitionStyle, [Diagnostic]) {
    let destination = controller(segue.destinationID)
    let styleName =
      segue.modalTransitionStyle?.rawValue ?? destination?.value("modalTransitionStyle")
    let style = styleName.flatMap(IOSModalTransitionStyle.init(rawValue:)) ?? .coverVertical
    var presentationStyle =
      segue.modalPresentationStyle ?? destination?.value("modalPresentationStyle")
    if segue.kind == .popoverPresentation || segue.kind == .popover {
      presentationStyle = "popover"
    }
    let fullScreen: Set<String> = [
      "fullScreen", "overFullScreen", "currentContext", "overCurrentContext",
    ]
    if let presentationStyle, fullScreen.contains(presentationStyle) { return (style, []) }
    return (
      style, [StoryboardSegueDiagnostics.sheetDrawnFullScreen(segue, style: presentationStyle)]
    )
  }

  /// `FILE#NAME` for a controller: its scene name when that selects it, else its id; for a
  /// storyboard reference, the referenced storyboard (found under the folder above this
  /// document's) and its `referencedIdentifier`; `nil` when it is no scene with a view.
  package func scenePath(_ id: String?) -> String? {
    guard let id, let scene = document.scenes.first(where: { $0.id == id }) else { return nil }
    let noView: Set<String> = [
      "viewControllerPlaceholder", "hostingController", "pageViewController",
      "splitViewController", "avPlayerViewController", "glkViewController",
    ]
    if scene.element.name == "viewControllerPlaceholder" {
      // A storyboard reference: the referenced scene, or the initial one, of that storyboard.
      guard let name = scene.attribute("storyboardName"), let path = storyboardsNearby[name]
      else { return nil }
      return scene.attribute("referencedIdentifier").map { "\(path)#\($0)" } ?? path
    }
    if noView.contains(scene.element.name) { return nil }
    let byName = InterfaceBuilderFile.find(scene.name, in: document)
    return "\(document.file)#\(byName?.id == id ? scene.name : id)"
  }
}
