extension RelativeLayoutRules {
  /// TEMPORARY until the dependency graph lands.
  static func dependencyCycle(in node: LayoutNode) -> [String]? { nil }
}
