import SceneDiffCore

/// Where a view's attribute values come from, in Android's order (§11): the element, its
/// `style=` with the style's parents, the class's default style from the theme, then the
/// theme itself.
///
/// Layout parameters (`layout_*`) come from the element and its `style=` only — or, for the
/// root of an `<include>` that gives both `layout_width` and `layout_height`, from the
/// include alone.
struct ViewAttributes: Sendable {
  /// The element's own attributes.
  var element: [AttributeKey: AttributeValue]
  /// The `style=` chain, nearest first (flattened into one style when read through the
  /// builder's ``LayoutNodeBuilder/styleChain(_:_:_:)``).
  var styles: [Style]
  /// The default style chain, nearest first (flattened into one style, as ``styles``).
  var defaults: [Style]
  /// The theme in force for the element.
  var theme: Theme
  /// The `<include>`'s `layout_*` attributes when they replace the root's.
  var includeLayoutParams: [AttributeKey: AttributeValue]?
  /// The remembered answers of ``styles``, ``defaults`` and ``theme`` together, when both
  /// chains are the ones remembered in the theme (``Theme/styleAnswers(style:defaultStyle:repository:)``).
  var answers: StyleAnswers?
  /// The groups (bit ``AttributeGroup/number``) one of the element's framework names may
  /// belong to (``AttributeGroup/groups(mayBeSetBy:)``), made once per view when there is a
  /// table of ``answers``; unused without one.
  var elementGroups: UInt8 = 0
  /// The summary of ``element``'s keys (``AttributeKey/summary(of:)``).
  ///
  /// A key whose bit is clear is not there, and is not looked up. All bits set (look up every
  /// key) unless made.
  ///
  /// Most of the names asked of a view are set nowhere, or only below the element; with about
  /// six keys an element, the bit is clear for nine lookups of ten that would find nothing
  /// (some hundred instructions each).
  var elementKeys: UInt64 = .max

  /// Whether ``element`` may hold `key`: `false` only when it does not.
  private func elementMayHold(_ key: AttributeKey) -> Bool {
    elementKeys & key.summaryBit != 0
  }

  /// The value of `key` from the first source that sets it.
  func value(_ key: AttributeKey) -> AttributeValue? {
    if elementMayHold(key), let value = element[key] { return value }
    let item: ResourceItem?
    if let answers {
      item = answers.value(key) { inherited(key) }
    } else {
      item = inherited(key)
    }
    return item.map { AttributeValue($0.value, at: $0.location) }
  }

  /// Whether some source may set one of `group`'s attributes: `false` only when none does, so
  /// that ``value(_:)`` of each of them is `nil`.
  ///
  /// The element's framework names were checked against every group's summary once
  /// (``elementGroups``: a name that may be one of the group's answers `true`); the sources
  /// below the element through the remembered answers, once per table and group
  /// (``StyleAnswers/setsAny(ofGroup:_:)``). Without a table of answers, `true`.
  func maySetAny(of group: AttributeGroup) -> Bool {
    guard let answers else { return true }
    if elementGroups & 1 << group.number != 0 { return true }
    return answers.setsAny(ofGroup: group.number) {
      group.keys.contains { key in answers.value(key) { inherited(key) } != nil }
    }
  }

  /// The item for `key` from the first of the `style=` chain, the default style chain and the
  /// theme that sets it.
  private func inherited(_ key: AttributeKey) -> ResourceItem? {
    Self.firstItem(key, in: styles) ?? Self.firstItem(key, in: defaults) ?? theme.item(key)
  }

  /// The value of `key` from the element or its `style=` only (no default style, no theme).
  func ownValue(_ key: AttributeKey) -> AttributeValue? {
    if elementMayHold(key), let value = element[key] { return value }
    return Self.first(key, in: styles)
  }

  /// A layout parameter: from the include's attributes when they replace the root's,
  /// otherwise from the element and its `style=`.
  func layoutValue(_ key: AttributeKey) -> AttributeValue? {
    if let includeLayoutParams { return includeLayoutParams[key] }
    return ownValue(key)
  }

  /// A summary of the names ``layoutValue(_:)`` can find — the include's replacement
  /// parameters when there are some, otherwise the element's attributes and its `style=`
  /// chain's items — whether one of them is an app name that starts with `layout_` or is
  /// one of ``appHelperNames``, and whether one may be a RelativeLayout rule
  /// (``mayBeRelativeRule(_:)``).
  var layoutNames: (filter: AttributeNameFilter, hasAppLayoutNames: Bool, hasRelativeNames: Bool) {
    var filter = AttributeNameFilter()
    var hasAppLayoutNames = false
    var hasRelativeNames = false
    func insert(_ key: AttributeKey) {
      filter.insert(key.name)
      if key.isFramework {
        if !hasRelativeNames { hasRelativeNames = Self.mayBeRelativeRule(key.name) }
      } else if !hasAppLayoutNames {
        hasAppLayoutNames = Self.hasLayoutPrefix(key.name) || Self.isAppHelperName(key.name)
      }
    }
    if let includeLayoutParams {
      for key in includeLayoutParams.keys { insert(key) }
      return (filter, hasAppLayoutNames, hasRelativeNames)
    }
    for key in element.keys { insert(key) }
    for style in styles {
      for key in style.items.keys { insert(key) }
    }
    return (filter, hasAppLayoutNames, hasRelativeNames)
  }

  /// Whether the framework name `name` may be one of the RelativeLayout rules
  /// (``LayoutNodeBuilder`` reads twenty-three): `false` only when it is none of them.
  ///
  /// Each rule's name is `layout_` followed by `to` (`layout_toLeftOf`…), `a` (`layout_above`,
  /// `layout_align…`), `b` (`layout_below`) or `c` (`layout_center…`); a name that is not
  /// cannot be one. Bytes are read in place when the name is stored as UTF-8.
  static func mayBeRelativeRule(_ name: String) -> Bool {
    let answer = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      bytes.count > 7 && hasLayoutPrefix(bytes) && isRelativeRuleStart(bytes[7])
    }
    if let answer { return answer }
    let utf8 = name.utf8
    guard utf8.count > 7, utf8.starts(with: "layout_".utf8) else { return false }
    return isRelativeRuleStart(utf8.dropFirst(7).first ?? 0)
  }

  /// Whether `name` starts with `layout_`.
  static func hasLayoutPrefix(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable { hasLayoutPrefix($0) }
      ?? name.utf8.starts(with: "layout_".utf8)
  }

  /// Whether `bytes` start with `layout_`, compared byte by byte: the generic `starts(with:)`
  /// cost about 190 instructions a name.
  private static func hasLayoutPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 7 && bytes[0] == UInt8(ascii: "l") && bytes[1] == UInt8(ascii: "a")
      && bytes[2] == UInt8(ascii: "y") && bytes[3] == UInt8(ascii: "o")
      && bytes[4] == UInt8(ascii: "u") && bytes[5] == UInt8(ascii: "t")
      && bytes[6] == UInt8(ascii: "_")
  }

  /// Whether `name` is one of ``appHelperNames``, hashed only when its length is one of
  /// theirs (7, 13, 16 or 25 bytes): hashing every other app name cost about 450
  /// instructions.
  static func isAppHelperName(_ name: String) -> Bool {
    switch name.utf8.count {
    case 7, 13, 16, 25: appHelperNames.contains(name)
    default: false
    }
  }

  /// Whether `byte`, the first after `layout_`, starts a RelativeLayout rule's name: `t`, `a`,
  /// `b` or `c`.
  private static func isRelativeRuleStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "t") || byte == UInt8(ascii: "a") || byte == UInt8(ascii: "b")
      || byte == UInt8(ascii: "c")
  }

  /// The app names without a `layout_` prefix that the ConstraintLayout parameter readers
  /// ask for: the ConstraintHelper attributes and a Placeholder's `content`.
  static let appHelperNames: Set<String> = [
    "constraint_referenced_ids", "barrierDirection", "barrierMargin", "content",
  ]

  /// The first style in `chain` with an item for `key`.
  private static func first(_ key: AttributeKey, in chain: [Style]) -> AttributeValue? {
    firstItem(key, in: chain).map { AttributeValue($0.value, at: $0.location) }
  }

  /// The item of the first style in `chain` with one for `key`.
  private static func firstItem(_ key: AttributeKey, in chain: [Style]) -> ResourceItem? {
    for style in chain {
      if let item = style.items[key] { return item }
    }
    return nil
  }
}
