# 128-bit card sets stored as two uint64 words (cards 0..63 in word 0, 64..127 in word 1).
from libc.stdint cimport uint64_t

cdef extern from *:
    """
    static inline int cardtree_popcount64(unsigned long long x) { return __builtin_popcountll(x); }
    static inline int cardtree_ctz64(unsigned long long x) { return __builtin_ctzll(x); }
    """
    int popcount64 "cardtree_popcount64"(unsigned long long x) noexcept nogil
    int ctz64 "cardtree_ctz64"(unsigned long long x) noexcept nogil


cdef inline int set_count(const uint64_t* s) noexcept nogil:
    return popcount64(s[0]) + popcount64(s[1])


cdef inline bint set_has(const uint64_t* s, int card) noexcept nogil:
    return (s[card >> 6] >> (card & 63)) & 1


cdef inline void set_add(uint64_t* s, int card) noexcept nogil:
    s[card >> 6] |= (<uint64_t>1) << (card & 63)


cdef inline void set_remove(uint64_t* s, int card) noexcept nogil:
    s[card >> 6] &= ~((<uint64_t>1) << (card & 63))


cdef inline bint set_empty(const uint64_t* s) noexcept nogil:
    return (s[0] | s[1]) == 0


cdef inline bint sets_meet(const uint64_t* a, const uint64_t* b) noexcept nogil:
    return ((a[0] & b[0]) | (a[1] & b[1])) != 0


cdef inline int set_lowest(const uint64_t* s) noexcept nogil:
    """The smallest card in a non-empty set."""
    if s[0]:
        return ctz64(s[0])
    return 64 + ctz64(s[1])


cdef inline int set_nth(const uint64_t* s, int n) noexcept nogil:
    """The n-th smallest card (0-based) of a set holding more than n cards."""
    cdef int low_count = popcount64(s[0])
    cdef uint64_t w
    cdef int base
    if n < low_count:
        w = s[0]
        base = 0
    else:
        w = s[1]
        base = 64
        n -= low_count
    while n > 0:
        w &= w - 1
        n -= 1
    return base + ctz64(w)


cdef inline int set_to_array(const uint64_t* s, int* out) noexcept nogil:
    """Writes the cards of a set in increasing order; returns how many."""
    cdef int n = 0
    cdef uint64_t w
    cdef int word
    for word in range(2):
        w = s[word]
        while w:
            out[n] = 64 * word + ctz64(w)
            n += 1
            w &= w - 1
    return n
