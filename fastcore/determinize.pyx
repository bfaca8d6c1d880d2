"""The re-deal kernel behind `determinize`, for games whose hidden zones are 128-bit card sets.

Every card that the observer does not know (it is not in `known`) is taken out of the zones it
sits in; the taken cards are shuffled uniformly (Fisher-Yates) and dealt back so that every zone
receives exactly as many as it gave up. Each resulting deal consistent with what the observer
knows is equally likely. Other players' knowledge describes slots, not identities: when the card
in a slot changes from a to b, every knowledge row's bit for a moves to b.
"""
from libc.stdint cimport uint32_t, uint64_t

from fastcore.bits cimport set_add, set_has, set_nth, set_remove, ctz64
from fastcore.rng cimport rng_below

DEF MAX_CARDS = 128


cdef int redeal_card_sets(uint64_t* zones, int n_zones, const uint64_t* known,
                          uint64_t* knowledge, int n_knowledge, uint32_t* rng) noexcept nogil:
    """Re-deals the unknown cards of `zones` (n_zones sets of two words each) in place.

    `knowledge` holds n_knowledge further card sets (two words each) that are remapped along
    with the cards. Returns the number of cards re-dealt.
    """
    cdef int original[MAX_CARDS]
    cdef int shuffled[MAX_CARDS]
    cdef int zone_of[MAX_CARDS]
    cdef int n = 0
    cdef int z, word, i, j, card, tmp, row
    cdef uint64_t hidden, was_known
    for z in range(n_zones):
        for word in range(2):
            hidden = zones[2 * z + word] & ~known[word]
            zones[2 * z + word] &= known[word]
            while hidden:
                original[n] = 64 * word + ctz64(hidden)
                zone_of[n] = z
                n += 1
                hidden &= hidden - 1
    for i in range(n):
        shuffled[i] = original[i]
    for i in range(n - 1, 0, -1):
        j = rng_below(rng, i + 1)
        tmp = shuffled[i]
        shuffled[i] = shuffled[j]
        shuffled[j] = tmp
    for i in range(n):
        set_add(&zones[2 * zone_of[i]], shuffled[i])
    for row in range(n_knowledge):
        _remap_knowledge(&knowledge[2 * row], original, shuffled, n)
    return n


cdef void _remap_knowledge(uint64_t* row, const int* original, const int* shuffled, int n) noexcept nogil:
    cdef uint64_t before[2]
    cdef int i
    before[0] = row[0]
    before[1] = row[1]
    for i in range(n):
        set_remove(row, original[i])
    for i in range(n):
        if set_has(before, original[i]):
            set_add(row, shuffled[i])


def nth_card(low, high, n):
    """The n-th smallest card of the set {low, high} (exposed to test the select kernel)."""
    cdef uint64_t cards[2]
    cards[0] = low
    cards[1] = high
    return set_nth(cards, n)
