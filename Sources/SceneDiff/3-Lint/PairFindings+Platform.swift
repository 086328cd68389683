import Foundation
import SceneDiffCore

extension PairFindings {
  /// The view classes the Transition framework cannot animate.
  static let surfaceClasses: Set<String> = [
    "SurfaceView", "TextureView", "GLSurfaceView", "VideoView",
  ]

  /// surface-without-fallback.
  mutating func checkSurfaces() {
    guard !pair.isIOS else { return }
    let framework = Set(
      pair.plan.animators.filter {
        TransitionRegistry.descriptor(forClassName: $0.transition)?.family == .androidTransition
      }.map(\.target)
    )
    for (scene, fromSide) in [(from, true), (to, false)] {
      for index in scene.views.indices where Self.surfaceClasses.contains(scene.simpleClass(index))
      {
        let chain = [index] + scene.ancestors(of: index)
        let prefix = fromSide ? "from:" : "to:"
        guard
          let animated = chain.first(where: {
            framework.contains(scene.views[$0].key)
              || framework.contains(prefix + scene.views[$0].key)
          })
        else { continue }
        let view = scene.views[index]
        let via = animated == index ? "" : " (inside animated '\(scene.views[animated].key)')"
        add(
          "surface-without-fallback",
          at: scene.location(index),
          "\(scene.simpleClass(index)) '\(view.key)'\(via) is animated by a Transition-framework "
            + "transition, which cannot draw its content; animate it with a res/anim view animation"
        )
      }
    }
  }

  /// min-sdk-transition.
  mutating func checkMinSdk() {
    guard !pair.isIOS, let found = Self.minSdk(near: pair.transitionFile) else { return }
    let needed = value("minSdk", "min-sdk-transition")
    guard Double(found.level) < needed else { return }
    let anim = pair.appFolder + "/anim"
    var isFolder: ObjCBool = false
    guard
      !(FileManager.default.fileExists(atPath: anim, isDirectory: &isFolder) && isFolder.boolValue)
    else { return }
    add(
      "min-sdk-transition",
      at: found.location,
      "minSdkVersion \(found.level) is below \(Self.number(needed)), which the Transition "
        + "framework needs, and the app has no res/anim fallback (\(anim))"
    )
  }

  /// The minSdkVersion of the nearest AndroidManifest.xml or build.gradle(.kts), from the
  /// transition file's folder up to three folders above it.
  static func minSdk(near file: String) -> (level: Int, location: SourceLocation)? {
    var folder = FilePaths.folder(of: file)
    for _ in 0..<4 {
      for name in ["AndroidManifest.xml", "build.gradle", "build.gradle.kts"] {
        let path = folder.isEmpty ? name : "\(folder)/\(name)"
        if let found = minSdk(inFile: path) { return found }
      }
      folder = FilePaths.parent(ofFolder: folder.isEmpty ? "." : folder)
    }
    return nil
  }

  /// The minSdkVersion a manifest (`android:minSdkVersion="19"`) or Gradle file
  /// (`minSdkVersion 19`, `minSdk = 19`, `minSdk(19)`) declares, with where.
  static func minSdk(inFile path: String) -> (level: Int, location: SourceLocation)? {
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let pattern = #"minSdk(?:Version)?"?\s*(?:=|\()?\s*"?(\d+)"#
    guard let expression = try? NSRegularExpression(pattern: pattern),
      let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range, in: text),
      let numberRange = Range(match.range(at: 1), in: text),
      let level = Int(text[numberRange])
    else { return nil }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let column =
      before.count
      - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 }
        ?? 0) + 1
    return (level, SourceLocation(file: path, line: line, column: column))
  }
}
