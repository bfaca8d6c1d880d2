# A fast 64-bit hash over state words, for information keys and transposition tables.
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memcpy


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


cdef inline uint64_t words_print(const int32_t* words, Py_ssize_t n) noexcept nogil:
    """A hash of n words, read 64 bits at a time into four independent lanes so that their
    multiplications overlap (faster than hash_words on long buffers)."""
    cdef const uint64_t* wide = <const uint64_t*>words
    cdef Py_ssize_t i, pairs = n // 2
    cdef uint64_t a = 0x9E3779B97F4A7C15ULL, b = 0xC2B2AE3D27D4EB4FULL
    cdef uint64_t c = 0x165667B19E3779F9ULL, d = 0x27D4EB2F165667C5ULL
    cdef uint64_t k = 0xFF51AFD7ED558CCDULL
    for i in range(0, pairs - 3, 4):
        a = (a ^ wide[i]) * k
        b = (b ^ wide[i + 1]) * k
        c = (c ^ wide[i + 2]) * k
        d = (d ^ wide[i + 3]) * k
    for i in range(pairs - pairs % 4, pairs):
        a = (a ^ wide[i]) * k
    if n % 2:
        b = (b ^ <uint32_t>words[n - 1]) * k
    return mix64(a ^ mix64(b ^ mix64(c ^ mix64(d + <uint64_t>n))))


cdef inline uint64_t hash_step(uint64_t h, uint64_t word) noexcept nogil:
    """One cheap streaming step (multiply-rotate); finish a stream with mix64."""
    h = (h ^ word) * 0x9E3779B97F4A7C15ULL
    return (h << 27) | (h >> 37)


cdef inline uint64_t hash_int32s(uint64_t h, const int32_t* words, Py_ssize_t n) noexcept nogil:
    cdef Py_ssize_t i
    for i in range(n):
        h = hash_step(h, <uint64_t><uint32_t>words[i])
    return h


cdef inline uint64_t hash_int32_pairs(uint64_t h, const int32_t* words, Py_ssize_t n) noexcept nogil:
    """hash_step over n words read two at a time as one 64-bit word (the last alone if n is
    odd): half the steps of hash_int32s, for runs short enough that words_print's four lanes
    and finish cost more than they save."""
    cdef uint64_t pair
    cdef Py_ssize_t i
    for i in range(n // 2):
        memcpy(&pair, words + 2 * i, 8)
        h = hash_step(h, pair)
    if n % 2:
        h = hash_step(h, <uint64_t><uint32_t>words[n - 1])
    return h
