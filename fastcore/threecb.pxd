# 3 Card Blind: the state buffer layout (declared once, here) and the engine's constants.
#
# A state is one TCBState struct cast onto the int32 buffer of a GameState. Objects are the six
# deck cards (slots 0-2 owned by player 0, 3-5 by player 1) plus tokens and spell copies in the
# free slots. Zones are a field of each object; the stack is an array of StackItems.
# docs/threecb-rules.md says what the engine models; comments cite the Comprehensive Rules (CR).
from libc.stdint cimport int8_t, int16_t, int32_t, uint8_t, uint16_t, uint32_t, uint64_t
from fastcore.state cimport StateHeader

cdef enum:
    GAME_ID = 3
    DECK_SIZE = 3
    NUM_DECK_OBJECTS = 6
    MAX_OBJECTS = 24          # deck cards + tokens + spell copies at one time
    MAX_STACK = 16
    MAX_PENDING = 12          # triggered abilities waiting to be put on the stack
    MAX_TARGETS = 4
    MAX_EXTRA_TURNS = 4
    MAX_CHOICES = 800         # options of one non-priority decision
    PLAY_OPTIONS = 8          # play options (cast, alternative costs, abilities) per card
    START_LIFE = 20
    LIFE_CAP = 99             # TB-8: life above this changes nothing the pool can do
    POISON_TO_LOSE = 10
    COUNTER_CAP = 60          # TB-8: +1/+1 and storage counters are capped here
    EMBLEM_CAP = 250          # TB-8: a player's emblems (250 damage at an upkeep: past any life)
    NO_OBJECT = 255           # an object reference (uint8) to no object
    NO_CARD = 0xFFFF          # Obj.card of a free slot; StackItem.source_card of no source

# Zones (CR 400.1). Z_NONE marks a free object slot.
cdef enum:
    Z_NONE = 0
    Z_HAND = 1
    Z_LIBRARY = 2
    Z_BATTLEFIELD = 3
    Z_STACK = 4
    Z_GRAVEYARD = 5
    Z_EXILE = 6

# Object flags that last while the object stays in its zone.
cdef enum:
    OF_TAPPED = 1 << 0
    OF_SICK = 1 << 1              # under its controller's control since their latest turn began
    OF_TOKEN = 1 << 2
    OF_COPY = 1 << 3              # a copy of a spell (CR 707.10)
    OF_ATTACKING = 1 << 4
    OF_BLOCKING = 1 << 5
    OF_BLOCKED = 1 << 6           # an attacker that was blocked (CR 509.1h)
    OF_ENTERED_THIS_TURN = 1 << 7
    OF_FIRST_STRUCK = 1 << 8      # dealt first-strike combat damage this combat (CR 510.4)
    OF_SPELLBOUND = 1 << 9        # exiled by Elite Spellbinder: its owner may cast it for {2} more
    OF_SUSPENDED = 1 << 10        # exiled with time counters (CR 702.62); on the stack and the
                                  # battlefield: a creature cast by suspend, with haste (702.62a)
    OF_IMPRINTED = 1 << 11        # exiled by Isochron Scepter
    OF_RETURN_AT_UNTAP = 1 << 12  # Undiscovered Paradise tapped for mana
    OF_STATE_TRIGGERED = 1 << 13  # a state trigger of it waits on the stack (CR 603.8)
    OF_EVOKED = 1 << 14
    OF_FLASHBACK = 1 << 15        # cast with flashback: exiled instead of leaving the stack otherwise

# Obj.choice of an OF_SPELLBOUND card in exile: which permission lets its owner play it.
# 0: Elite Spellbinder's (cast a nonland spell for {2} more). PERMIT_PLAY + n: play it (lands
# too, entering tapped), spells for {n} more (Lightstall Inquisitor). Off the battlefield,
# choice is 0 but for these (invariant 23).
cdef enum:
    PERMIT_PLAY = 1

# Obj.extra: state a permanent keeps across turns while it stays on the battlefield, and the
# prototype mark, which a spell on the stack has too.
cdef enum:
    OX_SKIP_UNTAP = 1             # doesn't untap during its controller's next untap step (Frost Titan)
    OX_M2M1_SHIFT = 1             # (extra & OX_M2M1_BITS) >> OX_M2M1_SHIFT: its -2/-1 counters
    OX_M2M1_BITS = 0x7E           # (CR 122.1a), at most COUNTER_CAP (60) in these six bits
    OX_PROTOTYPED = 0x80          # cast prototyped (CR 702.160, 718.3): on the stack and the
                                  # battlefield it has the card's prototype cost, colour, P/T

# Until-end-of-turn effects on an object (CR 514.2 ends them).
cdef enum:
    OE_NO_ABILITIES = 1 << 0      # Nullhide Ferox
    OE_MAZED = 1 << 1             # Maze of Ith: combat damage to and by it is prevented
    OE_SWAMPWALK = 1 << 2         # Funeral Charm
    OE_VALIANT_USED = 1 << 3      # Heartfire Hero's valiant has triggered this turn
    OE_ISLANDWALK = 1 << 4        # Piracy Charm
    OE_TRAMPLE = 1 << 5           # Selesnya Charm
    OE_LOYALTY_USED = 1 << 6      # a loyalty ability of this permanent was activated this turn
                                  # (CR 606.3); the cleanup step clears it with the rest
    OE_ONCE_USED = 1 << 15        # its "Activate only once each turn" ability was activated this
                                  # turn (CR 602.5b); the cleanup step clears it, and a new
                                  # object (CR 400.7) starts without it (reset_permanent_state)
    OE_NO_LANDWALK = 1 << 13      # Hammerheim: it has lost all landwalk abilities (layer 6,
                                  # CR 613.1f); landwalk gained later this turn (OE_SWAMPWALK,
                                  # OE_ISLANDWALK set after it) has a later timestamp and stays
    OE_EXILE_IF_DIES = 1 << 14    # dealt damage by Chandra, Awakened Inferno's -X: if it would
                                  # die this turn, it is exiled instead (CR 614.1a; move_object)
    OE_FLYING = 1 << 10           # gained until end of turn by a choice (Steel Seraph)
    OE_VIGILANCE = 1 << 11
    OE_LIFELINK = 1 << 12
    OE_CHOSEN_KEYWORDS = OE_FLYING | OE_VIGILANCE | OE_LIFELINK
    OE_KEYWORDS = OE_SWAMPWALK | OE_ISLANDWALK | OE_TRAMPLE | OE_CHOSEN_KEYWORDS   # keywords gained
                                  # until end of turn

# Player flags.
cdef enum:
    PF_GAINED_LIFE = 1 << 0       # this turn (Ocelot Pride)
    PF_CAST_A_SPELL = 1 << 1      # ever (Chancellor of the Annex)
    PF_CITY_BLESSING = 1 << 2     # CR 702.131
    PF_CHANNEL = 1 << 3           # Channel's effect this turn
    PF_SANCTUARY = 1 << 4         # skipped a draw with Island Sanctuary: until their next turn
    PF_LOST = 1 << 5
    PF_MONARCH = 1 << 6           # CR 724: the monarch (one player or none; kept across turns)

# Mana pool slots (CR 106.4); M_ARTIFACT_C holds Mishra's Workshop mana (artifact spells only).
# M_LAND (outside POOL_SLOTS, so loops summing the pool skip it) holds mana spendable only to
# activate abilities of land sources (Sunken Citadel), packed: the amount in bits 0-4, its colour
# (0-4) in bits 5-7; 0 when there is none. Only the payment search reads it.
cdef enum:
    M_W = 0
    M_U = 1
    M_B = 2
    M_R = 3
    M_G = 4
    M_C = 5
    M_ARTIFACT_C = 6
    POOL_SLOTS = 7
    M_LAND = 7
    PAY_SLOTS = 8             # the payment search's slots: POOL_SLOTS, then M_LAND's amount
    LAND_MANA_AMOUNT = 31     # M_LAND: the amount's bits
    LAND_MANA_COLOR_SHIFT = 5

# Steps of a turn (CR 500.1).
cdef enum:
    STEP_PREGAME = 0
    STEP_UNTAP = 1
    STEP_UPKEEP = 2
    STEP_DRAW = 3
    STEP_MAIN1 = 4
    STEP_BEGIN_COMBAT = 5
    STEP_DECLARE_ATTACKERS = 6
    STEP_DECLARE_BLOCKERS = 7
    STEP_FIRST_STRIKE_DAMAGE = 8
    STEP_COMBAT_DAMAGE = 9
    STEP_END_COMBAT = 10
    STEP_MAIN2 = 11
    STEP_END = 12
    STEP_CLEANUP = 13
    STEP_GAME_OVER = 14

# Stack item kinds.
cdef enum:
    SI_SPELL = 1
    SI_ABILITY = 2          # an activated ability
    SI_TRIGGER = 3
    SI_SPECIAL = 4          # a special action being paid for (suspend), never resolves

# Stack item flags.
cdef enum:
    SF_UNCOUNTERABLE = 1 << 0
    SF_EVOKED = 1 << 1
    SF_FLASHBACK = 1 << 2
    SF_CASTING = 1 << 3     # still being cast or activated (CR 601.2)
    SF_WITHOUT_PAYING = 1 << 4
    SF_ALTERNATIVE = 1 << 5 # cast for an alternative cost
    SF_MANA_SPENT = 1 << 6  # mana was spent to cast it (CR 601.2h: mana from the pool or from
                            #   mana abilities paid part of its total cost; life for Phyrexian
                            #   symbols is not mana); Lavinia, Azorius Renegade reads it

# Target and reference codes stored in a uint8: objects are 0..MAX_OBJECTS-1.
cdef enum:
    TGT_PLAYER0 = 24
    TGT_PLAYER1 = 25
    TGT_STACK = 32          # + stack position: an ability on the stack
    TGT_GONE = 254          # the target has left its zone (illegal on resolution)
    TGT_NONE = 255

cdef enum:
    RESULT_DRAW = 2         # winner field of a drawn game

ctypedef struct Obj:
    # The 16-bit fields first, then the bytes, then combat: 28 bytes, no padding.
    uint16_t card           # card definition; NO_CARD for a free slot
    uint16_t choice         # made as it entered: Cavern's covered deck slots, Needle's name (a
                            # card id, NAME_OTHER), Rack's player; a Saga's (CDF_SAGA): the grant
                            # bits of the abilities it has gained; CHOICE_PENDING until made
    uint16_t flags          # OF_*
    uint16_t eot            # OE_*
    uint8_t zone
    uint8_t owner
    uint8_t controller
    uint8_t p1p1            # +1/+1 counters
    uint8_t m1m1            # -1/-1 counters
    uint8_t counters        # counters of the kind the card uses (ice, level, storage, ...)
    uint8_t damage
    int8_t power_mod        # until end of turn
    int8_t toughness_mod
    uint8_t protection      # colours it has protection from until end of turn
    uint8_t link            # Isochron Scepter's imprinted object
    uint8_t lib_pos         # position in its owner's library, 0 = top
    uint8_t anim            # the animation (manland) applying until end of turn, 0 = none
    uint8_t extra           # OX_*: bit 0 a skipped untap; bits 1-6 -2/-1 counters (Contagion);
                            # bit 7 prototyped
    uint8_t attached        # an Aura on the battlefield (CR 303.4): what it enchants, ATTACHED_BASE +
                            # an object or a player code (TGT_PLAYER0/1); 0 nothing (CR 704.5m),
                            # ATTACH_PENDING while its controller chooses (CR 303.4f)
    uint8_t newer           # an Aura with a land-type effect: the deck slots (bits 0-5) whose own
                            # layer-4 land-type effect (Magus of the Moon, Urborg) has a later
                            # timestamp than the Aura's (CR 613.7e: its attachment)
    uint32_t combat         # attackers: the blockers; blockers: the attackers they block
                            # (bits 0-23, COMBAT_OBJECTS); an attacker's bits 24-31: what it
                            # attacks (CR 508.1b): 0 the defending player, 1 + a planeswalker
                            # object, ATTACKS_GONE a planeswalker that left (CR 506.4c)

ctypedef struct StackItem:
    uint16_t ability        # ability definition
    uint16_t source_card    # card definition of the source (its last known identity), or NO_CARD
    uint8_t kind            # SI_*
    uint8_t source          # the spell's object, or the ability's source object
    uint8_t controller
    uint8_t x
    uint8_t mode
    uint8_t flags           # SF_*
    uint8_t ref             # what a trigger refers to ("that spell"), an object or TGT_STACK+i
    uint8_t lki             # last known value (a dying creature's power)
    uint8_t targets[MAX_TARGETS]
    uint8_t amounts[MAX_TARGETS]   # damage divided among the targets

ctypedef struct PlayerState:
    int16_t life
    uint8_t poison
    uint8_t lands_played    # this turn
    uint8_t pool[8]         # mana pool, slots M_*
    uint16_t flags          # PF_*
    uint8_t annex_reveals   # Chancellors of the Annex revealed, waiting for the opponent's first spell
    uint8_t forge_reveals   # Chancellors of the Forge revealed, waiting for the first upkeep
    uint8_t pacts_due       # Pact of Negation triggers at this player's next upkeep
    uint8_t tangle_reveals  # Chancellors of the Tangle revealed, waiting for this player's
                            #   first main phase of the game
    uint8_t emblems         # CR 114: emblems with "at the beginning of your upkeep, this emblem
                            #   deals 1 damage to you" (Chandra, Awakened Inferno), at most EMBLEM_CAP
    uint8_t spare[1]

ctypedef struct TCBState:
    StateHeader header
    # --- configuration, fixed for a game (not part of the canonical hash) ---------------------
    int32_t turn_limit      # 0 = none; otherwise the game is a draw after this many turns
    int32_t turn_number     # turns begun so far (narration and the limit only)
    int32_t relevant_colors # colours any card of the game has (protection choices)
    int32_t storage_cap     # TB-8 cap on storage counters
    uint64_t game_statics   # 1 << S_* for every static ability a card of this game has
    uint64_t game_events    # 1 << EV_* for every event a card of this game watches
    int32_t object_limit    # every object slot from here up is free (derived; loops stop here)
    # --- the game ----------------------------------------------------------------------------
    int32_t active          # whose turn it is
    int32_t step            # STEP_*
    int32_t task            # what the engine does next when no decision is pending
    int32_t priority        # the player with priority (or to receive it)
    int32_t passes          # consecutive passes with no action between (CR 117.4)
    int32_t winner          # -1 while the game runs; 0 or 1; RESULT_DRAW
    int32_t first_turn      # 1 during the first turn of the game (CR 103.8a)
    int32_t combat_flags    # CF_*
    int32_t extra_turn_count
    uint8_t extra_turns[MAX_EXTRA_TURNS]   # CR 500.7: the last added is taken first
    PlayerState players[2]
    # --- the pending decision ----------------------------------------------------------------
    int32_t decision        # D_*; D_NONE while the engine runs
    int32_t decider
    int32_t ctx[8]          # the decision's parameters (kind-specific)
    int32_t resume          # the task to run once the decision is made
    # --- casting (CR 601.2) and activating (CR 602.2) --------------------------------------
    int32_t cast_stage
    int32_t cast_option     # play option being used
    int32_t cast_return     # RET_*: where the engine goes once the cast is complete
    int32_t cast_slot       # target slot being chosen
    # --- resolution of the top stack item ----------------------------------------------------
    StackItem res
    int32_t res_pc
    int32_t res_result      # the outcome of the latest pay / flip / may
    int32_t res_cursor      # loop counter of the current instruction
    int32_t res_chosen      # the latest chosen object or value
    int32_t res_ready       # 1 when the current instruction's decision has been made
    int32_t res_count       # a running count (sacrificed power, cards discarded)
    # --- combat damage being assigned (CR 510.1), dealt all at once (CR 510.2) ---------------
    int32_t dmg_cursor
    uint8_t pend_damage[MAX_OBJECTS]
    uint8_t pend_m1m1[MAX_OBJECTS]
    int16_t pend_player_damage[2]
    int16_t pend_poison[2]
    int16_t pend_gain[2]
    int16_t pend_spare
    uint32_t pend_hit_player   # sources that dealt combat damage to a player
    uint32_t pend_sources      # sources that dealt combat damage
    # --- turn-based choices made one object at a time (untap, attackers, blockers, opening hand)
    int32_t step_cursor
    uint32_t step_mask
    uint8_t step_aux[MAX_OBJECTS]
    # --- stack and triggers ---------------------------------------------------------------------
    int32_t stack_len
    int32_t pending_len
    StackItem stack[MAX_STACK]
    StackItem pending[MAX_PENDING]
    Obj objects[MAX_OBJECTS]

# Obj.attached (CR 303.4, 613.7e).
cdef enum:
    ATTACHED_BASE = 1             # attached = ATTACHED_BASE + an object or TGT_PLAYER0/1
    ATTACH_PENDING = 254          # put onto the battlefield without being cast: what it will
                                  #   enchant is chosen as it enters (CR 303.4f)

# Obj.combat of an attacker: what it attacks (CR 508.1b).
cdef enum:
    COMBAT_OBJECTS = 0xFFFFFF     # the blocks
    ATTACK_SHIFT = 24             # combat >> ATTACK_SHIFT: 0 the player, 1 + a planeswalker
    ATTACKS_GONE = 255            # the planeswalker it attacked has left (CR 506.4c)

# Combat flags.
cdef enum:
    CF_ATTACKERS_DECLARED = 1 << 0
    CF_FIRST_STRIKE_DONE = 1 << 1
    CF_BLOCKERS_DECLARED = 1 << 2
    CF_MENACE = 1 << 3            # while blockers are declared: an attacker has menace

# Decisions. Priority uses fixed action ids; every other decision is a choice among options
# the kernel enumerates (A_CHOICE + index).
cdef enum:
    D_NONE = 0
    D_PRIORITY = 1
    D_MODE = 2
    D_X = 3
    D_TARGET = 4
    D_DIVIDE = 5
    D_COST_OBJECT = 6       # which card to exile, land to return, creature to sacrifice
    D_PAY = 7               # how to pay a spell's or ability's mana cost
    D_PAY_OR_DECLINE = 8    # pay a cost an effect asks for, or not
    D_YES_NO = 9
    D_ATTACK = 10           # does ctx[0] attack?
    D_BLOCK = 11            # what does ctx[0] block?
    D_ASSIGN = 12           # how does ctx[0] divide its combat damage?
    D_CHOOSE_OBJECT = 13    # an effect asks for an object (discard, sacrifice, exile, keep)
    D_COLOR = 14
    D_NAME = 15
    D_COIN = 16             # TB-3: the opponent chooses the coin's outcome
    D_TRIGGER_ORDER = 17    # which of the player's pending triggers goes on the stack next
    D_LIBRARY_ORDER = 18    # TB-3: the opponent orders a shuffled library, top first
    D_LEGEND = 19           # CR 704.5j: which legendary permanent to keep
    D_UNTAP = 20            # storage lands: untap this one? (CR 502.3)
    D_OPENING = 21          # CR 103.6: an opening-hand action (Leyline, Chancellor)
    D_CREATURE_TYPE = 22    # Cavern of Souls
    D_NEW_TARGET = 23       # CR 115.7: the new target of a spell (Misdirection); ctx[0] stack position, ctx[1] slot
    D_REMOVE_COUNTERS = 44  # how many counters of one kind to remove ("up to N", Hex Parasite):
                            #   ctx[0] the permanent, ctx[1] the kind (RK_*), ctx[2] the most
    D_KEYWORD = 49          # which keyword ctx[0] gains until end of turn: ctx[1] the OE_* bits
                            #   offered; the choice is the bit's index (Steel Seraph)
    D_ATTACH = 32           # CR 303.4f: what the Aura ctx[0], put onto the battlefield, enchants

# Actions.
cdef enum:
    A_PASS = 0
    A_PLAY = 1                                   # + object * PLAY_OPTIONS + option
    A_CHOICE = A_PLAY + MAX_OBJECTS * PLAY_OPTIONS
    NUM_ACTIONS = A_CHOICE + MAX_CHOICES

cdef int tcb_legal_actions(const int32_t* buf, int32_t* out) noexcept nogil
cdef void tcb_apply_action(int32_t* buf, int32_t action) noexcept nogil
cdef int tcb_current_player(const int32_t* buf) noexcept nogil
# The canonical hash the exact solver uses for transpositions: equal for states that differ only
# by which of two identical cards is which (and by the RNG, the configuration and the turn
# counter, which only a game with a turn limit hashes); tcb_position_hash never hashes it.
cdef uint64_t tcb_canonical_hash(const int32_t* buf) noexcept nogil
cdef uint64_t tcb_position_hash(const int32_t* buf) noexcept nogil
