/// The point transitions radiate from (Android's epicenter callback), in root coordinates.
public enum Epicenter: Sendable, Hashable {
  /// The bounds of the view with this key, in the scene where it is found.
  case view(String)
  /// A fixed rectangle in root coordinates.
  case rect(Rect)
}
