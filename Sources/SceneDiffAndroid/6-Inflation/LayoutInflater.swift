import Foundation
import SceneDiffCore
import SceneDiffXML

/// `LayoutInflater`'s structural rules: turns a layout file's XML into ``InflatedElement``
/// trees (§11).
///
/// * `<layout>` (data binding): its `<data>` is dropped and its first other child is the root;
///   `@{…}` and `@={…}` values are evaluated at run time, so they are dropped with a warning.
/// * `<include layout="@layout/x">`: replaced by `x`'s root, which takes the include's
///   `android:id`, `android:visibility` and (only when the include has both `layout_width` and
///   `layout_height`) all its `layout_*` attributes; `android:theme` on the include themes the
///   included views. A `<merge>` root's children are inserted instead.
/// * `<merge>` only as a root; `<requestFocus>` and `<tag>` are dropped; `<view class="…">`
///   names its class; `tools:` attributes are ignored.
///
/// Limits: 256 levels of nesting across includes and 20,000 views in all, so that includes
/// that multiply cannot exhaust memory or time (Android lint already warns at 80 views).
struct LayoutInflater {
  /// Resolves `@layout/…` references for the device.
  var resolver: ResourceResolver
  /// Everything found so far.
  var diagnostics: [Diagnostic] = []
  /// The most nested views (includes counted) SceneDiff follows.
  static let maxDepth = 256
  /// The most views one layout may inflate to.
  static let maxViews = 20_000

  private var includeStack: [String] = []
  /// The file being inflated, before its standardized path is pushed on ``includeStack``:
  /// standardizing resolves symbolic links (a system call per path component), so it waits
  /// for the first `<include>` that needs the cycle check.
  private var pendingRoot: String?
  private var viewCount = 0
  private var reportedBinding: Set<String> = []
  private var stoppedAtLimit = false
  /// Included files read so far by standardized path; `nil` for one that failed to read (its
  /// error is reported once, not once per include).
  private var includedFiles: [String: LocatedElement?] = [:]
  /// Resolved `@layout/…` references: the file and its standardized path (standardizing
  /// resolves symbolic links, which costs a system call per path component).
  private var includePaths: [String: (path: String, normalized: String)] = [:]

  /// An inflater resolving layouts with `resolver`.
  init(resolver: ResourceResolver) {
    self.resolver = resolver
  }

  /// The views a layout file's root element inflates to: one, or a `<merge>` root's children.
  mutating func inflate(_ root: LocatedElement, file: String) -> [InflatedElement] {
    includeStack = []
    pendingRoot = file
    return inflateRoot(root, file: file, depth: 0, isIncluded: false)
  }

  // MARK: - Roots

  private mutating func inflateRoot(
    _ element: LocatedElement,
    file: String,
    depth: Int,
    isIncluded: Bool
  ) -> [InflatedElement] {
    var root = element
    if root.name == "layout", root.namespaceURI == nil {
      guard
        let inner = root.children.first(where: { !($0.name == "data" && $0.namespaceURI == nil) })
      else {
        report(
          .emptyLayout(
            root.location,
            reason: "<layout> has no view besides <data>; a data-binding layout wraps one root view"
          )
        )
        return []
      }
      for extra in root.children.dropFirst()
      where !(extra.name == "data" && extra.namespaceURI == nil) && extra != inner {
        report(
          .unexpectedElement(
            extra.location,
            name: extra.name,
            context: "after the root view of a <layout>"
          )
        )
      }
      root = inner
    }
    if root.name == "merge", root.namespaceURI == nil {
      return views(in: root, file: file, depth: depth)
    }
    return view(root, file: file, depth: depth).map { [$0] } ?? []
  }

  // MARK: - Elements

  private mutating func views(in parent: LocatedElement, file: String, depth: Int)
    -> [InflatedElement]
  {
    var result: [InflatedElement] = []
    for child in parent.children {
      guard child.namespaceURI == nil || child.namespaceURI == parent.namespaceURI else { continue }
      switch child.name {
      case "requestFocus", "tag": continue
      case "include": result += include(child, file: file, depth: depth + 1)
      case "merge": report(.mergeNotRoot(child.location))
      case "data", "variable", "import":
        report(
          .unexpectedElement(
            child.location,
            name: child.name,
            context: "outside a <layout>'s <data>"
          )
        )
      default:
        if let view = view(child, file: file, depth: depth + 1) { result.append(view) }
      }
    }
    return result
  }

  private mutating func view(_ element: LocatedElement, file: String, depth: Int)
    -> InflatedElement?
  {
    guard countView(element, depth: depth), let className = className(of: element) else {
      return nil
    }
    checkFrameworkAttributes(of: element, className: className)
    if element.name == "fragment"
      || ViewClassRules.simpleName(className) == "FragmentContainerView",
      let toolsLayout = element.attributes.first(where: {
        $0.namespaceURI == XMLNamespace.tools && $0.name == "layout"
      })
    {
      return fragment(element, className: className, layout: toolsLayout, file: file, depth: depth)
    }
    return InflatedElement(
      className: className,
      attributes: attributes(of: element),
      location: element.location,
      file: file,
      children: views(in: element, file: file, depth: depth)
    )
  }

  /// Counts one more view against the depth and size limits; `false` (once reported) when the
  /// inflation must stop.
  private mutating func countView(_ element: LocatedElement, depth: Int) -> Bool {
    guard !stoppedAtLimit else { return false }
    guard depth < Self.maxDepth else {
      stoppedAtLimit = true
      report(.tooDeep(element.location, limit: Self.maxDepth))
      return false
    }
    viewCount += 1
    guard viewCount <= Self.maxViews else {
      stoppedAtLimit = true
      diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "layout-too-large",
          "the layout inflates to more than \(Self.maxViews) views (includes counted); SceneDiff "
            + "stopped here"
        )
      )
      return false
    }
    return true
  }

  /// The view class an element names: its tag, or a `<view>`'s `class` attribute; `nil` (with
  /// an error) for a `<view>` without one or a lower-case tag that names no view.
  private mutating func className(of element: LocatedElement) -> String? {
    if element.name == "view", element.namespaceURI == nil {
      guard let name = element.attribute("class")?.value, !name.isEmpty else {
        diagnostics.append(
          Diagnostic(
            .error,
            at: element.location,
            code: "missing-attribute",
            "<view> needs a class attribute naming the view class"
          )
        )
        return nil
      }
      return name
    }
    if let prefix = element.name.first, prefix.isLowercase, !element.name.contains("."),
      !["view", "fragment", "blink"].contains(element.name)
    {
      report(
        .unexpectedElement(
          element.location,
          name: element.name,
          context:
            "in a layout; views are written with their class name (<TextView>, <com.example.Chip>)"
        )
      )
      return nil
    }
    return element.name
  }

  // MARK: - Fragments

  /// A `<fragment>` or `FragmentContainerView` whose `tools:layout` names the fragment's
  /// layout, as Android Studio's preview shows it.
  ///
  /// A `<fragment>` tag becomes the fragment's view: the layout's root with every `layout_*`
  /// attribute of the tag (FragmentManager returns the view to the inflater, which adds it
  /// with the tag's layout parameters) and the tag's `android:id` when it has one. A
  /// `FragmentContainerView` (a FrameLayout) holds the layout's root as its child, with the
  /// root's own layout parameters. A layout that cannot be read leaves the element empty.
  private mutating func fragment(
    _ element: LocatedElement,
    className: String,
    layout: LocatedAttribute,
    file: String,
    depth: Int
  ) -> InflatedElement? {
    let own = attributes(of: element)
    let inflated = layoutViews(layout, file: file, depth: depth + 1)
    if element.name == "fragment", var root = inflated.first, inflated.count == 1 {
      root.includeLayoutParams = own.filter { $0.key.name.hasPrefix("layout_") }
      if let id = own[.android("id")] { root.attributes[.android("id")] = id }
      return root
    }
    return InflatedElement(
      className: element.name == "fragment" ? "FrameLayout" : className,
      attributes: own,
      location: element.location,
      file: file,
      children: inflated + views(in: element, file: file, depth: depth)
    )
  }

  /// The views a `@layout/…` reference inflates to (one root, or a `<merge>`'s children),
  /// with the include cycle and depth checks; empty when it cannot be read.
  private mutating func layoutViews(_ layout: LocatedAttribute, file: String, depth: Int)
    -> [InflatedElement]
  {
    let path: String
    do {
      path = try resolver.layoutFile(
        layout.value,
        at: layout.valueLocation,
        attribute: layout.qualifiedName
      )
    } catch {
      diagnostics.append(error.diagnostic(lenient: resolver.isLenient))
      return []
    }
    let normalized = StandardizedPathCache.shared.standardized(path)
    guard !isIncluding(normalized) else {
      report(.includeCycle(layout.valueLocation, layout: layout.value))
      return []
    }
    guard let root = includedRoot(path, normalized) else { return [] }
    includeStack.append(normalized)
    defer { includeStack.removeLast() }
    return inflateRoot(root, file: path, depth: depth, isIncluded: true)
  }

  /// Whether the file at standardized path `normalized` is being inflated already (an include
  /// cycle); standardizes the root file's path first if it is still pending.
  private mutating func isIncluding(_ normalized: String) -> Bool {
    if let root = pendingRoot {
      includeStack.insert(StandardizedPathCache.shared.standardized(root), at: 0)
      pendingRoot = nil
    }
    return includeStack.contains(normalized)
  }

  // MARK: - ViewStub

  /// Inflates every `ViewStub` that a change made visible or invisible.
  ///
  /// As `ViewStub.setVisibility` does, the stub is replaced by its `android:layout`'s root,
  /// which takes the stub's `layout_*` attributes (when the stub gives both sizes) and its
  /// `android:inflatedId` as id (`inflateViewNoAdd`, `replaceSelfWithView`). Other stubs stay
  /// GONE. A stub made visible without a layout is an `invalid-view-stub` error (Android
  /// throws).
  mutating func inflateStubs(_ views: [InflatedElement]) -> [InflatedElement] {
    views.flatMap { inflateStub($0) }
  }

  private mutating func inflateStub(_ element: InflatedElement) -> [InflatedElement] {
    var element = element
    element.children = element.children.flatMap { inflateStub($0) }
    guard element.className == "ViewStub",
      let visibility = element.attributes[.android("visibility")],
      visibility.text == "visible" || visibility.text == "invisible"
    else { return [element] }
    guard let layout = element.attributes[.android("layout")] else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: visibility.location ?? element.location,
          code: "invalid-view-stub",
          "a ViewStub made '\(visibility.text)' inflates its android:layout, and this one has "
            + "none (Android throws 'ViewStub must have a valid layoutResource')"
        )
      )
      return [element]
    }
    let attribute = LocatedAttribute(
      name: "layout",
      namespaceURI: XMLNamespace.android,
      prefix: "android",
      value: layout.text,
      location: layout.location ?? element.location,
      valueLocation: layout.location ?? element.location
    )
    includeStack = []
    pendingRoot = element.file
    var inflated = layoutViews(attribute, file: element.file, depth: 1)
    guard !inflated.isEmpty else { return [] }
    let params = element.attributes.filter { $0.key.name.hasPrefix("layout_") }
    if params[.android("layout_width")] != nil, params[.android("layout_height")] != nil {
      inflated[0].includeLayoutParams = params
    }
    if let id = element.attributes[.android("inflatedId")] {
      inflated[0].attributes[.android("id")] = id
    }
    var serial = 0
    func number(_ view: inout InflatedElement) {
      view.instance = "\(element.instance ?? element.file)>\(serial)"
      serial += 1
      for index in view.children.indices { number(&view.children[index]) }
    }
    for index in inflated.indices { number(&inflated[index]) }
    return inflated
  }

  /// The element's attributes in the Android and app namespaces, by key; `style` (no
  /// namespace) is kept as `app:style`, other unprefixed attributes are warned about.
  ///
  /// The attributes are read in place, by index: a `for … in` loop copied each one (six strings
  /// and locations retained and released) only to read a few of its fields.
  private mutating func attributes(of element: LocatedElement) -> [AttributeKey: AttributeValue] {
    // Room for every attribute at once: grown one insertion at a time, the table was moved
    // to a larger one three or four times an element. The attributes are read in place
    // through the array's buffer (reading them by subscript copied each one, retaining and
    // releasing its strings), and each is entered with one probe of the table: the first
    // attribute of a key wins, so a later one of the same key puts the first back.
    var result: [AttributeKey: AttributeValue] = Dictionary(
      minimumCapacity: element.attributes.count
    )
    element.attributes.withUnsafeBufferPointer { attributes in
      for index in attributes.indices {
        guard
          let key = key(
            attributes[index].namespaceURI,
            attributes[index].name,
            at: attributes[index].location,
            in: element
          )
        else { continue }
        if Self.isBindingExpression(attributes[index].value) {
          reportBinding(attributes[index])
          continue
        }
        let value = AttributeValue(attributes[index].value, at: attributes[index].valueLocation)
        if let first = result.updateValue(value, forKey: key) { result[key] = first }
      }
    }
    return result
  }

  /// The key of the attribute `name` in `namespaceURI` of `element` (``attributes(of:)``), or
  /// `nil` for an attribute that is skipped (`tools:` and unknown namespaces) or, without a
  /// namespace, warned about at `location`.
  ///
  /// It takes the attribute's fields, not the attribute: handed over whole, each attribute was
  /// copied (its strings retained and released) on every call.
  private mutating func key(
    _ namespaceURI: String?,
    _ name: String,
    at location: @autoclosure () -> SourceLocation,
    in element: LocatedElement
  ) -> AttributeKey? {
    switch namespaceURI {
    case XMLNamespace.android?: return .android(name)
    case let uri?
    where uri == XMLNamespace.app || uri.hasPrefix("http://schemas.android.com/apk/res/"):
      return .app(name)
    case nil:
      if name == "style" { return .app("style") }
      if name == "class" && element.name == "view" || name == "layout" {
        return nil
      }
      diagnostics.append(
        Diagnostic(
          .warning,
          at: location(),
          code: "attribute-without-namespace",
          "attribute '\(name)' has no namespace and is ignored; did you mean 'android:\(name)'?"
        )
      )
      return nil
    default: return nil  // tools:, sd: and unknown namespaces
    }
  }

  /// Warns about `android:` attributes that are no platform attribute SceneDiff knows.
  ///
  /// aapt2 would refuse them, so Android never sees them; the warning suggests the closest
  /// attribute the element's class declares. `className` is `nil` for an `<include>`.
  /// Data-binding expressions are left alone: binding adapters may take any name.
  private mutating func checkFrameworkAttributes(of element: LocatedElement, className: String?) {
    // Asked by index, field by field: nearly every element has no unknown attribute, and
    // `filter` copied each attribute to ask. The names are looked up by their bytes
    // (``FrameworkAttributes/known``): hashed into a `Set<String>` they cost about 600
    // instructions each.
    let attributes = element.attributes
    func isUnknown(_ index: Int) -> Bool {
      attributes[index].namespaceURI == XMLNamespace.android
        && !FrameworkAttributes.known.contains(attributes[index].name)
        && !Self.isBindingExpression(attributes[index].value)
    }
    guard attributes.indices.contains(where: isUnknown) else { return }
    let unknown = attributes.indices.filter(isUnknown).map { attributes[$0] }
    var declared = FrameworkAttributes.include
    if let className {
      let viewClass = ViewClassRules.viewClass(
        className,
        hasChildren: !element.children.isEmpty,
        isMaterialTheme: false
      )
      declared = FrameworkAttributes.declared(byClass: className, viewClass) ?? []
    }
    for attribute in unknown {
      let suggestion = FrameworkAttributes.suggestion(for: attribute.name, declared: declared)
      let prefix = attribute.prefix ?? "android"
      diagnostics.append(
        Diagnostic(
          .warning,
          at: attribute.location,
          code: "unknown-attribute",
          "unknown Android attribute '\(attribute.qualifiedName)' on <\(element.name)> (ignored)"
            + (suggestion.map { "; did you mean '\(prefix):\($0)'?" } ?? "")
        )
      )
    }
  }

  /// Whether `value` is a data-binding expression (`@{…}` or `@={…}`); the prefixes are asked
  /// only of a value that starts with `@`.
  static func isBindingExpression(_ value: String) -> Bool {
    value.utf8.first == UInt8(ascii: "@") && (value.hasPrefix("@{") || value.hasPrefix("@={"))
  }

  private mutating func reportBinding(_ attribute: LocatedAttribute) {
    let file = attribute.location.file
    guard !reportedBinding.contains(file) else { return }
    reportedBinding.insert(file)
    diagnostics.append(
      Diagnostic(
        .warning,
        at: attribute.valueLocation,
        code: "data-binding-expression",
        "data-binding expressions such as '\(attribute.value)' are evaluated at run time; SceneDiff leaves every such attribute of this file unset (empty text, no transition name)"
      )
    )
  }

  // MARK: - Include

  private mutating func include(_ element: LocatedElement, file: String, depth: Int)
    -> [InflatedElement]
  {
    checkFrameworkAttributes(of: element, className: nil)
    guard let layout = element.attribute("layout") else {
      report(.includeWithoutLayout(element.location))
      return []
    }
    let path: String
    let normalized: String
    if let known = includePaths[layout.value] {
      (path, normalized) = known
    } else {
      do {
        path = try resolver.layoutFile(layout.value, at: layout.valueLocation, attribute: "layout")
      } catch {
        diagnostics.append(error.diagnostic(lenient: resolver.isLenient))
        return []
      }
      normalized = StandardizedPathCache.shared.standardized(path)
      includePaths[layout.value] = (path, normalized)
    }
    guard !isIncluding(normalized) else {
      report(.includeCycle(layout.valueLocation, layout: layout.value))
      return []
    }
    guard let root = includedRoot(path, normalized) else { return [] }
    includeStack.append(normalized)
    defer { includeStack.removeLast() }
    let includeAttributes = attributes(of: element)
    let isMerge =
      root.name == "merge"
      || (root.name == "layout" && root.children.contains { $0.name == "merge" })
    var views = inflateRoot(root, file: path, depth: depth, isIncluded: true)
    guard !isMerge, var first = views.first else { return views }
    if let id = includeAttributes[.android("id")] { first.attributes[.android("id")] = id }
    if let visibility = includeAttributes[.android("visibility")] {
      first.attributes[.android("visibility")] = visibility
    }
    if includeAttributes[.android("layout_width")] != nil,
      includeAttributes[.android("layout_height")] != nil
    {
      first.includeLayoutParams = includeAttributes.filter { $0.key.name.hasPrefix("layout_") }
    }
    if let theme = includeAttributes[.android("theme")] {
      first.attributes[.android("theme")] = theme
    }
    views[0] = first
    return views
  }

  /// The root of an included file, read once per inflation (from the kept parses while its
  /// file is unchanged, ``ParsedXMLFiles``).
  private mutating func includedRoot(_ path: String, _ normalized: String) -> LocatedElement? {
    if let known = includedFiles[normalized] { return known }
    var root: LocatedElement?
    do {
      root = try ParsedXMLFiles.parse(path).get()
    } catch {
      diagnostics.append(error.diagnostic)
    }
    includedFiles[normalized] = root
    return root
  }

  private mutating func report(_ error: LayoutFileError) {
    diagnostics.append(error.diagnostic)
  }
}
