import Foundation
import Testing

/// `scenediff spring`: one spring in every platform's parameters.
@Suite struct SpringCommandTests {
  @Test func swiftUIDefaultSpringAsJSON() throws {
    let run = try ToolRunner.run(["spring", "response=0.5", "dampingFraction=0.825", "--json"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.hasPrefix("{\n  \"format\": \"scenediff.spring\",\n  \"version\": 1,"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    // §6.5: k = (2π/0.5)² = 157.913670, c = 4π·0.825/0.5 = 20.734512, mass 1.
    #expect(json["mass"] as? Double == 1)
    #expect(abs((json["stiffness"] as? Double ?? 0) - 157.913_670) <= 1e-6)
    #expect(abs((json["damping"] as? Double ?? 0) - 20.734_512) <= 1e-6)
    #expect(abs((json["dampingRatio"] as? Double ?? 0) - 0.825) <= 1e-12)
    // Settles at ln(1.769496/0.001)/(0.825·4π) = 7.478450/10.367256 = 0.721353 s = 721.353 ms;
    // overshoot e^(−0.825π/0.565133) = e^(−2.591814/0.565133) = e^(−4.586204) = 0.010191.
    #expect(abs((json["settlingDurationMs"] as? Double ?? 0) - 721.353) <= 0.001)
    #expect(abs((json["overshoot"] as? Double ?? 0) - 0.010_191) <= 1e-6)
    // Compose's spring(dampingRatio, stiffness): the same ratio and stiffness (mass 1).
    let compose = try #require(json["compose"] as? [String: Any])
    #expect(abs((compose["dampingRatio"] as? Double ?? 0) - 0.825) <= 1e-12)
    #expect(abs((compose["stiffness"] as? Double ?? 0) - 157.913_670) <= 1e-6)
    let platforms = try #require(json["platforms"] as? [[String: Any]])
    #expect(
      platforms.map { $0["platform"] as? String }
        == ["CASpringAnimation", "UIView.animate", "SwiftUI", "SpringForce", "Compose"]
    )
    let differences = try #require(json["differences"] as? [String])
    #expect(differences.contains { $0.hasPrefix("SpringForce stops after ") })
  }

  @Test func androidDefaultsInText() throws {
    // SpringForce() over the default 100 px: at rest after 236 ms (PlatformSpringTests).
    let run = try ToolRunner.run([
      "spring", "stiffness=STIFFNESS_MEDIUM", "dampingRatio=DAMPING_RATIO_MEDIUM_BOUNCY",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        "Spring: mass 1, stiffness 1500, damping 38.7298, damping ratio 0.5, initial velocity 0/s\n"
      )
    )
    #expect(run.stdout.contains("\nSpringForce: 236 ms, "))
    #expect(
      run.stdout.contains(
        "SpringForce(end).setStiffness(SpringForce.STIFFNESS_MEDIUM)"
          + ".setDampingRatio(SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY))"
      )
    )
    // Over 1000 px it takes 346 ms.
    let far = try ToolRunner.run([
      "spring", "stiffness=1500", "dampingRatio=0.5", "--distance", "1000",
    ])
    #expect(far.stdout.contains("\nSpringForce: 346 ms, "))
  }

  @Test func aUIKitSpringKeepsItsDuration() throws {
    let run = try ToolRunner.run([
      "spring", "duration=0.4", "usingSpringWithDamping=0.7", "initialSpringVelocity=0.3",
      "--json", "--compact",
    ])
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    // Fitted to settle at the duration: 400 ms, and the velocity is kept.
    #expect(abs((json["settlingDurationMs"] as? Double ?? 0) - 400) <= 0.001)
    #expect(json["initialVelocity"] as? Double == 0.3)
    #expect(abs((json["dampingRatio"] as? Double ?? 0) - 0.7) <= 1e-12)
    let given = try #require(json["given"] as? [String: Any])
    let parameters = try #require(given["parameters"] as? [String: Any])
    #expect(parameters["duration"] as? Double == 0.4)
  }

  @Test(arguments: [
    (["stifness=100"], "Error: unknown spring parameter 'stifness'\nDid you mean 'stiffness'?\n"),
    (
      ["response=0.4", "stiffness=100"],
      "Error: 'stiffness' cannot be used with 'response' "
        + "(SwiftUI Animation.spring(response:dampingFraction:blendDuration:))\n"
    ),
    (
      ["usingSpringWithDamping=0.7"],
      "Error: missing spring parameter 'duration' "
        + "(UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:) needs it)\n"
    ),
    (["mass=-1"], "Error: invalid value '-1' for 'mass': expected a number from 1e-6 to 1e9\n"),
    (["mass"], "Error: invalid argument 'mass': expected NAME=VALUE\n"),
  ])
  func badParametersAreUsageErrors(arguments: [String], message: String) throws {
    let run = try ToolRunner.run(["spring"] + arguments)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix(message))
    #expect(run.stderr.hasSuffix("See 'scenediff spring --help'.\n"))
  }

  @Test func badOptionsAreUsageErrors() throws {
    let distance = try ToolRunner.run(["spring", "mass=1", "--distance", "0"])
    #expect(distance.status == 2)
    #expect(
      distance.stderr.hasPrefix(
        "Error: invalid value '0' for '--distance': expected a positive number\n"
      )
    )
    let far = try ToolRunner.run(["spring", "mass=1", "--distance", "1e10"])
    #expect(far.status == 2)
    #expect(
      far.stderr.hasPrefix(
        "Error: invalid value '1e10' for '--distance': expected a positive number up to 1e9\n"
      )
    )
    let property = try ToolRunner.run(["spring", "mass=1", "--property", "colour"])
    #expect(property.status == 2)
    let missing = try ToolRunner.run(["spring"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("Error: missing argument 'NAME=VALUE'\n"))
  }
}
