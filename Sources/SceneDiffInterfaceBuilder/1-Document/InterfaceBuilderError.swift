import SceneDiffCore

/// Why an Interface Builder document (`.storyboard`, `.xib`) or one of its scenes could not be
/// used, or what a reader should know about it.
public enum InterfaceBuilderError: DiagnosticConvertible, Equatable {
  /// A `<document>` whose `type` is not an iOS (CocoaTouch) storyboard or xib.
  case notCocoaTouch(SourceLocation, type: String)
  /// An element without an attribute the document format requires.
  case missingAttribute(SourceLocation, name: String, element: String)
  /// A value that does not parse or is out of range.
  case invalidValue(SourceLocation, attribute: String, value: String, expected: String)
  /// A `systemColor` name neither the document's resources nor the built-in table know.
  case unknownSystemColor(SourceLocation, name: String, suggestion: String?)
  /// An asset-catalog colour (`name="…"`) the document's `<resources>` do not hold (a warning).
  case unknownNamedColor(SourceLocation, name: String)
  /// A `<device id>` not in the device table (a warning: the scene has no density).
  case unknownDevice(SourceLocation, id: String)
  /// `FILE#NAME` names no scene of the document.
  case unknownScene(SourceLocation, name: String, suggestion: String?, available: [String])
  /// A bare storyboard path, and the storyboard has no `initialViewController`.
  case noInitialViewController(SourceLocation, available: [String])
  /// The named scene's controller has no view (a storyboard reference, a hosting controller).
  case noView(SourceLocation, scene: String, controller: String)
  /// A segue (or the initial view controller) names an object the document does not have.
  case unknownDestination(SourceLocation, id: String, element: String)
  /// A view of a custom class, laid out as its base class (a note).
  case customClass(SourceLocation, customClass: String, base: String)
  /// An element with a frame that SceneDiff does not know, read as a generic view (a note).
  case unknownViewElement(SourceLocation, name: String)

  /// The error as a located diagnostic.
  public var diagnostic: Diagnostic {
    switch self {
    case .notCocoaTouch(let at, let type):
      Diagnostic(
        .error,
        at: at,
        code: "not-cocoa-touch",
        "document type '\(type)' is not an iOS storyboard or xib; expected "
          + "'\(InterfaceBuilderError.storyboardType)' or '\(InterfaceBuilderError.xibType)'"
      )
    case .missingAttribute(let at, let name, let element):
      .missingAttribute(at: at, name: name, element: element)
    case .invalidValue(let at, let attribute, let value, let expected):
      .invalidValue(at: at, attribute: attribute, value: value, expected: expected)
    case .unknownSystemColor(let at, let name, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-system-color",
        "unknown systemColor '\(name)': the document's <resources> do not define it and it is "
          + "not in SceneDiff's table (Docs/interface-builder.md)"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      )
    case .unknownNamedColor(let at, let name):
      Diagnostic(
        .warning,
        at: at,
        code: "unknown-named-color",
        "colour '\(name)' comes from an asset catalog the document's <resources> do not "
          + "describe; the view is drawn without it"
      )
    case .unknownDevice(let at, let id):
      Diagnostic(
        .warning,
        at: at,
        code: "unknown-device",
        "unknown device '\(id)': its scale is not known, so the scene has no density"
      )
    default:
      sceneDiagnostic
    }
  }

  /// The diagnostics about scenes, segues and views.
  private var sceneDiagnostic: Diagnostic {
    switch self {
    case .unknownScene(let at, let name, let suggestion, let available):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-scene",
        "no scene named '\(name)'"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          + "; the document has: \(available.joined(separator: ", "))"
      )
    case .noInitialViewController(let at, let available):
      Diagnostic(
        .error,
        at: at,
        code: "no-initial-view-controller",
        "the storyboard has no initialViewController; name a scene with FILE#NAME, one of: "
          + available.joined(separator: ", ")
      )
    case .noView(let at, let scene, let controller):
      Diagnostic(
        .error,
        at: at,
        code: "no-view",
        "scene '\(scene)' is a <\(controller)>, which has no view in the document"
      )
    case .unknownDestination(let at, let id, let element):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-destination",
        "<\(element)> names '\(id)', which is no object of this document"
      )
    case .customClass(let at, let customClass, let base):
      Diagnostic(
        .note,
        at: at,
        code: "custom-class",
        "custom class '\(customClass)' is laid out as its base class \(base)"
      )
    case .unknownViewElement(let at, let name):
      Diagnostic(
        .note,
        at: at,
        code: "unknown-view-element",
        "<\(name)> is not a view SceneDiff knows; read as a generic view with its frame"
      )
    default:
      Diagnostic(.error, at: nil, code: "internal", "unreachable")
    }
  }

  /// The `type` of a storyboard.
  public static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
  /// The `type` of a xib.
  public static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
}
