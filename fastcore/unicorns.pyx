"""Unstable Unicorns engine: turns, Neigh polls, effect chains and one effect interpreter.

The state is one UUState struct (fastcore/unicorns.pxd) inside the state's int32 buffer. Cards
are data: core/unicorns compiles every card's printed text into a clause table (opcode and
arguments per row) and installs it with configure(); the interpreter below runs those rows.

The engine is a step machine. Applying a decision runs automatic steps (phases of the turn,
Neigh polls, the seven steps of each chain link) until the next decision, recorded in
`phase`/`decider` with the step to `resume` after it, so any state - half way through a chain
link, a poll or a turn - can be cloned and resumed. Rulings UU-n: docs/unicorns-rules.md.
"""
from libc.math cimport exp
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memcpy, memset

import numpy as np

from fastcore.bits cimport (set_add, set_count, set_empty, set_has, set_lowest, set_nth,
                            set_remove, sets_meet, ctz64, popcount64)
from fastcore.determinize cimport redeal_card_sets
from fastcore.hashing cimport hash_int32s, hash_step, mix64
from fastcore.rng cimport rng_below, rng_seed
from fastcore.state cimport (GameKernel, GameState, StateHeader, TERMINAL_PLAYER, MAX_ACTIONS,
                             random_action_from_list)

# ---------------------------------------------------------------------------------------------
# The card tables, installed once from core/unicorns by configure()
# ---------------------------------------------------------------------------------------------
cdef int32_t CARD_KIND[NUM_CARDS]
cdef int32_t KIND_TYPE[NUM_KINDS]
cdef int32_t KIND_STATIC[NUM_KINDS]
cdef int32_t KIND_REPLACE[NUM_KINDS]
cdef int32_t KIND_REQUIRE[NUM_KINDS]
cdef int32_t KIND_TRIGGER[NUM_KINDS][NUM_TRIGGERS]
cdef int32_t KIND_BOND_SLOT[NUM_KINDS]
cdef int32_t KIND_LETTERS[NUM_KINDS]
cdef int32_t KIND_TIER[NUM_KINDS]      # the thesis' tier list: 8 (S) .. 1 (F)
cdef int32_t CLAUSE[MAX_CLAUSES][CLAUSE_FIELDS]
cdef int32_t NUM_CLAUSES = 0

cdef uint64_t ALL_CARDS[2]
cdef uint64_t UNICORNS[2]             # babies, basic and magic unicorns
cdef uint64_t BABIES[2]
cdef uint64_t BASICS[2]
cdef uint64_t INSTANTS[2]
cdef uint64_t MAGICS[2]
cdef uint64_t UPGRADES[2]
cdef uint64_t FILTER_CARDS[NUM_FILTERS][2]
cdef uint64_t STATIC_CARDS[NUM_STATICS][2]
cdef uint64_t TRIGGER_CARDS[NUM_TRIGGERS][2]
cdef uint64_t NEEDS_BASIC[2]          # REQ_BASIC_IN_STABLE
cdef uint64_t REPLACE_CARDS[5][2]     # by R_*
cdef uint64_t KIND_CARDS[NUM_KINDS][2]
cdef uint64_t SINGLE_COPY[2]          # cards of kinds with one copy
cdef int32_t MULTI_KINDS[NUM_KINDS]   # kinds with several copies
cdef int32_t SLOT_KIND[BOND_SLOTS]    # the kind that owns each bond slot
cdef int32_t NUM_MULTI = 0
cdef bint CONFIGURED = False
cdef GameKernel KERNEL                # filled in below, after the kernels

# Narration only: when TRACE is set, every effect performed is copied here with its link.
cdef Effect* TRACE = NULL
cdef int32_t* TRACE_LINK = NULL
cdef int TRACE_LEN = 0
cdef int TRACE_CAP = 0

OPCODES = {
    "sacrifice": OP_SACRIFICE, "destroy": OP_DESTROY, "steal": OP_STEAL, "return": OP_RETURN,
    "move": OP_MOVE, "discard": OP_DISCARD, "draw": OP_DRAW, "pull": OP_PULL,
    "take_from_hand": OP_TAKE_FROM_HAND, "choose_from_discard": OP_CHOOSE_FROM_DISCARD,
    "search_deck": OP_SEARCH_DECK, "bring_from_discard": OP_BRING_FROM_DISCARD,
    "bring_from_hand": OP_BRING_FROM_HAND, "bring_baby": OP_BRING_BABY,
    "shuffle_discard_into_deck": OP_SHUFFLE_DISCARD,
    "shuffle_this_hand_and_discard_into_deck": OP_SHUFFLE_HAND_AND_DISCARD,
    "trade_hands": OP_TRADE_HANDS, "shrinkray": OP_SHRINKRAY,
    "skip_to_end_of_turn": OP_SKIP_TO_END, "extra_turn": OP_EXTRA_TURN,
    "extra_draw": OP_EXTRA_DRAW, "extra_play": OP_EXTRA_PLAY,
    "move_to_turn_player": OP_MOVE_TO_TURN_PLAYER, "return_bonded": OP_RETURN_BONDED,
    "choose_effect": OP_CHOOSE_EFFECT,
}
FILTERS = {
    "card": F_CARD, "unicorn": F_UNICORN, "basic_unicorn": F_BASIC_UNICORN,
    "upgrade": F_UPGRADE, "downgrade": F_DOWNGRADE, "upgrade_or_downgrade": F_UPGRADE_OR_DOWNGRADE,
    "magic": F_MAGIC, "instant": F_INSTANT, "narwhal": F_NARWHAL, "this": F_THIS,
}
PLAYER_MODES = {"none": PL_NONE, "any": PL_ANY, "any_other": PL_ANY_OTHER,
                "inherit": PL_INHERIT, "each": PL_EACH}
ACTORS = {"you": ACT_YOU, "player": ACT_PLAYER}
SCOPES = {"own": SC_OWN, "others": SC_OTHERS, "any": SC_ANY, "player": SC_PLAYER}
COLUMNS = {"op": C_OP, "filter": C_FILTER, "count": C_COUNT, "may": C_MAY, "player": C_PLAYER,
           "actor": C_ACTOR, "scope": C_SCOPE, "bond": C_BOND, "then": C_THEN,
           "if_done": C_IF_DONE, "also": C_ALSO, "option_a": C_OPTION_A, "option_b": C_OPTION_B,
           "width": CLAUSE_FIELDS}
TRIGGERS = {
    "played": TR_PLAYED, "enters_your_stable": TR_ENTER, "beginning_of_your_turn": TR_BEGIN_TURN,
    "beginning_of_any_turn": TR_BEGIN_ANY_TURN, "end_of_your_turn": TR_END_TURN_BOND,
    "leaves_your_stable": TR_LEAVE, "sacrificed_or_destroyed": TR_SACRIFICED_OR_DESTROYED,
    "unicorn_enters_or_leaves_your_stable": TR_UNICORN_IN_OR_OUT,
    "more_than_five_unicorns": TR_OVER_FIVE,
}
STATICS = {
    "counts_as_two_unicorns": S_COUNTS_DOUBLE, "owner_cannot_play_instants": S_NO_INSTANTS,
    "cannot_be_destroyed_by_magic": S_NOT_DESTROYED_BY_MAGIC,
    "cannot_be_sacrificed": S_NOT_SACRIFICED, "cannot_be_destroyed": S_NOT_DESTROYED,
    "basic_unicorns_cannot_enter_other_stables": S_QUEEN_BEE,
    "owner_unicorns_cannot_be_destroyed": S_AURA, "owner_cards_cannot_be_neighed": S_YAY,
    "owner_unicorn_triggers_blocked": S_BLINDING, "owner_cannot_play_upgrades": S_NO_UPGRADES,
    "owner_unicorns_are_pandas": S_PANDAS, "cannot_be_neighed": S_NOT_NEIGHED,
}
REPLACEMENTS = {"return_to_nursery": R_NURSERY, "return_to_hand": R_HAND,
                "may_discard_a_card": R_PHOENIX,
                "may_sacrifice_this_for_your_destroyed_unicorn": R_BLACK_KNIGHT}
REQUIREMENTS = {"basic_unicorn_in_your_stable": REQ_BASIC_IN_STABLE}
TYPES = {"baby_unicorn": T_BABY, "basic_unicorn": T_BASIC, "magic_unicorn": T_MAGIC_UNICORN,
         "magic": T_MAGIC, "instant": T_INSTANT, "upgrade": T_UPGRADE, "downgrade": T_DOWNGRADE}
ACTIONS = {"player": A_PLAYER, "yes": A_YES, "no": A_NO, "draw": A_DRAW, "end": A_END,
           "option": A_OPTION, "count": NUM_ACTIONS}
PHASES = ("action", "stable", "poll", "may", "react", "option", "player", "target", "dest",
          "hand", "take", "discard_pile", "deck", "hand_limit", "terminal")
END_REASONS = ("running", "unicorns", "deck_out", "turn_cap")
EFFECT_FLAGS = {"asked": EF_ASKED, "declined": EF_DECLINED, "skipped": EF_SKIPPED,
                "targeted": EF_TARGETED, "performed": EF_PERFORMED, "cancelled": EF_CANCELLED,
                "replaced": EF_REPLACED, "done": EF_DONE}
CONSTANTS = {"MAX_PLAYERS": MAX_PLAYERS, "NUM_CARDS": NUM_CARDS, "NUM_KINDS": NUM_KINDS,
             "HAND_LIMIT": HAND_LIMIT, "START_HAND": START_HAND, "MAX_STACK": MAX_STACK,
             "MAX_LINK": MAX_LINK, "MAX_CLAUSES": MAX_CLAUSES, "NUM_TRIGGERS": NUM_TRIGGERS,
             "BOND_SLOTS": BOND_SLOTS, "TURN_CAP": TURN_CAP, "NUM_STATICS": NUM_STATICS}
INVARIANT_ERRORS = {
    1: "a card is in two places", 2: "a card is in no place", 3: "a hand count is wrong",
    4: "the deck count is wrong", 5: "a baby is outside the Nursery and the Stables",
    6: "a hand holds more than 7 cards after End of Turn",
    7: "a player has enough unicorns to win but the game goes on",
    8: "a player does not know their own hand", 9: "a chain link overflowed",
    10: "the stack is malformed", 11: "a player beyond the table holds cards",
    12: "a bond is malformed", 13: "a finished game has a wrong winner",
}


def configure(card_kind, kind_type, kind_static, kind_replace, kind_require, kind_trigger,
              kind_bond_slot, kind_letters, kind_is_narwhal, kind_tier, clauses):
    """Installs the compiled card tables (core/unicorns/effects.py) in the engine."""
    global NUM_CLAUSES, NUM_MULTI, CONFIGURED
    cdef int[:] kinds = np.ascontiguousarray(card_kind, dtype=np.int32)
    cdef int[:, :] triggers = np.ascontiguousarray(kind_trigger, dtype=np.int32)
    cdef int[:, :] rows = np.ascontiguousarray(clauses, dtype=np.int32)
    cdef int c, k, t, f, i
    if kinds.shape[0] != NUM_CARDS:
        raise ValueError(f"the card table must describe {NUM_CARDS} cards")
    if len(kind_type) != NUM_KINDS or triggers.shape[0] != NUM_KINDS or triggers.shape[1] != NUM_TRIGGERS:
        raise ValueError(f"the kind tables must describe {NUM_KINDS} kinds and {NUM_TRIGGERS} triggers")
    if rows.shape[0] > MAX_CLAUSES or rows.shape[1] != CLAUSE_FIELDS:
        raise ValueError(f"at most {MAX_CLAUSES} clauses of {CLAUSE_FIELDS} fields")
    for k in range(NUM_KINDS):
        KIND_TYPE[k] = int(kind_type[k])
        KIND_STATIC[k] = int(kind_static[k])
        KIND_REPLACE[k] = int(kind_replace[k])
        KIND_REQUIRE[k] = int(kind_require[k])
        KIND_BOND_SLOT[k] = int(kind_bond_slot[k])
        KIND_LETTERS[k] = int(kind_letters[k])
        KIND_TIER[k] = int(kind_tier[k])
        for t in range(NUM_TRIGGERS):
            KIND_TRIGGER[k][t] = triggers[k, t]
    NUM_CLAUSES = rows.shape[0]
    for i in range(NUM_CLAUSES):
        for f in range(CLAUSE_FIELDS):
            CLAUSE[i][f] = rows[i, f]
    _clear(ALL_CARDS); _clear(UNICORNS); _clear(BABIES); _clear(BASICS); _clear(INSTANTS)
    _clear(MAGICS); _clear(UPGRADES); _clear(NEEDS_BASIC); _clear(SINGLE_COPY)
    memset(FILTER_CARDS, 0, sizeof(FILTER_CARDS))
    memset(STATIC_CARDS, 0, sizeof(STATIC_CARDS))
    memset(TRIGGER_CARDS, 0, sizeof(TRIGGER_CARDS))
    memset(KIND_CARDS, 0, sizeof(KIND_CARDS))
    memset(REPLACE_CARDS, 0, sizeof(REPLACE_CARDS))
    for c in range(NUM_CARDS):
        k = kinds[c]
        CARD_KIND[c] = k
        t = KIND_TYPE[k]
        set_add(ALL_CARDS, c)
        set_add(KIND_CARDS[k], c)
        set_add(FILTER_CARDS[F_CARD], c)
        if t == T_BABY or t == T_BASIC or t == T_MAGIC_UNICORN:
            set_add(UNICORNS, c)
            set_add(FILTER_CARDS[F_UNICORN], c)
        if t == T_BABY:
            set_add(BABIES, c)
        if t == T_BASIC:
            set_add(BASICS, c)
            set_add(FILTER_CARDS[F_BASIC_UNICORN], c)
        if t == T_UPGRADE:
            set_add(UPGRADES, c)
            set_add(FILTER_CARDS[F_UPGRADE], c)
            set_add(FILTER_CARDS[F_UPGRADE_OR_DOWNGRADE], c)
        if t == T_DOWNGRADE:
            set_add(FILTER_CARDS[F_DOWNGRADE], c)
            set_add(FILTER_CARDS[F_UPGRADE_OR_DOWNGRADE], c)
        if t == T_MAGIC:
            set_add(MAGICS, c)
            set_add(FILTER_CARDS[F_MAGIC], c)
        if t == T_INSTANT:
            set_add(INSTANTS, c)
            set_add(FILTER_CARDS[F_INSTANT], c)
        if kind_is_narwhal[k]:
            set_add(FILTER_CARDS[F_NARWHAL], c)
        for f in range(NUM_STATICS):
            if KIND_STATIC[k] >> f & 1:
                set_add(STATIC_CARDS[f], c)
        for f in range(NUM_TRIGGERS):
            if KIND_TRIGGER[k][f] >= 0:
                set_add(TRIGGER_CARDS[f], c)
        if KIND_REQUIRE[k] == REQ_BASIC_IN_STABLE:
            set_add(NEEDS_BASIC, c)
        set_add(REPLACE_CARDS[KIND_REPLACE[k]], c)
    for i in range(BOND_SLOTS):
        SLOT_KIND[i] = -1
    for k in range(NUM_KINDS):
        if 0 <= KIND_BOND_SLOT[k] < BOND_SLOTS:
            SLOT_KIND[KIND_BOND_SLOT[k]] = k
        elif KIND_BOND_SLOT[k] >= BOND_SLOTS:
            raise ValueError(f"bond slot {KIND_BOND_SLOT[k]} is out of range")
    NUM_MULTI = 0
    for k in range(NUM_KINDS):
        if set_count(KIND_CARDS[k]) > 1:
            MULTI_KINDS[NUM_MULTI] = k
            NUM_MULTI += 1
        else:
            SINGLE_COPY[0] |= KIND_CARDS[k][0]
            SINGLE_COPY[1] |= KIND_CARDS[k][1]
    CONFIGURED = True


cdef inline void _clear(uint64_t* s) noexcept nogil:
    s[0] = 0
    s[1] = 0


cdef inline void _copy(uint64_t* to, const uint64_t* source) noexcept nogil:
    to[0] = source[0]
    to[1] = source[1]


cdef inline void _and_not(uint64_t* s, const uint64_t* mask) noexcept nogil:
    s[0] &= ~mask[0]
    s[1] &= ~mask[1]


cdef inline void _or(uint64_t* s, const uint64_t* mask) noexcept nogil:
    s[0] |= mask[0]
    s[1] |= mask[1]


# ---------------------------------------------------------------------------------------------
# Identical copies: one action per kind and zone; information keys see kinds, not copies
# ---------------------------------------------------------------------------------------------
cdef inline void one_per_kind(const uint64_t* cards, uint64_t* out) noexcept nogil:
    """The cards of `cards`, keeping only the lowest id of each kind with several copies."""
    cdef uint64_t rest[2]
    cdef int card, k
    out[0] = cards[0] & SINGLE_COPY[0]
    out[1] = cards[1] & SINGLE_COPY[1]
    rest[0] = cards[0] & ~SINGLE_COPY[0]
    rest[1] = cards[1] & ~SINGLE_COPY[1]
    while rest[0] | rest[1]:
        card = set_lowest(rest)
        set_add(out, card)
        k = CARD_KIND[card]
        rest[0] &= ~KIND_CARDS[k][0]
        rest[1] &= ~KIND_CARDS[k][1]


cdef inline uint64_t hash_kinds(uint64_t h, const uint64_t* cards) noexcept nogil:
    """Hashes the multiset of kinds in `cards` (which copy is where does not matter)."""
    cdef int i, k
    h = hash_step(h, cards[0] & SINGLE_COPY[0])
    h = hash_step(h, cards[1] & SINGLE_COPY[1])
    for i in range(NUM_MULTI):
        k = MULTI_KINDS[i]
        h = hash_step(h, <uint64_t>(popcount64(cards[0] & KIND_CARDS[k][0])
                                    + popcount64(cards[1] & KIND_CARDS[k][1])))
    return h


cdef inline int emit_cards(const uint64_t* cards, int32_t* out, int n) noexcept nogil:
    """Appends the cards of a set to out[n:], in increasing order; returns the new length."""
    cdef int w
    cdef uint64_t bits
    for w in range(2):
        bits = cards[w]
        while bits:
            out[n] = 64 * w + ctz64(bits)
            n += 1
            bits &= bits - 1
    return n


# ---------------------------------------------------------------------------------------------
# Small helpers: players, statics, unicorns
# ---------------------------------------------------------------------------------------------
cdef inline int players(const UUState* s) noexcept nogil:
    return s.header.num_players


cdef inline int next_seat(const UUState* s, int p) noexcept nogil:
    return 0 if p + 1 >= s.header.num_players else p + 1


cdef inline int everyone(const UUState* s) noexcept nogil:
    return (1 << s.header.num_players) - 1


cdef inline int kind_of(int card) noexcept nogil:
    return CARD_KIND[card]


cdef inline bint has_static(const UUState* s, int p, int ability) noexcept nogil:
    return sets_meet(s.stable[p], STATIC_CARDS[ability])


cdef inline bint pandas(const UUState* s, int p) noexcept nogil:
    """UU-1, Pandamonium: p's unicorns are Pandas; cards that affect unicorns ignore them."""
    return has_static(s, p, S_PANDAS)


cdef inline bint unicorn_of(const UUState* s, int card, int p) noexcept nogil:
    """`card`, in p's Stable, counts as a Unicorn card for effects."""
    return set_has(UNICORNS, card) and not pandas(s, p)


cdef inline int stable_owner(const UUState* s, int card) noexcept nogil:
    cdef int p
    for p in range(s.header.num_players):
        if set_has(s.stable[p], card):
            return p
    return -1


cdef int unicorn_count(const UUState* s, int p) noexcept nogil:
    """UU-1: unicorns in p's Stable, Ginormous Unicorn counting 2; Pandas count 0."""
    if pandas(s, p):
        return 0
    return (popcount64(s.stable[p][0] & UNICORNS[0]) + popcount64(s.stable[p][1] & UNICORNS[1])
            + popcount64(s.stable[p][0] & STATIC_CARDS[S_COUNTS_DOUBLE][0])
            + popcount64(s.stable[p][1] & STATIC_CARDS[S_COUNTS_DOUBLE][1]))


cdef int unicorn_letters(const UUState* s, int p) noexcept nogil:
    """UU-4's tie-break: letters in the names of p's unicorns."""
    cdef int32_t cards[NUM_CARDS]
    cdef uint64_t mine[2]
    cdef int n, i, total = 0
    if pandas(s, p):
        return 0
    mine[0] = s.stable[p][0] & UNICORNS[0]
    mine[1] = s.stable[p][1] & UNICORNS[1]
    n = emit_cards(mine, cards, 0)
    for i in range(n):
        total += KIND_LETTERS[kind_of(cards[i])]
    return total


cdef inline int queen_bee_owner(const UUState* s) noexcept nogil:
    cdef int p
    for p in range(s.header.num_players):
        if has_static(s, p, S_QUEEN_BEE):
            return p
    return -1


cdef inline bint can_enter(const UUState* s, int card, int p) noexcept nogil:
    """Queen Bee Unicorn: Basic Unicorn cards cannot enter any Stable but its owner's."""
    cdef int queen
    if not set_has(BASICS, card):
        return True
    queen = queen_bee_owner(s)
    return queen < 0 or queen == p


cdef inline void enterable(const UUState* s, int p, uint64_t* cards) noexcept nogil:
    """Removes from `cards` the ones that cannot enter p's Stable."""
    if not can_enter(s, set_lowest(BASICS), p):
        _and_not(cards, BASICS)


cdef inline bint blinded(const UUState* s, int card, int p) noexcept nogil:
    """Blinding Light: triggered effects of p's Unicorn cards do not activate. A Blinding Light
    targeted in the link being performed is unregistered (step 5) and blocks nothing."""
    cdef uint64_t lights[2]
    if not unicorn_of(s, card, p):
        return False
    lights[0] = s.stable[p][0] & STATIC_CARDS[S_BLINDING][0] & ~s.link_targeted[0]
    lights[1] = s.stable[p][1] & STATIC_CARDS[S_BLINDING][1] & ~s.link_targeted[1]
    return not set_empty(lights)


cdef inline bint has_basic_unicorn(const UUState* s, int p) noexcept nogil:
    return sets_meet(s.stable[p], BASICS) and not pandas(s, p)


# ---------------------------------------------------------------------------------------------
# Moving cards: hands and knowledge (UU-12), the deck, Stables
# ---------------------------------------------------------------------------------------------
cdef inline void set_knowers(UUState* s, int card, int mask) noexcept nogil:
    """Exactly the players in `mask` now know which card this is."""
    cdef int q
    cdef int w = card >> 6
    cdef uint64_t bit = (<uint64_t>1) << (card & 63)
    for q in range(MAX_PLAYERS):
        s.known[q][w] = (s.known[q][w] & ~bit) | (bit & -(<uint64_t>(mask >> q & 1)))


cdef inline void hand_add(UUState* s, int p, int card, int knowers) noexcept nogil:
    set_add(s.hand[p], card)
    s.hand_count[p] += 1
    set_knowers(s, card, knowers | (1 << p))


cdef inline void hand_remove(UUState* s, int p, int card) noexcept nogil:
    set_remove(s.hand[p], card)
    s.hand_count[p] -= 1


cdef void forget_hand(UUState* s, int p, int keep) noexcept nogil:
    """Seed 001: a card pulled or chosen from p's hand wipes what the other players (all but
    those in `keep`) knew of that hand."""
    cdef int q
    for q in range(MAX_PLAYERS):
        if not (keep >> q & 1):
            _and_not(s.known[q], s.hand[p])


cdef inline void to_deck(UUState* s, int card) noexcept nogil:
    set_add(s.deck, card)
    s.deck_count += 1
    set_knowers(s, card, 0)


cdef inline void to_discard(UUState* s, int card) noexcept nogil:
    if set_has(BABIES, card):
        set_add(s.nursery, card)          # UU-7: babies never reach the discard pile
    else:
        set_add(s.discard, card)


cdef int draw_card(UUState* s, int p) noexcept nogil:
    """Draws a uniformly random card of the (unordered) deck; -1 when it is empty."""
    cdef int card
    if s.deck_count == 0:
        return -1
    card = set_nth(s.deck, rng_below(s.header.rng, s.deck_count))
    set_remove(s.deck, card)
    s.deck_count -= 1
    hand_add(s, p, card, 1 << p)
    return card


cdef inline void clear_bonds_on(UUState* s, int card) noexcept nogil:
    cdef int slot
    for slot in range(BOND_SLOTS):
        if s.bond_card[slot] == card:
            s.bond_card[slot] = -1


cdef inline void forget_theft(UUState* s, int card) noexcept nogil:
    """A Seductive Unicorn leaving without its leave trigger forgets what it stole."""
    cdef int slot = KIND_BOND_SLOT[kind_of(card)]
    if slot >= 0 and KIND_TRIGGER[kind_of(card)][TR_LEAVE] >= 0:
        s.bond_card[slot] = -1


cdef void stable_remove(UUState* s, int card, int p) noexcept nogil:
    if unicorn_of(s, card, p):
        s.unicorn_moves[p] += 1                                     # Barbed Wire
    set_remove(s.stable[p], card)
    s.stables_changed |= 1 << p
    clear_bonds_on(s, card)


cdef void stable_enter(UUState* s, int card, int p) noexcept nogil:
    cdef int k = kind_of(card)
    set_add(s.stable[p], card)
    s.stables_changed |= 1 << p
    if unicorn_of(s, card, p):
        s.unicorn_moves[p] += 1
    if KIND_TRIGGER[k][TR_ENTER] >= 0 and not blinded(s, card, p):
        queue_clause(s, KIND_TRIGGER[k][TR_ENTER], card, p, -1)


cdef void move_between_stables(UUState* s, int card, int source, int dest) noexcept nogil:
    stable_remove(s, card, source)
    stable_enter(s, card, dest)


# ---------------------------------------------------------------------------------------------
# Queueing effects into the next chain link (UU-8)
# ---------------------------------------------------------------------------------------------
cdef inline Effect* new_effect(UUState* s) noexcept nogil:
    cdef Effect* e
    if s.next_len >= MAX_LINK:
        s.overflow = 1
        return NULL
    e = &s.next[s.next_len]
    s.next_len += 1
    return e


cdef inline void fill_effect(Effect* e, int clause, int source, int controller, int actor,
                             int player, int flags) noexcept nogil:
    e.clause = clause
    e.source = source
    e.controller = controller
    e.actor = actor
    e.player = player
    e.target = -1
    e.count = CLAUSE[clause][C_COUNT]
    e.flags = flags
    e.dest = DEST_NORMAL


cdef void queue_clause(UUState* s, int clause, int source, int controller, int player) noexcept nogil:
    """Adds the effects of `clause` (and the clauses joined to it by "and") to the next link.

    "Each player" clauses become one effect per player in seat order from the controller, and
    "destroy 2" becomes two single destroys; the last of a group carries the continuation.
    """
    cdef int n = s.header.num_players
    cdef int i, q, copies, mode, actor
    cdef Effect* e
    while clause >= 0:
        mode = CLAUSE[clause][C_PLAYER]
        if mode == PL_EACH:
            for i in range(n):
                q = (controller + i) % n
                e = new_effect(s)
                if e == NULL:
                    return
                actor = q if CLAUSE[clause][C_ACTOR] == ACT_PLAYER else controller
                fill_effect(e, clause, source, controller, actor, q,
                            EF_CARRIES_THEN if i == n - 1 else 0)
        elif mode != PL_INHERIT or player >= 0:
            if mode != PL_INHERIT:
                player = -1
            copies = CLAUSE[clause][C_COUNT] if CLAUSE[clause][C_OP] == OP_DESTROY else 1
            for i in range(copies):
                e = new_effect(s)
                if e == NULL:
                    return
                actor = player if CLAUSE[clause][C_ACTOR] == ACT_PLAYER else controller
                fill_effect(e, clause, source, controller, actor, player,
                            EF_CARRIES_THEN if i == copies - 1 else 0)
                if copies > 1:
                    e.count = 1
        clause = CLAUSE[clause][C_ALSO]


# ---------------------------------------------------------------------------------------------
# What an effect may act on (UU-6, UU-9)
# ---------------------------------------------------------------------------------------------
cdef inline void filtered_stable(const UUState* s, int filter, int p, uint64_t* out) noexcept nogil:
    """The cards of p's Stable an effect looking for `filter` sees (Pandas are not unicorns)."""
    out[0] = s.stable[p][0] & FILTER_CARDS[filter][0]
    out[1] = s.stable[p][1] & FILTER_CARDS[filter][1]
    if (filter == F_UNICORN or filter == F_BASIC_UNICORN) and pandas(s, p):
        _clear(out)


cdef inline void destroy_protected(const UUState* s, int p, int source, uint64_t* out) noexcept nogil:
    """Cards in p's Stable that this source cannot destroy (Puppicorn, Rainbow Aura,
    Magical Kittencorn against Magic cards)."""
    _copy(out, STATIC_CARDS[S_NOT_DESTROYED])
    if has_static(s, p, S_AURA) and not pandas(s, p):
        _or(out, UNICORNS)
    if source >= 0 and KIND_TYPE[kind_of(source)] == T_MAGIC:
        _or(out, STATIC_CARDS[S_NOT_DESTROYED_BY_MAGIC])


cdef bint has_destination(const UUState* s, const Effect* e, int card, int holder) noexcept nogil:
    cdef int q
    for q in range(s.header.num_players):
        if q != e.controller and q != holder and can_enter(s, card, q):
            return True
    return False


cdef void stable_targets(const UUState* s, const Effect* e, uint64_t* out) noexcept nogil:
    """Every card in a Stable that effect `e` may target now (step 1)."""
    collect_targets(s, e, out, False)


cdef inline bint has_stable_target(const UUState* s, const Effect* e) noexcept nogil:
    cdef uint64_t found[2]
    collect_targets(s, e, found, True)
    return not set_empty(found)


cdef void collect_targets(const UUState* s, const Effect* e, uint64_t* out, bint first_stable_only) noexcept nogil:
    """The targets of `e` in every Stable, or with `first_stable_only` at least the targets
    in the first Stable that has any (enough to know whether the effect can happen)."""
    cdef const int32_t* c = CLAUSE[e.clause]
    cdef int op = c[C_OP]
    cdef int filter = c[C_FILTER]
    cdef int q, card, slot, i, n
    cdef uint64_t part[2]
    cdef uint64_t guard[2]
    cdef int32_t ids[NUM_CARDS]
    _clear(out)
    if op == OP_SACRIFICE:
        if filter == F_THIS:
            if e.source >= 0 and set_has(s.stable[e.actor], e.source):
                set_add(out, e.source)
        else:
            filtered_stable(s, filter, e.actor, out)
        _and_not(out, STATIC_CARDS[S_NOT_SACRIFICED])
    elif op == OP_DESTROY or op == OP_STEAL:
        for q in range(s.header.num_players):
            if q == e.actor or (op == OP_STEAL and c[C_SCOPE] == SC_PLAYER and q != e.player):
                continue
            filtered_stable(s, filter, q, part)
            _and_not(part, s.link_targeted)
            if op == OP_DESTROY and not set_empty(part):
                destroy_protected(s, q, e.source, guard)
                _and_not(part, guard)
            if op == OP_STEAL:
                enterable(s, e.actor, part)
            _or(out, part)
            if first_stable_only and not set_empty(out):
                return
    elif op == OP_RETURN:
        if e.player >= 0:
            filtered_stable(s, filter, e.player, out)
    elif op == OP_MOVE:
        for q in range(s.header.num_players):
            if c[C_SCOPE] != SC_OWN or q == e.actor:
                filtered_stable(s, filter, q, part)
                _and_not(part, s.link_targeted)
                n = emit_cards(part, ids, 0)
                for i in range(n):
                    if has_destination(s, e, ids[i], q):
                        set_add(out, ids[i])
    elif op == OP_MOVE_TO_TURN_PLAYER:
        q = stable_owner(s, e.source)
        if q >= 0 and q != s.turn_player:
            set_add(out, e.source)
    elif op == OP_RETURN_BONDED:
        slot = KIND_BOND_SLOT[kind_of(e.source)]
        card = s.bond_card[slot] if slot >= 0 else -1
        if (card >= 0 and set_has(s.stable[s.bond_holder[slot]], card)
                and s.bond_from[slot] != s.bond_holder[slot] and can_enter(s, card, s.bond_from[slot])):
            set_add(out, card)
    _and_not(out, s.link_targeted)


cdef inline bint targets_a_stable_card(int op, int count) noexcept nogil:
    return (op == OP_DESTROY or op == OP_STEAL or op == OP_RETURN or op == OP_MOVE
            or op == OP_MOVE_TO_TURN_PLAYER or op == OP_RETURN_BONDED
            or (op == OP_SACRIFICE and count != 0))


cdef inline bint chooses_player(const int32_t* c) noexcept nogil:
    return (c[C_PLAYER] == PL_ANY or c[C_PLAYER] == PL_ANY_OTHER) and c[C_OP] != OP_MOVE


cdef bint possible_now(const UUState* s, const Effect* e, int hand_delta) noexcept nogil:
    """Whether `e`, its player already known, can happen, judged on public information only
    (the question whether to use a "may" must not reveal a hand or the deck). `hand_delta`
    corrects the controller's hand size while the card being judged is still in it."""
    cdef const int32_t* c = CLAUSE[e.clause]
    cdef int op = c[C_OP]
    cdef uint64_t cards[2]
    cdef int hand
    if targets_a_stable_card(op, c[C_COUNT]):
        return has_stable_target(s, e)
    if op == OP_SACRIFICE:                                          # "all" of a kind
        filtered_stable(s, c[C_FILTER], e.actor, cards)
        _and_not(cards, STATIC_CARDS[S_NOT_SACRIFICED])
        return not set_empty(cards)
    if op == OP_DISCARD or op == OP_BRING_FROM_HAND:
        hand = s.hand_count[e.actor] + (hand_delta if e.actor == e.controller else 0)
        return hand >= (c[C_COUNT] if c[C_MAY] and op == OP_DISCARD else 1)
    if op == OP_PULL or op == OP_TAKE_FROM_HAND:
        hand = s.hand_count[e.player] + (hand_delta if e.player == e.controller else 0)
        return hand >= 1
    if op == OP_DRAW:
        return s.deck_count > 0
    if op == OP_CHOOSE_FROM_DISCARD:
        return sets_meet(s.discard, FILTER_CARDS[c[C_FILTER]])
    if op == OP_BRING_FROM_DISCARD:
        cards[0] = s.discard[0] & FILTER_CARDS[c[C_FILTER]][0]
        cards[1] = s.discard[1] & FILTER_CARDS[c[C_FILTER]][1]
        enterable(s, e.actor, cards)
        return not set_empty(cards)
    if op == OP_BRING_BABY:
        return not set_empty(s.nursery)
    if op == OP_SHRINKRAY:
        filtered_stable(s, F_UNICORN, e.player, cards)
        return not set_empty(cards)
    if op == OP_CHOOSE_EFFECT:
        return option_possible(s, e, C_OPTION_A, hand_delta) or option_possible(s, e, C_OPTION_B, hand_delta)
    return True


cdef bint option_possible(const UUState* s, const Effect* e, int column, int hand_delta) noexcept nogil:
    cdef Effect option = e[0]
    if CLAUSE[e.clause][column] < 0:
        return False
    option.clause = CLAUSE[e.clause][column]
    return possible_now(s, &option, hand_delta)


cdef int valid_players(const UUState* s, const Effect* e, int hand_delta) noexcept nogil:
    """Bit q set when the effect's player may be q."""
    cdef const int32_t* c = CLAUSE[e.clause]
    cdef Effect trial = e[0]
    cdef int q, mask = 0
    for q in range(s.header.num_players):
        if c[C_PLAYER] == PL_ANY_OTHER and q == e.controller:
            continue
        trial.player = q
        if c[C_ACTOR] == ACT_PLAYER:
            trial.actor = q
        if possible_now(s, &trial, hand_delta):
            mask |= 1 << q
    return mask


cdef bint effect_possible(const UUState* s, const Effect* e, int hand_delta) noexcept nogil:
    """possible_now, trying every player when the effect still has to choose one."""
    if chooses_player(CLAUSE[e.clause]) and e.player < 0:
        return valid_players(s, e, hand_delta) != 0
    return possible_now(s, e, hand_delta)


cdef bint clause_possible(const UUState* s, int clause, int source, int controller) noexcept nogil:
    """UU-9: a Magic card may be played only if each of its first effects can happen (for
    "each player" effects: for at least one player). It is still in its player's hand."""
    cdef Effect trial
    cdef int q
    while clause >= 0:
        fill_effect(&trial, clause, source, controller, controller, -1, 0)
        if CLAUSE[clause][C_PLAYER] == PL_EACH:
            for q in range(s.header.num_players):
                trial.player = q
                trial.actor = q if CLAUSE[clause][C_ACTOR] == ACT_PLAYER else controller
                if effect_possible(s, &trial, -1):
                    break
            else:
                return False
        elif not effect_possible(s, &trial, -1):
            return False
        clause = CLAUSE[clause][C_ALSO]
    return True


cdef int valid_destinations(const UUState* s, const Effect* e) noexcept nogil:
    cdef int holder = stable_owner(s, e.target)
    cdef int q, mask = 0
    for q in range(s.header.num_players):
        if q != e.controller and q != holder and can_enter(s, e.target, q):
            mask |= 1 << q
    return mask


# ---------------------------------------------------------------------------------------------
# Decisions
# ---------------------------------------------------------------------------------------------
cdef inline int ask(UUState* s, int phase, int decider, int resume) noexcept nogil:
    s.phase = phase
    s.decider = decider
    s.resume = resume
    return ST_WAIT


# What the per-effect steps (targets, reactions, performing) return.
cdef enum:
    EFFECT_DONE = 0
    EFFECT_ASKED = 1


cdef inline int ask_for_effect(UUState* s, int phase, int decider, int resume) noexcept nogil:
    ask(s, phase, decider, resume)
    return EFFECT_ASKED


cdef inline Effect* current_effect(UUState* s) noexcept nogil:
    return &s.cur[s.link_pos]


# ---------------------------------------------------------------------------------------------
# Step 1 of a chain link: every effect, in the order it was added, chooses its targets
# ---------------------------------------------------------------------------------------------
cdef int target_effect(UUState* s, Effect* e) noexcept nogil:
    """The yes/no of a "may", the choice between effects, the player, the target in a Stable
    and, for a move, the destination. EFFECT_ASKED when one of them is asked."""
    cdef const int32_t* c
    cdef uint64_t cards[2]
    cdef bint first, second
    while not (e.flags & (EF_TARGETED | EF_SKIPPED | EF_DECLINED)):
        c = CLAUSE[e.clause]
        if c[C_MAY] and not (e.flags & EF_ASKED):
            if not effect_possible(s, e, 0):
                e.flags |= EF_SKIPPED                               # UU-9
                return EFFECT_DONE
            return ask_for_effect(s, PH_MAY, e.controller, ST_LINK_TARGETS)
        if c[C_OP] == OP_CHOOSE_EFFECT:
            first = option_possible(s, e, C_OPTION_A, 0)
            second = option_possible(s, e, C_OPTION_B, 0)
            if first and second:
                return ask_for_effect(s, PH_OPTION, e.controller, ST_LINK_TARGETS)
            if not (first or second):
                e.flags |= EF_SKIPPED
                return EFFECT_DONE
            choose_option(e, C_OPTION_A if first else C_OPTION_B)
            continue
        if chooses_player(c) and e.player < 0:
            if valid_players(s, e, 0) == 0:
                e.flags |= EF_SKIPPED
                return EFFECT_DONE
            return ask_for_effect(s, PH_PLAYER, e.controller, ST_LINK_TARGETS)
        if targets_a_stable_card(c[C_OP], c[C_COUNT]) and e.target < 0:
            stable_targets(s, e, cards)
            if set_empty(cards):
                e.flags |= EF_SKIPPED
                return EFFECT_DONE
            if (c[C_OP] != OP_MOVE_TO_TURN_PLAYER and c[C_OP] != OP_RETURN_BONDED
                    and c[C_FILTER] != F_THIS):
                return ask_for_effect(s, PH_TARGET, e.actor, ST_LINK_TARGETS)
            e.target = set_lowest(cards)                            # nothing to choose
        if c[C_OP] == OP_MOVE and e.player < 0:
            return ask_for_effect(s, PH_DEST, e.actor, ST_LINK_TARGETS)
        if e.target >= 0:
            set_add(s.link_targeted, e.target)                      # UU-9: at most once
        e.flags |= EF_TARGETED
    return EFFECT_DONE


cdef inline void choose_option(Effect* e, int column) noexcept nogil:
    e.clause = CLAUSE[e.clause][column]
    e.count = CLAUSE[e.clause][C_COUNT]


# ---------------------------------------------------------------------------------------------
# Steps 2-4: target-changing reactions, location-changing reactions, pre-leave triggers
# ---------------------------------------------------------------------------------------------
cdef inline int effective_op(const Effect* e) noexcept nogil:
    return OP_SACRIFICE if e.flags & EF_REPLACED else CLAUSE[e.clause][C_OP]


cdef int black_knight_for(const UUState* s, int target, int owner) noexcept nogil:
    """A Black Knight Unicorn that may be sacrificed instead of `target`, or -1."""
    cdef uint64_t knights[2]
    cdef int knight
    if not unicorn_of(s, target, owner):
        return -1
    knights[0] = s.stable[owner][0] & REPLACE_CARDS[R_BLACK_KNIGHT][0] & ~s.link_targeted[0]
    knights[1] = s.stable[owner][1] & REPLACE_CARDS[R_BLACK_KNIGHT][1] & ~s.link_targeted[1]
    set_remove(knights, target)
    if set_empty(knights):
        return -1
    knight = set_lowest(knights)
    return -1 if blinded(s, knight, owner) else knight


cdef int react_effect(UUState* s, Effect* e) noexcept nogil:
    """Step 2 for one effect: Black Knight Unicorn, then Unicorn Phoenix, may step in."""
    cdef int op, owner, knight
    if e.flags & (EF_REACTED | EF_SKIPPED | EF_DECLINED) or e.target < 0:
        e.flags |= EF_REACTED
        return EFFECT_DONE
    op = effective_op(e)
    owner = stable_owner(s, e.target)
    if op == OP_DESTROY and not (e.flags & EF_ASKED_KNIGHT):
        e.flags |= EF_ASKED_KNIGHT
        knight = black_knight_for(s, e.target, owner)
        if knight >= 0:
            s.react_card = knight
            return ask_for_effect(s, PH_REACT, owner, ST_LINK_REACT)
    if ((op == OP_SACRIFICE or op == OP_DESTROY) and not (e.flags & EF_ASKED_PHOENIX)
            and not (e.flags & EF_REPLACED)):
        e.flags |= EF_ASKED_PHOENIX
        if (KIND_REPLACE[kind_of(e.target)] == R_PHOENIX and not blinded(s, e.target, owner)
                and s.hand_count[owner] > 0):
            s.react_card = e.target
            return ask_for_effect(s, PH_REACT, owner, ST_LINK_REACT)
    e.flags |= EF_REACTED
    return EFFECT_DONE


cdef void accept_reaction(UUState* s, Effect* e) noexcept nogil:
    cdef int card = s.react_card
    cdef int owner = stable_owner(s, card)
    set_remove(s.link_targeted, e.target)
    if KIND_REPLACE[kind_of(card)] == R_BLACK_KNIGHT:
        e.target = card                   # the destroy becomes the knight's sacrifice
        e.flags |= EF_REPLACED
        set_add(s.link_targeted, card)
    else:
        e.target = -1                     # the Phoenix stays; its owner discards instead
        e.actor = owner
        e.count = 1
        e.flags |= EF_CANCELLED


cdef void prepare_leaves(UUState* s) noexcept nogil:
    """Steps 3 and 4: where each targeted card goes instead (babies to the Nursery, flying
    unicorns to their owner's hand), then the triggers of cards about to leave a Stable,
    which go to the next link."""
    cdef int i, op, card, owner, k
    cdef bint kills
    cdef Effect* e
    for i in range(s.cur_len):
        e = &s.cur[i]
        if e.flags & (EF_SKIPPED | EF_DECLINED | EF_CANCELLED) or e.target < 0:
            continue
        card = e.target
        owner = stable_owner(s, card)
        if owner < 0:
            continue
        op = effective_op(e)
        k = kind_of(card)
        kills = op == OP_SACRIFICE or op == OP_DESTROY
        if kills or op == OP_RETURN:
            if KIND_REPLACE[k] == R_NURSERY:
                e.dest = DEST_NURSERY                               # UU-7
            elif kills and KIND_REPLACE[k] == R_HAND and not blinded(s, card, owner):
                e.dest = DEST_HAND
        if blinded(s, card, owner):
            forget_theft(s, card)                                   # its return cannot happen
            continue
        if kills and KIND_TRIGGER[k][TR_SACRIFICED_OR_DESTROYED] >= 0:
            queue_clause(s, KIND_TRIGGER[k][TR_SACRIFICED_OR_DESTROYED], card, owner, -1)
        if KIND_TRIGGER[k][TR_LEAVE] >= 0:
            queue_clause(s, KIND_TRIGGER[k][TR_LEAVE], card, owner, -1)


# ---------------------------------------------------------------------------------------------
# Step 6: performing the effects in the order they were added
# ---------------------------------------------------------------------------------------------
cdef inline void done(Effect* e, bint performed) noexcept nogil:
    e.flags |= EF_DONE
    if performed:
        e.flags |= EF_PERFORMED


cdef void perform_on_target(UUState* s, Effect* e, int op) noexcept nogil:
    cdef int card = e.target
    cdef int owner = stable_owner(s, card)
    cdef int slot
    if owner < 0:
        done(e, False)
        return
    if op == OP_SACRIFICE or op == OP_DESTROY or op == OP_RETURN:
        stable_remove(s, card, owner)
        if e.dest == DEST_NURSERY or set_has(BABIES, card):
            set_add(s.nursery, card)
        elif e.dest == DEST_HAND or op == OP_RETURN:
            hand_add(s, owner, card, everyone(s))                   # it was face up
        else:
            set_add(s.discard, card)
    elif op == OP_STEAL:
        move_between_stables(s, card, owner, e.actor)
        if CLAUSE[e.clause][C_BOND]:
            slot = KIND_BOND_SLOT[kind_of(e.source)]
            s.bond_card[slot] = card
            s.bond_from[slot] = owner
            s.bond_holder[slot] = e.actor
    elif op == OP_MOVE:
        move_between_stables(s, card, owner, e.player)
    elif op == OP_MOVE_TO_TURN_PLAYER:
        move_between_stables(s, card, owner, s.turn_player)
    elif op == OP_RETURN_BONDED:
        slot = KIND_BOND_SLOT[kind_of(e.source)]
        move_between_stables(s, card, owner, s.bond_from[slot])
        s.bond_card[slot] = -1
    done(e, True)


cdef void sacrifice_all(UUState* s, Effect* e) noexcept nogil:
    cdef uint64_t cards[2]
    cdef int32_t ids[NUM_CARDS]
    cdef int n, i
    filtered_stable(s, CLAUSE[e.clause][C_FILTER], e.actor, cards)
    _and_not(cards, STATIC_CARDS[S_NOT_SACRIFICED])
    _and_not(cards, s.link_targeted)
    n = emit_cards(cards, ids, 0)
    for i in range(n):
        stable_remove(s, ids[i], e.actor)
        to_discard(s, ids[i])
    done(e, n > 0)


cdef int perform_discard(UUState* s, Effect* e, int filter, bint all_or_nothing) noexcept nogil:
    """Discards e.count cards matching `filter`, one decision each; "you may discard 2 ...
    if you do" discards nothing unless it can discard them all."""
    cdef uint64_t cards[2]
    cards[0] = s.hand[e.actor][0] & FILTER_CARDS[filter][0]
    cards[1] = s.hand[e.actor][1] & FILTER_CARDS[filter][1]
    if not (e.flags & EF_LOOKED):
        e.flags |= EF_LOOKED
        if all_or_nothing and set_count(cards) < e.count:
            done(e, False)
            return EFFECT_DONE
    if e.count > 0 and not set_empty(cards):
        return ask_for_effect(s, PH_HAND, e.actor, ST_LINK_PERFORM)
    done(e, False)
    return EFFECT_DONE


cdef void pull_card(UUState* s, Effect* e) noexcept nogil:
    """Americorn: a uniformly random card of the chosen hand (a chance event)."""
    cdef int q = e.player
    cdef int card
    if q == e.actor or s.hand_count[q] == 0:
        done(e, q == e.actor)
        return
    card = set_nth(s.hand[q], rng_below(s.header.rng, s.hand_count[q]))
    forget_hand(s, q, (1 << e.actor) | (1 << q))
    hand_remove(s, q, card)
    hand_add(s, e.actor, card, 1 << q)
    done(e, True)


cdef void trade_hands(UUState* s, Effect* e) noexcept nogil:
    """Unfair Bargain: both players know both hands afterwards."""
    cdef int a = e.actor
    cdef int b = e.player
    cdef uint64_t mine[2]
    cdef int count = s.hand_count[a]
    _copy(mine, s.hand[a])
    _copy(s.hand[a], s.hand[b])
    _copy(s.hand[b], mine)
    s.hand_count[a] = s.hand_count[b]
    s.hand_count[b] = count
    _or(s.known[a], s.hand[b])
    _or(s.known[b], s.hand[a])
    _or(s.known[a], s.hand[a])
    _or(s.known[b], s.hand[b])
    done(e, True)


cdef void shrinkray(UUState* s, Effect* e) noexcept nogil:
    """Every unicorn of the chosen player to the discard pile (babies to the Nursery) without
    triggering their effects, then as many babies from the Nursery into that Stable."""
    cdef int q = e.player
    cdef uint64_t cards[2]
    cdef int32_t ids[NUM_CARDS]
    cdef int n, i, slot
    filtered_stable(s, F_UNICORN, q, cards)
    n = emit_cards(cards, ids, 0)
    for i in range(n):
        stable_remove(s, ids[i], q)
        to_discard(s, ids[i])
        forget_theft(s, ids[i])
    for i in range(n):
        if set_empty(s.nursery):
            break
        bring_baby(s, q)
    done(e, n > 0)


cdef void bring_baby(UUState* s, int p) noexcept nogil:
    # Babies differ only in name (and their letters tie); the lowest id comes.
    cdef int baby = set_lowest(s.nursery)
    set_remove(s.nursery, baby)
    stable_enter(s, baby, p)


cdef void shuffle_discard_into_deck(UUState* s) noexcept nogil:
    cdef int32_t ids[NUM_CARDS]
    cdef int n = emit_cards(s.discard, ids, 0)
    cdef int i
    for i in range(n):
        to_deck(s, ids[i])
    _clear(s.discard)


cdef void shake_up(UUState* s, Effect* e) noexcept nogil:
    """This card, the hand and the discard pile into the deck (the draw is the next link)."""
    cdef int32_t ids[NUM_CARDS]
    cdef int n = emit_cards(s.hand[e.actor], ids, 0)
    cdef int i
    for i in range(n):
        to_deck(s, ids[i])
    _clear(s.hand[e.actor])
    s.hand_count[e.actor] = 0
    shuffle_discard_into_deck(s)
    if s.stack_len == 1 and s.stack_card[0] == e.source:
        to_deck(s, e.source)
        pop_stack(s)
    done(e, True)


cdef inline void forget_deck(UUState* s) noexcept nogil:
    """After a search the deck is shuffled: nobody knows any card in it."""
    cdef int q
    for q in range(MAX_PLAYERS):
        _and_not(s.known[q], s.deck)


cdef void discard_pile_choices(const UUState* s, const Effect* e, uint64_t* out) noexcept nogil:
    out[0] = s.discard[0] & FILTER_CARDS[CLAUSE[e.clause][C_FILTER]][0]
    out[1] = s.discard[1] & FILTER_CARDS[CLAUSE[e.clause][C_FILTER]][1]
    if CLAUSE[e.clause][C_OP] == OP_BRING_FROM_DISCARD:
        enterable(s, e.actor, out)


cdef void hand_choices(const UUState* s, const Effect* e, uint64_t* out) noexcept nogil:
    """The cards of the actor's hand a PH_HAND decision chooses from."""
    cdef int filter = F_CARD if e.flags & EF_CANCELLED else CLAUSE[e.clause][C_FILTER]
    out[0] = s.hand[e.actor][0] & FILTER_CARDS[filter][0]
    out[1] = s.hand[e.actor][1] & FILTER_CARDS[filter][1]
    if not (e.flags & EF_CANCELLED) and CLAUSE[e.clause][C_OP] == OP_BRING_FROM_HAND:
        enterable(s, e.actor, out)


cdef int perform_effect(UUState* s, Effect* e) noexcept nogil:
    """Step 6 for one effect; EFFECT_ASKED while a card of a hand, the discard pile or the
    deck is being chosen, else EFFECT_DONE."""
    cdef const int32_t* c = CLAUSE[e.clause]
    cdef int op = effective_op(e)
    cdef uint64_t cards[2]
    cdef int i, drawn
    if e.flags & EF_DONE:
        return EFFECT_DONE
    if e.flags & (EF_SKIPPED | EF_DECLINED):
        done(e, False)
        return EFFECT_DONE
    if e.flags & EF_CANCELLED:
        return perform_discard(s, e, F_CARD, False)
    if e.target >= 0:
        perform_on_target(s, e, op)
    elif op == OP_SACRIFICE:
        sacrifice_all(s, e)
    elif op == OP_DISCARD:
        return perform_discard(s, e, c[C_FILTER], c[C_MAY] != 0)
    elif op == OP_DRAW:
        drawn = 0
        for i in range(e.count):
            drawn += draw_card(s, e.actor) >= 0
        done(e, drawn > 0)
    elif op == OP_PULL:
        pull_card(s, e)
    elif op == OP_TAKE_FROM_HAND:
        if e.player == e.actor or s.hand_count[e.player] == 0:
            done(e, False)
            return EFFECT_DONE
        _or(s.known[e.actor], s.hand[e.player])                   # looks at that hand
        return ask_for_effect(s, PH_TAKE, e.actor, ST_LINK_PERFORM)
    elif op == OP_CHOOSE_FROM_DISCARD or op == OP_BRING_FROM_DISCARD:
        discard_pile_choices(s, e, cards)
        if set_empty(cards):
            done(e, False)
            return EFFECT_DONE
        return ask_for_effect(s, PH_DISCARD_PILE, e.actor, ST_LINK_PERFORM)
    elif op == OP_SEARCH_DECK:
        _or(s.known[e.actor], s.deck)                               # looks through the deck
        cards[0] = s.deck[0] & FILTER_CARDS[c[C_FILTER]][0]
        cards[1] = s.deck[1] & FILTER_CARDS[c[C_FILTER]][1]
        if set_empty(cards):
            forget_deck(s)
            done(e, False)
            return EFFECT_DONE
        return ask_for_effect(s, PH_DECK, e.actor, ST_LINK_PERFORM)
    elif op == OP_BRING_FROM_HAND:
        hand_choices(s, e, cards)
        if set_empty(cards):
            done(e, False)
            return EFFECT_DONE
        return ask_for_effect(s, PH_HAND, e.actor, ST_LINK_PERFORM)
    elif op == OP_BRING_BABY:
        if not set_empty(s.nursery):
            bring_baby(s, e.actor)
            done(e, True)
        else:
            done(e, False)
    elif op == OP_SHUFFLE_DISCARD:
        shuffle_discard_into_deck(s)
        done(e, True)
    elif op == OP_SHUFFLE_HAND_AND_DISCARD:
        shake_up(s, e)
    elif op == OP_TRADE_HANDS:
        trade_hands(s, e)
    elif op == OP_SHRINKRAY:
        shrinkray(s, e)
    elif op == OP_SKIP_TO_END:
        s.skip_to_end = 1
        done(e, True)
    elif op == OP_EXTRA_TURN:
        s.extra_turns[e.controller] += 1
        done(e, True)
    elif op == OP_EXTRA_DRAW:
        s.extra_draws += 1
        done(e, True)
    elif op == OP_EXTRA_PLAY:
        s.plays_allowed = 2
        done(e, True)
    else:
        done(e, False)
    return EFFECT_DONE


cdef void finish_effect(UUState* s, Effect* e) noexcept nogil:
    """Queues what follows an effect into the next link: "then" always (unless the effect
    was declined), "if you do" only if it happened as itself."""
    cdef const int32_t* c = CLAUSE[e.clause]
    if (e.flags & EF_CARRIES_THEN) and not (e.flags & EF_DECLINED) and c[C_THEN] >= 0:
        queue_clause(s, c[C_THEN], e.source, e.controller, e.player)
    if ((e.flags & EF_PERFORMED) and not (e.flags & (EF_REPLACED | EF_CANCELLED))
            and c[C_IF_DONE] >= 0):
        queue_clause(s, c[C_IF_DONE], e.source, e.controller, e.player)


# ---------------------------------------------------------------------------------------------
# The end of a link: Barbed Wire and Tiny Stable; then the next link (UU-8)
# ---------------------------------------------------------------------------------------------
cdef bint can_sacrifice_a_unicorn(const UUState* s, int p) noexcept nogil:
    cdef uint64_t cards[2]
    filtered_stable(s, F_UNICORN, p, cards)
    _and_not(cards, STATIC_CARDS[S_NOT_SACRIFICED])
    return not set_empty(cards)


cdef int link_end(UUState* s) noexcept nogil:
    cdef uint64_t cards[2]
    cdef int q, card
    for q in range(s.header.num_players):
        if s.unicorn_moves[q] > 0:
            cards[0] = s.stable[q][0] & TRIGGER_CARDS[TR_UNICORN_IN_OR_OUT][0] & ~s.link_targeted[0]
            cards[1] = s.stable[q][1] & TRIGGER_CARDS[TR_UNICORN_IN_OR_OUT][1] & ~s.link_targeted[1]
            if not set_empty(cards):
                card = set_lowest(cards)
                queue_clause(s, KIND_TRIGGER[kind_of(card)][TR_UNICORN_IN_OR_OUT], card, q, -1)
                if s.next_len > 0:
                    s.next[s.next_len - 1].count = s.unicorn_moves[q]   # one discard each
            s.unicorn_moves[q] = 0
    for q in range(s.header.num_players):
        cards[0] = s.stable[q][0] & TRIGGER_CARDS[TR_OVER_FIVE][0]
        cards[1] = s.stable[q][1] & TRIGGER_CARDS[TR_OVER_FIVE][1]
        if not set_empty(cards) and unicorn_count(s, q) > 5 and can_sacrifice_a_unicorn(s, q):
            card = set_lowest(cards)
            queue_clause(s, KIND_TRIGGER[kind_of(card)][TR_OVER_FIVE], card, q, -1)
    return ST_CHAIN_NEXT_LINK


cdef int chain_next_link(UUState* s) noexcept nogil:
    if s.next_len == 0 or s.chain_links >= MAX_LINKS_PER_CHAIN:
        if s.next_len:
            s.overflow = 1
            s.next_len = 0
        s.chain_links = 0
        s.cur_len = 0
        s.link_pos = 0
        _clear(s.link_targeted)
        return s.chain_return
    memcpy(s.cur, s.next, s.next_len * sizeof(Effect))
    s.cur_len = s.next_len
    s.next_len = 0
    s.link_pos = 0
    _clear(s.link_targeted)
    s.chain_links += 1
    s.links_total += 1
    return ST_LINK_TARGETS


cdef int link_targets(UUState* s) noexcept nogil:
    while s.link_pos < s.cur_len:
        if target_effect(s, &s.cur[s.link_pos]) == EFFECT_ASKED:
            return ST_WAIT
        s.link_pos += 1
    s.link_pos = 0
    return ST_LINK_REACT


cdef int link_react(UUState* s) noexcept nogil:
    while s.link_pos < s.cur_len:
        if react_effect(s, &s.cur[s.link_pos]) == EFFECT_ASKED:
            return ST_WAIT
        s.link_pos += 1
    prepare_leaves(s)
    s.link_pos = 0
    return ST_LINK_PERFORM


cdef int link_perform(UUState* s) noexcept nogil:
    while s.link_pos < s.cur_len:
        if perform_effect(s, &s.cur[s.link_pos]) == EFFECT_ASKED:
            return ST_WAIT
        finish_effect(s, &s.cur[s.link_pos])
        if TRACE != NULL:
            record_trace(s, &s.cur[s.link_pos])
        s.link_pos += 1
    return ST_LINK_END


cdef void record_trace(const UUState* s, const Effect* e) noexcept nogil:
    global TRACE_LEN
    if TRACE_LEN < TRACE_CAP:
        TRACE[TRACE_LEN] = e[0]
        TRACE_LINK[TRACE_LEN] = s.links_total
        TRACE_LEN += 1


cdef inline int begin_chain(UUState* s, int then_step) noexcept nogil:
    s.chain_return = then_step
    s.chain_links = 0
    return ST_CHAIN_NEXT_LINK


# ---------------------------------------------------------------------------------------------
# Playing a card and the Neigh polls (UU-5, UU-10)
# ---------------------------------------------------------------------------------------------
cdef inline void push_stack(UUState* s, int card, int p) noexcept nogil:
    s.stack_card[s.stack_len] = card
    s.stack_player[s.stack_len] = p
    s.stack_len += 1


cdef inline void pop_stack(UUState* s) noexcept nogil:
    s.stack_len -= 1
    s.stack_card[s.stack_len] = -1
    s.stack_player[s.stack_len] = -1


cdef inline bint can_answer(const UUState* s, int q) noexcept nogil:
    """q holds an instant and may play it (Slowdown, Ginormous Unicorn)."""
    return sets_meet(s.hand[q], INSTANTS) and not has_static(s, q, S_NO_INSTANTS)


cdef int start_poll(UUState* s) noexcept nogil:
    """Asks, in seat order after its player, whether to answer the top card of the stack."""
    cdef int card = s.stack_card[s.stack_len - 1]
    cdef int p = s.stack_player[s.stack_len - 1]
    if KIND_STATIC[kind_of(card)] >> S_NOT_NEIGHED & 1 or has_static(s, p, S_YAY):
        return resolve_top(s)                                      # Super Neigh, Yay
    s.poll_yes = 0
    s.poll_cursor = next_seat(s, p)
    return ST_POLL_NEXT


cdef int poll_next(UUState* s) noexcept nogil:
    cdef int top_player = s.stack_player[s.stack_len - 1]
    cdef int q = s.poll_cursor
    while q != top_player:
        if can_answer(s, q):
            s.poll_cursor = q
            return ask(s, PH_POLL, q, ST_POLL_NEXT)
        q = next_seat(s, q)
    return ST_POLL_DONE


cdef int answer_poll(UUState* s, int p, int action) noexcept nogil:
    if action != A_NO:
        s.poll_yes |= 1 << p
        s.poll_offer[p] = action
        set_knowers(s, action, everyone(s))                         # offered face up
    s.poll_cursor = next_seat(s, p)
    return ST_POLL_NEXT


cdef int poll_done(UUState* s) noexcept nogil:
    """UU-10: of those who offered, one picked uniformly at random (a chance event) was the
    fastest; the others keep their cards, and everyone is asked about the new top card."""
    cdef int offers = s.poll_yes
    cdef int fastest, card, q, pick
    if offers == 0:
        return resolve_top(s)
    pick = rng_below(s.header.rng, popcount64(<uint64_t>offers))
    for q in range(pick):
        offers &= offers - 1
    fastest = ctz64(<uint64_t>offers)
    card = s.poll_offer[fastest]
    hand_remove(s, fastest, card)
    push_stack(s, card, fastest)
    for q in range(MAX_PLAYERS):
        s.poll_offer[q] = -1
    s.poll_yes = 0
    return start_poll(s)


cdef int resolve_top(UUState* s) noexcept nogil:
    """Nobody answers the top card. A Neigh sends itself and the card below it to the discard
    pile, and the new top is polled again; the played card at the bottom resolves."""
    if s.stack_len >= 2:
        to_discard(s, s.stack_card[s.stack_len - 1])
        pop_stack(s)
        to_discard(s, s.stack_card[s.stack_len - 1])
        pop_stack(s)
        if s.stack_len > 0:
            return start_poll(s)
        return ST_AFTER_PLAY                                        # Neigh'd: the play is used
    return ST_RESOLVE_PLAYED


cdef int resolve_played(UUState* s) noexcept nogil:
    """A Magic card's effects form the first link (it waits on the stack until the chain is
    over); any other card enters its Stable and what that triggers forms the first link."""
    cdef int card = s.stack_card[0]
    cdef int p = s.stack_player[0]
    if KIND_TYPE[kind_of(card)] == T_MAGIC:
        queue_clause(s, KIND_TRIGGER[kind_of(card)][TR_PLAYED], card, p, -1)
        return begin_chain(s, ST_AFTER_MAGIC)
    pop_stack(s)
    begin_chain(s, ST_AFTER_PLAY)
    _clear(s.link_targeted)
    stable_enter(s, card, s.play_stable)
    return ST_LINK_END


cdef int after_magic(UUState* s) noexcept nogil:
    if s.stack_len > 0:
        to_discard(s, s.stack_card[0])
        pop_stack(s)
    return ST_AFTER_PLAY


cdef int after_play(UUState* s) noexcept nogil:
    cdef uint64_t cards[2]
    if check_end(s):
        return ST_WAIT
    s.plays_made += 1
    if s.plays_made < s.plays_allowed:
        playable_cards(s, s.turn_player, cards)
        if not set_empty(cards):
            return ask(s, PH_ACTION, s.turn_player, ST_WAIT)
    return ST_END_TURN


cdef void playable_cards(const UUState* s, int p, uint64_t* out) noexcept nogil:
    """The cards p may play in the Action phase, one per kind (UU-5, UU-9)."""
    cdef uint64_t cards[2]
    cdef uint64_t magic[2]
    cdef int32_t ids[NUM_CARDS]
    cdef int n, i, k
    cards[0] = s.hand[p][0] & ~INSTANTS[0]
    cards[1] = s.hand[p][1] & ~INSTANTS[1]
    if has_static(s, p, S_NO_UPGRADES):
        _and_not(cards, UPGRADES)
    if not sets_meet(cards, NEEDS_BASIC) or not has_basic_unicorn(s, p):
        _and_not(cards, NEEDS_BASIC)
    one_per_kind(cards, out)
    magic[0] = out[0] & MAGICS[0]
    magic[1] = out[1] & MAGICS[1]
    n = emit_cards(magic, ids, 0)
    for i in range(n):
        k = kind_of(ids[i])
        if not clause_possible(s, KIND_TRIGGER[k][TR_PLAYED], ids[i], p):
            set_remove(out, ids[i])


cdef int play_or_draw(UUState* s, int p, int action) noexcept nogil:
    if action == A_DRAW:
        draw_card(s, p)
        return ST_END_TURN
    if action == A_END:
        return ST_END_TURN
    hand_remove(s, p, action)
    push_stack(s, action, p)
    if KIND_TYPE[kind_of(action)] == T_MAGIC:
        return start_poll(s)
    return ask(s, PH_STABLE, p, ST_WAIT)


# ---------------------------------------------------------------------------------------------
# Turns (UU-3) and the end of the game (UU-4)
# ---------------------------------------------------------------------------------------------
cdef void queue_triggers_in(UUState* s, int p, int trigger) noexcept nogil:
    """Queues `trigger` of every card in p's Stable, in card order."""
    cdef uint64_t cards[2]
    cdef int32_t ids[NUM_CARDS]
    cdef int n, i
    cards[0] = s.stable[p][0] & TRIGGER_CARDS[trigger][0]
    cards[1] = s.stable[p][1] & TRIGGER_CARDS[trigger][1]
    if set_empty(cards):
        return
    n = emit_cards(cards, ids, 0)
    for i in range(n):
        if not blinded(s, ids[i], p):
            queue_clause(s, KIND_TRIGGER[kind_of(ids[i])][trigger], ids[i], p, -1)


cdef int start_turn(UUState* s) noexcept nogil:
    """Beginning of Turn: Puppicorn (from any other Stable) and the turn player's triggers
    resolve together as the first link."""
    cdef int p = s.turn_player
    cdef int q
    cdef Effect marker
    if TRACE != NULL:                      # narration: a new turn starts here
        marker.clause = -1
        marker.source = p
        record_trace(s, &marker)
    s.plays_made = 0
    s.plays_allowed = 1
    s.extra_draws = 0
    s.skip_to_end = 0
    for q in range(s.header.num_players):
        if q != p and sets_meet(s.stable[q], TRIGGER_CARDS[TR_BEGIN_ANY_TURN]):
            queue_triggers_in(s, q, TR_BEGIN_ANY_TURN)
    queue_triggers_in(s, p, TR_BEGIN_TURN)
    return begin_chain(s, ST_AFTER_BEGIN_CHAIN)


cdef int draw_phase(UUState* s) noexcept nogil:
    cdef int i
    for i in range(1 + s.extra_draws):
        draw_card(s, s.turn_player)
    if check_end(s):
        return ST_WAIT
    return ST_ACTION


cdef int end_turn(UUState* s) noexcept nogil:
    """End of Turn: Unicorn Lasso gives back what it stole this turn."""
    cdef int slot, k
    for slot in range(BOND_SLOTS):
        if s.bond_card[slot] >= 0 and s.bond_holder[slot] == s.turn_player:
            k = SLOT_KIND[slot]
            if k >= 0 and KIND_TRIGGER[k][TR_END_TURN_BOND] >= 0:
                queue_clause(s, KIND_TRIGGER[k][TR_END_TURN_BOND], set_lowest(KIND_CARDS[k]),
                             s.turn_player, -1)
    return begin_chain(s, ST_AFTER_END_CHAIN)


cdef int hand_limit(UUState* s) noexcept nogil:
    cdef int p = s.turn_player
    if s.hand_count[p] > HAND_LIMIT:
        return ask(s, PH_HAND_LIMIT, p, ST_HAND_LIMIT)
    s.limit_player = p
    s.limit_count = s.hand_count[p]
    return ST_NEXT_TURN


cdef int next_turn(UUState* s) noexcept nogil:
    cdef int p = s.turn_player
    s.turn_count += 1
    if s.turn_count >= TURN_CAP:
        finish_by_count(s, END_TURN_CAP)
        return ST_WAIT
    if s.extra_turns[p] > 0:
        s.extra_turns[p] -= 1                                       # Change of Luck
    else:
        s.turn_player = next_seat(s, p)
    return ST_START_TURN


cdef inline int unicorns_to_win(const UUState* s) noexcept nogil:
    return 7 if s.header.num_players <= 5 else 6                   # UU-1


cdef void finish(UUState* s, int winner, int reason) noexcept nogil:
    s.winner = winner
    s.end_reason = reason
    s.phase = PH_TERMINAL
    s.decider = TERMINAL_PLAYER
    s.resume = ST_WAIT


cdef void finish_by_count(UUState* s, int reason) noexcept nogil:
    """UU-4: most unicorns; then most letters in their names; a tie after that: nobody wins."""
    cdef int best = -1, best_letters = -1, winner = -1, q, count, letters
    for q in range(s.header.num_players):
        count = unicorn_count(s, q)
        letters = unicorn_letters(s, q)
        if count > best or (count == best and letters > best_letters):
            best, best_letters, winner = count, letters, q
        elif count == best and letters == best_letters:
            winner = -1
    finish(s, winner, reason)


cdef bint check_end(UUState* s) noexcept nogil:
    """UU-4: the first player (from the turn player, in seat order) with enough unicorns
    wins; with the draw pile gone the game ends by count. Only Stables that changed since the
    last check can have reached the count."""
    cdef int n = s.header.num_players
    cdef int goal = unicorns_to_win(s)
    cdef int i, q = s.turn_player
    cdef int changed = s.stables_changed
    s.stables_changed = 0
    if changed:
        for i in range(n):
            if changed >> q & 1 and unicorn_count(s, q) >= goal:
                finish(s, q, END_UNICORNS)
                return True
            q = 0 if q + 1 == n else q + 1
    if s.deck_count == 0:
        finish_by_count(s, END_DECK_OUT)
        return True
    return False


cdef int after_begin_chain(UUState* s) noexcept nogil:
    if check_end(s):
        return ST_WAIT
    return ST_END_TURN if s.skip_to_end else ST_DRAW_PHASE


cdef int after_end_chain(UUState* s) noexcept nogil:
    if check_end(s):
        return ST_WAIT
    return ST_HAND_LIMIT


# ---------------------------------------------------------------------------------------------
# The step machine and apply
# ---------------------------------------------------------------------------------------------
cdef void run_steps(UUState* s, int step) noexcept nogil:
    while step != ST_WAIT:
        if step == ST_LINK_TARGETS:
            step = link_targets(s)
        elif step == ST_LINK_PERFORM:
            step = link_perform(s)
        elif step == ST_LINK_REACT:
            step = link_react(s)
        elif step == ST_LINK_END:
            step = link_end(s)
        elif step == ST_CHAIN_NEXT_LINK:
            step = chain_next_link(s)
        elif step == ST_POLL_NEXT:
            step = poll_next(s)
        elif step == ST_POLL_DONE:
            step = poll_done(s)
        elif step == ST_RESOLVE_PLAYED:
            step = resolve_played(s)
        elif step == ST_AFTER_MAGIC:
            step = after_magic(s)
        elif step == ST_AFTER_PLAY:
            step = after_play(s)
        elif step == ST_START_TURN:
            step = start_turn(s)
        elif step == ST_AFTER_BEGIN_CHAIN:
            step = after_begin_chain(s)
        elif step == ST_DRAW_PHASE:
            step = draw_phase(s)
        elif step == ST_ACTION:
            step = ask(s, PH_ACTION, s.turn_player, ST_WAIT)
        elif step == ST_END_TURN:
            step = end_turn(s)
        elif step == ST_AFTER_END_CHAIN:
            step = after_end_chain(s)
        elif step == ST_HAND_LIMIT:
            step = hand_limit(s)
        elif step == ST_NEXT_TURN:
            step = next_turn(s)
        else:
            step = ST_WAIT


cdef void uu_apply_action(int32_t* buf, int32_t action) noexcept nogil:
    cdef UUState* s = <UUState*>buf
    cdef int p = s.decider
    cdef int phase = s.phase
    cdef int step
    if phase == PH_ACTION:
        step = play_or_draw(s, p, action)
    elif phase == PH_POLL:
        step = answer_poll(s, p, action)
    elif phase == PH_STABLE:
        s.play_stable = action - A_PLAYER
        step = start_poll(s)
    elif phase == PH_HAND_LIMIT:
        hand_remove(s, p, action)
        to_discard(s, action)
        step = ST_HAND_LIMIT
    else:
        step = decide_for_effect(s, current_effect(s), action)
    run_steps(s, step)


cdef int decide_for_effect(UUState* s, Effect* e, int action) noexcept nogil:
    cdef int phase = s.phase
    if phase == PH_MAY:
        e.flags |= EF_ASKED
        if action == A_NO:
            e.flags |= EF_DECLINED
        return ST_LINK_TARGETS
    if phase == PH_OPTION:
        choose_option(e, C_OPTION_A + action - A_OPTION)
        return ST_LINK_TARGETS
    if phase == PH_PLAYER:
        e.player = action - A_PLAYER
        if CLAUSE[e.clause][C_ACTOR] == ACT_PLAYER:
            e.actor = e.player
        return ST_LINK_TARGETS
    if phase == PH_TARGET:
        e.target = action
        return ST_LINK_TARGETS
    if phase == PH_DEST:
        e.player = action - A_PLAYER
        return ST_LINK_TARGETS
    if phase == PH_REACT:
        if action == A_YES:
            accept_reaction(s, e)
        return ST_LINK_REACT
    if action == A_NO:              # no card to choose (possible only in a re-dealt world)
        done(e, (e.flags & EF_PERFORMED) != 0)
        return ST_LINK_PERFORM
    choose_card(s, e, action)
    return ST_LINK_PERFORM


cdef void choose_card(UUState* s, Effect* e, int card) noexcept nogil:
    """A card chosen while an effect is performed (step 6)."""
    cdef int op = CLAUSE[e.clause][C_OP]
    if s.phase == PH_HAND:
        hand_remove(s, e.actor, card)
        if op == OP_BRING_FROM_HAND and not (e.flags & EF_CANCELLED):
            stable_enter(s, card, e.actor)
            done(e, True)
        else:
            to_discard(s, card)
            e.count -= 1
            e.flags |= EF_PERFORMED
    elif s.phase == PH_TAKE:
        forget_hand(s, e.player, (1 << e.actor) | (1 << e.player))
        hand_remove(s, e.player, card)
        hand_add(s, e.actor, card, 1 << e.player)
        done(e, True)
    elif s.phase == PH_DISCARD_PILE:
        set_remove(s.discard, card)
        if op == OP_CHOOSE_FROM_DISCARD:
            hand_add(s, e.actor, card, everyone(s))
        else:
            stable_enter(s, card, e.actor)
        done(e, True)
    elif s.phase == PH_DECK:
        set_remove(s.deck, card)
        s.deck_count -= 1
        hand_add(s, e.actor, card, everyone(s))                     # searched: revealed
        forget_deck(s)
        done(e, True)


# ---------------------------------------------------------------------------------------------
# Legal actions
# ---------------------------------------------------------------------------------------------
cdef void bonded_cards(const UUState* s, uint64_t* out) noexcept nogil:
    cdef int slot
    _clear(out)
    for slot in range(BOND_SLOTS):
        if s.bond_card[slot] >= 0:
            set_add(out, s.bond_card[slot])


cdef void target_choices(const UUState* s, const Effect* e, uint64_t* out) noexcept nogil:
    """The targets of step 1, one per kind and Stable (a remembered stolen card is distinct)."""
    cdef uint64_t cards[2]
    cdef uint64_t bonded[2]
    cdef uint64_t part[2]
    cdef uint64_t reps[2]
    cdef int q
    stable_targets(s, e, cards)
    bonded_cards(s, bonded)
    out[0] = cards[0] & bonded[0]
    out[1] = cards[1] & bonded[1]
    _and_not(cards, bonded)
    for q in range(s.header.num_players):
        part[0] = cards[0] & s.stable[q][0]
        part[1] = cards[1] & s.stable[q][1]
        if not set_empty(part):
            one_per_kind(part, reps)
            _or(out, reps)


cdef inline int emit_players(int mask, int32_t* out, int n) noexcept nogil:
    cdef int q
    for q in range(MAX_PLAYERS):
        if mask >> q & 1:
            out[n] = A_PLAYER + q
            n += 1
    return n


cdef inline int emit_choices(const uint64_t* cards, int32_t* out) noexcept nogil:
    """One action per kind; A_NO alone when there is nothing to choose."""
    cdef uint64_t reps[2]
    cdef int n
    one_per_kind(cards, reps)
    n = emit_cards(reps, out, 0)
    if n == 0:
        out[0] = A_NO
        n = 1
    return n


cdef int uu_legal_actions(const int32_t* buf, int32_t* out) noexcept nogil:
    cdef const UUState* s = <const UUState*>buf
    cdef int p = s.decider
    cdef int phase = s.phase
    cdef const Effect* e = &s.cur[s.link_pos]
    cdef uint64_t cards[2]
    cdef uint64_t reps[2]
    cdef int n = 0, q
    if phase == PH_ACTION:
        playable_cards(s, p, cards)
        n = emit_cards(cards, out, 0)
        out[n] = A_DRAW if s.plays_made == 0 else A_END
        return n + 1
    if phase == PH_POLL:
        cards[0] = s.hand[p][0] & INSTANTS[0]
        cards[1] = s.hand[p][1] & INSTANTS[1]
        one_per_kind(cards, reps)
        n = emit_cards(reps, out, 0)
        out[n] = A_NO
        return n + 1
    if phase == PH_MAY or phase == PH_REACT:
        out[0] = A_YES
        out[1] = A_NO
        return 2
    if phase == PH_STABLE:
        for q in range(s.header.num_players):
            if can_enter(s, s.stack_card[0], q):
                out[n] = A_PLAYER + q
                n += 1
        return n
    if phase == PH_OPTION:
        if option_possible(s, e, C_OPTION_A, 0):
            out[n] = A_OPTION
            n += 1
        if option_possible(s, e, C_OPTION_B, 0):
            out[n] = A_OPTION + 1
            n += 1
        return n
    if phase == PH_PLAYER:
        return emit_players(valid_players(s, e, 0), out, 0)
    if phase == PH_DEST:
        return emit_players(valid_destinations(s, e), out, 0)
    if phase == PH_TARGET:
        target_choices(s, e, cards)
        return emit_cards(cards, out, 0)
    if phase == PH_HAND:
        hand_choices(s, e, cards)
        return emit_choices(cards, out)
    if phase == PH_TAKE:
        return emit_choices(s.hand[e.player], out)
    if phase == PH_DISCARD_PILE:
        discard_pile_choices(s, e, cards)
        return emit_choices(cards, out)
    if phase == PH_DECK:
        cards[0] = s.deck[0] & FILTER_CARDS[CLAUSE[e.clause][C_FILTER]][0]
        cards[1] = s.deck[1] & FILTER_CARDS[CLAUSE[e.clause][C_FILTER]][1]
        return emit_choices(cards, out)
    if phase == PH_HAND_LIMIT:
        return emit_choices(s.hand[p], out)
    return 0


cdef int32_t uu_random_action(const int32_t* buf, uint32_t* rng) noexcept nogil:
    """The action uu_legal_actions would list at a uniformly random index, read straight off
    the card sets for the commonest decisions (the same RNG use, the same result)."""
    cdef const UUState* s = <const UUState*>buf
    cdef uint64_t cards[2]
    cdef uint64_t reps[2]
    cdef int n, i
    if s.phase == PH_ACTION or s.phase == PH_POLL:
        if s.phase == PH_ACTION:
            playable_cards(s, s.decider, reps)
        else:
            cards[0] = s.hand[s.decider][0] & INSTANTS[0]
            cards[1] = s.hand[s.decider][1] & INSTANTS[1]
            one_per_kind(cards, reps)
        n = set_count(reps)
        i = rng_below(rng, n + 1)
        if i < n:
            return set_nth(reps, i)
        if s.phase == PH_POLL:
            return A_NO
        return A_DRAW if s.plays_made == 0 else A_END
    return random_action_from_list(&KERNEL, buf, rng)


# ---------------------------------------------------------------------------------------------
# Hooks for search: the thesis' rule-based agent, a heuristic value, action observations
# ---------------------------------------------------------------------------------------------
cdef enum:
    NEIGH_WORTHY_TIER = 7           # A+ (the thesis' agent Neighs A+ and S cards)
    HIDDEN_CARD = NUM_ACTIONS       # how others see the card Blatant Thievery takes


cdef int pick_by_tier(const uint64_t* cards, uint32_t* rng, bint best) noexcept nogil:
    """The best (or worst) card of `cards` (all in one zone) by tier, ties broken uniformly at
    random, named as its action (the lowest id of its kind); -1 if none."""
    cdef int32_t ids[NUM_CARDS]
    cdef uint64_t reps[2]
    cdef int n, i, value, chosen = -1, top = 0, ties = 0
    one_per_kind(cards, reps)
    n = emit_cards(reps, ids, 0)
    for i in range(n):
        value = KIND_TIER[kind_of(ids[i])]
        if not best:
            value = -value
        if chosen < 0 or value > top:
            chosen, top, ties = ids[i], value, 1
        elif value == top:
            ties += 1
            if rng_below(rng, ties) == 0:
                chosen = ids[i]
    return chosen


cdef int danger(const UUState* s, int p) noexcept nogil:
    """How threatening opponent p looks: unicorns first, then cards in hand."""
    return unicorn_count(s, p) * 16 + (s.hand_count[p] if s.hand_count[p] < 15 else 15)


cdef int pick_player(const UUState* s, int me, int mask, bint harmful) noexcept nogil:
    """For something harmful, the most dangerous opponent in `mask`; otherwise me, or else the
    least dangerous opponent. Me when nobody else is in `mask`."""
    cdef int q = next_seat(s, me)
    cdef int chosen = -1, top = 0, value
    if not harmful and mask >> me & 1:
        return me
    while q != me:
        if mask >> q & 1:
            value = danger(s, q) if harmful else -danger(s, q)
            if chosen < 0 or value > top:
                chosen, top = q, value
        q = next_seat(s, q)
    if chosen < 0:
        chosen = me if mask >> me & 1 else ctz64(<uint64_t>mask)
    return chosen


cdef int pick_target(const UUState* s, const Effect* e, uint32_t* rng) noexcept nogil:
    """Sacrifices: a Downgrade first, else the worst card. Otherwise: the most dangerous
    opponent's best card, Upgrades and unicorns before Downgrades (Re-target passes on a
    Downgrade of mine first)."""
    cdef uint64_t cards[2]
    cdef uint64_t part[2]
    cdef int q, me = e.actor, op = CLAUSE[e.clause][C_OP]
    target_choices(s, e, cards)
    part[0] = cards[0] & s.stable[me][0] & FILTER_CARDS[F_DOWNGRADE][0]
    part[1] = cards[1] & s.stable[me][1] & FILTER_CARDS[F_DOWNGRADE][1]
    if (op == OP_SACRIFICE or op == OP_MOVE) and not set_empty(part):
        return pick_by_tier(part, rng, False)
    part[0] = cards[0] & ~s.stable[me][0]
    part[1] = cards[1] & ~s.stable[me][1]
    if op == OP_SACRIFICE or set_empty(part):
        return pick_by_tier(cards, rng, False)
    q = pick_player(s, me, stables_holding(s, part), True)
    part[0] &= s.stable[q][0]
    part[1] &= s.stable[q][1]
    cards[0] = part[0] & ~FILTER_CARDS[F_DOWNGRADE][0]
    cards[1] = part[1] & ~FILTER_CARDS[F_DOWNGRADE][1]
    if set_empty(cards):
        return pick_by_tier(part, rng, True)
    return pick_by_tier(cards, rng, True)


cdef int stables_holding(const UUState* s, const uint64_t* cards) noexcept nogil:
    cdef int q, mask = 0
    for q in range(s.header.num_players):
        if sets_meet(s.stable[q], cards):
            mask |= 1 << q
    return mask


cdef int32_t or_legal(const int32_t* buf, uint32_t* rng, int card) noexcept nogil:
    return card if card >= 0 else uu_random_action(buf, rng)


cdef int32_t uu_policy_action(const int32_t* buf, uint32_t* rng) noexcept nogil:
    """The thesis' rule-based agent (search/unicorns_policy.py): it plays its worst card by
    tier first, always uses optional effects, and Neighs only opponents' cards of tier A+ or
    better; elsewhere it harms the most dangerous opponent and keeps its best cards."""
    cdef const UUState* s = <const UUState*>buf
    cdef const Effect* e = &s.cur[s.link_pos]
    cdef int me = s.decider
    cdef int phase = s.phase
    cdef uint64_t cards[2]
    cdef int card
    if phase == PH_ACTION:
        playable_cards(s, me, cards)
        if set_empty(cards):
            return A_DRAW if s.plays_made == 0 else A_END
        return pick_by_tier(cards, rng, False)
    if phase == PH_MAY or phase == PH_REACT:
        return A_YES
    if phase == PH_POLL:
        cards[0] = s.hand[me][0] & INSTANTS[0]
        cards[1] = s.hand[me][1] & INSTANTS[1]
        card = s.stack_card[s.stack_len - 1]
        if KIND_TIER[kind_of(card)] >= NEIGH_WORTHY_TIER and not set_empty(cards):
            return pick_by_tier(cards, rng, False)
        return A_NO
    if phase == PH_STABLE:
        return A_PLAYER + pick_player(s, me, stable_choices(s),
                                      set_has(FILTER_CARDS[F_DOWNGRADE], s.stack_card[0]))
    if phase == PH_PLAYER:
        return A_PLAYER + pick_player(s, me, valid_players(s, e, 0), True)
    if phase == PH_DEST:
        return A_PLAYER + pick_player(s, me, valid_destinations(s, e), not set_has(UPGRADES, e.target))
    if phase == PH_OPTION:
        return A_OPTION + pick_option(s, e, me)
    if phase == PH_TARGET:
        return or_legal(buf, rng, pick_target(s, e, rng))
    if phase == PH_HAND:
        hand_choices(s, e, cards)
        return or_legal(buf, rng, pick_by_tier(cards, rng, CLAUSE[e.clause][C_OP] == OP_BRING_FROM_HAND
                                               and not (e.flags & EF_CANCELLED)))
    if phase == PH_TAKE:
        return or_legal(buf, rng, pick_by_tier(s.hand[e.player], rng, True))
    if phase == PH_DISCARD_PILE:
        discard_pile_choices(s, e, cards)
        return or_legal(buf, rng, pick_by_tier(cards, rng, True))
    if phase == PH_HAND_LIMIT:
        return or_legal(buf, rng, pick_by_tier(s.hand[me], rng, False))
    return uu_random_action(buf, rng)


cdef int pick_option(const UUState* s, const Effect* e, int me) noexcept nogil:
    """Chainsaw Unicorn, Targeted Destruction: sacrifice my own Downgrade if I have one,
    else the other effect (only possible options are ever offered)."""
    cdef int column
    for column in range(C_OPTION_A, C_OPTION_B + 1):
        if (option_possible(s, e, column, 0) and CLAUSE[CLAUSE[e.clause][column]][C_OP] == OP_SACRIFICE
                and sets_meet(s.stable[me], FILTER_CARDS[F_DOWNGRADE])):
            return column - C_OPTION_A
    return 0 if option_possible(s, e, C_OPTION_A, 0) else 1


cdef int stable_choices(const UUState* s) noexcept nogil:
    cdef int q, mask = 0
    for q in range(s.header.num_players):
        if can_enter(s, s.stack_card[0], q):
            mask |= 1 << q
    return mask


cdef void uu_heuristic_value(const int32_t* buf, double* out) noexcept nogil:
    """Estimated chances to win: unicorns matter most, cards in hand a little."""
    cdef const UUState* s = <const UUState*>buf
    cdef double total = 0.0
    cdef int p
    for p in range(s.header.num_players):
        out[p] = exp(0.8 * unicorn_count(s, p) + 0.1 * s.hand_count[p])
        total += out[p]
    for p in range(s.header.num_players):
        out[p] /= total


cdef int32_t uu_action_observation(const int32_t* buf, int32_t action, int observer) noexcept nogil:
    """Every action is seen as it is except the card Blatant Thievery takes, which only the
    thief and the victim see (the others see that a card changed hands)."""
    cdef const UUState* s = <const UUState*>buf
    if (s.phase == PH_TAKE and observer != s.decider and observer != s.cur[s.link_pos].player
            and action < NUM_CARDS):
        return HIDDEN_CARD
    return action


def heuristic(GameState state):
    """The kernel's heuristic value of `state`: one estimate per player, summing to 1."""
    cdef double values[MAX_PLAYERS]
    uu_heuristic_value(state.buf, values)
    return [values[p] for p in range((<UUState*>state.buf).header.num_players)]


def observation(GameState state, int action, int observer):
    """How `observer` sees `action` taken in `state` (GameKernel.action_observation)."""
    return uu_action_observation(state.buf, action, observer)


def rule_action(GameState state, seed):
    """The thesis' rule-based agent's action in `state` (ties broken by `seed`)."""
    cdef uint32_t rng[4]
    if state.is_terminal():
        raise ValueError("the game is over")
    rng_seed(rng, <uint64_t>seed)
    return uu_policy_action(state.buf, rng)


# ---------------------------------------------------------------------------------------------
# The rest of the kernel interface
# ---------------------------------------------------------------------------------------------
cdef int uu_current_player(const int32_t* buf) noexcept nogil:
    cdef const UUState* s = <const UUState*>buf
    return TERMINAL_PLAYER if s.phase == PH_TERMINAL else s.decider


cdef void uu_returns(const int32_t* buf, double* out) noexcept nogil:
    cdef const UUState* s = <const UUState*>buf
    cdef int p
    for p in range(s.header.num_players):
        out[p] = 1.0 if (s.phase == PH_TERMINAL and s.winner == p) else 0.0


cdef void uu_redeal(int32_t* buf, int player) noexcept nogil:
    # UU-12: the observer keeps what they know (their hand, cards they were shown); every
    # other card of the hands and the deck is re-dealt, and the other players' knowledge
    # moves with the slots. hand[] is followed directly by deck[].
    cdef UUState* s = <UUState*>buf
    redeal_card_sets(&s.hand[0][0], MAX_PLAYERS + 1, s.known[player], &s.known[0][0],
                     s.header.num_players, s.header.rng)


cdef uint64_t uu_information_key(const int32_t* buf, int player) noexcept nogil:
    """Everything public, the cards `player` knows in hands and the deck, and what they know
    the others know of their own hand. Identical copies are not told apart; the RNG and
    everything `player` cannot see are left out."""
    cdef const UUState* s = <const UUState*>buf
    cdef uint64_t h = <uint64_t>(0x5555 + player)
    cdef uint64_t part[2]
    cdef int q, r
    h = hash_int32s(h, &s.header.game_id, 3)
    for q in range(MAX_PLAYERS + 1):                    # the hands, then the deck
        part[0] = s.hand[q][0] & s.known[player][0]
        part[1] = s.hand[q][1] & s.known[player][1]
        h = hash_kinds(h, part)
    for q in range(s.header.num_players):
        for r in range(s.header.num_players):
            part[0] = s.known[q][0] & s.hand[r][0]
            part[1] = s.known[q][1] & s.hand[r][1]
            if r == player:
                h = hash_kinds(h, part)
            else:
                h = hash_step(h, <uint64_t>set_count(part))
    for q in range(MAX_PLAYERS):
        h = hash_kinds(h, s.stable[q])
    h = hash_kinds(h, s.discard)
    h = hash_kinds(h, s.nursery)
    h = hash_step(h, s.link_targeted[0])
    h = hash_step(h, s.link_targeted[1])
    h = hash_int32s(h, &s.hand_count[0], <const int32_t*>&s.cur[0] - &s.hand_count[0])
    h = hash_int32s(h, <const int32_t*>&s.cur[0], s.cur_len * (sizeof(Effect) // 4))
    h = hash_int32s(h, <const int32_t*>&s.next[0], s.next_len * (sizeof(Effect) // 4))
    return mix64(h)


cdef int place_once(uint64_t* seen, const uint64_t* cards) noexcept nogil:
    if sets_meet(seen, cards):
        return 1
    _or(seen, cards)
    return 0


cdef int uu_check_invariants(const int32_t* buf) noexcept nogil:
    cdef const UUState* s = <const UUState*>buf
    cdef int n = s.header.num_players
    cdef uint64_t seen[2]
    cdef uint64_t outside[2]
    cdef int p, i, slot
    _clear(seen)
    for p in range(MAX_PLAYERS):
        if place_once(seen, s.hand[p]) or place_once(seen, s.stable[p]):
            return 1
        if set_count(s.hand[p]) != s.hand_count[p]:
            return 3
        if p >= n and (s.hand_count[p] or not set_empty(s.stable[p])):
            return 11
        if p < n and (s.hand[p][0] & ~s.known[p][0] or s.hand[p][1] & ~s.known[p][1]):
            return 8
    if place_once(seen, s.deck) or place_once(seen, s.discard) or place_once(seen, s.nursery):
        return 1
    if s.stack_len < 0 or s.stack_len > MAX_STACK:
        return 10
    for i in range(s.stack_len):
        if not 0 <= s.stack_card[i] < NUM_CARDS or not 0 <= s.stack_player[i] < n:
            return 10
        if set_has(seen, s.stack_card[i]):
            return 1
        set_add(seen, s.stack_card[i])
    if seen[0] != ALL_CARDS[0] or seen[1] != ALL_CARDS[1]:
        return 2
    if set_count(s.deck) != s.deck_count:
        return 4
    outside[0] = BABIES[0] & ~s.nursery[0]
    outside[1] = BABIES[1] & ~s.nursery[1]
    for p in range(n):
        _and_not(outside, s.stable[p])
    if not set_empty(outside):
        return 5
    if s.limit_player >= 0 and s.limit_count > HAND_LIMIT:
        return 6
    if s.phase == PH_ACTION:
        for p in range(n):
            if unicorn_count(s, p) >= unicorns_to_win(s):
                return 7
    if s.overflow:
        return 9
    for slot in range(BOND_SLOTS):
        if s.bond_card[slot] >= 0 and not (0 <= s.bond_from[slot] < n and 0 <= s.bond_holder[slot] < n):
            return 12
    if s.phase == PH_TERMINAL and s.end_reason == END_UNICORNS and (
            s.winner < 0 or unicorn_count(s, s.winner) < unicorns_to_win(s)):
        return 13
    return 0


KERNEL.num_distinct_actions = NUM_ACTIONS
KERNEL.legal_actions = uu_legal_actions
KERNEL.apply_action = uu_apply_action
KERNEL.current_player = uu_current_player
KERNEL.returns = uu_returns
KERNEL.redeal = uu_redeal
KERNEL.information_key = uu_information_key
KERNEL.check_invariants = uu_check_invariants
KERNEL.random_action = uu_random_action
KERNEL.policy_action = uu_policy_action
KERNEL.heuristic_value = uu_heuristic_value
KERNEL.action_observation = uu_action_observation

STATE_WORDS = sizeof(UUState) // 4


# ---------------------------------------------------------------------------------------------
# New games, positions built by hand, and many random games in one call
# ---------------------------------------------------------------------------------------------
cdef void clear_state(UUState* s, int num_players, uint64_t seed) noexcept nogil:
    cdef int i
    memset(s, 0, sizeof(UUState))
    s.header.game_id = GAME_ID
    s.header.size_words = sizeof(UUState) // 4
    s.header.num_players = num_players
    rng_seed(s.header.rng, seed)
    s.winner = -1
    s.limit_player = -1
    s.react_card = -1
    s.plays_allowed = 1
    for i in range(MAX_STACK):
        s.stack_card[i] = -1
        s.stack_player[i] = -1
    for i in range(MAX_PLAYERS):
        s.poll_offer[i] = -1
    for i in range(BOND_SLOTS):
        s.bond_card[i] = -1
        s.bond_from[i] = -1
        s.bond_holder[i] = -1


cdef void init_state(UUState* s, int num_players, uint64_t seed) noexcept nogil:
    """UU-2: a baby from the Nursery into each Stable, five cards each from the shuffled
    draw pile; the seed decides who starts."""
    cdef int p, baby, i
    clear_state(s, num_players, seed)
    _copy(s.nursery, BABIES)
    _copy(s.deck, ALL_CARDS)
    _and_not(s.deck, BABIES)
    s.deck_count = set_count(s.deck)
    for p in range(num_players):
        baby = set_nth(s.nursery, rng_below(s.header.rng, set_count(s.nursery)))
        set_remove(s.nursery, baby)
        set_add(s.stable[p], baby)
    for p in range(num_players):
        for i in range(START_HAND):
            draw_card(s, p)
    s.turn_player = rng_below(s.header.rng, num_players)
    s.stables_changed = everyone(s)
    run_steps(s, ST_START_TURN)


def new_state(state_class, game, int num_players, seed):
    """A new initial state of class `state_class` (a GameState subclass)."""
    if not CONFIGURED:
        raise RuntimeError("the Unstable Unicorns card tables are not installed; import core.unicorns")
    cdef GameState state = state_class.__new__(state_class)
    state._attach(&KERNEL, game, sizeof(UUState) // 4)
    init_state(<UUState*>state.buf, num_players, <uint64_t>seed)
    return state


def empty_state(state_class, game, int num_players, seed):
    """A state with no card anywhere and nothing pending, for building positions by hand."""
    if not CONFIGURED:
        raise RuntimeError("the Unstable Unicorns card tables are not installed; import core.unicorns")
    cdef GameState state = state_class.__new__(state_class)
    state._attach(&KERNEL, game, sizeof(UUState) // 4)
    clear_state(<UUState*>state.buf, num_players, <uint64_t>seed)
    return state


STEPS = {"beginning_of_turn": ST_START_TURN, "draw": ST_DRAW_PHASE, "action": ST_ACTION,
         "end_of_turn": ST_END_TURN}


def run_from(GameState state, str step):
    """Runs the engine from a phase of the turn player's turn (for positions built by hand):
    "beginning_of_turn", "draw", "action" or "end_of_turn"."""
    cdef UUState* s = <UUState*>state.buf
    if step not in STEPS:
        raise ValueError(f"unknown step {step!r}; one of {', '.join(STEPS)}")
    s.stables_changed = everyone(s)              # every Stable is new to the win check
    run_steps(s, STEPS[step])


def traced_apply(GameState state, int action):
    """Applies a legal action and returns every effect performed on the way, as
    (link number, clause, source, controller, actor, player, target, count, flags, dest)
    tuples, and (link, -1, player, ...) where `player`'s turn begins (for narration; the
    caller checks legality)."""
    global TRACE, TRACE_LINK, TRACE_LEN, TRACE_CAP
    cdef Effect effects[512]
    cdef int32_t links[512]
    cdef int i
    TRACE, TRACE_LINK, TRACE_LEN, TRACE_CAP = effects, links, 0, 512
    try:
        uu_apply_action(state.buf, action)
    finally:
        TRACE = NULL
        TRACE_LINK = NULL
    return [(links[i], effects[i].clause, effects[i].source, effects[i].controller,
             effects[i].actor, effects[i].player, effects[i].target, effects[i].count,
             effects[i].flags, effects[i].dest) for i in range(TRACE_LEN)]


def unicorns_of(GameState state, int player):
    """UU-1: the unicorns that count for `player` (Ginormous Unicorn 2, Pandas 0)."""
    return unicorn_count(<UUState*>state.buf, player)


def play_random_games(int num_players, int games, seed, bint check=False):
    """Plays `games` uniformly random games inside the kernel.

    Returns a dict: games, actions, turns, wins per seat, no_winner, end reasons (unicorns,
    deck_out, turn_cap) and, with check=True, the first invariant error found after any
    action (error, error_game, error_action) or error 0.
    """
    if not CONFIGURED:
        raise RuntimeError("the Unstable Unicorns card tables are not installed; import core.unicorns")
    if not 2 <= num_players <= MAX_PLAYERS:
        raise ValueError(f"num_players must be in 2..{MAX_PLAYERS}, got {num_players}")
    cdef UUState state
    cdef uint32_t policy[4]
    cdef long long total_actions = 0, total_turns = 0, no_winner = 0
    cdef long long wins[MAX_PLAYERS]
    cdef long long reasons[4]
    cdef int g, error = 0, error_game = -1
    cdef long long error_action = -1, taken
    cdef uint64_t base = <uint64_t>seed
    memset(wins, 0, sizeof(wins))
    memset(reasons, 0, sizeof(reasons))
    rng_seed(policy, base ^ 0xA5A5A5A5ULL)
    with nogil:
        for g in range(games):
            init_state(&state, num_players, base + <uint64_t>g * 0x9E3779B97F4A7C15ULL)
            taken = 0
            if check and error == 0:
                error = uu_check_invariants(<int32_t*>&state)
                if error:
                    error_game = g
                    error_action = 0
            while state.phase != PH_TERMINAL:
                uu_apply_action(<int32_t*>&state, uu_random_action(<int32_t*>&state, policy))
                taken += 1
                if check and error == 0:
                    error = uu_check_invariants(<int32_t*>&state)
                    if error:
                        error_game = g
                        error_action = taken
            total_actions += taken
            total_turns += state.turn_count + 1
            reasons[state.end_reason] += 1
            if state.winner < 0:
                no_winner += 1
            else:
                wins[state.winner] += 1
    return {"games": games, "actions": total_actions, "turns": total_turns,
            "wins": [wins[i] for i in range(num_players)], "no_winner": no_winner,
            "unicorns": reasons[END_UNICORNS], "deck_out": reasons[END_DECK_OUT],
            "turn_cap": reasons[END_TURN_CAP], "error": error, "error_game": error_game,
            "error_action": error_action}


cdef inline Py_ssize_t _offset(const void* field, const void* base):
    return <const char*>field - <const char*>base


def layout():
    """The NumPy structured dtype of the state buffer: field names, offsets and shapes."""
    cdef UUState probe
    effect = np.dtype([("clause", "<i4"), ("source", "<i4"), ("controller", "<i4"),
                       ("actor", "<i4"), ("player", "<i4"), ("target", "<i4"),
                       ("count", "<i4"), ("flags", "<i4"), ("dest", "<i4")])
    assert effect.itemsize == sizeof(Effect)
    fields = [
        ("game_id", _offset(&probe.header.game_id, &probe), "<i4", ()),
        ("size_words", _offset(&probe.header.size_words, &probe), "<i4", ()),
        ("num_players", _offset(&probe.header.num_players, &probe), "<i4", ()),
        ("reserved", _offset(&probe.header.reserved, &probe), "<i4", ()),
        ("rng", _offset(&probe.header.rng[0], &probe), "<u4", (4,)),
        ("hand", _offset(&probe.hand[0][0], &probe), "<u8", (MAX_PLAYERS, 2)),
        ("deck", _offset(&probe.deck[0], &probe), "<u8", (2,)),
        ("known", _offset(&probe.known[0][0], &probe), "<u8", (MAX_PLAYERS, 2)),
        ("stable", _offset(&probe.stable[0][0], &probe), "<u8", (MAX_PLAYERS, 2)),
        ("discard", _offset(&probe.discard[0], &probe), "<u8", (2,)),
        ("nursery", _offset(&probe.nursery[0], &probe), "<u8", (2,)),
        ("link_targeted", _offset(&probe.link_targeted[0], &probe), "<u8", (2,)),
        ("hand_count", _offset(&probe.hand_count[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("deck_count", _offset(&probe.deck_count, &probe), "<i4", ()),
        ("turn_player", _offset(&probe.turn_player, &probe), "<i4", ()),
        ("turn_count", _offset(&probe.turn_count, &probe), "<i4", ()),
        ("plays_made", _offset(&probe.plays_made, &probe), "<i4", ()),
        ("plays_allowed", _offset(&probe.plays_allowed, &probe), "<i4", ()),
        ("extra_draws", _offset(&probe.extra_draws, &probe), "<i4", ()),
        ("skip_to_end", _offset(&probe.skip_to_end, &probe), "<i4", ()),
        ("extra_turns", _offset(&probe.extra_turns[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("winner", _offset(&probe.winner, &probe), "<i4", ()),
        ("end_reason", _offset(&probe.end_reason, &probe), "<i4", ()),
        ("stack_len", _offset(&probe.stack_len, &probe), "<i4", ()),
        ("stack_card", _offset(&probe.stack_card[0], &probe), "<i4", (MAX_STACK,)),
        ("stack_player", _offset(&probe.stack_player[0], &probe), "<i4", (MAX_STACK,)),
        ("play_stable", _offset(&probe.play_stable, &probe), "<i4", ()),
        ("poll_cursor", _offset(&probe.poll_cursor, &probe), "<i4", ()),
        ("poll_yes", _offset(&probe.poll_yes, &probe), "<i4", ()),
        ("poll_offer", _offset(&probe.poll_offer[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("bond_card", _offset(&probe.bond_card[0], &probe), "<i4", (BOND_SLOTS,)),
        ("bond_from", _offset(&probe.bond_from[0], &probe), "<i4", (BOND_SLOTS,)),
        ("bond_holder", _offset(&probe.bond_holder[0], &probe), "<i4", (BOND_SLOTS,)),
        ("chain_return", _offset(&probe.chain_return, &probe), "<i4", ()),
        ("link_pos", _offset(&probe.link_pos, &probe), "<i4", ()),
        ("cur_len", _offset(&probe.cur_len, &probe), "<i4", ()),
        ("next_len", _offset(&probe.next_len, &probe), "<i4", ()),
        ("chain_links", _offset(&probe.chain_links, &probe), "<i4", ()),
        ("links_total", _offset(&probe.links_total, &probe), "<i4", ()),
        ("unicorn_moves", _offset(&probe.unicorn_moves[0], &probe), "<i4", (MAX_PLAYERS,)),
        ("react_card", _offset(&probe.react_card, &probe), "<i4", ()),
        ("overflow", _offset(&probe.overflow, &probe), "<i4", ()),
        ("limit_player", _offset(&probe.limit_player, &probe), "<i4", ()),
        ("limit_count", _offset(&probe.limit_count, &probe), "<i4", ()),
        ("phase", _offset(&probe.phase, &probe), "<i4", ()),
        ("decider", _offset(&probe.decider, &probe), "<i4", ()),
        ("resume", _offset(&probe.resume, &probe), "<i4", ()),
        ("cur", _offset(&probe.cur[0], &probe), effect, (MAX_LINK,)),
        ("next", _offset(&probe.next[0], &probe), effect, (MAX_LINK,)),
        ("stables_changed", _offset(&probe.stables_changed, &probe), "<i4", ()),
    ]
    return np.dtype({
        "names": [name for name, _, _, _ in fields],
        "formats": [(fmt, shape) if shape else fmt for _, _, fmt, shape in fields],
        "offsets": [offset for _, offset, _, _ in fields],
        "itemsize": sizeof(UUState),
    })
