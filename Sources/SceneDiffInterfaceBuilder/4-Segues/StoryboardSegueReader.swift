import SceneDiffCore
import SceneDiffXML

/// Finds every `<segue>` of a storyboard's scenes and reads it into a ``StoryboardSegue``.
package struct StoryboardSegueReader {
  /// The document.
  package let document: IBDocument
  /// The segues found, in document order.
  package var segues: [StoryboardSegue] = []
  /// Errors: an unknown kind or transition style.
  package var diagnostics: [Diagnostic] = []

  /// Reads the segues of every scene of a document.
  package init(document: IBDocument) {
    self.document = document
    for scene in document.scenes {
      collect(scene.element, scene: scene, owner: nil)
    }
  }

  /// Walks an element; `owner` is the element whose `<connections>` are being read.
  private mutating func collect(_ element: LocatedElement, scene: IBScene, owner: LocatedElement?) {
    if element.name == "segue" {
      read(element, scene: scene, owner: owner)
      return
    }
    for child in element.children {
      collect(child, scene: scene, owner: child.name == "connections" ? element : owner)
    }
  }

  private mutating func read(_ segue: LocatedElement, scene: IBScene, owner: LocatedElement?) {
    guard let kind = enumValue(segue, "kind", as: StoryboardSegue.Kind.self) else { return }
    var style: StoryboardSegue.TransitionStyle?
    if segue.attribute("modalTransitionStyle") != nil {
      style = enumValue(segue, "modalTransitionStyle", as: StoryboardSegue.TransitionStyle.self)
      if style == nil { return }
    }
    let destinationID = segue.value("destination")
    let destination = document.scenes.first { $0.id != nil && $0.id == destinationID }
    let trigger = owner.flatMap { $0.value("id") == scene.id ? nil : $0.viewKey }
    var read = StoryboardSegue(
      kind: kind,
      identifier: segue.value("identifier"),
      source: scene.name,
      trigger: trigger,
      destination: destination?.name,
      relationship: segue.value("relationship"),
      modalTransitionStyle: style,
      modalPresentationStyle: segue.value("modalPresentationStyle"),
      unwindAction: segue.value("unwindAction"),
      animates: segue.value("animates") != "NO",
      location: segue.location,
      id: segue.value("id"),
      customClass: segue.value("customClass")
    )
    read.sourceID = scene.id
    read.destinationID = destinationID
    segues.append(read)
  }

  /// A required attribute naming one case of `Value`; an error (and `nil`) otherwise.
  private mutating func enumValue<Value: RawRepresentable & CaseIterable>(
    _ element: LocatedElement,
    _ name: String,
    as: Value.Type
  ) -> Value? where Value.RawValue == String {
    let expected = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    guard let attribute = element.attribute(name) else {
      diagnostics.append(
        InterfaceBuilderError.missingAttribute(element.location, name: name, element: element.name)
          .diagnostic
      )
      return nil
    }
    guard let value = Value(rawValue: attribute.value) else {
      diagnostics.append(
        InterfaceBuilderError.invalidValue(
          attribute.valueLocation,
          attribute: name,
          value: attribute.value,
          expected: "one of \(expected)"
        ).diagnostic
      )
      return nil
    }
    return value
  }
}
