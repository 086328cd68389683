import Foundation

extension Batch.Job {
  /// Whether the job plays a MotionLayout's MotionScene.
  ///
  /// That is a rule from a layout to itself whose `android:transition` is a MotionScene in a
  /// `res/xml*` folder (`@xml/scene`). Its TO side is the layout at the scene's end state
  /// (`--motion-end`).
  public var playsMotionScene: Bool {
    guard from == to, pairing == .fromAndToScene else { return false }
    let folder = ((transition as NSString).deletingLastPathComponent as NSString).lastPathComponent
    return folder == "xml" || folder.hasPrefix("xml-")
  }
}
