import SceneDiffCore

extension PlanDocument {
  /// Reads a plan JSON file (`scenediff plan`, `batch -o`).
  ///
  /// - Parameter path: The file, as the user gave it; diagnostics name it so.
  /// - Returns: The plan's motion.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with a located error: the JSON's own
  ///   (``/SceneDiffCore/JSONReadError``) or a ``PlanDocumentError``.
  public static func load(path: String) throws(DiagnosticsError) -> PlanDocument {
    do {
      return try PlanDocument(document: try JSONReader.read(file: path))
    } catch let error as JSONReadError {
      throw DiagnosticsError([error.diagnostic])
    } catch let error as PlanDocumentError {
      throw DiagnosticsError([error.diagnostic])
    } catch {
      throw DiagnosticsError([
        Diagnostic(.error, at: .start(of: path), code: "plan-unreadable", "\(error)")
      ])
    }
  }

  /// Reads a plan from a JSON document; keys the plan format does not define are ignored.
  ///
  /// - Throws: ``PlanDocumentError`` at the first missing key or value of the wrong kind.
  public init(document: JSONDocument) throws(PlanDocumentError) {
    let reader = PlanDocumentReader(document: document)
    let root = document.value
    try reader.object(root, at: [])
    guard case .string("scenediff.plan") = root["format"] else {
      throw .notAPlan(
        document.location(of: root["format"] == nil ? [] : [.key("format")]),
        found: root["format"].map(PlanDocumentReader.describe) ?? "missing"
      )
    }
    let version = try reader.member("version", of: root, at: [])
    guard version == .int(1) else {
      throw .unsupportedVersion(
        document.location(of: [.key("version")]),
        found: PlanDocumentReader.describe(version)
      )
    }
    var matches: [Match] = []
    for (index, item) in try reader.array("matches", of: root, at: []).enumerated() {
      let path: [JSONPathStep] = [.key("matches"), .index(index)]
      try reader.object(item, at: path)
      matches.append(
        Match(
          from: try reader.string("from", of: item, at: path),
          to: try reader.string("to", of: item, at: path),
          by: try reader.string("by", of: item, at: path)
        )
      )
    }
    var animators: [Animator] = []
    for (index, item) in try reader.array("animators", of: root, at: []).enumerated() {
      animators.append(try Animator(item, at: [.key("animators"), .index(index)], reader))
    }
    self.init(
      file: document.file,
      fromFile: Self.sceneFile(root["from"]),
      toFile: Self.sceneFile(root["to"]),
      units: try reader.string("units", of: root, at: []),
      totalDurationMs: try reader.number("totalDurationMs", of: root, at: []),
      matches: matches,
      appearing: try reader.strings("appearing", of: root, at: []),
      disappearing: try reader.strings("disappearing", of: root, at: []),
      animators: animators,
      interaction: root["interaction"]?.render(indent: nil)
    )
  }

  /// `from.file` or `to.file` when it is a string.
  private static func sceneFile(_ reference: JSONValue?) -> String? {
    guard case .string(let file) = reference?["file"] else { return nil }
    return file
  }
}

extension PlanDocument.Animator {
  /// Reads one entry of `animators` at `path`.
  init(_ item: JSONValue, at path: [JSONPathStep], _ reader: PlanDocumentReader)
    throws(PlanDocumentError)
  {
    try reader.object(item, at: path)
    var keyframes: JSONValue?
    if let value = item["keyframes"] {
      guard case .array = value else {
        throw reader.invalid(value, at: path + [.key("keyframes")], expected: "an array")
      }
      keyframes = value
    }
    self.init(
      target: try reader.string("target", of: item, at: path),
      transition: try reader.string("transition", of: item, at: path),
      property: try reader.string("property", of: item, at: path),
      space: try reader.string("space", of: item, at: path),
      from: try reader.member("from", of: item, at: path),
      to: try reader.member("to", of: item, at: path),
      keyframes: keyframes,
      startMs: try reader.number("startMs", of: item, at: path),
      durationMs: try reader.number("durationMs", of: item, at: path),
      interpolator: try reader.member("interpolator", of: item, at: path),
      path: item["path"]
    )
  }
}
