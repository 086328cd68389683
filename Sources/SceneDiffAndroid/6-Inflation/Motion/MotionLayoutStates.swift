import Foundation
import SceneDiffCore
import SceneDiffXML

/// Lays every MotionLayout's children out in one state of its MotionScene: the current
/// transition's start `ConstraintSet`, or its end one.
///
/// MotionLayout reads `app:layoutDescription` (`res/xml/…`), falls back to the layout for
/// whatever a set leaves out (`MotionScene.readFallback`) and applies the start set of its
/// first transition before its first layout pass (`MotionLayout.onAttachedToWindow`,
/// `ConstraintSet.applyTo`). The entries apply to the MotionLayout's direct children by id.
struct MotionLayoutStates {
  /// Resolves `@xml/…` references for the device.
  var resolver: ResourceResolver
  /// Whether to use the transition's end set (`--motion-end`) instead of its start set.
  var atEnd: Bool
  /// Everything found so far.
  var diagnostics: [Diagnostic] = []
  /// Scenes read so far by path (`nil` for one that could not be read).
  private var scenes: [String: MotionScene?] = [:]

  /// A pass resolving with `resolver`, at the end state when `atEnd`.
  init(resolver: ResourceResolver, atEnd: Bool) {
    self.resolver = resolver
    self.atEnd = atEnd
  }

  /// `views` with every MotionLayout's children in the chosen state.
  ///
  /// The tree is changed in place, and only below a MotionLayout: rebuilt element by element
  /// (each `children` array mapped into a new one), a layout without one was copied whole,
  /// about 1,500 instructions a view.
  mutating func apply(_ views: inout [InflatedElement]) {
    for index in views.indices { apply(&views[index]) }
  }

  private mutating func apply(_ element: inout InflatedElement) {
    for index in element.children.indices where Self.holdsMotionLayout(element.children[index]) {
      apply(&element.children[index])
    }
    guard element.className.hasSuffix("MotionLayout"),
      let description = element.attributes[.app("layoutDescription")],
      let scene = scene(description),
      let constraints = constraints(of: scene, at: description)
    else { return }
    for index in element.children.indices {
      guard let id = element.children[index].id, let entry = constraints[id] else { continue }
      entry.apply(to: &element.children[index])
    }
  }

  /// Whether `element` or one of its descendants is a MotionLayout (``apply(_:)`` changes
  /// nothing else), asked without copying the tree.
  private static func holdsMotionLayout(_ element: InflatedElement) -> Bool {
    element.className.hasSuffix("MotionLayout")
      || element.children.contains(where: holdsMotionLayout)
  }

  /// The entries of the chosen set, or `nil` (reported) when the scene does not give it.
  private mutating func constraints(of scene: MotionScene, at description: AttributeValue)
    -> [String: MotionConstraint]?
  {
    guard let transition = scene.transition else {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: description.location,
          code: "motion-scene-without-transition",
          "MotionScene '\(description.text)' has no <Transition> with app:constraintSetStart; "
            + "SceneDiff lays the MotionLayout out as its layout writes it"
        )
      )
      return nil
    }
    guard let id = atEnd ? transition.end : transition.start else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: transition.location,
          code: "invalid-motion-scene",
          "the <Transition> has no app:constraintSetEnd, which --motion-end lays out"
        )
      )
      return nil
    }
    guard let constraints = scene.resolved(id) else {
      let known = scene.sets.keys.sorted()
      diagnostics.append(
        Diagnostic(
          .error,
          at: transition.location,
          code: "invalid-motion-scene",
          "the <Transition>'s \(atEnd ? "constraintSetEnd" : "constraintSetStart") '@id/\(id)' "
            + "names no <ConstraintSet> of the scene (or one deriving from itself); expected "
            + (known.isEmpty
              ? "a <ConstraintSet android:id>" : "one of \(known.joined(separator: ", "))")
        )
      )
      return nil
    }
    return constraints
  }

  /// The scene an `app:layoutDescription` names, read once; `nil` (reported) when it cannot be.
  private mutating func scene(_ description: AttributeValue) -> MotionScene? {
    guard let reference = ResourceReference(description.text), reference.type == "xml" else {
      diagnostics.append(
        ResourceError.invalidValue(
          description.location,
          attribute: "app:layoutDescription",
          value: description.text,
          expected: "a MotionScene file reference such as @xml/scene"
        ).diagnostic
      )
      return nil
    }
    guard let path = resolver.repository.file("xml", reference.name)?.path else {
      diagnostics.append(
        ResourceError.missing(
          description.location,
          reference: description.text,
          suggestion: Suggestion.closest(to: reference.name, in: resolver.repository.names("xml"))
            .map { "@xml/\($0)" }
        ).diagnostic(lenient: resolver.isLenient)
      )
      return nil
    }
    if let known = scenes[path] { return known }
    var scene: MotionScene?
    do {
      let root = try XMLDocumentReader.read(file: path)
      if root.name == "MotionScene" {
        scene = MotionScene(root)
      } else {
        diagnostics.append(
          Diagnostic(
            .error,
            at: root.location,
            code: "invalid-motion-scene",
            "'\(description.text)' has a <\(root.name)> root; a MotionLayout's "
              + "app:layoutDescription names a <MotionScene> file"
          )
        )
      }
    } catch {
      diagnostics.append(error.diagnostic)
    }
    scenes[path] = scene
    return scene
  }
}
