# King Taco: the state buffer layout (declared once, here) and the engine's constants.
# Card sets are 128-bit (two uint64 words); see fastcore/bits.pxd.
from libc.stdint cimport int32_t, uint32_t, uint64_t
from fastcore.state cimport StateHeader

cdef enum:
    GAME_ID = 1
    MAX_PLAYERS = 8
    NUM_CARDS = 126
    NUM_COLOURS = 6
    NUM_SYMBOLS = 18        # numbers 1..4 (ids 0..3), then the 14 effects (ids 4..17)
    HAND_SIZE = 7
    TURN_CAP = 2000         # KT-38
    MAX_MANA = 4            # KT-3
    # The most cards one stack can hold: a -- stack can take --, x2 and += 2, turn into a
    # += 2 stack that takes inverse, all ++ and skip, and end in NOPEs: 7 symbols x 7 cards.
    MAX_STACK = 50
    GOTO_START = 4          # KT-37

# Symbols (KT-2, KT-6). A plain WILD has no symbol.
cdef enum:
    SYM_INVERSE = 4
    SYM_PLUS2 = 5
    SYM_ALLPP = 6
    SYM_SKIP = 7
    SYM_RAGE = 8
    SYM_CALM = 9
    SYM_LOCK = 10
    SYM_FISH = 11
    SYM_SHIELD = 12
    SYM_CURSE = 13
    SYM_NOPE = 14
    SYM_X2 = 15
    SYM_MINUS = 16
    SYM_HARVEST = 17
    SYM_NONE = 18
    COLOUR_NONE = 6          # the colour of a WILD in the card table

# Actions: 0..125 name a card (play, stack, NOPE, discard, offer); the rest are fixed.
cdef enum:
    A_DRAW = 126
    A_ALLOW = 127
    A_DECLINE = 128
    A_COLOUR = 129           # + colour 0..5
    A_SYMBOL = 135           # + symbol 0..17
    A_TARGET = 153           # + player 0..7
    NUM_ACTIONS = 161

# The decision a state is waiting for.
cdef enum:
    PH_PLAY = 0
    PH_RESPOND = 1
    PH_NOPE_POLL = 2
    PH_WILD_COLOUR = 3
    PH_LOCK_COLOUR = 4
    PH_LOCK_SYMBOL = 5
    PH_DISCARD = 6
    PH_AUCTION_DISCARD = 7
    PH_FISH_TARGET = 8
    PH_FISH_OFFER = 9
    PH_TERMINAL = 10

# The playability slot (KT-12).
cdef enum:
    SLOT_NONE = 0
    SLOT_INV_DEFAULT = 1
    SLOT_RAGE = 2
    SLOT_CALM = 3
    SLOT_LOCK = 4
    SLOT_INV_LOCK = 5

# Stack rows of the stackability table (KT-21).
cdef enum:
    ROW_NONE = -1
    ROW_INVERSE = 0
    ROW_PLUS2 = 1
    ROW_ALLPP = 2
    ROW_ALLPP_INVERSE = 3
    ROW_ALLPP_SKIP = 4
    ROW_SKIP = 5
    ROW_RAGE = 6
    ROW_CALM = 7
    ROW_LOCK = 8
    ROW_FISH = 9
    ROW_SHIELD = 10
    ROW_CURSE = 11
    ROW_MINUS = 12
    ROW_HARVEST = 13
    ROW_NOPE_ONLY = 14
    NUM_ROWS = 15

# Who receives a draw or timeout stack (KT-22).
cdef enum:
    TO_ALLOWER = 0           # the player who allows the stack
    TO_ALL = 1
    TO_ALL_BUT = 2           # everyone but stack_excluded

cdef enum:
    DELIVER_DRAW = 0
    DELIVER_TIMEOUT = 1

ctypedef struct KTState:
    StateHeader header
    uint64_t hand[MAX_PLAYERS][2]      # followed directly by deck: the re-deal zones
    uint64_t deck[2]                   # unordered; draws pick uniformly from the RNG (KT-5)
    uint64_t discard_rest[2]           # the discard pile under its top card
    uint64_t revealed[2]               # cards in hands that everyone has seen (KT-33, KT-39)
    int32_t hand_count[MAX_PLAYERS]
    int32_t deck_count
    int32_t top_card                   # top of the discard pile
    int32_t top_colour                 # its colour (a WILD's chosen colour)
    int32_t mana[MAX_PLAYERS]
    int32_t timeout[MAX_PLAYERS]       # turns still to sit out (KT-17)
    int32_t pending_draw[MAX_PLAYERS]  # cards to draw at the start of their next turn (KT-21)
    int32_t shield_life[MAX_PLAYERS]   # turns (KT-29)
    int32_t curse_life[MAX_PLAYERS]    # turns (KT-30)
    int32_t last_played[MAX_PLAYERS]   # card, or -1 (KT-35)
    int32_t in_game[MAX_PLAYERS]       # 0 once NOPEd out (KT-23)
    int32_t auction_score[MAX_PLAYERS] # of the latest auction (KT-35)
    int32_t players_in_game
    int32_t direction                  # +1 or -1
    int32_t turn_player                # whose turn it is (a responder's turn too, KT-19)
    int32_t turn_count                 # turns ended so far (KT-38)
    int32_t winner                     # -1 while nobody has won
    int32_t goto_value                 # KT-37
    # the playability slot (KT-12) and the lasting effects
    int32_t slot_kind
    int32_t slot_life
    int32_t lock_colour
    int32_t lock_symbol
    int32_t harvester                  # -1 when no harvest runs (KT-32)
    int32_t harvest_delay
    int32_t harvest_life
    int32_t fishing_life               # KT-33
    int32_t forbidden_row              # KT-20: the row of the stack this turn's player allowed
    # the open stack: entries pack card | player << 8 | (colour + 1) << 12
    int32_t stack_len
    int32_t stack_row
    int32_t stack_base_player
    int32_t stack_last_adder
    int32_t stack_nopes                # NOPEs added (KT-25)
    int32_t stack_life                 # lifespan in turns (KT-18, KT-21)
    int32_t stack_delay                # harvest start delay in turns
    int32_t stack_count                # cards to draw, turns of timeout, or cards to discard
    int32_t stack_deliver              # DELIVER_DRAW or DELIVER_TIMEOUT
    int32_t stack_recipients           # TO_ALLOWER, TO_ALL or TO_ALL_BUT
    int32_t stack_excluded
    int32_t stack_others_draw          # KT-22: all ++ stacked on += 2
    int32_t stack_target               # the shield's holder or the -- discarder
    int32_t stack_inverted             # parity of inverses (KT-13, KT-21)
    int32_t stack_discard_mode         # 1 while a -- stack is a discard stack (KT-31)
    int32_t side_draw[MAX_PLAYERS]     # stackers' own draws and timeouts (KT-22)
    int32_t side_timeout[MAX_PLAYERS]
    int32_t side_pending[MAX_PLAYERS]  # += 2 on rage/calm/lock: draws on their next turn
    int32_t stack[MAX_STACK]
    # the pending decision and what follows it
    int32_t phase
    int32_t decider
    int32_t resume                     # the step to run once the decision is made
    int32_t allower_hit                # the allower drew or sat out from the stack (KT-20)
    int32_t discards_left
    int32_t fish_target
    int32_t poll_adder
    int32_t poll_cursor
    int32_t auction_emptier
    int32_t auction_cursor
    int32_t auction_resume
    # the latest events, for narration only
    int32_t last_auction_chosen
    int32_t last_auction_won
    int32_t auctions_held
    int32_t last_fish_given
    int32_t padding

cdef int kt_legal_actions(const int32_t* buf, int32_t* out) noexcept nogil
cdef void kt_apply_action(int32_t* buf, int32_t action) noexcept nogil
