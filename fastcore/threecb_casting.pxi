# 3 Card Blind: play options (playing lands, casting spells, activating abilities, special
# actions) and the steps of casting a spell (CR 601.2) or activating an ability (CR 602.2).
# Each choice on the way is one decision; an option is offered only if it can be completed.

cdef enum:
    CS_MODE = 1
    CS_X = 2
    CS_TARGETS = 3
    CS_DIVIDE = 4
    CS_EXTRA = 5              # + cost index 0 or 1
    CS_PAY = 7
    CS_COLOR = 8              # Lion's Eye Diamond's colour
    CS_DONE = 9
    CS_RANDOM_DISCARD = 43    # after the mana (CR 601.2g-h: mana abilities are activated before
                              #   the costs are paid, so a card used for mana isn't discarded):
                              #   a cost "discard a card at random" (EC_DISCARD_RANDOM)
    RET_PRIORITY = 1
    RET_RESOLVE = 2
    MAX_X = 30


cdef inline StackItem* casting_item(TCBState* s) noexcept nogil:
    return &s.stack[s.stack_len - 1]


cdef inline int spell_effect(int card, int a) noexcept nogil:
    """The effect a spell cast with play option `a` has: the card's, or for an overload cast
    (CR 702.96a-b) its overloaded effect ("target" read "each", no targets)."""
    if AB_FLAGS[a] & ABF_OVERLOAD:
        return AB_MODES[a][0]
    return CARD_SPELL[card]


cdef int item_effect(const TCBState* s, const StackItem* it) noexcept nogil:
    """The ability whose targets and instructions the item uses: a spell's effect (its chosen
    mode), or the ability itself. -1 for a permanent spell."""
    cdef int e
    if it.kind == SI_SPELL:
        e = spell_effect(it.source_card, it.ability)
    else:
        e = it.ability
    if e >= 0 and AB_NMODES[e] > 0:
        e = AB_MODES[e][it.mode]
    return e


cdef bint sorcery_timing(const TCBState* s, int p) noexcept nogil:
    """CR 307.1: the active player's main phase with an empty stack."""
    return (p == s.active and (s.step == STEP_MAIN1 or s.step == STEP_MAIN2)
            and s.stack_len == 0)


cdef bint needle_stops(const TCBState* s, int card) noexcept nogil:
    cdef int i
    if not game_has_static(s, S_NEEDLE):
        return False
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].choice == card
                and static_on(s, i, S_NEEDLE)):
            return True
    return False


cdef bint revoker_stops(const TCBState* s, int card) noexcept nogil:
    """Phyrexian Revoker (a "needle" with arg 1): activated abilities of sources with the chosen
    name can't be activated, mana abilities included (CR 605.1a: they are activated abilities),
    wherever the source is (Simian Spirit Guide in a hand). The Needle's game bit first."""
    cdef int i
    if not game_has_static(s, S_NEEDLE):
        return False
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].choice == card
                and static_on(s, i, S_NEEDLE) and static_arg(s.objects[i].card, S_NEEDLE) == 1):
            return True
    return False


cdef bint cast_forbidden(const TCBState* s, int card) noexcept nogil:
    """Meddling Mage: spells with the chosen name can't be cast (CR 101.2: a "can't" wins)."""
    cdef int i
    if not game_has_static(s, S_CANT_CAST_CHOSEN):
        return False
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].choice == card
                and static_on(s, i, S_CANT_CAST_CHOSEN)):
            return True
    return False


cdef inline bint spell_type_forbidden(const TCBState* s, int p, int card) noexcept nogil:
    """Nullhide Ferox (no noncreature spells) and Steel Golem (no creature spells): p controls
    a permanent whose static forbids casting `card` (CR 101.2). One bit of the game's statics
    each when no such card is in the game (players_with_static)."""
    if CARD_TYPES[card] & T_CREATURE:
        return (players_with_static(s, S_NO_CREATURE_SPELLS) >> p) & 1
    return (players_with_static(s, S_NO_NONCREATURE_SPELLS) >> p) & 1


cdef bint mv_above_lands(const TCBState* s, int p, int card, int mv) noexcept nogil:
    """Lavinia, Azorius Renegade: an opponent of p controls one whose static applies, and a
    noncreature spell `card` of mana value `mv` (X counted, CR 202.3e; the cost paid does not
    change it) exceeds the number of lands p controls: p can't cast it (CR 101.2). One bit of
    the game's statics when no such card is in the game."""
    if not game_has_static(s, S_OPP_MV_AT_MOST_LANDS) or (CARD_TYPES[card] & T_CREATURE):
        return False
    if not (players_with_static(s, S_OPP_MV_AT_MOST_LANDS) >> (1 - p)) & 1:
        return False
    return mv > count_controlled(s, p, T_LAND)


cdef bint required_targets_exist(const TCBState* s, int p, int source, bint from_spell,
                                 int e) noexcept nogil:
    cdef int k, m
    if e < 0:
        return True
    if AB_NMODES[e] > 0:
        for m in range(AB_NMODES[e]):
            if required_targets_exist(s, p, source, from_spell, AB_MODES[e][m]):
                return True
        return False
    for k in range(AB_MIN_TARGETS[e]):
        if not has_target(s, p, source, from_spell, e, k):
            return False
    return True


cdef bint extra_cost_object_ok(const TCBState* s, int p, int obj, int kind, int arg,
                               int candidate, int x) noexcept nogil:
    cdef const Obj* c = &s.objects[candidate]
    if candidate == obj:
        return False
    if kind == EC_EXILE_CARD_OF_COLOR:
        return c.zone == Z_HAND and c.owner == p and (CARD_COLORS[c.card] & arg) != 0
    if kind == EC_EXILE_COLOR_MV_X:
        # "a black card with mana value X" (Sickening Shoal): X was chosen first (CR 601.2b);
        # a card in hand has its printed mana value, {X} counting 0 (CR 202.3e)
        return (c.zone == Z_HAND and c.owner == p and (CARD_COLORS[c.card] & arg) != 0
                and CARD_MV[c.card] == x)
    if kind == EC_RETURN_LAND_TYPE:
        return (c.zone == Z_BATTLEFIELD and c.controller == p
                and (obj_landtypes(s, candidate) & arg) != 0)
    if kind == EC_SAC_LAND_TYPE:
        return (c.zone == Z_BATTLEFIELD and c.controller == p
                and (obj_landtypes(s, candidate) & arg) != 0)
    if kind == EC_SAC_CREATURE:
        return c.zone == Z_BATTLEFIELD and c.controller == p and is_creature(s, candidate)
    if kind == EC_SAC_CREATURE_TYPE:
        return (c.zone == Z_BATTLEFIELD and c.controller == p and is_creature(s, candidate)
                and obj_has_ctype(s, candidate, arg))
    if kind == EC_DISCARD_LAND_TYPE:
        return c.zone == Z_HAND and c.owner == p and (CARD_LANDTYPES[c.card] & arg) != 0
    if kind == EC_DISCARD_CARD or kind == EC_DISCARD_RANDOM:
        return c.zone == Z_HAND and c.owner == p
    return False


cdef inline bint extra_cost_needs_object(int kind) noexcept nogil:
    return (kind == EC_EXILE_CARD_OF_COLOR or kind == EC_RETURN_LAND_TYPE
            or kind == EC_EXILE_COLOR_MV_X
            or kind == EC_SAC_CREATURE or kind == EC_SAC_CREATURE_TYPE
            or kind == EC_SAC_LAND_TYPE or kind == EC_DISCARD_LAND_TYPE or kind == EC_DISCARD_CARD
            or kind == EC_DISCARD_RANDOM)


cdef bint object_costs_payable(const TCBState* s, int p, int obj, int a, int k,
                               Cost* c, int x) noexcept nogil:
    """Can extra cost k of play option `a`, and the object cost after it if any (Foil: an
    Island card, then another card), be paid with objects not in c.excluded, and then the
    mana? c.excluded is left as it was."""
    cdef int i, kind = AB_EXTRA[a][k]
    cdef bint ok
    for i in range(s.object_limit):
        if (c.excluded >> i) & 1 or not extra_cost_object_ok(s, p, obj, kind, AB_EXTRA_ARG[a][k],
                                                             i, x):
            continue
        c.excluded |= 1u << i
        if k == 0 and extra_cost_needs_object(AB_EXTRA[a][1]):
            ok = object_costs_payable(s, p, obj, a, 1, c, x)
        else:
            ok = can_pay(s, p, c)
        c.excluded &= ~(1u << i)
        if ok:
            return True
    return False


cdef void play_cost(const TCBState* s, int p, int obj, int a, int x, bint without_paying,
                    Cost* c) noexcept nogil:
    """The mana and life to pay for play option `a` of object `obj`."""
    if AB_KIND[a] == AK_CAST:
        if without_paying:
            free_cast_cost(s, obj, x, c)
        else:
            total_spell_cost(s, obj, a, x, c)
    elif AB_KIND[a] == AK_SUSPEND:
        cost_clear(c)
        c.purpose = PURPOSE_ABILITY
        c.spell_obj = -1
        cost_from_table(c, AB_COST[a], AB_PHYREXIAN[a], 0)
    else:
        ability_cost(s, obj, a, x, c)
    if AB_KIND[a] == AK_CAST:
        c.excluded |= 1u << obj


cdef void free_cast_cost(const TCBState* s, int obj, int x, Cost* c) noexcept nogil:
    """Casting without paying the mana cost (CR 118.9): only increases and Trinisphere remain."""
    cdef int total
    cost_clear(c)
    c.purpose = PURPOSE_SPELL
    c.spell_obj = <int16_t>obj
    if has_static(s.objects[obj].card, S_CREATURE_MANA_ONLY):
        c.creature_mana = 1                  # the taxes too (CR 601.2h: "to cast this spell")
    c.generic += spell_tax(s, s.objects[obj].card, s.objects[obj].controller)
    if untapped_trinispheres(s) > 0:
        total = cost_mana_total(c)
        if total < 3:
            c.generic += 3 - total


cdef bint costs_feasible(const TCBState* s, int p, int obj, int a, int x, bint without_paying) noexcept nogil:
    """Can the non-mana costs and then the mana cost of play option `a` be paid?"""
    cdef Cost c
    cdef int k, kind, i
    cdef uint32_t need_mask = 0
    play_cost(s, p, obj, a, x, without_paying, &c)
    if c.life > s.players[p].life:
        return False
    if AB_EXTRA[a][0] == EC_NONE and AB_EXTRA[a][1] == EC_NONE:
        return can_pay(s, p, &c)
    for k in range(2):
        kind = AB_EXTRA[a][k]
        if kind == EC_REMOVE_X_P1P1 and x > s.objects[obj].p1p1:
            return False
        if kind == EC_REMOVE_P1P1 and AB_EXTRA_ARG[a][k] > s.objects[obj].p1p1:
            return False
        if kind == EC_REMOVE_COUNTERS and AB_EXTRA_ARG[a][k] > s.objects[obj].counters:
            return False                  # CR 118.3, 602.2b: not without the counters
        if kind == EC_LOYALTY and not loyalty_ability_ok(s, obj, AB_EXTRA_ARG[a][k]):
            return False
        if kind == EC_REMOVE_X_LOYALTY and not loyalty_ability_ok(s, obj, -x):
            return False
        if extra_cost_needs_object(kind):
            return object_costs_payable(s, p, obj, a, k, &c, x)
    return can_pay(s, p, &c)


cdef inline bint loyalty_ability_ok(const TCBState* s, int obj, int change) noexcept nogil:
    """CR 606.3: one loyalty ability per permanent per turn; CR 606.6 / 118.3: a cost that
    removes more loyalty counters than it has can't be paid."""
    return not (s.objects[obj].eot & OE_LOYALTY_USED) and s.objects[obj].counters + change >= 0


cdef void pay_loyalty(TCBState* s, int obj, int change) noexcept nogil:
    """CR 606.4: a loyalty ability's cost puts on or removes loyalty counters (capped, TB-8)."""
    cdef int n = s.objects[obj].counters + change
    s.objects[obj].counters = <uint8_t>(0 if n < 0 else (COUNTER_CAP if n > COUNTER_CAP else n))
    s.objects[obj].eot |= OE_LOYALTY_USED


cdef bint cast_timing_ok(const TCBState* s, int p, int card) noexcept nogil:
    if (CARD_TYPES[card] & T_INSTANT) or (CARD_KEYWORDS[card] & KW_FLASH):
        return True
    if (players_with_static(s, S_FLASH_FOR_YOU) >> p) & 1:
        return True
    return sorcery_timing(s, p)


cdef bint play_option_available(const TCBState* s, int p, int obj, int opt) noexcept nogil:
    """Can player p use play option `opt` of object `obj` now, all the way through?"""
    cdef const Obj* o = &s.objects[obj]
    cdef int card = o.card
    cdef int a = CARD_PLAY[card][opt]
    cdef int kind
    cdef uint32_t flags
    if a < 0:
        return False
    kind = AB_KIND[a]
    flags = AB_FLAGS[a]
    if s.stack_len >= MAX_STACK - 2:
        return False
    if (flags & ABF_NOT_YOUR_TURN) and p == s.active:
        return False
    if flags & ABF_MADNESS:
        return False                  # cast only as its madness trigger resolves (CR 702.35a)
    if flags & ABF_LIFE_WATCH:
        if not (s.game_statics & <uint64_t>LIFE_WATCH_STATICS):
            return False
        if not mana_alone_changes_something(s, obj, AB_MANA[a]):
            return False
    if (flags & ABF_FLOAT_BEFORE_LAND) and not land_play_left(s, p):
        return False
    if kind == AK_LAND:
        # from exile too, with Lightstall Inquisitor's permission (PERMIT_PLAY)
        return ((o.zone == Z_HAND or (o.zone == Z_EXILE and (o.flags & OF_SPELLBOUND)
                                      and o.choice >= PERMIT_PLAY))
                and o.owner == p and sorcery_timing(s, p) and s.players[p].lands_played == 0)
    if kind == AK_CAST or kind == AK_SUSPEND:
        if o.owner != p:
            return False
        if o.zone == Z_EXILE and o.choice == FACE_DOWN:
            return False              # face down by hideaway: no permission of its own (CR 406.3)
        if o.zone != AB_ZONE[a] and not (o.zone == Z_EXILE and (o.flags & OF_SPELLBOUND)
                                         and AB_ZONE[a] == Z_HAND and kind == AK_CAST):
            return False
        if not cast_timing_ok(s, p, card):
            return False
        if kind == AK_CAST:
            if cast_forbidden(s, card):
                return False
            if flags & ABF_FREE_ONLY:
                return False
            if spell_type_forbidden(s, p, card):
                return False
            if mv_above_lands(s, p, card, CARD_MV[card]):     # X = 0 at the least
                return False
            if not required_targets_exist(s, p, obj, True, spell_effect(card, a)):
                return False
            if AB_EXTRA[a][0] == EC_EXILE_COLOR_MV_X or AB_EXTRA[a][1] == EC_EXILE_COLOR_MV_X:
                return x_fixed_by_card_feasible(s, p, obj, a)
        return costs_feasible(s, p, obj, a, 0, False)
    # activated abilities and mana abilities used on their own
    if o.zone != AB_ZONE[a]:
        return False
    if o.zone == Z_BATTLEFIELD:
        if o.controller != p and not (flags & ABF_ANY_PLAYER):
            return False
        if flags & ABF_GRANTED:
            if not granted_on(s, obj, AB_ARG[a]):
                return False
        elif not printed_active(s, obj):
            return False
    elif o.owner != p:
        return False
    if not (flags & ABF_INSTANT) and not sorcery_timing(s, p):
        return False
    if kind == AK_ACTIVATED and needle_stops(s, card):
        return False
    if kind == AK_MANA_FLOAT and revoker_stops(s, card):
        return False
    if (flags & ABF_TAP) and not can_use_tap(s, obj):
        return False
    if (flags & ABF_LEVEL_UP) and o.counters >= level_cap(card):
        return False
    if (flags & ABF_NEEDS_COUNTERS) and o.counters == 0:
        return False
    if (flags & ABF_ANIMATE) and o.anim == AB_ANIM[a]:
        return False
    if (flags & ABF_LOSE_ABILITIES) and (o.eot & OE_NO_ABILITIES):
        return False
    if (flags & ABF_ONCE_EACH_TURN) and (o.eot & OE_ONCE_USED):
        return False                  # CR 602.5b: already activated this turn
    if (flags & ABF_HELLBENT) and hand_size(s, p) > 0:
        return False                  # CR 602.5b: hellbent, only with no cards in hand
    if kind == AK_ACTIVATED and not required_targets_exist(s, p, obj, False, a):
        return False
    return costs_feasible(s, p, obj, a, 0, False)


cdef bint x_fixed_by_card_feasible(const TCBState* s, int p, int obj, int a) noexcept nogil:
    """Sickening Shoal's alternative cost: is there an X (the mana value of a card it could
    exile) for which the whole cost can be paid and the spell cast (CR 601.2b, 601.2e)?"""
    cdef int x, card = s.objects[obj].card
    for x in range(MAX_X + 1):
        if mv_above_lands(s, p, card, CARD_MV[card] + CARD_COST[card][7] * x):
            return False
        if costs_feasible(s, p, obj, a, x, False):
            return True
    return False


cdef bint land_play_left(const TCBState* s, int p) noexcept nogil:
    """Can p still play a land this turn, and has p one to play (from the hand, or from exile
    with Lightstall Inquisitor's permission)? Timing is checked by the caller."""
    cdef int i
    cdef const Obj* o
    if s.players[p].lands_played != 0:
        return False
    for i in range(NUM_DECK_OBJECTS):
        o = &s.objects[i]
        if o.owner == p and (CARD_TYPES[o.card] & T_LAND) and (
                o.zone == Z_HAND or (o.zone == Z_EXILE and (o.flags & OF_SPELLBOUND)
                                     and o.choice >= PERMIT_PLAY)):
            return True
    return False


cdef bint mana_alone_changes_something(const TCBState* s, int obj, int ma) noexcept nogil:
    """Would activating mana ability `ma` of obj on its own change more than the pool? The
    compiler offers only abilities that damage their controller, sacrifice, or tap a Mana
    Vault; Tomb of Urami deals no damage while its controller controls an Ogre."""
    if MA_SAC[ma] or not MA_SELF_DAMAGE[ma]:
        return True
    return not (MA_DAMAGE_UNLESS_CTYPE[ma] >= 0 and controls_creature_of_type(
        s, s.objects[obj].controller, MA_DAMAGE_UNLESS_CTYPE[ma]))


cdef inline int level_cap(int card) noexcept nogil:
    return <int>CARD_LEVEL_MIN[card][1] if CARD_LEVEL_MIN[card][1] else <int>CARD_LEVEL_MIN[card][0]


cdef bint has_card_in_hand(const TCBState* s, int p) noexcept nogil:
    cdef int i
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_HAND and s.objects[i].owner == p:
            return True
    return False


cdef bint can_cast_without_paying(const TCBState* s, int p, int card) noexcept nogil:
    """Could p cast a card like this now without paying its mana cost (Scepter, suspend)?
    Timing is ignored: such casts happen while an ability resolves (CR 608.2g)."""
    cdef int e = CARD_SPELL[card]
    cdef Cost c
    cdef int total
    if spell_type_forbidden(s, p, card):
        return False
    if cast_forbidden(s, card):
        return False
    if mv_above_lands(s, p, card, CARD_MV[card]):          # X is 0 (CR 107.3b)
        return False
    if not required_targets_exist(s, p, NO_OBJECT, True, e):
        return False
    if AB_EXTRA[CARD_PLAY[card][0]][0] == EC_DISCARD_RANDOM and not has_card_in_hand(s, p):
        return False                  # an additional cost is paid on a free cast (CR 118.9d)
    cost_clear(&c)
    c.purpose = PURPOSE_SPELL
    c.spell_obj = -1
    c.generic += spell_tax(s, card, p)
    if untapped_trinispheres(s) > 0:
        total = cost_mana_total(&c)
        if total < 3:
            c.generic += 3 - total
    return can_pay(s, p, &c)


cdef int new_spell_copy(TCBState* s, int card, int controller) noexcept nogil:
    cdef int i
    for i in range(NUM_DECK_OBJECTS, MAX_OBJECTS):
        if s.objects[i].zone == Z_NONE:
            free_slot(s, i)
            claim_slot(s, i)
            s.objects[i].card = <uint16_t>card
            s.objects[i].owner = <uint8_t>controller
            s.objects[i].controller = <uint8_t>controller
            s.objects[i].flags = OF_COPY
            s.objects[i].zone = Z_STACK
            return i
    return -1


# ---------------------------------------------------------------------------------------------
# Beginning a play
# ---------------------------------------------------------------------------------------------
cdef StackItem* push_item(TCBState* s, int kind, int source, int ability, int controller) noexcept nogil:
    cdef StackItem* it = &s.stack[s.stack_len]
    cdef int k
    memset(it, 0, sizeof(StackItem))
    it.kind = <uint8_t>kind
    it.source = <uint8_t>source
    it.ability = <uint16_t>ability
    it.controller = <uint8_t>controller
    it.ref = TGT_NONE
    it.flags = SF_CASTING
    it.source_card = s.objects[source].card if source < MAX_OBJECTS else NO_CARD
    for k in range(MAX_TARGETS):
        it.targets[k] = TGT_NONE
    s.stack_len += 1
    return it


cdef void begin_play(TCBState* s, int p, int obj, int opt) noexcept nogil:
    cdef int a = CARD_PLAY[s.objects[obj].card][opt]
    cdef int kind = AB_KIND[a]
    cdef StackItem* it
    s.passes = 0
    if kind == AK_LAND:
        play_land(s, p, obj)
        s.task = TK_PRIORITY
        s.priority = p
        return
    s.cast_option = opt
    s.cast_return = RET_PRIORITY
    if kind == AK_CAST:
        it = push_item(s, SI_SPELL, obj, a, p)
        if AB_FLAGS[a] & ABF_EVOKE:
            it.flags |= SF_EVOKED
        if AB_FLAGS[a] & ABF_FLASHBACK:
            it.flags |= SF_FLASHBACK
        if AB_FLAGS[a] & ABF_ALTERNATIVE:
            it.flags |= SF_ALTERNATIVE
        move_to_stack(s, obj)
        if AB_FLAGS[a] & ABF_FLASHBACK:
            s.objects[obj].flags |= OF_FLASHBACK
        if AB_FLAGS[a] & ABF_PROTOTYPE:
            # CR 718.3b: from here on the spell has its prototype mana cost, colour, P/T.
            s.objects[obj].extra |= OX_PROTOTYPED
    elif kind == AK_ACTIVATED:
        push_item(s, SI_ABILITY, obj, a, p)
    else:
        push_item(s, SI_SPECIAL, obj, a, p)
    s.cast_stage = CS_MODE
    s.task = TK_CAST


cdef void begin_cast_free(TCBState* s, int p, int obj, int ret) noexcept nogil:
    """Casts `obj` without paying its mana cost while an ability resolves (CR 608.2g)."""
    cdef int a = CARD_PLAY[s.objects[obj].card][0]
    cdef StackItem* it = push_item(s, SI_SPELL, obj, a, p)
    it.flags |= SF_WITHOUT_PAYING
    if s.objects[obj].zone != Z_STACK:
        move_to_stack(s, obj)
    s.cast_option = 0
    s.cast_return = ret
    s.cast_stage = CS_MODE
    s.task = TK_CAST


cdef void move_to_stack(TCBState* s, int obj) noexcept nogil:
    cdef int old = s.objects[obj].zone
    forget_object(s, obj)
    if old == Z_LIBRARY:
        s.objects[obj].zone = Z_NONE
        compact_library(s, s.objects[obj].owner)
    # A card cast from exile by a permission that raises its cost (Elite Spellbinder's {2},
    # Lightstall Inquisitor's {1}) keeps the mark, and the tax, until its cost is paid: the
    # total cost is worked out after the card is on the stack (CR 601.2a, 601.2f);
    # spell_cost_paid clears them.
    s.objects[obj].flags &= ~(OF_SUSPENDED | OF_IMPRINTED)
    if old != Z_EXILE:
        s.objects[obj].flags &= ~OF_SPELLBOUND
    s.objects[obj].zone = Z_STACK
    s.objects[obj].counters = 0


cdef void play_land(TCBState* s, int p, int obj) noexcept nogil:
    """CR 305.1: a special action; City of Traitors sees it (a land played, not just put)."""
    cdef int i
    # Lightstall Inquisitor: "Each land played this way enters tapped" (CR 614.1c); nothing
    # can see it between entering and being tapped
    # (not a hidden card played by hideaway: Shelldock Isle's land enters as it is)
    cdef bint tapped = s.objects[obj].zone == Z_EXILE and (s.objects[obj].flags & OF_SPELLBOUND) != 0
    s.players[p].lands_played += 1
    enter_battlefield(s, obj, p, 0, False)
    if tapped and s.objects[obj].zone == Z_BATTLEFIELD:
        s.objects[obj].flags |= OF_TAPPED
    for i in range(s.object_limit):
        if (i != obj and s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == p
                and (CARD_EVENTS[s.objects[i].card] & (<uint64_t>1 << EV_YOU_PLAY_OTHER_LAND))):
            fire_self(s, i, EV_YOU_PLAY_OTHER_LAND, obj, 0, printed_active(s, i), p)


# ---------------------------------------------------------------------------------------------
# The casting steps
# ---------------------------------------------------------------------------------------------
cdef int cast_x_options(const TCBState* s, const StackItem* it, int32_t* out) noexcept nogil:
    """The values of X whose total cost can be paid (CR 601.2b) and that leave the spell
    castable (CR 601.2e: Lavinia counts X in the mana value)."""
    cdef int x, n = 0
    cdef int card = s.objects[it.source].card
    # X fixed by a card's mana value (Sickening Shoal's alternative cost): the values that work
    # need not be contiguous
    cdef bint gaps = (it.kind == SI_SPELL and (AB_EXTRA[it.ability][0] == EC_EXILE_COLOR_MV_X
                                              or AB_EXTRA[it.ability][1] == EC_EXILE_COLOR_MV_X))
    for x in range(MAX_X + 1):
        if it.kind == SI_SPELL and mv_above_lands(
                s, it.controller, card, obj_printed_mv(s, it.source) + CARD_COST[card][7] * x):
            break
        if costs_feasible(s, it.controller, it.source, it.ability, x,
                          (it.flags & SF_WITHOUT_PAYING) != 0):
            out[n] = x
            n += 1
        elif n > 0 and not gaps:
            break
    return n


cdef bint item_has_x(const TCBState* s, const StackItem* it) noexcept nogil:
    cdef int a = it.ability
    if it.kind == SI_SPELL:
        if it.flags & SF_WITHOUT_PAYING:
            return False
        if AB_EXTRA[a][0] == EC_EXILE_COLOR_MV_X or AB_EXTRA[a][1] == EC_EXILE_COLOR_MV_X:
            return True               # X is the exiled card's mana value (Sickening Shoal)
        return (AB_FLAGS[a] & ABF_MANA_COST) != 0 and CARD_COST[s.objects[it.source].card][7] > 0
    return (AB_COST[a][7] > 0 or AB_EXTRA[a][0] == EC_REMOVE_X_P1P1
            or AB_EXTRA[a][1] == EC_REMOVE_X_P1P1 or AB_EXTRA[a][0] == EC_REMOVE_X_LOYALTY)


cdef int mode_options(const TCBState* s, const StackItem* it, int32_t* out) noexcept nogil:
    cdef int e = spell_effect(it.source_card, it.ability) if it.kind == SI_SPELL else <int>it.ability
    cdef int m, n = 0
    for m in range(AB_NMODES[e]):
        if required_targets_exist(s, it.controller, it.source, it.kind == SI_SPELL, AB_MODES[e][m]):
            out[n] = m
            n += 1
    return n


cdef int divide_options(int total, int parts, int32_t* out) noexcept nogil:
    """Ways to divide `total` among `parts` targets, each at least 1 (CR 601.2d), packed as
    4-bit amounts."""
    cdef int n = 0, a, b, c, d
    if parts == 2:
        for a in range(1, total):
            out[n] = a | ((total - a) << 4)
            n += 1
    elif parts == 3:
        for a in range(1, total):
            for b in range(1, total - a):
                out[n] = a | (b << 4) | ((total - a - b) << 8)
                n += 1
    elif parts == 4:
        for a in range(1, total):
            for b in range(1, total - a):
                for c in range(1, total - a - b):
                    d = total - a - b - c
                    out[n] = a | (b << 4) | (c << 8) | (d << 12)
                    n += 1
    return n


cdef int target_options(const TCBState* s, const StackItem* it, int slot, int32_t* out) noexcept nogil:
    cdef int e = item_effect(s, it)
    cdef int n = enumerate_targets(s, it, e, slot, out)
    if slot >= AB_MIN_TARGETS[e]:
        out[n] = TGT_NONE
        n += 1
    return n


cdef int extra_cost_options(const TCBState* s, const StackItem* it, int k, int32_t* out) noexcept nogil:
    """Objects that can pay extra cost k with the mana cost still payable afterwards."""
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    cdef int a = it.ability
    cdef int kind = AB_EXTRA[a][k]
    cdef int i, j, n = 0
    cdef bint duplicate, ok
    cdef Cost c
    play_cost(s, it.controller, it.source, a, it.x, (it.flags & SF_WITHOUT_PAYING) != 0, &c)
    for i in range(s.object_limit):
        if not extra_cost_object_ok(s, it.controller, it.source, kind, AB_EXTRA_ARG[a][k], i,
                                    it.x):
            continue
        duplicate = False
        for j in range(n):
            if objects_interchangeable(s, out[j], i, &referenced):
                duplicate = True
        if duplicate:
            continue
        c.excluded |= 1u << i
        if k == 0 and extra_cost_needs_object(AB_EXTRA[a][1]):
            ok = object_costs_payable(s, it.controller, it.source, a, 1, &c, it.x)
        else:
            ok = can_pay(s, it.controller, &c)
        if ok:
            out[n] = i
            n += 1
        c.excluded &= ~(1u << i)
    return n


cdef int random_discard_options(const TCBState* s, const StackItem* it,
                                int32_t* out) noexcept nogil:
    """The cards of the caster's hand a random discard can take (one of each kind)."""
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    cdef int i, j, n = 0
    cdef bint duplicate
    for i in range(s.object_limit):
        if s.objects[i].zone != Z_HAND or s.objects[i].owner != it.controller:
            continue
        duplicate = False
        for j in range(n):
            if objects_interchangeable(s, out[j], i, &referenced):
                duplicate = True
        if not duplicate:
            out[n] = i
            n += 1
    return n


cdef void pay_extra_cost(TCBState* s, StackItem* it, int kind, int obj) noexcept nogil:
    if kind == EC_EXILE_CARD_OF_COLOR or kind == EC_EXILE_COLOR_MV_X:
        move_object(s, obj, Z_EXILE)
    elif kind == EC_RETURN_LAND_TYPE:
        move_object(s, obj, Z_HAND)
    elif kind == EC_SAC_CREATURE or kind == EC_SAC_CREATURE_TYPE or kind == EC_SAC_LAND_TYPE:
        sacrifice(s, obj)
    elif kind == EC_DISCARD_LAND_TYPE or kind == EC_DISCARD_CARD or kind == EC_DISCARD_RANDOM:
        discard_card(s, obj, it.controller)                 # CR 701.9


cdef void discard_hand(TCBState* s, int p) noexcept nogil:
    cdef int i
    for i in range(NUM_DECK_OBJECTS):
        if s.objects[i].zone == Z_HAND and s.objects[i].owner == p:
            discard_card(s, i, p)


cdef int payment_options_for_item(const TCBState* s, const StackItem* it, SourceList* src,
                                  Payment* out, int max_out) noexcept nogil:
    cdef Cost c
    return item_payments(s, it, &c, src, out, max_out)


cdef int item_payments(const TCBState* s, const StackItem* it, Cost* c, SourceList* src,
                       Payment* out, int max_out) noexcept nogil:
    """payment_options_for_item, with the item's cost left in c."""
    play_cost(s, it.controller, it.source, it.ability, it.x,
              (it.flags & SF_WITHOUT_PAYING) != 0, c)
    if cost_is_free(c):
        return 0
    if it.kind == SI_TRIGGER or (AB_EXTRA[it.ability][0] != EC_DISCARD_RANDOM
                                 and AB_EXTRA[it.ability][1] != EC_DISCARD_RANDOM):
        return enumerate_payments(s, it.controller, c, src, out, max_out)
    return payments_before_random_discard(s, it, c, src, out, max_out)


cdef int payments_before_random_discard(const TCBState* s, const StackItem* it, Cost* c,
                                        SourceList* src, Payment* out,
                                        int max_out) noexcept nogil:
    """A random discard follows the mana (CR 601.2g-h): only payments that leave a card in
    hand (Simian Spirit Guide exiled for mana is gone). Filtering the full list keeps "fewer
    asked, a prefix given" (payment_choices). A function of its own, so that other casts don't
    carry its list on their stack."""
    cdef Payment every[MAX_CHOICES]
    cdef int n, k, m = 0
    n = enumerate_payments(s, it.controller, c, src, every, MAX_CHOICES)
    for k in range(n):
        if m < max_out and payment_leaves_hand_card(s, it.controller, src, &every[k]):
            out[m] = every[k]
            m += 1
    return m


cdef bint payment_leaves_hand_card(const TCBState* s, int p, const SourceList* src,
                                   const Payment* pay) noexcept nogil:
    cdef int i, j
    cdef bint used
    for i in range(s.object_limit):
        if s.objects[i].zone != Z_HAND or s.objects[i].owner != p:
            continue
        used = False
        for j in range(src.n):
            if src.obj[j] == i and pay.mode_of[j]:
                used = True
        if not used:
            return True
    return False


cdef int continue_cast(TCBState* s) noexcept nogil:
    """Runs the casting steps until a decision is needed (returns 0) or the play is complete
    (returns 1)."""
    cdef StackItem* it = casting_item(s)
    cdef int32_t options[MAX_CHOICES]
    cdef int n, e, k, parts
    while True:
        if s.cast_stage == CS_MODE:
            if it.kind != SI_SPECIAL and item_has_modes(s, it):
                n = mode_options(s, it, options)
                if n > 1:
                    return pose_listed(s, D_MODE, it.controller, options, n)
                it.mode = <uint8_t>(options[0] if n == 1 else 0)
            s.cast_stage = CS_X
        elif s.cast_stage == CS_X:
            if it.kind != SI_SPECIAL and item_has_x(s, it):
                n = cast_x_options(s, it, options)
                if n > 1:
                    return pose(s, D_X, it.controller, TK_CAST)
                it.x = <uint8_t>(options[0] if n == 1 else 0)
            s.cast_stage = CS_TARGETS
            s.cast_slot = 0
        elif s.cast_stage == CS_TARGETS:
            e = item_effect(s, it) if it.kind != SI_SPECIAL else -1
            if e < 0 or s.cast_slot >= AB_NTARGETS[e]:
                s.cast_stage = CS_DIVIDE
                continue
            n = target_options(s, it, s.cast_slot, options)
            if n == 0 or (n == 1 and options[0] == TGT_NONE):
                s.cast_stage = CS_DIVIDE
                continue
            if n > 1:
                return pose_listed(s, D_TARGET, it.controller, options, n)
            it.targets[s.cast_slot] = <uint8_t>options[0]
            s.cast_slot += 1
        elif s.cast_stage == CS_DIVIDE:
            e = item_effect(s, it) if it.kind != SI_SPECIAL else -1
            if e >= 0 and AB_DIVIDE[e]:
                parts = 0
                for k in range(MAX_TARGETS):
                    if it.targets[k] != TGT_NONE:
                        parts += 1
                if parts == 1:
                    it.amounts[0] = AB_DIVIDE[e]
                elif parts > 1:
                    return pose(s, D_DIVIDE, it.controller, TK_CAST)
            s.cast_stage = CS_EXTRA
        elif s.cast_stage == CS_EXTRA or s.cast_stage == CS_EXTRA + 1:
            k = s.cast_stage - CS_EXTRA
            if it.kind == SI_TRIGGER or it.flags & SF_WITHOUT_PAYING:
                s.cast_stage = CS_PAY
                continue
            if AB_EXTRA[it.ability][k] == EC_DISCARD_RANDOM:
                s.cast_stage += 1             # paid after the mana: CS_RANDOM_DISCARD
                continue
            if extra_cost_needs_object(AB_EXTRA[it.ability][k]):
                n = extra_cost_options(s, it, k, options)
                if n > 1:
                    return pose_listed(s, D_COST_OBJECT, it.controller, options, n)
                if n == 1:
                    pay_extra_cost(s, it, AB_EXTRA[it.ability][k], options[0])
            elif AB_EXTRA[it.ability][k] == EC_DISCARD_HAND:
                discard_hand(s, it.controller)
            elif AB_EXTRA[it.ability][k] == EC_REMOVE_X_P1P1:
                s.objects[it.source].p1p1 -= <uint8_t>it.x     # X was chosen up to its counters
            elif AB_EXTRA[it.ability][k] == EC_REMOVE_P1P1:
                s.objects[it.source].p1p1 -= <uint8_t>AB_EXTRA_ARG[it.ability][k]   # checked payable
            elif AB_EXTRA[it.ability][k] == EC_REMOVE_COUNTERS:
                s.objects[it.source].counters -= <uint8_t>AB_EXTRA_ARG[it.ability][k]   # checked payable
            elif AB_EXTRA[it.ability][k] == EC_LOYALTY:
                pay_loyalty(s, it.source, AB_EXTRA_ARG[it.ability][k])
            elif AB_EXTRA[it.ability][k] == EC_REMOVE_X_LOYALTY:
                pay_loyalty(s, it.source, -<int>it.x)      # X was chosen up to its loyalty
            elif AB_EXTRA[it.ability][k] == EC_DISCARD_SELF:
                discard_card(s, it.source, it.controller)      # CR 701.9, a cost (CR 602.2b)
            s.cast_stage += 1
        elif s.cast_stage == CS_PAY:
            if AB_KIND[it.ability] == AK_MANA_FLOAT:
                k = MA_KIND[AB_MANA[it.ability]]
                if k == MK_DISCARD_HAND_ONE_COLOR or k == MK_ONE_COLOR:
                    s.cast_stage = CS_COLOR
                    continue
                float_mana(s, -1)                     # fixed mana: nothing to choose
                continue
            if not pay_for_item(s, it):
                return pose(s, D_PAY, it.controller, TK_CAST)
            s.cast_stage = CS_RANDOM_DISCARD
        elif s.cast_stage == CS_RANDOM_DISCARD:
            if it.kind != SI_TRIGGER and (AB_EXTRA[it.ability][0] == EC_DISCARD_RANDOM
                                          or AB_EXTRA[it.ability][1] == EC_DISCARD_RANDOM):
                n = random_discard_options(s, it, options)
                if n > 1:
                    # "at random": TB-3 gives the choice to the caster's opponent
                    return pose_listed(s, D_COST_OBJECT, 1 - it.controller, options, n)
                if n == 1:
                    discard_card(s, options[0], it.controller)      # CR 701.9
            s.cast_stage = CS_DONE
        elif s.cast_stage == CS_COLOR:
            s.ctx[1] = 1                              # a colour of mana, not of protection
            return pose(s, D_COLOR, it.controller, TK_CAST)
        else:
            spell_cost_paid(s, it)
            if (it.kind == SI_ABILITY and (AB_FLAGS[it.ability] & ABF_COUNTERS_AS_X)
                    and not (AB_FLAGS[it.ability] & ABF_SAC_SELF)):
                it.x = s.objects[it.source].counters      # kept for CR 608.2h (Aether Vial)
            return 1


cdef inline void spell_cost_paid(TCBState* s, const StackItem* it) noexcept nogil:
    """A spell cast from exile by a permission has used it (see move_to_stack)."""
    cdef Obj* o
    if it.kind == SI_SPELL and it.source < MAX_OBJECTS:
        o = &s.objects[it.source]
        if o.zone == Z_STACK and (o.flags & OF_SPELLBOUND):
            o.flags &= ~OF_SPELLBOUND
            o.choice = 0


cdef bint item_has_modes(const TCBState* s, const StackItem* it) noexcept nogil:
    cdef int e = spell_effect(it.source_card, it.ability) if it.kind == SI_SPELL else <int>it.ability
    return e >= 0 and AB_NMODES[e] > 0


cdef int pose(TCBState* s, int kind, int decider, int resume) noexcept nogil:
    s.decision = kind
    s.decider = decider
    s.resume = resume
    return 0


cdef int pose_listed(TCBState* s, int kind, int decider, const int32_t* options,
                     int n) noexcept nogil:
    """Poses a decision of the cast whose options were just listed, keeping them for the
    engine's forced-choice check and the search (threecb_options_memo.pxi): they are the
    options decision_options lists, for it lists them with the same function from the same
    item and stage."""
    pose(s, kind, decider, TK_CAST)
    remember_options(s, options, n)
    return 0


cdef bint pay_for_item(TCBState* s, StackItem* it) noexcept nogil:
    """Pays at once when there is one way (or nothing) to pay; False when the player must
    choose among payments."""
    cdef SourceList src
    cdef Payment pays[2]
    cdef Cost c
    cdef int n = item_payments(s, it, &c, &src, pays, 2)
    if n > 1:
        return False
    if n == 1:
        if pays[0].cavern:
            it.flags |= SF_UNCOUNTERABLE
        if spent_mana_matters(s) and payment_spends_mana(s, it.controller, &src, &pays[0]):
            it.flags |= SF_MANA_SPENT
        apply_payment(s, it.controller, &src, &pays[0])
    elif c.life:
        lose_life(s, it.controller, c.life)          # a cost of life only (no mana to pay)
    pay_non_mana_self_costs(s, it)
    return True


cdef void pay_non_mana_self_costs(TCBState* s, StackItem* it) noexcept nogil:
    """{T}, "Sacrifice this" and "Exile this card from your graveyard" in an ability's cost,
    paid with the mana (CR 602.2b); and
    "Sacrifice all lands you control", after the mana abilities, so that the lands sacrificed
    can have paid the mana first (CR 601.2g-h)."""
    cdef uint32_t flags = AB_FLAGS[it.ability]
    cdef int i
    if it.kind == SI_SPELL:
        return
    if flags & ABF_TAP:
        tap_object(s, it.source)
    if flags & ABF_ONCE_EACH_TURN:
        s.objects[it.source].eot |= OE_ONCE_USED      # CR 602.5b: activated this turn
    if flags & ABF_SAC_SELF:
        if flags & ABF_COUNTERS_AS_X:
            # its count as it last existed on the battlefield (CR 608.2h: Ratchet Bomb)
            it.x = s.objects[it.source].counters
        sacrifice(s, it.source)
    if flags & ABF_EXILE_SELF:
        # Embalm (CR 702.128a): the card leaves its graveyard as the cost is paid; the ability
        # on the stack doesn't need it any more (CR 113.7a).
        move_object(s, it.source, Z_EXILE)
    if AB_EXTRA[it.ability][0] == EC_SAC_ALL_LANDS or AB_EXTRA[it.ability][1] == EC_SAC_ALL_LANDS:
        for i in range(s.object_limit):
            if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == it.controller
                    and (obj_types(s, i) & T_LAND)):
                sacrifice(s, i)


cdef void finish_play(TCBState* s) noexcept nogil:
    """CR 601.2i / 602.2e: the spell becomes cast or the ability activated; then its cast and
    targeting triggers."""
    cdef StackItem* it = casting_item(s)
    cdef int p = it.controller
    cdef int pos = s.stack_len - 1
    cdef int obj = it.source
    it.flags &= ~SF_CASTING
    if it.kind == SI_SPECIAL:
        perform_special(s, it)
        s.stack_len -= 1
        clear_item(&s.stack[s.stack_len])
    else:
        if it.kind == SI_SPELL:
            spell_cast_triggers(s, obj, p)
        targeting_triggers(s, pos)
    if s.cast_return == RET_RESOLVE:
        s.task = TK_RESOLVE
    else:
        s.task = TK_PRIORITY
        s.priority = p
        s.passes = 0
    # The cast's working fields are dead until the next cast sets them; zeroed, they do not
    # split equal positions in the canonical hash (see clear_resolution_scratch).
    s.cast_stage = 0
    s.cast_option = 0
    s.cast_return = 0
    s.cast_slot = 0


cdef void perform_special(TCBState* s, StackItem* it) noexcept nogil:
    cdef int a = it.ability
    cdef int obj = it.source
    if AB_KIND[a] == AK_SUSPEND:
        move_object(s, obj, Z_EXILE)
        s.objects[obj].flags |= OF_SUSPENDED
        s.objects[obj].counters = <uint8_t>AB_SUSPEND[a]


cdef void spell_cast_triggers(TCBState* s, int obj, int p) noexcept nogil:
    cdef int q = 1 - p
    cdef int i, k, a, card
    if not (s.players[p].flags & PF_CAST_A_SPELL) and s.players[q].annex_reveals > 0:
        for i in range(NUM_DECK_OBJECTS):
            card = s.objects[i].card
            if s.objects[i].owner == q and CARD_OPENING[card] == OPEN_REVEAL_ANNEX:
                for k in range(CARD_ABILITY_SLOTS):
                    a = CARD_ABILITIES[card][k]
                    if a >= 0 and AB_EVENT[a] == EV_FIRST_SPELL_REVEALED:
                        while s.players[q].annex_reveals > 0:
                            queue_trigger(s, a, i, q, obj, 0)
                            s.players[q].annex_reveals -= 1
                break
    s.players[p].flags |= PF_CAST_A_SPELL
    fire_self(s, obj, EV_CAST_SELF, obj, 0, True, p)
    fire_watchers(s, EV_ANY_SPELL_CAST, Z_BATTLEFIELD, -1, obj)
    fire_watchers(s, EV_OPPONENT_CASTS, Z_BATTLEFIELD, q, obj)
    if (s.game_events >> EV_ENCHANTED_CASTS_CHOSEN) & 1:
        # Curse of Silence: the player it enchants casts a spell with its chosen name
        for i in range(s.object_limit):
            if (s.objects[i].zone == Z_BATTLEFIELD
                    and s.objects[i].attached == ATTACHED_BASE + TGT_PLAYER0 + p
                    and s.objects[i].choice == s.objects[obj].card):
                fire_self(s, i, EV_ENCHANTED_CASTS_CHOSEN, obj, 0, printed_active(s, i),
                          s.objects[i].controller)


cdef void targeting_triggers(TCBState* s, int pos) noexcept nogil:
    """Valiant, ward and Swarm Shambler trigger when something becomes a target (CR 115.9)."""
    cdef StackItem* it = &s.stack[pos]
    cdef int k, t, me = it.controller
    cdef int ref = <int>it.source if it.kind == SI_SPELL else <int>(TGT_STACK + pos)
    for k in range(MAX_TARGETS):
        t = it.targets[k]
        if t >= MAX_OBJECTS or s.objects[t].zone != Z_BATTLEFIELD:
            continue
        if s.objects[t].controller == me:
            if not (s.objects[t].eot & OE_VALIANT_USED) and \
                    (CARD_EVENTS[s.objects[t].card] & (<uint64_t>1 << EV_TARGETED_BY_YOU)):
                s.objects[t].eot |= OE_VALIANT_USED
                fire_self(s, t, EV_TARGETED_BY_YOU, ref, 0, printed_active(s, t), me)
        else:
            fire_self(s, t, EV_TARGETED_BY_OPPONENT, ref, 0, printed_active(s, t),
                      s.objects[t].controller)
            if it.kind == SI_SPELL and s.objects[t].p1p1 > 0 and is_creature(s, t):
                fire_watchers(s, EV_YOURS_TARGETED_BY_OPPONENT_SPELL, Z_BATTLEFIELD,
                              s.objects[t].controller, ref)
