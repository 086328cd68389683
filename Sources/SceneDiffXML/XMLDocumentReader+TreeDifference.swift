extension XMLDocumentReader {
  /// Compares the tree built in the fast path's one pass with the tree libxml2's path builds.
  ///
  /// Reads `bytes` with ``LocatedElementBuilder`` and with ``parseWithLibxml2(_:file:limits:)``;
  /// describes the first difference when the one pass built a tree: libxml2's
  /// path failing, or the trees being unequal. `nil` when they agree or the one pass left the
  /// bytes to libxml2's path. For the differential fuzz harness (`Docs/fuzzing.md`).
  package static func treeDifference(_ bytes: [UInt8], limits: XMLLimits = .default) -> String? {
    bytes.withUnsafeBufferPointer { buffer -> String? in
      guard let onePass = LocatedElementBuilder.read(buffer, file: "f", limits: limits) else {
        return nil
      }
      let full: LocatedElement
      do throws(XMLError) {
        full = try parseWithLibxml2(buffer, file: "f", limits: limits)
      } catch {
        return "the one-pass tree was built from input libxml2's path rejects: \(error.diagnostic)"
      }
      guard onePass != full else { return nil }
      return "the trees differ:\n\(onePass)\n--- libxml2 path:\n\(full)"
    }
  }
}
