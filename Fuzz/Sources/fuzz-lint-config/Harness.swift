import FuzzSupport
import SceneDiff

/// Fuzzes `lint`'s JSON inputs: its configuration (`scenediff-lint.json`, `--config`) and
/// motion tokens (`--tokens`, W3C Design Tokens).
///
/// The input is read as both files; each one that loads configures a linter (the other
/// left at its default) that checks the workspace's two native scenes planned with every
/// transition kind, and its report is rendered as text, JSON and SARIF.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.lintConfiguration)
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.tokens)
  var linters: [Linter] = []
  do {
    let configuration = try LintConfiguration.load(
      path: workspace.path(FuzzWorkspaceFiles.Paths.lintConfiguration)
    )
    linters.append(Linter(configuration: configuration))
  } catch {
    FuzzDiagnostics.render(error)
  }
  do {
    let tokens = try MotionTokens.load(path: workspace.path(FuzzWorkspaceFiles.Paths.tokens))
    _ = tokens.nearestDuration(to: 300)
    linters.append(Linter(tokens: tokens))
  } catch {
    FuzzDiagnostics.render(error)
  }
  for linter in linters {
    FuzzLint.report(linter)
  }
  return 0
}
