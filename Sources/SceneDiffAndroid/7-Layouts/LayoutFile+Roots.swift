extension LayoutFile {
  /// Whether a root element name is an Android layout's: a view class (capitalised or
  /// qualified) or one of the layout tags `merge`, `layout`, `include`, `view`.
  package static func isLayoutRoot(_ name: String) -> Bool {
    if let first = name.first, first.isUppercase { return true }
    return name.contains(".") || ["merge", "layout", "include", "view"].contains(name)
  }
}
