import FuzzSupport
import SceneDiff

/// Fuzzes drawables: XML drawables and bitmap headers.
///
/// The input is a drawable, optionally followed by a NUL byte and a layout that
/// uses it (else ``FuzzWorkspaceFiles/mainLayout``, which reads `@drawable/fuzz` as an image,
/// a background, a foreground and a compound drawable). Input that starts with `<` (after
/// whitespace) is an XML drawable, `res/drawable/fuzz.xml`; anything else a bitmap,
/// `res/drawable-xhdpi/fuzz.png`, whose header gives its size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDrawable(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let parts = FuzzInput(data, size).parts(2)
  let workspace = FuzzWorkspace.shared
  let isXML = parts[0].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
  let file = isXML ? FuzzWorkspaceFiles.Paths.xmlDrawable : FuzzWorkspaceFiles.Paths.bitmapDrawable
  workspace.remove(
    isXML ? FuzzWorkspaceFiles.Paths.bitmapDrawable : FuzzWorkspaceFiles.Paths.xmlDrawable
  )
  workspace.write(parts[0], to: file)
  if isXML {
    FuzzDiagnostics.render(InputFile.check(path: workspace.path(file)).1)
  }
  let layout = parts.count == 2 ? parts[1] : Array(FuzzWorkspaceFiles.mainLayout.utf8)
  FuzzLayouts.exercise(layout, as: FuzzWorkspaceFiles.Paths.layout)
  return 0
}
