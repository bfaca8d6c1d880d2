# xoshiro128** (Blackman and Vigna): four 32-bit words of state, kept inside each state buffer
# so that a clone replays its chance events identically. Seeded through splitmix64.
from libc.stdint cimport uint32_t, uint64_t


cdef inline uint32_t _rotl32(uint32_t x, int k) noexcept nogil:
    return (x << k) | (x >> (32 - k))


cdef inline uint64_t splitmix64_next(uint64_t* x) noexcept nogil:
    x[0] += 0x9E3779B97F4A7C15ULL
    cdef uint64_t z = x[0]
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef inline void rng_seed(uint32_t* state, uint64_t seed) noexcept nogil:
    cdef uint64_t sm = seed
    cdef uint64_t a = splitmix64_next(&sm)
    cdef uint64_t b = splitmix64_next(&sm)
    state[0] = <uint32_t>a
    state[1] = <uint32_t>(a >> 32)
    state[2] = <uint32_t>b
    state[3] = <uint32_t>(b >> 32)
    if (state[0] | state[1] | state[2] | state[3]) == 0:
        state[0] = 1  # the all-zero state is the one fixed point of the generator


cdef inline uint32_t rng_next(uint32_t* s) noexcept nogil:
    cdef uint32_t result = _rotl32(s[1] * 5, 7) * 9
    cdef uint32_t t = s[1] << 9
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = _rotl32(s[3], 11)
    return result


cdef inline uint32_t rng_below(uint32_t* s, uint32_t n) noexcept nogil:
    """Uniform integer in [0, n) without modulo bias (Lemire's multiply-and-reject)."""
    cdef uint64_t m = <uint64_t>rng_next(s) * n
    cdef uint32_t low = <uint32_t>m
    cdef uint32_t threshold
    if low < n:
        threshold = (<uint32_t>(-n)) % n
        while low < threshold:
            m = <uint64_t>rng_next(s) * n
            low = <uint32_t>m
    return <uint32_t>(m >> 32)
