import SceneDiffCore
import SceneDiffXML

extension IBLayoutSystem {
  /// Reads every `<constraint>` of the scene's views and calibrates the safe area and the
  /// margins from them.
  mutating func readConstraints() {
    var records: [IBConstraintRecord] = []
    for owner in items.indices where items[owner].kind == .view {
      for element in items[owner].element.child("constraints")?.children ?? []
      where element.name == "constraint" && !element.flag("placeholder") {
        if let record = record(element, owner: owner) { records.append(record) }
      }
    }
    constraintRecords = records
    calibrateSafeArea(records)
    resolveMargins()
  }

  /// Turns the document's constraints into rules, in document order.
  mutating func addDocumentRules() {
    for record in constraintRecords { addRule(record) }
  }

  /// The record of a `<constraint>`, or `nil` (with a warning) when it cannot be used.
  private mutating func record(_ element: LocatedElement, owner: Int) -> IBConstraintRecord? {
    let id = element.value("id") ?? "?"
    var first = owner
    if let name = element.attribute("firstItem") {
      guard let index = item(name, id) else { return nil }
      first = index
    }
    guard let firstAttribute = attribute(element, "firstAttribute", id, required: true) else {
      return nil
    }
    var second: Int?
    var secondAttribute: IBLayoutAttribute?
    if let name = element.attribute("secondItem") {
      guard let index = item(name, id) else { return nil }
      second = index
      guard let parsed = attribute(element, "secondAttribute", id, required: true) else {
        return nil
      }
      secondAttribute = parsed
    }
    guard let relation = relation(element),
      let multiplier = value(element, "multiplier", Self.multiplier, "a number or a ratio a:b"),
      let constant = value(element, "constant", DecimalNumber.parse, "a number"),
      let priority = value(element, "priority", Self.priority, "a priority from 1 to 1000")
    else { return nil }
    return IBConstraintRecord(
      element: element,
      owner: owner,
      first: first,
      firstAttribute: firstAttribute,
      second: second,
      secondAttribute: secondAttribute,
      relation: relation,
      multiplier: multiplier ?? 1,
      constant: constant ?? 0,
      priority: priority ?? 1000
    )
  }

  /// The item an id attribute names, or `nil` with a warning.
  private mutating func item(_ attribute: LocatedAttribute, _ constraint: String) -> Int? {
    if let index = itemByID[attribute.value] { return index }
    diagnostics.append(
      IBAutoLayoutError.unknownItem(
        attribute.valueLocation,
        constraint: constraint,
        item: attribute.value
      ).diagnostic
    )
    return nil
  }

  /// A layout attribute, or `nil` with a warning.
  private mutating func attribute(
    _ element: LocatedElement,
    _ name: String,
    _ constraint: String,
    required: Bool
  ) -> IBLayoutAttribute? {
    guard let attribute = element.attribute(name) else {
      guard required else { return nil }
      diagnostics.append(
        Diagnostic(
          .warning,
          at: element.location,
          code: "missing-attribute",
          "<constraint> '\(constraint)' needs a '\(name)' attribute; the constraint is ignored"
        )
      )
      return nil
    }
    if let parsed = IBLayoutAttribute(rawValue: attribute.value) { return parsed }
    diagnostics.append(
      IBAutoLayoutError.unknownAttribute(
        attribute.valueLocation,
        constraint: constraint,
        attribute: attribute.value
      ).diagnostic
    )
    return nil
  }

  /// The relation (absent: equal), or `nil` with a warning.
  private mutating func relation(_ element: LocatedElement) -> LinearConstraint.Relation? {
    guard let attribute = element.attribute("relation") else { return .equal }
    switch attribute.value {
    case "equal": return .equal
    case "lessThanOrEqual": return .lessOrEqual
    case "greaterThanOrEqual": return .greaterOrEqual
    default:
      diagnostics.append(
        IBAutoLayoutError.invalidValue(
          attribute.valueLocation,
          attribute: "relation",
          value: attribute.value,
          expected: "equal, lessThanOrEqual or greaterThanOrEqual"
        ).diagnostic
      )
      return nil
    }
  }

  /// An optional number attribute: `.some(nil)` when absent, `nil` (with a warning) when bad.
  private mutating func value(
    _ element: LocatedElement,
    _ name: String,
    _ parse: (String) -> Double?,
    _ expected: String
  ) -> Double?? {
    guard let attribute = element.attribute(name) else { return .some(nil) }
    if let parsed = parse(attribute.value) { return .some(parsed) }
    diagnostics.append(
      IBAutoLayoutError.invalidValue(
        attribute.valueLocation,
        attribute: name,
        value: attribute.value,
        expected: expected
      ).diagnostic
    )
    return nil
  }

  /// A multiplier: a decimal, `a:b` or `a/b` (a ÷ b, b ≠ 0).
  static func multiplier(_ text: String) -> Double? {
    for separator: Character in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      guard parts.count == 2, let a = DecimalNumber.parse(String(parts[0])),
        let b = DecimalNumber.parse(String(parts[1])), b != 0
      else { return nil }
      return a / b
    }
    return DecimalNumber.parse(text)
  }

  /// A priority: a number from 1 to 1000.
  static func priority(_ text: String) -> Double? {
    guard let value = DecimalNumber.parse(text), value >= 1, value <= 1000 else { return nil }
    return value
  }

  /// Whether `item` lies inside `ancestor` (or is it).
  func isInside(_ item: Int, _ ancestor: Int) -> Bool {
    var current: Int? = item
    while let index = current {
      if index == ancestor { return true }
      current = items[index].parent
    }
    return false
  }

  /// The rule of a record.
  private mutating func addRule(_ record: IBConstraintRecord) {
    let left = expression(
      record.first,
      record.firstAttribute,
      content: record.second.map { $0 != record.first && isInside($0, record.first) } ?? false
    )
    var right = LinearExpression(record.constant)
    if let second = record.second, let attribute = record.secondAttribute {
      let content = second != record.first && isInside(record.first, second)
      right.add(expression(second, attribute, content: content), times: record.multiplier)
    }
    if !record.firstAttribute.isSize {
      // A location attribute is measured in the owner's bounds: first − O = m (second − O) + c.
      let origin = items[record.owner].variable(record.firstAttribute.isHorizontal ? \.x : \.y)
      right.add(origin, times: record.second == nil ? 1 : 1 - record.multiplier)
    }
    rules.append(
      IBLayoutRule(
        constraint: LinearConstraint(left, record.relation, right),
        priority: record.priority,
        name: describe(record),
        location: record.element.location,
        isDocumentConstraint: true
      )
    )
  }

  /// `'id' (first.attribute >= second.attribute × 2 + 8)`.
  private func describe(_ record: IBConstraintRecord) -> String {
    let relation =
      switch record.relation {
      case .equal: "=="
      case .lessOrEqual: "<="
      case .greaterOrEqual: ">="
      }
    var text = "\(items[record.first].name).\(record.firstAttribute.rawValue) \(relation) "
    if let second = record.second, let attribute = record.secondAttribute {
      text += "\(items[second].name).\(attribute.rawValue)"
      if record.multiplier != 1 { text += " × \(JSONValue.format(record.multiplier))" }
      if record.constant != 0 {
        text += record.constant < 0 ? " - " : " + "
        text += JSONValue.format(abs(record.constant))
      }
    } else {
      text += JSONValue.format(record.constant)
    }
    if record.priority != 1000 { text += " @\(JSONValue.format(record.priority))" }
    return "'\(record.element.value("id") ?? "?")' (\(text)) at \(record.element.location)"
  }
}
