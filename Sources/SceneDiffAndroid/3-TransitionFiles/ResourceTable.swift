import Foundation
import SceneDiffCore
import SceneDiffXML

/// The resources of one `res/` tree that transition files refer to: integers from `values*/`
/// and interpolator files from `interpolator/` and `anim/`, plus the framework values SceneDiff
/// knows (`@android:integer/config_*AnimTime`, `@android:interpolator/*`).
///
/// The tree is the folder that holds the referring file's folder (`res/` for
/// `res/transition/x.xml`). Only the default `values/` folder is read for now.
struct ResourceTable: Sendable {
  /// The `res/` folder, if the file sits in one.
  var root: String?
  /// `<integer name=…>` values.
  private var integers: [String: Int] = [:]

  /// Framework integers (`android.R.integer`).
  static let frameworkIntegers = [
    "config_shortAnimTime": 200, "config_mediumAnimTime": 400, "config_longAnimTime": 500,
  ]

  /// The table for the `res/` tree that holds `file`.
  init(forFileAt file: String) {
    self.root = ResourcePaths.resFolder(ofFileAt: file)
    let values = (self.root.map { ($0 as NSString).appendingPathComponent("values") }) ?? "values"
    let files = (try? FileManager.default.contentsOfDirectory(atPath: values))?.sorted() ?? []
    for name in files where name.hasSuffix(".xml") {
      let path = (values as NSString).appendingPathComponent(name)
      guard let element = try? XMLDocumentReader.read(file: path), element.name == "resources"
      else { continue }
      for item in element.children where item.name == "integer" {
        guard let key = item.attribute("name")?.value else { continue }
        let text = item.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let value = TransitionElementReader.integer(text) {
          integers[key] = value
        }
      }
    }
  }

  /// An empty table (for text with no enclosing tree).
  init() {}

  /// The value of an integer reference, or `nil` if it is not defined.
  func integer(_ reference: ResourceReference) -> Int? {
    if reference.package == "android" { return Self.frameworkIntegers[reference.name] }
    return integers[reference.name]
  }

  /// The path of an app resource file (`@interpolator/x` → `res/interpolator/x.xml`), if present.
  func file(_ reference: ResourceReference) -> String? {
    guard reference.package == nil, let root else { return nil }
    let path = ((root as NSString).appendingPathComponent(reference.type) as NSString)
      .appendingPathComponent(reference.name + ".xml")
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}
