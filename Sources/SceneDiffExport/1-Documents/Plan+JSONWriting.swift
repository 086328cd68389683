import SceneDiffCore

extension Plan {
  /// Bytes the streaming writer gathers before handing them on (``writeJSON(indent:to:)``).
  static let jsonChunkBytes = 1 << 18

  /// ``json`` as `render(indent:)` prints it, byte for byte, written straight from the plan
  /// into one buffer: no ``JSONValue`` tree is built for the matches, view keys, animators and
  /// diagnostics, which are nearly all of a large plan.
  ///
  /// - Parameter indent: Spaces per nesting level; `nil` for one compact line.
  /// - Returns: The JSON text, with a final newline when indented.
  package func renderJSON(indent: Int? = 2) -> String {
    var out = OutputBytes(
      capacity: 4096 + 64 * (matches.count + appearing.count + disappearing.count)
    )
    writeJSONDocument(to: &out, indent: indent) { _ in }
    return out.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes ``json`` as `render(indent:)` prints it, byte for byte, in pieces of about
  /// 256 KiB handed to `emit` in order, so that the document is never whole in memory.
  ///
  /// Each piece ends between two values, so each is whole UTF-8 text on its own.
  ///
  /// - Parameters:
  ///   - indent: Spaces per nesting level; `nil` for one compact line (without a final newline).
  ///   - emit: Receives the document's bytes in order, in buffers valid only during the call.
  package func writeJSON(
    indent: Int?,
    to emit: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    var out = OutputBytes(capacity: Plan.jsonChunkBytes + 4096)
    try writeJSONDocument(to: &out, indent: indent) { buffer in
      guard buffer.count >= Plan.jsonChunkBytes else { return }
      try buffer.withBytes(emit)
      buffer.removeAll()
    }
    try out.withBytes(emit)
  }

  /// Appends the document to `out`, calling `flush` between values of its long arrays.
  private func writeJSONDocument(
    to out: inout OutputBytes,
    indent: Int?,
    flush: (inout OutputBytes) throws -> Void
  ) rethrows {
    writeJSONHead(to: &out, indent: indent)
    JSONValue.writeMember("matches", first: false, to: &out, indent: indent, level: 1)
    try Plan.writeArray(matches, inline: false, to: &out, indent: indent, flush: flush) {
      $0.writeJSON(to: &$1, indent: indent)
    }
    JSONValue.writeMember("appearing", first: false, to: &out, indent: indent, level: 1)
    try Plan.writeArray(appearing, inline: true, to: &out, indent: indent, flush: flush) {
      JSONValue.writeString($0, to: &$1)
    }
    JSONValue.writeMember("disappearing", first: false, to: &out, indent: indent, level: 1)
    try Plan.writeArray(disappearing, inline: true, to: &out, indent: indent, flush: flush) {
      JSONValue.writeString($0, to: &$1)
    }
    JSONValue.writeMember("animators", first: false, to: &out, indent: indent, level: 1)
    let heads = Animator.jsonHeads(indent: indent, level: 2)
    try Plan.writeArray(animators, inline: false, to: &out, indent: indent, flush: flush) {
      $0.writeJSON(to: &$1, indent: indent, level: 2, heads: heads)
    }
    JSONValue.writeMember("diagnostics", first: false, to: &out, indent: indent, level: 1)
    try Plan.writeArray(diagnostics, inline: false, to: &out, indent: indent, flush: flush) {
      $0.writeJSON(to: &$1, indent: indent, level: 2)
    }
    JSONValue.newline(&out, indent: indent, level: 0)
    out.append(UInt8(ascii: "}"))
    if indent != nil { out.append(UInt8(ascii: "\n")) }
  }

  /// Appends `{` and the members before `matches`; the few values among them that are not
  /// plain scalars (scene references, the transition source, a screen change, view animations,
  /// an interaction) are small, and are written through their ``JSONValue``.
  private func writeJSONHead(to out: inout OutputBytes, indent: Int?) {
    out.append(UInt8(ascii: "{"))
    JSONValue.writeMember("format", first: true, to: &out, indent: indent, level: 1)
    JSONValue.append("\"scenediff.plan\"", to: &out)
    JSONValue.writeMember("version", first: false, to: &out, indent: indent, level: 1)
    out.append(UInt8(ascii: "1"))
    JSONValue.writeMember("from", first: false, to: &out, indent: indent, level: 1)
    fromScene.referenceJSON.write(to: &out, indent: indent, level: 1)
    JSONValue.writeMember("to", first: false, to: &out, indent: indent, level: 1)
    toScene.referenceJSON.write(to: &out, indent: indent, level: 1)
    JSONValue.writeMember("units", first: false, to: &out, indent: indent, level: 1)
    JSONValue.writeString(toScene.units, to: &out)
    if let density = toScene.density {
      JSONValue.writeMember("density", first: false, to: &out, indent: indent, level: 1)
      JSONValue.writeNumber(density, to: &out)
    }
    if let device = toScene.device {
      JSONValue.writeMember("device", first: false, to: &out, indent: indent, level: 1)
      JSONValue.writeString(device.description, to: &out)
    }
    JSONValue.writeMember("transitionSource", first: false, to: &out, indent: indent, level: 1)
    (transitionSource?.json ?? .null).write(to: &out, indent: indent, level: 1)
    writeJSONSettings(to: &out, indent: indent)
    JSONValue.writeMember("totalDurationMs", first: false, to: &out, indent: indent, level: 1)
    JSONValue.writeNumber(totalDurationMs, to: &out)
    if let interactionTimeline {
      JSONValue.writeMember("interaction", first: false, to: &out, indent: indent, level: 1)
      interactionTimeline.planJSON.write(to: &out, indent: indent, level: 1)
    }
  }

  /// Appends the optional members between `transitionSource` and `totalDurationMs`.
  private func writeJSONSettings(to out: inout OutputBytes, indent: Int?) {
    if let reducedMotion {
      JSONValue.writeMember("reducedMotion", first: false, to: &out, indent: indent, level: 1)
      JSONValue.writeString(reducedMotion.rawValue, to: &out)
    }
    if let animatorDurationScale {
      JSONValue.writeMember(
        "animatorDurationScale",
        first: false,
        to: &out,
        indent: indent,
        level: 1
      )
      JSONValue.writeNumber(animatorDurationScale, to: &out)
    }
    if let screenChange {
      JSONValue.writeMember("screenChange", first: false, to: &out, indent: indent, level: 1)
      screenChange.json.write(to: &out, indent: indent, level: 1)
    }
    if !viewAnimations.isEmpty {
      JSONValue.writeMember("viewAnimations", first: false, to: &out, indent: indent, level: 1)
      JSONValue.array(viewAnimations.map(\.json)).write(to: &out, indent: indent, level: 1)
    }
  }

  /// Appends a member's array at nesting level 1 as ``JSONValue/render(indent:)`` prints it.
  ///
  /// `[]` when empty, on one line when `inline` (its items are scalars), else one item per
  /// line at level 2. `flush` runs after each item.
  private static func writeArray<Item>(
    _ items: [Item],
    inline: Bool,
    to out: inout OutputBytes,
    indent: Int?,
    flush: (inout OutputBytes) throws -> Void,
    item write: (Item, inout OutputBytes) -> Void
  ) rethrows {
    guard !items.isEmpty else {
      JSONValue.append("[]", to: &out)
      return
    }
    let flat = inline || indent == nil
    // What goes between two items, made once for the array: `writeFlatSeparator`'s separator,
    // or `,` and a new line at level 2. The first item has none of it when flat, and all but
    // the comma when not.
    var separator = OutputBytes(capacity: 64)
    if flat {
      JSONValue.writeFlatSeparator(&separator, indent: indent)
    } else {
      separator.append(UInt8(ascii: ","))
      JSONValue.newline(&separator, indent: indent, level: 2)
    }
    let firstSkips = flat ? separator.count : 1
    out.append(UInt8(ascii: "["))
    try separator.withBytes { separator in
      guard let base = separator.baseAddress else { return }
      for i in items.indices {
        let skipped = i == 0 ? firstSkips : 0
        out.append(base + skipped, count: separator.count - skipped)
        write(items[i], &out)
        try flush(&out)
      }
    }
    if !flat { JSONValue.newline(&out, indent: indent, level: 1) }
    out.append(UInt8(ascii: "]"))
  }
}

extension Plan.Match {
  /// Appends `{ "from": key, "to": key, "by": rule }` (one line; `{"from":key,"to":key,"by":rule}`
  /// on one compact line), as `JSONValue.writeInlineMember` and `closeInlineObject` write it,
  /// from literals.
  func writeJSON(to out: inout OutputBytes, indent: Int?) {
    let spaced = indent != nil
    JSONValue.append(spaced ? "{ \"from\": " : "{\"from\":", to: &out)
    JSONValue.writeString(from, to: &out)
    JSONValue.append(spaced ? ", \"to\": " : ",\"to\":", to: &out)
    JSONValue.writeString(to, to: &out)
    JSONValue.append(spaced ? ", \"by\": " : ",\"by\":", to: &out)
    JSONValue.writeString(by, to: &out)
    JSONValue.append(spaced ? " }" : "}", to: &out)
  }
}

extension Diagnostic {
  /// Appends ``json`` as `render(indent:)` prints it at nesting `level`, without building it:
  /// on one line when it has neither a location nor notes.
  func writeJSON(to out: inout OutputBytes, indent: Int?, level: Int) {
    guard location != nil || !notes.isEmpty else {
      JSONValue.writeInlineMember("severity", first: true, to: &out, indent: indent)
      JSONValue.writeString(severity.rawValue, to: &out)
      JSONValue.writeInlineMember("code", first: false, to: &out, indent: indent)
      JSONValue.writeString(code, to: &out)
      JSONValue.writeInlineMember("message", first: false, to: &out, indent: indent)
      JSONValue.writeString(message, to: &out)
      JSONValue.closeInlineObject(&out, indent: indent)
      return
    }
    let inner = level + 1
    out.append(UInt8(ascii: "{"))
    JSONValue.writeMember("severity", first: true, to: &out, indent: indent, level: inner)
    JSONValue.writeString(severity.rawValue, to: &out)
    JSONValue.writeMember("code", first: false, to: &out, indent: indent, level: inner)
    JSONValue.writeString(code, to: &out)
    JSONValue.writeMember("message", first: false, to: &out, indent: indent, level: inner)
    JSONValue.writeString(message, to: &out)
    if let location {
      JSONValue.writeMember("file", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeString(location.file, to: &out)
      JSONValue.writeMember("line", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeNumber(Double(location.line), to: &out)
      JSONValue.writeMember("column", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeNumber(Double(location.column), to: &out)
    }
    if !notes.isEmpty {
      JSONValue.writeMember("notes", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeNestedArray(count: notes.count, to: &out, indent: indent, level: inner) {
        notes[$0].writeJSON(to: &$1, indent: indent, level: $2)
      }
    }
    JSONValue.newline(&out, indent: indent, level: level)
    out.append(UInt8(ascii: "}"))
  }
}
