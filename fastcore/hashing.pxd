# A fast 64-bit hash over state words, for information keys and transposition tables.
from libc.stdint cimport int32_t, uint32_t, uint64_t


cdef inline uint64_t mix64(uint64_t z) noexcept nogil:
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef inline uint64_t hash_words(const int32_t* words, Py_ssize_t n, uint64_t seed) noexcept nogil:
    cdef uint64_t h = mix64(seed ^ <uint64_t>n)
    cdef Py_ssize_t i
    for i in range(n):
        h = mix64(h ^ (<uint64_t><uint32_t>words[i] + 0x9E3779B97F4A7C15ULL * <uint64_t>(i + 1)))
    return h


cdef inline uint64_t hash_step(uint64_t h, uint64_t word) noexcept nogil:
    """One cheap streaming step (multiply-rotate); finish a stream with mix64."""
    h = (h ^ word) * 0x9E3779B97F4A7C15ULL
    return (h << 27) | (h >> 37)


cdef inline uint64_t hash_int32s(uint64_t h, const int32_t* words, Py_ssize_t n) noexcept nogil:
    cdef Py_ssize_t i
    for i in range(n):
        h = hash_step(h, <uint64_t><uint32_t>words[i])
    return h
