extension Diagnostic {
  /// `missing-attribute`: `<ELEMENT> needs a 'NAME' attribute`.
  ///
  /// The one wording of the readers that share it (native scenes, Interface Builder
  /// documents), so their diagnostics cannot drift apart.
  package static func missingAttribute(at location: SourceLocation, name: String, element: String)
    -> Diagnostic
  {
    Diagnostic(
      .error,
      at: location,
      code: "missing-attribute",
      "<\(element)> needs a '\(name)' attribute"
    )
  }

  /// `invalid-value`: `invalid value 'VALUE' for 'ATTRIBUTE': expected EXPECTED`.
  ///
  /// The one wording of the readers that share it (native scenes, Interface Builder
  /// documents), so their diagnostics cannot drift apart.
  package static func invalidValue(
    at location: SourceLocation,
    attribute: String,
    value: String,
    expected: String
  ) -> Diagnostic {
    Diagnostic(
      .error,
      at: location,
      code: "invalid-value",
      "invalid value '\(value)' for '\(attribute)': expected \(expected)"
    )
  }
}
