# 3 Card Blind: the card tables, compiled from the card definitions of core/threecb by
# core/threecb/compiler.py and installed by configure() (threecb.pyx). Indexed by card id,
# ability id, mana ability id or animation id.

# Cards
cdef uint16_t CARD_TYPES[MAX_DEFS]
cdef uint8_t CARD_SUPER[MAX_DEFS]
cdef uint8_t CARD_LANDTYPES[MAX_DEFS]
cdef uint64_t CARD_CTYPES[MAX_DEFS]           # creature types as bits
cdef uint8_t CARD_COLORS[MAX_DEFS]
cdef int16_t CARD_COST[MAX_DEFS][8]           # generic, W, U, B, R, G, {C}, number of {X}
cdef int16_t CARD_PHYREXIAN[MAX_DEFS][5]
cdef int16_t CARD_HYBRID[MAX_DEFS][2]         # hybrid symbols (CR 107.4e): colour pair | count << 5
cdef int16_t CARD_MV[MAX_DEFS]
cdef int16_t CARD_DEVOTION_U[MAX_DEFS]        # {U} symbols in the mana cost (CR 700.5)
cdef int16_t CARD_POWER[MAX_DEFS]
cdef int16_t CARD_TOUGHNESS[MAX_DEFS]
cdef uint32_t CARD_KEYWORDS[MAX_DEFS]
cdef int16_t CARD_WARD[MAX_DEFS]
cdef int16_t CARD_TOXIC[MAX_DEFS]             # toxic N (CR 702.164): N, with KW_TOXIC
cdef uint8_t CARD_COUNTER_KIND[MAX_DEFS]
cdef uint8_t CARD_STATIC[MAX_DEFS][CARD_STATIC_SLOTS]
cdef int16_t CARD_STATIC_ARG[MAX_DEFS][CARD_STATIC_SLOTS]
cdef uint64_t CARD_STATIC_MASK[MAX_DEFS]      # 1 << S_* for each static the card has
cdef uint16_t CARD_ETB[MAX_DEFS]
cdef int16_t CARD_ETB_COUNTERS[MAX_DEFS]
cdef int16_t CARD_PLAY[MAX_DEFS][PLAY_OPTIONS]       # play options: ability ids, -1 = none
cdef int16_t CARD_ABILITIES[MAX_DEFS][CARD_ABILITY_SLOTS]   # triggered abilities, -1 = none
cdef int16_t CARD_MANA[MAX_DEFS][CARD_MANA_SLOTS]    # mana abilities used in payments
cdef uint64_t CARD_EVENTS[MAX_DEFS]           # 1 << EV_* for each event its triggers watch
cdef int16_t CARD_SPELL[MAX_DEFS]             # the ability that resolves when the spell does
cdef uint8_t CARD_LEVEL_MIN[MAX_DEFS][2]      # level bands (CR 711): lowest level, 0 = none
cdef int16_t CARD_LEVEL_POWER[MAX_DEFS][2]
cdef int16_t CARD_LEVEL_TOUGHNESS[MAX_DEFS][2]
cdef uint32_t CARD_LEVEL_KEYWORDS[MAX_DEFS][2]
cdef uint8_t CARD_OPENING[MAX_DEFS]
cdef uint8_t CARD_FLAGS[MAX_DEFS]
cdef int16_t CARD_GRANTED[MAX_DEFS]           # Tabernacle: the ability it gives every creature
cdef uint8_t CARD_PROT_COLORS[MAX_DEFS]       # printed "protection from <colour>" (CR 702.16) but
                                              # white's (KW_PROT_WHITE): colour bits (COL_*)
cdef uint8_t CARD_REGEN[MAX_DEFS]             # it can regenerate itself: its Obj.choice on the
                                              # battlefield counts its regeneration shields
cdef int16_t CARD_FLIP[MAX_DEFS]             # a flip card (CR 710): its flipped face's card id,
                                              # -1 none; the flipped face: -1
cdef int16_t CARD_UNFLIP[MAX_DEFS]            # a flipped face: its flip card's id, -1 otherwise
                                              # (a flipped permanent is Obj.card = the face; it
                                              # leaves the battlefield as the flip card, 710.4)
cdef int16_t CARD_PROTO[MAX_DEFS][5]          # prototype (CDF_PROTOTYPE): power, toughness,
                                              # colours, mana value, {U} symbols of its cost

# Abilities
cdef uint8_t AB_KIND[MAX_ABILITIES]
cdef uint8_t AB_ZONE[MAX_ABILITIES]
cdef uint32_t AB_FLAGS[MAX_ABILITIES]
cdef int16_t AB_COST[MAX_ABILITIES][8]        # generic, W, U, B, R, G, {C}, number of {X}
cdef int16_t AB_PHYREXIAN[MAX_ABILITIES][5]
cdef uint8_t AB_EXTRA[MAX_ABILITIES][2]       # EC_* non-mana costs
cdef int16_t AB_EXTRA_ARG[MAX_ABILITIES][2]
cdef uint8_t AB_NTARGETS[MAX_ABILITIES]       # target slots
cdef uint8_t AB_TARGET_FILTER[MAX_ABILITIES][MAX_TARGETS]
cdef int16_t AB_TARGET_ARG[MAX_ABILITIES][MAX_TARGETS]
cdef uint8_t AB_MIN_TARGETS[MAX_ABILITIES]    # slots that must be filled; the rest are "up to"
cdef uint8_t AB_DIVIDE[MAX_ABILITIES]         # damage divided among the targets (CR 601.2d)
cdef uint8_t AB_NMODES[MAX_ABILITIES]
cdef int16_t AB_MODES[MAX_ABILITIES][MAX_MODES]
cdef int16_t AB_PROGRAM[MAX_ABILITIES]        # first instruction
cdef int16_t AB_PROGRAM_LEN[MAX_ABILITIES]
cdef uint8_t AB_EVENT[MAX_ABILITIES]
cdef uint8_t AB_CONDITION[MAX_ABILITIES]      # IC_*
cdef int16_t AB_MANA[MAX_ABILITIES]           # AK_MANA_FLOAT: its mana ability
cdef int16_t AB_SUSPEND[MAX_ABILITIES]        # AK_SUSPEND: time counters
cdef int16_t AB_CARD[MAX_ABILITIES]           # the card it belongs to
cdef int16_t AB_ANIM[MAX_ABILITIES]           # ABF_ANIMATE: the animation it applies
cdef int16_t AB_ARG[MAX_ABILITIES]            # EV_CHAPTER: the chapter number (CR 714.2a);
                                              # ABF_GRANTED: its grant bit in Obj.choice;
                                              # AK_CAST: CAST_ARG_KICKED for a kicker option

# Mana abilities
cdef uint8_t MA_KIND[MAX_MANA_ABILITIES]
cdef int16_t MA_AMOUNT[MAX_MANA_ABILITIES]
cdef int16_t MA_SLOT[MAX_MANA_ABILITIES]      # pool slot M_* of the mana it makes
cdef int16_t MA_FIXED[MAX_MANA_ABILITIES][POOL_SLOTS]
cdef uint8_t MA_TAP[MAX_MANA_ABILITIES]
cdef uint8_t MA_SAC[MAX_MANA_ABILITIES]
cdef int16_t MA_SELF_DAMAGE[MAX_MANA_ABILITIES]
cdef int16_t MA_DAMAGE_UNLESS_CTYPE[MAX_MANA_ABILITIES]   # no self damage while you control a
                                                          # creature of this type (-1: always)
cdef uint8_t MA_RETURN_AT_UNTAP[MAX_MANA_ABILITIES]
cdef int16_t MA_GRANT[MAX_MANA_ABILITIES]     # -1: printed; else a granted mana ability (like
                                              # ABF_GRANTED): its grant bit in Obj.choice

# Animations (manlands becoming creatures until end of turn)
cdef int16_t ANIM_POWER[MAX_ANIMS]
cdef int16_t ANIM_TOUGHNESS[MAX_ANIMS]
cdef uint16_t ANIM_TYPES[MAX_ANIMS]
cdef uint64_t ANIM_CTYPES[MAX_ANIMS]
cdef uint8_t ANIM_ALL_CTYPES[MAX_ANIMS]
cdef int16_t ANIM_COLORS[MAX_ANIMS]           # -1: keeps its colours
cdef uint32_t ANIM_KEYWORDS[MAX_ANIMS]

# Effect programs: instructions of four int16 words (opcode, a, b, c)
cdef int16_t PROGRAM[MAX_PROGRAM][4]

# Costs that effects ask for ("pay {3}{U}{U}"), in the AB_COST layout
cdef enum:
    MAX_EFFECT_COSTS = 16
cdef int16_t EFFECT_COST[MAX_EFFECT_COSTS][8]

# Derived in configure(): quick filters for the priority check
cdef uint8_t CARD_OPTION_ZONES[MAX_DEFS]      # 1 << zone for each zone a play option works from
cdef uint8_t CARD_INSTANT_ZONES[MAX_DEFS]     # ... and those usable at instant speed
cdef uint8_t CARD_ANY_PLAYER[MAX_DEFS]        # an ability any player may activate
# The same two with the mana abilities offered on their own in a life-watch game (ABF_LIFE_WATCH)
cdef uint8_t CARD_OPTION_ZONES_LW[MAX_DEFS]
cdef uint8_t CARD_INSTANT_ZONES_LW[MAX_DEFS]
# Objects from this slot up (tokens, copies) never have play options when no token card has any
# (the priority check then looks at the six deck cards only).
cdef int PLAYABLE_SLOTS = MAX_OBJECTS
# The same in a life-watch game, where a token's mana ability may be offered on its own
# (a Treasure's sacrifice, TB-8)
cdef int PLAYABLE_SLOTS_LW = MAX_OBJECTS

cdef int NUM_DEFS = 0
cdef bint CONFIGURED = False
