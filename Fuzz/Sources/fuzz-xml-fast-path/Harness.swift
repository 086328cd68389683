import FuzzSupport
import SceneDiff
@_spi(Fuzzing) import SceneDiffNative

/// Fuzzes the XML reader's fast path against libxml2's path (differential).
///
/// The input is any XML file. It is read with the fast path alone and with libxml2's path
/// alone: when the fast path reads it, both must hand a reader the same events (names,
/// namespaces, values, positions, text) and libxml2's path must accept it too; when the fast
/// path builds an element tree of it (as layouts are read), the tree must equal libxml2's
/// path's; and it is loaded as a native scene both ways (the default path and libxml2's alone), which must give
/// the same scene and the same diagnostics. Any difference traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLFastPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let events = NativeSceneFile.xmlReaderDifference(input.bytes)
  if let difference = events.difference {
    fatalError("the XML fast path differs from libxml2's path: \(difference)")
  }
  if let difference = NativeSceneFile.xmlTreeDifference(input.bytes) {
    fatalError("the XML fast path's tree differs from libxml2's path's: \(difference)")
  }
  let fast = outcome(input.bytes, libxml2Only: false)
  let full = outcome(input.bytes, libxml2Only: true)
  if fast != full {
    fatalError("the scene differs between the XML reader's paths:\n\(fast)\n---\n\(full)")
  }
  return 0
}

/// A scene load's outcome as text: the scene and its diagnostics, or the diagnostics thrown.
private func outcome(_ bytes: [UInt8], libxml2Only: Bool) -> String {
  do {
    let loaded = try NativeSceneFile.load(bytes: bytes, file: "fuzz.xml", libxml2Only: libxml2Only)
    return "\(loaded.value)\n" + loaded.diagnostics.map(\.description).joined(separator: "\n")
  } catch {
    return error.diagnostics.map(\.description).joined(separator: "\n")
  }
}
