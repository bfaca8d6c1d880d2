"""King Taco engine: legal actions, apply, chance, determinization, invariants (KT-1..KT-39).

The state is one KTState struct (fastcore/kingtaco.pxd) inside the state's int32 buffer. The
engine is a step machine: applying a decision runs automatic steps (resolving, ending turns,
polling for NOPEs, auctions) until the next decision, which it records in `phase`/`decider`
together with the step to `resume` after it. Any state can therefore be cloned and resumed.
The docs in docs/kingtaco-rules.md state every ruling in our words; comments cite them.
"""
from libc.math cimport exp
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memcpy, memset

import numpy as np

from fastcore.bits cimport (set_add, set_count, set_has, set_lowest, set_nth, set_remove,
                            set_to_array, ctz64, popcount64)
from fastcore.determinize cimport redeal_card_sets
from fastcore.hashing cimport hash_int32s, hash_step, mix64
from fastcore.rng cimport rng_below, rng_seed
from fastcore.state cimport (GameKernel, GameState, StateHeader, TERMINAL_PLAYER, MAX_ACTIONS,
                             random_action_from_list, rollout_buffer)

# ---------------------------------------------------------------------------------------------
# The card table, installed once from core/kingtaco/cards.py by configure()
# ---------------------------------------------------------------------------------------------
cdef int32_t CARD_COLOUR[NUM_CARDS]
cdef int32_t CARD_SYMBOL[NUM_CARDS]
cdef int32_t CARD_WILD[NUM_CARDS]
cdef int32_t CARD_IS_EFFECT[NUM_CARDS]
cdef int32_t CARD_PRINTED_COLOUR[NUM_CARDS]        # -1 for a WILD: its colour is chosen
cdef int32_t SYMBOL_COST[NUM_SYMBOLS + 1]
cdef uint64_t COLOUR_MASK[NUM_COLOURS + 1][2]   # index COLOUR_NONE: empty
cdef uint64_t SYMBOL_MASK[NUM_SYMBOLS + 1][2]   # index SYM_NONE: empty
cdef uint64_t ALL_MASK[2]
cdef uint64_t WILD_MASK[2]
cdef uint64_t PLAIN_WILD_MASK[2]
cdef uint64_t NUMBER_MASK[2]
cdef uint64_t NOPE_MASK[2]
cdef uint64_t SYMBOLIC_MASK[2]                  # every card that has a symbol
cdef uint64_t AFFORDABLE[MAX_MANA + 1][2]       # cards whose cost is at most m
cdef uint64_t ROW_MASK[NUM_ROWS][2]
cdef uint64_t FORBIDDEN_MASK[NUM_ROWS + 1][2]    # [row + 1]; [0] (no row) is empty
# condition_cards: per slot kind, keep matching cards / other cards (all-ones or zero), or a
# fixed set: none and lock keep matches; inverted default and inverted lock keep the others;
# rage keeps everything; calm everything but WILDs (KT-7..KT-11).
cdef uint64_t KEEP_MATCHING[6]
cdef uint64_t KEEP_OTHERS[6]
cdef uint64_t FIXED_CARDS[6][2]
cdef int32_t PLAIN_WILD_ACTION = -1             # the one action that plays any plain WILD
cdef bint CONFIGURED = False
cdef GameKernel KERNEL                          # filled in below, after the kernels

# KT-21: which symbols each stack row accepts.
cdef list ROW_SYMBOLS = [
    (ROW_INVERSE, (SYM_INVERSE, SYM_X2, SYM_NOPE)),
    (ROW_PLUS2, (SYM_INVERSE, SYM_PLUS2, SYM_ALLPP, SYM_SKIP, SYM_NOPE)),
    (ROW_ALLPP, (SYM_INVERSE, SYM_PLUS2, SYM_ALLPP, SYM_SKIP, SYM_NOPE)),
    (ROW_ALLPP_INVERSE, (SYM_INVERSE, SYM_NOPE)),
    (ROW_ALLPP_SKIP, (SYM_NOPE,)),
    (ROW_SKIP, (SYM_INVERSE, SYM_PLUS2, SYM_ALLPP, SYM_SKIP, SYM_NOPE)),
    (ROW_RAGE, (SYM_INVERSE, SYM_PLUS2, SYM_RAGE, SYM_X2, SYM_NOPE)),
    (ROW_CALM, (SYM_INVERSE, SYM_PLUS2, SYM_CALM, SYM_X2, SYM_NOPE)),
    (ROW_LOCK, (SYM_INVERSE, SYM_PLUS2, SYM_LOCK, SYM_X2, SYM_NOPE)),
    (ROW_FISH, (SYM_FISH, SYM_X2, SYM_NOPE)),
    (ROW_SHIELD, (SYM_SHIELD, SYM_X2, SYM_NOPE)),
    (ROW_CURSE, (SYM_CURSE, SYM_X2, SYM_NOPE)),
    (ROW_MINUS, (SYM_PLUS2, SYM_X2, SYM_MINUS, SYM_NOPE)),
    (ROW_HARVEST, (SYM_HARVEST, SYM_X2, SYM_NOPE)),
    (ROW_NOPE_ONLY, (SYM_NOPE,)),
]

SYMBOL_IDS = {
    "inverse": SYM_INVERSE, "+= 2": SYM_PLUS2, "all ++": SYM_ALLPP, "skip": SYM_SKIP,
    "rage": SYM_RAGE, "calm": SYM_CALM, "lock": SYM_LOCK, "go fishing": SYM_FISH,
    "shield": SYM_SHIELD, "curse": SYM_CURSE, "NOPE": SYM_NOPE, "x2": SYM_X2, "--": SYM_MINUS,
    "harvest": SYM_HARVEST,
}
ACTIONS = {"draw": A_DRAW, "allow": A_ALLOW, "decline": A_DECLINE, "colour": A_COLOUR,
           "symbol": A_SYMBOL, "target": A_TARGET, "count": NUM_ACTIONS}
PHASES = ("play", "respond", "nope_poll", "wild_colour", "lock_colour", "lock_symbol",
          "discard", "auction_discard", "fish_target", "fish_offer", "terminal")
SLOTS = ("none", "inverted default", "rage", "calm", "lock", "inverted lock")
ROWS = ("inverse", "+= 2", "all ++", "all ++ then inverse", "all ++ then skip", "skip", "rage",
        "calm", "lock", "go fishing", "shield", "curse", "--", "harvest", "NOPE only")
CONSTANTS = {"MAX_PLAYERS": MAX_PLAYERS, "MAX_STACK": MAX_STACK, "NUM_CARDS": NUM_CARDS, "TURN_CAP": TURN_CAP,
             "MAX_MANA": MAX_MANA, "GOTO_START": GOTO_START, "HAND_SIZE": HAND_SIZE,
             "NUM_COLOURS": NUM_COLOURS, "NUM_SYMBOLS": NUM_SYMBOLS}
INVARIANT_ERRORS = {
    1: "a card is in two places", 2: "a card is in no place", 3: "a hand count is wrong",
    4: "the deck count is wrong", 5: "mana outside 0..4", 6: "a negative lifespan or timeout",
    7: "goto outside 1..4", 8: "a revealed card is not in a hand",
    9: "a player out of the game holds cards", 10: "players_in_game is wrong",
    11: "the stack length is out of range",
}


def configure(colour, symbol, is_wild, cost_by_symbol):
    """Installs the static card table (KT-1, KT-2) in the engine; called by core.kingtaco."""
    global PLAIN_WILD_ACTION, CONFIGURED
    cdef int[:] colour_of = np.ascontiguousarray(colour, dtype=np.int32)
    cdef int[:] symbol_of = np.ascontiguousarray(symbol, dtype=np.int32)
    cdef int[:] wild_of = np.ascontiguousarray(is_wild, dtype=np.int32)
    if not (colour_of.shape[0] == symbol_of.shape[0] == wild_of.shape[0] == NUM_CARDS):
        raise ValueError(f"the card table must describe {NUM_CARDS} cards")
    if len(cost_by_symbol) != NUM_SYMBOLS:
        raise ValueError(f"cost_by_symbol must give {NUM_SYMBOLS} costs")
    cdef int c, m, sym, row
    memset(COLOUR_MASK, 0, sizeof(COLOUR_MASK))
    memset(SYMBOL_MASK, 0, sizeof(SYMBOL_MASK))
    _clear(ALL_MASK); _clear(WILD_MASK); _clear(PLAIN_WILD_MASK); _clear(NUMBER_MASK)
    _clear(NOPE_MASK); _clear(SYMBOLIC_MASK)
    for sym in range(NUM_SYMBOLS):
        SYMBOL_COST[sym] = int(cost_by_symbol[sym])
    SYMBOL_COST[SYM_NONE] = 0
    PLAIN_WILD_ACTION = -1
    for c in range(NUM_CARDS):
        CARD_COLOUR[c] = colour_of[c]
        CARD_SYMBOL[c] = symbol_of[c]
        CARD_WILD[c] = wild_of[c]
        CARD_IS_EFFECT[c] = SYM_INVERSE <= symbol_of[c] < SYM_NONE
        CARD_PRINTED_COLOUR[c] = -1 if wild_of[c] else colour_of[c]
        set_add(ALL_MASK, c)
        set_add(COLOUR_MASK[colour_of[c]], c)
        set_add(SYMBOL_MASK[symbol_of[c]], c)
        if wild_of[c]:
            set_add(WILD_MASK, c)
        if symbol_of[c] == SYM_NONE:
            set_add(PLAIN_WILD_MASK, c)
            if PLAIN_WILD_ACTION < 0:
                PLAIN_WILD_ACTION = c
        else:
            set_add(SYMBOLIC_MASK, c)
        if symbol_of[c] < SYM_INVERSE:
            set_add(NUMBER_MASK, c)
        if symbol_of[c] == SYM_NOPE:
            set_add(NOPE_MASK, c)
    _clear(COLOUR_MASK[COLOUR_NONE])
    _clear(SYMBOL_MASK[SYM_NONE])
    for m in range(MAX_MANA + 1):
        _clear(AFFORDABLE[m])
        for c in range(NUM_CARDS):
            if SYMBOL_COST[symbol_of[c]] <= m:
                set_add(AFFORDABLE[m], c)
    for row_id, symbols in ROW_SYMBOLS:
        row = row_id
        _clear(ROW_MASK[row])
        for symbol_id in symbols:
            sym = symbol_id
            ROW_MASK[row][0] |= SYMBOL_MASK[sym][0]
            ROW_MASK[row][1] |= SYMBOL_MASK[sym][1]
        FORBIDDEN_MASK[row + 1][0] = ROW_MASK[row][0]
        FORBIDDEN_MASK[row + 1][1] = ROW_MASK[row][1]
    _clear(FORBIDDEN_MASK[0])
    memset(KEEP_MATCHING, 0, sizeof(KEEP_MATCHING))
    memset(KEEP_OTHERS, 0, sizeof(KEEP_OTHERS))
    memset(FIXED_CARDS, 0, sizeof(FIXED_CARDS))
    KEEP_MATCHING[SLOT_NONE] = KEEP_MATCHING[SLOT_LOCK] = ~(<uint64_t>0)
    KEEP_OTHERS[SLOT_INV_DEFAULT] = KEEP_OTHERS[SLOT_INV_LOCK] = ~(<uint64_t>0)
    FIXED_CARDS[SLOT_RAGE][0] = ALL_MASK[0]
    FIXED_CARDS[SLOT_RAGE][1] = ALL_MASK[1]
    FIXED_CARDS[SLOT_CALM][0] = ALL_MASK[0] & ~WILD_MASK[0]
    FIXED_CARDS[SLOT_CALM][1] = ALL_MASK[1] & ~WILD_MASK[1]
    CONFIGURED = True


cdef inline void _clear(uint64_t* s) noexcept nogil:
    s[0] = 0
    s[1] = 0


# ---------------------------------------------------------------------------------------------
# Steps the engine runs by itself between decisions
# ---------------------------------------------------------------------------------------------
cdef enum:
    ST_WAIT = 0              # a decision is pending (or the game is over)
    ST_START_TURN = 1
    ST_END_TURN = 2
    ST_AFTER_PLAY = 3        # the turn player finished a play: auction check (KT-35)
    ST_AFTER_PLAY_DONE = 4
    ST_POLL_START = 5        # a card was added to the stack: ask for NOPEs (KT-26)
    ST_POLL_NEXT = 6
    ST_AFTER_RESOLVE = 7
    ST_AUCTION_NEXT = 8
    ST_AUCTION_RESOLVE = 9


# ---------------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------------
cdef inline int next_in_game(const KTState* s, int p) noexcept nogil:
    cdef int n = s.header.num_players
    cdef int q = p
    while True:
        q += s.direction
        q += n & -(q < 0)                      # wrap without a hard-to-predict branch
        q -= n & -(q >= n)
        if s.in_game[q]:
            return q


cdef inline bint harvest_active(const KTState* s) noexcept nogil:
    return s.harvester >= 0 and s.harvest_delay == 0 and s.harvest_life > 0


cdef inline bint shielded(const KTState* s, int p) noexcept nogil:
    # KT-29, KT-30: a curse switches a shield off for its lifespan.
    return s.shield_life[p] > 0 and s.curse_life[p] == 0


cdef inline int clamp_mana(int m) noexcept nogil:
    return MAX_MANA if m > MAX_MANA else m


cdef inline void gain_mana(KTState* s, int p, int amount) noexcept nogil:
    # KT-16, KT-32: during a harvest other players' gains go to the harvester, capped at 4.
    cdef int to = p
    if harvest_active(s) and p != s.harvester and not shielded(s, p):
        to = s.harvester
    s.mana[to] = clamp_mana(s.mana[to] + amount)


cdef inline void harvester_bonus_for_fishing(KTState* s) noexcept nogil:
    # KT-32: playing or stacking go fishing during a harvest gives the harvester 1 mana.
    if harvest_active(s):
        s.mana[s.harvester] = clamp_mana(s.mana[s.harvester] + 1)


cdef inline int card_cost(const KTState* s, int card) noexcept nogil:
    if CARD_SYMBOL[card] == SYM_INVERSE and harvest_active(s):
        return 0                                           # KT-16
    return SYMBOL_COST[CARD_SYMBOL[card]]


cdef inline bint is_effect(int card) noexcept nogil:
    return CARD_IS_EFFECT[card]


cdef inline int printed_colour(int card) noexcept nogil:
    return CARD_PRINTED_COLOUR[card]


cdef inline void hand_add(KTState* s, int p, int card) noexcept nogil:
    set_add(s.hand[p], card)
    s.hand_count[p] += 1


cdef inline void hand_remove(KTState* s, int p, int card) noexcept nogil:
    set_remove(s.hand[p], card)
    set_remove(s.revealed, card)
    s.hand_count[p] -= 1


cdef void refill_deck(KTState* s) noexcept nogil:
    # KT-5: the discard pile except its top card becomes the deck.
    s.deck[0] |= s.discard_rest[0]
    s.deck[1] |= s.discard_rest[1]
    _clear(s.discard_rest)
    s.deck_count = set_count(s.deck)


cdef void draw_cards(KTState* s, int p, int k) noexcept nogil:
    cdef int i, card
    for i in range(k):
        if s.deck_count == 0:
            refill_deck(s)
            if s.deck_count == 0:
                return
        card = set_nth(s.deck, rng_below(s.header.rng, s.deck_count))
        set_remove(s.deck, card)
        s.deck_count -= 1
        hand_add(s, p, card)


cdef inline void put_on_top(KTState* s, int card, int colour) noexcept nogil:
    if s.top_card >= 0:
        set_add(s.discard_rest, s.top_card)
    s.top_card = card
    s.top_colour = colour


cdef inline void put_under_top(KTState* s, int card) noexcept nogil:
    set_add(s.discard_rest, card)           # KT-31: discards go under the top card


cdef inline int entry_card(int32_t entry) noexcept nogil:
    return entry & 0xFF


cdef inline int entry_player(int32_t entry) noexcept nogil:
    return (entry >> 8) & 0xF


cdef inline int entry_colour(int32_t entry) noexcept nogil:
    return ((entry >> 12) & 0xF) - 1


cdef inline int32_t make_entry(int card, int player, int colour) noexcept nogil:
    return card | (player << 8) | ((colour + 1) << 12)


cdef void finish(KTState* s, int winner) noexcept nogil:
    s.winner = winner
    s.phase = PH_TERMINAL
    s.decider = TERMINAL_PLAYER


# ---------------------------------------------------------------------------------------------
# What may be played (KT-7..KT-12, KT-27) and stacked (KT-19, KT-21)
# ---------------------------------------------------------------------------------------------
cdef inline void top_of_play(const KTState* s, int* colour, int* symbol) noexcept nogil:
    """The card the next card is judged against: the stack's top, else the discard's top."""
    cdef int32_t entry
    if s.stack_len > 0:
        entry = s.stack[s.stack_len - 1]
        symbol[0] = CARD_SYMBOL[entry_card(entry)]
        colour[0] = entry_colour(entry)
    else:
        symbol[0] = CARD_SYMBOL[s.top_card]
        colour[0] = s.top_colour


cdef inline void condition_cards(const KTState* s, uint64_t* out) noexcept nogil:
    """Every card the playability condition allows now (NOPE has its own rule, KT-27).

    Each slot kind keeps the cards that match (colour, symbol or WILD), the ones that do not,
    or a fixed set (KT-7..KT-11); looking the choice up avoids branching on the kind.
    """
    cdef int kind = s.slot_kind
    cdef bint by_lock = kind == SLOT_LOCK or kind == SLOT_INV_LOCK
    cdef int colour, symbol, w
    cdef uint64_t match
    top_of_play(s, &colour, &symbol)
    if by_lock:                                             # KT-10: the lock, not the top
        colour = s.lock_colour
        symbol = s.lock_symbol
    colour = colour if colour >= 0 else COLOUR_NONE
    symbol = symbol if symbol >= 0 else SYM_NONE
    for w in range(2):
        match = COLOUR_MASK[colour][w] | SYMBOL_MASK[symbol][w] | WILD_MASK[w]
        out[w] = ((match & KEEP_MATCHING[kind]) | (~match & KEEP_OTHERS[kind])
                  | FIXED_CARDS[kind][w]) & ALL_MASK[w]


cdef inline void nope_cards(const KTState* s, uint64_t* out) noexcept nogil:
    """KT-27: NOPEs playable now, whatever the top card."""
    cdef int w
    for w in range(2):
        if s.fishing_life > 0:
            out[w] = 0
        elif s.slot_kind == SLOT_LOCK:
            out[w] = NOPE_MASK[w] & COLOUR_MASK[s.lock_colour if s.lock_colour >= 0 else COLOUR_NONE][w]
        elif s.slot_kind == SLOT_INV_LOCK:
            out[w] = NOPE_MASK[w] & ~COLOUR_MASK[s.lock_colour if s.lock_colour >= 0 else COLOUR_NONE][w]
        else:
            out[w] = NOPE_MASK[w]


cdef inline void playable_cards(const KTState* s, int p, uint64_t* out) noexcept nogil:
    cdef uint64_t cond[2]
    cdef uint64_t nope[2]
    cdef int w
    condition_cards(s, cond)
    nope_cards(s, nope)
    for w in range(2):
        out[w] = s.hand[p][w] & ((cond[w] & ~NOPE_MASK[w]) | nope[w])


cdef inline int stack_row_now(const KTState* s) noexcept nogil:
    """The row of KT-21 that decides what may be added to the open stack."""
    if s.stack_nopes > 0:
        return ROW_NOPE_ONLY
    if s.stack_row == ROW_MINUS and s.stack_count == 0:
        return ROW_NOPE_ONLY                                 # KT-31
    return s.stack_row


cdef inline void stackable_cards(const KTState* s, int p, uint64_t* out) noexcept nogil:
    """KT-19: playable now, accepted by the stack's row, and paid for."""
    cdef int row = stack_row_now(s)
    cdef int w
    cdef uint64_t afford[2]
    afford[0] = AFFORDABLE[s.mana[p]][0]
    afford[1] = AFFORDABLE[s.mana[p]][1]
    if harvest_active(s):
        afford[0] |= SYMBOL_MASK[SYM_INVERSE][0]
        afford[1] |= SYMBOL_MASK[SYM_INVERSE][1]
    playable_cards(s, p, out)
    for w in range(2):
        out[w] &= ROW_MASK[row][w] & afford[w]
        if s.hand_count[p] == 1:
            out[w] &= ~NOPE_MASK[w]                          # KT-27: not your last card


cdef inline bint can_nope(const KTState* s, int p) noexcept nogil:
    cdef uint64_t cards[2]
    if s.mana[p] < SYMBOL_COST[SYM_NOPE] or not (
            (s.hand[p][0] & NOPE_MASK[0]) | (s.hand[p][1] & NOPE_MASK[1])):
        return False                                        # the common case, decided fast
    stackable_cards(s, p, cards)
    return ((cards[0] & NOPE_MASK[0]) | (cards[1] & NOPE_MASK[1])) != 0


cdef inline void normalise_plain_wilds(const uint64_t* cards, uint64_t* out) noexcept nogil:
    """The card set with all plain WILDs folded into the one plain-WILD action."""
    out[0] = cards[0] & ~PLAIN_WILD_MASK[0]
    out[1] = cards[1] & ~PLAIN_WILD_MASK[1]
    if (cards[0] & PLAIN_WILD_MASK[0]) | (cards[1] & PLAIN_WILD_MASK[1]):
        set_add(out, PLAIN_WILD_ACTION)


cdef inline int emit_cards(const uint64_t* cards, int32_t* out) noexcept nogil:
    """Writes card actions in increasing order; all plain WILDs are one action."""
    cdef uint64_t m[2]
    cdef int n = 0, w
    cdef uint64_t bits
    normalise_plain_wilds(cards, m)
    for w in range(2):
        bits = m[w]
        while bits:
            out[n] = 64 * w + ctz64(bits)
            n += 1
            bits &= bits - 1
    return n


cdef inline int card_of_action(const KTState* s, int p, int action) noexcept nogil:
    cdef uint64_t wilds[2]
    if action == PLAIN_WILD_ACTION:
        wilds[0] = s.hand[p][0] & PLAIN_WILD_MASK[0]
        wilds[1] = s.hand[p][1] & PLAIN_WILD_MASK[1]
        return set_lowest(wilds)
    return action


# ---------------------------------------------------------------------------------------------
# Legal actions
# ---------------------------------------------------------------------------------------------
cdef int kt_legal_actions(const int32_t* buf, int32_t* out) noexcept nogil:
    cdef const KTState* s = <const KTState*>buf
    cdef int p = s.decider
    cdef int phase = s.phase
    cdef uint64_t cards[2]
    cdef int n = 0, i, q, w
    if phase == PH_PLAY:
        playable_cards(s, p, cards)
        cards[0] &= ~FORBIDDEN_MASK[s.forbidden_row + 1][0]        # KT-20
        cards[1] &= ~FORBIDDEN_MASK[s.forbidden_row + 1][1]
        n = emit_cards(cards, out)
        if n == 0:
            out[0] = A_DRAW                                        # KT-14
            n = 1
        return n
    if phase == PH_RESPOND:
        stackable_cards(s, p, cards)
        n = emit_cards(cards, out)
        out[n] = A_ALLOW
        return n + 1
    if phase == PH_NOPE_POLL:
        stackable_cards(s, p, cards)
        cards[0] &= NOPE_MASK[0]
        cards[1] &= NOPE_MASK[1]
        n = emit_cards(cards, out)
        out[n] = A_DECLINE
        return n + 1
    if phase == PH_WILD_COLOUR or phase == PH_LOCK_COLOUR:
        for i in range(NUM_COLOURS):
            out[i] = A_COLOUR + i
        return NUM_COLOURS
    if phase == PH_LOCK_SYMBOL:                                    # KT-24: any symbol but NOPE
        for i in range(NUM_SYMBOLS):
            if i != SYM_NOPE:
                out[n] = A_SYMBOL + i
                n += 1
        return n
    if phase == PH_DISCARD:
        n = emit_cards(s.hand[p], out)
        if n == 0:
            out[0] = A_DECLINE
            n = 1
        return n
    if phase == PH_AUCTION_DISCARD:                                # KT-35: any number card
        for w in range(2):
            cards[w] = s.hand[p][w] & NUMBER_MASK[w]
        n = emit_cards(cards, out)
        if n == 0:
            out[0] = A_DECLINE
            n = 1
        return n
    if phase == PH_FISH_TARGET:                                    # KT-33
        if ((s.hand[p][0] & SYMBOLIC_MASK[0]) | (s.hand[p][1] & SYMBOLIC_MASK[1])) == 0:
            out[0] = A_DRAW
            return 1
        for q in range(s.header.num_players):
            if q != p and s.in_game[q]:
                out[n] = A_TARGET + q
                n += 1
        return n
    if phase == PH_FISH_OFFER:
        for w in range(2):
            cards[w] = s.hand[p][w] & SYMBOLIC_MASK[w]
        n = emit_cards(cards, out)
        if n == 0:
            out[0] = A_DRAW
            n = 1
        return n
    return 0


cdef int32_t kt_random_action(const int32_t* buf, uint32_t* rng) noexcept nogil:
    """The action kt_legal_actions would list at a uniformly random index, read straight off
    the card sets for the common decisions (the same RNG use, the same result)."""
    cdef const KTState* s = <const KTState*>buf
    cdef int p = s.decider
    cdef uint64_t cards[2]
    cdef uint64_t actions[2]
    cdef int n, i
    if s.phase == PH_PLAY:
        playable_cards(s, p, cards)
        cards[0] &= ~FORBIDDEN_MASK[s.forbidden_row + 1][0]
        cards[1] &= ~FORBIDDEN_MASK[s.forbidden_row + 1][1]
        normalise_plain_wilds(cards, actions)
        n = set_count(actions)
        if n == 0:
            rng_below(rng, 1)
            return A_DRAW
        return set_nth(actions, rng_below(rng, n))
    if s.phase == PH_RESPOND or s.phase == PH_NOPE_POLL:
        stackable_cards(s, p, cards)
        if s.phase == PH_NOPE_POLL:
            cards[0] &= NOPE_MASK[0]
            cards[1] &= NOPE_MASK[1]
        normalise_plain_wilds(cards, actions)
        n = set_count(actions)
        i = rng_below(rng, n + 1)
        if i == n:
            return A_ALLOW if s.phase == PH_RESPOND else A_DECLINE
        return set_nth(actions, i)
    return random_action_from_list(&KERNEL, buf, rng)


# ---------------------------------------------------------------------------------------------
# Playing a card on one's turn (KT-14, KT-15, KT-23)
# ---------------------------------------------------------------------------------------------
cdef inline int ask_colour_then(KTState* s, int p, int card, int next_step) noexcept nogil:
    if CARD_WILD[card]:
        s.phase = PH_WILD_COLOUR
        s.decider = p
        s.resume = next_step
        return ST_WAIT
    return next_step


cdef void set_chosen_colour(KTState* s, int colour) noexcept nogil:
    cdef int32_t entry
    if s.stack_len > 0:
        entry = s.stack[s.stack_len - 1]
        s.stack[s.stack_len - 1] = make_entry(entry_card(entry), entry_player(entry), colour)
    else:
        s.top_colour = colour


cdef void leave_game(KTState* s, int p) noexcept nogil:
    # KT-23: a NOPE played as a base with 3+ mana: its player is out, hand into the deck.
    cdef int w, q
    for w in range(2):
        s.deck[w] |= s.hand[p][w]
        s.revealed[w] &= ~s.hand[p][w]
        s.hand[p][w] = 0
    s.deck_count += s.hand_count[p]
    s.hand_count[p] = 0
    s.in_game[p] = 0
    s.players_in_game -= 1
    if s.harvester == p:
        s.harvester = -1
    if s.players_in_game == 1:
        for q in range(s.header.num_players):
            if s.in_game[q]:
                finish(s, q)


cdef int play_card(KTState* s, int p, int card) noexcept nogil:
    cdef int sym = CARD_SYMBOL[card]
    cdef int cost = card_cost(s, card)
    hand_remove(s, p, card)
    s.last_played[p] = card
    if sym == SYM_FISH:
        harvester_bonus_for_fishing(s)
    if not is_effect(card) or s.mana[p] < cost:                    # KT-15: no effect
        if sym < SYM_INVERSE:
            gain_mana(s, p, 2)
        elif sym != SYM_NONE:
            gain_mana(s, p, 1)
        put_on_top(s, card, printed_colour(card))
        return ask_colour_then(s, p, card, ST_AFTER_PLAY)
    s.mana[p] -= cost
    if sym == SYM_X2:                                              # KT-23: closed base
        put_on_top(s, card, printed_colour(card))
        draw_cards(s, p, 1)
        gain_mana(s, p, 1)
        return ask_colour_then(s, p, card, ST_AFTER_PLAY)
    if sym == SYM_NOPE:                                            # KT-23: closed base
        put_on_top(s, card, printed_colour(card))
        leave_game(s, p)
        if s.winner >= 0:
            return ST_WAIT
        return ask_colour_then(s, p, card, ST_AFTER_PLAY)
    start_stack(s, p, card)
    return ask_colour_then(s, p, card, ST_AFTER_PLAY)


# ---------------------------------------------------------------------------------------------
# Stacks (KT-19..KT-25, KT-28..KT-34)
# ---------------------------------------------------------------------------------------------
cdef inline void reverse_direction(KTState* s) noexcept nogil:
    s.direction = -s.direction


cdef void push_entry(KTState* s, int p, int card) noexcept nogil:
    s.stack[s.stack_len] = make_entry(card, p, printed_colour(card))
    s.stack_len += 1
    s.stack_last_adder = p
    s.last_played[p] = card


cdef void start_stack(KTState* s, int p, int card) noexcept nogil:
    cdef int sym = CARD_SYMBOL[card]
    cdef int n = s.players_in_game
    s.stack_len = 0
    s.stack_base_player = p
    s.stack_nopes = 0
    s.stack_life = n                       # KT-18, KT-21: one round
    s.stack_delay = 0
    s.stack_count = 0
    s.stack_deliver = DELIVER_DRAW
    s.stack_recipients = TO_ALLOWER
    s.stack_excluded = -1
    s.stack_others_draw = 0
    s.stack_target = p
    s.stack_inverted = 0
    s.stack_discard_mode = 0
    memset(s.side_draw, 0, sizeof(s.side_draw))
    memset(s.side_timeout, 0, sizeof(s.side_timeout))
    memset(s.side_pending, 0, sizeof(s.side_pending))
    push_entry(s, p, card)
    if sym == SYM_INVERSE:
        s.stack_row = ROW_INVERSE
        s.stack_inverted = 1
        reverse_direction(s)                                       # KT-13
    elif sym == SYM_PLUS2:
        s.stack_row = ROW_PLUS2
        s.stack_count = 2
    elif sym == SYM_ALLPP:
        s.stack_row = ROW_ALLPP
        s.stack_count = 1
        s.stack_recipients = TO_ALL
    elif sym == SYM_SKIP:
        s.stack_row = ROW_SKIP
        s.stack_count = 1
        s.stack_deliver = DELIVER_TIMEOUT
    elif sym == SYM_RAGE:
        s.stack_row = ROW_RAGE
    elif sym == SYM_CALM:
        s.stack_row = ROW_CALM
    elif sym == SYM_LOCK:
        s.stack_row = ROW_LOCK
    elif sym == SYM_FISH:
        s.stack_row = ROW_FISH
    elif sym == SYM_SHIELD:
        s.stack_row = ROW_SHIELD
    elif sym == SYM_CURSE:
        s.stack_row = ROW_CURSE
    elif sym == SYM_MINUS:
        s.stack_row = ROW_MINUS
        s.stack_count = 1
        s.stack_discard_mode = 1
    elif sym == SYM_HARVEST:
        s.stack_row = ROW_HARVEST


cdef void add_to_stack(KTState* s, int p, int card) noexcept nogil:
    cdef int sym = CARD_SYMBOL[card]
    s.mana[p] -= card_cost(s, card)
    hand_remove(s, p, card)
    if sym == SYM_FISH:
        harvester_bonus_for_fishing(s)
    push_entry(s, p, card)
    if sym == SYM_NOPE:
        stack_nope(s, p)
    else:
        stack_effect(s, p, sym)


cdef void stack_nope(KTState* s, int p) noexcept nogil:
    # KT-25: an odd number of NOPEs cancels the stack; on a -- stack a NOPE resets the count.
    if s.stack_discard_mode:
        s.stack_count = 1
        s.stack_target = p
    s.stack_nopes += 1


cdef void stack_effect(KTState* s, int p, int sym) noexcept nogil:
    """What a card added on top of the stack changes (KT-21, KT-22, KT-31, KT-34)."""
    cdef int n = s.players_in_game
    cdef int row = s.stack_row
    if row == ROW_INVERSE:
        if sym == SYM_INVERSE:
            reverse_direction(s)
            s.stack_inverted ^= 1
        elif sym == SYM_X2:
            s.stack_life *= 2
    elif row == ROW_PLUS2:
        if sym == SYM_INVERSE:
            reverse_direction(s)
            s.side_timeout[p] += 1
        elif sym == SYM_PLUS2:
            s.stack_count += 2
        elif sym == SYM_SKIP:
            s.side_timeout[p] += 1
        elif sym == SYM_ALLPP:
            s.stack_count += n
            s.stack_others_draw += 1
    elif row == ROW_ALLPP:
        if sym == SYM_INVERSE:
            reverse_direction(s)
            s.stack_count *= n
            s.stack_recipients = TO_ALLOWER
            s.stack_row = ROW_ALLPP_INVERSE
        elif sym == SYM_PLUS2:
            s.stack_count += 2
        elif sym == SYM_ALLPP:
            s.stack_count += 1
        elif sym == SYM_SKIP:
            s.stack_deliver = DELIVER_TIMEOUT
            s.stack_row = ROW_ALLPP_SKIP
    elif row == ROW_ALLPP_INVERSE:
        if sym == SYM_INVERSE:
            reverse_direction(s)
    elif row == ROW_SKIP:
        if sym == SYM_SKIP:
            s.stack_recipients = TO_ALLOWER
        elif sym == SYM_PLUS2:
            s.stack_recipients = TO_ALLOWER
            s.stack_count += 2
            s.side_draw[p] += 2
        elif sym == SYM_ALLPP:
            s.stack_recipients = TO_ALL_BUT
            s.stack_excluded = p
        elif sym == SYM_INVERSE:
            reverse_direction(s)
            s.stack_recipients = TO_ALLOWER
    elif row == ROW_RAGE or row == ROW_CALM or row == ROW_LOCK:
        if sym == SYM_INVERSE:
            if row == ROW_RAGE:
                s.stack_row = ROW_CALM
            elif row == ROW_CALM:
                s.stack_row = ROW_RAGE
            else:
                s.stack_inverted ^= 1
        elif sym == SYM_PLUS2:
            s.stack_life += 2
            s.side_pending[p] += 2
        elif sym == SYM_X2:
            s.stack_life *= 2
        else:
            s.stack_life += n
    elif row == ROW_FISH or row == ROW_CURSE:
        if sym == SYM_X2:
            s.stack_life *= 2
        else:
            s.stack_life += n
    elif row == ROW_SHIELD:
        if sym == SYM_X2:
            s.stack_life *= 2
            s.stack_target = p                                     # KT-29: the shield moves
        else:
            s.stack_life += n
    elif row == ROW_MINUS:
        s.stack_target = p                                         # KT-31: steals the discard
        if sym == SYM_PLUS2:
            s.stack_count -= 2
            if s.stack_count < 0:                                  # becomes a += 2 stack
                s.stack_row = ROW_PLUS2
                s.stack_count = -s.stack_count
                s.stack_deliver = DELIVER_DRAW
                s.stack_recipients = TO_ALLOWER
                s.stack_discard_mode = 0
        elif sym == SYM_X2:
            s.stack_count *= 2
        elif sym == SYM_MINUS:
            s.stack_count += 1
    elif row == ROW_HARVEST:
        if sym == SYM_X2:
            s.stack_life *= 2
        else:
            s.stack_life += n
            s.stack_delay += n


cdef int respond_with_card(KTState* s, int p, int card) noexcept nogil:
    add_to_stack(s, p, card)
    return ask_colour_then(s, p, card, ST_AFTER_PLAY)


cdef int nope_out_of_turn(KTState* s, int p, int card) noexcept nogil:
    add_to_stack(s, p, card)
    return ask_colour_then(s, p, card, ST_POLL_START)


cdef int responder_after(const KTState* s, int p) noexcept nogil:
    """The player who will actually respond next: the first after p not skipped (KT-17)."""
    cdef int q = next_in_game(s, p)
    cdef int first = q
    while True:
        if s.timeout[q] == 0 and s.pending_draw[q] == 0 and s.hand_count[q] > 0:
            return q
        q = next_in_game(s, q)
        if q == first:
            return first


cdef inline int nope_holders(const KTState* s) noexcept nogil:
    """Bit p set when player p holds a NOPE and can pay for it: a cheap superset of who
    may be asked (fixed width and branch-free)."""
    cdef int holders = 0, p
    for p in range(MAX_PLAYERS):
        holders |= ((((s.hand[p][0] & NOPE_MASK[0]) | (s.hand[p][1] & NOPE_MASK[1])) != 0)
                    & (s.mana[p] >= SYMBOL_COST[SYM_NOPE])) << p
    return holders


cdef int poll_next(KTState* s) noexcept nogil:
    # KT-26: ask, in turn order, everyone but the adder and the next responder who holds a
    # NOPE they may play.
    cdef int responder = responder_after(s, s.turn_player)
    cdef int q = s.poll_cursor
    if (nope_holders(s) & ~((1 << s.poll_adder) | (1 << responder))) == 0:
        return ST_END_TURN                               # nobody to ask: the usual case
    while q != s.poll_adder:
        if q != responder and can_nope(s, q):
            s.phase = PH_NOPE_POLL
            s.decider = q
            s.poll_cursor = q
            return ST_WAIT
        q = next_in_game(s, q)
    return ST_END_TURN


# ---------------------------------------------------------------------------------------------
# Resolving an allowed stack (KT-20, KT-22, KT-13, KT-24, KT-28..KT-33)
# ---------------------------------------------------------------------------------------------
cdef void move_stack_to_discard(KTState* s) noexcept nogil:
    cdef int i
    for i in range(s.stack_len):
        put_on_top(s, entry_card(s.stack[i]), entry_colour(s.stack[i]))
    s.stack_len = 0


cdef void deliver_draws_and_timeouts(KTState* s, int allower) noexcept nogil:
    cdef int p, draws, timeouts
    cdef bint receives
    for p in range(s.header.num_players):
        if not s.in_game[p]:
            continue
        if s.stack_recipients == TO_ALLOWER:
            receives = p == allower
        elif s.stack_recipients == TO_ALL:
            receives = True
        else:
            receives = p != s.stack_excluded
        draws = s.side_draw[p]
        timeouts = s.side_timeout[p]
        if receives:
            if s.stack_deliver == DELIVER_DRAW:
                draws += s.stack_count
            else:
                timeouts += s.stack_count
        if s.stack_recipients == TO_ALLOWER and s.stack_deliver == DELIVER_DRAW and p != allower:
            draws += s.stack_others_draw
        if (draws > 0 or timeouts > 0) and not shielded(s, p):      # KT-29
            draw_cards(s, p, draws)
            s.timeout[p] += timeouts
            if p == allower:
                s.allower_hit = 1
    if s.allower_hit and s.timeout[allower] > 0:
        s.timeout[allower] -= 1            # KT-20: this turn is the first one sat out


cdef void deliver_pending_draws(KTState* s) noexcept nogil:
    cdef int p
    for p in range(s.header.num_players):
        if s.side_pending[p] > 0 and s.in_game[p] and not shielded(s, p):
            s.pending_draw[p] += s.side_pending[p]


cdef void invert_slot(KTState* s, int life) noexcept nogil:
    # KT-13: what an inverse played as a base does to the playability slot.
    if s.slot_kind == SLOT_NONE:
        s.slot_kind = SLOT_INV_DEFAULT
        s.slot_life = life
    elif s.slot_kind == SLOT_INV_DEFAULT:
        s.slot_kind = SLOT_NONE
        s.slot_life = 0
    elif s.slot_kind == SLOT_LOCK:
        s.slot_kind = SLOT_INV_LOCK
    elif s.slot_kind == SLOT_INV_LOCK:
        s.slot_kind = SLOT_LOCK


cdef inline void set_slot(KTState* s, int kind, int life) noexcept nogil:
    s.slot_kind = kind                     # KT-12: replaces whatever the slot held
    s.slot_life = life


cdef int start_discard(KTState* s) noexcept nogil:
    # KT-31: the discarder chooses which cards; with too few cards, all of them go.
    cdef int d = s.stack_target
    cdef int k = s.stack_count
    cdef int cards[NUM_CARDS]
    cdef int n, i
    if shielded(s, d) or k <= 0 or s.hand_count[d] == 0:
        return ST_AFTER_RESOLVE
    if k >= s.hand_count[d]:
        n = set_to_array(s.hand[d], cards)
        for i in range(n):
            hand_remove(s, d, cards[i])
            put_under_top(s, cards[i])
        return ST_AFTER_RESOLVE
    s.phase = PH_DISCARD
    s.decider = d
    s.discards_left = k
    s.resume = ST_AFTER_RESOLVE
    return ST_WAIT


cdef int resolve_stack(KTState* s) noexcept nogil:
    cdef int allower = s.turn_player
    cdef int row = s.stack_row
    cdef bint cancelled = (s.stack_nopes & 1) and not s.stack_discard_mode
    s.forbidden_row = stack_row_now(s)
    s.allower_hit = 0
    move_stack_to_discard(s)
    if cancelled:
        return ST_AFTER_RESOLVE
    if row == ROW_INVERSE:
        if s.stack_inverted:
            invert_slot(s, s.stack_life)
    elif (row == ROW_PLUS2 or row == ROW_ALLPP or row == ROW_ALLPP_INVERSE
          or row == ROW_ALLPP_SKIP or row == ROW_SKIP):
        deliver_draws_and_timeouts(s, allower)
    elif row == ROW_RAGE or row == ROW_CALM:
        set_slot(s, SLOT_RAGE if row == ROW_RAGE else SLOT_CALM, s.stack_life)
        deliver_pending_draws(s)
    elif row == ROW_LOCK:
        set_slot(s, SLOT_INV_LOCK if s.stack_inverted else SLOT_LOCK, s.stack_life)
        deliver_pending_draws(s)
        s.lock_colour = -1
        s.lock_symbol = -1
        s.phase = PH_LOCK_COLOUR                                    # KT-24
        s.decider = s.stack_last_adder
        s.resume = ST_AFTER_RESOLVE
        return ST_WAIT
    elif row == ROW_FISH:
        s.fishing_life = s.stack_life
    elif row == ROW_SHIELD:
        s.shield_life[s.stack_target] = s.stack_life
    elif row == ROW_CURSE:
        if not shielded(s, allower):                                # KT-30
            s.curse_life[allower] = s.stack_life
    elif row == ROW_MINUS:
        return start_discard(s)
    elif row == ROW_HARVEST:
        s.harvester = s.stack_base_player                           # KT-32: replaces
        s.harvest_delay = s.stack_delay
        s.harvest_life = s.stack_life
    return ST_AFTER_RESOLVE


cdef int after_resolve(KTState* s) noexcept nogil:
    if s.allower_hit:
        return ST_END_TURN
    s.decider = s.turn_player                                      # KT-20: the turn goes on
    s.phase = PH_FISH_TARGET if s.fishing_life > 0 else PH_PLAY
    return ST_WAIT


# ---------------------------------------------------------------------------------------------
# Turns (KT-14, KT-17, KT-18, KT-38) and go fishing (KT-33)
# ---------------------------------------------------------------------------------------------
cdef void tick_lifespans(KTState* s) noexcept nogil:
    cdef int p
    s.slot_life -= s.slot_life > 0
    s.slot_kind &= -(s.slot_life > 0)            # SLOT_NONE is 0
    for p in range(MAX_PLAYERS):                 # fixed width and branchless: vectorised
        s.shield_life[p] -= s.shield_life[p] > 0
        s.curse_life[p] -= s.curse_life[p] > 0
    if s.harvester >= 0:
        if s.harvest_delay > 0:
            s.harvest_delay -= 1
        else:
            s.harvest_life -= 1
            if s.harvest_life <= 0:
                s.harvester = -1
                s.harvest_life = 0
    if s.fishing_life > 0:
        s.fishing_life -= 1


cdef int end_turn(KTState* s) noexcept nogil:
    tick_lifespans(s)
    s.turn_count += 1
    s.forbidden_row = ROW_NONE
    if s.turn_count >= TURN_CAP:
        finish(s, -1)
        return ST_WAIT
    s.turn_player = next_in_game(s, s.turn_player)
    return ST_START_TURN


cdef int start_turn(KTState* s) noexcept nogil:
    cdef int p = s.turn_player
    if s.hand_count[p] == 0:
        return start_auction(s, p, ST_END_TURN)                     # KT-35, emptied off turn
    if s.pending_draw[p] > 0 or s.timeout[p] > 0:
        draw_cards(s, p, s.pending_draw[p])
        s.pending_draw[p] = 0
        if s.timeout[p] > 0:
            s.timeout[p] -= 1                                       # KT-17
        return ST_END_TURN
    s.decider = p
    if s.stack_len > 0:
        s.phase = PH_RESPOND
    elif s.fishing_life > 0:
        s.phase = PH_FISH_TARGET
    else:
        s.phase = PH_PLAY
    return ST_WAIT


cdef void go_fish(KTState* s, int p, int card) noexcept nogil:
    cdef int q = s.fish_target
    if sets_meet_symbol(s.hand[q], CARD_SYMBOL[card]):
        hand_remove(s, p, card)
        hand_add(s, q, card)
        set_add(s.revealed, card)                                   # given face up (KT-39)
        s.last_fish_given = card
    else:
        draw_cards(s, p, 1)
        s.last_fish_given = -1


cdef inline bint sets_meet_symbol(const uint64_t* hand, int sym) noexcept nogil:
    return ((hand[0] & SYMBOL_MASK[sym][0]) | (hand[1] & SYMBOL_MASK[sym][1])) != 0


# ---------------------------------------------------------------------------------------------
# Auctions (KT-35..KT-37)
# ---------------------------------------------------------------------------------------------
cdef int start_auction(KTState* s, int emptier, int resume) noexcept nogil:
    cdef int p, last
    s.auction_emptier = emptier
    s.auction_resume = resume
    for p in range(MAX_PLAYERS):
        s.auction_score[p] = 1 if (p < s.header.num_players and s.in_game[p]) else 0
    s.auction_score[emptier] += s.mana[emptier]
    last = s.last_played[emptier]
    if last >= 0 and CARD_SYMBOL[last] < SYM_INVERSE:
        s.auction_score[emptier] += CARD_SYMBOL[last] + 1
    s.auction_cursor = next_in_game(s, emptier)
    return ST_AUCTION_NEXT


cdef int auction_next(KTState* s) noexcept nogil:
    cdef int q = s.auction_cursor
    while q != s.auction_emptier:
        if ((s.hand[q][0] & NUMBER_MASK[0]) | (s.hand[q][1] & NUMBER_MASK[1])) != 0:
            s.phase = PH_AUCTION_DISCARD
            s.decider = q
            s.auction_cursor = q
            return ST_WAIT
        q = next_in_game(s, q)
    return ST_AUCTION_RESOLVE


cdef int auction_resolve(KTState* s) noexcept nogil:
    cdef int tied[MAX_PLAYERS]
    cdef int n_tied = 0, p, best = -1, score, chosen
    cdef bint lowest = s.slot_kind == SLOT_INV_DEFAULT or s.slot_kind == SLOT_INV_LOCK
    for p in range(s.header.num_players):
        if not s.in_game[p]:
            continue
        score = s.auction_score[p]
        if n_tied == 0 or (score < best if lowest else score > best):
            best = score
            n_tied = 0
        if score == best:
            tied[n_tied] = p
            n_tied += 1
    chosen = tied[rng_below(s.header.rng, n_tied)]        # KT-36: random tie-break
    s.last_auction_chosen = chosen
    s.auctions_held += 1
    if rng_below(s.header.rng, s.goto_value) == 0:                 # KT-37: wins with 1/goto
        s.last_auction_won = 1
        finish(s, chosen)
        return ST_WAIT
    s.last_auction_won = 0
    s.goto_value -= 1
    draw_cards(s, s.auction_emptier, HAND_SIZE)
    s.mana[chosen] = 0
    return s.auction_resume


# ---------------------------------------------------------------------------------------------
# The step machine and apply
# ---------------------------------------------------------------------------------------------
cdef void run_steps(KTState* s, int step) noexcept nogil:
    # The common chain (a play ends, the turn ends, the next turn starts) falls straight
    # through the first three tests; everything else goes round the loop.
    while step != ST_WAIT:
        if step == ST_AFTER_PLAY:
            if s.in_game[s.turn_player] and s.hand_count[s.turn_player] == 0:
                step = start_auction(s, s.turn_player, ST_AFTER_PLAY_DONE)
                continue
            step = ST_AFTER_PLAY_DONE
        if step == ST_AFTER_PLAY_DONE:
            step = ST_POLL_START if s.stack_len > 0 else ST_END_TURN
        if step == ST_END_TURN:
            step = end_turn(s)
        if step == ST_START_TURN:
            step = start_turn(s)
            continue
        other_steps(s, &step)


cdef void other_steps(KTState* s, int* step) noexcept nogil:
    if step[0] == ST_POLL_START:
        s.poll_adder = s.stack_last_adder
        s.poll_cursor = next_in_game(s, s.poll_adder)
        step[0] = ST_POLL_NEXT
    elif step[0] == ST_POLL_NEXT:
        step[0] = poll_next(s)
    elif step[0] == ST_AFTER_RESOLVE:
        step[0] = after_resolve(s)
    elif step[0] == ST_AUCTION_NEXT:
        step[0] = auction_next(s)
    elif step[0] == ST_AUCTION_RESOLVE:
        step[0] = auction_resolve(s)


cdef void kt_apply_action(int32_t* buf, int32_t action) noexcept nogil:
    cdef KTState* s = <KTState*>buf
    cdef int p = s.decider
    cdef int step
    if s.phase == PH_PLAY:                # most decisions: tested first, not via a jump table
        if action == A_DRAW:                                        # KT-14
            draw_cards(s, p, 1)
            s.mana[p] = s.mana[p] - 1 if s.mana[p] > 0 else 0
            step = ST_END_TURN
        else:
            step = play_card(s, p, card_of_action(s, p, action))
    else:
        step = apply_other_decision(s, p, action)
    run_steps(s, step)


cdef int apply_other_decision(KTState* s, int p, int32_t action) noexcept nogil:
    cdef int phase = s.phase
    cdef int card
    if phase == PH_RESPOND:
        if action == A_ALLOW:
            return resolve_stack(s)
        return respond_with_card(s, p, card_of_action(s, p, action))
    if phase == PH_NOPE_POLL:
        if action == A_DECLINE:
            s.poll_cursor = next_in_game(s, p)
            return ST_POLL_NEXT
        return nope_out_of_turn(s, p, action)
    if phase == PH_WILD_COLOUR:
        set_chosen_colour(s, action - A_COLOUR)
        return s.resume
    if phase == PH_LOCK_COLOUR:
        s.lock_colour = action - A_COLOUR
        s.phase = PH_LOCK_SYMBOL
        return ST_WAIT
    if phase == PH_LOCK_SYMBOL:
        s.lock_symbol = action - A_SYMBOL
        return s.resume
    if phase == PH_DISCARD:
        if action != A_DECLINE:
            card = card_of_action(s, p, action)
            hand_remove(s, p, card)
            put_under_top(s, card)
            s.discards_left -= 1
        if action == A_DECLINE or s.discards_left == 0 or s.hand_count[p] == 0:
            return s.resume
        return ST_WAIT
    if phase == PH_AUCTION_DISCARD:
        if action != A_DECLINE:
            hand_remove(s, p, action)
            put_under_top(s, action)
            s.auction_score[p] += CARD_SYMBOL[action] + 1
        s.auction_cursor = next_in_game(s, p)
        return ST_AUCTION_NEXT
    if phase == PH_FISH_TARGET:
        if action == A_DRAW:
            draw_cards(s, p, 1)
            return ST_AFTER_PLAY
        s.fish_target = action - A_TARGET
        s.phase = PH_FISH_OFFER
        return ST_WAIT
    if phase == PH_FISH_OFFER:
        if action == A_DRAW:
            draw_cards(s, p, 1)
        else:
            go_fish(s, p, action)
        return ST_AFTER_PLAY
    return ST_WAIT


# ---------------------------------------------------------------------------------------------
# Hooks for search: a rule-based rollout policy, a heuristic value, action observations
# ---------------------------------------------------------------------------------------------
cdef inline bint pick_from(const uint64_t* cards, uint32_t* rng, int32_t* action) noexcept nogil:
    cdef int n = set_count(cards)
    if n == 0:
        return False
    action[0] = set_nth(cards, rng_below(rng, n))
    return True


cdef int32_t kt_policy_action(const int32_t* buf, uint32_t* rng) noexcept nogil:
    """The rule-based player's habits (search/kingtaco_policy.py), compiled for rollouts:
    activated effects (but no self-harming x2 or NOPE base) before inert effects, then plain
    WILDs, numbers last; stack whenever a non-NOPE card can be stacked; else random."""
    cdef const KTState* s = <const KTState*>buf
    cdef int p = s.decider
    cdef uint64_t playable[2]
    cdef uint64_t choice[2]
    cdef uint64_t effects[2]
    cdef uint64_t self_harm[2]
    cdef int32_t action
    cdef int w, mana = s.mana[p]
    if s.phase == PH_PLAY:
        playable_cards(s, p, playable)
        for w in range(2):
            playable[w] &= ~FORBIDDEN_MASK[s.forbidden_row + 1][w]
            effects[w] = playable[w] & SYMBOLIC_MASK[w] & ~NUMBER_MASK[w]
            self_harm[w] = SYMBOL_MASK[SYM_X2][w] | SYMBOL_MASK[SYM_NOPE][w]
            choice[w] = effects[w] & AFFORDABLE[mana][w] & ~self_harm[w]
        if pick_from(choice, rng, &action):
            return action
        for w in range(2):
            choice[w] = effects[w] & ~AFFORDABLE[mana][w]
        if pick_from(choice, rng, &action):
            return action
        if (playable[0] & PLAIN_WILD_MASK[0]) | (playable[1] & PLAIN_WILD_MASK[1]):
            return PLAIN_WILD_ACTION
        for w in range(2):
            choice[w] = playable[w] & NUMBER_MASK[w]
        if pick_from(choice, rng, &action):
            return action
    elif s.phase == PH_RESPOND:
        stackable_cards(s, p, choice)
        choice[0] &= ~NOPE_MASK[0] & ~PLAIN_WILD_MASK[0]
        choice[1] &= ~NOPE_MASK[1] & ~PLAIN_WILD_MASK[1]
        if pick_from(choice, rng, &action):
            return action
        return A_ALLOW
    return kt_random_action(buf, rng)


cdef void kt_heuristic_value(const int32_t* buf, double* out) noexcept nogil:
    """Estimated chances to win: fewer cards and more mana (for the auction) are better."""
    cdef const KTState* s = <const KTState*>buf
    cdef double total = 0.0
    cdef int p
    for p in range(s.header.num_players):
        out[p] = exp(-0.35 * s.hand_count[p] + 0.15 * s.mana[p]) if s.in_game[p] else 0.0
        total += out[p]
    for p in range(s.header.num_players):
        out[p] /= total


cdef int32_t kt_action_observation(const int32_t* buf, int32_t action, int observer) noexcept nogil:
    """Every King Taco action is seen as it is (KT-39), except a go fishing offer that misses:
    the others learn only the symbol that was named."""
    cdef const KTState* s = <const KTState*>buf
    if (s.phase == PH_FISH_OFFER and observer != s.decider and 0 <= action < NUM_CARDS
            and not sets_meet_symbol(s.hand[s.fish_target], CARD_SYMBOL[action])):
        return NUM_ACTIONS + CARD_SYMBOL[action]
    return action


# ---------------------------------------------------------------------------------------------
# The rest of the kernel interface
# ---------------------------------------------------------------------------------------------
cdef int kt_current_player(const int32_t* buf) noexcept nogil:
    cdef const KTState* s = <const KTState*>buf
    return TERMINAL_PLAYER if s.phase == PH_TERMINAL else s.decider


cdef void kt_returns(const int32_t* buf, double* out) noexcept nogil:
    cdef const KTState* s = <const KTState*>buf
    cdef int p
    for p in range(s.header.num_players):
        out[p] = 1.0 if (s.phase == PH_TERMINAL and s.winner == p) else 0.0   # KT-38


cdef void kt_redeal(int32_t* buf, int player) noexcept nogil:
    # KT-39: the observer knows their own hand and the revealed cards; everything else in
    # the other hands and the deck is re-dealt. hand[] is followed directly by deck[].
    cdef KTState* s = <KTState*>buf
    cdef uint64_t known[2]
    known[0] = s.revealed[0] | s.hand[player][0]
    known[1] = s.revealed[1] | s.hand[player][1]
    redeal_card_sets(&s.hand[0][0], MAX_PLAYERS + 1, known, NULL, 0, s.header.rng)


cdef uint64_t kt_information_key(const int32_t* buf, int player) noexcept nogil:
    # KT-39: everything public plus the player's own hand. Other hands count only through
    # their revealed cards (and hand_count); the deck's contents and the RNG are left out.
    cdef const KTState* s = <const KTState*>buf
    cdef uint64_t h = <uint64_t>(0x4B54 + player)
    cdef int q, w
    h = hash_int32s(h, &s.header.game_id, 3)
    for q in range(MAX_PLAYERS):
        for w in range(2):
            h = hash_step(h, s.hand[q][w] if q == player else s.hand[q][w] & s.revealed[w])
    h = hash_int32s(h, <const int32_t*>&s.discard_rest[0],
                    (<const int32_t*>&s.stack[0] - <const int32_t*>&s.discard_rest[0]))
    h = hash_int32s(h, &s.stack[0], s.stack_len)
    h = hash_int32s(h, &s.phase, (<const int32_t*>(s + 1) - &s.phase))
    return mix64(h)


cdef int kt_check_invariants(const int32_t* buf) noexcept nogil:
    cdef const KTState* s = <const KTState*>buf
    cdef uint64_t seen[2]
    cdef uint64_t hands[2]
    cdef int p, i, w, card, in_game = 0
    _clear(seen)
    _clear(hands)
    for p in range(MAX_PLAYERS):
        if (seen[0] & s.hand[p][0]) | (seen[1] & s.hand[p][1]):
            return 1
        for w in range(2):
            seen[w] |= s.hand[p][w]
            hands[w] |= s.hand[p][w]
        if set_count(s.hand[p]) != s.hand_count[p]:
            return 3
        if p < s.header.num_players:
            if s.in_game[p]:
                in_game += 1
            elif s.hand_count[p] != 0:
                return 9
            if s.mana[p] < 0 or s.mana[p] > MAX_MANA:
                return 5
            if (s.timeout[p] < 0 or s.shield_life[p] < 0 or s.curse_life[p] < 0
                    or s.pending_draw[p] < 0):
                return 6
    for w in range(2):
        if (seen[w] & s.deck[w]) or (seen[w] & s.discard_rest[w]) or (s.deck[w] & s.discard_rest[w]):
            return 1
        seen[w] |= s.deck[w] | s.discard_rest[w]
    if set_count(s.deck) != s.deck_count:
        return 4
    if s.top_card >= 0:
        if set_has(seen, s.top_card):
            return 1
        set_add(seen, s.top_card)
    for i in range(s.stack_len):
        card = entry_card(s.stack[i])
        if set_has(seen, card):
            return 1
        set_add(seen, card)
    if set_count(seen) != NUM_CARDS:
        return 2
    if s.slot_life < 0 or s.harvest_life < 0 or s.harvest_delay < 0 or s.fishing_life < 0:
        return 6
    if s.stack_len < 0 or s.stack_len > MAX_STACK:
        return 11
    if s.goto_value < 1 or s.goto_value > GOTO_START:
        return 7
    if (s.revealed[0] & ~hands[0]) | (s.revealed[1] & ~hands[1]):
        return 8
    if in_game != s.players_in_game:
        return 10
    return 0


KERNEL.num_distinct_actions = NUM_ACTIONS
KERNEL.legal_actions = kt_legal_actions
KERNEL.apply_action = kt_apply_action
KERNEL.current_player = kt_current_player
KERNEL.returns = kt_returns
KERNEL.redeal = kt_redeal
KERNEL.information_key = kt_information_key
KERNEL.check_invariants = kt_check_invariants
KERNEL.random_action = kt_random_action
KERNEL.policy_action = kt_policy_action
KERNEL.heuristic_value = kt_heuristic_value
KERNEL.action_observation = kt_action_observation

STATE_WORDS = sizeof(KTState) // 4


cdef void init_state(KTState* s, int num_players, uint64_t seed) noexcept nogil:
    """A fresh game (KT-3, KT-4): seven cards each, a non-WILD first discard, player 0 to act."""
    cdef int p, card
    memset(s, 0, sizeof(KTState))
    s.header.game_id = GAME_ID
    s.header.size_words = sizeof(KTState) // 4
    s.header.num_players = num_players
    rng_seed(s.header.rng, seed)
    s.deck[0] = ALL_MASK[0]
    s.deck[1] = ALL_MASK[1]
    s.deck_count = NUM_CARDS
    s.top_card = -1
    s.top_colour = -1
    for p in range(MAX_PLAYERS):
        s.last_played[p] = -1
        s.in_game[p] = 1 if p < num_players else 0
    s.players_in_game = num_players
    s.direction = 1
    s.winner = -1
    s.goto_value = GOTO_START
    s.lock_colour = -1
    s.lock_symbol = -1
    s.harvester = -1
    s.forbidden_row = ROW_NONE
    s.stack_row = ROW_NONE
    s.stack_last_adder = -1
    s.stack_excluded = -1
    s.last_auction_chosen = -1
    s.last_fish_given = -1
    for p in range(num_players):
        draw_cards(s, p, HAND_SIZE)
    while True:                                                    # KT-4
        card = set_nth(s.deck, rng_below(s.header.rng, s.deck_count))
        if not CARD_WILD[card]:
            break
    set_remove(s.deck, card)
    s.deck_count -= 1
    put_on_top(s, card, CARD_COLOUR[card])
    s.turn_player = 0
    run_steps(s, ST_START_TURN)


def new_state(state_class, game, int num_players, seed):
    """A new initial state of class `state_class` (a GameState subclass)."""
    if not CONFIGURED:
        raise RuntimeError("the King Taco card table is not installed; import core.kingtaco")
    cdef GameState state = state_class.__new__(state_class)
    state._attach(&KERNEL, game, sizeof(KTState) // 4)
    init_state(<KTState*>state.buf, num_players, <uint64_t>seed)
    return state


def start_turn_of(GameState state):
    """Re-runs the start of the current turn_player's turn (for positions built by hand)."""
    run_steps(<KTState*>state.buf, ST_START_TURN)


cdef inline Py_ssize_t _offset(const void* field, const void* base):
    return <const char*>field - <const char*>base


def layout():
    """The NumPy structured dtype of the state buffer: field names, offsets and shapes."""
    cdef KTState probe
    fields = [
        ("game_id", _offset(&probe.header.game_id, &probe), "<i4", ()),
        ("size_words", _offset(&probe.header.size_words, &probe), "<i4", ()),
        ("num_players", _offset(&probe.header.num_players, &probe), "<i4", ()),
        ("reserved", _offset(&probe.header.reserved, &probe), "<i4", ()),
        ("rng", _offset(&probe.header.rng[0], &probe), "<u4", (4,)),
        ("hand", _offset(&probe.hand[0][0], &probe), "<u8", (MAX_PLAYERS, 2)),
        ("deck", _offset(&probe.deck[0], &probe), "<u8", (2,)),
        ("discard_rest", _offset(&probe.discard_rest[0], &probe), "<u8", (2,)),
        ("revealed", _offset(&probe.revealed[0], &probe), "<u8", (2,)),
        ("hand_count", _offset(&probe.hand_count[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("deck_count", _offset(&probe.deck_count, &probe), "<i4", ()),
        ("top_card", _offset(&probe.top_card, &probe), "<i4", ()),
        ("top_colour", _offset(&probe.top_colour, &probe), "<i4", ()),
        ("mana", _offset(&probe.mana[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("timeout", _offset(&probe.timeout[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("pending_draw", _offset(&probe.pending_draw[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("shield_life", _offset(&probe.shield_life[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("curse_life", _offset(&probe.curse_life[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("last_played", _offset(&probe.last_played[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("in_game", _offset(&probe.in_game[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("auction_score", _offset(&probe.auction_score[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("players_in_game", _offset(&probe.players_in_game, &probe), "<i4", ()),
        ("direction", _offset(&probe.direction, &probe), "<i4", ()),
        ("turn_player", _offset(&probe.turn_player, &probe), "<i4", ()),
        ("turn_count", _offset(&probe.turn_count, &probe), "<i4", ()),
        ("winner", _offset(&probe.winner, &probe), "<i4", ()),
        ("goto", _offset(&probe.goto_value, &probe), "<i4", ()),
        ("slot_kind", _offset(&probe.slot_kind, &probe), "<i4", ()),
        ("slot_life", _offset(&probe.slot_life, &probe), "<i4", ()),
        ("lock_colour", _offset(&probe.lock_colour, &probe), "<i4", ()),
        ("lock_symbol", _offset(&probe.lock_symbol, &probe), "<i4", ()),
        ("harvester", _offset(&probe.harvester, &probe), "<i4", ()),
        ("harvest_delay", _offset(&probe.harvest_delay, &probe), "<i4", ()),
        ("harvest_life", _offset(&probe.harvest_life, &probe), "<i4", ()),
        ("fishing_life", _offset(&probe.fishing_life, &probe), "<i4", ()),
        ("forbidden_row", _offset(&probe.forbidden_row, &probe), "<i4", ()),
        ("stack_len", _offset(&probe.stack_len, &probe), "<i4", ()),
        ("stack_row", _offset(&probe.stack_row, &probe), "<i4", ()),
        ("stack_base_player", _offset(&probe.stack_base_player, &probe), "<i4", ()),
        ("stack_last_adder", _offset(&probe.stack_last_adder, &probe), "<i4", ()),
        ("stack_nopes", _offset(&probe.stack_nopes, &probe), "<i4", ()),
        ("stack_life", _offset(&probe.stack_life, &probe), "<i4", ()),
        ("stack_delay", _offset(&probe.stack_delay, &probe), "<i4", ()),
        ("stack_count", _offset(&probe.stack_count, &probe), "<i4", ()),
        ("stack_deliver", _offset(&probe.stack_deliver, &probe), "<i4", ()),
        ("stack_recipients", _offset(&probe.stack_recipients, &probe), "<i4", ()),
        ("stack_excluded", _offset(&probe.stack_excluded, &probe), "<i4", ()),
        ("stack_others_draw", _offset(&probe.stack_others_draw, &probe), "<i4", ()),
        ("stack_target", _offset(&probe.stack_target, &probe), "<i4", ()),
        ("stack_inverted", _offset(&probe.stack_inverted, &probe), "<i4", ()),
        ("stack_discard_mode", _offset(&probe.stack_discard_mode, &probe), "<i4", ()),
        ("side_draw", _offset(&probe.side_draw[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("side_timeout", _offset(&probe.side_timeout[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("side_pending", _offset(&probe.side_pending[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("stack", _offset(&probe.stack[0], &probe), "<i4", (MAX_STACK,)),
        ("phase", _offset(&probe.phase, &probe), "<i4", ()),
        ("decider", _offset(&probe.decider, &probe), "<i4", ()),
        ("resume", _offset(&probe.resume, &probe), "<i4", ()),
        ("allower_hit", _offset(&probe.allower_hit, &probe), "<i4", ()),
        ("discards_left", _offset(&probe.discards_left, &probe), "<i4", ()),
        ("fish_target", _offset(&probe.fish_target, &probe), "<i4", ()),
        ("poll_adder", _offset(&probe.poll_adder, &probe), "<i4", ()),
        ("poll_cursor", _offset(&probe.poll_cursor, &probe), "<i4", ()),
        ("auction_emptier", _offset(&probe.auction_emptier, &probe), "<i4", ()),
        ("auction_cursor", _offset(&probe.auction_cursor, &probe), "<i4", ()),
        ("auction_resume", _offset(&probe.auction_resume, &probe), "<i4", ()),
        ("last_auction_chosen", _offset(&probe.last_auction_chosen, &probe), "<i4", ()),
        ("last_auction_won", _offset(&probe.last_auction_won, &probe), "<i4", ()),
        ("auctions_held", _offset(&probe.auctions_held, &probe), "<i4", ()),
        ("last_fish_given", _offset(&probe.last_fish_given, &probe), "<i4", ()),
        ("padding", _offset(&probe.padding, &probe), "<i4", ()),
    ]
    return np.dtype({
        "names": [name for name, _, _, _ in fields],
        "formats": [(fmt, shape) if shape else fmt for _, _, fmt, shape in fields],
        "offsets": [offset for _, offset, _, _ in fields],
        "itemsize": sizeof(KTState),
    })


def play_random_games(int num_players, int games, seed, bint check=False):
    """Plays `games` uniformly random games inside the kernel.

    Returns a dict: games, actions, turns, capped (games that hit the KT-38 cap), wins per
    seat, and, with check=True, the first invariant error found after any action
    (error, error_game, error_action) or error 0.
    """
    if not CONFIGURED:
        raise RuntimeError("the King Taco card table is not installed; import core.kingtaco")
    if not 2 <= num_players <= MAX_PLAYERS:
        raise ValueError(f"num_players must be in 2..{MAX_PLAYERS}, got {num_players}")
    cdef KTState state
    cdef uint32_t policy[4]
    cdef int32_t actions[MAX_ACTIONS]
    cdef long long total_actions = 0, total_turns = 0, capped = 0
    cdef long long wins[MAX_PLAYERS]
    cdef int g, n, error = 0, error_game = -1
    cdef long long error_action = -1, taken
    cdef uint64_t base = <uint64_t>seed
    memset(wins, 0, sizeof(wins))
    rng_seed(policy, base ^ 0xA5A5A5A5ULL)
    with nogil:
        for g in range(games):
            init_state(&state, num_players, base + <uint64_t>g * 0x9E3779B97F4A7C15ULL)
            taken = 0
            while state.phase != PH_TERMINAL:
                kt_apply_action(<int32_t*>&state, kt_random_action(<int32_t*>&state, policy))
                taken += 1
                if check and error == 0:
                    error = kt_check_invariants(<int32_t*>&state)
                    if error:
                        error_game = g
                        error_action = taken
            total_actions += taken
            total_turns += state.turn_count
            if state.winner < 0:
                capped += 1
            else:
                wins[state.winner] += 1
    return {"games": games, "actions": total_actions, "turns": total_turns, "capped": capped,
            "wins": [wins[i] for i in range(num_players)], "error": error,
            "error_game": error_game, "error_action": error_action}
