import SceneDiffCore

/// The base letter of an accented Latin letter (é → e, Ø → O), for the advance rule of §12.3.
///
/// Covers Latin-1 Supplement, Latin Extended-A and -B (U+00C0…U+024F) and Latin Extended
/// Additional (U+1E00…U+1EFF). A letter counts as accented when its Unicode name is
/// `LATIN CAPITAL|SMALL LETTER x WITH …`, so letters with a stroke or hook (Ø, ł, đ) count too,
/// while ligatures and distinct letters (Æ, ß, Þ, ı) do not. The table is derived once from
/// the standard library's Unicode names, on first use.
enum LatinBaseLetters {
  /// The first covered block.
  private static let extendedRange: ClosedRange<UInt32> = 0x00C0...0x024F
  /// The second covered block.
  private static let additionalRange: ClosedRange<UInt32> = 0x1E00...0x1EFF

  /// ASCII code of each covered scalar's base letter (0 = none): the first block, then the
  /// second.
  private static let table: [UInt8] = {
    var table: [UInt8] = []
    table.reserveCapacity(extendedRange.count + additionalRange.count)
    for range in [extendedRange, additionalRange] {
      for value in range {
        table.append(Unicode.Scalar(value).map(baseLetter(named:)) ?? 0)
      }
    }
    return table
  }()

  /// The ASCII base letter of `scalar`, `nil` if it is not an accented Latin letter.
  static func baseLetter(of scalar: Unicode.Scalar) -> UInt8? {
    let value = scalar.value
    let index: Int
    if extendedRange.contains(value) {
      index = Int(value - extendedRange.lowerBound)
    } else if additionalRange.contains(value) {
      index = extendedRange.count + Int(value - additionalRange.lowerBound)
    } else {
      return nil
    }
    let letter = table[index]
    return letter == 0 ? nil : letter
  }

  /// Reads `LATIN CAPITAL LETTER E WITH ACUTE` as `E` (`SMALL` as `e`); 0 for anything else.
  private static func baseLetter(named scalar: Unicode.Scalar) -> UInt8 {
    guard let name = scalar.properties.name else { return 0 }
    let capital = "LATIN CAPITAL LETTER "
    let small = "LATIN SMALL LETTER "
    let rest: Substring
    let isSmall: Bool
    if name.hasPrefix(capital) {
      rest = name.dropFirst(capital.count)
      isSmall = false
    } else if name.hasPrefix(small) {
      rest = name.dropFirst(small.count)
      isSmall = true
    } else {
      return 0
    }
    guard let letter = rest.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter),
      rest.dropFirst().hasPrefix(" WITH ")
    else { return 0 }
    return isSmall ? letter + 0x20 : letter
  }
}
