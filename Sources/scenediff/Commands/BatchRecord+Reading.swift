import SceneDiff

extension BatchRecord {
  /// Reads a record file back; `nil` when it is missing, unreadable or not a version 1
  /// `scenediff.batch-result` document.
  static func read(file path: String) -> BatchRecord? {
    guard let document = try? JSONReader.read(file: path) else { return nil }
    return BatchRecord(json: document.value)
  }

  /// A record from its document; `nil` when a key is missing or has the wrong type.
  init?(json: JSONValue) {
    guard json["format"] == .string(BatchRecord.format), json["version"] == .int(1),
      let entry = json["entry"], let name = entry["name"]?.text,
      let job = BatchRecord.job(entry), let status = entry["status"]?.text,
      let diagnostics = BatchRecord.diagnostics(entry["diagnostics"]),
      let previewDiagnostics = BatchRecord.diagnostics(json["previewDiagnostics"]),
      let inputs = json["inputs"].flatMap(BatchInputHash.init(json:))
    else { return nil }
    var totals: Totals?
    if status == "ok" {
      guard let duration = entry["totalDurationMs"]?.number,
        let animators = entry["animators"]?.integer, let matches = entry["matches"]?.integer,
        let appearing = entry["appearing"]?.integer,
        let disappearing = entry["disappearing"]?.integer
      else { return nil }
      totals = Totals(
        totalDurationMs: duration,
        animators: animators,
        matches: matches,
        appearing: appearing,
        disappearing: disappearing
      )
    }
    let preview: String?
    switch json["preview"] {
    case .string(let link)?: preview = link
    case .null?: preview = nil
    default: return nil
    }
    self.init(
      name: name,
      job: job,
      totals: totals,
      diagnostics: diagnostics,
      preview: preview,
      previewDiagnostics: previewDiagnostics,
      inputs: inputs
    )
    if let lint = entry["lint"] {
      guard let findings = BatchRecord.findings(lint) else { return nil }
      self.lint = findings
    }
  }

  /// Lint findings written by `LintFinding.json`.
  static func findings(_ value: JSONValue) -> [LintFinding]? {
    guard case .array(let items) = value else { return nil }
    var findings: [LintFinding] = []
    for item in items {
      guard let rule = item["rule"]?.text,
        let severity = item["severity"]?.text.flatMap(LintSeverity.init(rawValue:)),
        let file = item["file"]?.text, let line = item["line"]?.integer,
        let column = item["column"]?.integer, let message = item["message"]?.text
      else { return nil }
      findings.append(
        LintFinding(
          rule: rule,
          severity: severity,
          location: SourceLocation(file: file, line: line, column: column),
          message: message
        )
      )
    }
    return findings
  }

  /// The job a summary entry describes.
  private static func job(_ entry: JSONValue) -> Batch.Job? {
    guard let manifest = entry["manifest"]?.text, let from = entry["from"]?.text,
      let to = entry["to"]?.text, let transition = entry["transition"]?.text,
      let rule = entry["rule"], let line = rule["line"]?.integer,
      let column = rule["column"]?.integer,
      let pairing = rule["pairing"]?.text.flatMap(Batch.Job.Pairing.init(rawValue:))
    else { return nil }
    var job = Batch.Job(
      manifest: manifest,
      from: from,
      to: to,
      transition: transition,
      location: SourceLocation(file: manifest, line: line, column: column),
      pairing: pairing,
      action: rule["action"]?.text
    )
    // A rule's sd: settings, from the command line summary.json gives for the pair.
    if case .array(let items)? = entry["arguments"] {
      var options = items.compactMap(\.text).dropFirst(2)
      if options.first == "--transition" { options = options.dropFirst(2) }
      job.settings = PairSettings(arguments: Array(options))
      job.settings?.fromAnchor = from
      job.settings?.toAnchor = to
    }
    return job
  }

  /// Diagnostics written by `Diagnostic.json`.
  static func diagnostics(_ value: JSONValue?) -> [Diagnostic]? {
    guard case .array(let items)? = value else { return nil }
    var diagnostics: [Diagnostic] = []
    for item in items {
      guard let severity = item["severity"]?.text.flatMap(Diagnostic.Severity.init(rawValue:)),
        let code = item["code"]?.text, let message = item["message"]?.text
      else { return nil }
      var location: SourceLocation?
      if let file = item["file"]?.text {
        guard let line = item["line"]?.integer, let column = item["column"]?.integer else {
          return nil
        }
        location = SourceLocation(file: file, line: line, column: column)
      }
      var notes: [Diagnostic] = []
      if item["notes"] != nil {
        guard let read = BatchRecord.diagnostics(item["notes"]) else { return nil }
        notes = read
      }
      diagnostics.append(Diagnostic(severity, at: location, code: code, message, notes: notes))
    }
    return diagnostics
  }
}
