extension FlatScene {
  /// The number of the key of the view at `index` when that key is the view's
  /// `transitionName` or `id` as written (its number in ``names``), `nil` for any other key: a
  /// path (which starts with `/`, as no name or id used as a key does) or a key changed since
  /// the scene was flattened.
  ///
  /// Two scenes numbered alike (``InternedNames/sharesNumbers(with:)``) give equal strings
  /// equal numbers and different strings different ones, so two such keys are equal exactly
  /// when their numbers are: they compare without hashing either string.
  func keyNumber(of index: Int) -> Int32? {
    let key = entries[index].key
    guard !ViewKeys.isPath(key) else { return nil }
    let name = names.name[index]
    if name >= 0, names.string(Int(name)) == key { return name }
    let id = names.id[index]
    if id >= 0, names.string(Int(id)) == key { return id }
    return nil
  }
}
