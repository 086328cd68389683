import SceneDiffAndroid
import SceneDiffCore
import SceneDiffIOS
import SceneDiffInterfaceBuilder
import SceneDiffNative
import SceneDiffXML

/// One kind of input file: how to recognise it by its root element, how to check it and, for
/// files that describe a screen, how to load it as a scene.
///
/// ``InputFormat/all`` is the one table every command consults; a new input format (a
/// storyboard, say) is one entry there.
struct InputFormat: Sendable {
  /// Loads a parsed root element of a file as a scene.
  typealias SceneLoader =
    @Sendable (LocatedElement, String, LayoutOptions) throws(DiagnosticsError) -> Loaded<SceneTree>

  /// The kind it reports.
  var kind: InputFile.Kind
  /// Whether a root element is this format's.
  var recognizes: @Sendable (LocatedElement) -> Bool
  /// Loads and validates the file; the diagnostics of a clean file are empty.
  var check: @Sendable (LocatedElement, String, LayoutOptions) -> [Diagnostic]
  /// Loads the file as a scene, for formats that describe a screen.
  var loadScene: SceneLoader?

  /// Every format, tried in order; the last one (transitions) takes any root element, so
  /// that its loader names an unknown tag.
  static let all: [InputFormat] = [
    .nativeScene, .interfaceBuilder, .transitionManager, .navigation, .viewAnimation, .resource,
    .androidManifest, .motionScene, .layout,
    .iosTransition, .interaction, .transition,
  ]

  /// The format of a root element.
  static func of(_ root: LocatedElement) -> InputFormat {
    all.first { $0.recognizes(root) } ?? .transition
  }
}

extension InputFormat {
  /// A native scene (`<scene>`).
  static let nativeScene = InputFormat(
    kind: .scene,
    recognizes: { $0.name == "scene" },
    check: { root, file, options in diagnostics(of: loadNative, root, file, options) },
    loadScene: loadNative
  )

  /// An Interface Builder document (`.storyboard`, `.xib`): `<document type="com.apple.
  /// InterfaceBuilder…">`, loaded by ``InterfaceBuilderFile``; its initial scene when loaded
  /// without a `#NAME`.
  static let interfaceBuilder = InputFormat(
    kind: .scene,
    recognizes: { InterfaceBuilderFile.isDocumentRoot($0) },
    check: { root, file, options in
      InterfaceBuilderFile.check(
        root,
        file: file,
        scene: nil,
        device: options.interfaceBuilderDevice
      )
    },
    loadScene: { root, file, options throws(DiagnosticsError) in
      try loadInterfaceBuilder(root, file, options, scene: nil)
    }
  )

  /// A transition manager (`<transitionManager>`).
  static let transitionManager = InputFormat(
    kind: .manifest,
    recognizes: { $0.name == "transitionManager" },
    check: { root, file, _ in
      // Each rule is checked alone, then the sd: settings of the good rules.
      do throws(DiagnosticsError) {
        let (manifest, problems) = try TransitionManagerFile.loadEachRule(root, path: file)
        return problems + PairSettings.check(manifest)
      } catch { return error.diagnostics }
    },
    loadScene: nil
  )

  /// A Navigation graph (`<navigation>`), checked by ``NavigationGraph``.
  static let navigation = InputFormat(
    kind: .navigation,
    recognizes: NavigationGraph.isNavigationRoot,
    check: { root, file, _ in
      diagnostics { () throws(DiagnosticsError) in try NavigationGraph.load(root, path: file) }
    },
    loadScene: nil
  )

  /// A `res/anim` file: a view animation (`<set>`, `<alpha>`, `<translate>`, `<cliprect>`, and
  /// a `<scale>` or `<rotate>` without the `android:drawable` or child element of the drawables
  /// of those names), an interpolator or a layout animation controller, checked by
  /// ``ViewAnimationFile``, or a `res/animator` property animator (`<objectAnimator>`,
  /// `<animator>`, an animator `<set>`); reported as a resource.
  static let viewAnimation = InputFormat(
    kind: .resource,
    recognizes: { root in
      if ViewAnimationFile.isOtherAnimationRoot(root.name) { return true }
      if PropertyAnimatorFile.isPropertyAnimator(root, path: nil) { return true }
      guard ViewAnimationFile.isRootElement(root.name) else { return false }
      guard root.name == "scale" || root.name == "rotate" else { return true }
      return root.children.isEmpty
        && root.attribute("drawable", namespace: XMLNamespace.android) == nil
    },
    check: { root, file, _ in ViewAnimationFile.check(root, path: file) },
    loadScene: nil
  )

  /// A values file or an XML drawable that layouts read.
  static let resource = InputFormat(
    kind: .resource,
    recognizes: { ResourceRepository.isResourceRoot($0.name) },
    check: { root, _, _ in ResourceRepository.check(root) },
    loadScene: nil
  )

  /// An app's `AndroidManifest.xml` (`<manifest>`): layouts beside its `res/` folder take their
  /// theme and `supportsRtl` from it; reading it as XML is its whole check.
  static let androidManifest = InputFormat(
    kind: .resource,
    recognizes: { $0.name == "manifest" },
    check: { _, _, _ in [] },
    loadScene: nil
  )

  /// An Android layout (`<LinearLayout>`, `<merge>`, …), laid out by ``LayoutFile``.
  static let layout = InputFormat(
    kind: .layout,
    recognizes: { LayoutFile.isLayoutRoot($0.name) },
    check: { root, file, options in diagnostics(of: loadLayout, root, file, options) },
    loadScene: loadLayout
  )

  /// An interaction script (`<interaction>`, Docs/interaction.md).
  static let interaction = InputFormat(
    kind: .interaction,
    recognizes: { $0.name == "interaction" },
    check: { root, file, _ in
      diagnostics { () throws(DiagnosticsError) in try InteractionFile.load(root, path: file) }
    },
    loadScene: nil
  )

  /// An iOS transition file (`<uiViewTransition>`, `<caTransition>`, `<uiViewAnimate>`, and the
  /// view-controller forms).
  static let iosTransition = InputFormat(
    kind: .transition,
    recognizes: { IOSTransitionFile.isIOSTransitionRoot($0.name) },
    check: { root, file, _ in
      diagnostics { () throws(DiagnosticsError) in try IOSTransitionFile.load(root, path: file) }
    },
    loadScene: nil
  )

  /// A MotionLayout's MotionScene (`<MotionScene>`, `res/xml`): its `<Transition>` and key
  /// frames, read by ``MotionSceneTransition``.
  static let motionScene = InputFormat(
    kind: .transition,
    recognizes: { MotionSceneTransition.isMotionSceneRoot($0.name) },
    check: { root, file, _ in
      diagnostics { () throws(DiagnosticsError) in try MotionSceneTransition.load(root, path: file)
      }
    },
    loadScene: nil
  )

  /// A transition resource (`<transitionSet>`, `<changeBounds>`, …): any other root element.
  static let transition = InputFormat(
    kind: .transition,
    recognizes: { _ in true },
    check: { root, file, _ in
      SceneTransitionFile.suggestingIOSRoots(
        diagnostics { () throws(DiagnosticsError) in try TransitionFile.load(root, path: file) },
        root: root
      )
    },
    loadScene: nil
  )

  /// Loads a native scene; layout changes (`--set`, …) are an error for it.
  @Sendable static func loadNative(
    _ root: LocatedElement,
    _ file: String,
    _ options: LayoutOptions
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    guard options.changes.isEmpty else {
      let message = "--set, --unset and --move change Android layouts; '\(file)' is a native scene"
      throw DiagnosticsError([
        LayoutFileError.invalidChange(root.location, message: message).diagnostic
      ])
    }
    return try NativeSceneFile.load(root, file: file)
  }

  /// Loads a scene of an Interface Builder document; layout changes are an error for it.
  static func loadInterfaceBuilder(
    _ root: LocatedElement,
    _ file: String,
    _ options: LayoutOptions,
    scene: String?
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    guard options.changes.isEmpty else {
      let message =
        "--set, --unset and --move change Android layouts; '\(file)' is an Interface Builder document"
      throw DiagnosticsError([
        LayoutFileError.invalidChange(root.location, message: message).diagnostic
      ])
    }
    return try InterfaceBuilderFile.load(
      root,
      file: file,
      scene: scene,
      device: options.interfaceBuilderDevice
    )
  }

  /// Lays out an Android layout.
  @Sendable static func loadLayout(
    _ root: LocatedElement,
    _ file: String,
    _ options: LayoutOptions
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    try LayoutFile.load(root, file: file, options: options)
  }
}

/// The diagnostics of a load: its warnings when it succeeds, every diagnostic when it throws.
private func diagnostics<Value>(
  _ load: () throws(DiagnosticsError) -> Loaded<Value>
) -> [Diagnostic] {
  do {
    return try load().diagnostics
  } catch {
    return error.diagnostics
  }
}

/// The diagnostics of a scene load.
private func diagnostics(
  of load: InputFormat.SceneLoader,
  _ root: LocatedElement,
  _ file: String,
  _ options: LayoutOptions
) -> [Diagnostic] {
  diagnostics { () throws(DiagnosticsError) in try load(root, file, options) }
}
