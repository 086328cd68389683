/// One view's drawn state in a ``Frame``.
///
/// Most views have no transform beyond a translation, no clip and no image matrix: those four
/// fields are held together apart (in one box), so that a sample is 80 bytes instead of
/// 296. A frame of a large scene is an array of samples that every frame rewrites in part: at
/// 296 bytes a frame of 100,000 views took about 30 MB.
public struct ViewSample: Sendable, Hashable {
  /// The view key (see ``Plan``).
  public var key: String
  /// Root-space bounds: the view's rectangle mapped through every transform from the root,
  /// as an axis-aligned box (with translations only, the laid-out box moved by them).
  public var bounds: Rect
  /// The opacity it is drawn with: its alpha × `transitionAlpha`, times its ancestors'.
  public var alpha: Double
  /// Its drawing order when it has one (``hasOrder``), else `0`.
  private var order: Int
  /// Its transform, clip, clip radius and image matrix when any is set; `nil` when none is (so
  /// that two samples with the same fields are equal field by field).
  private var rare: Rare?
  /// Whether it is drawn at this instant.
  public var visible: Bool
  /// Whether it is drawn in the scene root's overlay (a disappearing view).
  public var inOverlay: Bool
  /// Whether it has a drawing order (``z`` is not `nil`).
  private var hasOrder: Bool

  /// A sample with these fields.
  init(
    key: String,
    bounds: Rect,
    alpha: Double,
    visible: Bool,
    transform: Matrix? = nil,
    clip: Rect? = nil,
    clipRadius: Double? = nil,
    imageMatrix: Matrix? = nil,
    inOverlay: Bool,
    z: Int? = nil
  ) {
    self.key = key
    self.bounds = bounds
    self.alpha = alpha
    order = z ?? 0
    rare = nil
    self.visible = visible
    self.inOverlay = inOverlay
    hasOrder = z != nil
    setRare(transform: transform, clip: clip, clipRadius: clipRadius, imageMatrix: imageMatrix)
  }

  /// The full view-to-root matrix, when it does more than translate.
  public var transform: Matrix? {
    get { rare?.fields.transform }
    set { updateRare { $0.transform = newValue } }
  }
  /// The clip bounds in view-local coordinates, when clipped.
  public var clip: Rect? {
    get { rare?.fields.clip }
    set { updateRare { $0.clip = newValue } }
  }
  /// The radius of the clip's corners in view-local units, when a container transform rounds
  /// them (`nil`: square corners).
  public var clipRadius: Double? {
    get { rare?.fields.clipRadius }
    set { updateRare { $0.clipRadius = newValue } }
  }
  /// The image matrix (drawable to view content), while ChangeImageTransform animates it.
  public var imageMatrix: Matrix? {
    get { rare?.fields.imageMatrix }
    set { updateRare { $0.imageMatrix = newValue } }
  }
  /// Its drawing order among the views drawn at this instant (larger = drawn later, on top), or
  /// `nil` when it is not drawn.
  ///
  /// It is the index of its box in the plan's draw tree, whose boxes are listed parents before
  /// children in drawing order; numbers need not be consecutive.
  public var z: Int? {
    get { hasOrder ? order : nil }
    set {
      order = newValue ?? 0
      hasOrder = newValue != nil
    }
  }

  /// Sets the transform, clip, clip radius and image matrix at once.
  @inline(__always)
  mutating func setRare(
    transform: Matrix?,
    clip: Rect?,
    clipRadius: Double?,
    imageMatrix: Matrix?
  ) {
    if transform == nil, clip == nil, clipRadius == nil, imageMatrix == nil {
      rare = nil
      return
    }
    setRare(
      RareFields(transform: transform, clip: clip, clipRadius: clipRadius, imageMatrix: imageMatrix)
    )
  }

  /// The transform, clip, clip radius and image matrix (all `nil` when none is set).
  private var rareFields: RareFields {
    rare?.fields ?? RareFields(transform: nil, clip: nil, clipRadius: nil, imageMatrix: nil)
  }

  /// Changes the transform, clip, clip radius or image matrix through `change`.
  private mutating func updateRare(_ change: (inout RareFields) -> Void) {
    var fields = rareFields
    change(&fields)
    setRare(fields)
  }

  /// Holds `fields`: `nil` when none is set, the box kept when it holds them already (a frame
  /// that rewrites a clipped view with the same clip allocates nothing).
  private mutating func setRare(_ fields: RareFields) {
    if fields.isEmpty {
      rare = nil
    } else if rare?.fields != fields {
      rare = .fields(fields)
    }
  }

  /// The fields few views have.
  struct RareFields: Sendable, Hashable {
    /// ``ViewSample/transform``.
    var transform: Matrix?
    /// ``ViewSample/clip``.
    var clip: Rect?
    /// ``ViewSample/clipRadius``.
    var clipRadius: Double?
    /// ``ViewSample/imageMatrix``.
    var imageMatrix: Matrix?

    /// Whether none is set.
    var isEmpty: Bool {
      transform == nil && clip == nil && clipRadius == nil && imageMatrix == nil
    }
  }

  /// ``RareFields`` in a box of their own: a sample holds one reference (8 bytes) for them.
  indirect enum Rare: Sendable, Hashable {
    /// The fields, at least one of them set.
    case fields(RareFields)

    /// The fields.
    var fields: RareFields {
      switch self {
      case .fields(let fields): return fields
      }
    }
  }
}
