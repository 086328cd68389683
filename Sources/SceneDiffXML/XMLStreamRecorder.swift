import SceneDiffCore

/// An ``XMLStreamHandler`` that writes every event it receives as a line of text, so that two
/// readers of the same bytes can be compared (the fast path's differential tests and fuzzing).
package struct XMLStreamRecorder: XMLStreamHandler {
  /// One line per event, in order.
  package private(set) var events: [String] = []

  /// Creates an empty recorder.
  package init() {}

  /// Records an element: name, namespace, position and every attribute with its positions.
  package mutating func startElement(_ element: XMLStreamElement) {
    var line = "start \(Self.describe(element.position)) \(element.string(element.name))"
    if let namespace = element.namespaceURI { line += " {\(element.string(namespace))}" }
    for attribute in element.attributes {
      line += " \(attribute.hasNamespace ? "ns:" : "")\(element.string(attribute.name))"
      line += "@\(Self.describe(attribute.namePosition))"
      line += "=\(Array(element[attribute.value]))@\(Self.describe(attribute.valuePosition))"
    }
    events.append(line)
  }

  /// Records an end.
  package mutating func endElement() { events.append("end") }

  /// Records text with its position.
  package mutating func text(at position: XMLTextPosition) {
    events.append("text \(Self.describe(position))")
  }

  /// `offset:line:column`.
  private static func describe(_ position: XMLTextPosition) -> String {
    "\(position.offset):\(position.line):\(position.column)"
  }

  /// Compares the fast path's events with libxml2's path's on `bytes`.
  ///
  /// Reads `bytes` with the fast path alone and with libxml2's path alone, and describes the
  /// first difference between their events or errors when the fast path read them; `nil` when
  /// they agree or the fast path abandoned them. `accepted` says whether the fast path read them.
  package static func difference(
    _ bytes: [UInt8],
    limits: XMLLimits = .default
  ) -> (accepted: Bool, difference: String?) {
    var fast = XMLStreamRecorder()
    do {
      try XMLDocumentReader.stream(bytes, file: "f", limits: limits, path: .fastOnly, into: &fast)
    } catch {
      return (false, nil)
    }
    var full = XMLStreamRecorder()
    do {
      try XMLDocumentReader.stream(bytes, file: "f", limits: limits, path: .libxml2, into: &full)
    } catch {
      return (true, "the fast path accepted input libxml2's path rejects: \(error.diagnostic)")
    }
    guard fast.events != full.events else { return (true, nil) }
    let common = min(fast.events.count, full.events.count)
    let index = (0..<common).first { fast.events[$0] != full.events[$0] } ?? common
    let fastEvent = index < fast.events.count ? fast.events[index] : "(none)"
    let fullEvent = index < full.events.count ? full.events[index] : "(none)"
    return (true, "event \(index): fast path \(fastEvent); libxml2 path \(fullEvent)")
  }
}
