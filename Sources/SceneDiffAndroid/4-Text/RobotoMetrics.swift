import SceneDiffCore

/// Roboto 2.138's metrics (§12.1, §12.5): the vertical values shared by the three weights and
/// the advance widths of printable ASCII, in font units of 2048 per em.
///
/// Read from the Debian `fonts-roboto-unhinted` 2:0~20170802 TTF files (`head`, `hhea`, `hmtx`,
/// `cmap`). Android ships a Roboto 2 build, not necessarily this one, so a device can differ
/// by a little (§13).
enum RobotoMetrics {
  /// Font units per em (`head.unitsPerEm`).
  static let unitsPerEm = 2048
  /// `head.yMax`, Android's `top` (above the baseline, so `top` is its negation).
  static let yMax = 2163
  /// `hhea.ascender`, Android's `ascent` (negated).
  static let ascender = 1900
  /// `hhea.descender` as a positive distance below the baseline, Android's `descent`.
  static let descender = 500
  /// `head.yMin` as a positive distance below the baseline, Android's `bottom`.
  static let yMin = 555
  /// The advance used for a character that has no entry and no base letter: half an em.
  static let fallbackAdvance: Int32 = 1024

  /// The advance table of `weight`: entry `c − 0x20` is the advance of ASCII character `c`.
  static func advances(_ weight: TextStyle.Weight) -> [Int32] {
    switch weight {
    case .regular: regular
    case .medium: medium
    case .bold: bold
    }
  }

  /// The advance of the printable ASCII character `byte` (0x20–0x7E) in `weight`, `nil`
  /// outside that range.
  static func advance(ascii byte: UInt8, weight: TextStyle.Weight) -> Int32? {
    guard (0x20...0x7E).contains(byte) else { return nil }
    return advances(weight)[Int(byte) - 0x20]
  }

  /// Roboto Regular: the advances of U+0020…U+007E in code-point order, 16 per row.
  static let regular: [Int32] = [
    508, 528, 656, 1261, 1151, 1500, 1274, 358, 701, 713, 882, 1162, 403, 566, 540, 845,
    1151, 1151, 1151, 1151, 1151, 1151, 1151, 1151, 1151, 1151, 496, 433, 1041, 1124, 1071, 968,
    1839, 1336, 1276, 1333, 1344, 1164, 1132, 1395, 1461, 557, 1130, 1285, 1103, 1788, 1461, 1409,
    1292, 1409, 1262, 1216, 1222, 1328, 1304, 1817, 1284, 1230, 1227, 543, 841, 543, 856, 924,
    633, 1114, 1150, 1072, 1155, 1086, 712, 1150, 1128, 498, 490, 1038, 498, 1796, 1131, 1168,
    1150, 1164, 694, 1057, 670, 1129, 992, 1539, 1016, 969, 1016, 693, 500, 693, 1393,
  ]

  /// Roboto Medium: the advances of U+0020…U+007E in code-point order, 16 per row.
  static let medium: [Int32] = [
    510, 549, 664, 1250, 1164, 1504, 1309, 346, 715, 723, 906, 1142, 451, 673, 572, 811,
    1164, 1164, 1164, 1164, 1164, 1164, 1164, 1164, 1164, 1164, 543, 487, 1041, 1146, 1066, 997,
    1833, 1363, 1293, 1337, 1338, 1158, 1126, 1395, 1456, 578, 1137, 1291, 1109, 1793, 1455, 1414,
    1310, 1414, 1279, 1237, 1244, 1336, 1326, 1803, 1296, 1248, 1234, 562, 856, 562, 876, 924,
    660, 1109, 1153, 1073, 1157, 1099, 726, 1161, 1137, 524, 513, 1069, 524, 1783, 1139, 1166,
    1153, 1163, 720, 1058, 682, 1138, 1014, 1522, 1031, 997, 1031, 687, 514, 687, 1361,
  ]

  /// Roboto Bold: the advances of U+0020…U+007E in code-point order, 16 per row.
  static let bold: [Int32] = [
    510, 557, 657, 1221, 1175, 1512, 1344, 332, 719, 722, 929, 1118, 501, 795, 596, 766,
    1175, 1175, 1175, 1175, 1175, 1175, 1175, 1175, 1175, 1175, 578, 537, 1043, 1172, 1058, 1020,
    1833, 1379, 1307, 1341, 1332, 1152, 1123, 1395, 1448, 598, 1144, 1301, 1109, 1794, 1447, 1414,
    1322, 1414, 1307, 1259, 1267, 1348, 1339, 1792, 1302, 1267, 1242, 570, 865, 570, 896, 915,
    678, 1098, 1153, 1069, 1155, 1107, 734, 1170, 1147, 543, 533, 1094, 543, 1773, 1147, 1158,
    1153, 1157, 748, 1054, 692, 1147, 1036, 1505, 1043, 1029, 1043, 677, 519, 677, 1329,
  ]
}
