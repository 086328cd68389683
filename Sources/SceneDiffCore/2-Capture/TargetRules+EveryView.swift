extension TargetRules {
  /// Whether the rules neither exclude nor select anything, so every view is a valid target
  /// and capture visits every view: the common case, decided without looking at any view.
  package var acceptsEveryView: Bool {
    !hasTargets && excludeIds.isEmpty && excludeNames.isEmpty && excludeClasses.isEmpty
      && excludeChildrenIds.isEmpty && excludeChildrenClasses.isEmpty
  }
}
