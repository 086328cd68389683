import SceneDiffCore
import SceneDiffXML

extension IOSTransitionReader {
  /// The children `<animatedTransitioning>` takes, one per operation.
  static let operationNames = IOSTransitionOperation.allCases.map(\.rawValue)

  /// `<animatedTransitioning duration= …timing… operation=>` with `<push>`, `<pop>`,
  /// `<present>`, `<dismiss>` children, each with an `<incoming>` and an `<outgoing>` state.
  mutating func animatedTransitioning(_ element: LocatedElement) -> IOSAnimatedTransitioning? {
    let timing = animationTiming(element)
    let operation = choice(element, "operation", IOSTransitionOperation.self)
    var states: [IOSTransitionOperation: IOSTransitionStates] = [:]
    for child in element.children {
      guard let op = IOSTransitionOperation(rawValue: child.name) else {
        problems.append(
          .unknownElement(
            child.location,
            parent: element.name,
            name: child.name,
            expected: "<push>, <pop>, <present> or <dismiss>",
            suggestion: Suggestion.closest(to: child.name, in: Self.operationNames)
          )
        )
        continue
      }
      guard states[op] == nil else {
        problems.append(
          .conflicting(child.location, message: "<\(child.name)> is given twice; give it once")
        )
        continue
      }
      states[op] = operationStates(child)
    }
    if let operation, states[operation] == nil {
      problems.append(
        .missingElement(
          element.attribute("operation")?.valueLocation ?? element.location,
          element: element.name,
          child: operation.rawValue,
          expected: "a <\(operation.rawValue)> child for operation '\(operation.rawValue)'"
        )
      )
    } else if element.children.isEmpty {
      problems.append(
        .missingElement(
          element.location,
          element: element.name,
          child: "push",
          expected: "one child per operation it animates: <push>, <pop>, <present>, <dismiss>"
        )
      )
    }
    guard let timing else { return nil }
    return IOSAnimatedTransitioning(
      states: states,
      timing: timing,
      operation: operation ?? states.keys.sorted { $0.order < $1.order }.first ?? .push
    )
  }

  /// `<navigationTransition operation="push|pop"/>`: UINavigationController's default.
  mutating func navigationTransition(_ element: LocatedElement) -> IOSNavigationTransition? {
    let operation = operation(element, allowed: [.push, .pop])
    return IOSNavigationTransition(operation: operation ?? .push)
  }

  /// `<modalTransition style= operation="present|dismiss"/>`: a modal transition style.
  mutating func modalTransition(_ element: LocatedElement) -> IOSModalTransition? {
    let operation = operation(element, allowed: [.present, .dismiss])
    let style = choice(element, "style", IOSModalTransitionStyle.self)
    return IOSModalTransition(style: style ?? .coverVertical, operation: operation ?? .present)
  }

  /// The `operation` attribute, one of `allowed`.
  private mutating func operation(
    _ element: LocatedElement,
    allowed: [IOSTransitionOperation]
  ) -> IOSTransitionOperation? {
    guard let attribute = element.attribute("operation") else { return nil }
    if let value = IOSTransitionOperation(rawValue: attribute.value), allowed.contains(value) {
      return value
    }
    let names = allowed.map(\.rawValue)
    let suggestion = Suggestion.closest(to: attribute.value, in: names)
    problems.append(
      .invalidValue(
        attribute.valueLocation,
        name: "operation",
        value: attribute.value,
        expected: names.joined(separator: " or ") + " on <\(element.name)>"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      )
    )
    return nil
  }

  /// An operation's `<incoming>` (start state) and `<outgoing>` (end state), each at most once.
  private mutating func operationStates(_ element: LocatedElement) -> IOSTransitionStates {
    checkAttributes(element)
    var result = IOSTransitionStates()
    var seen: Set<String> = []
    for child in element.children {
      guard child.name == "incoming" || child.name == "outgoing" else {
        problems.append(
          .unknownElement(
            child.location,
            parent: element.name,
            name: child.name,
            expected: "<incoming> (the incoming view's start state) or <outgoing> (the outgoing "
              + "view's end state)",
            suggestion: Suggestion.closest(to: child.name, in: ["incoming", "outgoing"])
          )
        )
        continue
      }
      guard seen.insert(child.name).inserted else {
        problems.append(
          .conflicting(child.location, message: "<\(child.name)> is given twice; give it once")
        )
        continue
      }
      checkAttributes(child)
      for grandchild in child.children {
        problems.append(
          .unexpectedChild(grandchild.location, element: child.name, child: grandchild.name)
        )
      }
      var reader = IOSViewStateReader()
      let state = reader.read(child)
      problems += reader.problems
      if child.name == "incoming" { result.incoming = state } else { result.outgoing = state }
    }
    return result
  }
}

extension IOSTransitionOperation {
  /// The position in declaration order.
  fileprivate var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
