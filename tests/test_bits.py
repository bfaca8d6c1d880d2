"""The bit kernels behind card sets: select must agree with a plain scan."""
import random

from fastcore.determinize import nth_card


def test_nth_card_matches_a_plain_scan():
    rng = random.Random(0)
    for trial in range(3000):
        density = rng.random()
        bits = [c for c in range(128) if rng.random() < density]
        if not bits:
            continue
        low = sum(1 << c for c in bits if c < 64)
        high = sum(1 << (c - 64) for c in bits if c >= 64)
        for n in range(len(bits)):
            assert nth_card(low, high, n) == bits[n]


def test_nth_card_edges():
    full = (1 << 64) - 1
    assert [nth_card(full, full, n) for n in range(128)] == list(range(128))
    assert nth_card(1 << 63, 0, 0) == 63 and nth_card(0, 1 << 63, 0) == 127
    assert nth_card(0, 1, 0) == 64
