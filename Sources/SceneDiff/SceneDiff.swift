// `import SceneDiff` gives users the whole library: the engine, the native scene format, the
// Android half, iOS transition files, Interface Builder documents and the outputs. The XML reader stays an implementation detail.
@_exported import SceneDiffAndroid
@_exported import SceneDiffCore
@_exported import SceneDiffExport
@_exported import SceneDiffIOS
@_exported import SceneDiffInterfaceBuilder
@_exported import SceneDiffNative
