extension Interpolator {
  /// The interpolator of a public Android framework resource, or `nil` for any other name.
  ///
  /// The argument is the resource's type and name as written after `@android:` — for example
  /// `"interpolator/fast_out_slow_in"` or `"anim/linear_interpolator"`; the full reference
  /// `"@android:interpolator/fast_out_slow_in"` is accepted too. Names are case-sensitive.
  ///
  /// Known names (`interpolator/…`, public `android.R.interpolator`): `linear`,
  /// `accelerate_quad` (factor 1), `accelerate_cubic` (1.5), `accelerate_quint` (2.5),
  /// `decelerate_quad`, `decelerate_cubic`, `decelerate_quint` (same factors),
  /// `accelerate_decelerate`, `anticipate`, `overshoot`, `anticipate_overshoot`, `bounce`,
  /// `cycle` (cycles 1), `fast_out_slow_in`, `fast_out_linear_in`, `linear_out_slow_in`,
  /// `fast_out_extra_slow_in`. (`anim/…`, public `android.R.anim`): `linear_interpolator`,
  /// `accelerate_interpolator`, `decelerate_interpolator` (factor 1),
  /// `accelerate_decelerate_interpolator`, `anticipate_interpolator`,
  /// `anticipate_overshoot_interpolator`, `bounce_interpolator`, `cycle_interpolator`
  /// (cycles 1), `overshoot_interpolator`. Private framework resources and app resources
  /// (`@interpolator/…`, `@anim/…`) are not known here.
  public init?(androidResource name: String) {
    let key = name.hasPrefix("@android:") ? String(name.dropFirst("@android:".count)) : name
    guard let interpolator = Interpolator.frameworkResources[key] else { return nil }
    self = interpolator
  }

  /// Every public framework interpolator resource by `type/name`.
  package static let frameworkResources: [String: Interpolator] = [
    "interpolator/linear": .linear,
    "interpolator/accelerate_quad": .accelerate(factor: 1),
    "interpolator/accelerate_cubic": .accelerate(factor: 1.5),
    "interpolator/accelerate_quint": .accelerate(factor: 2.5),
    "interpolator/decelerate_quad": .decelerate(factor: 1),
    "interpolator/decelerate_cubic": .decelerate(factor: 1.5),
    "interpolator/decelerate_quint": .decelerate(factor: 2.5),
    "interpolator/accelerate_decelerate": .accelerateDecelerate,
    "interpolator/anticipate": .anticipate(tension: 2),
    "interpolator/overshoot": .overshoot(tension: 2),
    "interpolator/anticipate_overshoot": .anticipateOvershoot(tension: 2, extraTension: 1.5),
    "interpolator/bounce": .bounce,
    "interpolator/cycle": .cycle(cycles: 1),
    "interpolator/fast_out_slow_in": .fastOutSlowIn,
    "interpolator/fast_out_linear_in": .fastOutLinearIn,
    "interpolator/linear_out_slow_in": .linearOutSlowIn,
    "interpolator/fast_out_extra_slow_in": .fastOutExtraSlowIn,
    "anim/linear_interpolator": .linear,
    "anim/accelerate_interpolator": .accelerate(factor: 1),
    "anim/decelerate_interpolator": .decelerate(factor: 1),
    "anim/accelerate_decelerate_interpolator": .accelerateDecelerate,
    "anim/anticipate_interpolator": .anticipate(tension: 2),
    "anim/anticipate_overshoot_interpolator": .anticipateOvershoot(tension: 2, extraTension: 1.5),
    "anim/bounce_interpolator": .bounce,
    "anim/cycle_interpolator": .cycle(cycles: 1),
    "anim/overshoot_interpolator": .overshoot(tension: 2),
  ]
}
