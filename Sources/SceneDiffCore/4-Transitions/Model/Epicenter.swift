/// The point transitions radiate from (Android's epicenter callback), in root coordinates.
public enum Epicenter: Sendable, Hashable {
  /// The root-space bounds (rounded location and size) of the view with this key — or, when no
  /// key matches, this id — in the start scene, else in the end scene; no epicenter if neither
  /// has it.
  case view(String)
  /// A fixed rectangle in root coordinates.
  case rect(Rect)
}
