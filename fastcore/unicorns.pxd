# Unstable Unicorns: the state buffer layout (declared once, here) and the engine's constants.
# Card sets are 128-bit (two uint64 words); see fastcore/bits.pxd. Rulings UU-n are in
# docs/unicorns-rules.md.
from libc.stdint cimport int32_t, uint32_t, uint64_t
from fastcore.state cimport StateHeader

cdef enum:
    GAME_ID = 2
    MAX_PLAYERS = 8
    NUM_CARDS = 126
    NUM_KINDS = 66
    HAND_LIMIT = 7                  # UU-3
    START_HAND = 5                  # UU-2
    MAX_STACK = 16                  # the played card and every instant in the deck
    MAX_LINK = 24                   # effects in one chain link
    MAX_CLAUSES = 160
    CLAUSE_FIELDS = 13
    NUM_TRIGGERS = 9
    BOND_SLOTS = 2                  # Seductive Unicorn and Unicorn Lasso remember a stolen card
    TURN_CAP = 1000                 # engine reading: the game ends by count after this many turns
    MAX_LINKS_PER_CHAIN = 200

# Actions: 0..125 name a card (the lowest id of identical copies in the zone concerned).
cdef enum:
    A_PLAYER = 126                  # + player 0..7
    A_YES = 134
    A_NO = 135
    A_DRAW = 136
    A_END = 137
    A_OPTION = 138                  # + option 0..1
    NUM_ACTIONS = 140

# The decision a state is waiting for.
cdef enum:
    PH_ACTION = 0                   # play a card, or draw (or end after a Double Dutch play)
    PH_STABLE = 1                   # the Stable the played card goes to
    PH_POLL = 2                     # offer an instant against the top of the stack, or pass
    PH_MAY = 3                      # yes/no for an optional effect
    PH_REACT = 4                    # yes/no for Black Knight or Phoenix (step 2)
    PH_OPTION = 5                   # which effect of a choice
    PH_PLAYER = 6                   # which player an effect chooses
    PH_TARGET = 7                   # which card in a Stable an effect targets
    PH_DEST = 8                     # which player's Stable a moved card goes to
    PH_HAND = 9                     # a card from one's own hand (discard, bring)
    PH_TAKE = 10                    # a card from another player's hand (Blatant Thievery)
    PH_DISCARD_PILE = 11            # a card from the discard pile
    PH_DECK = 12                    # a card found by searching the deck
    PH_HAND_LIMIT = 13              # discard down to 7 at the end of the turn
    PH_TERMINAL = 14

# Card types (the kind table's type column).
cdef enum:
    T_BABY = 0
    T_BASIC = 1
    T_MAGIC_UNICORN = 2
    T_MAGIC = 3
    T_INSTANT = 4
    T_UPGRADE = 5
    T_DOWNGRADE = 6

# Opcodes of the effect language.
cdef enum:
    OP_SACRIFICE = 0
    OP_DESTROY = 1
    OP_STEAL = 2
    OP_RETURN = 3
    OP_MOVE = 4
    OP_DISCARD = 5
    OP_DRAW = 6
    OP_PULL = 7
    OP_TAKE_FROM_HAND = 8
    OP_CHOOSE_FROM_DISCARD = 9
    OP_SEARCH_DECK = 10
    OP_BRING_FROM_DISCARD = 11
    OP_BRING_FROM_HAND = 12
    OP_BRING_BABY = 13
    OP_SHUFFLE_DISCARD = 14
    OP_SHUFFLE_HAND_AND_DISCARD = 15
    OP_TRADE_HANDS = 16
    OP_SHRINKRAY = 17
    OP_SKIP_TO_END = 18
    OP_EXTRA_TURN = 19
    OP_EXTRA_DRAW = 20
    OP_EXTRA_PLAY = 21
    OP_MOVE_TO_TURN_PLAYER = 22
    OP_RETURN_BONDED = 23
    OP_CHOOSE_EFFECT = 24
    NUM_OPS = 25

# Card filters ("what" an effect acts on).
cdef enum:
    F_CARD = 0
    F_UNICORN = 1
    F_BASIC_UNICORN = 2
    F_UPGRADE = 3
    F_DOWNGRADE = 4
    F_UPGRADE_OR_DOWNGRADE = 5
    F_MAGIC = 6
    F_INSTANT = 7
    F_NARWHAL = 8                   # a card with "Narwhal" in its name
    F_THIS = 9                      # the card whose effect it is
    NUM_FILTERS = 10

# How an effect's player is found.
cdef enum:
    PL_NONE = 0
    PL_ANY = 1                      # chosen: any player
    PL_ANY_OTHER = 2                # chosen: any other player
    PL_INHERIT = 3                  # "that player": from the effect it continues
    PL_EACH = 4                     # one effect per player, in seat order from the controller

# Who performs (and decides) an effect.
cdef enum:
    ACT_YOU = 0
    ACT_PLAYER = 1

# Whose Stable a target comes from.
cdef enum:
    SC_OWN = 0
    SC_OTHERS = 1
    SC_ANY = 2
    SC_PLAYER = 3

# Columns of the clause table.
cdef enum:
    C_OP = 0
    C_FILTER = 1
    C_COUNT = 2                     # 0 means "all"
    C_MAY = 3
    C_PLAYER = 4
    C_ACTOR = 5
    C_SCOPE = 6
    C_BOND = 7
    C_THEN = 8                      # clause index for the next link, always (-1: none)
    C_IF_DONE = 9                   # clause index for the next link, if this one happened
    C_ALSO = 10                     # clause index added to the same link at the same time
    C_OPTION_A = 11
    C_OPTION_B = 12

# Triggers (columns of the kind table's trigger row).
cdef enum:
    TR_PLAYED = 0
    TR_ENTER = 1
    TR_BEGIN_TURN = 2
    TR_BEGIN_ANY_TURN = 3
    TR_END_TURN_BOND = 4            # Unicorn Lasso: at the end of the holder's turn
    TR_LEAVE = 5                    # Seductive Unicorn
    TR_SACRIFICED_OR_DESTROYED = 6  # Stabby The Unicorn
    TR_UNICORN_IN_OR_OUT = 7        # Barbed Wire
    TR_OVER_FIVE = 8                # Tiny Stable

# Static abilities: indices into the kind table's static bitmask (1 << S_*).
cdef enum:
    S_COUNTS_DOUBLE = 0
    S_NO_INSTANTS = 1
    S_NOT_DESTROYED_BY_MAGIC = 2
    S_NOT_SACRIFICED = 3
    S_NOT_DESTROYED = 4
    S_QUEEN_BEE = 5
    S_AURA = 6
    S_YAY = 7
    S_BLINDING = 8
    S_NO_UPGRADES = 9
    S_PANDAS = 10
    S_NOT_NEIGHED = 11
    NUM_STATICS = 12

# Replacements ("instead") of the kind table.
cdef enum:
    R_NONE = 0
    R_NURSERY = 1                   # babies (UU-7)
    R_HAND = 2                      # the flying unicorns
    R_PHOENIX = 3                   # may discard a card instead
    R_BLACK_KNIGHT = 4              # may sacrifice this instead of a destroyed unicorn

cdef enum:
    REQ_NONE = 0
    REQ_BASIC_IN_STABLE = 1

# Where a target goes instead of its normal place (Effect.dest).
cdef enum:
    DEST_NORMAL = 0
    DEST_NURSERY = 1
    DEST_HAND = 2

# Effect.flags
cdef enum:
    EF_ASKED = 1                    # the optional effect's yes/no has been answered
    EF_DECLINED = 2
    EF_SKIPPED = 4                  # it could not happen
    EF_TARGETED = 8                 # step 1 is over for it
    EF_REACTED = 16                 # step 2 is over for it
    EF_PERFORMED = 32
    EF_CANCELLED = 64               # replaced by a Phoenix discard
    EF_CARRIES_THEN = 128           # the last of an "each player" group queues the continuation
    EF_LOOKED = 256                 # perform started (a multi-decision perform is under way)
    EF_REPLACED = 512               # Black Knight: a destroy became a sacrifice of the knight
    EF_DONE = 1024                  # step 6 is over for it
    EF_ASKED_KNIGHT = 2048
    EF_ASKED_PHOENIX = 4096

# Why the game ended.
cdef enum:
    END_RUNNING = 0
    END_UNICORNS = 1                # UU-4: a player reached the count
    END_DECK_OUT = 2                # UU-4: the draw pile ran out
    END_TURN_CAP = 3

# The engine's automatic steps (the `resume` and `chain_return` fields).
cdef enum:
    ST_WAIT = 0
    ST_START_TURN = 1
    ST_DRAW_PHASE = 2
    ST_ACTION = 3
    ST_POLL_NEXT = 4
    ST_POLL_DONE = 5
    ST_RESOLVE_PLAYED = 6
    ST_AFTER_MAGIC = 7
    ST_AFTER_PLAY = 8
    ST_END_TURN = 9
    ST_HAND_LIMIT = 10
    ST_NEXT_TURN = 11
    ST_CHAIN_NEXT_LINK = 12
    ST_LINK_TARGETS = 13
    ST_LINK_REACT = 14
    ST_LINK_PERFORM = 15
    ST_LINK_END = 16
    ST_AFTER_BEGIN_CHAIN = 17
    ST_AFTER_END_CHAIN = 18


ctypedef struct Effect:
    int32_t clause
    int32_t source                  # the card whose text this is
    int32_t controller              # "you"
    int32_t actor                   # who decides and performs
    int32_t player                  # the chosen, inherited or "each" player; -1
    int32_t target                  # the chosen card in a Stable; -1
    int32_t count                   # cards still to draw, discard or destroy
    int32_t flags
    int32_t dest                    # DEST_*


ctypedef struct UUState:
    StateHeader header
    uint64_t hand[MAX_PLAYERS][2]     # followed directly by deck: the re-deal zones
    uint64_t deck[2]                  # unordered; draws pick uniformly from the RNG
    uint64_t known[MAX_PLAYERS][2]    # UU-12: cards in hands (and, while searching, the deck)
                                      # whose identity each player knows
    # --- public from here on -------------------------------------------------------------
    uint64_t stable[MAX_PLAYERS][2]
    uint64_t discard[2]
    uint64_t nursery[2]
    uint64_t link_targeted[2]         # UU-9: cards targeted in the link being resolved
    int32_t hand_count[MAX_PLAYERS]
    int32_t deck_count
    int32_t turn_player
    int32_t turn_count                # turns ended so far
    int32_t plays_made
    int32_t plays_allowed             # 2 with Double Dutch
    int32_t extra_draws               # Extra Tail
    int32_t skip_to_end               # Rhinocorn, Zombie Unicorn
    int32_t extra_turns[MAX_PLAYERS]  # Change of Luck
    int32_t winner                    # -1 while running or when everyone lost
    int32_t end_reason
    # the stack of the played card and the instants answering it (UU-10)
    int32_t stack_len
    int32_t stack_card[MAX_STACK]
    int32_t stack_player[MAX_STACK]
    int32_t play_stable               # the Stable the played card goes to
    int32_t poll_cursor
    int32_t poll_yes                  # bit q: player q offered an instant
    int32_t poll_offer[MAX_PLAYERS]   # the instant each offered (revealed to everyone)
    # cards remembered by Seductive Unicorn and Unicorn Lasso
    int32_t bond_card[BOND_SLOTS]
    int32_t bond_from[BOND_SLOTS]
    int32_t bond_holder[BOND_SLOTS]
    # the effect chain (UU-8)
    int32_t chain_return
    int32_t link_pos
    int32_t cur_len
    int32_t next_len
    int32_t chain_links               # links resolved in the running chain
    int32_t links_total               # links resolved in the game (narration)
    int32_t unicorn_moves[MAX_PLAYERS]  # unicorns that entered or left each Stable this link
    int32_t react_card                # the Black Knight or Phoenix being asked (PH_REACT)
    int32_t overflow                  # a link overflowed (an engine error, for the invariants)
    int32_t limit_player              # the last player to finish End of Turn, and their hand
    int32_t limit_count
    int32_t phase
    int32_t decider
    int32_t resume
    Effect cur[MAX_LINK]
    Effect next[MAX_LINK]
    # engine cache, not game information (left out of information keys)
    int32_t stables_changed           # bit p: p's Stable changed since the last win check

cdef int uu_legal_actions(const int32_t* buf, int32_t* out) noexcept nogil
cdef void uu_apply_action(int32_t* buf, int32_t action) noexcept nogil
