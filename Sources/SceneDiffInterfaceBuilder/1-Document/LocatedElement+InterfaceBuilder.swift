import SceneDiffXML

extension LocatedElement {
  /// An attribute's value.
  package func value(_ name: String) -> String? {
    attribute(name)?.value
  }

  /// The first child with this name and `key` attribute.
  package func keyed(_ name: String?, _ key: String) -> LocatedElement? {
    children.first { ($0.name == name || name == nil) && $0.value("key") == key }
  }

  /// The first child with this name.
  package func child(_ name: String) -> LocatedElement? {
    children.first { $0.name == name }
  }

  /// Whether the attribute is `YES`.
  package func flag(_ name: String) -> Bool {
    value(name) == "YES"
  }

  /// The element's `<rect key="frame">`, if it has one.
  package var frameRect: LocatedElement? {
    keyed("rect", "frame")
  }

  /// The accessibility identifier of `<accessibility key="accessibilityConfiguration">`.
  package var accessibilityIdentifier: String? {
    keyed("accessibility", "accessibilityConfiguration")?.value("identifier")
  }

  /// A view's key: its accessibility identifier, else its `userLabel`, else its object id.
  package var viewKey: String? {
    accessibilityIdentifier ?? value("userLabel") ?? value("id")
  }
}
