import Foundation
import SceneDiffCore
import SceneDiffXML

/// Reads what layout needs from a drawable: its intrinsic size, its padding and, for previews,
/// a solid colour.
///
/// Bitmaps (PNG, JPEG, WebP, GIF) give their pixel size scaled from their folder's density as
/// `BitmapDrawable` does; XML drawables are read by their root element (`vector`, `shape`,
/// `inset`, `layer-list`, `selector`, `ripple`, `bitmap`, `color`…). Nested references are
/// followed to a bounded depth.
struct DrawableReader {
  /// The resolver for references inside drawable files.
  var resolver: ResourceResolver
  /// How deep drawables may nest.
  static let maxDepth = 8

  private var device: Device { resolver.device }

  /// The drawable a resolved value names.
  func drawable(_ item: ResourceItem, attribute: String, depth: Int = 0) throws(ResourceError)
    -> DrawableInfo?
  {
    let text = item.value
    if let color = ARGBColor.parse(text) { return DrawableInfo(color: color) }
    guard let reference = ResourceReference(text) else {
      throw .invalidValue(
        item.location,
        attribute: attribute,
        value: text,
        expected: "a drawable reference such as @drawable/icon or a colour"
      )
    }
    let isFramework = reference.package == "android"
    if let builtIn = BuiltInResources.shared.drawable(reference.name, isFramework: isFramework) {
      return builtIn.info(on: device)
    }
    guard !isFramework, let file = resolver.repository.file(reference.type, reference.name),
      depth < Self.maxDepth
    else {
      return Self.placeholder(on: device)
    }
    return try read(file.path, densityDpi: file.densityDpi, attribute: attribute, depth: depth)
  }

  /// SceneDiff's stand-in for a drawable whose file is missing (24 × 24 dp).
  static func placeholder(on device: Device) -> DrawableInfo {
    let side = Dimension(Float(DrawableDefaults.placeholderDp), .dp).pixelSize(on: device)
    return DrawableInfo(intrinsicWidth: side, intrinsicHeight: side, isPlaceholder: true)
  }

  /// Reads a drawable file.
  private func read(_ path: String, densityDpi: Int?, attribute: String, depth: Int)
    throws(ResourceError) -> DrawableInfo?
  {
    if path.hasSuffix(".xml") { return try readXML(path, attribute: attribute, depth: depth) }
    guard let size = ImageHeader.pixelSize(ofFileAt: path) else {
      throw .invalidValue(
        .start(of: path),
        attribute: attribute,
        value: (path as NSString).lastPathComponent,
        expected: "a PNG, JPEG, WebP or GIF image or an XML drawable"
      )
    }
    var width = size.width
    var height = size.height
    if path.hasSuffix(".9.png") {
      width = max(0, width - 2)
      height = max(0, height - 2)
    }
    let source = densityDpi ?? 160
    if source != ResourceQualifiers.noDensity && source != ResourceQualifiers.anyDensity {
      // Bitmap.scaleFromDensity: (size × target + source / 2) / source.
      let target = device.densityDpi
      width = (width * target + source / 2) / source
      height = (height * target + source / 2) / source
    }
    return DrawableInfo(intrinsicWidth: width, intrinsicHeight: height)
  }

  private func readXML(_ path: String, attribute: String, depth: Int) throws(ResourceError)
    -> DrawableInfo?
  {
    let root: LocatedElement
    do {
      root = try ParsedXMLFiles.parse(path).get()
    } catch {
      throw .invalidValue(
        error.diagnostic.location ?? .start(of: path),
        attribute: attribute,
        value: (path as NSString).lastPathComponent,
        expected: "a well-formed drawable file (\(error.diagnostic.message))"
      )
    }
    return try element(root, attribute: attribute, depth: depth + 1)
  }

  /// The drawable an XML element describes.
  private func element(_ element: LocatedElement, attribute: String, depth: Int)
    throws(ResourceError) -> DrawableInfo?
  {
    guard depth < Self.maxDepth else { return Self.placeholder(on: device) }
    switch element.name {
    case "vector":
      return DrawableInfo(
        intrinsicWidth: try size(element, "width") ?? -1,
        intrinsicHeight: try size(element, "height") ?? -1
      )
    case "animated-vector", "bitmap", "nine-patch", "scale", "clip", "rotate", "animated-rotate":
      let key = element.name == "bitmap" || element.name == "nine-patch" ? "src" : "drawable"
      return try child(element, key, attribute: attribute, depth: depth)
        ?? DrawableInfo()
    case "color":
      let color = try android(element, "color").map { value throws(ResourceError) in
        try resolver.color(value.value, at: value.valueLocation, attribute: "android:color")
      }
      return DrawableInfo(color: color)
    case "shape":
      return try shape(element)
    case "inset":
      return try inset(element, attribute: attribute, depth: depth)
    case "layer-list", "ripple", "transition":
      return try layers(element, attribute: attribute, depth: depth)
    case "selector", "animated-selector", "level-list":
      // The default state: the first item without state attributes, else the last item.
      let items = element.children.filter { $0.name == "item" }
      let plain = items.first { item in
        !item.attributes.contains { $0.name.hasPrefix("state_") }
      }
      guard let chosen = plain ?? items.last else { return DrawableInfo() }
      return try itemDrawable(chosen, attribute: attribute, depth: depth)
    case "adaptive-icon":
      let side = Dimension(108, .dp).pixelSize(on: device)
      return DrawableInfo(intrinsicWidth: side, intrinsicHeight: side)
    default:
      return DrawableInfo()
    }
  }

  /// An `<inset>`: the inner drawable grown by the insets (`inset`, then each side), which
  /// also add to its padding; the colour is dropped.
  private func inset(_ element: LocatedElement, attribute: String, depth: Int)
    throws(ResourceError) -> DrawableInfo
  {
    var info =
      try child(element, "drawable", attribute: attribute, depth: depth) ?? DrawableInfo()
    let all = try offset(element, "inset") ?? 0
    let insets = Insets(
      left: try offset(element, "insetLeft") ?? all,
      top: try offset(element, "insetTop") ?? all,
      right: try offset(element, "insetRight") ?? all,
      bottom: try offset(element, "insetBottom") ?? all
    )
    if info.intrinsicWidth >= 0 { info.intrinsicWidth += insets.horizontal }
    if info.intrinsicHeight >= 0 { info.intrinsicHeight += insets.vertical }
    let inner = info.padding ?? .zero
    info.padding = Insets(
      left: inner.left + insets.left,
      top: inner.top + insets.top,
      right: inner.right + insets.right,
      bottom: inner.bottom + insets.bottom
    )
    info.color = nil
    return info
  }

  /// A `<layer-list>`, `<ripple>` or `<transition>`: the largest size of its `<item>`s, and the
  /// first padding and colour one has (a ripple's mask item does not count).
  private func layers(_ element: LocatedElement, attribute: String, depth: Int)
    throws(ResourceError) -> DrawableInfo
  {
    var result = DrawableInfo()
    for item in element.children where item.name == "item" {
      if element.name == "ripple",
        item.attribute("id", namespace: XMLNamespace.android)?
          .value == "@android:id/mask"
      {
        continue
      }
      guard let layer = try itemDrawable(item, attribute: attribute, depth: depth) else {
        continue
      }
      result.intrinsicWidth = max(result.intrinsicWidth, layer.intrinsicWidth)
      result.intrinsicHeight = max(result.intrinsicHeight, layer.intrinsicHeight)
      if result.padding == nil { result.padding = layer.padding }
      if result.color == nil { result.color = layer.color }
    }
    return result
  }

  /// A `<shape>`: `<size>`, `<padding>` and a `<solid>` colour.
  private func shape(_ element: LocatedElement) throws(ResourceError) -> DrawableInfo {
    var info = DrawableInfo()
    for child in element.children {
      switch child.name {
      case "size":
        info.intrinsicWidth = try size(child, "width") ?? -1
        info.intrinsicHeight = try size(child, "height") ?? -1
      case "padding":
        info.padding = Insets(
          left: try offset(child, "left") ?? 0,
          top: try offset(child, "top") ?? 0,
          right: try offset(child, "right") ?? 0,
          bottom: try offset(child, "bottom") ?? 0
        )
      case "solid":
        if let value = android(child, "color") {
          info.color = try? resolver.color(
            value.value,
            at: value.valueLocation,
            attribute: "android:color"
          )
        }
      default: break
      }
    }
    return info
  }

  /// An `<item>`'s drawable: its `android:drawable` attribute or its child element, widened
  /// by `android:width`/`height` when given.
  private func itemDrawable(_ item: LocatedElement, attribute: String, depth: Int)
    throws(ResourceError) -> DrawableInfo?
  {
    var info = try child(item, "drawable", attribute: attribute, depth: depth)
    if info == nil, let nested = item.children.first {
      info = try element(nested, attribute: attribute, depth: depth + 1)
    }
    if var sized = info {
      if let width = try size(item, "width") { sized.intrinsicWidth = width }
      if let height = try size(item, "height") { sized.intrinsicHeight = height }
      return sized
    }
    return info
  }

  /// The drawable named by attribute `name` of `element`.
  private func child(_ element: LocatedElement, _ name: String, attribute: String, depth: Int)
    throws(ResourceError) -> DrawableInfo?
  {
    guard let value = android(element, name),
      let item = try resolver.resolve(value.value, at: value.valueLocation)
    else { return nil }
    return try drawable(item, attribute: attribute, depth: depth + 1)
  }

  private func android(_ element: LocatedElement, _ name: String) -> LocatedAttribute? {
    element.attribute(name, namespace: XMLNamespace.android)
  }

  /// A pixel size (`getDimensionPixelSize`).
  private func size(_ element: LocatedElement, _ name: String) throws(ResourceError) -> Int? {
    guard let value = android(element, name) else { return nil }
    return try resolver.dimension(
      value.value,
      at: value.valueLocation,
      attribute: "android:" + name
    )
    .pixelSize(on: device)
  }

  /// A pixel offset (`getDimensionPixelOffset`).
  private func offset(_ element: LocatedElement, _ name: String) throws(ResourceError) -> Int? {
    guard let value = android(element, name) else { return nil }
    return try resolver.dimension(
      value.value,
      at: value.valueLocation,
      attribute: "android:" + name
    )
    .pixelOffset(on: device)
  }

  /// The default colour of a colour state list file (`res/color/x.xml`): the first `<item>`
  /// without state attributes, else the last.
  func stateListColor(_ path: String, attribute: String, depth: Int = 0) throws(ResourceError)
    -> UInt32
  {
    let root: LocatedElement
    do {
      root = try ParsedXMLFiles.parse(path).get()
    } catch {
      throw .invalidValue(
        error.diagnostic.location,
        attribute: attribute,
        value: (path as NSString).lastPathComponent,
        expected: "a colour state list"
      )
    }
    let items = root.children.filter { $0.name == "item" }
    let plain = items.first { !$0.attributes.contains { $0.name.hasPrefix("state_") } }
    guard let chosen = plain ?? items.last, let color = android(chosen, "color") else {
      throw .invalidValue(
        root.location,
        attribute: attribute,
        value: (path as NSString).lastPathComponent,
        expected: "a <selector> with <item android:color=…>"
      )
    }
    let item = try resolver.resolve(color.value, at: color.valueLocation)
    if let item, let value = ARGBColor.parse(item.value) { return value }
    if let item, let reference = ResourceReference(item.value), reference.type == "color",
      let file = resolver.repository.file("color", reference.name), depth < Self.maxDepth
    {
      return try stateListColor(file.path, attribute: attribute, depth: depth + 1)
    }
    throw .invalidValue(
      color.valueLocation,
      attribute: "android:color",
      value: color.value,
      expected: depth < Self.maxDepth ? "a colour" : "a colour (the references nest too deep)"
    )
  }
}
