# 3 Card Blind: the kernel's registration with fastcore.state and its Python-facing helpers
# (installing the card tables, new states, views for rendering, in-kernel random games).

cdef int32_t tcb_turn_number(const int32_t* buf) noexcept nogil:
    return (<const TCBState*>buf).turn_number


cdef uint64_t tcb_play_print(const int32_t* buf) noexcept nogil:
    """Every word from the configuration on, but the turn counter when no turn limit reads it:
    a position met again on a later turn (a loop, TB-4) plays on exactly as before. The header
    is left out too: its RNG is never drawn from in play (TB-3) and its marker only ever
    stamps a finished game."""
    cdef const TCBState* s = <const TCBState*>buf
    cdef const int32_t* rest = &s.relevant_colors
    cdef uint64_t h = words_print(rest, <Py_ssize_t>(sizeof(TCBState) // 4) - (rest - buf))
    if s.turn_limit > 0:
        h = mix64(h ^ <uint64_t>s.turn_number)
    return h


cdef GameKernel KERNEL
KERNEL.num_distinct_actions = NUM_ACTIONS
KERNEL.legal_actions = tcb_legal_actions
KERNEL.apply_action = tcb_apply_action
KERNEL.current_player = tcb_current_player
KERNEL.returns = tcb_returns
KERNEL.redeal = tcb_redeal
KERNEL.information_key = tcb_information_key
KERNEL.check_invariants = tcb_check_invariants
KERNEL.random_action = NULL
KERNEL.canonical_hash = tcb_canonical_hash
KERNEL.turn_number = tcb_turn_number
KERNEL.play_print = tcb_play_print
KERNEL.options_cap = MAX_CHOICES       # damage splits and payments list at most MAX_CHOICES

STATE_WORDS = sizeof(TCBState) // 4

SIZES = {"MAX_DEFS": MAX_DEFS, "MAX_ABILITIES": MAX_ABILITIES,
         "MAX_MANA_ABILITIES": MAX_MANA_ABILITIES, "MAX_PROGRAM": MAX_PROGRAM,
         "MAX_ANIMS": MAX_ANIMS, "CARD_ABILITY_SLOTS": CARD_ABILITY_SLOTS,
         "CARD_MANA_SLOTS": CARD_MANA_SLOTS, "CARD_STATIC_SLOTS": CARD_STATIC_SLOTS,
         "MAX_MODES": MAX_MODES, "PLAY_OPTIONS": PLAY_OPTIONS, "MAX_TARGETS": MAX_TARGETS,
         "MAX_OBJECTS": MAX_OBJECTS, "NUM_DECK_OBJECTS": NUM_DECK_OBJECTS, "DECK_SIZE": DECK_SIZE,
         "MAX_STACK": MAX_STACK, "MAX_PENDING": MAX_PENDING, "MAX_CHOICES": MAX_CHOICES,
         "POOL_SLOTS": POOL_SLOTS, "MAX_EFFECT_COSTS": MAX_EFFECT_COSTS, "LIFE_CAP": LIFE_CAP,
         "COUNTER_CAP": COUNTER_CAP, "START_LIFE": START_LIFE, "NUM_ACTIONS": NUM_ACTIONS,
         "A_PASS": A_PASS, "A_PLAY": A_PLAY, "A_CHOICE": A_CHOICE, "NO_OBJECT": NO_OBJECT,
         "NO_CARD": NO_CARD, "MAX_X": MAX_X}


def _codes():
    """Every code of the card language and the state, by name (the single source of truth for
    core/threecb: the compiler and the renderer read them from here)."""
    return {
        "types": {"Land": T_LAND, "Creature": T_CREATURE, "Artifact": T_ARTIFACT,
                  "Enchantment": T_ENCHANTMENT, "Instant": T_INSTANT, "Sorcery": T_SORCERY,
                  "Kindred": T_KINDRED, "Planeswalker": T_PLANESWALKER},
        "supertypes": {"Basic": ST_BASIC, "Legendary": ST_LEGENDARY, "Snow": ST_SNOW},
        "colors": {"W": COL_W, "U": COL_U, "B": COL_B, "R": COL_R, "G": COL_G},
        "land_types": {"Plains": LT_PLAINS, "Island": LT_ISLAND, "Swamp": LT_SWAMP,
                       "Mountain": LT_MOUNTAIN, "Forest": LT_FOREST},
        "keywords": {"flying": KW_FLYING, "first strike": KW_FIRST_STRIKE,
                     "double strike": KW_DOUBLE_STRIKE, "trample": KW_TRAMPLE,
                     "lifelink": KW_LIFELINK, "haste": KW_HASTE, "infect": KW_INFECT,
                     "hexproof": KW_HEXPROOF, "shroud": KW_SHROUD,
                     "indestructible": KW_INDESTRUCTIBLE, "flash": KW_FLASH,
                     "swampwalk": KW_SWAMPWALK, "islandwalk": KW_ISLANDWALK,
                     "protection from instants": KW_PROT_INSTANTS,
                     "protection from everything": KW_PROT_EVERYTHING,
                     "protection from colored spells": KW_PROT_COLORED_SPELLS,
                     "protection from white": KW_PROT_WHITE,
                     "can't be countered": KW_UNCOUNTERABLE, "ward": KW_WARD,
                     "menace": KW_MENACE, "toxic": KW_TOXIC, "can't block": KW_CANT_BLOCK,
                     "vigilance": KW_VIGILANCE, "reach": KW_REACH,
                     "+1/+1 for each artifact you control": KW_PLUS_PER_ARTIFACT},
        "card_flags": {"token": CDF_TOKEN, "all creature types": CDF_ALL_CREATURE_TYPES,
                       "exile until leaves": CDF_EXILE_UNTIL_LEAVES,
                       "prototype": CDF_PROTOTYPE,
                       "link from the battlefield": CDF_LINK_FROM_BATTLEFIELD,
                       "aura": CDF_AURA,
                       "saga": CDF_SAGA},
        "counter_kinds": {None: CK_NONE, "ice": CK_ICE, "level": CK_LEVEL, "storage": CK_STORAGE,
                          "depletion": CK_DEPLETION, "charge": CK_CHARGE, "stun": CK_STUN,
                          "time": CK_TIME, "loyalty": CK_LOYALTY, "lore": CK_LORE,
                          "oil": CK_OIL, "spore": CK_SPORE},
        "etb": {"tapped": ETB_TAPPED, "counters": ETB_COUNTERS, "x counters": ETB_X_COUNTERS,
                "choose creature type": ETB_CHOOSE_TYPE, "choose card name": ETB_CHOOSE_NAME,
                "choose opponent": ETB_CHOOSE_OPPONENT, "sole valley": ETB_SOLE_VALLEY,
                "+1/+1 counter": ETB_P1P1, "x +1/+1 counters": ETB_X_P1P1,
                "tapped unless two or fewer other lands": ETB_TAPPED_UNLESS_FEW_LANDS,
                "choose nonland card name": ETB_CHOOSE_NONLAND_NAME,
                "choose nonland card name with activated abilities": ETB_CHOOSE_ABILITY_NAME,
                "look at an opponent's hand and choose any card name": ETB_CHOOSE_TAXED_NAME,
                "choose card name for enchanted player": ETB_CHOOSE_CURSED_NAME},
        "statics": {"noncreature tax": S_NONCREATURE_TAX,
                    "creatures without flying can't attack you": S_NONFLYERS_CANT_ATTACK_YOU, "trinisphere": S_TRINISPHERE,
                    "lands are swamps": S_LANDS_ARE_SWAMPS,
                    "nonbasics are mountains": S_NONBASICS_ARE_MOUNTAINS,
                    "tabernacle": S_TABERNACLE, "player hexproof": S_PLAYER_HEXPROOF,
                    "flash for you": S_FLASH_FOR_YOU, "bridge": S_BRIDGE,
                    "prevent others' damage": S_PREVENT_OTHERS_DAMAGE, "needle": S_NEEDLE,
                    "no noncreature spells": S_NO_NONCREATURE_SPELLS,
                    "no creature spells": S_NO_CREATURE_SPELLS, "minus life": S_MINUS_LIFE,
                    "needs empty hand": S_NEEDS_EMPTY_HAND,
                    "not blocked by type": S_NOT_BLOCKED_BY_TYPE, "extra block": S_EXTRA_BLOCK,
                    "doesn't untap": S_DOESNT_UNTAP, "may not untap": S_MAY_NOT_UNTAP,
                    "sanctuary": S_SANCTUARY, "ferox discard": S_FEROX_DISCARD,
                    "leveler": S_LEVELER, "stun": S_STUN, "ascend": S_ASCEND,
                    "nonartifact tax": S_NONARTIFACT_TAX, "spell tax": S_SPELL_TAX,
                    "nonland permanents are legendary": S_ALL_LEGENDARY,
                    "empty library draw wins": S_EMPTY_DRAW_WINS,
                    "alone watch": S_ALONE_WATCH, "vial cap": S_VIAL_CAP,
                    "counter remover": S_COUNTER_REMOVER, "mv counter cap": S_MV_COUNTER_CAP,
                    "spells with the chosen name can't be cast": S_CANT_CAST_CHOSEN,
                    "opponents' cards to exile": S_CARDS_TO_EXILE,
                    "corrupted: toxic lifelink": S_CORRUPTED_TOXIC_LIFELINK,
                    "creature spells can't be countered": S_CREATURE_SPELLS_UNCOUNTERABLE,
                    "creature tokens get +N/+N": S_TOKEN_ANTHEM,
                    "creatures entering don't cause abilities to trigger": S_TORPOR,
                    "planeswalker": S_PLANESWALKER, "aura": S_AURA,
                    "chosen name tax": S_CHOSEN_NAME_TAX,
                    "opponents' noncreature spells: mana value at most their lands": S_OPP_MV_AT_MOST_LANDS,
                    "enchanted player's chosen name tax": S_ENCHANTED_PLAYER_NAME_TAX,
                    "enchanted land type": S_ENCHANTED_LAND_TYPE,
                    "linked land type": S_ENCHANTED_LAND_TYPE,
                    "enchanted artifact is an N/N creature": S_ENCHANTED_ARTIFACT_CREATURE,
                    "holds tapped": S_HOLDS_TAPPED,
                    "spend only mana produced by creatures": S_CREATURE_MANA_ONLY,
                    "+1/+1 while an opponent controls land type": S_OPP_LAND_TYPE_PUMP,
                    "choose color": S_CHOOSE_COLOR},
        "ability_kinds": {"cast": AK_CAST, "land": AK_LAND, "activated": AK_ACTIVATED,
                          "triggered": AK_TRIGGERED, "suspend": AK_SUSPEND,
                          "mana float": AK_MANA_FLOAT, "mode": AK_MODE},
        "ability_flags": {"instant": ABF_INSTANT, "any player": ABF_ANY_PLAYER,
                          "optional": ABF_OPTIONAL, "alternative": ABF_ALTERNATIVE,
                          "evoke": ABF_EVOKE, "flashback": ABF_FLASHBACK,
                          "not your turn": ABF_NOT_YOUR_TURN, "mana cost": ABF_MANA_COST,
                          "no mana": ABF_NO_MANA, "tap": ABF_TAP, "sacrifice self": ABF_SAC_SELF,
                          "level up": ABF_LEVEL_UP, "needs counters": ABF_NEEDS_COUNTERS,
                          "animate": ABF_ANIMATE, "lose abilities": ABF_LOSE_ABILITIES,
                          "free only": ABF_FREE_ONLY, "lki +1/+1 counters": ABF_LKI_P1P1,
                          "life watch": ABF_LIFE_WATCH, "prototype": ABF_PROTOTYPE,
                          "madness": ABF_MADNESS, "overload": ABF_OVERLOAD,
                          "legend discount": ABF_LEGEND_DISCOUNT, "exile self": ABF_EXILE_SELF,
                          "granted": ABF_GRANTED, "float before land": ABF_FLOAT_BEFORE_LAND,
                          "once each turn": ABF_ONCE_EACH_TURN, "counters as X": ABF_COUNTERS_AS_X,
                          "hellbent": ABF_HELLBENT},
        "cast_stages": {"random discard": CS_RANDOM_DISCARD},
        "extra_costs": {None: EC_NONE, "exile card of color": EC_EXILE_CARD_OF_COLOR,
                        "pay life": EC_PAY_LIFE, "return land type": EC_RETURN_LAND_TYPE,
                        "sacrifice creature": EC_SAC_CREATURE, "discard hand": EC_DISCARD_HAND,
                        "sacrifice all lands": EC_SAC_ALL_LANDS,
                        "remove X +1/+1 counters": EC_REMOVE_X_P1P1,
                        "sacrifice creature of type": EC_SAC_CREATURE_TYPE,
                        "sacrifice land type": EC_SAC_LAND_TYPE,
                        "discard card of land type": EC_DISCARD_LAND_TYPE,
                        "discard another card": EC_DISCARD_CARD, "loyalty": EC_LOYALTY,
                        "remove X loyalty": EC_REMOVE_X_LOYALTY,
                        "discard this card": EC_DISCARD_SELF,
                        "remove +1/+1 counters": EC_REMOVE_P1P1, "remove counters": EC_REMOVE_COUNTERS,
                        "exile card of color with mana value X": EC_EXILE_COLOR_MV_X,
                        "discard card at random": EC_DISCARD_RANDOM},
        "filters": {None: F_NONE, "any target": F_ANY_TARGET, "creature": F_CREATURE,
                    "creature you control": F_CREATURE_YOU_CONTROL,
                    "other creature": F_OTHER_CREATURE, "attacking creature": F_ATTACKING_CREATURE,
                    "legendary creature": F_LEGENDARY_CREATURE, "permanent": F_PERMANENT,
                    "land": F_LAND, "nonbasic land": F_NONBASIC_LAND,
                    "creature of type": F_CREATURE_OF_TYPE, "spell": F_SPELL,
                    "noncreature spell": F_NONCREATURE_SPELL, "spell with mana value": F_SPELL_MV,
                    "player": F_PLAYER, "opponent": F_OPPONENT, "artifact": F_ARTIFACT,
                    "enchantment": F_ENCHANTMENT, "creature with flying": F_CREATURE_FLYING,
                    "creature without flying attacking you": F_ATTACKING_YOU_NO_FLYING,
                    "card": F_CARD_ANY, "nonland card": F_CARD_NONLAND,
                    "nonland card with mana value 3 or less": F_CARD_NONLAND_MV3,
                    "permanent card": F_CARD_PERMANENT, "creature card": F_CARD_CREATURE,
                    "creature card with mana value": F_CARD_CREATURE_MV,
                    "instant card with mana value 2 or less": F_CARD_INSTANT_MV2,
                    "basic land card": F_BASIC_LAND_CARD, "creature or land": F_CREATURE_OR_LAND,
                    "card in a graveyard": F_CARD_IN_GRAVEYARD,
                    "artifact card in your graveyard": F_ARTIFACT_CARD_IN_YOUR_GRAVEYARD,
                    "artifact creature": F_ARTIFACT_CREATURE, "1/1 creature": F_CREATURE_1_1,
                    "creature with power or greater": F_CREATURE_POWER_GE,
                    "spell with a single target": F_SPELL_SINGLE_TARGET,
                    "creature of type you control": F_CREATURE_OF_TYPE_YOU_CONTROL,
                    "activated or triggered ability": F_STACK_ABILITY,
                    "nonland permanent an opponent controls with mana value or less": F_OPP_NONLAND_MV_LE,
                    "creature spell": F_CREATURE_SPELL,
                    "creature with the greatest power": F_CREATURE_GREATEST_POWER,
                    "creature or planeswalker": F_CREATURE_OR_PLANESWALKER,
                    "opponent or planeswalker": F_OPPONENT_OR_PLANESWALKER,
                    "creature or planeswalker spell": F_CREATURE_OR_PLANESWALKER_SPELL,
                    "planeswalker": F_PLANESWALKER,
                    "artifact or enchantment": F_ARTIFACT_OR_ENCHANTMENT,
                    "artifact, creature, or enchantment": F_ARTIFACT_CREATURE_OR_ENCHANTMENT,
                    "creature not of type": F_CREATURE_NOT_OF_TYPE,
                    "creature with trample or haste": F_CREATURE_TRAMPLE_OR_HASTE,
                    "nonbasic land an opponent controls": F_OPP_NONBASIC_LAND,
                    "nonbasic land card": F_CARD_NONBASIC_LAND,
                    "artifact, enchantment, or nonbasic land an opponent controls":
                        F_OPP_ARTIFACT_ENCHANTMENT_NONBASIC_LAND,
                    "land card with a basic land type": F_LAND_CARD_BASIC_TYPE,
                    "nonland permanent an opponent controls": F_OPP_NONLAND,
                    "another nonland permanent": F_OTHER_NONLAND_PERMANENT,
                    "artifact card with mana cost {0} or {1}": F_ARTIFACT_CARD_COST_0_OR_1},
        "events": {None: EV_NONE, "your upkeep": EV_UPKEEP, "chosen player's upkeep": EV_CHOSEN_UPKEEP,
                   "each opponent's upkeep": EV_OPPONENT_UPKEEP,
                   "enchanted player's upkeep": EV_ENCHANTED_UPKEEP,
                   "your draw step": EV_DRAW_STEP, "your beginning of combat": EV_BEGIN_COMBAT,
                   "your end step": EV_END_STEP, "enters": EV_ETB, "dies": EV_DIES,
                   "leaves the battlefield": EV_LEAVES, "attacks": EV_ATTACKS,
                   "combat damage to a player": EV_COMBAT_DAMAGE_PLAYER,
                   "you play another land": EV_YOU_PLAY_OTHER_LAND,
                   "a player casts a spell": EV_ANY_SPELL_CAST,
                   "an opponent casts a spell": EV_OPPONENT_CASTS, "you cast this": EV_CAST_SELF,
                   "becomes the target of yours": EV_TARGETED_BY_YOU,
                   "yours with a +1/+1 counter targeted by an opponent's spell": EV_YOURS_TARGETED_BY_OPPONENT_SPELL,
                   "becomes the target of an opponent's": EV_TARGETED_BY_OPPONENT,
                   "put into a graveyard": EV_TO_GRAVEYARD,
                   "a card is put into your graveyard": EV_CARD_TO_YOUR_GRAVEYARD,
                   "no ice counters": EV_NO_ICE, "your upkeep while suspended": EV_SUSPENDED_UPKEEP,
                   "your upkeep while in your graveyard": EV_GRAVEYARD_UPKEEP,
                   "enters evoked": EV_EVOKED_ETB, "enters kicked": EV_KICKED_ETB, "regenerates": EV_REGENERATED,
                   "an opponent discards a card": EV_OPPONENT_DISCARDS, "last time counter removed": EV_LAST_TIME_COUNTER,
                   "first upkeep (revealed)": EV_FIRST_UPKEEP_REVEALED,
                   "opponent's first spell (revealed)": EV_FIRST_SPELL_REVEALED,
                   "your next upkeep": EV_NEXT_UPKEEP_DELAYED,
                   "discarded into exile by madness": EV_MADNESS,
                   "your first main phase (revealed)": EV_FIRST_MAIN_REVEALED,
                   "the monarch's end step": EV_MONARCH_END_STEP,
                   "combat damage to the monarch": EV_MONARCH_DAMAGE,
                   "enchanted player casts a spell with the chosen name": EV_ENCHANTED_CASTS_CHOSEN,
                   "emblem owner's upkeep": EV_EMBLEM_UPKEEP,
                   "when you do": EV_WHEN_YOU_DO,
                   "put into a graveyard from the battlefield": EV_TO_GRAVEYARD_FROM_BATTLEFIELD,
                   "chapter": EV_CHAPTER,
                   "a creature you control attacks alone": EV_ATTACKS_ALONE,
                   "each end step": EV_EACH_END_STEP},
        "conditions": {None: IC_NONE, "this is tapped": IC_SELF_TAPPED,
                       "only creature card in your graveyard": IC_ONLY_CREATURE_CARD_IN_GRAVEYARD,
                       "three or fewer lands": IC_AT_MOST_THREE_LANDS,
                       "mana value equals counters": IC_SPELL_MV_IS_COUNTERS,
                       "you gained life this turn": IC_GAINED_LIFE,
                       "three or fewer cards in hand": IC_AT_MOST_THREE_CARDS_IN_HAND,
                       "no other permanents and no cards in hand": IC_ALONE_AND_EMPTY_HANDED,
                       "that player has one or fewer cards in hand": IC_ACTIVE_AT_MOST_ONE_CARD_IN_HAND,
                       "no mana was spent to cast it": IC_NO_MANA_SPENT,
                       "this is on the battlefield": IC_SELF_ON_BATTLEFIELD},
        "opening": {None: OPEN_NONE, "leyline": OPEN_LEYLINE, "reveal forge": OPEN_REVEAL_FORGE,
                    "reveal annex": OPEN_REVEAL_ANNEX, "reveal tangle": OPEN_REVEAL_TANGLE},
        "mana_kinds": {"fixed": MK_FIXED, "one color": MK_ONE_COLOR, "per counter": MK_PER_COUNTER,
                       "depletion": MK_DEPLETION, "per artifact": MK_PER_ARTIFACT,
                       "cavern": MK_CAVERN, "workshop": MK_WORKSHOP, "hand exile": MK_HAND_EXILE,
                       "discard hand one color": MK_DISCARD_HAND_ONE_COLOR,
                       "chosen color": MK_CHOSEN_COLOR, "land abilities only": MK_LAND_ONLY},
        "pool": {"W": M_W, "U": M_U, "B": M_B, "R": M_R, "G": M_G, "C": M_C,
                 "artifact C": M_ARTIFACT_C},
        "operands": {"target": O_TARGET, "self": O_SELF, "ref": O_REF, "chosen": O_CHOSEN},
        "players": {"controller": PL_CONTROLLER, "opponent": PL_OPPONENT, "target": PL_TARGET,
                    "target's controller": PL_TARGET_CONTROLLER, "ref's controller": PL_REF_CONTROLLER,
                    "chosen": PL_CHOSEN, "active": PL_ACTIVE, "defending": PL_DEFENDING,
                    "owner": PL_OWNER},
        "who_player": WHO_PLAYER,
        "values": {"X": V_X, "target power": V_TARGET_POWER, "last known": V_LKI,
                   "last known +1/+1 counters": V_LKI,
                   "rack": V_RACK, "creatures you control": V_CREATURES_YOU_CONTROL,
                   "self power": V_SELF_POWER, "sacrificed power": V_SACRIFICED_POWER,
                   "counters removed": V_COUNTERS_REMOVED,
                   "target life above one": V_TARGET_LIFE_ABOVE_ONE, "minus X": V_MINUS_X,
                   "active player's cards fewer than three": V_ACTIVE_FEWER_THAN_THREE},
        "cast_args": {"kicked": CAST_ARG_KICKED},
        "counter_targets": {"+1/+1": K_P1P1, "own": K_OWN, "-2/-1": K_M2M1},
        "extra": {"skips next untap": OX_SKIP_UNTAP, "-2/-1 shift": OX_M2M1_SHIFT,
                  "-2/-1 bits": OX_M2M1_BITS, "prototyped": OX_PROTOTYPED},
        "eot": {"no abilities": OE_NO_ABILITIES, "mazed": OE_MAZED, "swampwalk": OE_SWAMPWALK,
                "islandwalk": OE_ISLANDWALK, "trample": OE_TRAMPLE, "no landwalk": OE_NO_LANDWALK,
                "loyalty used": OE_LOYALTY_USED, "exile if dies": OE_EXILE_IF_DIES,
                "once used": OE_ONCE_USED,
                "flying": OE_FLYING, "vigilance": OE_VIGILANCE, "lifelink": OE_LIFELINK},
        "discard_by": {"player": BY_PLAYER, "controller": BY_CONTROLLER, "random": BY_RANDOM},
        "search_flags": {"tapped": SRCH_TAPPED, "basic land type": SRCH_BASIC_LAND_TYPE},
        "exile_flags": {"may": XF_MAY, "spellbound": XF_SPELLBOUND,
                        "until source leaves": XF_UNTIL_SOURCE_LEAVES, "linked": XF_LINKED},
        "ops": {"end": OP_END, "endure": OP_ENDURE,
                "damage player or planeswalker": OP_DAMAGE_PLAYER_OR_WALKER, "set life": OP_SET_LIFE,
                "damage": OP_DAMAGE, "damage divided": OP_DAMAGE_DIVIDED,
                "gain life": OP_GAIN_LIFE, "lose life": OP_LOSE_LIFE, "destroy": OP_DESTROY,
                "exile": OP_EXILE, "bounce": OP_BOUNCE, "sacrifice": OP_SACRIFICE,
                "counter": OP_COUNTER, "counter unless": OP_COUNTER_UNLESS, "pump": OP_PUMP,
                "add counters": OP_ADD_COUNTERS, "remove counter": OP_REMOVE_COUNTER,
                "remove all counters": OP_REMOVE_ALL_COUNTERS, "tap": OP_TAP, "untap": OP_UNTAP,
                "until end of turn": OP_SET_EOT, "choose protection": OP_CHOOSE_PROTECTION,
                "animate": OP_ANIMATE, "create tokens": OP_CREATE_TOKENS, "add mana": OP_ADD_MANA,
                "discard": OP_DISCARD, "exile from hand": OP_EXILE_FROM_HAND,
                "exile from hand playable": OP_EXILE_PLAYABLE, "remove up to": OP_REMOVE_UP_TO,
                "sacrifice choice": OP_SACRIFICE_CHOICE, "return choice": OP_RETURN_CHOICE,
                "flip if no cards in hand": OP_FLIP_IF_NO_HAND, "tap and hold": OP_TAP_HOLD,
                "regenerate": OP_REGENERATE,
                "each loses life": OP_EACH_LOSE_LIFE,
                "each discards": OP_EACH_DISCARD, "each sacrifices": OP_EACH_SACRIFICE,
                "show and tell": OP_SHOW_AND_TELL, "balance": OP_BALANCE, "flash": OP_FLASH, "vial": OP_VIAL,
                "destroy each mv counters": OP_DESTROY_EACH_MV_COUNTERS,
                "shuffle self and graveyard": OP_SHUFFLE_SELF_AND_GRAVEYARD,
                "draw": OP_DRAW, "extra turn": OP_EXTRA_TURN,
                "win if devotion": OP_WIN_IF_DEVOTION, "shuffle graveyard": OP_SHUFFLE_GRAVEYARD,
                "reveal top land": OP_REVEAL_TOP_LAND, "search basic land": OP_SEARCH_BASIC_LAND,
                "return self": OP_RETURN_SELF, "return all named": OP_RETURN_ALL_NAMED,
                "gain keyword choice": OP_GAIN_KEYWORD_CHOICE, "sacrifice unless sacrifice": OP_SAC_UNLESS_SAC,
                "sacrifice unless power": OP_SAC_UNLESS_POWER, "pay": OP_PAY,
                "skip if": OP_SKIP_IF, "lose game": OP_LOSE_GAME, "coin": OP_COIN,
                "exile and gain": OP_EXILE_GAIN, "destroy new creatures": OP_DESTROY_NEW_CREATURES,
                "name and discard": OP_NAME_AND_DISCARD, "imprint": OP_IMPRINT,
                "cast copy": OP_CAST_COPY, "hideaway": OP_HIDEAWAY, "play hidden": OP_PLAY_HIDDEN,
                "time counter": OP_TIME_COUNTER,
                "cast suspended": OP_CAST_SUSPENDED, "ocelot": OP_OCELOT, "may": OP_MAY,
                "schedule next upkeep": OP_SCHEDULE_NEXT_UPKEEP, "player flag": OP_PLAYER_FLAG,
                "skip next untap": OP_SKIP_NEXT_UNTAP, "counters divided": OP_COUNTERS_DIVIDED,
                "library top": OP_LIBRARY_TOP,
                "add counters each": OP_ADD_COUNTERS_EACH, "win game": OP_WIN_GAME,
                "change target": OP_CHANGE_TARGET,
                "exile until this leaves": OP_EXILE_UNTIL_LEAVES, "tuck spell": OP_TUCK_SPELL,
                "cast madness": OP_CAST_MADNESS, "shuffle self": OP_SHUFFLE_SELF,
                "mill": OP_MILL, "win if library empty": OP_WIN_IF_LIBRARY_EMPTY,
                "become monarch": OP_BECOME_MONARCH, "test monarch": OP_TEST_MONARCH,
                "return from exile": OP_RETURN_FROM_EXILE, "damage each": OP_DAMAGE_EACH,
                "get emblem": OP_GET_EMBLEM, "damage exile if dies": OP_DAMAGE_EXILE_IF_DIES,
                "sacrifice, when you do": OP_SACRIFICE_WHEN_YOU_DO,
                "discard cards": OP_DISCARD_CARDS, "each discards cards": OP_EACH_DISCARD_CARDS,
                "gambit": OP_GAMBIT,
                "gain ability": OP_GAIN_ABILITY, "link land type": OP_LINK_LAND_TYPE},
        "zones": {"none": Z_NONE, "hand": Z_HAND, "library": Z_LIBRARY,
                  "battlefield": Z_BATTLEFIELD, "stack": Z_STACK, "graveyard": Z_GRAVEYARD,
                  "exile": Z_EXILE},
        "object_flags": {"tapped": OF_TAPPED, "sick": OF_SICK, "token": OF_TOKEN, "copy": OF_COPY,
                         "attacking": OF_ATTACKING, "blocking": OF_BLOCKING, "blocked": OF_BLOCKED,
                         "entered this turn": OF_ENTERED_THIS_TURN, "first struck": OF_FIRST_STRUCK,
                         "spellbound": OF_SPELLBOUND, "suspended": OF_SUSPENDED,
                         "imprinted": OF_IMPRINTED, "returns at untap": OF_RETURN_AT_UNTAP,
                         "state triggered": OF_STATE_TRIGGERED, "evoked": OF_EVOKED,
                         "flashback": OF_FLASHBACK},
        "player_flags": {"gained life": PF_GAINED_LIFE, "cast a spell": PF_CAST_A_SPELL,
                         "city's blessing": PF_CITY_BLESSING, "channel": PF_CHANNEL,
                         "sanctuary": PF_SANCTUARY, "lost": PF_LOST, "monarch": PF_MONARCH},
        "steps": {STEP_PREGAME: "pregame", STEP_UNTAP: "untap", STEP_UPKEEP: "upkeep",
                  STEP_DRAW: "draw", STEP_MAIN1: "main 1", STEP_BEGIN_COMBAT: "beginning of combat",
                  STEP_DECLARE_ATTACKERS: "declare attackers",
                  STEP_DECLARE_BLOCKERS: "declare blockers",
                  STEP_FIRST_STRIKE_DAMAGE: "first-strike damage",
                  STEP_COMBAT_DAMAGE: "combat damage", STEP_END_COMBAT: "end of combat",
                  STEP_MAIN2: "main 2", STEP_END: "end", STEP_CLEANUP: "cleanup",
                  STEP_GAME_OVER: "game over"},
        "decisions": {D_NONE: "none", D_PRIORITY: "priority", D_MODE: "mode", D_X: "x",
                      D_TARGET: "target", D_DIVIDE: "divide", D_COST_OBJECT: "cost object",
                      D_PAY: "pay", D_PAY_OR_DECLINE: "pay or decline", D_YES_NO: "yes/no",
                      D_ATTACK: "attack", D_BLOCK: "block", D_ASSIGN: "assign damage",
                      D_CHOOSE_OBJECT: "choose object", D_COLOR: "color", D_NAME: "name",
                      D_COIN: "coin", D_TRIGGER_ORDER: "trigger order",
                      D_LIBRARY_ORDER: "library order", D_LEGEND: "legend rule",
                      D_UNTAP: "untap", D_OPENING: "opening hand",
                      D_CREATURE_TYPE: "creature type", D_NEW_TARGET: "new target",
                      D_REMOVE_COUNTERS: "remove counters", D_KEYWORD: "keyword",
                      D_ATTACH: "attach"},
        "stack_kinds": {SI_SPELL: "spell", SI_ABILITY: "ability", SI_TRIGGER: "trigger",
                        SI_SPECIAL: "special"},
        "stack_flags": {"uncounterable": SF_UNCOUNTERABLE, "evoked": SF_EVOKED,
                        "flashback": SF_FLASHBACK, "casting": SF_CASTING,
                        "without paying": SF_WITHOUT_PAYING, "alternative": SF_ALTERNATIVE,
                        "mana spent": SF_MANA_SPENT},
        "choose_purposes": {CH_DISCARD: "discard", CH_EXILE: "exile", CH_SACRIFICE: "sacrifice",
                            CH_PUT_ONTO_BATTLEFIELD: "put onto the battlefield",
                            CH_SAC_INSTEAD: "sacrifice instead", CH_DREADNOUGHT: "sacrifice for Dreadnought",
                            CH_SEARCH: "put onto the battlefield from the library",
                            CH_IMPRINT: "imprint", CH_LIBRARY_TOP: "put next from the top",
                            CH_FLASH: "put onto the battlefield",
                            CH_DISCARD_AT_RANDOM: "discard (at random)", CH_KEEP: "keep",
                            CH_KEEP_AT_RANDOM: "keep (at random)",
                            CH_GAMBIT: "choose and reveal", CH_RETURN: "return to hand",
                            CH_DAMAGE_WALKER: "deal the damage to",
                            CH_HIDEAWAY: "exile face down"},
        "questions": {ASK_MAY: "may", ASK_CAST_COPY: "cast copy",
                      ASK_CAST_SUSPENDED: "cast suspended", ASK_SANCTUARY: "sanctuary",
                      ASK_UNTAP: "untap", ASK_LIBRARY_TOP: "library top",
                      ASK_CAST_MADNESS: "cast madness", ASK_ENDURE: "endure",
                      ASK_PLAY_HIDDEN: "play hidden"},
        "paycost_kinds": {PAYCOST_EFFECT: "effect", PAYCOST_GENERIC: "generic",
                          PAYCOST_CARD_MINUS_2: "card minus 2"},
        "targets": {"player0": TGT_PLAYER0, "player1": TGT_PLAYER1, "stack": TGT_STACK,
                    "gone": TGT_GONE, "none": TGT_NONE},
        "special": {"chosen none": CHOSEN_NONE, "name other": NAME_OTHER,
                    "choice pending": CHOICE_PENDING, "face down": FACE_DOWN,
                    "mode basic type": MODE_BASIC_TYPE,
                    "mode channel": MODE_CHANNEL, "channel source": CHANNEL_SOURCE,
                    "result draw": RESULT_DRAW, "cast stage extra": CS_EXTRA,
                    "attack none": ATTACK_NONE, "attack player": ATTACK_PLAYER,
                    "attack planeswalker": ATTACK_PLANESWALKER},
        "combat": {"objects": COMBAT_OBJECTS, "attack shift": ATTACK_SHIFT,
                   "attacks gone": ATTACKS_GONE},
    }


CODES = _codes()

cdef _install(dict tables, str name, void* dest, object dtype, tuple shape):
    arr = np.ascontiguousarray(tables[name], dtype=dtype)
    if arr.shape != shape:
        raise ValueError(f"card table {name!r} has shape {arr.shape}, expected {shape}")
    cdef const unsigned char[::1] raw = arr.reshape(-1).view(np.uint8)
    memcpy(dest, &raw[0], raw.shape[0])


def table_shapes():
    """The NumPy dtype and shape of every card table configure() takes."""
    D, A, M, P, N = MAX_DEFS, MAX_ABILITIES, MAX_MANA_ABILITIES, MAX_PROGRAM, MAX_ANIMS
    return {
        "card_types": (np.uint16, (D,)), "card_super": (np.uint8, (D,)),
        "card_landtypes": (np.uint8, (D,)), "card_ctypes": (np.uint64, (D,)),
        "card_colors": (np.uint8, (D,)), "card_cost": (np.int16, (D, 8)),
        "card_phyrexian": (np.int16, (D, 5)), "card_hybrid": (np.int16, (D, 2)),
        "card_mv": (np.int16, (D,)),
        "card_devotion_u": (np.int16, (D,)), "card_power": (np.int16, (D,)),
        "card_toughness": (np.int16, (D,)), "card_keywords": (np.uint32, (D,)),
        "card_ward": (np.int16, (D,)), "card_toxic": (np.int16, (D,)),
        "card_counter_kind": (np.uint8, (D,)),
        "card_static": (np.uint8, (D, CARD_STATIC_SLOTS)),
        "card_static_arg": (np.int16, (D, CARD_STATIC_SLOTS)),
        "card_static_mask": (np.uint64, (D,)), "card_etb": (np.uint16, (D,)),
        "card_etb_counters": (np.int16, (D,)), "card_play": (np.int16, (D, PLAY_OPTIONS)),
        "card_abilities": (np.int16, (D, CARD_ABILITY_SLOTS)),
        "card_mana": (np.int16, (D, CARD_MANA_SLOTS)), "card_events": (np.uint64, (D,)),
        "card_spell": (np.int16, (D,)), "card_level_min": (np.uint8, (D, 2)),
        "card_level_power": (np.int16, (D, 2)), "card_level_toughness": (np.int16, (D, 2)),
        "card_level_keywords": (np.uint32, (D, 2)), "card_opening": (np.uint8, (D,)),
        "card_flags": (np.uint8, (D,)), "card_granted": (np.int16, (D,)),
        "card_proto": (np.int16, (D, 5)),
        "card_flip": (np.int16, (D,)), "card_unflip": (np.int16, (D,)),
        "card_regen": (np.uint8, (D,)), "card_prot_colors": (np.uint8, (D,)),
        "ab_kind": (np.uint8, (A,)), "ab_zone": (np.uint8, (A,)), "ab_flags": (np.uint32, (A,)),
        "ab_cost": (np.int16, (A, 8)), "ab_phyrexian": (np.int16, (A, 5)),
        "ab_extra": (np.uint8, (A, 2)), "ab_extra_arg": (np.int16, (A, 2)),
        "ab_ntargets": (np.uint8, (A,)), "ab_target_filter": (np.uint8, (A, MAX_TARGETS)),
        "ab_target_arg": (np.int16, (A, MAX_TARGETS)), "ab_min_targets": (np.uint8, (A,)),
        "ab_divide": (np.uint8, (A,)), "ab_nmodes": (np.uint8, (A,)),
        "ab_modes": (np.int16, (A, MAX_MODES)), "ab_program": (np.int16, (A,)),
        "ab_program_len": (np.int16, (A,)), "ab_event": (np.uint8, (A,)),
        "ab_condition": (np.uint8, (A,)), "ab_mana": (np.int16, (A,)),
        "ab_suspend": (np.int16, (A,)), "ab_card": (np.int16, (A,)), "ab_anim": (np.int16, (A,)),
        "ab_arg": (np.int16, (A,)), "ma_grant": (np.int16, (M,)),
        "ma_kind": (np.uint8, (M,)), "ma_amount": (np.int16, (M,)), "ma_slot": (np.int16, (M,)),
        "ma_fixed": (np.int16, (M, POOL_SLOTS)), "ma_tap": (np.uint8, (M,)),
        "ma_sac": (np.uint8, (M,)), "ma_self_damage": (np.int16, (M,)),
        "ma_damage_unless_ctype": (np.int16, (M,)),
        "ma_return_at_untap": (np.uint8, (M,)),
        "anim_power": (np.int16, (N,)), "anim_toughness": (np.int16, (N,)),
        "anim_types": (np.uint16, (N,)), "anim_ctypes": (np.uint64, (N,)),
        "anim_all_ctypes": (np.uint8, (N,)), "anim_colors": (np.int16, (N,)),
        "anim_keywords": (np.uint32, (N,)),
        "program": (np.int16, (P, 4)), "effect_cost": (np.int16, (MAX_EFFECT_COSTS, 8)),
    }


def configure(dict tables, int num_defs):
    """Installs the compiled card tables (core/threecb/compiler.py) in the engine."""
    global NUM_DEFS, CONFIGURED
    shapes = table_shapes()
    missing = set(shapes) - set(tables)
    if missing:
        raise ValueError(f"card tables missing: {', '.join(sorted(missing))}")
    if not 0 < num_defs <= MAX_DEFS:
        raise ValueError(f"num_defs must be in 1..{MAX_DEFS}")
    pointers = {
        "card_types": <size_t>&CARD_TYPES[0], "card_super": <size_t>&CARD_SUPER[0],
        "card_landtypes": <size_t>&CARD_LANDTYPES[0], "card_ctypes": <size_t>&CARD_CTYPES[0],
        "card_colors": <size_t>&CARD_COLORS[0], "card_cost": <size_t>&CARD_COST[0][0],
        "card_phyrexian": <size_t>&CARD_PHYREXIAN[0][0], "card_hybrid": <size_t>&CARD_HYBRID[0][0],
        "card_mv": <size_t>&CARD_MV[0],
        "card_devotion_u": <size_t>&CARD_DEVOTION_U[0], "card_power": <size_t>&CARD_POWER[0],
        "card_toughness": <size_t>&CARD_TOUGHNESS[0], "card_keywords": <size_t>&CARD_KEYWORDS[0],
        "card_ward": <size_t>&CARD_WARD[0], "card_toxic": <size_t>&CARD_TOXIC[0],
        "card_counter_kind": <size_t>&CARD_COUNTER_KIND[0],
        "card_static": <size_t>&CARD_STATIC[0][0], "card_static_arg": <size_t>&CARD_STATIC_ARG[0][0],
        "card_static_mask": <size_t>&CARD_STATIC_MASK[0], "card_etb": <size_t>&CARD_ETB[0],
        "card_etb_counters": <size_t>&CARD_ETB_COUNTERS[0], "card_play": <size_t>&CARD_PLAY[0][0],
        "card_abilities": <size_t>&CARD_ABILITIES[0][0], "card_mana": <size_t>&CARD_MANA[0][0],
        "card_events": <size_t>&CARD_EVENTS[0], "card_spell": <size_t>&CARD_SPELL[0],
        "card_level_min": <size_t>&CARD_LEVEL_MIN[0][0], "card_level_power": <size_t>&CARD_LEVEL_POWER[0][0],
        "card_level_toughness": <size_t>&CARD_LEVEL_TOUGHNESS[0][0],
        "card_level_keywords": <size_t>&CARD_LEVEL_KEYWORDS[0][0], "card_opening": <size_t>&CARD_OPENING[0],
        "card_flags": <size_t>&CARD_FLAGS[0], "card_granted": <size_t>&CARD_GRANTED[0],
        "card_proto": <size_t>&CARD_PROTO[0][0],
        "card_flip": <size_t>&CARD_FLIP[0], "card_unflip": <size_t>&CARD_UNFLIP[0],
        "card_regen": <size_t>&CARD_REGEN[0], "card_prot_colors": <size_t>&CARD_PROT_COLORS[0],
        "ab_kind": <size_t>&AB_KIND[0], "ab_zone": <size_t>&AB_ZONE[0], "ab_flags": <size_t>&AB_FLAGS[0],
        "ab_cost": <size_t>&AB_COST[0][0], "ab_phyrexian": <size_t>&AB_PHYREXIAN[0][0],
        "ab_extra": <size_t>&AB_EXTRA[0][0], "ab_extra_arg": <size_t>&AB_EXTRA_ARG[0][0],
        "ab_ntargets": <size_t>&AB_NTARGETS[0], "ab_target_filter": <size_t>&AB_TARGET_FILTER[0][0],
        "ab_target_arg": <size_t>&AB_TARGET_ARG[0][0], "ab_min_targets": <size_t>&AB_MIN_TARGETS[0],
        "ab_divide": <size_t>&AB_DIVIDE[0], "ab_nmodes": <size_t>&AB_NMODES[0],
        "ab_modes": <size_t>&AB_MODES[0][0], "ab_program": <size_t>&AB_PROGRAM[0],
        "ab_program_len": <size_t>&AB_PROGRAM_LEN[0], "ab_event": <size_t>&AB_EVENT[0],
        "ab_condition": <size_t>&AB_CONDITION[0], "ab_mana": <size_t>&AB_MANA[0],
        "ab_suspend": <size_t>&AB_SUSPEND[0], "ab_card": <size_t>&AB_CARD[0], "ab_anim": <size_t>&AB_ANIM[0],
        "ab_arg": <size_t>&AB_ARG[0], "ma_grant": <size_t>&MA_GRANT[0],
        "ma_kind": <size_t>&MA_KIND[0], "ma_amount": <size_t>&MA_AMOUNT[0], "ma_slot": <size_t>&MA_SLOT[0],
        "ma_fixed": <size_t>&MA_FIXED[0][0], "ma_tap": <size_t>&MA_TAP[0], "ma_sac": <size_t>&MA_SAC[0],
        "ma_self_damage": <size_t>&MA_SELF_DAMAGE[0], "ma_return_at_untap": <size_t>&MA_RETURN_AT_UNTAP[0],
        "ma_damage_unless_ctype": <size_t>&MA_DAMAGE_UNLESS_CTYPE[0],
        "anim_power": <size_t>&ANIM_POWER[0], "anim_toughness": <size_t>&ANIM_TOUGHNESS[0],
        "anim_types": <size_t>&ANIM_TYPES[0], "anim_ctypes": <size_t>&ANIM_CTYPES[0],
        "anim_all_ctypes": <size_t>&ANIM_ALL_CTYPES[0], "anim_colors": <size_t>&ANIM_COLORS[0],
        "anim_keywords": <size_t>&ANIM_KEYWORDS[0], "program": <size_t>&PROGRAM[0][0],
        "effect_cost": <size_t>&EFFECT_COST[0][0],
    }
    for name, (dtype, shape) in shapes.items():
        _install(tables, name, <void*><size_t>pointers[name], dtype, shape)
    NUM_DEFS = num_defs
    derive_quick_filters()
    forget_payments()                  # lists made under other tables
    forget_option_lists()
    forget_turn_runs()
    CONFIGURED = True


cdef void derive_quick_filters() noexcept nogil:
    """Per card: the zones its play options work from, those usable at instant speed, and
    whether any player may use one (the priority check skips objects with nothing to offer)."""
    cdef int card, k, a, zone, instant_card
    global PLAYABLE_SLOTS, PLAYABLE_SLOTS_LW
    for card in range(MAX_DEFS):
        CARD_OPTION_ZONES[card] = 0
        CARD_INSTANT_ZONES[card] = 0
        CARD_ANY_PLAYER[card] = 0
        CARD_OPTION_ZONES_LW[card] = 0
        CARD_INSTANT_ZONES_LW[card] = 0
        instant_card = (CARD_TYPES[card] & T_INSTANT) or (CARD_KEYWORDS[card] & KW_FLASH)
        for k in range(PLAY_OPTIONS):
            a = CARD_PLAY[card][k]
            if a < 0:
                break
            zone = AB_ZONE[a]
            if AB_FLAGS[a] & ABF_MADNESS:             # never a priority option
                continue
            if AB_FLAGS[a] & ABF_LIFE_WATCH:          # in the _LW filters only (below)
                CARD_OPTION_ZONES_LW[card] |= 1 << zone
                CARD_INSTANT_ZONES_LW[card] |= 1 << zone
                continue
            CARD_OPTION_ZONES[card] |= 1 << zone
            if (AB_KIND[a] == AK_CAST or AB_KIND[a] == AK_LAND) and zone == Z_HAND:
                CARD_OPTION_ZONES[card] |= 1 << Z_EXILE       # a spellbound card
            if AB_KIND[a] == AK_CAST or AB_KIND[a] == AK_SUSPEND:
                if instant_card:
                    CARD_INSTANT_ZONES[card] |= (1 << zone) | ((1 << Z_EXILE) if zone == Z_HAND else 0)
            elif AB_FLAGS[a] & ABF_INSTANT:
                CARD_INSTANT_ZONES[card] |= 1 << zone
            if AB_FLAGS[a] & ABF_ANY_PLAYER:
                CARD_ANY_PLAYER[card] = 1
        CARD_OPTION_ZONES_LW[card] |= CARD_OPTION_ZONES[card]
        CARD_INSTANT_ZONES_LW[card] |= CARD_INSTANT_ZONES[card]
    PLAYABLE_SLOTS = NUM_DECK_OBJECTS
    PLAYABLE_SLOTS_LW = NUM_DECK_OBJECTS
    for card in range(MAX_DEFS):
        if (CARD_FLAGS[card] & CDF_TOKEN) and CARD_OPTION_ZONES[card]:
            PLAYABLE_SLOTS = MAX_OBJECTS
        if (CARD_FLAGS[card] & CDF_TOKEN) and CARD_OPTION_ZONES_LW[card]:
            PLAYABLE_SLOTS_LW = MAX_OBJECTS


# ---------------------------------------------------------------------------------------------
# States
# ---------------------------------------------------------------------------------------------
cdef void init_state(TCBState* s, const int* deck0, const int* deck1, int turn_limit,
                     int storage_cap, int relevant_colors, uint64_t seed) noexcept nogil:
    cdef int i
    memset(s, 0, sizeof(TCBState))
    s.header.game_id = GAME_ID
    s.header.size_words = sizeof(TCBState) // 4
    s.header.num_players = 2
    rng_seed(s.header.rng, seed)
    s.turn_limit = turn_limit
    s.storage_cap = storage_cap
    s.relevant_colors = relevant_colors
    for i in range(MAX_OBJECTS):
        free_slot(s, i)
    s.object_limit = NUM_DECK_OBJECTS
    for i in range(NUM_DECK_OBJECTS):
        note_game_card(s, deck0[i] if i < DECK_SIZE else deck1[i - DECK_SIZE])
    for i in range(NUM_DECK_OBJECTS):
        s.objects[i].card = <uint16_t>(deck0[i] if i < DECK_SIZE else deck1[i - DECK_SIZE])
        s.objects[i].owner = <uint8_t>(i // DECK_SIZE)
        s.objects[i].controller = s.objects[i].owner
        s.objects[i].zone = Z_HAND                       # TB-1: the whole deck is the hand
    for i in range(2):
        s.players[i].life = START_LIFE
    s.winner = -1
    clear_resolution(s)
    s.decision = D_NONE
    s.step = STEP_PREGAME
    s.task = TK_PREGAME
    s.step_cursor = 0
    s.dmg_cursor = -1
    s.active = 0
    run_engine(s, False)


cdef void note_game_card(TCBState* s, int card) noexcept nogil:
    """Records the static abilities and trigger events a card of this game has (the tokens the
    pool's cards make have none), so that the engine skips work for abilities absent here."""
    s.game_statics |= CARD_STATIC_MASK[card]
    s.game_events |= CARD_EVENTS[card]
    if CARD_FLIP[card] >= 0:                          # a flip card's flipped face (CR 710)
        s.game_statics |= CARD_STATIC_MASK[CARD_FLIP[card]]
        s.game_events |= CARD_EVENTS[CARD_FLIP[card]]


def new_state(state_class, game, deck0, deck1, int turn_limit, int storage_cap,
              int relevant_colors, seed):
    """A new game: deck0 (3 card ids) on the play against deck1."""
    if not CONFIGURED:
        raise RuntimeError("the 3 Card Blind card tables are not installed; import core.threecb")
    cdef int d0[DECK_SIZE]
    cdef int d1[DECK_SIZE]
    cdef int k
    for k in range(DECK_SIZE):
        d0[k] = int(deck0[k])
        d1[k] = int(deck1[k])
        if not (0 <= d0[k] < NUM_DEFS and 0 <= d1[k] < NUM_DEFS):
            raise ValueError("card id out of range")
    cdef GameState state = state_class.__new__(state_class)
    state._attach(&KERNEL, game, sizeof(TCBState) // 4)
    init_state(<TCBState*>state.buf, d0, d1, turn_limit, storage_cap, relevant_colors,
               <uint64_t>seed)
    return state


def start_at(GameState state, int active, int step):
    """Begins `step` of `active`'s turn from the state's objects as they are (for positions
    built by hand): the engine then runs to the first decision."""
    cdef TCBState* s = <TCBState*>state.buf
    tasks = {STEP_UPKEEP: TK_UPKEEP, STEP_DRAW: TK_DRAW, STEP_MAIN1: TK_MAIN,
             STEP_BEGIN_COMBAT: TK_BEGIN_COMBAT, STEP_DECLARE_ATTACKERS: TK_DECLARE_ATTACKERS,
             STEP_MAIN2: TK_MAIN, STEP_END: TK_END_STEP, STEP_UNTAP: TK_UNTAP}
    if step not in tasks:
        raise ValueError(f"a position can start at untap, upkeep, draw, main 1, beginning of "
                         f"combat, declare attackers, main 2 or end step, not step {step}")
    refresh_object_limit(state)
    s.active = active
    s.first_turn = 0
    s.winner = -1
    s.decision = D_NONE
    s.stack_len = 0
    s.pending_len = 0
    s.passes = 0
    s.priority = active
    s.step = step
    s.step_cursor = -1
    s.step_mask = 0
    s.dmg_cursor = -1
    s.task = tasks[step]
    if step == STEP_UPKEEP:
        s.step = STEP_UNTAP
    if step == STEP_DRAW:
        s.step = STEP_UPKEEP
    run_engine(s, False)


def priority_window_settled(GameState state):
    """For tests: at a priority decision, would the window's checks (an entry choice,
    state-based actions, triggers) find nothing to do? A player who passes at a priority
    decision hands priority on without them (priority_step), which is exact only if so."""
    cdef TCBState copy
    memcpy(&copy, state.buf, sizeof(TCBState))
    if copy.winner >= 0 or copy.decision != D_PRIORITY:
        raise ValueError("not a priority decision")
    return copy.pending_len == 0 and not pose_entry_choice(&copy) and not state_based_actions(&copy)


def refresh_object_limit(GameState state):
    """Recomputes the (derived) end of the used object slots after slots were written by hand."""
    cdef TCBState* s = <TCBState*>state.buf
    cdef int i
    s.object_limit = NUM_DECK_OBJECTS
    for i in range(NUM_DECK_OBJECTS, MAX_OBJECTS):
        if s.objects[i].zone != Z_NONE:
            s.object_limit = i + 1


def play_print(GameState state):
    """The print the proof search keeps successor lists by (tcb_play_print)."""
    return tcb_play_print(state.buf)


def canonical_hash(GameState state):
    """The canonical hash of a state (see tcb_canonical_hash)."""
    return tcb_canonical_hash(state.buf)


def decision_view(GameState state):
    """The pending decision: (kind, decider, ctx, option values) for rendering actions."""
    cdef TCBState* s = <TCBState*>state.buf
    cdef int32_t options[MAX_CHOICES]
    cdef int n = 0, k
    if s.winner < 0 and s.decision != D_PRIORITY and s.decision != D_NONE:
        n = decision_options(s, options)
    return (s.decision, s.decider, [s.ctx[k] for k in range(8)], [options[k] for k in range(n)])


def assignment_split(GameState state, int option):
    """For D_ASSIGN: option's damage as ([(recipient, amount), ...], amount to what the
    creature attacks)."""
    cdef TCBState* s = <TCBState*>state.buf
    cdef DamageSplits* d = <DamageSplits*>malloc(sizeof(DamageSplits))
    cdef int j
    if d == NULL:
        raise MemoryError()
    try:
        if s.decision != D_ASSIGN or option < 0 or list_splits(s, s.ctx[0], d, option, option + 1) <= option:
            raise ValueError(f"{option} is not an option of a pending damage assignment")
        return [(d.recipients[j], d.chosen[j]) for j in range(d.n_rec)], d.chosen[d.n_rec]
    finally:
        free(d)


def payment_view(GameState state):
    """For D_PAY and D_PAY_OR_DECLINE: each payment as (sources, leftover pool, life, cavern),
    sources being (object, mana ability or MODE_BASIC_TYPE / MODE_CHANNEL, argument)."""
    cdef TCBState* s = <TCBState*>state.buf
    cdef SourceList src
    cdef Payment pays[MAX_CHOICES]
    cdef Cost c
    cdef int n = 0, k, j, m
    if s.decision == D_PAY:
        n = payment_options_for_item(s, casting_item(s), &src, pays, MAX_CHOICES)
    elif s.decision == D_PAY_OR_DECLINE:
        payment_cost(s, s.ctx[0], s.ctx[1], &c)
        n = enumerate_payments(s, s.decider, &c, &src, pays, MAX_CHOICES - 1)
    out = []
    for k in range(n):
        used = []
        for j in range(src.n):
            if pays[k].mode_of[j]:
                m = src.first[j] + pays[k].mode_of[j] - 1
                used.append((src.obj[j], src.mode_ma[m], src.mode_arg[m]))
        left = [pays[k].leftover[j] for j in range(POOL_SLOTS)]
        # M_LAND packed as in the pool: the amount, its colour in bits 5-7
        left.append(pays[k].leftover[M_LAND] | (src.land_color << LAND_MANA_COLOR_SHIFT)
                    if pays[k].leftover[M_LAND] > 0 else 0)
        out.append((used, left, pays[k].life, pays[k].cavern))
    return out


def object_view(GameState state, int i):
    """An object's current characteristics (after continuous effects)."""
    cdef TCBState* s = <TCBState*>state.buf
    cdef int p = 0, t = 0
    if not 0 <= i < MAX_OBJECTS or s.objects[i].zone == Z_NONE:
        raise ValueError(f"no object in slot {i}")
    if is_creature(s, i):
        obj_pt(s, i, &p, &t)
    return {"types": obj_types(s, i), "power": p, "toughness": t,
            "keywords": obj_keywords(s, i), "colors": obj_colors(s, i),
            "land_types": obj_landtypes(s, i), "abilities": printed_active(s, i),
            "mana_value": spell_mv(s, i)}


def play_option_ability(int card, int option):
    return CARD_PLAY[card][option]


def pending_choice_cost(GameState state):
    """The generic and coloured cost a D_PAY_OR_DECLINE decision asks for."""
    cdef TCBState* s = <TCBState*>state.buf
    cdef Cost c
    payment_cost(s, s.ctx[0], s.ctx[1], &c)
    return {"generic": c.generic, "colored": [c.colored[k] for k in range(5)]}


def spell_cost(GameState state, int obj, int ability, int x=0):
    """The total cost of casting `obj` with ability `ability` now (CR 601.2f)."""
    cdef TCBState* s = <TCBState*>state.buf
    cdef Cost c
    total_spell_cost(s, obj, ability, x, &c)
    return {"generic": c.generic, "colored": [c.colored[k] for k in range(5)],
            "colorless": c.colorless, "phyrexian": [c.phyrexian[k] for k in range(5)],
            "hybrid": [c.hybrid[k] for k in range(2)], "life": c.life}


cdef inline Py_ssize_t _offset(const void* field, const void* base):
    return <const char*>field - <const char*>base


def layout():
    """The NumPy structured dtype of the state buffer."""
    cdef TCBState probe
    obj_dtype = np.dtype({
        "names": ["card", "choice", "flags", "eot", "zone", "owner", "controller", "p1p1",
                  "m1m1", "counters", "damage", "power_mod", "toughness_mod", "protection",
                  "link", "lib_pos", "anim", "extra", "attached", "newer", "combat"],
        "formats": ["<u2", "<u2", "<u2", "<u2", "u1", "u1", "u1", "u1", "u1", "u1", "u1", "i1",
                    "i1", "u1", "u1", "u1", "u1", "u1", "u1", "u1", "<u4"],
        "offsets": [0, 2, 4, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
        "itemsize": sizeof(Obj)})
    item_dtype = np.dtype({
        "names": ["ability", "source_card", "kind", "source", "controller", "x", "mode", "flags",
                  "ref", "lki", "targets", "amounts"],
        "formats": ["<u2", "<u2", "u1", "u1", "u1", "u1", "u1", "u1", "u1", "u1",
                    ("u1", (MAX_TARGETS,)), ("u1", (MAX_TARGETS,))],
        "offsets": [0, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16],
        "itemsize": sizeof(StackItem)})
    player_dtype = np.dtype({
        "names": ["life", "poison", "lands_played", "pool", "flags", "annex_reveals",
                  "forge_reveals", "pacts_due", "tangle_reveals", "emblems"],
        "formats": ["<i2", "u1", "u1", ("u1", (8,)), "<u2", "u1", "u1", "u1", "u1", "u1"],
        "offsets": [0, 2, 3, 4, 12, 14, 15, 16, 17, 18],
        "itemsize": sizeof(PlayerState)})
    cdef const void* b = &probe
    fields = [
        ("turn_limit", _offset(&probe.turn_limit, b), "<i4", ()),
        ("turn_number", _offset(&probe.turn_number, b), "<i4", ()),
        ("relevant_colors", _offset(&probe.relevant_colors, b), "<i4", ()),
        ("storage_cap", _offset(&probe.storage_cap, b), "<i4", ()),
        ("active", _offset(&probe.active, b), "<i4", ()),
        ("step", _offset(&probe.step, b), "<i4", ()),
        ("task", _offset(&probe.task, b), "<i4", ()),
        ("priority", _offset(&probe.priority, b), "<i4", ()),
        ("passes", _offset(&probe.passes, b), "<i4", ()),
        ("winner", _offset(&probe.winner, b), "<i4", ()),
        ("first_turn", _offset(&probe.first_turn, b), "<i4", ()),
        ("combat_flags", _offset(&probe.combat_flags, b), "<i4", ()),
        ("extra_turn_count", _offset(&probe.extra_turn_count, b), "<i4", ()),
        ("extra_turns", _offset(&probe.extra_turns[0], b), "u1", (MAX_EXTRA_TURNS,)),
        ("players", _offset(&probe.players[0], b), player_dtype, (2,)),
        ("decision", _offset(&probe.decision, b), "<i4", ()),
        ("decider", _offset(&probe.decider, b), "<i4", ()),
        ("ctx", _offset(&probe.ctx[0], b), "<i4", (8,)),
        ("resume", _offset(&probe.resume, b), "<i4", ()),
        ("cast_stage", _offset(&probe.cast_stage, b), "<i4", ()),
        ("cast_option", _offset(&probe.cast_option, b), "<i4", ()),
        ("cast_return", _offset(&probe.cast_return, b), "<i4", ()),
        ("cast_slot", _offset(&probe.cast_slot, b), "<i4", ()),
        ("res", _offset(&probe.res, b), item_dtype, ()),
        ("res_pc", _offset(&probe.res_pc, b), "<i4", ()),
        ("res_result", _offset(&probe.res_result, b), "<i4", ()),
        ("res_cursor", _offset(&probe.res_cursor, b), "<i4", ()),
        ("res_chosen", _offset(&probe.res_chosen, b), "<i4", ()),
        ("res_ready", _offset(&probe.res_ready, b), "<i4", ()),
        ("res_count", _offset(&probe.res_count, b), "<i4", ()),
        ("dmg_cursor", _offset(&probe.dmg_cursor, b), "<i4", ()),
        ("step_cursor", _offset(&probe.step_cursor, b), "<i4", ()),
        ("step_mask", _offset(&probe.step_mask, b), "<u4", ()),
        ("stack_len", _offset(&probe.stack_len, b), "<i4", ()),
        ("pending_len", _offset(&probe.pending_len, b), "<i4", ()),
        ("stack", _offset(&probe.stack[0], b), item_dtype, (MAX_STACK,)),
        ("pending", _offset(&probe.pending[0], b), item_dtype, (MAX_PENDING,)),
        ("objects", _offset(&probe.objects[0], b), obj_dtype, (MAX_OBJECTS,)),
    ]
    return np.dtype({
        "names": [name for name, _, _, _ in fields],
        "formats": [(fmt, shape) if shape else fmt for _, _, fmt, shape in fields],
        "offsets": [offset for _, offset, _, _ in fields],
        "itemsize": sizeof(TCBState),
    })


# ---------------------------------------------------------------------------------------------
# Random games inside the kernel (fuzz tests and speed benchmarks)
# ---------------------------------------------------------------------------------------------
cdef int32_t random_legal_action(TCBState* s, uint32_t* rng) noexcept nogil:
    cdef int32_t actions[MAX_ACTIONS]
    cdef int n = tcb_legal_actions(<int32_t*>s, actions)
    return actions[rng_below(rng, n)]


def play_random_games(decks, int games, seed, int turn_limit=60, int storage_cap=COUNTER_CAP,
                      relevant_colors=None, bint check=False):
    """Plays `games` uniformly random games inside the kernel, cycling through `decks` (pairs
    of card-id triples). Returns counts (games, actions, turns, wins per seat, draws, limit
    draws) and, with check=True, the first invariant error (error, error_game, error_action)."""
    if not CONFIGURED:
        raise RuntimeError("the 3 Card Blind card tables are not installed; import core.threecb")
    pairs = [(list(a), list(b)) for a, b in decks]
    if not pairs:
        raise ValueError("no decks")
    colors = list(relevant_colors) if relevant_colors is not None else [31] * len(pairs)
    cdef int n_pairs = len(pairs)
    cdef int[:, ::1] ids = np.array([a + b for a, b in pairs], dtype=np.int32)
    cdef int[::1] color_of = np.array(colors, dtype=np.int32)
    cdef TCBState state
    cdef uint32_t policy[4]
    cdef long long total_actions = 0, total_turns = 0, draws = 0, limit_draws = 0
    cdef long long wins0 = 0, wins1 = 0, taken, error_action = -1
    cdef int g, pair, error = 0, error_game = -1
    cdef uint64_t base = <uint64_t>seed
    rng_seed(policy, base ^ 0x3CB3CB3CBULL)
    with nogil:
        for g in range(games):
            pair = g % n_pairs
            init_state(&state, &ids[pair, 0], &ids[pair, DECK_SIZE], turn_limit, storage_cap,
                       color_of[pair], base + <uint64_t>g)
            taken = 0
            while state.winner < 0:
                tcb_apply_action(<int32_t*>&state, random_legal_action(&state, policy))
                taken += 1
                if check and error == 0:
                    error = tcb_check_invariants(<int32_t*>&state)
                    if error:
                        error_game = g
                        error_action = taken
            total_actions += taken
            total_turns += state.turn_number
            if state.winner == 0:
                wins0 += 1
            elif state.winner == 1:
                wins1 += 1
            else:
                draws += 1
                if turn_limit > 0 and state.turn_number > turn_limit:
                    limit_draws += 1
    return {"games": games, "actions": total_actions, "turns": total_turns,
            "wins": [wins0, wins1], "draws": draws, "limit_draws": limit_draws,
            "error": error, "error_game": error_game, "error_action": error_action}
