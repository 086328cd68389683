import SceneDiffCore

extension Linter {
  /// inconsistent-navigation: pairs grouped by app and kind of navigation; a pair whose kind
  /// of transition is not its group's most common one (the first seen on a tie).
  func inconsistentNavigation(_ pairs: [LintPair]) -> [LintFinding] {
    let rule = "inconsistent-navigation"
    guard configuration.isEnabled(rule) else { return [] }
    var groups: [String: [(pair: LintPair, shape: NavigationShape)]] = [:]
    var order: [String] = []
    for pair in pairs {
      let shape = NavigationShape(pair)
      guard shape.style != "none" else { continue }
      let group = "\(pair.appFolder)\n\(shape.navigation.rawValue)"
      if groups[group] == nil { order.append(group) }
      groups[group, default: []].append((pair, shape))
    }
    var findings: [LintFinding] = []
    for group in order {
      guard let members = groups[group] else { continue }
      var styles: [String] = []
      for member in members where !styles.contains(member.shape.style) {
        styles.append(member.shape.style)
      }
      guard styles.count > 1 else { continue }
      let counts = styles.map { style in members.filter { $0.shape.style == style }.count }
      let majority = styles[counts.firstIndex(of: counts.max() ?? 0) ?? 0]
      let files = styles.map { style in
        let names = members.filter { $0.shape.style == style }.map {
          PairFindings.fileName($0.pair.transitionFile)
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return "\(style): \(unique.joined(separator: ", "))"
      }
      for member in members where member.shape.style != majority {
        let pair = member.pair
        let message =
          "\(PairFindings.fileName(pair.from)) → \(PairFindings.fileName(pair.to)) is a "
          + "\(member.shape.navigation.rawValue) animated with \(member.shape.style), but this "
          + "app animates the same kind with \(majority) elsewhere ("
          + files.joined(separator: "; ") + ")"
        if let finding = finding(rule, at: pair.declaration, message) { findings.append(finding) }
      }
    }
    return findings
  }
}
