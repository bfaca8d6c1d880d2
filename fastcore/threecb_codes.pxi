# 3 Card Blind: the codes of the card language, shared by the kernel and (through CODES, exported
# in threecb.pyx) the Python compiler in core/threecb/compiler.py. Declared once, here.

cdef enum:
    MAX_DEFS = 1024           # card ids are uint16 (Obj.card, StackItem.source_card, a chosen
                              #   name in Obj.choice); the tables are MAX_DEFS rows each
    MAX_ABILITIES = 1024
    MAX_MANA_ABILITIES = 96
    MAX_PROGRAM = 4096
    MAX_ANIMS = 16
    CARD_ABILITY_SLOTS = 8
    CARD_MANA_SLOTS = 3
    CARD_STATIC_SLOTS = 4
    MAX_MODES = 3

# Card types (CR 300.1), supertypes (CR 205.4), colours (CR 105.1) as bits.
cdef enum:
    T_LAND = 1
    T_CREATURE = 2
    T_ARTIFACT = 4
    T_ENCHANTMENT = 8
    T_INSTANT = 16
    T_SORCERY = 32
    T_KINDRED = 64
    T_PLANESWALKER = 128      # CR 306
    ST_BASIC = 1
    ST_LEGENDARY = 2
    ST_SNOW = 4
    COL_W = 1
    COL_U = 2
    COL_B = 4
    COL_R = 8
    COL_G = 16
    ALL_COLORS = 31

# Land types in colour order: Plains, Island, Swamp, Mountain, Forest (CR 305.6).
cdef enum:
    LT_PLAINS = 1
    LT_ISLAND = 2
    LT_SWAMP = 4
    LT_MOUNTAIN = 8
    LT_FOREST = 16

# Keywords (CR 702).
cdef enum:
    KW_FLYING = 1 << 0
    KW_FIRST_STRIKE = 1 << 1
    KW_DOUBLE_STRIKE = 1 << 2
    KW_TRAMPLE = 1 << 3
    KW_LIFELINK = 1 << 4
    KW_HASTE = 1 << 5
    KW_INFECT = 1 << 6
    KW_HEXPROOF = 1 << 7
    KW_SHROUD = 1 << 8
    KW_INDESTRUCTIBLE = 1 << 9
    KW_FLASH = 1 << 10
    KW_SWAMPWALK = 1 << 11
    KW_ISLANDWALK = 1 << 12
    KW_PROT_INSTANTS = 1 << 13
    KW_PROT_EVERYTHING = 1 << 14
    KW_PROT_COLORED_SPELLS = 1 << 15
    KW_UNCOUNTERABLE = 1 << 16
    KW_WARD = 1 << 17
    KW_MENACE = 1 << 18           # CR 702.111: can't be blocked except by two or more creatures
    KW_TOXIC = 1 << 19            # CR 702.164: its amount is CARD_TOXIC of the card
    KW_CANT_BLOCK = 1 << 20       # "This creature can't block." (CR 509.1b)
    KW_VIGILANCE = 1 << 21    # CR 702.20: attacking doesn't cause it to tap
    KW_REACH = 1 << 22        # CR 702.17: it can block creatures with flying
    KW_PROT_WHITE = 1 << 27   # protection from white (CR 702.16: Tourach, Dread Cantor)
    KW_PLUS_PER_ARTIFACT = 1 << 23   # "This token gets +1/+1 for each artifact you control." (Urza's
                              #   Saga's Construct; layer 7c, CR 613.4c). A printed characteristic
                              #   like KW_CANT_BLOCK, so tokens keep having no static abilities

# Card flags.
cdef enum:
    CDF_TOKEN = 1
    CDF_ALL_CREATURE_TYPES = 2
    CDF_EXILE_UNTIL_LEAVES = 4    # its Obj.link is a card it exiled until it leaves the battlefield
                                  #   (CR 610.3a); set by the compiler. The card returns to its
                                  #   owner's hand (Deep-Cavern Bat), or with the next flag to
                                  #   the battlefield (Portable Hole)
    CDF_LINK_FROM_BATTLEFIELD = 16
    CDF_PROTOTYPE = 8         # has prototype characteristics (CARD_PROTO, CR 702.160, 718)
    CDF_AURA = 128            # an Aura (CR 303.4): its spell's first target is what it will
                              #   enchant, and that target's filter what it may enchant (Obj.attached)
    CDF_SAGA = 32             # a Saga (CR 714): lore counters as it enters and at its controller's
                              #   precombat main phase, chapter abilities (EV_CHAPTER), sacrificed
                              #   after its final chapter (CR 714.4); set by the compiler

# Columns of CARD_PROTO.
cdef enum:
    PROTO_POWER = 0
    PROTO_TOUGHNESS = 1
    PROTO_COLORS = 2
    PROTO_MV = 3
    PROTO_DEVOTION_U = 4

# What a card's own counters are (one kind per card is all the pool needs).
cdef enum:
    CK_NONE = 0
    CK_ICE = 1
    CK_LEVEL = 2
    CK_STORAGE = 3
    CK_DEPLETION = 4
    CK_CHARGE = 5
    CK_STUN = 6
    CK_TIME = 7
    CK_LOYALTY = 8            # planeswalkers (CR 306.5b, 606)
    CK_LORE = 9               # Sagas (CR 714.3)
    CK_OIL = 11               # The Filigree Sylex (CR 122.1)
    CK_SPORE = 13             # Thallid (CR 122.1)

# Replacement effects as a permanent enters (CR 614.1c, 614.12).
cdef enum:
    ETB_TAPPED = 1
    ETB_COUNTERS = 2          # CARD_ETB_COUNTERS of the card's own kind
    ETB_X_COUNTERS = 4        # Chalice of the Void: X charge counters
    ETB_CHOOSE_TYPE = 8       # Cavern of Souls
    ETB_CHOOSE_NAME = 16      # Pithing Needle
    ETB_CHOOSE_OPPONENT = 32  # The Rack
    ETB_SOLE_VALLEY = 64      # Sheltered Valley: sacrifice the others first
    ETB_P1P1 = 128            # Swarm Shambler: a +1/+1 counter
    ETB_TAPPED_UNLESS_FEW_LANDS = 256   # fast lands: tapped unless <= 2 other lands (Blooming Marsh)
    ETB_X_P1P1 = 512          # Hangarback Walker: X +1/+1 counters
    ETB_CHOOSE_NONLAND_NAME = 1024   # Meddling Mage: a nonland card name
    ETB_CHOOSE_ABILITY_NAME = 2048   # Phyrexian Revoker: a nonland card name (TB-8: one with
                                     #   activated abilities, mana abilities included, or another)
    ETB_CHOOSE_TAXED_NAME = 4096     # Anointed Peacekeeper: any card name (TB-8: an opponent's
                                     #   nonland card, a card with activated abilities that aren't
                                     #   mana abilities, or another)
    ETB_CHOOSE_CURSED_NAME = 32768   # Curse of Silence: any card name (TB-8: a nonland card the
                                     #   enchanted player owns, or another)

# Static abilities (CR 604).
cdef enum:
    S_NONE = 0
    S_NONCREATURE_TAX = 1     # Thalia: noncreature spells cost {arg} more
    S_TRINISPHERE = 2
    S_LANDS_ARE_SWAMPS = 3    # Urborg
    S_NONBASICS_ARE_MOUNTAINS = 4   # Magus of the Moon
    S_TABERNACLE = 5
    S_PLAYER_HEXPROOF = 6     # Leyline of Sanctity
    S_FLASH_FOR_YOU = 7       # Leyline of Anticipation
    S_BRIDGE = 8              # Ensnaring Bridge
    S_PREVENT_OTHERS_DAMAGE = 9   # Energy Field
    S_NEEDLE = 10             # Pithing Needle; arg 1: mana abilities too (Phyrexian Revoker)
    S_NO_NONCREATURE_SPELLS = 11  # Nullhide Ferox
    S_NO_CREATURE_SPELLS = 57     # Steel Golem: its controller can't cast creature spells (CR 101.2)
    S_MINUS_LIFE = 12         # Death's Shadow
    S_NEEDS_EMPTY_HAND = 13   # Lupine Prototype
    S_NOT_BLOCKED_BY_TYPE = 14    # Stromkirk Noble (arg: creature type)
    S_EXTRA_BLOCK = 15        # Cenn's Tactician
    S_DOESNT_UNTAP = 16       # Mana Vault
    S_MAY_NOT_UNTAP = 17      # storage lands
    S_SANCTUARY = 18          # Island Sanctuary's draw replacement
    S_FEROX_DISCARD = 19      # Nullhide Ferox's discard replacement
    S_LEVELER = 20            # level bands apply
    S_STUN = 21               # stun counters replace untapping (CR 122.1d)
    S_ASCEND = 22             # CR 702.131
    S_NONARTIFACT_TAX = 23    # Lodestone Golem: nonartifact spells cost {arg} more
    S_SPELL_TAX = 24          # Sphere of Resistance: spells cost {arg} more
    S_ALL_LEGENDARY = 25      # Leyline of Singularity: nonland permanents are legendary
    S_EMPTY_DRAW_WINS = 26    # Laboratory Maniac: a draw from an empty library wins instead
    S_ALONE_WATCH = 27        # no ability of its own: set by the compiler on Barren Glory, whose
                              #   win counts its controller's other permanents
    S_CANT_CAST_CHOSEN = 28   # Meddling Mage: spells with the chosen name can't be cast
    S_CARDS_TO_EXILE = 29     # Leyline of the Void: opponents' cards go to exile, not graveyards
    S_CORRUPTED_TOXIC_LIFELINK = 30   # Skrelv's Hive: while an opponent has 3+ poison counters,
                              #   creatures you control with toxic have lifelink
    S_CREATURE_SPELLS_UNCOUNTERABLE = 31   # Leyline of Lifeforce: creature spells can't be countered
    S_VIAL_CAP = 54           # no ability of its own: set by the compiler on a card whose counters
                              #   only its "mana value equal to the counters" ability reads (Aether
                              #   Vial): they stop one above its owner's largest creature mana value
    S_MV_COUNTER_CAP = 58     # no ability of its own: set by the compiler on a card whose counters
                              #   only its "each nonland permanent with mana value equal to the
                              #   counters" ability reads (Ratchet Bomb): they stop one above the
                              #   largest mana value of any card in the game (mv_counter_cap)
    S_COUNTER_REMOVER = 55    # no ability of its own: set by the compiler on a card that removes a
                              #   number of counters from another permanent (Hex Parasite), which
                              #   makes every count matter: S_VIAL_CAP's cap is then off
    S_TORPOR = 32             # Torpor Orb: creatures entering don't cause abilities to trigger
    S_PLANESWALKER = 33       # no ability of its own: set by the compiler on every planeswalker
                              #   card, so that a game without one skips their rules (loyalty
                              #   state-based action, attacking planeswalkers, damage to them)
    S_CHOSEN_NAME_TAX = 34    # Anointed Peacekeeper: spells its controller's opponents cast with
                              #   the chosen name, and activated abilities (not mana abilities) of
                              #   sources with the chosen name, cost {arg} more
    S_AURA = 41               # no ability of its own: set by the compiler on every Aura, so that
                              #   attachments (Obj.attached, Obj.newer) cost nothing elsewhere
    S_OPP_MV_AT_MOST_LANDS = 47   # Lavinia, Azorius Renegade: its controller's opponents can't
                              #   cast noncreature spells with mana value greater than the number
                              #   of lands they control
    S_ENCHANTED_PLAYER_NAME_TAX = 39   # Curse of Silence: spells with the chosen name the enchanted
                              #   player casts cost {arg} more
    S_ENCHANTED_LAND_TYPE = 40   # Sea's Claim: the enchanted land's land type is arg (LT_*): it
                              #   loses its other land types and its rules-text abilities (CR 305.7)
    S_TOKEN_ANTHEM = 48       # Leyline of the Meek: creature tokens (every player's) get +arg/+arg
    S_ENCHANTED_ARTIFACT_CREATURE = 62   # Ensoul Artifact: the enchanted artifact is a creature in
                              #   addition to its other types (layer 4) with base power and
                              #   toughness arg/arg (layer 7b; the Aura's timestamp is the latest
                              #   one that could set them: it attaches only to an artifact)
    S_CREATURE_MANA_ONLY = 61 # Myr Superion: "Spend only mana produced by creatures to cast this
                              #   spell": its cost is paid by mana abilities of creatures the
                              #   caster controls only, never from the pool (pool.creature_mana_clash)
    S_HOLDS_TAPPED = 63       # Ice Floe: the object its OP_TAP_HOLD tapped (its Obj.choice - 1)
                              #   doesn't untap during its controller's untap step for as long
                              #   as this permanent remains tapped; untapping it, or that object
                              #   leaving the battlefield, clears the choice (CR 611.2b, 400.7)
    S_OPP_LAND_TYPE_PUMP = 60     # Tide Shaper: it gets +1/+1 as long as an opponent controls a land
                              #   of land type arg (LT_*, after layer 4: obj_landtypes)
    S_NONFLYERS_CANT_ATTACK_YOU = 52   # Form of the Dragon: creatures without flying can't attack
                              #   its controller (CR 508.1c); its planeswalkers still can be
    S_CHOOSE_COLOR = 56       # Sunken Citadel: as it enters, its controller chooses a colour
                              #   (Obj.choice = colour + 1; CHOICE_PENDING until chosen)
    # (CARD_STATIC_MASK and game_statics are 64 bits wide: codes up to 63)

# Statics of cards for which a mana ability's side effect can matter: Death's Shadow's
# characteristics depend on its controller's life total, Barren Glory's win on its controller
# having no other permanent. In a game with one, mana abilities that cost life, sacrifice a
# permanent (or change anything else besides the pool) are offered on their own at priority
# (TB-8, CR 605.3a).
cdef enum:
    LIFE_WATCH_STATICS = (1 << S_MINUS_LIFE) | (1 << S_ALONE_WATCH)

# Ability kinds.
cdef enum:
    AK_CAST = 1
    AK_LAND = 2
    AK_ACTIVATED = 3
    AK_TRIGGERED = 4
    AK_SUSPEND = 5            # the special action of CR 702.62a
    AK_MANA_FLOAT = 6         # a mana ability used on its own (Lion's Eye Diamond)
    AK_MODE = 7               # one mode of a modal spell

# Ability flags.
cdef enum:
    ABF_INSTANT = 1           # may be used any time its controller has priority
    ABF_ANY_PLAYER = 2        # any player may activate it (Nullhide Ferox)
    ABF_OPTIONAL = 4          # "you may": the controller chooses on resolution
    ABF_ALTERNATIVE = 8       # an alternative cost (CR 118.9)
    ABF_EVOKE = 16
    ABF_FLASHBACK = 32
    ABF_NOT_YOUR_TURN = 64    # the alternative cost needs another player's turn
    ABF_MANA_COST = 128       # the cost is the card's mana cost
    ABF_NO_MANA = 256         # no mana is paid (before cost increases)
    ABF_TAP = 512             # {T}
    ABF_SAC_SELF = 1024
    ABF_LEVEL_UP = 2048       # not offered once the highest level band is reached (TB-8)
    ABF_NEEDS_COUNTERS = 4096 # not offered without counters of the card's kind (TB-8)
    ABF_ANIMATE = 8192        # not offered while the same animation applies (TB-8)
    ABF_LOSE_ABILITIES = 16384  # not offered while abilities are already lost (TB-8)
    ABF_FREE_ONLY = 32768     # a card without a mana cost: cast only without paying (CR 202.1b)
    ABF_LKI_P1P1 = 65536      # a leaves/dies trigger whose lki is the +1/+1 counters it had
    ABF_LIFE_WATCH = 131072   # a mana ability on its own, offered only in a life-watch game
    ABF_PROTOTYPE = 262144    # cast prototyped (CR 702.160a): its cost is AB_COST, not an
                              # alternative cost; the spell is marked OX_PROTOTYPED
    ABF_MADNESS = 524288      # a madness cast (CR 702.35): only from its trigger's resolution
    ABF_FLOAT_BEFORE_LAND = 4194304   # a mana ability on its own, offered while its controller can
                              #   still play a land this step: the land play sacrifices its source
                              #   (City of Traitors), the mana stays in the pool (CR 605.3a, 106.4)
    ABF_OVERLOAD = 8388608    # an overload cast (CR 702.96): an alternative cost whose spell
                              #   resolves as AB_MODES[a][0], the effect with "target" read "each"
    ABF_COUNTERS_AS_X = 1 << 28     # the ability's X is its source's counters as it was activated
                              #   (Aether Vial): last known information if the source has left by
                              #   resolution (CR 608.2h); otherwise the current count is read
    ABF_LEGEND_DISCOUNT = 1 << 24   # costs {1} less for each legendary creature its activator
                              #   controls (Boseiju, Who Endures' channel; CR 601.2f: generic only)
    ABF_HELLBENT = 1 << 26          # "Activate only if you have no cards in hand" (hellbent,
                                    # CR 602.5b): not offered while its activator has a card in hand
    ABF_ONCE_EACH_TURN = 1 << 25    # "Activate only once each turn" (CR 602.5b): not offered
                              #   while its permanent has OE_ONCE_USED, which activating sets
                              #   (a card has at most one such ability: the mark is per object)
    ABF_EXILE_SELF = 2097152  # "Exile this card from your graveyard" in the cost (embalm,
                              #   CR 702.128a): paid with the mana, like "Sacrifice this"
    ABF_GRANTED = 1048576     # an ability the permanent gains from an effect of its own (Urza's
                              #   Saga's chapters): it has it once grant bit AB_ARG is set in its
                              #   Obj.choice, whether or not its printed abilities apply (CR 613.1f:
                              #   layer 6, after Magus of the Moon's layer 4, CR 305.7)

# Extra (non-mana) costs.
cdef enum:
    EC_NONE = 0
    EC_EXILE_CARD_OF_COLOR = 1    # arg: colour bit (pitch spells, evoke)
    EC_PAY_LIFE = 2               # arg: life
    EC_RETURN_LAND_TYPE = 3       # arg: land type (Daze)
    EC_SAC_CREATURE = 4           # (Cabal Therapy's flashback)
    EC_DISCARD_HAND = 5           # (Lion's Eye Diamond)
    EC_SAC_ALL_LANDS = 6          # (Tomb of Urami) paid after the mana, with {T} (CR 601.2g-h)
    EC_REMOVE_X_P1P1 = 7          # remove X +1/+1 counters from it: X up to those it has (Cruel Sadist)
    EC_SAC_CREATURE_TYPE = 8      # arg: creature type index (Retrofitter Foundry: a Servo, a Thopter)
    EC_DISCARD_LAND_TYPE = 9      # discard a card with land type arg (Foil's Island card)
    EC_DISCARD_CARD = 10          # discard another card (Foil)
    EC_LOYALTY = 11               # arg: loyalty counters put on (+) or removed (-): a loyalty
                                  #   ability (CR 606): sorcery speed, once per permanent per turn
    EC_REMOVE_X_LOYALTY = 18      # a "-X" loyalty ability (CR 606, 107.3): X loyalty counters
                                  #   removed, X chosen up to those it has (Chandra, Awakened Inferno)
    EC_DISCARD_SELF = 15          # discard this card (channel, CR 207.2c): an ability of a card in
                                  #   its owner's hand (CR 113.6), the card discarded as a cost
    EC_REMOVE_P1P1 = 20           # arg: remove that many +1/+1 counters from it (Walking Ballista);
                                  #   a cost that can't be paid without them (CR 118.3, 602.2b)
    EC_EXILE_COLOR_MV_X = 22      # arg: colour bit: exile a card of that colour with mana value X
                                  #   from your hand (Sickening Shoal; X chosen first, CR 601.2b)
    EC_REMOVE_COUNTERS = 24       # arg: remove that many counters of the card's own kind from it
                                  #   (The Filigree Sylex's oil counters); unpayable without them
    EC_DISCARD_RANDOM = 26        # discard a card at random (Sonic Seizure's additional cost): TB-3
    EC_SAC_LAND_TYPE = 30         # arg: land type bit: sacrifice a land of it (Lava Dart's flashback)
                                  #   makes the opponent of the caster choose the card; paid on free
                                  #   casts too (an additional cost, CR 118.8, 118.9d)

# Target and choice filters.
cdef enum:
    F_NONE = 0
    F_ATTACKING_YOU_NO_FLYING = 87    # a creature without flying attacking the chooser (not one
                              #   of their planeswalkers: CR 506.3d, 508.1b) (Ice Floe)
    F_OTHER_NONLAND_PERMANENT = 91    # another nonland permanent: not the source (Aether Channeler)
    F_ANY_TARGET = 1          # creature, player or planeswalker (CR 115.4)
    F_CREATURE = 2
    F_CREATURE_YOU_CONTROL = 3
    F_OTHER_CREATURE = 4
    F_ATTACKING_CREATURE = 5
    F_LEGENDARY_CREATURE = 6
    F_PERMANENT = 7
    F_LAND = 8
    F_NONBASIC_LAND = 9
    F_CREATURE_OF_TYPE = 10   # arg: creature type index
    F_SPELL = 11
    F_NONCREATURE_SPELL = 12
    F_SPELL_MV = 13           # arg: mana value
    F_PLAYER = 14
    F_OPPONENT = 15
    F_ARTIFACT = 16
    F_ENCHANTMENT = 17
    F_CREATURE_FLYING = 18
    F_CARD_ANY = 19
    F_CARD_NONLAND = 20
    F_CARD_NONLAND_MV3 = 21
    F_CARD_PERMANENT = 22     # artifact, creature, enchantment or land card (Show and Tell)
    F_CARD_CREATURE = 23
    F_CARD_INSTANT_MV2 = 24
    F_BASIC_LAND_CARD = 25
    F_CREATURE_OR_LAND = 26
    F_CARD_IN_GRAVEYARD = 27  # a target card in any graveyard (Noxious Revival)
    F_ARTIFACT_CREATURE = 28  # (Steel Overseer: each one you control)
    F_CREATURE_1_1 = 29       # a creature whose power and toughness are both 1 (Pendelhaven)
    F_CREATURE_POWER_GE = 30  # arg: least power (Selesnya Charm: power 5 or greater)
    F_SPELL_SINGLE_TARGET = 31    # a spell with a single target (Misdirection, CR 115.7)
    F_STACK_ABILITY = 32      # an activated or triggered ability on the stack (Stifle): TGT_STACK + k
    F_CREATURE_OF_TYPE_YOU_CONTROL = 33   # arg: creature type index (Autonomous Assembler)
    F_OPP_NONLAND_MV_LE = 34  # a nonland permanent an opponent controls with mana value <= arg
    F_CREATURE_SPELL = 35     # a creature spell
    F_CREATURE_GREATEST_POWER = 36  # a creature with the greatest power among creatures its
                              #   controller controls (Shadowgrange Archfiend)
    F_CREATURE_OR_PLANESWALKER = 37   # (Fury)
    F_OPPONENT_OR_PLANESWALKER = 38   # an opponent or any planeswalker (Scalding Tongs)
    F_CREATURE_OR_PLANESWALKER_SPELL = 39   # (Subtlety)
    F_PLANESWALKER = 40
    F_ARTIFACT_OR_ENCHANTMENT = 41    # (Nature's Claim)
    F_OPP_NONBASIC_LAND = 42  # a nonbasic land an opponent controls (Volatile Fault)
    F_CARD_NONBASIC_LAND = 43 # a nonbasic land card (Encroach)
    F_ARTIFACT_CREATURE_OR_ENCHANTMENT = 65   # (Vraska, Relic Seeker's -3)
    F_CREATURE_TRAMPLE_OR_HASTE = 79   # a creature with trample or haste (Minsc & Boo's +1)
    F_CARD_CREATURE_MV = 76       # arg: a creature card with exactly that mana value (Aether Vial)
    F_ARTIFACT_CARD_IN_YOUR_GRAVEYARD = 80   # a target artifact card in its chooser's graveyard
                                  #   (Academy Ruins)
    F_CREATURE_NOT_OF_TYPE = 66   # arg: creature type index (Chandra, Awakened Inferno's
                                  #   "each non-Elemental creature")
    F_OPP_ARTIFACT_ENCHANTMENT_NONBASIC_LAND = 56   # an artifact, enchantment or nonbasic land an
                              #   opponent controls (Boseiju, Who Endures)
    F_LAND_CARD_BASIC_TYPE = 57   # a land card with a basic land type (CR 205.3i; Boseiju's search)
    F_OPP_NONLAND = 47        # a nonland permanent an opponent controls (Angel of Sanctions)
    F_ARTIFACT_CARD_COST_0_OR_1 = 44  # an artifact card with mana cost {0} or {1} (Urza's Saga:
                              #   its actual mana cost, not its mana value; no mana cost is neither)

# Trigger events.
cdef enum:
    EV_NONE = 0
    EV_UPKEEP = 1             # its controller's upkeep
    EV_CHOSEN_UPKEEP = 2      # the upkeep of the player it chose (The Rack)
    EV_DRAW_STEP = 3
    EV_BEGIN_COMBAT = 4
    EV_END_STEP = 5
    EV_ETB = 6
    EV_DIES = 7
    EV_LEAVES = 8
    EV_ATTACKS = 9
    EV_COMBAT_DAMAGE_PLAYER = 10
    EV_YOU_PLAY_OTHER_LAND = 11
    EV_ANY_SPELL_CAST = 12
    EV_OPPONENT_CASTS = 13
    EV_CAST_SELF = 14
    EV_TARGETED_BY_YOU = 15   # valiant (CR 702.188)
    EV_YOURS_TARGETED_BY_OPPONENT_SPELL = 16   # Swarm Shambler
    EV_TARGETED_BY_OPPONENT = 17               # ward (CR 702.21)
    EV_TO_GRAVEYARD = 18      # it is put into a graveyard from anywhere
    EV_CARD_TO_YOUR_GRAVEYARD = 19
    EV_NO_ICE = 20            # a state trigger (Dark Depths)
    EV_SUSPENDED_UPKEEP = 21  # its owner's upkeep while suspended
    EV_GRAVEYARD_UPKEEP = 22  # its owner's upkeep while in the graveyard
    EV_EVOKED_ETB = 23
    EV_LAST_TIME_COUNTER = 24
    EV_FIRST_UPKEEP_REVEALED = 25   # Chancellor of the Forge
    EV_FIRST_SPELL_REVEALED = 26    # Chancellor of the Annex
    EV_NEXT_UPKEEP_DELAYED = 27     # Pact of Negation
    EV_OPPONENT_UPKEEP = 28   # each opponent's upkeep (Shrieking Affliction)
    EV_MADNESS = 29           # discarded and exiled by its madness (CR 702.35a); from exile
    EV_FIRST_MAIN_REVEALED = 30     # Chancellor of the Tangle: its owner's first main phase
    EV_MONARCH_END_STEP = 31  # the monarch's inherent triggers (CR 724.2), sourceless: "at the
    EV_MONARCH_DAMAGE = 32    #   beginning of the monarch's end step" and "whenever a creature
                              #   deals combat damage to the monarch"; cards that can make a
                              #   player the monarch carry them (the game's event bits)
    EV_ENCHANTED_CASTS_CHOSEN = 37   # the player it enchants casts a spell with its chosen name
    EV_EMBLEM_UPKEEP = 47     # an emblem's "at the beginning of your upkeep" (CR 114; Chandra,
                              #   Awakened Inferno's): sourceless, controlled by the emblem's owner,
                              #   one trigger per emblem (PlayerState.emblems), kept as one stack
                              #   item whose x counts them (see queue_emblem_triggers)
    EV_TO_GRAVEYARD_FROM_BATTLEFIELD = 41   # it is put into a graveyard from the battlefield
                              #   (Dunes of the Dead; any permanent, unlike "dies", CR 700.4)
    EV_CHAPTER = 33           # a Saga's chapter ability (CR 714.2b): lore counters put on it took
                              #   their number from below AB_ARG (the chapter number) to at least it
    EV_ATTACKS_ALONE = 52     # a creature its controller controls attacks alone (exalted, CR
                              #   702.83b: the only creature declared as an attacker); the
                              #   trigger's ref is that creature
    EV_EACH_END_STEP = 53     # the beginning of each end step, whoever's turn it is
    EV_WHEN_YOU_DO = 56       # a reflexive trigger (CR 603.12): queued only by the instruction
                              #   OP_SACRIFICE_WHEN_YOU_DO of its own card's resolving ability,
                              #   never by an event of the game
    EV_OPPONENT_DISCARDS = 54 # an opponent of its controller discards a card (CR 701.9; Tourach)
    EV_KICKED_ETB = 55        # it enters from a spell cast with kicker (CR 702.33d: "if it was
                              #   kicked"; fired as it enters, like EV_EVOKED_ETB)
    EV_REGENERATED = 62       # its own regeneration shield replaced its destruction (CR 701.19c:
                              #   "when it regenerates this way", Soldevi Sentry)
    EV_ENCHANTED_UPKEEP = 58  # the upkeep of the player this Aura enchants (Obj.attached; Curse
                              #   of the Pierced Heart)
    NUM_EVENTS = 63

# How a permanent enters (enter_battlefield's `evoked` argument: True is ENTER_EVOKED).
cdef enum:
    ENTER_EVOKED = 1
    ENTER_KICKED = 2

# AB_ARG of a cast option (AK_CAST).
cdef enum:
    CAST_ARG_KICKED = 1       # the option casts the spell kicked (CR 702.33a: its cost is the mana
                              #   cost plus the kicker cost; not an alternative cost)

# Intervening-if conditions (CR 603.4).
cdef enum:
    IC_NONE = 0
    IC_SELF_TAPPED = 1
    IC_ONLY_CREATURE_CARD_IN_GRAVEYARD = 2
    IC_AT_MOST_THREE_LANDS = 3
    IC_SPELL_MV_IS_COUNTERS = 4
    IC_GAINED_LIFE = 5
    IC_AT_MOST_THREE_CARDS_IN_HAND = 6   # Scalding Tongs
    IC_ALONE_AND_EMPTY_HANDED = 7        # Barren Glory: no other permanents, no cards in hand
    IC_ACTIVE_AT_MOST_ONE_CARD_IN_HAND = 8   # Shrieking Affliction: "that player" (whose upkeep it is)
    IC_SELF_ON_BATTLEFIELD = 38   # Myr Servitor: "if this is on the battlefield"; an object that
                              #   entered this turn is a new one (CR 400.7) that was not the
                              #   trigger's source (upkeep triggers: nothing enters before them)
    IC_NO_MANA_SPENT = 33     # Lavinia: no mana was spent to cast "that spell" (the trigger's
                              #   ref): its stack item lacks SF_MANA_SPENT (CR 601.2h)

# Opening-hand actions (CR 103.6).
cdef enum:
    OPEN_NONE = 0
    OPEN_LEYLINE = 1
    OPEN_REVEAL_FORGE = 2
    OPEN_REVEAL_ANNEX = 3
    OPEN_REVEAL_TANGLE = 4

# Mana abilities.
cdef enum:
    MK_FIXED = 1              # a fixed amount of each type
    MK_ONE_COLOR = 2          # amount mana of any one colour
    MK_PER_COUNTER = 3        # remove any number of counters: that much of colour
    MK_DEPLETION = 4          # remove a counter: amount of colour; then sacrifice if none left
    MK_PER_ARTIFACT = 5       # colour for each artifact you control
    MK_CAVERN = 6             # one mana of any colour, for creature spells of the chosen type
    MK_WORKSHOP = 7           # amount colourless mana for artifact spells only
    MK_HAND_EXILE = 8         # exile this card from your hand: one mana of colour
    MK_DISCARD_HAND_ONE_COLOR = 9   # Lion's Eye Diamond (a play option, never a payment)
    MK_CHOSEN_COLOR = 10      # amount mana of the colour chosen as it entered (Obj.choice - 1)
    MK_LAND_ONLY = 11         # amount mana of the chosen colour, spendable only to activate
                              #   abilities of land sources (Sunken Citadel; pool slot M_LAND)

# Operands of the effect language.
cdef enum:
    O_TARGET = 0              # + target slot 0..3
    O_SELF = 4
    O_REF = 5
    O_CHOSEN = 6
    PL_CONTROLLER = 0
    PL_OPPONENT = 1
    PL_TARGET = 2             # + slot: the target slot holds a player
    PL_TARGET_CONTROLLER = 6  # + slot: the controller of the target object
    PL_REF_CONTROLLER = 10
    PL_CHOSEN = 11
    PL_ACTIVE = 12
    PL_DEFENDING = 13
    PL_OWNER = 14
    WHO_PLAYER = 16           # damage recipient: WHO_PLAYER + player operand
    V_CONST_LIMIT = 100
    V_X = 100
    V_TARGET_POWER = 101      # + slot
    V_LKI = 105
    V_RACK = 106
    V_CREATURES_YOU_CONTROL = 107
    V_SELF_POWER = 108
    V_SACRIFICED_POWER = 109  # the greatest power among the creatures the latest "sacrifice
                              #   choice" instruction sacrificed (last known), at least 0
    V_COUNTERS_REMOVED = 120  # how many counters the latest "remove up to" instruction removed
    V_MINUS_X = 131           # -X ("gets -X/-X", Sickening Shoal)
    V_ACTIVE_FEWER_THAN_THREE = 136   # 3 minus the cards in the active player's hand, at least 0
                              #   ("that player" of an upkeep trigger: Stabwhisker the Odious)
    V_TARGET_LIFE_ABOVE_ONE = 124  # the life of the player in target slot 0, minus 1, at least 0:
                              #   "life total becomes 1" is losing that much (CR 119.5)
    K_P1P1 = 0
    K_OWN = 1
    K_M2M1 = 2                # -2/-1 counters (Contagion), kept in Obj.extra

# Effect opcodes.
cdef enum:
    OP_END = 0
    OP_DAMAGE = 1
    OP_DAMAGE_DIVIDED = 2
    OP_GAIN_LIFE = 3
    OP_LOSE_LIFE = 4
    OP_DESTROY = 5
    OP_EXILE = 6
    OP_BOUNCE = 7
    OP_SACRIFICE = 8
    OP_COUNTER = 9
    OP_COUNTER_UNLESS = 10
    OP_PUMP = 11
    OP_ADD_COUNTERS = 12
    OP_REMOVE_COUNTER = 13
    OP_REMOVE_ALL_COUNTERS = 14
    OP_TAP = 15
    OP_UNTAP = 16
    OP_SET_EOT = 17
    OP_CHOOSE_PROTECTION = 18
    OP_ANIMATE = 19
    OP_CREATE_TOKENS = 20
    OP_ADD_MANA = 21
    OP_DISCARD = 22
    OP_EXILE_FROM_HAND = 23
    OP_SACRIFICE_CHOICE = 24
    OP_EACH_LOSE_LIFE = 25
    OP_EACH_DISCARD = 26
    OP_EACH_SACRIFICE = 27
    OP_SHOW_AND_TELL = 28
    OP_BALANCE = 29
    OP_FLASH = 30
    OP_DRAW = 31
    OP_EXTRA_TURN = 32
    OP_WIN_IF_DEVOTION = 33
    OP_SHUFFLE_GRAVEYARD = 34
    OP_REVEAL_TOP_LAND = 35
    OP_SEARCH_BASIC_LAND = 36
    OP_RETURN_SELF = 37
    OP_SAC_UNLESS_SAC = 38
    OP_SAC_UNLESS_POWER = 39
    OP_PAY = 40
    OP_SKIP_IF = 41
    OP_LOSE_GAME = 42
    OP_COIN = 43
    OP_EXILE_GAIN = 44
    OP_DESTROY_NEW_CREATURES = 45
    OP_NAME_AND_DISCARD = 46
    OP_IMPRINT = 47
    OP_CAST_COPY = 48
    OP_TIME_COUNTER = 49
    OP_CAST_SUSPENDED = 50
    OP_OCELOT = 51
    OP_MAY = 52
    OP_SCHEDULE_NEXT_UPKEEP = 53  # Pact of Negation's delayed trigger
    OP_PLAYER_FLAG = 54           # Channel's effect for the rest of the turn
    OP_SKIP_NEXT_UNTAP = 55       # it doesn't untap during its controller's next untap step
    OP_COUNTERS_DIVIDED = 56      # each target gets the counters divided to it (CR 601.2d)
    OP_LIBRARY_TOP = 57           # a card in a graveyard goes on top of its owner's library
    OP_ADD_COUNTERS_EACH = 58     # on each permanent of a filter its controller controls
    OP_WIN_GAME = 59              # a player wins the game (CR 104.2b)
    OP_CHANGE_TARGET = 60         # change the target of a spell with a single target (CR 115.7)
    OP_EXILE_UNTIL_LEAVES = 61    # exile it until the source leaves the battlefield (CR 610.3)
    OP_TUCK_SPELL = 62            # its owner puts a spell on the top or bottom of their library
    OP_CAST_MADNESS = 63          # madness's trigger: cast it for its madness cost or put it into
                                  #   its owner's graveyard (CR 702.35a)
    OP_SHUFFLE_SELF = 64          # the source, if still in a graveyard, is shuffled into its
                                  #   owner's library (Worldspine Wurm)
    OP_MILL = 65                  # a player mills N cards (CR 701.17)
    OP_WIN_IF_LIBRARY_EMPTY = 66  # a player wins if their library has no cards (Jace, Wielder of
                                  #   Mysteries' -8)
    OP_BECOME_MONARCH = 67        # the player becomes the monarch (CR 724.1, 724.3)
    OP_TEST_MONARCH = 68          # the answer (res_result) is whether the player is the monarch
    OP_RETURN_FROM_EXILE = 69     # a card still in exile goes to its owner's hand
    OP_DISCARD_CARDS = 79         # a player discards N cards, chosen by them, by the effect's
                                  #   controller, or at random (TB-3: by the controller's opponent)
    OP_EACH_DISCARD_CARDS = 80    # the same for each player, active player first (CR 101.4)
    OP_GAMBIT = 81                # Stronghold Gambit: each player chooses a card in their hand;
                                  #   the revealed creature cards with the lowest mana value enter
    OP_EXILE_PLAYABLE = 85        # a player exiles a card of their choice from their hand and may
                                  #   play it while it stays exiled: spells for {arg} more, lands
                                  #   entering tapped (Lightstall Inquisitor)
    OP_REMOVE_UP_TO = 86          # the effect's controller removes up to N counters, of any kinds,
                                  #   from a permanent (Hex Parasite); V_COUNTERS_REMOVED counts them
    OP_DAMAGE_EACH = 91           # a: filter, b: its arg, c: amount: damage to each permanent
                                  #   fitting the filter (Chandra, Awakened Inferno's -3)
    OP_GET_EMBLEM = 92            # the player gets an emblem (CR 114.2): PlayerState.emblems + 1
    OP_DAMAGE_EXILE_IF_DIES = 93  # damage to a target creature or planeswalker; if it is dealt
                                  #   damage, it is exiled instead if it would die this turn
                                  #   (OE_EXILE_IF_DIES)
    OP_RETURN_ALL_NAMED = 97      # each player returns all cards with the source's name from their
                                  #   graveyard to the battlefield (Myr Servitor)
    OP_GAIN_KEYWORD_CHOICE = 98   # a: object, b: OE_* keyword bits offered: the effect's controller
                                  #   chooses one; the object gains it until end of turn (Steel
                                  #   Seraph; D_KEYWORD)

# Flags of OP_SEARCH_BASIC_LAND's second operand.
cdef enum:
    SRCH_TAPPED = 1               # the land enters tapped (Path to Exile)
    SRCH_BASIC_LAND_TYPE = 2      # a land card with a basic land type, not only a basic land card
                                  #   (Boseiju, Who Endures)
    OP_GAIN_ABILITY = 70          # the source, still on the battlefield, gains its granted ability
                                  #   with grant bit a (ABF_GRANTED, MA_GRANT), for as long as it
                                  #   stays there (Urza's Saga's chapters I and II)
    OP_ENDURE = 100               # a endures N (CR 701.62a): b the value N, c the N/N Spirit token's
                                  #   card: its controller puts N +1/+1 counters on it or creates
                                  #   the token; the token only, if it isn't on the battlefield
    OP_SET_LIFE = 101             # a player's life total becomes N: they gain or lose the
                                  #   difference (CR 119.5)
    OP_SACRIFICE_WHEN_YOU_DO = 106  # a: player, b: filter, c: creature type index + 1 (0: none).
                                  #   The player sacrifices one permanent of their choice fitting
                                  #   the filter; if they do, the source card's "when you do"
                                  #   trigger (EV_WHEN_YOU_DO, CR 603.12) triggers with lki = its
                                  #   last known power and x = that power if it was a creature of
                                  #   type c - 1 (else 0) (Minsc & Boo, Timeless Heroes' -2)
    OP_VIAL = 103                 # you may put a creature card with mana value equal to the
                                  #   number of counters on the source from your hand onto the
                                  #   battlefield (Aether Vial)
    OP_DESTROY_EACH_MV_COUNTERS = 113   # destroy each nonland permanent with mana value equal to
                                  #   the number of counters on the source, or as it last existed
                                  #   on the battlefield (res.x, ABF_COUNTERS_AS_X; CR 608.2h)
                                  #   (Ratchet Bomb, The Filigree Sylex)
    OP_SHUFFLE_SELF_AND_GRAVEYARD = 114   # a = 1: the source, if still on the battlefield, and the
                                  #   effect's controller's graveyard are shuffled into that
                                  #   player's library; a = 0 (first): only a source whose owner
                                  #   isn't its controller, into its owner's library (Elixir of
                                  #   Immortality: "into their owner's library")
    OP_LINK_LAND_TYPE = 116       # the source, still on the battlefield, is linked to land a (its
                                  #   Obj.attached, as an Aura's): its S_ENCHANTED_LAND_TYPE effect
                                  #   applies to that land for as long as the source stays there,
                                  #   with this resolution's timestamp (Obj.newer = 0, CR 613.7a)
                                  #   (Tide Shaper)
    OP_RETURN_CHOICE = 119        # a: player, b: filter. The player returns a permanent they
                                  #   control fitting the filter, of their choice (not targeted,
                                  #   CR 115.10a), to its owner's hand (the bounce lands: Boros
                                  #   Garrison's "return a land you control to its owner's hand")
    OP_HIDEAWAY = 123             # hideaway (CR 702.75a): the controller looks at the top cards of
                                  #   their library (a library holds at most its owner's three deck
                                  #   cards, TB-1: always all of them), exiles one face down
                                  #   (Obj.choice FACE_DOWN), linked to the source if it is still
                                  #   on the battlefield (Obj.link, CR 607.2a), and puts the rest on
                                  #   the bottom in a random order (TB-3: the opponent orders them)
    OP_PLAY_HIDDEN = 124          # the source's linked face-down card: its controller may play it
                                  #   without paying its mana cost (Shelldock Isle; "if a library
                                  #   has twenty or fewer cards" always holds, TB-1)
    OP_TAP_HOLD = 127             # a: object. Tap it; if the source is still on the battlefield
                                  #   and tapped, it holds the object (S_HOLDS_TAPPED: Obj.choice =
                                  #   the object + 1) until the source untaps (Ice Floe)
    OP_REGENERATE = 128           # a: object. Regenerate it (CR 701.19a): one more shield for this
                                  #   turn (Obj.choice of a CARD_REGEN card, capped at REGEN_CAP)
    OP_FLIP_IF_NO_HAND = 126      # a: player. If that player has no cards in hand, the source,
                                  #   still on the battlefield and unflipped, flips (CR 710.1:
                                  #   Obj.card becomes its flipped face, CARD_FLIP)
    OP_DAMAGE_PLAYER_OR_WALKER = 129   # a: player, b: value. Deals b damage to that player or
                                  #   to a planeswalker that player controls, the effect's
                                  #   controller's choice as it resolves (not a target)
    NUM_OPS = 130

cdef enum:
    REGEN_CAP = 30                # regeneration shields a permanent keeps at most in a turn (as X,
                                  #   CR 107.3: at most 30); more could never all be used

# Discard / exile choosers and flags.
cdef enum:
    BY_PLAYER = 0             # the player whose card it is chooses
    BY_CONTROLLER = 1         # the controller of the effect chooses (Thoughtseize)
    BY_RANDOM = 29            # "at random": TB-3, the opponent of the effect's controller chooses
    XF_MAY = 1
    XF_SPELLBOUND = 2
    XF_NO_DISCARD_TO_ZONE = 4
    XF_UNTIL_SOURCE_LEAVES = 8    # exiled until the source leaves the battlefield (CR 610.3)
    XF_LINKED = 16                # exiled for good; a source still on the battlefield keeps the
                                  #   card in Obj.link for its leaves trigger (CR 607.2a: Mesmeric
                                  #   Fiend), which refers to the card as its `ref`
