import Testing

@testable import scenediff

/// Every usage error, as the exact text printed to standard error.
@Suite struct UsageErrorTests {
  static let topUsage = "Usage: scenediff <command> [options] [files]\nSee 'scenediff --help'.\n"
  static let planUsage =
    "Usage: scenediff plan FROM TO [--transition FILE] [-o FILE]\nSee 'scenediff plan --help'.\n"
  static let sampleUsage = """
    Usage: scenediff sample PLAN [--at MS,...] [-f N] [--offset MS] [--set KEY=VALUE ...] \
    [-q] [-v] [--interpolate|--no-interpolate] [-o FILE]
    See 'scenediff sample --help'.

    """
  static let checkUsage =
    "Usage: scenediff check FILE... [--json] [--format NAME]\nSee 'scenediff check --help'.\n"
  static let batchUsage =
    "Usage: scenediff batch MANIFEST [FILE...] -j N\nSee 'scenediff batch --help'.\n"

  @Test(arguments: [
    ([], "Error: missing command\n" + topUsage),
    (["--color", "never"], "Error: missing command\n" + topUsage),
    (["plna"], "Error: unknown command 'plna'\nDid you mean 'plan'?\n" + topUsage),
    (["chek", "a"], "Error: unknown command 'chek'\nDid you mean 'check'?\n" + topUsage),
    (["xyzzy"], "Error: unknown command 'xyzzy'\n" + topUsage),
    (["help", "smaple"], "Error: unknown command 'smaple'\nDid you mean 'sample'?\n" + topUsage),
    (["--verison"], "Error: unknown option '--verison'\nDid you mean '--version'?\n" + topUsage),
    (["--color"], "Error: missing value for '--color'\n" + topUsage),
    (
      ["help", "plan", "extra"],
      "Error: unexpected argument 'extra'\nUsage: scenediff help [COMMAND]\n"
        + "See 'scenediff help --help'.\n"
    ),
    (
      ["--color", "alway", "plan"],
      "Error: invalid value 'alway' for '--color': expected 'auto', 'always' or 'never'\n"
        + "Did you mean 'always'?\n" + topUsage
    ),
  ])
  func topLevel(_ arguments: [String], _ expected: String) throws {
    #expect(try Fixture.usageError(arguments).rendered == expected)
  }

  @Test(arguments: [
    (
      ["plan", "a", "b", "--jsn"],
      "Error: unknown option '--jsn'\nDid you mean '--json'?\n" + planUsage
    ),
    (
      ["plan", "a", "b", "-json"],
      "Error: unknown option '-json'\nDid you mean '--json'?\n" + planUsage
    ),
    (["plan", "a", "b", "--bogus"], "Error: unknown option '--bogus'\n" + planUsage),
    (["plan", "a", "b", "-x"], "Error: unknown option '-x'\n" + planUsage),
    (
      ["plan", "a", "b", "--tranistion=t"],
      "Error: unknown option '--tranistion'\nDid you mean '--transition'?\n" + planUsage
    ),
    (["plan", "a", "b", "--transition"], "Error: missing value for '--transition'\n" + planUsage),
    (["plan", "a", "b", "-o"], "Error: missing value for '-o'\n" + planUsage),
    (["plan", "a", "b", "-o", "--json"], "Error: missing value for '-o'\n" + planUsage),
    (["plan", "a", "b", "-o", "--", "x"], "Error: missing value for '-o'\n" + planUsage),
    (
      ["plan", "a", "b", "--json=yes"], "Error: option '--json' does not take a value\n" + planUsage
    ),
    (["plan", "a"], "Error: missing argument 'TO'\n" + planUsage),
    (["plan"], "Error: missing argument 'FROM'\n" + planUsage),
    (["plan", "a", "b", "c", "d"], "Error: unexpected argument 'c'\n" + planUsage),
    (
      ["plan", "a", "b", "-o", "x", "-o", "y"],
      "Error: option '-o' given more than once\n" + planUsage
    ),
    (
      ["plan", "a", "b", "-o", "x", "--output=y"],
      "Error: option '--output' given more than once (first as '-o')\n" + planUsage
    ),
    (
      ["--color", "never", "plan", "a", "b", "--color", "never"],
      "Error: option '--color' given more than once\n" + planUsage
    ),
  ])
  func plan(_ arguments: [String], _ expected: String) throws {
    #expect(try Fixture.usageError(arguments).rendered == expected)
  }

  @Test(arguments: [
    (["sample", "p", "-qx"], "Error: unknown option '-qx'\n" + sampleUsage),
    (["sample", "p", "-fq", "3"], "Error: unknown option '-fq'\n" + sampleUsage),
    (["sample", "p", "-qf"], "Error: missing value for '-f'\n" + sampleUsage),
    (["sample", "p", "-q", "-q"], "Error: option '-q' given more than once\n" + sampleUsage),
    (
      ["sample", "p", "--interpolate", "--no-interpolate"],
      "Error: option '--no-interpolate' given more than once (first as '--interpolate')\n"
        + sampleUsage
    ),
    (
      ["sample", "p", "--no-interpolate=1"],
      "Error: option '--no-interpolate' does not take a value\n" + sampleUsage
    ),
    (
      ["sample", "p", "--no-interploate"],
      "Error: unknown option '--no-interploate'\nDid you mean '--no-interpolate'?\n" + sampleUsage
    ),
    (["check"], "Error: missing argument 'FILE'\n" + checkUsage),
    (
      ["check", "a", "--format", "jsno"],
      "Error: invalid value 'jsno' for '--format': expected 'text' or 'json'\n"
        + "Did you mean 'json'?\n" + checkUsage
    ),
    (["batch", "m"], "Error: missing option '--jobs'\n" + batchUsage),
    (["batch", "-j"], "Error: missing value for '-j'\n" + batchUsage),
  ])
  func otherCommands(_ arguments: [String], _ expected: String) throws {
    #expect(try Fixture.usageError(arguments).rendered == expected)
  }

  @Test(arguments: [
    (
      ["sample", "p", "--fps", "abc"],
      "Error: invalid value 'abc' for '--fps': expected a positive integer\n"
    ),
    (
      ["sample", "p", "-f", "0"], "Error: invalid value '0' for '-f': expected a positive integer\n"
    ),
    (
      ["sample", "p", "--fps=2.5"],
      "Error: invalid value '2.5' for '--fps': expected a positive integer\n"
    ),
  ])
  func typedValues(_ arguments: [String], _ expected: String) throws {
    let parsed = try Fixture.parsed(arguments)
    #expect(throws: UsageError.self) { try parsed.int("fps", .positive) }
    do {
      _ = try parsed.int("fps", .positive)
    } catch {
      #expect(error.rendered == expected + Self.sampleUsage)
    }
  }

  @Test func commandsMakeTheirOwnUsageErrors() throws {
    let parsed = try Fixture.parsed(["plan", "a", "b"])
    #expect(
      parsed.usageError("'FROM' and 'TO' are the same file").rendered
        == "Error: 'FROM' and 'TO' are the same file\n" + Self.planUsage
    )
    #expect(
      try Fixture.usageError(["plan", "a", "b", "c"]).description
        == "Error: unexpected argument 'c'\n" + Self.planUsage.dropLast()
    )
  }

  @Test func standardInputOnlyOnce() throws {
    let parsed = try Fixture.parsed(["check", "-", "a", "-"])
    #expect(throws: parsed.usageError("standard input ('-') can be read only once")) {
      try parsed.inputs("FILE")
    }
  }
}
