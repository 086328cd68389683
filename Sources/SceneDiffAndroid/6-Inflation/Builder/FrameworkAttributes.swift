import SceneDiffCore

/// The framework (`android:`) attributes SceneDiff knows, by the Android class that declares
/// them: every one its builder reads, and the ones Android's views read that do not change
/// layout (`contentDescription`, `onClick`, `focusable`, `textColor`…).
///
/// A name in none of the tables is not a platform attribute as far as SceneDiff knows — aapt2
/// refuses an `android:` attribute the platform does not declare, so it is almost always a
/// typo. A name the tables know but a view's class does not declare is legal (Android ignores
/// it), so only changes, which ask for an effect, are told about it. `app:` attributes are
/// the app's and its libraries' own and are never checked; `tools:` ones are design-time.
enum FrameworkAttributes {
  /// Every attribute of every table.
  static let all: Set<String> = Set(
    [
      view, viewGroup, layoutParams, textView, compoundButton, switchButton, toggleButton,
      checkedTextView, autoCompleteTextView, buttonInsets, imageView, progressBar, seekBar,
      ratingBar, frameLayout, linearLayout, relativeLayout, scrollView, constraintLayout,
      toolbar, absListView, listView, gridView, expandableListView, spinner, gallery,
      viewAnimator, gridLayout, tableLayout, radioGroup, viewStub, fragment, searchView,
      otherWidgets, reusedByLibraries,
    ].joined()
  )

  /// ``all`` as a table asked by a name's bytes, for the inflater's check of every `android:`
  /// name.
  static let known = ASCIINameSet(all)

  /// The attributes an `<include>` passes on to the view it includes: its id, visibility and
  /// theme, and layout parameters.
  static let include: Set<String> = Set(["id", "visibility", "theme"] + layoutParams)

  /// The attributes a view of class `className`, laid out as `viewClass`, declares (with its
  /// superclasses' and every layout parameter), or `nil` for an app or library class SceneDiff
  /// knows only by its name's suffix, whose own attributes it cannot know.
  static func declared(byClass className: String, _ viewClass: ViewClass) -> Set<String>? {
    guard viewClass.approximatedAs == nil else { return nil }
    let simple = ViewClassRules.simpleName(className)
    var names = Set(view + layoutParams)
    names.formUnion(declared(by: viewClass.family))
    names.formUnion(declaredByName[simple] ?? [])
    return names
  }

  /// The closest attribute to the misspelled `name`: among `declared` (a class's attributes)
  /// when one is close enough, otherwise among all known attributes.
  static func suggestion(for name: String, declared: Set<String>?) -> String? {
    suggestion(for: name, among: all, declared: declared)
  }

  /// The closest name to `name` among `declared` when one is close enough, otherwise among
  /// `candidates` (in a fixed order, so ties always go the same way).
  static func suggestion(
    for name: String,
    among candidates: Set<String>,
    declared: Set<String>?
  ) -> String? {
    if let declared, let close = Suggestion.closest(to: name, in: declared.sorted()) {
      return close
    }
    return Suggestion.closest(to: name, in: candidates.sorted())
  }

  /// The attributes a family's base classes declare, beyond `View`'s.
  private static func declared(by family: ViewFamily) -> [String] {
    switch family {
    case .view, .space: []
    case .viewStub: viewStub
    case .text(let text):
      switch text {
      case .plain, .editText: textView
      case .button, .materialButton: textView + buttonInsets
      case .compoundButton: textView + compoundButton
      }
    case .image, .floatingActionButton, .ratioImage: imageView
    case .progressBar: progressBar
    case .frame, .squareFrame, .card, .collapsingToolbar: viewGroup + frameLayout
    case .scroll: viewGroup + frameLayout + scrollView
    case .linear, .appBar, .tableRow: viewGroup + linearLayout
    case .table: viewGroup + linearLayout + tableLayout
    case .grid: viewGroup + gridLayout
    case .percentFrame: viewGroup + frameLayout
    case .percentRelative: viewGroup + relativeLayout
    case .relative: viewGroup + relativeLayout
    case .constraint: viewGroup + constraintLayout
    case .coordinator: viewGroup
    case .toolbar: viewGroup + toolbar
    }
  }

  /// Known classes that declare more than their family's base classes, by simple name.
  private static let declaredByName: [String: [String]] = [
    "Switch": switchButton, "SwitchCompat": switchButton, "SwitchMaterial": switchButton,
    "MaterialSwitch": switchButton, "ToggleButton": toggleButton,
    "CheckedTextView": checkedTextView, "AutoCompleteTextView": autoCompleteTextView,
    "SeekBar": seekBar, "RadioGroup": radioGroup, "TableLayout": tableLayout,
    "GridLayout": gridLayout, "Guideline": ["orientation"],
    "ViewAnimator": viewAnimator, "ViewFlipper": viewAnimator, "ViewSwitcher": viewAnimator,
    "ImageSwitcher": viewAnimator, "TextSwitcher": viewAnimator,
    "ListView": viewGroup + absListView + listView, "GridView": viewGroup + absListView + gridView,
    "ExpandableListView": viewGroup + absListView + listView + expandableListView,
    "Spinner": viewGroup + spinner, "Gallery": viewGroup + gallery,
    "RecyclerView": viewGroup + ["orientation"], "ViewPager": viewGroup,
    "ViewPager2": viewGroup + ["orientation"], "WebView": viewGroup, "Flow": ["orientation"],
    "fragment": fragment, "FragmentContainerView": fragment,
    "Button": ["checkable"], "MaterialButton": ["checkable"], "MaterialCardView": ["checkable"],
    "TextInputLayout": ["hint", "textColorHint", "minEms", "maxEms", "maxWidth"],
  ]
}
