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


cdef extern from *:
    """
    /* SELECT_IN_BYTE[byte | rank << 8]: position of the rank-th set bit of byte (0..7). */
    static unsigned char cardtree_select_in_byte[256 * 8];
    static int cardtree_select_ready = 0;
    static void cardtree_init_select_table(void) {
        cardtree_select_ready = 1;
        for (int byte = 0; byte < 256; byte++) {
            int rank = 0;
            for (int bit = 0; bit < 8; bit++)
                if (byte >> bit & 1) cardtree_select_in_byte[byte | rank++ << 8] = (unsigned char)bit;
        }
    }
    /* Branch-free select (Vigna, "Broadword implementation of rank/select queries"):
       byte-wise popcounts, their prefix sums, a SWAR compare against k, then a table. */
    static inline int cardtree_select64(unsigned long long x, int k) {
        const unsigned long long L8 = 0x0101010101010101ULL, H8 = 0x8080808080808080ULL;
        if (__builtin_expect(!cardtree_select_ready, 0)) cardtree_init_select_table();
        unsigned long long s = x - ((x >> 1) & 0x5555555555555555ULL);
        s = (s & 0x3333333333333333ULL) + ((s >> 2) & 0x3333333333333333ULL);
        s = (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
        unsigned long long byte_sums = s * L8;
        unsigned long long at_most_k = (((unsigned long long)k * L8 | H8) - byte_sums) & H8;
        int place = __builtin_popcountll(at_most_k) * 8;
        int rank = k - (int)(((byte_sums << 8) >> place) & 0xFF);
        return place + cardtree_select_in_byte[((x >> place) & 0xFF) | (rank << 8)];
    }
    """
    int select64 "cardtree_select64"(unsigned long long x, int k) noexcept nogil


cdef inline int set_nth(const uint64_t* s, int n) noexcept nogil:
    """The n-th smallest card (0-based) of a set holding more than n cards."""
    cdef int low_count = popcount64(s[0])
    cdef int in_high = n >= low_count            # selected without a branch (cmov)
    cdef uint64_t word = s[in_high]
    return 64 * in_high + select64(word, n - (low_count if in_high else 0))


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
