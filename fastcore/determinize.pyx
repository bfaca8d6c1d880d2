"""The re-deal kernel behind `determinize`, for games whose hidden zones are 128-bit card sets.

Every card that the observer does not know (it is not in `known`) is taken out of the zones it
sits in; the taken cards are shuffled uniformly (a partial Fisher-Yates, see below) and dealt
back so that every zone receives exactly as many as it gave up. Each resulting deal consistent with what the observer
knows is equally likely. Other players' knowledge describes slots, not identities: when the card
in a slot changes from a to b, every knowledge row's bit for a moves to b.
"""
from libc.stdint cimport uint32_t, uint64_t

from fastcore.bits cimport set_add, set_count, set_has, set_nth, set_remove, ctz64, popcount64
from fastcore.rng cimport rng_below

DEF MAX_CARDS = 128


cdef int redeal_card_sets(uint64_t* zones, int n_zones, const uint64_t* known,
                          uint64_t* knowledge, int n_knowledge, uint32_t* rng) noexcept nogil:
    """Re-deals the unknown cards of `zones` (n_zones sets of two words each) in place.

    `knowledge` holds n_knowledge further card sets (two words each) that are remapped along
    with the cards. Returns the number of cards re-dealt.

    Zones are unordered sets, so only the cards bound for the smaller zones need a random
    draw: the zone with the most unknown cards is collected last and takes whatever is left
    after a partial Fisher-Yates shuffle of the others' share. Every assignment with the right
    counts stays equally likely.
    """
    cdef int original[MAX_CARDS]
    cdef int shuffled[MAX_CARDS]
    cdef int zone_of[MAX_CARDS]
    cdef int n = 0, largest = _zone_with_most_unknown(zones, n_zones, known)
    cdef int z, i, j, tmp, row, drawn
    if n_knowledge == 0:
        return _redeal_sets_only(zones, n_zones, known, largest, rng)
    for z in range(n_zones):
        if z != largest:
            n = _take_unknown(zones, z, known, original, zone_of, n)
    drawn = n                                   # positions that need a random card
    n = _take_unknown(zones, largest, known, original, zone_of, n)
    for i in range(n):
        shuffled[i] = original[i]
    for i in range(drawn):
        j = i + rng_below(rng, n - i)
        tmp = shuffled[i]
        shuffled[i] = shuffled[j]
        shuffled[j] = tmp
    for i in range(n):
        set_add(&zones[2 * zone_of[i]], shuffled[i])
    for row in range(n_knowledge):
        _remap_knowledge(&knowledge[2 * row], original, shuffled, n)
    return n


cdef int _zone_with_most_unknown(const uint64_t* zones, int n_zones,
                                 const uint64_t* known) noexcept nogil:
    cdef int z, count, largest = 0, largest_count = -1
    for z in range(n_zones):
        count = set_count_unknown(&zones[2 * z], known)
        if count > largest_count:
            largest_count = count
            largest = z
    return largest


cdef int _redeal_sets_only(uint64_t* zones, int n_zones, const uint64_t* known, int largest,
                           uint32_t* rng) noexcept nogil:
    """The re-deal when no knowledge rows follow the cards, so no slot mapping is needed: the
    unknown cards are pooled as one set, each smaller zone draws its share from the pool
    without replacement (select by rank), and the largest zone takes what is left. This
    touches only the drawn cards, not the (usually much larger) remainder."""
    cdef uint64_t pool[2]
    cdef int z, k, card, remaining, total
    pool[0] = 0
    pool[1] = 0
    for z in range(n_zones):
        pool[0] |= zones[2 * z] & ~known[0]
        pool[1] |= zones[2 * z + 1] & ~known[1]
    remaining = set_count(pool)
    total = remaining
    for z in range(n_zones):
        if z == largest:
            continue
        k = set_count_unknown(&zones[2 * z], known)
        zones[2 * z] &= known[0]
        zones[2 * z + 1] &= known[1]
        while k > 0:
            card = set_nth(pool, rng_below(rng, remaining))
            set_remove(pool, card)
            set_add(&zones[2 * z], card)
            remaining -= 1
            k -= 1
    zones[2 * largest] = (zones[2 * largest] & known[0]) | pool[0]
    zones[2 * largest + 1] = (zones[2 * largest + 1] & known[1]) | pool[1]
    return total


cdef inline int set_count_unknown(const uint64_t* zone, const uint64_t* known) noexcept nogil:
    return popcount64(zone[0] & ~known[0]) + popcount64(zone[1] & ~known[1])


cdef int _take_unknown(uint64_t* zones, int z, const uint64_t* known, int* original,
                       int* zone_of, int n) noexcept nogil:
    """Moves zone z's unknown cards out of the zone onto the list; returns the new length."""
    cdef int word
    cdef uint64_t hidden
    for word in range(2):
        hidden = zones[2 * z + word] & ~known[word]
        zones[2 * z + word] &= known[word]
        while hidden:
            original[n] = 64 * word + ctz64(hidden)
            zone_of[n] = z
            n += 1
            hidden &= hidden - 1
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
