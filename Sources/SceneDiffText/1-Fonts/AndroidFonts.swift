/// Android's named font families and its fallback chain, after AOSP's
/// `frameworks/base/data/fonts/fonts.xml` (Android 9–14; re-read in the Android 14 file,
/// familyset version 23), as files Debian ships.
///
/// Named families: `sans-serif` is Roboto (Thin 100 … Black 900, each with an italic),
/// `sans-serif-condensed` Roboto Condensed (Android 12+ use the variable Roboto at width 75),
/// `serif` Noto Serif, `monospace` Droid Sans Mono (Debian has no Droid Sans Mono; Noto Mono
/// is its renamed successor with the same advances).
///
/// The fallback chain follows the order of fonts.xml's unnamed families, keeping the ones whose
/// files Debian's `fonts-noto-core` and `fonts-noto-cjk` provide: Noto Naskh Arabic, Ethiopic,
/// Hebrew, Thai, Armenian, Georgian, the Indic scripts (Devanagari, Gujarati, Gurmukhi, Tamil,
/// Malayalam, Bengali, Telugu, Kannada, Oriya, Sinhala), Khmer, Lao, Myanmar, Thaana, then
/// Noto Sans Symbols (a device has a subset of it), then Noto Sans CJK in fonts.xml's language
/// order zh-Hans, zh-Hant, ja, ko (the first that covers a character wins, so Han characters
/// take the Simplified Chinese face, as on a device whose locale is not Chinese, Japanese or
/// Korean), then Noto Sans Symbols 2. The rarer scripts fonts.xml lists between Thaana and the
/// symbols (Cham, Adlam, Balinese…) are left out: opening every face costs each run start-up
/// time. Emoji (Noto Color Emoji) are not in the chain: a bitmap font's advances need its
/// strike sizes, which this model does not read. fonts.xml has no Noto Sans family, so a
/// character none of these covers is a missing glyph, as on a device.
enum AndroidFonts {
  /// The faces of a named family.
  static func faces(of family: FontFamily) -> [FontFace] {
    switch family {
    case .sansSerif: roboto("Roboto-", weights: [100, 300, 400, 500, 700, 900])
    case .sansSerifCondensed: roboto("RobotoCondensed-", weights: [300, 400, 500, 700])
    case .serif:
      [
        FontFace("NotoSerif-Regular.ttf"), FontFace("NotoSerif-Bold.ttf", weight: 700),
        FontFace("NotoSerif-Italic.ttf", italic: true),
        FontFace("NotoSerif-BoldItalic.ttf", weight: 700, italic: true),
      ]
    case .monospace: [FontFace("NotoMono-Regular.ttf")]
    }
  }

  /// The fallback families, in order; each is its Regular and, where Debian has one, Bold face.
  static let fallback: [[FontFace]] = {
    let scripts = [
      "NotoNaskhArabic", "NotoSansEthiopic", "NotoSansHebrew", "NotoSansThai", "NotoSansArmenian",
      "NotoSansGeorgian", "NotoSansDevanagari", "NotoSansGujarati", "NotoSansGurmukhi",
      "NotoSansTamil", "NotoSansMalayalam", "NotoSansBengali", "NotoSansTelugu",
      "NotoSansKannada", "NotoSansOriya", "NotoSansSinhala", "NotoSansKhmer", "NotoSansLao",
      "NotoSansMyanmar", "NotoSansThaana",
    ]
    var chain = scripts.map { name in
      [FontFace(name + "-Regular.ttf"), FontFace(name + "-Bold.ttf", weight: 700)]
    }
    // fonts.xml's unnamed NotoSansSymbols-Regular-Subsetted family comes before CJK.
    chain.append([FontFace("NotoSansSymbols-Regular.ttf")])
    for language in ["SC", "TC", "JP", "KR"] {
      chain.append([
        FontFace("NotoSansCJK-Regular.ttc", face: "Noto Sans CJK " + language),
        FontFace("NotoSansCJK-Bold.ttc", face: "Noto Sans CJK " + language, weight: 700),
      ])
    }
    // After CJK (and the emoji fonts, not modelled): und-Zsym, NotoSansSymbols-Regular-Subsetted2.
    chain.append([FontFace("NotoSansSymbols2-Regular.ttf")])
    return chain
  }()

  /// Roboto-style file names: `prefix` + Thin/Light/Regular/Medium/Bold/Black (+ Italic).
  private static func roboto(_ prefix: String, weights: [Int]) -> [FontFace] {
    let names = [
      100: "Thin", 300: "Light", 400: "Regular", 500: "Medium", 700: "Bold", 900: "Black",
    ]
    var faces: [FontFace] = []
    for weight in weights {
      let name = names[weight] ?? "Regular"
      faces.append(FontFace(prefix + name + ".ttf", weight: weight))
      let italic = weight == 400 ? "Italic" : name + "Italic"
      faces.append(FontFace(prefix + italic + ".ttf", weight: weight, italic: true))
    }
    return faces
  }
}
