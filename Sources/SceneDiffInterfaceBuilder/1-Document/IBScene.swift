import SceneDiffXML

/// One scene of an Interface Builder document: a storyboard's view controller, or one of a
/// xib's top-level views.
package struct IBScene: Sendable {
  /// The controller element (storyboards) or the top-level view element (xibs).
  package var element: LocatedElement
  /// Its IB object id, if it has one.
  package var id: String?
  /// The name `FILE#NAME` selects it by (Docs/interface-builder.md).
  package var name: String
  /// Its position among the document's scenes, from 0.
  package var index: Int

  /// The element's attribute value.
  package func attribute(_ name: String) -> String? {
    element.attribute(name)?.value
  }
}
