#if os(Linux)
/// glibc's `int malloc_trim(size_t pad)`, which the `Glibc` module does not export: releases
/// the free memory of every heap of the process to the system, keeping `pad` bytes at the
/// top of the main one.
@_silgen_name("malloc_trim")
func glibcMallocTrim(_ pad: Int) -> Int32
#endif
