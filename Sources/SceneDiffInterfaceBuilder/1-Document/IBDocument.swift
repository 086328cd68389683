import SceneDiffCore
import SceneDiffXML

/// An Interface Builder document, read into its scenes and resources.
///
/// The first stage of ``InterfaceBuilderFile``: it checks the document type and finds the
/// scenes (a storyboard's view controllers, a xib's top-level views), the design device and the
/// `<resources>` colours and images that views refer to.
package struct IBDocument: Sendable {
  /// The file, as given by the user.
  package var file: String
  /// `true` for a storyboard, `false` for a xib.
  package var isStoryboard: Bool
  /// The `<document>` element.
  package var root: LocatedElement
  /// The design device, when the document names a known one.
  package var device: IBDevice?
  /// The storyboard's `initialViewController` attribute.
  package var initialViewController: LocatedAttribute?
  /// The scenes, in document order.
  package var scenes: [IBScene]
  /// A xib's main view: the destination of File's Owner's `view` outlet.
  package var mainViewID: String?
  /// `<resources><systemColor name>` values (the light appearance IB rendered with).
  package var systemColors: [String: LocatedElement]
  /// `<resources><namedColor name>` values.
  package var namedColors: [String: LocatedElement]
  /// `<resources><image name width height>` point sizes.
  package var imageSizes: [String: Size]
  /// Every object id of the document.
  package var objectIDs: Set<String>
  /// Warnings found while reading.
  package var diagnostics: [Diagnostic]

  /// A point size.
  package struct Size: Sendable, Hashable {
    /// Width in points.
    package var width: Double
    /// Height in points.
    package var height: Double
  }

  /// Whether a root element is an Interface Builder document of any platform.
  package static func isDocumentRoot(_ root: LocatedElement) -> Bool {
    root.name == "document" && root.namespaceURI == nil
      && (root.value("type")?.hasPrefix("com.apple.InterfaceBuilder") ?? false)
  }

  /// Reads a document.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` for a document that is not an iOS
  ///   storyboard or xib.
  package static func read(_ root: LocatedElement, file: String) throws(DiagnosticsError)
    -> IBDocument
  {
    let type = root.value("type") ?? ""
    guard type == InterfaceBuilderError.storyboardType || type == InterfaceBuilderError.xibType
    else {
      let at = root.attribute("type")?.valueLocation ?? root.location
      throw DiagnosticsError([InterfaceBuilderError.notCocoaTouch(at, type: type).diagnostic])
    }
    var document = IBDocument(
      file: file,
      isStoryboard: type == InterfaceBuilderError.storyboardType,
      root: root,
      device: nil,
      initialViewController: root.attribute("initialViewController"),
      scenes: [],
      mainViewID: nil,
      systemColors: [:],
      namedColors: [:],
      imageSizes: [:],
      objectIDs: [],
      diagnostics: []
    )
    document.readDevice()
    document.readResources()
    document.collectIDs(root)
    if document.isStoryboard {
      document.readStoryboardScenes()
    } else {
      document.readXibScenes()
    }
    return document
  }

  private mutating func readDevice() {
    guard let element = root.child("device"), let id = element.attribute("id") else { return }
    device = IBDevice.named(id.value)
    if device == nil {
      diagnostics.append(
        InterfaceBuilderError.unknownDevice(id.valueLocation, id: id.value).diagnostic
      )
    }
  }

  private mutating func readResources() {
    for element in root.child("resources")?.children ?? [] {
      guard let name = element.value("name") else { continue }
      switch element.name {
      case "systemColor": systemColors[name] = element.child("color")
      case "namedColor": namedColors[name] = element.child("color")
      case "image":
        if let width = element.value("width").flatMap(DecimalNumber.parse),
          let height = element.value("height").flatMap(DecimalNumber.parse)
        {
          imageSizes[name] = Size(width: width, height: height)
        }
      default: continue
      }
    }
  }

  private mutating func collectIDs(_ element: LocatedElement) {
    if let id = element.value("id") { objectIDs.insert(id) }
    for child in element.children { collectIDs(child) }
  }

  private mutating func readStoryboardScenes() {
    for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
      let objects = scene.child("objects")?.children ?? []
      guard let controller = objects.first(where: { $0.value("sceneMemberID") == "viewController" })
      else { continue }
      let name =
        controller.value("storyboardIdentifier") ?? controller.value("title")
        ?? controller.value("customClass") ?? controller.value("id") ?? "\(scenes.count)"
      scenes.append(
        IBScene(element: controller, id: controller.value("id"), name: name, index: scenes.count)
      )
    }
  }

  private mutating func readXibScenes() {
    for object in root.child("objects")?.children ?? [] {
      if object.value("placeholderIdentifier") == "IBFilesOwner" {
        mainViewID =
          object.child("connections")?.children
          .first { $0.name == "outlet" && $0.value("property") == "view" }?.value("destination")
      }
      guard object.frameRect != nil else { continue }
      let name = object.viewKey ?? "\(scenes.count)"
      scenes.append(
        IBScene(element: object, id: object.value("id"), name: name, index: scenes.count)
      )
    }
  }
}
