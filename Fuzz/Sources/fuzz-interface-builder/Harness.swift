import FuzzSupport
import SceneDiff

/// Fuzzes Interface Builder documents.
///
/// The input's first byte picks the file name it is written to (even: `fuzz.storyboard`,
/// odd: `fuzz.xib`), the rest is the document; the scene names of one that reads are listed,
/// the default scene and the first few named ones are loaded (`FILE#NAME`), and each scene
/// that loads is planned against a changed copy of itself and sampled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  guard let first = input.bytes.first else { return 0 }
  let workspace = FuzzWorkspace.shared
  let relative =
    first % 2 == 0 ? FuzzWorkspaceFiles.Paths.storyboard : FuzzWorkspaceFiles.Paths.xib
  workspace.write(Array(input.bytes.dropFirst()), to: relative)
  let file = workspace.path(relative)
  var paths = [file]
  do {
    paths += try InterfaceBuilderFile.sceneNames(path: file).prefix(3).map { "\(file)#\($0)" }
  } catch {
    FuzzDiagnostics.render(error)
  }
  for path in paths {
    do {
      let loaded = try InterfaceBuilderFile.load(path: path)
      FuzzDiagnostics.render(loaded.diagnostics)
      FuzzPipeline.exercise(scene: loaded.value)
    } catch {
      FuzzDiagnostics.render(error)
    }
  }
  return 0
}
