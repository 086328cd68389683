import FuzzSupport
import SceneDiff

/// Fuzzes native scenes.
///
/// The input is a `<scene>` file; what loads is written back as a native scene,
/// read again, planned and sampled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNativeScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  do {
    let loaded = try NativeSceneFile.load(bytes: input.bytes, file: "fuzz.xml")
    FuzzDiagnostics.render(loaded.diagnostics)
    let written = SceneWriter.document(loaded.value)
    _ = try NativeSceneFile.load(bytes: Array(written.utf8), file: "written.xml")
    FuzzPipeline.exercise(scene: loaded.value)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
