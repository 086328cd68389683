import SceneDiffCore
import SceneDiffXML

/// A MotionScene file (`res/xml/…`, a MotionLayout's `app:layoutDescription`) as far as the
/// laid-out states need it: its constraint sets and the transition MotionLayout starts with.
///
/// Read as `MotionScene.load` and `parseConstraintSet` do: a `<ConstraintSet>` is keyed by its
/// `id` and may name a `deriveConstraintsFrom` set; the first `<Transition>` with a
/// `constraintSetStart` is the current one (`mCurrentTransition`).
struct MotionScene: Sendable, Hashable {
  /// A `<ConstraintSet>`: its entries by view id and the set it derives from.
  struct ConstraintSet: Sendable, Hashable {
    /// Where the set starts.
    var location: SourceLocation
    /// The entries by view id.
    var constraints: [String: MotionConstraint]
    /// The id of the set in `deriveConstraintsFrom`, if any.
    var derivedFrom: String?
  }

  /// The current transition's start and end set ids, with where it is written.
  struct Transition: Sendable, Hashable {
    /// Where the `<Transition>` starts.
    var location: SourceLocation
    /// `app:constraintSetStart`.
    var start: String
    /// `app:constraintSetEnd`, if written.
    var end: String?
  }

  /// The sets by id.
  var sets: [String: ConstraintSet] = [:]
  /// The current transition, `nil` when the scene has none with a start set.
  var transition: Transition?

  /// Reads a `<MotionScene>` root.
  init(_ root: LocatedElement) {
    for child in root.children {
      switch child.name {
      case "ConstraintSet":
        guard let id = Self.id(child.attributes.first { $0.name == "id" }?.value) else { continue }
        sets[id] = ConstraintSet(
          location: child.location,
          constraints: Self.constraints(in: child),
          derivedFrom: Self.id(child.attributes.first { $0.name == "deriveConstraintsFrom" }?.value)
        )
      case "Transition" where transition == nil:
        guard
          let start = Self.id(child.attributes.first { $0.name == "constraintSetStart" }?.value)
        else { continue }
        transition = Transition(
          location: child.location,
          start: start,
          end: Self.id(child.attributes.first { $0.name == "constraintSetEnd" }?.value)
        )
      default: continue
      }
    }
  }

  /// The entries of set `id` with what it derives filled in (`readConstraintChain`).
  ///
  /// `nil` for a set the scene lacks; a derivation cycle stops at the set met twice.
  func resolved(_ id: String) -> [String: MotionConstraint]? {
    var visited: Set<String> = []
    func resolve(_ id: String) -> [String: MotionConstraint]? {
      guard let set = sets[id], visited.insert(id).inserted else { return nil }
      guard let parentID = set.derivedFrom, let parent = resolve(parentID) else {
        return set.constraints
      }
      var result = parent
      for (view, own) in set.constraints {
        result[view] = parent[view].map { own.fillingIn(from: $0) } ?? own
      }
      return result
    }
    return resolve(id)
  }

  /// The entries of a `<ConstraintSet>`: `<Constraint>`, `<ConstraintOverride>`, `<Guideline>`
  /// and `<Barrier>` children by their `android:id`.
  private static func constraints(in set: LocatedElement) -> [String: MotionConstraint] {
    var result: [String: MotionConstraint] = [:]
    for element in set.children {
      guard ["Constraint", "ConstraintOverride", "Guideline", "Barrier"].contains(element.name),
        let id = Self.id(element.attribute("id", namespace: XMLNamespace.android)?.value)
      else { continue }
      result[id] = constraint(element)
    }
    return result
  }

  /// One entry: its own attributes sorted into parts, then its `<Layout>`, `<PropertySet>`
  /// and `<Transform>` children.
  private static func constraint(_ element: LocatedElement) -> MotionConstraint {
    let own = attributes(of: element)
    var entry = MotionConstraint()
    if element.name == "ConstraintOverride" {
      entry.overrides = own
      return entry
    }
    let replacesAll = own.keys.contains {
      ![.android("id"), .android("layout_marginStart"), .android("layout_marginEnd")].contains($0)
    }
    func part(_ which: MotionConstraint.Part) -> [AttributeKey: AttributeValue] {
      own.filter { MotionConstraint.part(of: $0.key) == which }
    }
    if replacesAll || element.name == "Guideline" {
      entry.layout = part(.layout)
      entry.properties = part(.properties)
      entry.transform = part(.transform)
    }
    for child in element.children {
      let given = attributes(of: child)
      switch child.name {
      case "Layout": entry.layout = (entry.layout ?? part(.layout)).merging(given) { $1 }
      case "PropertySet":
        entry.properties = (entry.properties ?? [:]).merging(given) { $1 }
      case "Transform": entry.transform = (entry.transform ?? [:]).merging(given) { $1 }
      default: continue
      }
    }
    return entry
  }

  /// An element's `android:` and app attributes by key.
  private static func attributes(of element: LocatedElement) -> [AttributeKey: AttributeValue] {
    var result: [AttributeKey: AttributeValue] = [:]
    for attribute in element.attributes {
      let key: AttributeKey
      switch attribute.namespaceURI {
      case XMLNamespace.android?: key = .android(attribute.name)
      case let uri?
      where uri == XMLNamespace.app || uri.hasPrefix("http://schemas.android.com/apk/res/"):
        key = .app(attribute.name)
      default: continue
      }
      result[key] = AttributeValue(attribute.value, at: attribute.valueLocation)
    }
    return result
  }

  /// The id an `@+id/x` or `@id/x` value names.
  private static func id(_ text: String?) -> String? {
    text.flatMap { InflatedElement.idName($0) }
  }
}
