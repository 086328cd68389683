import SceneDiff

Inputs.fixMmapThreshold()
let status = await SceneDiffTool.spec.run(Array(CommandLine.arguments.dropFirst())) {
  parsed,
  terminal in
  try await SceneDiffTool.run(parsed, &terminal)
}
status.terminateProcess()
