"""128-bit card sets as games store them in their buffers: two uint64 words, cards 0..63 in
the first and 64..127 in the second (see fastcore/bits.pxd)."""


def card_set(words) -> list[int]:
    """The cards of a card set stored as two uint64 words, in increasing order."""
    low, high = int(words[0]), int(words[1])
    return [c for c in range(64) if low >> c & 1] + [64 + c for c in range(64) if high >> c & 1]


def words_of(cards) -> tuple[int, int]:
    """The two uint64 words of a card set."""
    low = high = 0
    for c in cards:
        if c < 64:
            low |= 1 << c
        else:
            high |= 1 << (c - 64)
    return low, high
