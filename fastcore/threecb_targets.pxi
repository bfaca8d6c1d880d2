# 3 Card Blind: filters, targets (CR 115) and the objects an effect may choose.

cdef inline int player_target(int p) noexcept nogil:
    return TGT_PLAYER0 + p


cdef inline bint is_player_target(int t) noexcept nogil:
    return t == TGT_PLAYER0 or t == TGT_PLAYER1


cdef bint card_matches(int card, int filter, int arg) noexcept nogil:
    """Filters on a card itself (cards in hand or library)."""
    cdef int types = CARD_TYPES[card]
    if filter == F_CARD_ANY:
        return True
    if filter == F_CARD_NONLAND:
        return not (types & T_LAND)
    if filter == F_CARD_NONLAND_MV3:
        return not (types & T_LAND) and CARD_MV[card] <= 3
    if filter == F_CARD_PERMANENT:
        return (types & (T_ARTIFACT | T_CREATURE | T_ENCHANTMENT | T_LAND)) != 0
    if filter == F_CARD_CREATURE:
        return (types & T_CREATURE) != 0
    if filter == F_CARD_CREATURE_MV:
        return (types & T_CREATURE) != 0 and CARD_MV[card] == arg
    if filter == F_CARD_INSTANT_MV2:
        return (types & T_INSTANT) != 0 and CARD_MV[card] <= 2
    if filter == F_BASIC_LAND_CARD:
        return (types & T_LAND) != 0 and is_basic(card)
    if filter == F_CARD_NONBASIC_LAND:
        return (types & T_LAND) != 0 and not is_basic(card)
    if filter == F_LAND_CARD_BASIC_TYPE:
        return (types & T_LAND) != 0 and CARD_LANDTYPES[card] != 0
    if filter == F_ARTIFACT_CARD_COST_0_OR_1:
        return (types & T_ARTIFACT) != 0 and mana_cost_is_0_or_1(card)
    return False


cdef bint mana_cost_is_0_or_1(int card) noexcept nogil:
    """Is the card's mana cost exactly {0} or {1}? (Urza's Saga's rulings: its actual mana
    cost, not its mana value; a card with no mana cost, CR 202.1b, has neither.)"""
    cdef int k, a = CARD_PLAY[card][0]
    if a < 0 or not (AB_FLAGS[a] & ABF_MANA_COST) or AB_KIND[a] != AK_CAST:
        return False
    if CARD_COST[card][0] > 1:
        return False
    for k in range(1, 8):
        if CARD_COST[card][k]:
            return False
    for k in range(5):
        if CARD_PHYREXIAN[card][k]:
            return False
    return CARD_HYBRID[card][0] == 0 and CARD_HYBRID[card][1] == 0


cdef bint permanent_matches(const TCBState* s, int i, int filter, int arg, int chooser) noexcept nogil:
    """Filters on permanents (`chooser` is the player choosing, for "you control")."""
    cdef int types
    if s.objects[i].zone != Z_BATTLEFIELD:
        return False
    types = obj_types(s, i)
    if filter == F_PERMANENT:
        return True
    if filter == F_CREATURE or filter == F_OTHER_CREATURE:
        return (types & T_CREATURE) != 0
    if filter == F_ANY_TARGET or filter == F_CREATURE_OR_PLANESWALKER:
        return (types & (T_CREATURE | T_PLANESWALKER)) != 0          # CR 115.4
    if filter == F_OPPONENT_OR_PLANESWALKER or filter == F_PLANESWALKER:
        return (types & T_PLANESWALKER) != 0
    if filter == F_CREATURE_YOU_CONTROL:
        return (types & T_CREATURE) != 0 and s.objects[i].controller == chooser
    if filter == F_ATTACKING_CREATURE:
        return (types & T_CREATURE) != 0 and (s.objects[i].flags & OF_ATTACKING) != 0
    if filter == F_LEGENDARY_CREATURE:
        return (types & T_CREATURE) != 0 and obj_legendary(s, i, all_legendary_on(s))
    if filter == F_LAND:
        return (types & T_LAND) != 0
    if filter == F_NONBASIC_LAND:
        return (types & T_LAND) != 0 and not is_basic(s.objects[i].card)
    if filter == F_CREATURE_OF_TYPE:
        return (types & T_CREATURE) != 0 and obj_has_ctype(s, i, arg)
    if filter == F_ARTIFACT:
        return (types & T_ARTIFACT) != 0
    if filter == F_ENCHANTMENT:
        return (types & T_ENCHANTMENT) != 0
    if filter == F_ARTIFACT_OR_ENCHANTMENT:
        return (types & (T_ARTIFACT | T_ENCHANTMENT)) != 0
    if filter == F_ARTIFACT_CREATURE_OR_ENCHANTMENT:
        return (types & (T_ARTIFACT | T_CREATURE | T_ENCHANTMENT)) != 0
    if filter == F_CREATURE_NOT_OF_TYPE:
        return (types & T_CREATURE) != 0 and not obj_has_ctype(s, i, arg)
    if filter == F_CREATURE_TRAMPLE_OR_HASTE:
        return (types & T_CREATURE) != 0 and (obj_keywords(s, i) & (KW_TRAMPLE | KW_HASTE)) != 0
    if filter == F_OPP_ARTIFACT_ENCHANTMENT_NONBASIC_LAND:
        if s.objects[i].controller == chooser:
            return False
        return ((types & (T_ARTIFACT | T_ENCHANTMENT)) != 0
                or ((types & T_LAND) != 0 and not is_basic(s.objects[i].card)))
    if filter == F_OPP_NONBASIC_LAND:
        return ((types & T_LAND) != 0 and not is_basic(s.objects[i].card)
                and s.objects[i].controller != chooser)
    if filter == F_CREATURE_FLYING:
        return (types & T_CREATURE) != 0 and (obj_keywords(s, i) & KW_FLYING) != 0
    if filter == F_ATTACKING_YOU_NO_FLYING:
        return ((types & T_CREATURE) != 0 and (s.objects[i].flags & OF_ATTACKING) != 0
                and s.objects[i].controller != chooser
                and (s.objects[i].combat >> ATTACK_SHIFT) == 0
                and not (obj_keywords(s, i) & KW_FLYING))
    if filter == F_CREATURE_OR_LAND:
        return (types & (T_CREATURE | T_LAND)) != 0
    if filter == F_ARTIFACT_CREATURE:
        return (types & (T_ARTIFACT | T_CREATURE)) == (T_ARTIFACT | T_CREATURE)
    if filter == F_CREATURE_1_1:
        return (types & T_CREATURE) != 0 and obj_is_1_1(s, i)
    if filter == F_CREATURE_POWER_GE:
        return (types & T_CREATURE) != 0 and obj_power(s, i) >= arg
    if filter == F_CREATURE_OF_TYPE_YOU_CONTROL:
        return ((types & T_CREATURE) != 0 and s.objects[i].controller == chooser
                and obj_has_ctype(s, i, arg))
    if filter == F_OPP_NONLAND_MV_LE:
        # a permanent's mana value is its card's, X counting 0 (CR 202.3b); tokens have 0
        return (not (types & T_LAND) and s.objects[i].controller != chooser
                and CARD_MV[s.objects[i].card] <= arg)
    if filter == F_CREATURE_GREATEST_POWER:
        return (types & T_CREATURE) != 0 and greatest_power(s, i)
    if filter == F_OPP_NONLAND:
        return not (types & T_LAND) and s.objects[i].controller != chooser
    if filter == F_OTHER_NONLAND_PERMANENT:          # "another": not the source (can_target)
        return not (types & T_LAND)
    return False


cdef bint greatest_power(const TCBState* s, int i) noexcept nogil:
    """Is creature i's power the greatest among the creatures its controller controls?"""
    cdef int j, power = obj_power(s, i)
    cdef int controller = s.objects[i].controller
    for j in range(s.object_limit):
        if (j != i and s.objects[j].zone == Z_BATTLEFIELD and s.objects[j].controller == controller
                and is_creature(s, j) and obj_power(s, j) > power):
            return False
    return True


cdef bint obj_is_1_1(const TCBState* s, int i) noexcept nogil:
    cdef int power, toughness
    obj_pt(s, i, &power, &toughness)
    return power == 1 and toughness == 1


cdef int spell_item_of(const TCBState* s, int i) noexcept nogil:
    """The stack position of the spell whose object is i, or -1."""
    cdef int k
    for k in range(s.stack_len):
        if s.stack[k].kind == SI_SPELL and s.stack[k].source == i:
            return k
    return -1


cdef bint spell_matches(const TCBState* s, int i, int filter, int arg) noexcept nogil:
    if s.objects[i].zone != Z_STACK or spell_item_of(s, i) < 0:
        return False
    if filter == F_SPELL:
        return True
    if filter == F_NONCREATURE_SPELL:
        return not (CARD_TYPES[s.objects[i].card] & T_CREATURE)
    if filter == F_SPELL_MV:
        return spell_mv(s, i) == arg
    if filter == F_SPELL_SINGLE_TARGET:
        return item_target_count(&s.stack[spell_item_of(s, i)]) == 1
    if filter == F_CREATURE_SPELL:
        return (CARD_TYPES[s.objects[i].card] & T_CREATURE) != 0
    if filter == F_CREATURE_OR_PLANESWALKER_SPELL:
        return (CARD_TYPES[s.objects[i].card] & (T_CREATURE | T_PLANESWALKER)) != 0
    return False


cdef int item_target_count(const StackItem* it) noexcept nogil:
    """How many targets a stack item has (CR 115.7: one that became illegal still counts)."""
    cdef int k, n = 0
    for k in range(MAX_TARGETS):
        if it.targets[k] != TGT_NONE:
            n += 1
    return n


cdef int single_target_slot(const StackItem* it) noexcept nogil:
    """The slot of an item's only target, or -1 if it has none or several."""
    cdef int k, slot = -1
    for k in range(MAX_TARGETS):
        if it.targets[k] != TGT_NONE:
            if slot >= 0:
                return -1
            slot = k
    return slot


cdef inline bint is_spell_filter(int filter) noexcept nogil:
    return (filter == F_SPELL or filter == F_NONCREATURE_SPELL or filter == F_SPELL_MV
            or filter == F_SPELL_SINGLE_TARGET or filter == F_CREATURE_SPELL
            or filter == F_CREATURE_OR_PLANESWALKER_SPELL)


cdef bint stack_ability_target_ok(const TCBState* s, int target) noexcept nogil:
    """Stifle (CR 701.6b): an activated or triggered ability on the stack, TGT_STACK + its
    position. Mana abilities and special actions never use the stack (CR 605.3b, 116), and an
    item still being put on the stack is not there yet."""
    cdef int k = target - TGT_STACK
    if k < 0 or k >= s.stack_len or k >= MAX_STACK:
        return False
    return ((s.stack[k].kind == SI_ABILITY or s.stack[k].kind == SI_TRIGGER)
            and not (s.stack[k].flags & SF_CASTING))


cdef bint player_hexproof_against(const TCBState* s, int player, int actor) noexcept nogil:
    """Leyline of Sanctity: its controller can't be the target of opponents' spells or
    abilities (CR 702.11d)."""
    return actor != player and (players_with_static(s, S_PLAYER_HEXPROOF) >> player) & 1


cdef inline bint filter_fits_players(int filter) noexcept nogil:
    """Can a player be a target of this filter? (can_target: no other filter takes one.)"""
    return (filter == F_ANY_TARGET or filter == F_PLAYER or filter == F_OPPONENT
            or filter == F_OPPONENT_OR_PLANESWALKER)


cdef inline bint filter_fits_off_battlefield(int filter) noexcept nogil:
    """Can an object off the battlefield be a target of this filter? Spells and graveyard cards;
    every other filter asks permanent_matches, which takes only permanents."""
    return (is_spell_filter(filter) or filter == F_CARD_IN_GRAVEYARD
            or filter == F_ARTIFACT_CARD_IN_YOUR_GRAVEYARD)


cdef inline bint can_target(const TCBState* s, int actor, int source, bint from_spell, int filter,
                            int arg, int target) noexcept nogil:
    """May `actor`'s spell or ability (from object `source`) target `target` now? (CR 115.4:
    the target must fit the filter; hexproof, shroud and protection (CR 702.11, 702.18,
    702.16b) forbid some.)"""
    cdef int p
    if target == TGT_NONE or target == TGT_GONE:
        return False
    if is_player_target(target):
        p = target - TGT_PLAYER0
        if filter == F_ANY_TARGET or filter == F_PLAYER:
            return not player_hexproof_against(s, p, actor)
        if filter == F_OPPONENT or filter == F_OPPONENT_OR_PLANESWALKER:
            return p != actor and not player_hexproof_against(s, p, actor)
        return False
    if target >= MAX_OBJECTS:         # an ability on the stack, or nothing
        return filter == F_STACK_ABILITY and stack_ability_target_ok(s, target)
    if target == source and from_spell:
        return False                  # CR 115.5: a spell can't target itself
    if is_spell_filter(filter):
        if not spell_matches(s, target, filter, arg):
            return False
        return True
    if filter == F_CARD_IN_GRAVEYARD:                 # no permanent's abilities apply there
        return s.objects[target].zone == Z_GRAVEYARD
    if filter == F_ARTIFACT_CARD_IN_YOUR_GRAVEYARD:   # a graveyard holds its owner's cards
        return (s.objects[target].zone == Z_GRAVEYARD and s.objects[target].owner == actor
                and (CARD_TYPES[s.objects[target].card] & T_ARTIFACT) != 0)
    return can_target_permanent(s, actor, source, from_spell, filter, arg, target)


cdef inline bint can_target_permanent(const TCBState* s, int actor, int source, bint from_spell,
                                      int filter, int arg, int target) noexcept nogil:
    """can_target for object `target` and a filter on permanents (neither a spell's nor a
    graveyard's): the loops over targets call it for permanents alone."""
    cdef uint32_t kw
    if target == source and (from_spell or filter == F_OTHER_CREATURE
                             or filter == F_OTHER_NONLAND_PERMANENT):
        return False                  # CR 115.5; "another"
    if not permanent_matches(s, target, filter, arg, actor):
        return False
    kw = obj_keywords(s, target)
    if kw & KW_SHROUD:
        return False
    if (kw & KW_HEXPROOF) and s.objects[target].controller != actor:
        return False
    if protected_from_with(s, target, kw, source, from_spell):
        return False
    return True


cdef inline bint object_may_be_target(const TCBState* s, int i, bint off_battlefield_too,
                                      int actor, int source, bint from_spell, int filter,
                                      int arg) noexcept nogil:
    """can_target for object i, with filter_fits_off_battlefield(filter) worked out by the
    caller's loop: with a filter on permanents, what is not on the battlefield is passed at
    once."""
    if off_battlefield_too:
        return can_target(s, actor, source, from_spell, filter, arg, i)
    return (s.objects[i].zone == Z_BATTLEFIELD
            and can_target_permanent(s, actor, source, from_spell, filter, arg, i))


cdef int slot_filter(int ability, int slot) noexcept nogil:
    return AB_TARGET_FILTER[ability][slot]


cdef bint target_still_legal(const TCBState* s, const StackItem* it, int ability, int slot) noexcept nogil:
    """CR 608.2b: on resolution each target is checked again."""
    return can_target(s, it.controller, it.source, it.kind == SI_SPELL,
                      AB_TARGET_FILTER[ability][slot], AB_TARGET_ARG[ability][slot],
                      it.targets[slot])


cdef int enumerate_targets(const TCBState* s, const StackItem* it, int ability, int slot,
                           int32_t* out) noexcept nogil:
    """The distinct legal targets for one slot: objects identical to an earlier candidate are
    left out (TB-8), as are objects this item already targets (one object per target word)."""
    cdef int filter = AB_TARGET_FILTER[ability][slot]
    cdef int arg = AB_TARGET_ARG[ability][slot]
    cdef int n = 0, i, j, t
    cdef bint taken, duplicate
    cdef bint from_spell = it.kind == SI_SPELL
    cdef bint off_battlefield_too = filter_fits_off_battlefield(filter)
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    for i in range(s.object_limit):
        if not object_may_be_target(s, i, off_battlefield_too, it.controller, it.source,
                                    from_spell, filter, arg):
            continue
        taken = False
        for t in range(slot):
            if it.targets[t] == i:
                taken = True
        if taken:
            continue
        duplicate = False
        for j in range(n):
            if out[j] < MAX_OBJECTS and objects_interchangeable(s, out[j], i, &referenced):
                duplicate = True
                break
        if not duplicate:
            out[n] = i
            n += 1
    if filter == F_STACK_ABILITY:
        for i in range(s.stack_len):
            if stack_ability_target_ok(s, TGT_STACK + i):
                out[n] = TGT_STACK + i
                n += 1
        return n
    if not filter_fits_players(filter):
        return n
    for i in range(2):
        t = player_target(i)
        if can_target(s, it.controller, it.source, from_spell, filter, arg, t):
            taken = False
            for j in range(slot):
                if it.targets[j] == t:
                    taken = True
            if not taken:
                out[n] = t
                n += 1
    return n


cdef bint has_target(const TCBState* s, int controller, int source, bint from_spell, int ability,
                     int slot) noexcept nogil:
    cdef int filter = AB_TARGET_FILTER[ability][slot]
    cdef int arg = AB_TARGET_ARG[ability][slot]
    cdef int i
    cdef bint off_battlefield_too = filter_fits_off_battlefield(filter)
    if filter == F_STACK_ABILITY:
        for i in range(s.stack_len):
            if stack_ability_target_ok(s, TGT_STACK + i):
                return True
        return False
    for i in range(s.object_limit):
        if object_may_be_target(s, i, off_battlefield_too, controller, source, from_spell,
                                filter, arg):
            return True
    if not filter_fits_players(filter):
        return False
    for i in range(2):
        if can_target(s, controller, source, from_spell, filter, arg, player_target(i)):
            return True
    return False


cdef int enumerate_choosable(const TCBState* s, int player, int zone, int filter, int arg,
                             uint32_t excluded, int32_t* out) noexcept nogil:
    """Objects in `player`'s `zone` (hand: owned; battlefield: controlled) fitting `filter`
    and not `excluded`, one per class of identical objects (TB-8)."""
    cdef int i, j, n = 0
    cdef bint ok, duplicate
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    for i in range(s.object_limit):
        if s.objects[i].zone != zone or (excluded >> i) & 1:
            continue
        if zone == Z_BATTLEFIELD:
            if s.objects[i].controller != player:
                continue
            ok = permanent_matches(s, i, filter, arg, player)
        else:
            if s.objects[i].owner != player:
                continue
            ok = card_matches(s.objects[i].card, filter, arg)
        if not ok:
            continue
        duplicate = False
        for j in range(n):
            if objects_interchangeable(s, out[j], i, &referenced):
                duplicate = True
                break
        if not duplicate:
            out[n] = i
            n += 1
    return n
