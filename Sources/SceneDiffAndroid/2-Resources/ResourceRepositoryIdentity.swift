/// The identity of one ``ResourceRepository`` as built from its folders: the copies of a
/// repository share it, and no other repository has it while it exists.
///
/// What is read through a repository (a theme's style chain, a flattened `style=` chain) may be
/// remembered with this identity and given again only to a repository with the same one, that
/// is to the same parsed folders (``ResourceRepositoryCache`` gives a repository again only when
/// its folders scan exactly as they did). Holding the object keeps its identity from being
/// taken by another repository.
final class ResourceRepositoryIdentity: Sendable {
  /// A new identity.
  init() {}
}
