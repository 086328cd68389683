import SceneDiffCore
import SceneDiffXML

/// The reader behind ``NativeSceneFile``: builds the scene straight from the XML reader's
/// elements, checking every attribute as it goes, and collects diagnostics.
///
/// Views are read from bytes: attribute names are compared as bytes, numbers parsed from them,
/// and a `String` is made only for a value that is kept as text (ids, names, classes, text,
/// background) or quoted in a diagnostic. Locations are converted only for diagnostics and for
/// each view's own location.
struct SceneStreamReader: XMLStreamHandler {
  /// Everything found so far, in document order.
  var diagnostics: [Diagnostic] = []
  /// The scene, once its root element has been read; `nil` if the root is not `<scene>`.
  private(set) var scene: SceneTree?

  /// The file named in the scene (``SceneTree/file``).
  let sceneFile: String
  /// The file named in locations.
  let locationFile: String

  /// For each view whose end has not been read yet, outermost first: whether text inside it
  /// was reported, its index in ``views`` (its children follow it there), and what they
  /// compose with in the scene root (`SceneGeometry.childBase(of:in:)`; not kept up once
  /// ``outOfRange`` is set).
  private var open: [(hasText: Bool, view: Int, base: SceneGeometry.RootBase)] = []
  /// The first view, in document order, whose corners in the scene root are out of range
  /// (`SceneGeometry.firstOutOfRange(in:)`, checked as each view is read).
  private(set) var outOfRange: ViewNode?
  /// Whether a view read so far lies out of range (then no other view is checked).
  private var foundOutOfRange = false
  /// What the children of the view just read compose with, if it is in range
  /// (``checkGeometry(frame:transform:scroll:)``).
  private var viewBase = SceneGeometry.RootBase()
  /// The views whose parent is still open, in document order: each open view is followed by
  /// its children read so far (each of them followed by its own).
  ///
  /// A view is made in place here and stays until its parent ends; a closing view takes its
  /// children from the end as an array of exactly their number (no room left over from
  /// growing). Made at the first view, so that a copy of the reader made before reading
  /// (the one the XML reader restores when its fast path gives up) shares no buffer with it.
  private var views: ViewBuffer?
  /// Whether the root element has started.
  private var sawRoot = false
  /// Whether text directly inside the scene was reported.
  private var sceneHasText = false
  /// Elements being skipped (an unknown element, another namespace, and what they contain).
  private var skipDepth = 0
  /// The bytes of the start tag whose view is being read (``view(_:)``); valid only then.
  private var tagBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// The attributes of that start tag; valid only while its view is read.
  private var tagAttributes = UnsafeBufferPointer<XMLStreamAttribute>(start: nil, count: 0)
  /// Which ``ViewAttribute``s the view being read has, one bit per raw value.
  private var seen: UInt32 = 0
  /// For each ``ViewAttribute`` in ``seen``, by raw value: the index of its first occurrence in
  /// ``tagAttributes`` (entries not in ``seen`` are stale).
  private var slots = [Int](repeating: 0, count: ViewAttribute.allCases.count)
  /// `NumberLimits.maximumSceneValue`, read once (a global is checked for its first use on
  /// each access, and ``number(_:minimum:)`` reads it for every number).
  private let maximumValue = NumberLimits.maximumSceneValue
  /// `ShortASCII.isSupported`, read once (as ``maximumValue``): whether short ASCII values are
  /// made into `String`s from their words.
  private let makesShortStrings = ShortASCII.isSupported
  /// The length of the document being read, if the reader said (``startDocument(byteCount:)``).
  private var documentBytes = 0
  /// Where each id was used, for its repeats.
  private var firstId = FirstUseLog()
  /// Where each transition name was used, for its repeats.
  private var firstName = FirstUseLog()
  /// The first 64 class attributes' bytes with the valid class name each gave
  /// (``intern(_:)``) and whether it is an ImageView: the same bytes give the same name.
  private var classAttributes: [(bytes: [UInt8], name: String, isImageView: Bool)] = []
  /// The ``/SceneDiffCore/ShortASCII`` words of each of ``classAttributes``' bytes, in the
  /// same order; `(0, 0)` (no value's words) for bytes that have none.
  private var classAttributeWords: [(low: UInt64, high: UInt64)] = []
  /// Class names longer than a small string, kept once.
  private var classNames: [String] = []
  /// Whether each class name seen so far is an ImageView (`TargetRules.classMatches`, a pure
  /// function of the name, costs thousands of instructions); at most 32 names are kept.
  private var imageViewClasses: [(name: String, isImageView: Bool)] = []

  /// The bits of ``seen`` that ``transform()`` reads: translation to pivot.
  private static let transformAttributes: UInt32 =
    (1 << (ViewAttribute.pivotY.rawValue + 1)) - (1 << ViewAttribute.translationX.rawValue)
  /// The bits of ``seen`` that ``image(isImageView:)`` reads.
  private static let imageAttributes: UInt32 =
    1 << ViewAttribute.scaleType.rawValue | 1 << ViewAttribute.drawableWidth.rawValue
    | 1 << ViewAttribute.drawableHeight.rawValue
  /// The bits of ``seen`` for the attributes a view keeps in its side record.
  ///
  /// `ViewNode`'s rarely set properties: the transform, clip, scroll, drawable size,
  /// background, corner radius and text size. A view without any of them is made without the
  /// side record.
  private static let sideRecordAttributes: UInt32 =
    transformAttributes | 1 << ViewAttribute.clip.rawValue | 1 << ViewAttribute.scrollX.rawValue
    | 1 << ViewAttribute.scrollY.rawValue | 1 << ViewAttribute.drawableWidth.rawValue
    | 1 << ViewAttribute.drawableHeight.rawValue | 1 << ViewAttribute.background.rawValue
    | 1 << ViewAttribute.cornerRadius.rawValue | 1 << ViewAttribute.textSize.rawValue

  static let sceneAttributes: Set = [
    "name", "width", "height", "units", "density", "layoutDirection", "device",
  ]

  /// Starts reading a file; `sceneFile` goes into the scene, `locationFile` into locations.
  init(sceneFile: String, locationFile: String) {
    self.sceneFile = sceneFile
    self.locationFile = locationFile
  }

  // MARK: - XMLStreamHandler

  mutating func startDocument(byteCount: Int) {
    documentBytes = byteCount
  }

  mutating func startElement(_ element: XMLStreamElement) {
    if skipDepth > 0 {
      skipDepth += 1
      return
    }
    guard sawRoot else {
      sawRoot = true
      root(element)
      return
    }
    guard element.namespaceURI == nil, Self.isView(element[element.name]) else {
      if element.namespaceURI == nil {
        report(
          SceneFileError.unknownElement(
            location(element.position),
            name: element.string(element.name)
          )
        )
      }
      skipDepth = 1
      return
    }
    let wasInRange = !foundOutOfRange
    let views = self.views ?? ViewBuffer()
    self.views = views
    view(element, in: views.nextPlace())
    views.appendInitialized()
    let index = views.count - 1
    if wasInRange, foundOutOfRange { outOfRange = views[index] }
    open.append((false, index, viewBase))
  }

  mutating func endElement() {
    if skipDepth > 0 {
      skipDepth -= 1
      return
    }
    guard let entry = open.popLast() else {
      // The scene ends: its views are what is left.
      if let views { scene?.views = views.take(from: 0) }
      return
    }
    // The view stays where it is in ``views``; its children, if any, follow it.
    if let views, entry.view + 1 < views.count {
      views.setChildren(views.take(from: entry.view + 1), at: entry.view)
    }
  }

  mutating func text(at position: XMLTextPosition) {
    guard skipDepth == 0 else { return }
    if let last = open.indices.last {
      guard !open[last].hasText else { return }
      open[last].hasText = true
      report(SceneFileError.unexpectedText(location(position), element: "view"))
    } else if scene != nil, !sceneHasText {
      sceneHasText = true
      report(SceneFileError.unexpectedText(location(position), element: "scene"))
    }
  }

  // MARK: - The scene

  /// Reads the root element: a `<scene>`, or an error.
  private mutating func root(_ element: XMLStreamElement) {
    let name = element.string(element.name)
    guard name == "scene", element.namespaceURI == nil else {
      report(SceneFileError.notAScene(location(element.position), found: name))
      skipDepth = 1
      return
    }
    let attributes = element.attributes.map { attribute in
      LocatedAttribute(
        name: element.string(attribute.name),
        namespaceURI: attribute.hasNamespace ? "" : nil,
        value: element.string(attribute.value),
        location: location(attribute.namePosition),
        valueLocation: location(attribute.valuePosition)
      )
    }
    let root = LocatedElement(
      name: name,
      attributes: attributes,
      location: location(element.position)
    )
    scene = sceneValues(root)
  }

  /// The scene's own attributes (its views come later).
  private mutating func sceneValues(_ element: LocatedElement) -> SceneTree {
    for attribute in element.attributes where attribute.namespaceURI == nil {
      if !Self.sceneAttributes.contains(attribute.name) {
        report(
          SceneFileError.unknownAttribute(
            attribute.location,
            name: attribute.name,
            element: element.name,
            suggestion: Suggestion.closest(to: attribute.name, in: Self.sceneAttributes.sorted())
          )
        )
      }
    }
    let attributes = ElementAttributes(element)
    var scene = SceneTree(file: sceneFile, width: 0, height: 0)
    scene.name = attributes["name"]?.value
    scene.width = sceneNumber(attributes, "width", required: true) ?? 0
    scene.height = sceneNumber(attributes, "height", required: true) ?? 0
    if let units = attributes["units"] {
      if units.value.isEmpty || units.value.contains(where: \.isWhitespace) {
        invalid(units, expected: "a unit name such as dp, px or pt")
      } else {
        scene.units = units.value
      }
    }
    if let density = sceneNumber(attributes, "density"), density <= 0 {
      if let attribute = attributes["density"] {
        invalid(attribute, expected: "a number greater than 0")
      }
    } else {
      scene.density = sceneNumber(attributes, "density", report: false)
    }
    if let direction = attributes["layoutDirection"] {
      switch direction.value {
      case "ltr": scene.isRightToLeft = false
      case "rtl": scene.isRightToLeft = true
      default: invalid(direction, expected: "'ltr' or 'rtl'")
      }
    }
    if let device = attributes["device"] {
      if let value = SceneDevice(device.value) {
        scene.device = value
      } else {
        invalid(device, expected: SceneDevice.expectedForm)
      }
    }
    return scene
  }

  /// A number attribute of the scene; `width` and `height` (required) must not be negative.
  private mutating func sceneNumber(
    _ attributes: ElementAttributes,
    _ name: String,
    required: Bool = false,
    report: Bool = true
  ) -> Double? {
    guard let attribute = attributes[name] else {
      if required, report {
        self.report(
          SceneFileError.missingAttribute(attributes.element.location, name: name, element: "scene")
        )
      }
      return nil
    }
    let checked = attribute.value.utf8.withContiguousStorageIfAvailable { bytes in
      checkedNumber(bytes, minimum: required ? 0 : nil)
    }
    switch checked ?? checkedNumber(Array(attribute.value.utf8), minimum: required ? 0 : nil) {
    case .success(let value): return value
    case .failure(let problem):
      if report { invalid(attribute, expected: problem.expected) }
      return nil
    }
  }

  private mutating func invalid(_ attribute: LocatedAttribute, expected: String) {
    report(
      SceneFileError.invalidValue(
        attribute.valueLocation,
        attribute: attribute.name,
        value: attribute.value,
        expected: expected
      )
    )
  }

  // MARK: - Views

  /// Reads one `<view>`'s attributes (its children come later) into `place`, which it
  /// initializes.
  private mutating func view(
    _ element: XMLStreamElement,
    in place: UnsafeMutablePointer<ViewNode>
  ) {
    let hasDetails = collect(element)
    defer { seen = 0 }
    let names = readNames()
    let x = number(.x) ?? 0
    let y = number(.y) ?? 0
    let width = number(.width, minimum: 0) ?? 0
    let height = number(.height, minimum: 0) ?? 0
    let location = location(element.position)
    let isImageView = names.isImageView
    guard isImageView || hasDetails else {
      checkGeometry(frame: (x, y, width, height), transform: ViewTransform(), scroll: (0, 0))
      ViewNode.initialize(
        place,
        id: names.id,
        transitionName: names.transitionName,
        className: names.className,
        frame: (x, y, width, height),
        location: location
      )
      return
    }
    readDetails(
      names: (names.id, names.transitionName, names.className),
      frame: (x, y, width, height),
      isImageView: isImageView,
      location: location,
      in: place
    )
  }

  /// Whether an element's local name `name` is `view` (compared here: a call to
  /// `XMLStreamElement.bytes(_:equal:)` costs several times the comparison).
  private static func isView(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    name.count == 4 && name[0] == UInt8(ascii: "v") && name[1] == UInt8(ascii: "i")
      && name[2] == UInt8(ascii: "e") && name[3] == UInt8(ascii: "w")
  }

  /// Checks that the view being read lies in range in the scene root and notes what its
  /// children compose with (`SceneGeometry.childBase(frame:transform:scroll:in:)`); once a
  /// view is out of range, no other is checked.
  private mutating func checkGeometry(
    frame: (x: Double, y: Double, width: Double, height: Double),
    transform: ViewTransform,
    scroll: (x: Double, y: Double)
  ) {
    guard !foundOutOfRange else { return }
    if let base = SceneGeometry.childBase(
      frame: frame,
      transform: transform,
      scroll: scroll,
      in: open.last?.base ?? SceneGeometry.RootBase()
    ) {
      viewBase = base
    } else {
      foundOutOfRange = true
    }
  }

  /// Notes where each known attribute of a view's start tag is (the first of a name wins) and
  /// reports the unknown ones; says whether any attribute after the names and the frame is set.
  private mutating func collect(_ element: XMLStreamElement) -> Bool {
    tagBytes = element.bytes
    tagAttributes = element.attributes
    seen = 0
    guard let attributes = element.attributes.baseAddress else { return false }
    for index in element.attributes.indices where !attributes[index].hasNamespace {
      // Through the pointer, only the fields used are loaded (not the whole attribute).
      let name = attributes[index].name
      guard let known = ViewAttribute.named(UnsafeBufferPointer(rebasing: tagBytes[name])) else {
        let written = element.string(name)
        report(
          SceneFileError.unknownAttribute(
            location(attributes[index].namePosition),
            name: written,
            element: "view",
            suggestion: Suggestion.closest(to: written, in: ViewAttribute.names)
          )
        )
        continue
      }
      let bit: UInt32 = 1 << known.rawValue
      if seen & bit == 0 {
        seen |= bit
        slots[known.rawValue] = index
      }
    }
    return seen >> ViewAttribute.translationX.rawValue != 0
  }

  /// The value of the current view's attribute `name`, if its start tag has it.
  @inline(__always)
  private func value(_ name: ViewAttribute) -> UnsafeBufferPointer<UInt8>? {
    guard seen & (1 << name.rawValue) != 0, let attributes = tagAttributes.baseAddress else {
      return nil
    }
    // Through the pointer, only the value's range is loaded (not the whole attribute).
    return UnsafeBufferPointer(rebasing: tagBytes[attributes[slots[name.rawValue]].value])
  }

  /// The value of the current view's attribute `name` as a `String`, if its start tag has it.
  private func string(_ name: ViewAttribute) -> String? {
    value(name).map { text($0) }
  }

  /// `bytes` as a `String`: from their words (``ShortASCII``) when they are 1 to 15 ASCII
  /// bytes, else decoded (the reader has checked that they are UTF-8).
  @inline(__always)
  private func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if makesShortStrings, let words = ShortASCII.words(bytes) { return ShortASCII.string(words) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The current view's attribute `name`, if its start tag has it.
  private func found(_ name: ViewAttribute) -> FoundAttribute? {
    guard seen & (1 << name.rawValue) != 0 else { return nil }
    let attribute = tagAttributes[slots[name.rawValue]]
    return FoundAttribute(
      attribute: name,
      value: UnsafeBufferPointer(rebasing: tagBytes[attribute.value]),
      namePosition: attribute.namePosition,
      valuePosition: attribute.valuePosition
    )
  }

  /// Initializes `place` to the view with its names, frame and location, and everything after
  /// them.
  ///
  /// Reads the transform, alpha, visibility, clip, scroll, image and style; a view without any
  /// of them keeps the defaults, as if read.
  private mutating func readDetails(
    names: (id: String?, transitionName: String?, className: String),
    frame: (x: Double, y: Double, width: Double, height: Double),
    isImageView: Bool,
    location: SourceLocation,
    in place: UnsafeMutablePointer<ViewNode>
  ) {
    let transform = transform()
    let (alpha, visibility) = alphaAndVisibility()
    let clip = found(.clip).flatMap { rect($0) }
    let scrollX = number(.scrollX) ?? 0
    let scrollY = number(.scrollY) ?? 0
    checkGeometry(frame: frame, transform: transform, scroll: (scrollX, scrollY))
    let image = image(isImageView: isImageView)
    let text = string(.text)
    guard seen & Self.sideRecordAttributes != 0 else {
      ViewNode.initialize(
        place,
        id: names.id,
        transitionName: names.transitionName,
        className: names.className,
        frame: frame,
        alpha: alpha,
        visibility: visibility,
        text: text,
        scaleType: image?.scaleType,
        location: location
      )
      return
    }
    let background = string(.background)
    let cornerRadius = number(.cornerRadius, minimum: 0)
    let textSize = number(.textSize, minimum: 0)
    let view = ViewNode(
      id: names.id,
      transitionName: names.transitionName,
      className: names.className,
      x: frame.x,
      y: frame.y,
      width: frame.width,
      height: frame.height,
      transform: transform,
      alpha: alpha,
      visibility: visibility,
      clip: clip,
      scrollX: scrollX,
      scrollY: scrollY,
      image: image,
      style: ViewStyle(
        background: background,
        text: text,
        cornerRadius: cornerRadius,
        textSize: textSize
      ),
      location: location
    )
    place.initialize(to: view)
  }

  /// The view's `alpha` (from 0 to 1) and `visibility`, or their defaults.
  private mutating func alphaAndVisibility() -> (alpha: Double, visibility: ViewVisibility) {
    var alpha = 1.0
    if let value = number(.alpha) {
      if value < 0 || value > 1, let attribute = found(.alpha) {
        invalid(attribute, expected: "a number from 0 to 1")
      } else {
        alpha = value
      }
    }
    var visibility = ViewVisibility.visible
    if let written = value(.visibility) {
      if let value = Self.visibility(written) {
        visibility = value
      } else if let attribute = found(.visibility) {
        invalid(attribute, expected: "'visible', 'invisible' or 'gone'")
      }
    }
    return (alpha, visibility)
  }

  /// Each visibility's ``/SceneDiffCore/ShortASCII`` words (its name's bytes and length).
  private static let visibilityWords: [(words: (low: UInt64, high: UInt64), ViewVisibility)] =
    ViewVisibility.allCases.map { visibility in
      let name = Array(visibility.rawValue.utf8)
      guard let words = name.withUnsafeBufferPointer({ ShortASCII.words($0) }) else {
        preconditionFailure("a long visibility name")
      }
      return (words, visibility)
    }

  /// The visibility `bytes` name (`ViewVisibility(rawValue:)` of their text, compared as
  /// words, without a `String`).
  private static func visibility(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewVisibility? {
    guard let words = ShortASCII.words(bytes) else { return nil }
    for (name, visibility) in visibilityWords where name == words { return visibility }
    return nil
  }

  /// The view's `id`, `transitionName` (each unique in the file) and `class`, and whether
  /// that class is an ImageView.
  private mutating func readNames() -> (
    id: String?, transitionName: String?, className: String, isImageView: Bool
  ) {
    var id: String?
    var transitionName: String?
    if let bytes = value(.id) {
      id = identifier(bytes, .id, "an id")
      if let id { duplicate(id, bytes, .id) }
    }
    if let bytes = value(.transitionName) {
      transitionName = identifier(bytes, .transitionName, "a transition name")
      if let transitionName { duplicate(transitionName, bytes, .transitionName) }
    }
    guard let bytes = value(.className) else { return (id, transitionName, "View", false) }
    let className = self.className(bytes)
    return (id, transitionName, className.name, className.isImageView)
  }

  /// The class a `class` attribute's value `bytes` names (`View` when it is not a valid name)
  /// and whether it is an ImageView; the first 64 different values are remembered by their
  /// bytes.
  private mutating func className(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> (name: String, isImageView: Bool) {
    let words = ShortASCII.words(bytes)
    if let words {
      // Short ASCII bytes (the usual class names) are compared as their two words.
      for index in classAttributeWords.indices
      where classAttributeWords[index].low == words.low
        && classAttributeWords[index].high == words.high
      {
        return (classAttributes[index].name, classAttributes[index].isImageView)
      }
    } else {
      for index in classAttributes.indices where classAttributes[index].bytes.count == bytes.count {
        let same = classAttributes[index].bytes.withUnsafeBufferPointer { kept in
          for offset in kept.indices where kept[offset] != bytes[offset] { return false }
          return true
        }
        if same { return (classAttributes[index].name, classAttributes[index].isImageView) }
      }
    }
    guard let name = identifier(bytes, .className, "a class name such as ImageView") else {
      return ("View", false)
    }
    let kept = intern(name)
    let isImageView = kept != "View" && isImageViewClass(kept)
    if classAttributes.count < 64 {
      classAttributes.append((Array(bytes), kept, isImageView))
      classAttributeWords.append(words ?? (0, 0))
    }
    return (kept, isImageView)
  }

  /// The view's translation, elevation, scale, rotation and pivot; a 3D rotation is kept with
  /// a warning.
  private mutating func transform() -> ViewTransform {
    var t = ViewTransform()
    guard seen & Self.transformAttributes != 0 else { return t }
    t.translationX = number(.translationX) ?? 0
    t.translationY = number(.translationY) ?? 0
    t.translationZ = number(.translationZ) ?? 0
    t.elevation = number(.elevation) ?? 0
    t.scaleX = number(.scaleX) ?? 1
    t.scaleY = number(.scaleY) ?? 1
    t.rotation = number(.rotation) ?? 0
    t.rotationX = number(.rotationX) ?? 0
    t.rotationY = number(.rotationY) ?? 0
    t.pivotX = number(.pivotX)
    t.pivotY = number(.pivotY)
    if t.rotationX != 0 || t.rotationY != 0 {
      let attribute = found(t.rotationX != 0 ? .rotationX : .rotationY)
      diagnostics.append(
        Diagnostic(
          .warning,
          at: attribute.map { location($0.namePosition) },
          code: "unsupported-3d-rotation",
          "rotationX and rotationY are kept but not yet applied to geometry; bounds and frames ignore them"
        )
      )
    }
    return t
  }

  /// The image content of a view with `scaleType`, `drawableWidth` or `drawableHeight`, or
  /// of an ImageView class; `nil` for other views.
  private mutating func image(isImageView: Bool) -> ImageContent? {
    guard isImageView || seen & Self.imageAttributes != 0 else { return nil }
    let scaleType = found(.scaleType)
    let drawableWidth = number(.drawableWidth, minimum: 0)
    let drawableHeight = number(.drawableHeight, minimum: 0)
    guard scaleType != nil || drawableWidth != nil || drawableHeight != nil || isImageView else {
      return nil
    }
    var image = ImageContent(drawableWidth: drawableWidth, drawableHeight: drawableHeight)
    if let scaleType {
      if let value = ScaleType(rawValue: scaleType.string) {
        image.scaleType = value
      } else {
        invalid(
          scaleType,
          expected: "one of "
            + ScaleType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        )
      }
    }
    return image
  }

  // MARK: - Values

  /// A number attribute of the current view, checked against `minimum` and the scene range.
  private mutating func number(_ name: ViewAttribute, minimum: Double? = nil) -> Double? {
    guard let bytes = value(name) else { return nil }
    if let value = SceneNumber.parse(bytes), !(value < minimum ?? -.infinity),
      abs(value) <= maximumValue
    {
      return value
    }
    if case .failure(let problem) = checkedNumber(bytes, minimum: minimum),
      let attribute = found(name)
    {
      invalid(attribute, expected: problem.expected)
    }
    return nil
  }

  /// A number written in `bytes`: a finite decimal number, at least `minimum`, within the scene
  /// range; or what was expected instead.
  private func checkedNumber(
    _ bytes: UnsafeBufferPointer<UInt8>,
    minimum: Double?
  ) -> Result<Double, NumberProblem> {
    guard let value = SceneNumber.parse(bytes) else {
      return .failure(NumberProblem(expected: "a finite decimal number such as 12, -3.5 or 1e2"))
    }
    if let minimum, value < minimum {
      return .failure(NumberProblem(expected: "a number >= \(JSONValue.format(minimum))"))
    }
    guard abs(value) <= NumberLimits.maximumSceneValue else {
      return .failure(NumberProblem(expected: NumberLimits.sceneValueRange))
    }
    return .success(value)
  }

  /// ``checkedNumber(_:minimum:)`` over an array's bytes.
  private func checkedNumber(_ bytes: [UInt8], minimum: Double?) -> Result<Double, NumberProblem> {
    bytes.withUnsafeBufferPointer { checkedNumber($0, minimum: minimum) }
  }

  private mutating func rect(_ attribute: FoundAttribute) -> Rect? {
    let text = attribute.string
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
    let numbers = parts.compactMap { DecimalNumber.parse(String($0)) }
    guard parts.count == 4, numbers.count == 4 else {
      invalid(attribute, expected: "four numbers 'left top right bottom'")
      return nil
    }
    guard numbers.allSatisfy({ abs($0) <= NumberLimits.maximumSceneValue }) else {
      invalid(attribute, expected: "four numbers from -1e9 to 1e9")
      return nil
    }
    guard numbers[2] >= numbers[0], numbers[3] >= numbers[1] else {
      invalid(attribute, expected: "right >= left and bottom >= top")
      return nil
    }
    return Rect(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3])
  }

  /// The value `bytes` of attribute `name` as an identifier (not empty, no whitespace), or
  /// `nil` with an error.
  private mutating func identifier(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ name: ViewAttribute,
    _ what: String
  ) -> String? {
    var valid = !bytes.isEmpty
    var isASCII = true
    for byte in bytes {
      if byte >= 0x80 {
        isASCII = false
        break
      }
      // ASCII whitespace as `Character.isWhitespace` sees it: tab, LF, VT, FF, CR, space.
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { valid = false }
    }
    var string: String?
    if !isASCII {
      string = String(decoding: bytes, as: UTF8.self)
      valid = !(string?.contains(where: \.isWhitespace) ?? true)
    }
    guard valid else {
      if let attribute = found(name) { invalid(attribute, expected: "\(what) without spaces") }
      return nil
    }
    return string ?? text(bytes)
  }

  /// Whether views of this class are ImageViews (`TargetRules.classMatches("ImageView", _)`),
  /// remembered for the first 32 class names.
  private mutating func isImageViewClass(_ name: String) -> Bool {
    for entry in imageViewClasses where entry.name == name { return entry.isImageView }
    let isImageView = TargetRules.classMatches("ImageView", name)
    if imageViewClasses.count < 32 { imageViewClasses.append((name, isImageView)) }
    return isImageView
  }

  /// A class name, kept once when it is too long to be stored inline.
  private mutating func intern(_ name: String) -> String {
    guard name.utf8.count > 15 else { return name }
    if let kept = classNames.first(where: { $0 == name }) { return kept }
    if classNames.count < 64 { classNames.append(name) }
    return name
  }

  /// Remembers where the id or transition name `value` (written as `bytes`) is first used, or
  /// warns that it is used again.
  private mutating func duplicate(
    _ value: String,
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ name: ViewAttribute
  ) {
    let kind = name == .id ? "id" : "transitionName"
    let position = tagAttributes[slots[name.rawValue]].valuePosition
    let here = FirstUse(position)
    let earlier =
      name == .id
      ? Self.firstUse(
        of: bytes,
        spelled: value,
        at: here,
        in: &firstId,
        offset: position.offset,
        documentBytes: documentBytes
      )
      : Self.firstUse(
        of: bytes,
        spelled: value,
        at: here,
        in: &firstName,
        offset: position.offset,
        documentBytes: documentBytes
      )
    guard let earlier else { return }
    warnRepeat(of: value, kind: kind, at: location(position), first: earlier)
  }

  /// Warns about the repeats of ids and transition names found once the scene was read (the
  /// ones ``duplicate(_:_:_:)`` did not warn about as they came).
  mutating func reportRepeats() {
    for found in firstId.takeRepeats() {
      warnRepeat(of: found.value, kind: "id", at: location(found.use), first: found.first)
    }
    for found in firstName.takeRepeats() {
      warnRepeat(
        of: found.value,
        kind: "transitionName",
        at: location(found.use),
        first: found.first
      )
    }
  }

  /// Warns that the id or transition name (`kind`) `value` is used again at `here`, having
  /// been first used at `earlier`.
  private mutating func warnRepeat(
    of value: String,
    kind: String,
    at here: SourceLocation,
    first earlier: FirstUse
  ) {
    diagnostics.append(
      Diagnostic(
        .warning,
        at: here,
        code: "duplicate-\(kind == "id" ? "id" : "transition-name")",
        "duplicate \(kind) '\(value)'; as in Android, a duplicated \(kind) is not used for matching",
        notes: [
          Diagnostic(
            .note,
            at: location(earlier),
            code: "first-declared",
            "'\(value)' first used here"
          )
        ]
      )
    )
  }

  /// Where the value `bytes` (spelled `string`) was first used according to `firstUses`; `nil`
  /// after recording `here` as its first use if it was not there (one lookup either way).
  private static func firstUse(
    of bytes: UnsafeBufferPointer<UInt8>,
    spelled string: String,
    at here: FirstUse,
    in firstUses: inout FirstUseLog,
    offset: Int,
    documentBytes: Int
  ) -> FirstUse? {
    if firstUses.count == 1024, offset > 0 {
      // As many keys again as the file held so far, in proportion to what is left (at most a
      // key every 96 bytes; a generated scene writes about 97 bytes per view and an id on 93 %
      // of them, one every 106 bytes), so that a file of unique keys is not rehashed every
      // time it doubles, nor once near its end (with a key every 128 bytes at most, the
      // 1,000,000-view scene's 930,228 ids outgrew the 786,432 reserved and were all rehashed;
      // the log reserves uses by the same rule, which saves copying them as it grows).
      let expected = min(1024 * (documentBytes / offset + 1), documentBytes / 96)
      firstUses.reserveCapacity(expected)
    }
    return firstUses.record(bytes, spelled: string, at: here)
  }

  private mutating func invalid(_ attribute: FoundAttribute, expected: String) {
    report(
      SceneFileError.invalidValue(
        location(attribute.valuePosition),
        attribute: attribute.attribute.name,
        value: attribute.string,
        expected: expected
      )
    )
  }

  // MARK: - Reporting

  /// A first use's line and column as a location in ``locationFile``.
  private func location(_ use: FirstUse) -> SourceLocation {
    SourceLocation(file: locationFile, line: Int(use.line), column: Int(use.column))
  }

  /// A position as a location in ``locationFile``.
  private func location(_ position: XMLTextPosition) -> SourceLocation {
    SourceLocation(file: locationFile, line: position.line, column: position.column)
  }

  private mutating func report(_ error: SceneFileError) {
    diagnostics.append(error.diagnostic)
  }
}
