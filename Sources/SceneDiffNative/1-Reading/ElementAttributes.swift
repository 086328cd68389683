import SceneDiffCore
import SceneDiffXML

/// An element's attributes without a namespace, by local name (the first of a name wins).
///
/// A view has a handful of attributes, so a lookup scans them in place: no index is built,
/// nothing is allocated per element.
struct ElementAttributes {
  /// The element they belong to.
  let element: LocatedElement

  /// Wraps the element's attributes.
  init(_ element: LocatedElement) {
    self.element = element
  }

  /// The first attribute with this local name and no namespace, if present.
  subscript(name: String) -> LocatedAttribute? {
    let attributes = element.attributes
    for index in attributes.indices
    where attributes[index].namespaceURI == nil && attributes[index].name == name {
      return attributes[index]
    }
    return nil
  }
}
