import SceneDiffCore

extension PairSettings {
  /// The command-line options that give these settings, in ``Setting`` order: `--pop` and
  /// `--no-overlap` alone, every other set setting as `--NAME VALUE`.
  ///
  /// `scenediff plan FROM TO` with them (and `--transition FILE` when the pair has one) plans
  /// what `batch` plans from a rule with the same `sd:` attributes; `summary.json` lists them
  /// as a pair's `arguments`.
  public var arguments: [String] {
    Setting.allCases.flatMap { setting -> [String] in
      let value: String?
      switch setting {
      case .pop: return isPop ? ["--pop"] : []
      case .noOverlap: return noOverlap ? ["--no-overlap"] : []
      case .container: value = container?.rawValue
      case .activity: value = activity?.rawValue
      case .operation: value = operation?.rawValue
      case .start: value = start.map { "\(JSONValue.format($0.x)),\(JSONValue.format($0.y))" }
      case .size:
        value = size.map { "\(JSONValue.format($0.width)),\(JSONValue.format($0.height))" }
      default: value = self.value(of: setting)
      }
      return value.map { ["--\(setting.rawValue)", $0] } ?? []
    }
  }

  /// Settings read back from ``arguments``, or `nil` when `arguments` holds anything else.
  ///
  /// - Parameter arguments: Options as ``arguments`` writes them.
  public init?(arguments: [String]) {
    self.init()
    var i = 0
    while i < arguments.count {
      let option = arguments[i]
      guard option.hasPrefix("--"), let setting = Setting(rawValue: String(option.dropFirst(2)))
      else { return nil }
      if setting == .pop || setting == .noOverlap {
        if setting == .pop { isPop = true } else { noOverlap = true }
        i += 1
        continue
      }
      guard i + 1 < arguments.count, set(setting, arguments[i + 1], folder: "") == nil else {
        return nil
      }
      i += 2
    }
  }
}
