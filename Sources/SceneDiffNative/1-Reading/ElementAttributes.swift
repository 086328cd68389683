import SceneDiffCore
import SceneDiffXML

/// An element's attributes without a namespace, by local name (the first of a name wins).
struct ElementAttributes {
  /// The element they belong to.
  let element: LocatedElement
  private let byName: [String: LocatedAttribute]

  /// Indexes the element's attributes.
  init(_ element: LocatedElement) {
    self.element = element
    var byName: [String: LocatedAttribute] = [:]
    byName.reserveCapacity(element.attributes.count)
    for attribute in element.attributes where attribute.namespaceURI == nil {
      if byName[attribute.name] == nil { byName[attribute.name] = attribute }
    }
    self.byName = byName
  }

  /// The attribute with this local name, if present.
  subscript(name: String) -> LocatedAttribute? { byName[name] }
}
