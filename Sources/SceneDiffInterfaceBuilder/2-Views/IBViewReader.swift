import SceneDiffCore
import SceneDiffXML

/// Reads an Interface Builder view element and its subviews into a ``/SceneDiffCore/ViewNode``.
///
/// Frames are the stored `<rect key="frame">`, relative to the superview as in the native
/// format; a view without one fills its superview. Problems are collected in ``diagnostics``.
package struct IBViewReader {
  /// The document the views belong to.
  package let document: IBDocument
  /// Errors, warnings and notes found so far.
  package var diagnostics: [Diagnostic] = []
  /// Custom classes already noted.
  private var notedClasses: Set<String> = []

  /// Creates a reader for a document.
  package init(document: IBDocument) {
    self.document = document
  }

  /// Reads a view element; `parent` is its superview's size.
  package mutating func view(_ element: LocatedElement, parent: IBDocument.Size) -> ViewNode {
    var node = ViewNode(className: className(element), location: element.location)
    let ibID = element.value("id")
    node.transitionName = element.accessibilityIdentifier
    node.id = element.value("userLabel") ?? ibID
    node.matchesByID = false
    node.instance = ibID.map { "\(document.file)#\($0)" }
    readFrame(element, parent: parent, into: &node)
    readAppearance(element, into: &node)
    readContent(element, into: &node)
    let size = IBDocument.Size(width: node.width, height: node.height)
    node.children = subviewElements(of: element).map { view($0, parent: size) }
    return node
  }

  /// The UIKit class of a view element: its base class, noting any custom class.
  private mutating func className(_ element: LocatedElement) -> String {
    let base: String
    if let known = IBViewClasses.classes[element.name] {
      base = known
    } else {
      base = "UIView"
      diagnostics.append(
        InterfaceBuilderError.unknownViewElement(element.location, name: element.name).diagnostic
      )
    }
    if let custom = element.value("customClass"), notedClasses.insert(custom).inserted {
      diagnostics.append(
        InterfaceBuilderError.customClass(element.location, customClass: custom, base: base)
          .diagnostic
      )
    }
    return base
  }

  /// The element's subview elements, in drawing order.
  package func subviewElements(of element: LocatedElement) -> [LocatedElement] {
    var found: [LocatedElement] = []
    for child in element.children {
      if let key = child.value("key") {
        if IBViewClasses.viewKeys.contains(key) { found.append(child) }
      } else if IBViewClasses.viewLists.contains(child.name) {
        found += child.children.filter(isView)
      } else if child.name == "sections" {
        for section in child.children {
          found += section.child("cells")?.children.filter(isView) ?? []
        }
      }
    }
    return found
  }

  /// Whether a child of a view list is a view (it is a known view or has a frame).
  private func isView(_ element: LocatedElement) -> Bool {
    IBViewClasses.classes[element.name] != nil || element.frameRect != nil
  }

  private mutating func readFrame(
    _ element: LocatedElement,
    parent: IBDocument.Size,
    into node: inout ViewNode
  ) {
    guard let rect = element.frameRect else {
      node.width = parent.width
      node.height = parent.height
      return
    }
    node.x = number(rect, "x", minimum: -1e9) ?? 0
    node.y = number(rect, "y", minimum: -1e9) ?? 0
    node.width = number(rect, "width", minimum: 0) ?? 0
    node.height = number(rect, "height", minimum: 0) ?? 0
  }

  private mutating func readAppearance(_ element: LocatedElement, into node: inout ViewNode) {
    if element.flag("hidden") { node.visibility = .invisible }
    if element.attribute("alpha") != nil {
      node.alpha = number(element, "alpha", minimum: 0, maximum: 1) ?? 1
    }
    if element.flag("clipsSubviews") {
      node.clip = Rect(x: 0, y: 0, width: node.width, height: node.height)
    }
    if let color = element.keyed("color", "backgroundColor") {
      node.style.background = IBColor(document: document).hex(color, &diagnostics)
    }
    for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? []
    where attribute.value("keyPath") == "layer.cornerRadius" {
      let holder = attribute.children.first { $0.value("key") == "value" } ?? attribute
      if holder.attribute("value") != nil {
        node.style.cornerRadius = number(holder, "value", minimum: 0)
      }
    }
  }

  private mutating func readContent(_ element: LocatedElement, into node: inout ViewNode) {
    node.style.text = text(of: element)
    if let font = element.keyed("fontDescription", "fontDescription"),
      font.attribute("pointSize") != nil
    {
      node.style.textSize = number(font, "pointSize", minimum: 0)
    }
    guard element.name == "imageView" else { return }
    var image = ImageContent(scaleType: .fitXY)
    if let mode = element.attribute("contentMode") {
      if let scaleType = IBContentMode.scaleType(mode.value) {
        image.scaleType = scaleType
      } else {
        diagnostics.append(
          InterfaceBuilderError.invalidValue(
            mode.valueLocation,
            attribute: "contentMode",
            value: mode.value,
            expected: "a UIView content mode such as scaleToFill, scaleAspectFit, center"
          ).diagnostic
        )
      }
    }
    if let name = element.value("image"), let size = document.imageSizes[name] {
      image.drawableWidth = size.width
      image.drawableHeight = size.height
    }
    node.image = image
  }

  /// A label's, button's, text field's or text view's text.
  private func text(of element: LocatedElement) -> String? {
    switch element.name {
    case "label", "textView", "textField":
      if let text = element.value("text") { return text }
      if let attributed = element.keyed("attributedString", "attributedText") {
        return attributed.children.compactMap { $0.value("content") }.joined()
      }
      return element.name == "textField" ? element.value("placeholder") : nil
    case "button":
      return element.keyed("state", "normal")?.value("title")
        ?? element.keyed("buttonConfiguration", "configuration")?.value("title")
    default:
      return nil
    }
  }

  /// A number attribute within a range; an error (and `nil`) when it is malformed.
  private mutating func number(
    _ element: LocatedElement,
    _ name: String,
    minimum: Double,
    maximum: Double = 1e9
  ) -> Double? {
    guard let attribute = element.attribute(name) else { return nil }
    guard let value = DecimalNumber.parse(attribute.value), value >= minimum, value <= maximum
    else {
      let range =
        maximum == 1e9
        ? "a number ≥ \(JSONValue.format(minimum))"
        : "a number from \(JSONValue.format(minimum)) to \(JSONValue.format(maximum))"
      diagnostics.append(
        InterfaceBuilderError.invalidValue(
          attribute.valueLocation,
          attribute: name,
          value: attribute.value,
          expected: minimum < -1 ? "a number from -1e9 to 1e9" : range
        ).diagnostic
      )
      return nil
    }
    return value
  }
}
