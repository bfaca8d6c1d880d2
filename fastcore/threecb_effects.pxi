# 3 Card Blind: the interpreter of the effect language (CR 608.2: following the instructions of a
# resolving spell or ability). Every card's effects are programs of these instructions; an
# instruction that needs a player's choice poses the decision and is run again once it is made.

cdef enum:
    R_WAIT = 0                # a decision is pending; run this instruction again afterwards
    R_NEXT = 1
    R_WAIT_AGAIN = -2         # run the same instruction again at once (its internal loop)
    R_STOP = -1               # the rest of the program does not happen
    CHOSEN_NONE = 255         # "none", "done", "decline"

# What a D_CHOOSE_OBJECT decision is for (rendering and rules).
cdef enum:
    CH_DISCARD = 1
    CH_EXILE = 2
    CH_SACRIFICE = 3
    CH_PUT_ONTO_BATTLEFIELD = 4
    CH_SAC_INSTEAD = 5        # Scythe Tiger: a land to sacrifice instead of it
    CH_DREADNOUGHT = 6        # Phyrexian Dreadnought: creatures to sacrifice instead of it
    CH_SEARCH = 7
    CH_IMPRINT = 8
    CH_LIBRARY_TOP = 9        # TB-3: the next card from the top of a shuffled library
    CH_FLASH = 10
    CH_DISCARD_AT_RANDOM = 23 # TB-3: a card discarded "at random", chosen by the opponent of the
                              #   effect's controller
    CH_KEEP = 24              # the one card of a hand not discarded (a choice of N - 1 discards)
    CH_KEEP_AT_RANDOM = 25    # the same "at random" (TB-3)
    CH_GAMBIT = 26            # Stronghold Gambit: the card a player chooses and reveals; "none"
                              #   is a noncreature card (all of them do the same: nothing)
    CH_RETURN = 35            # OP_RETURN_CHOICE: a permanent to return to its owner's hand
    CH_HIDEAWAY = 40          # OP_HIDEAWAY: the library card to exile face down
    CH_DAMAGE_WALKER = 41     # OP_DAMAGE_PLAYER_OR_WALKER: a planeswalker of the player to deal
                              #   the damage to instead of the player ("none": the player)

# Yes/no questions (D_YES_NO ctx[0]).
cdef enum:
    ASK_MAY = 1               # an optional triggered ability or "you may"
    ASK_CAST_COPY = 2         # Isochron Scepter
    ASK_CAST_SUSPENDED = 3    # Lotus Bloom
    ASK_SANCTUARY = 4         # Island Sanctuary: skip the draw?
    ASK_UNTAP = 5
    ASK_LIBRARY_TOP = 6       # Subtlety: on the top of the library (yes) or the bottom (no)?
    ASK_CAST_MADNESS = 7      # madness: cast it for its madness cost? (CR 702.35a)
    ASK_ENDURE = 16           # endure (CR 701.62a): +1/+1 counters on it (yes) or a Spirit token?
    ASK_PLAY_HIDDEN = 21      # hideaway (Shelldock Isle): play the exiled card without paying?


# ---------------------------------------------------------------------------------------------
# Damage (CR 120), with prevention (CR 615): protection, Maze of Ith, Energy Field
# ---------------------------------------------------------------------------------------------
cdef inline bint source_exists(const TCBState* s, int source) noexcept nogil:
    return 0 <= source < MAX_OBJECTS and s.objects[source].zone != Z_NONE


cdef inline int source_controller(const TCBState* s, int source) noexcept nogil:
    return s.objects[source].controller


cdef uint32_t source_keywords(const TCBState* s, int source) noexcept nogil:
    if not source_exists(s, source):
        return 0
    if s.objects[source].zone == Z_BATTLEFIELD:
        return obj_keywords(s, source)
    return CARD_KEYWORDS[s.objects[source].card]


cdef void deal_damage_to_player(TCBState* s, int source, bint from_spell, int player, int amount,
                                bint combat) noexcept nogil:
    cdef uint32_t kw
    cdef int poison
    if amount <= 0:
        return
    if source_exists(s, source):
        if ((players_with_static(s, S_PREVENT_OTHERS_DAMAGE) >> player) & 1) and \
                source_controller(s, source) != player:
            return                                          # Energy Field
        kw = source_keywords(s, source)
    else:
        kw = 0
    if kw & KW_INFECT:                                      # CR 702.90b
        poison = s.players[player].poison + amount
        s.players[player].poison = <uint8_t>(POISON_TO_LOSE if poison > POISON_TO_LOSE else poison)
    else:
        lose_life(s, player, amount)
    if kw & KW_LIFELINK:                                    # CR 702.15b
        gain_life(s, source_controller(s, source), amount)


cdef void deal_damage_to_object(TCBState* s, int source, bint from_spell, int target, int amount,
                                bint combat) noexcept nogil:
    cdef uint32_t kw
    cdef int total
    cdef int types
    if amount <= 0 or s.objects[target].zone != Z_BATTLEFIELD:
        return
    types = obj_types(s, target)
    if not (types & (T_CREATURE | T_PLANESWALKER)):
        return
    if protected_from(s, target, source, from_spell):
        return                                              # CR 702.16e
    kw = source_keywords(s, source)
    if types & T_PLANESWALKER:
        remove_loyalty(s, target, amount)                   # CR 120.3c, infect or not
    if types & T_CREATURE:
        if kw & KW_INFECT:                                  # CR 702.90c
            add_m1m1(s, target, amount)
        else:
            total = s.objects[target].damage + amount
            s.objects[target].damage = <uint8_t>(250 if total > 250 else total)
    if kw & KW_LIFELINK:
        gain_life(s, source_controller(s, source), amount)


# ---------------------------------------------------------------------------------------------
# Operands
# ---------------------------------------------------------------------------------------------
cdef int operand_object(const TCBState* s, int operand) noexcept nogil:
    cdef int o = -1
    if operand < 4:
        o = s.res.targets[operand]
    elif operand == O_SELF:
        o = s.res.source
    elif operand == O_REF:
        o = s.res.ref
    elif operand == O_CHOSEN:
        o = s.res_chosen
    if o < 0 or o >= MAX_OBJECTS or s.objects[o].zone == Z_NONE:
        return -1
    return o


cdef int operand_player(const TCBState* s, int operand) noexcept nogil:
    cdef int t, k
    if operand == PL_CONTROLLER:
        return s.res.controller
    if operand == PL_OPPONENT:
        return 1 - s.res.controller
    if PL_TARGET <= operand < PL_TARGET + 4:
        t = s.res.targets[operand - PL_TARGET]
        return t - TGT_PLAYER0 if is_player_target(t) else -1
    if PL_TARGET_CONTROLLER <= operand < PL_TARGET_CONTROLLER + 4:
        # After it left the battlefield its owner is who controlled it: nothing in the pool
        # changes control of a permanent.
        t = s.res.targets[operand - PL_TARGET_CONTROLLER]
        if t >= MAX_OBJECTS or s.objects[t].zone == Z_NONE:
            return -1
        return <int>s.objects[t].controller if s.objects[t].zone == Z_BATTLEFIELD else <int>s.objects[t].owner
    if operand == PL_REF_CONTROLLER:
        t = s.res.ref
        if t < MAX_OBJECTS:
            k = spell_item_of(s, t)
            return <int>s.stack[k].controller if k >= 0 else <int>s.objects[t].controller
        if TGT_STACK <= t < TGT_STACK + MAX_STACK and t - TGT_STACK < s.stack_len:
            return s.stack[t - TGT_STACK].controller
        return -1
    if operand == PL_CHOSEN:
        return <int>s.objects[s.res.source].choice if source_exists(s, s.res.source) else -1
    if operand == PL_ACTIVE:
        return s.active
    if operand == PL_DEFENDING:
        return 1 - s.active
    if operand == PL_OWNER:
        return <int>s.objects[s.res.source].owner if source_exists(s, s.res.source) else -1
    return -1


cdef int operand_value(const TCBState* s, int operand) noexcept nogil:
    cdef int t, n, chosen
    if operand < V_CONST_LIMIT:
        return operand
    if operand == V_X:
        return s.res.x
    if operand == V_MINUS_X:
        return -<int>s.res.x
    if V_TARGET_POWER <= operand < V_TARGET_POWER + 4:
        t = s.res.targets[operand - V_TARGET_POWER]
        return obj_power(s, t) if t < MAX_OBJECTS else 0
    if operand == V_LKI:
        return s.res.lki
    if operand == V_RACK:
        chosen = operand_player(s, PL_CHOSEN)
        if chosen < 0:
            return 0
        n = 3 - hand_size(s, chosen)
        return n if n > 0 else 0
    if operand == V_CREATURES_YOU_CONTROL:
        return count_controlled(s, s.res.controller, T_CREATURE)
    if operand == V_SELF_POWER:
        return obj_power(s, s.res.source) if source_exists(s, s.res.source) else 0
    if operand == V_SACRIFICED_POWER:
        return s.res_count
    if operand == V_COUNTERS_REMOVED:
        return s.res_count
    if operand == V_ACTIVE_FEWER_THAN_THREE:
        n = 3 - hand_size(s, s.active)
        return n if n > 0 else 0
    if operand == V_TARGET_LIFE_ABOVE_ONE:
        t = s.res.targets[0]
        if not is_player_target(t):
            return 0
        n = s.players[t - TGT_PLAYER0].life - 1
        return n if n > 0 else 0
    return 0


# ---------------------------------------------------------------------------------------------
# Decisions posed by instructions
# ---------------------------------------------------------------------------------------------
cdef int ask(TCBState* s, int kind, int decider, int c0, int c1, int c2, int c3, int c4,
             int c5, int c6) noexcept nogil:
    s.decision = kind
    s.decider = decider
    s.ctx[0] = c0
    s.ctx[1] = c1
    s.ctx[2] = c2
    s.ctx[3] = c3
    s.ctx[4] = c4
    s.ctx[5] = c5
    s.ctx[6] = c6
    s.ctx[7] = 0
    s.resume = TK_RESOLVE
    return R_WAIT


cdef inline int take_choice(TCBState* s) noexcept nogil:
    s.res_ready = 0
    return s.res_chosen


cdef int choose_object(TCBState* s, int purpose, int decider, int owner, int zone, int filter,
                       int arg, bint allow_none, uint32_t excluded) noexcept nogil:
    """Poses D_CHOOSE_OBJECT, or decides it at once when there is nothing to choose. Returns the
    object, CHOSEN_NONE, or -2 when the decision is pending."""
    cdef int32_t options[MAX_OBJECTS + 1]
    cdef int n
    if s.res_ready:
        return take_choice(s)
    n = choosable_objects(s, owner, zone, filter, arg, excluded, options)
    if n == 0:
        return CHOSEN_NONE
    if n == 1 and not allow_none:
        return options[0]
    ask(s, D_CHOOSE_OBJECT, decider, purpose, owner, zone, filter, arg, allow_none, <int>excluded)
    return -2


cdef int choosable_objects(const TCBState* s, int owner, int zone, int filter, int arg,
                           uint32_t excluded, int32_t* out) noexcept nogil:
    return enumerate_choosable(s, owner, zone, filter, arg, excluded, out)


cdef int ask_payment(TCBState* s, int payer, int cost_kind, int cost_value) noexcept nogil:
    """"Unless/if you pay": returns 1 paid, 0 not, -2 pending. A player who can't pay doesn't."""
    cdef Cost c
    if s.res_ready:
        s.res_ready = 0
        return s.res_result
    payment_cost(s, cost_kind, cost_value, &c)
    if not can_pay(s, payer, &c):
        return 0
    ask(s, D_PAY_OR_DECLINE, payer, cost_kind, cost_value, 0, 0, 0, 0, 0)
    return -2


cdef enum:
    PAYCOST_EFFECT = 0        # EFFECT_COST[value]
    PAYCOST_GENERIC = 1       # {value}
    PAYCOST_CARD_MINUS_2 = 2  # the mana cost of card `value` reduced by up to {2} (Flash)


cdef void payment_cost(const TCBState* s, int kind, int value, Cost* c) noexcept nogil:
    if kind == PAYCOST_EFFECT:
        effect_cost(c, value)
    elif kind == PAYCOST_GENERIC:
        cost_clear(c)
        c.purpose = PURPOSE_EFFECT
        c.spell_obj = -1
        c.generic = <int16_t>value
    else:
        cost_clear(c)
        c.purpose = PURPOSE_EFFECT
        c.spell_obj = -1
        cost_from_table(c, CARD_COST[value], CARD_PHYREXIAN[value], 0)
        cost_add_hybrid(c, CARD_HYBRID[value])
        c.generic = <int16_t>(c.generic - 2 if c.generic > 2 else 0)


cdef int ask_yes_no(TCBState* s, int decider, int question, int subject) noexcept nogil:
    if s.res_ready:
        s.res_ready = 0
        return s.res_result
    ask(s, D_YES_NO, decider, question, subject, 0, 0, 0, 0, 0)
    return -2


# ---------------------------------------------------------------------------------------------
# Instructions
# ---------------------------------------------------------------------------------------------
cdef void discard_card(TCBState* s, int card_obj, int effect_controller) noexcept nogil:
    """CR 701.9; Nullhide Ferox discarded by an opponent's spell or ability enters instead.
    Madness (CR 702.35a): a card with madness is discarded into exile instead of the graveyard
    (whatever made it be discarded: a cost, an effect, its own player's or an opponent's), and
    its madness trigger waits for its owner (CR 603.3a). Its owner, the affected player, would
    always apply madness before Leyline of the Void's exile (CR 616.1): only madness's exile
    makes the card castable."""
    cdef Obj* o = &s.objects[card_obj]
    # "Whenever an opponent discards a card" (Tourach): one bit test when no card watches it;
    # a discard replaced by Nullhide Ferox's or madness's is still a discard (CR 701.9)
    fire_watchers(s, EV_OPPONENT_DISCARDS, Z_BATTLEFIELD, 1 - o.owner, TGT_NONE)
    if has_static(o.card, S_FEROX_DISCARD) and effect_controller != o.owner:
        enter_battlefield(s, card_obj, o.owner, 0, False)
        return
    if CARD_EVENTS[o.card] & (1u << EV_MADNESS):
        move_object(s, card_obj, Z_EXILE)
        fire_self(s, card_obj, EV_MADNESS, TGT_NONE, 0, True, s.objects[card_obj].owner)
        return
    move_object(s, card_obj, Z_GRAVEYARD)


cdef bint counter_spell_object(TCBState* s, int obj, bint exile) noexcept nogil:
    """CR 701.6a: the spell leaves the stack for its owner's graveyard (or exile)."""
    cdef int k = spell_item_of(s, obj)
    if k < 0:
        return False
    if not spell_counterable(s, k, obj):
        return False
    remove_stack_item(s, k)
    if exile or (s.objects[obj].flags & OF_FLASHBACK):
        move_object(s, obj, Z_EXILE)
    else:
        move_object(s, obj, Z_GRAVEYARD)
    return True


cdef void remove_stack_item(TCBState* s, int k) noexcept nogil:
    """Takes item k off the stack; references to items above it move down one place."""
    cdef int j, t
    for j in range(k, s.stack_len - 1):
        s.stack[j] = s.stack[j + 1]
    s.stack_len -= 1
    clear_item(&s.stack[s.stack_len])
    for j in range(s.stack_len):
        if s.stack[j].ref == TGT_STACK + k:
            s.stack[j].ref = TGT_GONE
        elif TGT_STACK + k < s.stack[j].ref < TGT_STACK + MAX_STACK:
            s.stack[j].ref -= 1
    for j in range(s.pending_len):
        if s.pending[j].ref == TGT_STACK + k:
            s.pending[j].ref = TGT_GONE
        elif TGT_STACK + k < s.pending[j].ref < TGT_STACK + MAX_STACK:
            s.pending[j].ref -= 1
    if s.res.ref == TGT_STACK + k:
        s.res.ref = TGT_GONE
    elif TGT_STACK + k < s.res.ref < TGT_STACK + MAX_STACK:
        s.res.ref -= 1
    for j in range(s.stack_len):
        shift_stack_targets(&s.stack[j], k)
    shift_stack_targets(&s.res, k)


cdef inline void shift_stack_targets(StackItem* it, int k) noexcept nogil:
    """Item k left the stack: a target that was it is gone, targets above it move down."""
    cdef int t
    for t in range(MAX_TARGETS):
        if it.targets[t] == TGT_STACK + k:
            it.targets[t] = TGT_GONE
        elif TGT_STACK + k < it.targets[t] < TGT_STACK + MAX_STACK:
            it.targets[t] -= 1


cdef bint counter_ref(TCBState* s, int ref, bint exile) noexcept nogil:
    cdef int k
    cdef StackItem* it
    if ref < MAX_OBJECTS:
        return counter_spell_object(s, ref, exile)
    if TGT_STACK <= ref < TGT_STACK + MAX_STACK and ref - TGT_STACK < s.stack_len:
        k = ref - TGT_STACK
        it = &s.stack[k]
        # CR 603.8: a countered state trigger may trigger again (Dark Depths)
        if it.kind == SI_TRIGGER and AB_EVENT[it.ability] == EV_NO_ICE and it.source < MAX_OBJECTS:
            s.objects[it.source].flags &= ~OF_STATE_TRIGGERED
        if it.kind == SI_TRIGGER and it.x > 1 and AB_EVENT[it.ability] == EV_EMBLEM_UPKEEP:
            it.x -= 1                               # one of several emblem triggers is countered
            return True
        remove_stack_item(s, k)
        return True
    return False


cdef int resolving_spell_fits(const TCBState* s, int filter, int arg) noexcept nogil:
    """The resolving spell is still on the stack (CR 608.2n puts it away last): does it fit a
    spell filter? Returns its object, or -1."""
    cdef int o = s.res.source
    if s.res.kind != SI_SPELL or o >= MAX_OBJECTS or s.objects[o].zone != Z_STACK:
        return -1
    if filter == F_SPELL:
        return o
    if filter == F_NONCREATURE_SPELL:
        return o if not (CARD_TYPES[s.objects[o].card] & T_CREATURE) else -1
    if filter == F_SPELL_MV:
        return o if obj_printed_mv(s, o) + CARD_COST[s.objects[o].card][7] * s.res.x == arg else -1
    if filter == F_SPELL_SINGLE_TARGET:
        return o if item_target_count(&s.res) == 1 else -1
    if filter == F_CREATURE_SPELL:
        return o if (CARD_TYPES[s.objects[o].card] & T_CREATURE) else -1
    if filter == F_CREATURE_OR_PLANESWALKER_SPELL:
        return o if (CARD_TYPES[s.objects[o].card] & (T_CREATURE | T_PLANESWALKER)) else -1
    return -1


cdef int new_target_options(const TCBState* s, int k, int slot, int32_t* out) noexcept nogil:
    """CR 115.7: the legal targets, other than its current one, that the spell at stack
    position k could have in `slot` (legal for it: its controller, its filter, CR 115.5). The
    resolving spell (Misdirection itself) is one while it fits the spell's filter."""
    cdef const StackItem* it = &s.stack[k]
    cdef int e = item_effect(s, it)
    cdef int current = it.targets[slot]
    cdef int n, i, m = 0, me
    n = enumerate_targets(s, it, e, slot, out)
    for i in range(n):
        if out[i] != current:
            out[m] = out[i]
            m += 1
    if is_spell_filter(AB_TARGET_FILTER[e][slot]) and s.res.source != it.source:
        me = resolving_spell_fits(s, AB_TARGET_FILTER[e][slot], AB_TARGET_ARG[e][slot])
        if me >= 0 and me != current:
            out[m] = me
            m += 1
    return m


cdef int op_change_target(TCBState* s, int operand) noexcept nogil:
    """Misdirection: change the target of target spell with a single target (CR 115.7) to
    another legal target, chosen by this effect's controller; with none, it stays. The new
    target becomes a target (ward, valiant: CR 115.9 via targeting_triggers)."""
    cdef int32_t options[MAX_CHOICES]
    cdef int o, k, slot, n, chosen
    o = s.res.targets[operand] if operand < 4 else -1
    if o < 0 or o >= MAX_OBJECTS:
        return R_NEXT
    k = spell_item_of(s, o)
    if k < 0:
        return R_NEXT
    slot = single_target_slot(&s.stack[k])
    if slot < 0:
        return R_NEXT
    if s.res_ready:
        chosen = take_choice(s)
    else:
        n = new_target_options(s, k, slot, options)
        if n == 0:
            return R_NEXT
        if n > 1:
            ask(s, D_NEW_TARGET, s.res.controller, k, slot, 0, 0, 0, 0, 0)
            return R_WAIT
        chosen = options[0]
    s.stack[k].targets[slot] = <uint8_t>chosen
    targeting_triggers(s, k)
    return R_NEXT


cdef bint spell_counterable(const TCBState* s, int k, int obj) noexcept nogil:
    """Can the spell at stack position k (object obj) be countered? Not by Cavern of Souls'
    mana, its own "can't be countered", or Leyline of Lifeforce's "Creature spells can't be
    countered" (CR 101.2: the spell stays on the stack; a spell may still be targeted)."""
    if s.stack[k].flags & SF_UNCOUNTERABLE:
        return False
    if CARD_KEYWORDS[s.objects[obj].card] & KW_UNCOUNTERABLE:
        return False
    if (CARD_TYPES[s.objects[obj].card] & T_CREATURE) and \
            count_static(s, S_CREATURE_SPELLS_UNCOUNTERABLE) > 0:
        return False
    return True


cdef bint ref_counterable(const TCBState* s, int ref) noexcept nogil:
    cdef int k
    if ref < MAX_OBJECTS:
        k = spell_item_of(s, ref)
        if k < 0:
            return False
        return spell_counterable(s, k, ref)
    return TGT_STACK <= ref < TGT_STACK + MAX_STACK and ref - TGT_STACK < s.stack_len


cdef int op_damage_player_or_walker(TCBState* s, int who, int amount) noexcept nogil:
    """"Deals N damage to that player or a planeswalker that player controls" (Curse of the
    Pierced Heart): no target; the effect's controller chooses as it resolves, asked only when
    that player controls a planeswalker (a game without one: one bit, S_PLANESWALKER)."""
    cdef int p = operand_player(s, who)
    cdef int chosen = CHOSEN_NONE
    cdef bint from_spell = s.res.kind == SI_SPELL
    if p < 0:
        return R_NEXT
    if game_has_static(s, S_PLANESWALKER):
        chosen = choose_object(s, CH_DAMAGE_WALKER, s.res.controller, p, Z_BATTLEFIELD,
                               F_PLANESWALKER, 0, True, 0)
        if chosen == -2:
            return R_WAIT
    if chosen == CHOSEN_NONE:
        deal_damage_to_player(s, s.res.source, from_spell, p, amount, False)
    else:
        deal_damage_to_object(s, s.res.source, from_spell, chosen, amount, False)
    return R_NEXT


cdef int op_damage(TCBState* s, int who, int amount) noexcept nogil:
    cdef int t, p
    cdef bint from_spell = s.res.kind == SI_SPELL
    if who < 4:
        t = s.res.targets[who]
        if is_player_target(t):
            deal_damage_to_player(s, s.res.source, from_spell, t - TGT_PLAYER0, amount, False)
        elif t < MAX_OBJECTS:
            deal_damage_to_object(s, s.res.source, from_spell, t, amount, False)
    else:
        p = operand_player(s, who - WHO_PLAYER)
        if p >= 0:
            deal_damage_to_player(s, s.res.source, from_spell, p, amount, False)
    return R_NEXT


cdef bint mill_card(TCBState* s, int player) noexcept nogil:
    """CR 701.17a: the top card of the player's library goes to their graveyard (Leyline of
    the Void may exile it instead, in move_object). False if the library is empty."""
    cdef int i
    for i in range(NUM_DECK_OBJECTS):
        if (s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == player
                and s.objects[i].lib_pos == 0):
            move_object(s, i, Z_GRAVEYARD)
            return True
    return False


cdef int op_discard(TCBState* s, int player, int filter, int chooser) noexcept nogil:
    cdef int decider, chosen
    if player < 0:
        return R_NEXT
    decider = player if chooser == BY_PLAYER else <int>s.res.controller
    chosen = choose_object(s, CH_DISCARD, decider, player, Z_HAND, filter, 0, False, 0)
    if chosen == -2:
        return R_WAIT
    if chosen != CHOSEN_NONE:
        discard_card(s, chosen, s.res.controller)
    return R_NEXT


cdef int op_exile_from_hand(TCBState* s, int player, int filter, int flags) noexcept nogil:
    """The effect's controller exiles a card fitting `filter` from `player`'s hand. "Until the
    source leaves the battlefield" (XF_UNTIL_SOURCE_LEAVES, Deep-Cavern Bat): the source keeps
    the card in Obj.link, and move_object returns it to its owner's hand when the source leaves
    (CR 610.3a); a source already gone exiles nothing (CR 610.3c). XF_LINKED (Mesmeric Fiend):
    the card is exiled for good, whatever became of the source; a source still on the
    battlefield keeps it in Obj.link, and its leaves trigger refers to it (CR 607.2a)."""
    cdef int chosen
    cdef int source = s.res.source
    if player < 0:
        return R_NEXT
    if (flags & XF_UNTIL_SOURCE_LEAVES) and not (
            source_exists(s, source) and s.objects[source].zone == Z_BATTLEFIELD):
        return R_NEXT
    chosen = choose_object(s, CH_EXILE, s.res.controller, player, Z_HAND, filter, 0,
                           (flags & XF_MAY) != 0, 0)
    if chosen == -2:
        return R_WAIT
    if chosen != CHOSEN_NONE:
        move_object(s, chosen, Z_EXILE)
        if flags & XF_SPELLBOUND:
            s.objects[chosen].flags |= OF_SPELLBOUND
        if flags & XF_UNTIL_SOURCE_LEAVES:
            s.objects[source].link = <uint8_t>chosen
        if ((flags & XF_LINKED) and source_exists(s, source)
                and s.objects[source].zone == Z_BATTLEFIELD and s.objects[chosen].zone == Z_EXILE):
            s.objects[source].link = <uint8_t>chosen
    return R_NEXT


cdef int op_exile_playable(TCBState* s, int player, int filter, int tax) noexcept nogil:
    """Lightstall Inquisitor: `player` exiles a card fitting `filter` from their hand, of their
    own choice (they are the one who exiles it), and may play it for as long as it remains
    exiled (CR 400.7: a new object once it leaves exile). The permission is kept on the card:
    OF_SPELLBOUND with Obj.choice = PERMIT_PLAY + tax (its spells cost {tax} more, CR 601.2f;
    a land played this way enters tapped, play_land). An empty hand exiles nothing."""
    cdef int chosen
    if player < 0:
        return R_NEXT
    chosen = choose_object(s, CH_EXILE, player, player, Z_HAND, filter, 0, False, 0)
    if chosen == -2:
        return R_WAIT
    if chosen != CHOSEN_NONE:
        move_object(s, chosen, Z_EXILE)
        if s.objects[chosen].zone == Z_EXILE:
            s.objects[chosen].flags |= OF_SPELLBOUND
            s.objects[chosen].choice = <uint16_t>(PERMIT_PLAY + tax)
    return R_NEXT


# The kinds of counters "remove up to N counters" asks about, in this order (D_REMOVE_COUNTERS
# ctx[1]): +1/+1, -1/-1, the card's own kind (ice, level, loyalty, storage, ...), -2/-1.
cdef enum:
    RK_P1P1 = 0
    RK_M1M1 = 1
    RK_OWN = 2
    RK_M2M1 = 3
    RK_KINDS = 4


cdef int counters_of_kind(const TCBState* s, int o, int kind) noexcept nogil:
    cdef const Obj* ob = &s.objects[o]
    if kind == RK_P1P1:
        return ob.p1p1
    if kind == RK_M1M1:
        return ob.m1m1
    if kind == RK_OWN:
        return ob.counters
    return (ob.extra & OX_M2M1_BITS) >> OX_M2M1_SHIFT


cdef void remove_counters_of_kind(TCBState* s, int o, int kind, int n) noexcept nogil:
    cdef Obj* ob = &s.objects[o]
    cdef int left = counters_of_kind(s, o, kind) - n
    if left < 0:
        left = 0
    if kind == RK_P1P1:
        ob.p1p1 = <uint8_t>left
    elif kind == RK_M1M1:
        ob.m1m1 = <uint8_t>left
    elif kind == RK_OWN:
        ob.counters = <uint8_t>left
    else:
        ob.extra = <uint8_t>((ob.extra & ~OX_M2M1_BITS) | (left << OX_M2M1_SHIFT))


cdef int op_remove_up_to(TCBState* s, int o, int amount) noexcept nogil:
    """Hex Parasite: the effect's controller removes up to `amount` counters from permanent o,
    of any kinds (the 2011 ruling: they choose how many of each kind), as it resolves. One
    D_REMOVE_COUNTERS decision per kind present (how many, 0 to what is left of the amount
    and of that kind), kind by kind in RK order; res_cursor is the kind, res_count what was
    removed so far (V_COUNTERS_REMOVED reads it afterwards). A decision with one option (the
    amount used up, or none of a kind) is taken at once (TB-8)."""
    cdef int kind, most, have, n
    if s.res_cursor == 0 and not s.res_ready:
        s.res_count = 0
    if o < 0 or s.objects[o].zone != Z_BATTLEFIELD:
        s.res_cursor = 0
        s.res_ready = 0
        return R_NEXT
    while s.res_cursor < RK_KINDS:
        kind = s.res_cursor
        if s.res_ready:
            n = take_choice(s)
        else:
            have = counters_of_kind(s, o, kind)
            most = amount - s.res_count
            if have < most:
                most = have
            if most <= 0:
                s.res_cursor += 1
                continue
            ask(s, D_REMOVE_COUNTERS, s.res.controller, o, kind, most, 0, 0, 0, 0)
            return R_WAIT
        if n > 0:
            remove_counters_of_kind(s, o, kind, n)
            s.res_count += n
        s.res_cursor += 1
    s.res_cursor = 0
    return R_NEXT


cdef int op_sacrifice_choice(TCBState* s, int player, int filter, int count) noexcept nogil:
    """`player` sacrifices `count` permanents of their choice fitting `filter` (CR 701.21); with
    no more than `count` of them there is nothing to choose: all go at once (TB-8)."""
    cdef int32_t candidates[MAX_OBJECTS]
    cdef int chosen, i, n
    if player < 0:
        return R_NEXT
    if s.res_cursor == 0 and not s.res_ready:
        s.res_count = 0                 # V_SACRIFICED_POWER: the greatest power sacrificed
        n = 0
        for i in range(s.object_limit):
            if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player
                    and permanent_matches(s, i, filter, 0, player)):
                candidates[n] = i
                n += 1
        if n <= count:
            for i in range(n):
                note_sacrificed_power(s, candidates[i])
            for i in range(n):
                sacrifice(s, candidates[i])
            return R_NEXT
    while s.res_cursor < count:
        chosen = choose_object(s, CH_SACRIFICE, player, player, Z_BATTLEFIELD, filter, 0, False, 0)
        if chosen == -2:
            return R_WAIT
        if chosen == CHOSEN_NONE:
            break
        note_sacrificed_power(s, chosen)
        sacrifice(s, chosen)
        s.res_cursor += 1
    s.res_cursor = 0
    return R_NEXT


cdef int op_return_choice(TCBState* s, int player, int filter) noexcept nogil:
    """`player` returns a permanent they control fitting `filter`, of their choice, to its
    owner's hand (CR 400.7: a new object there; a token ceases to exist, CR 111.7). Not targeted
    (CR 115.10a): chosen as the instruction runs, the source itself among the choices (Boros
    Garrison may return itself); none to choose: nothing happens."""
    cdef int chosen
    if player < 0:
        return R_NEXT
    chosen = choose_object(s, CH_RETURN, player, player, Z_BATTLEFIELD, filter, 0, False, 0)
    if chosen == -2:
        return R_WAIT
    if chosen != CHOSEN_NONE:
        move_object(s, chosen, Z_HAND)
    return R_NEXT


cdef int op_sacrifice_when_you_do(TCBState* s, int player, int filter, int ctype1) noexcept nogil:
    """"Sacrifice a creature. When you do, ..." (CR 603.12): `player` sacrifices one permanent
    of their choice fitting `filter` (none to choose: nothing happens, and nothing triggers); if
    they do, the reflexive trigger of the resolving item's card (its ability on EV_WHEN_YOU_DO)
    triggers: it waits with the others until a player would receive priority, and its targets are
    chosen as it is put on the stack (CR 603.3d). It carries what it needs of the sacrificed
    permanent as it last existed (CR 608.2h): lki its power (negative counts as 0, CR 107.1b),
    x that power if it was a creature of type ctype1 - 1 (ctype1 0: never), else 0."""
    cdef int chosen, power, k, a, card, n
    if player < 0:
        return R_NEXT
    chosen = choose_object(s, CH_SACRIFICE, player, player, Z_BATTLEFIELD, filter, 0, False, 0)
    if chosen == -2:
        return R_WAIT
    if chosen == CHOSEN_NONE:
        return R_NEXT
    power = 0
    if is_creature(s, chosen):
        power = obj_power(s, chosen)
        if power < 0:
            power = 0
    a = 0
    if ctype1 > 0 and is_creature(s, chosen) and obj_has_ctype(s, chosen, ctype1 - 1):
        a = 1
    sacrifice(s, chosen)
    card = s.res.source_card
    if card == NO_CARD:
        return R_NEXT
    for k in range(CARD_ABILITY_SLOTS):
        if CARD_ABILITIES[card][k] < 0:
            break
        if AB_EVENT[CARD_ABILITIES[card][k]] == EV_WHEN_YOU_DO:
            n = s.pending_len
            queue_trigger(s, CARD_ABILITIES[card][k], s.res.source, s.res.controller, TGT_NONE,
                          power)
            if a and s.pending_len > n:
                s.pending[s.pending_len - 1].x = <uint8_t>(power if power < 255 else 254)
            break
    return R_NEXT


cdef inline void note_sacrificed_power(TCBState* s, int i) noexcept nogil:
    """Keeps in res_count the greatest power among the creatures sacrificed by the running
    "sacrifice choice" instruction, as they last existed on the battlefield (CR 608.2h); a
    later instruction of the same program reads it as V_SACRIFICED_POWER. Negative power
    counts as 0 (CR 107.1b)."""
    cdef int power
    if is_creature(s, i):
        power = obj_power(s, i)
        if power > s.res_count:
            s.res_count = power


cdef int op_each(TCBState* s, int what, int filter) noexcept nogil:
    """Each player, active player first (CR 101.4), discards a card or sacrifices a permanent."""
    cdef int player, chosen
    while s.res_cursor < 2:
        player = s.active if s.res_cursor == 0 else 1 - s.active
        if what == CH_DISCARD:
            chosen = choose_object(s, CH_DISCARD, player, player, Z_HAND, F_CARD_ANY, 0, False, 0)
        else:
            chosen = choose_object(s, CH_SACRIFICE, player, player, Z_BATTLEFIELD, filter, 0,
                                   False, 0)
        if chosen == -2:
            return R_WAIT
        if chosen != CHOSEN_NONE:
            if what == CH_DISCARD:
                discard_card(s, chosen, s.res.controller)
            else:
                sacrifice(s, chosen)
        s.res_cursor += 1
    s.res_cursor = 0
    return R_NEXT


cdef int discard_cards(TCBState* s, int player, int count, int chooser, int base) noexcept nogil:
    """`player` discards `count` cards (CR 701.9a), chosen by themselves (BY_PLAYER), by the
    effect's controller (BY_CONTROLLER) or "at random" (BY_RANDOM: TB-3, the opponent of the
    effect's controller chooses). s.res_cursor - base counts the cards discarded so far (the
    caller resets it). TB-8: with no more cards in hand than are still to go there is nothing to
    choose, all go; with one more, the one card kept is the choice (CH_KEEP), not the order of
    the discards. Returns R_WAIT while a choice is pending, else R_NEXT."""
    cdef int32_t hand[NUM_DECK_OBJECTS]
    cdef int decider, chosen, i, n, left
    cdef bint at_random = chooser == BY_RANDOM
    if player < 0:
        return R_NEXT
    if chooser == BY_PLAYER:
        decider = player
    elif chooser == BY_CONTROLLER:
        decider = s.res.controller
    else:
        decider = 1 - <int>s.res.controller
    while s.res_cursor - base < count:
        left = count - (s.res_cursor - base)
        n = 0
        for i in range(NUM_DECK_OBJECTS):
            if s.objects[i].zone == Z_HAND and s.objects[i].owner == player:
                hand[n] = i
                n += 1
        if n <= left:
            for i in range(n):
                discard_card(s, hand[i], s.res.controller)
            break
        if n == left + 1:
            chosen = choose_object(s, CH_KEEP_AT_RANDOM if at_random else CH_KEEP, decider,
                                   player, Z_HAND, F_CARD_ANY, 0, False, 0)
            if chosen == -2:
                return R_WAIT
            for i in range(n):
                if hand[i] != chosen:
                    discard_card(s, hand[i], s.res.controller)
            break
        chosen = choose_object(s, CH_DISCARD_AT_RANDOM if at_random else CH_DISCARD, decider,
                               player, Z_HAND, F_CARD_ANY, 0, False, 0)
        if chosen == -2:
            return R_WAIT
        discard_card(s, chosen, s.res.controller)
        s.res_cursor += 1
    return R_NEXT


cdef enum:
    EACH_SECOND = 64          # res_cursor of "each discards cards": the active player is done


cdef int op_each_discard_cards(TCBState* s, int count, int chooser) noexcept nogil:
    """Each player discards `count` (< 64) cards, the active player first (CR 101.4: their
    choices are made first, openly, TB-3; then the other player's)."""
    if s.res_cursor < EACH_SECOND:
        if discard_cards(s, s.active, count, chooser, 0) == R_WAIT:
            return R_WAIT
        s.res_cursor = EACH_SECOND
    if discard_cards(s, 1 - s.active, count, chooser, EACH_SECOND) == R_WAIT:
        return R_WAIT
    s.res_cursor = 0
    return R_NEXT


cdef bint holds_noncreature_card(const TCBState* s, int player) noexcept nogil:
    cdef int i
    for i in range(NUM_DECK_OBJECTS):
        if (s.objects[i].zone == Z_HAND and s.objects[i].owner == player
                and not (CARD_TYPES[s.objects[i].card] & T_CREATURE)):
            return True
    return False


cdef int op_gambit(TCBState* s) noexcept nogil:
    """Stronghold Gambit: each player chooses a card in their hand (TB-3: openly, the active
    player first), then they are revealed; the owner of each creature card revealed with the
    lowest mana value among them puts it onto the battlefield (a tie: each of them, at once).
    TB-8: every noncreature card a player could choose does the same (nothing), so they are one
    option, "none"; a player holding only creature cards must choose one of them, and a player
    with an empty hand chooses nothing. res_count keeps the active player's choice."""
    cdef int player, chosen, first, lowest
    while s.res_cursor < 2:
        player = s.active if s.res_cursor == 0 else 1 - s.active
        chosen = choose_object(s, CH_GAMBIT, player, player, Z_HAND, F_CARD_CREATURE, 0,
                               holds_noncreature_card(s, player), 0)
        if chosen == -2:
            return R_WAIT
        if s.res_cursor == 0:
            s.res_count = chosen
        else:
            first = s.res_count
            lowest = 1000
            if first != CHOSEN_NONE:
                lowest = CARD_MV[s.objects[first].card]
            if chosen != CHOSEN_NONE and CARD_MV[s.objects[chosen].card] < lowest:
                lowest = CARD_MV[s.objects[chosen].card]
            if first != CHOSEN_NONE and CARD_MV[s.objects[first].card] == lowest:
                enter_battlefield(s, first, s.objects[first].owner, 0, False)
            if chosen != CHOSEN_NONE and CARD_MV[s.objects[chosen].card] == lowest:
                enter_battlefield(s, chosen, s.objects[chosen].owner, 0, False)
        s.res_cursor += 1
    s.res_cursor = 0
    s.res_count = 0
    return R_NEXT


cdef int op_show_and_tell(TCBState* s) noexcept nogil:
    """Each player, active player first, chooses a permanent card from their hand (or none);
    then they are put onto the battlefield at the same time (TB-3: choices made openly)."""
    cdef int player, chosen, first
    while s.res_cursor < 2:
        player = s.active if s.res_cursor == 0 else 1 - s.active
        chosen = choose_object(s, CH_PUT_ONTO_BATTLEFIELD, player, player, Z_HAND,
                               F_CARD_PERMANENT, 0, True, 0)
        if chosen == -2:
            return R_WAIT
        if s.res_cursor == 0:
            s.res_count = chosen
        else:
            first = s.res_count
            if (first != CHOSEN_NONE and chosen != CHOSEN_NONE
                    and has_static(s.objects[chosen].card, S_TORPOR)):
                first, chosen = chosen, first   # both enter at once: a Torpor Orb among them
                                                # already stops the creature's triggers
            if first != CHOSEN_NONE:
                enter_battlefield(s, first, s.objects[first].owner, 0, False)
            if chosen != CHOSEN_NONE:
                enter_battlefield(s, chosen, s.objects[chosen].owner, 0, False)
        s.res_cursor += 1
    s.res_cursor = 0
    s.res_count = 0
    return R_NEXT


cdef int balance_count(const TCBState* s, int player, int phase) noexcept nogil:
    if phase == 1:
        return hand_size(s, player)
    return count_controlled(s, player, T_LAND if phase == 0 else T_CREATURE)


cdef int op_balance(TCBState* s, bint creatures_first) noexcept nogil:
    """Lands, then cards in hand, then creatures: each player gets rid of the excess over the
    player with the fewest, choosing which (CR 101.4: active player first). Restore Balance
    (`creatures_first`): lands, then creatures, then cards in hand."""
    cdef int phase, player, fewest, chosen
    while s.res_cursor < 6:
        phase = s.res_cursor >> 1
        if creatures_first and phase:
            phase = 3 - phase         # 1 <-> 2
        player = s.active if (s.res_cursor & 1) == 0 else 1 - s.active
        fewest = balance_count(s, 0, phase)
        if balance_count(s, 1, phase) < fewest:
            fewest = balance_count(s, 1, phase)
        if balance_count(s, player, phase) <= fewest:
            s.res_cursor += 1
            continue
        if phase == 1:
            chosen = choose_object(s, CH_DISCARD, player, player, Z_HAND, F_CARD_ANY, 0, False, 0)
        else:
            chosen = choose_object(s, CH_SACRIFICE, player, player, Z_BATTLEFIELD,
                                   F_LAND if phase == 0 else F_CREATURE, 0, False, 0)
        if chosen == -2:
            return R_WAIT
        if chosen == CHOSEN_NONE:
            s.res_cursor += 1
        elif phase == 1:
            discard_card(s, chosen, s.res.controller)
        else:
            sacrifice(s, chosen)
    s.res_cursor = 0
    return R_NEXT


cdef int op_flash(TCBState* s) noexcept nogil:
    """Flash: you may put a creature card from your hand onto the battlefield; if you do,
    sacrifice it unless you pay its mana cost reduced by up to {2} (always by the most: paying
    more never helps)."""
    cdef int chosen, paid
    if s.res_cursor == 0:
        chosen = choose_object(s, CH_FLASH, s.res.controller, s.res.controller, Z_HAND,
                               F_CARD_CREATURE, 0, True, 0)
        if chosen == -2:
            return R_WAIT
        if chosen == CHOSEN_NONE:
            return R_NEXT
        enter_battlefield(s, chosen, s.res.controller, 0, False)
        s.res_count = chosen
        s.res_cursor = 1
    chosen = s.res_count
    if s.objects[chosen].zone != Z_BATTLEFIELD:
        s.res_cursor = 0
        return R_NEXT
    paid = ask_payment(s, s.res.controller, PAYCOST_CARD_MINUS_2, s.objects[chosen].card)
    if paid == -2:
        return R_WAIT
    if not paid:
        sacrifice(s, chosen)
    s.res_cursor = 0
    s.res_count = 0
    return R_NEXT


cdef int op_vial(TCBState* s) noexcept nogil:
    """Aether Vial: you may put a creature card with mana value equal to the number of charge
    counters on it from your hand onto the battlefield. The count is the Vial's as the ability
    resolves, or, if it has left the battlefield, as it last existed there (CR 608.2h): the
    count as the ability was activated (res.x, ABF_COUNTERS_AS_X). A creature card in hand has
    its printed mana value, {X} counting 0 (CR 202.3e)."""
    cdef int chosen, n
    cdef int o = s.res.source
    if o < MAX_OBJECTS and s.objects[o].zone == Z_BATTLEFIELD and source_exists(s, o):
        n = s.objects[o].counters
    else:
        n = s.res.x
    chosen = choose_object(s, CH_PUT_ONTO_BATTLEFIELD, s.res.controller, s.res.controller,
                           Z_HAND, F_CARD_CREATURE_MV, n, True, 0)
    if chosen == -2:
        return R_WAIT
    if chosen != CHOSEN_NONE:
        enter_battlefield(s, chosen, s.res.controller, 0, False)
    return R_NEXT


cdef int devotion_to_blue(const TCBState* s, int player) noexcept nogil:
    cdef int i, n = 0
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player:
            if s.objects[i].extra & OX_PROTOTYPED:     # its mana cost is the prototype's
                n += CARD_PROTO[s.objects[i].card][PROTO_DEVOTION_U]
            else:
                n += CARD_DEVOTION_U[s.objects[i].card]
    return n


cdef int op_shuffle_into_library(TCBState* s, int owner, bint from_graveyard) noexcept nogil:
    """Shuffling (CR 701.20) is a random order: TB-3 lets the owner's opponent choose it, one
    card at a time from the top."""
    cdef int i, chosen, n
    if s.res_cursor == 0:
        if from_graveyard:
            for i in range(NUM_DECK_OBJECTS):
                if s.objects[i].zone == Z_GRAVEYARD and s.objects[i].owner == owner:
                    move_object(s, i, Z_LIBRARY)
        for i in range(NUM_DECK_OBJECTS):
            if s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == owner:
                s.objects[i].lib_pos = 200        # not yet placed
        s.res_cursor = 1
    n = s.res_cursor - 1                          # cards placed so far
    while True:
        chosen = choose_unplaced_library_card(s, owner)
        if chosen == -2:
            return R_WAIT
        if chosen == CHOSEN_NONE:
            break
        s.objects[chosen].lib_pos = <uint8_t>n
        n += 1
        s.res_cursor = n + 1
    s.res_cursor = 0
    return R_NEXT


cdef int op_shuffle_self(TCBState* s) noexcept nogil:
    """Worldspine Wurm: "shuffle it into its owner's library". The card is the item's source;
    if it has left the graveyard since (CR 400.7: it is a new object), nothing happens. Then
    its owner's library is shuffled: TB-3, the opponent orders it."""
    cdef int o = s.res.source
    if s.res_cursor == 0:
        if not source_exists(s, o) or s.objects[o].zone != Z_GRAVEYARD:
            return R_NEXT
        move_object(s, o, Z_LIBRARY)
    return op_shuffle_into_library(s, s.objects[o].owner, False)


cdef int op_shuffle_self_and_graveyard(TCBState* s, int with_graveyard) noexcept nogil:
    """Elixir of Immortality: "Shuffle [it] and your graveyard into their owner's library." The
    permanent is the item's source, if still on the battlefield (if it has left, it is a new
    object, CR 400.7: a card in the graveyard goes with the graveyard). A player's graveyard
    holds only cards they own (CR 404.2), so with its controller its owner, one library is
    shuffled (TB-3: the opponent orders it). Two instructions: first (with_graveyard 0) a source
    owned by another player goes alone into its owner's library, which is shuffled; then
    (with_graveyard 1) the source, if still there, and the controller's graveyard."""
    cdef int o = s.res.source
    cdef int p = s.res.controller
    if s.res_cursor == 0:
        if (o < MAX_OBJECTS and source_exists(s, o) and s.objects[o].zone == Z_BATTLEFIELD
                and (with_graveyard or s.objects[o].owner != p)):
            move_object(s, o, Z_LIBRARY)
        elif not with_graveyard:
            return R_NEXT
    if not with_graveyard:
        return op_shuffle_into_library(s, s.objects[o].owner, False)
    return op_shuffle_into_library(s, p, True)


cdef int choose_unplaced_library_card(TCBState* s, int owner) noexcept nogil:
    cdef int32_t options[NUM_DECK_OBJECTS]
    cdef int i, j, n = 0
    cdef bint duplicate
    if s.res_ready:
        return take_choice(s)
    for i in range(NUM_DECK_OBJECTS):
        if (s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == owner
                and s.objects[i].lib_pos == 200):
            duplicate = False
            for j in range(n):
                if s.objects[options[j]].card == s.objects[i].card:
                    duplicate = True
            if not duplicate:
                options[n] = i
                n += 1
    if n == 0:
        return CHOSEN_NONE
    if n == 1:
        return options[0]
    ask(s, D_LIBRARY_ORDER, 1 - owner, CH_LIBRARY_TOP, owner, Z_LIBRARY, 0, 0, 0, 0)
    return -2


cdef int op_search_basic_land(TCBState* s, int player, int flags, int filter) noexcept nogil:
    """Path to Exile (tapped), Ghost Quarter (untapped): the player may put a basic land card
    from their library onto the battlefield, then shuffles. With SRCH_BASIC_LAND_TYPE, any land
    card with a basic land type (Boseiju, Who Endures; CR 205.3i); with a `filter`, a card of
    that filter (Urza's Saga's artifact with mana cost {0} or {1}). A search for a card with a
    stated quality may find nothing (CR 701.23b)."""
    cdef int chosen
    if player < 0:
        return R_NEXT
    if s.res_count == 0:
        if not filter:
            filter = F_LAND_CARD_BASIC_TYPE if flags & SRCH_BASIC_LAND_TYPE else F_BASIC_LAND_CARD
        chosen = choose_object(s, CH_SEARCH, player, player, Z_LIBRARY, filter, 0, True, 0)
        if chosen == -2:
            return R_WAIT
        if chosen != CHOSEN_NONE:
            enter_battlefield(s, chosen, player, 0, False)
            if flags & SRCH_TAPPED:
                s.objects[chosen].flags |= OF_TAPPED
        s.res_count = 1
    if op_shuffle_into_library(s, player, False) == R_WAIT:
        return R_WAIT
    s.res_count = 0
    return R_NEXT


cdef int op_sac_unless_sac(TCBState* s, int filter) noexcept nogil:
    """Scythe Tiger: sacrifice it unless you sacrifice a land."""
    cdef int self_obj = operand_object(s, O_SELF)
    cdef int chosen
    chosen = choose_object(s, CH_SAC_INSTEAD, s.res.controller, s.res.controller, Z_BATTLEFIELD,
                           filter, 0, True, (1u << self_obj) if self_obj >= 0 else 0)
    if chosen == -2:
        return R_WAIT
    if chosen != CHOSEN_NONE:
        sacrifice(s, chosen)
    elif self_obj >= 0:
        sacrifice(s, self_obj)
    return R_NEXT


cdef int op_sac_unless_power(TCBState* s, int needed) noexcept nogil:
    """Phyrexian Dreadnought: sacrifice it unless you sacrifice any number of creatures with
    total power `needed` or more. The creatures are picked one at a time; stopping before the
    total is reached sacrifices the Dreadnought instead (and none of the picked ones)."""
    cdef int self_obj = operand_object(s, O_SELF)
    cdef uint32_t picked = <uint32_t>s.res_count
    cdef int i, chosen, total = 0, reachable = 0
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == s.res.controller
                and i != self_obj and is_creature(s, i)):
            if picked & (1u << i):
                total += obj_power(s, i)
            elif obj_power(s, i) > 0:
                reachable += obj_power(s, i)
    if total < needed and total + reachable >= needed:
        chosen = choose_object(s, CH_DREADNOUGHT, s.res.controller, s.res.controller,
                               Z_BATTLEFIELD, F_CREATURE, 0, True,
                               picked | ((1u << self_obj) if self_obj >= 0 else 0))
        if chosen == -2:
            return R_WAIT
        if chosen != CHOSEN_NONE:
            s.res_count = <int>(picked | (1u << chosen))
            return R_WAIT_AGAIN
    if total >= needed:
        for i in range(s.object_limit):
            if picked & (1u << i):
                sacrifice(s, i)
    elif self_obj >= 0:
        sacrifice(s, self_obj)
    s.res_count = 0
    return R_NEXT


cdef int op_name_and_discard(TCBState* s, int player) noexcept nogil:
    """Cabal Therapy: name a nonland card; the player discards every card with that name. The
    names offered are those of nonland cards in the hand, plus one name of no card there."""
    cdef int name, i
    if player < 0:
        return R_NEXT
    if not s.res_ready:
        ask(s, D_NAME, s.res.controller, 0, 1, player, 0, 0, 0, 0)
        return R_WAIT
    name = take_choice(s)
    if name != NAME_OTHER:
        for i in range(NUM_DECK_OBJECTS):
            if (s.objects[i].zone == Z_HAND and s.objects[i].owner == player
                    and s.objects[i].card == name):
                discard_card(s, i, s.res.controller)
    return R_NEXT


cdef int op_imprint(TCBState* s) noexcept nogil:
    cdef int self_obj = operand_object(s, O_SELF)
    cdef int chosen
    if self_obj < 0 or s.objects[self_obj].zone != Z_BATTLEFIELD:
        return R_NEXT
    chosen = choose_object(s, CH_IMPRINT, s.res.controller, s.res.controller, Z_HAND,
                           F_CARD_INSTANT_MV2, 0, True, 0)
    if chosen == -2:
        return R_WAIT
    if chosen != CHOSEN_NONE:
        move_object(s, chosen, Z_EXILE)
        s.objects[chosen].flags |= OF_IMPRINTED
        s.objects[self_obj].link = <uint8_t>chosen
    return R_NEXT


cdef int op_hideaway(TCBState* s) noexcept nogil:
    """Hideaway N (CR 702.75a): "look at the top N cards of your library, exile one face down,
    then put the rest on the bottom in a random order". A library holds at most its owner's
    three deck cards (TB-1), so the top N (N >= 3) are the whole library: its controller exiles
    one of them (a choice when they differ), and the rest, the whole library, is put in a
    random order (TB-3: the opponent orders it, as a shuffle). The exiled card is linked to the
    source if it is still on the battlefield (CR 607.2a); it stays exiled face down in any case.
    With an empty library (the usual 3CB game) nothing happens."""
    cdef int self_obj = s.res.source
    cdef int p = s.res.controller
    cdef int chosen
    if s.res_count == 0:
        chosen = choose_object(s, CH_HIDEAWAY, p, p, Z_LIBRARY, F_CARD_ANY, 0, False, 0)
        if chosen == -2:
            return R_WAIT
        if chosen != CHOSEN_NONE:
            move_object(s, chosen, Z_EXILE)
            if s.objects[chosen].zone == Z_EXILE:
                s.objects[chosen].choice = FACE_DOWN
                if (self_obj < MAX_OBJECTS and source_exists(s, self_obj)
                        and s.objects[self_obj].zone == Z_BATTLEFIELD):
                    s.objects[self_obj].link = <uint8_t>chosen
        s.res_count = 1
    if op_shuffle_into_library(s, p, False) == R_WAIT:
        return R_WAIT
    s.res_count = 0
    return R_NEXT


cdef int op_play_hidden(TCBState* s) noexcept nogil:
    """Shelldock Isle: "You may play the exiled card without paying its mana cost if a library
    has twenty or fewer cards in it" (always, TB-1). A land is played only on its controller's
    turn with a land play left (CR 305.2, 305.3); the main phase and the empty stack are not
    needed (the effect gives the permission). A spell is cast as the ability resolves, ignoring
    timing (CR 608.2g), with the usual checks (Meddling Mage, targets, Trinisphere)."""
    cdef int self_obj = s.res.source
    cdef int p = s.res.controller
    cdef int card_obj, yes
    if s.res_cursor == 1:                 # the cast has finished
        s.res_cursor = 0
        return R_NEXT
    if self_obj >= MAX_OBJECTS or not source_exists(s, self_obj):
        return R_NEXT
    card_obj = s.objects[self_obj].link
    if (card_obj >= MAX_OBJECTS or s.objects[card_obj].zone != Z_EXILE
            or s.objects[card_obj].choice != FACE_DOWN):
        return R_NEXT
    if CARD_TYPES[s.objects[card_obj].card] & T_LAND:
        if s.active != p or s.players[p].lands_played != 0 or s.objects[card_obj].owner != p:
            return R_NEXT
    elif not can_cast_without_paying(s, p, s.objects[card_obj].card):
        return R_NEXT
    yes = ask_yes_no(s, p, ASK_PLAY_HIDDEN, card_obj)
    if yes == -2:
        return R_WAIT
    if not yes:
        return R_NEXT
    s.objects[card_obj].choice = 0        # turned face up as it is played
    if CARD_TYPES[s.objects[card_obj].card] & T_LAND:
        play_land(s, p, card_obj)
        return R_NEXT
    s.res_cursor = 1
    begin_cast_free(s, p, card_obj, RET_RESOLVE)
    return R_WAIT


cdef int op_cast_copy(TCBState* s) noexcept nogil:
    """Isochron Scepter: you may cast a copy of the imprinted card without paying its mana cost
    (CR 707.12). Copying without casting changes nothing, so it is one question."""
    cdef int self_obj = s.res.source
    cdef int card_obj, copy, yes
    if s.res_cursor == 1:                 # the copy's casting has finished
        s.res_cursor = 0
        return R_NEXT
    if not source_exists(s, self_obj):
        return R_NEXT
    card_obj = s.objects[self_obj].link
    if card_obj >= MAX_OBJECTS or s.objects[card_obj].zone != Z_EXILE:
        return R_NEXT
    if not can_cast_without_paying(s, s.res.controller, s.objects[card_obj].card):
        return R_NEXT
    yes = ask_yes_no(s, s.res.controller, ASK_CAST_COPY, card_obj)
    if yes == -2:
        return R_WAIT
    if not yes:
        return R_NEXT
    copy = new_spell_copy(s, s.objects[card_obj].card, s.res.controller)
    if copy < 0:
        return R_NEXT
    s.res_cursor = 1
    begin_cast_free(s, s.res.controller, copy, RET_RESOLVE)
    return R_WAIT


cdef int op_time_counter(TCBState* s) noexcept nogil:
    """Suspend (CR 702.62a): remove a time counter; when the last is removed, the card's
    "cast it" ability triggers."""
    cdef int self_obj = operand_object(s, O_SELF)
    if self_obj < 0 or s.objects[self_obj].zone != Z_EXILE or s.objects[self_obj].counters == 0:
        return R_NEXT
    s.objects[self_obj].counters -= 1
    if s.objects[self_obj].counters == 0:
        fire_self(s, self_obj, EV_LAST_TIME_COUNTER, TGT_NONE, 0, True, s.objects[self_obj].owner)
    return R_NEXT


cdef int op_cast_suspended(TCBState* s, bint optional) noexcept nogil:
    cdef int self_obj = s.res.source
    cdef int yes
    if s.res_cursor == 1:
        s.res_cursor = 0
        return R_NEXT
    if not source_exists(s, self_obj) or s.objects[self_obj].zone != Z_EXILE:
        return R_NEXT
    if not can_cast_without_paying(s, s.res.controller, s.objects[self_obj].card):
        return R_NEXT
    if optional:
        yes = ask_yes_no(s, s.res.controller, ASK_CAST_SUSPENDED, self_obj)
        if yes == -2:
            return R_WAIT
        if not yes:
            return R_NEXT
    s.objects[self_obj].flags &= ~OF_SUSPENDED
    s.res_cursor = 1
    begin_cast_free(s, s.res.controller, self_obj, RET_RESOLVE)
    if CARD_TYPES[s.objects[self_obj].card] & T_CREATURE:
        # CR 702.62a: a creature spell cast this way gains haste until its controller loses
        # control of the spell or the permanent it becomes. On the stack and the battlefield
        # OF_SUSPENDED marks that haste (obj_keywords); nothing in the engine changes control
        # of a spell or a permanent, so the mark lasts until the object changes zones.
        s.objects[self_obj].flags |= OF_SUSPENDED
    return R_WAIT


cdef int madness_option(int card) noexcept nogil:
    """The play option of `card` that casts it for its madness cost, or -1."""
    cdef int k, a
    for k in range(PLAY_OPTIONS):
        a = CARD_PLAY[card][k]
        if a >= 0 and (AB_FLAGS[a] & ABF_MADNESS):
            return k
    return -1


cdef bint madness_cast_possible(const TCBState* s, int p, int obj, int opt) noexcept nogil:
    """Can p cast obj by its madness option now, all the way through? Timing is ignored: the
    cast happens while the trigger resolves (CR 608.2g); a "can't cast" still applies."""
    cdef int card = s.objects[obj].card
    if s.stack_len >= MAX_STACK - 2:
        return False
    if cast_forbidden(s, card):
        return False
    if spell_type_forbidden(s, p, card):
        return False
    if mv_above_lands(s, p, card, CARD_MV[card]):
        return False
    if not required_targets_exist(s, p, obj, True, CARD_SPELL[card]):
        return False
    return costs_feasible(s, p, obj, CARD_PLAY[card][opt], 0, False)


cdef int op_cast_madness(TCBState* s) noexcept nogil:
    """Madness's trigger (CR 702.35a): "When this card is exiled this way, its owner may cast it
    by paying [cost] rather than paying its mana cost. If that player doesn't, they put this
    card into their graveyard." The card is the trigger's source; if it has left exile
    meanwhile it is another object (CR 400.7) and nothing happens. Casting it is the one
    question (when it can be cast at all); the cast then runs its steps (targets, costs,
    payment) as any cast does, with the madness cost as an alternative cost (CR 702.35b)."""
    cdef int obj = s.res.source
    cdef int p = s.res.controller
    cdef int opt, yes
    if s.res_cursor == 1:                 # the cast is complete
        s.res_cursor = 0
        return R_NEXT
    if not source_exists(s, obj) or s.objects[obj].zone != Z_EXILE:
        return R_NEXT
    opt = madness_option(s.objects[obj].card)
    if opt >= 0 and madness_cast_possible(s, p, obj, opt):
        yes = ask_yes_no(s, p, ASK_CAST_MADNESS, obj)
        if yes == -2:
            return R_WAIT
        if yes:
            s.res_cursor = 1
            begin_play(s, p, obj, opt)
            s.cast_return = RET_RESOLVE
            return R_WAIT
    move_object(s, obj, Z_GRAVEYARD)
    return R_NEXT


cdef int op_ocelot(TCBState* s, int cat) noexcept nogil:
    """Ocelot Pride: a Cat; then with the city's blessing a copy of each token you control that
    entered this turn (those that entered before the copies were made)."""
    cdef uint32_t entered = 0
    cdef int i, me = s.res.controller
    create_token(s, cat, me)
    update_city_blessing(s, me, permanents_controlled(s, me))   # ascend applies at once
    if not (s.players[me].flags & PF_CITY_BLESSING):
        return R_NEXT
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == me
                and (s.objects[i].flags & OF_TOKEN) and (s.objects[i].flags & OF_ENTERED_THIS_TURN)):
            entered |= 1u << i
    for i in range(s.object_limit):
        if entered & (1u << i):
            create_token(s, s.objects[i].card, me)
    return R_NEXT


cdef void op_exile_until_leaves(TCBState* s, int o) noexcept nogil:
    """Portable Hole: exile the permanent until the source (this ability's) leaves the
    battlefield (CR 610.3). The source keeps the exiled card in its Obj.link; move_object
    returns the card when the source leaves. If the source has already left, nothing is exiled
    (CR 610.3b); a token exiled ceases to exist (CR 704.5d) and so never returns."""
    cdef int src = s.res.source
    if o < 0 or s.objects[o].zone != Z_BATTLEFIELD:
        return
    if src >= MAX_OBJECTS or s.objects[src].zone != Z_BATTLEFIELD or src == o:
        return
    move_object(s, o, Z_EXILE)
    if (s.objects[o].zone == Z_EXILE and s.objects[src].zone == Z_BATTLEFIELD
            and s.objects[src].link == NO_OBJECT):
        s.objects[src].link = <uint8_t>o


cdef int op_tuck_spell(TCBState* s, int o) noexcept nogil:
    """Subtlety: the spell's owner puts it on the top or the bottom of their library (a choice
    only when that library holds a card: TB-8). The spell leaves the stack without being
    countered (CR 701.6: "can't be countered" doesn't stop it); a spell cast with flashback is
    exiled instead (CR 702.34a); a copy ceases to exist (CR 704.5e)."""
    cdef int k, owner, top, j, n
    if o < 0:
        return R_NEXT
    k = spell_item_of(s, o)
    if k < 0:
        return R_NEXT
    owner = s.objects[o].owner
    top = 1
    if library_size(s, owner) > 0 and not (s.objects[o].flags & (OF_FLASHBACK | OF_COPY)):
        top = ask_yes_no(s, owner, ASK_LIBRARY_TOP, o)
        if top == -2:
            return R_WAIT
    remove_stack_item(s, k)
    if s.objects[o].flags & OF_FLASHBACK:
        move_object(s, o, Z_EXILE)
        return R_NEXT
    move_object(s, o, Z_LIBRARY)                   # on top
    if s.objects[o].zone == Z_LIBRARY and not top:
        n = 0
        for j in range(NUM_DECK_OBJECTS):
            if j != o and s.objects[j].zone == Z_LIBRARY and s.objects[j].owner == owner:
                s.objects[j].lib_pos -= 1
                n += 1
        s.objects[o].lib_pos = <uint8_t>n
    return R_NEXT


cdef int op_endure(TCBState* s, int o, int n, int token) noexcept nogil:
    """CR 701.62a: "[it] endures N" means its controller puts N +1/+1 counters on it or creates
    an N/N white Spirit creature token (`token`, the N/N one). One that is no longer on the
    battlefield can't get the counters: the token is created (CR 701.62 ruling); endure 0 does
    nothing (CR 701.62b). In the pool the effect's controller is the permanent's controller."""
    cdef int yes
    if n <= 0:
        return R_NEXT
    if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
        yes = ask_yes_no(s, s.res.controller, ASK_ENDURE, o)
        if yes == -2:
            return R_WAIT
        if yes:
            add_p1p1(s, o, n)
            return R_NEXT
    create_token(s, token, s.res.controller)
    return R_NEXT


cdef int run_instruction(TCBState* s, const int16_t* ins) noexcept nogil:
    cdef int op = ins[0], a = ins[1], b = ins[2], c = ins[3]
    cdef int o, p, v, k, chosen, paid, amount
    if op == OP_DAMAGE:
        return op_damage(s, a, operand_value(s, b))
    if op == OP_DAMAGE_PLAYER_OR_WALKER:
        return op_damage_player_or_walker(s, a, operand_value(s, b))
    if op == OP_DAMAGE_EACH:
        # "deals N damage to each <filter>" (CR 120.3; dealt one by one within the same
        # instruction, before any state-based action: the same as at once)
        v = operand_value(s, c)
        for k in range(s.object_limit):
            if permanent_matches(s, k, a, b, s.res.controller):
                deal_damage_to_object(s, s.res.source, s.res.kind == SI_SPELL, k, v, False)
        return R_NEXT
    if op == OP_GET_EMBLEM:
        p = operand_player(s, a)
        if p >= 0 and s.players[p].emblems < EMBLEM_CAP:
            s.players[p].emblems += 1
        return R_NEXT
    if op == OP_DAMAGE_EXILE_IF_DIES:
        # Chandra's -X: "If a permanent dealt damage this way would die this turn, exile it
        # instead" (CR 614.1a): only if damage was dealt (not 0, not prevented)
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            v = s.objects[o].damage + s.objects[o].counters + s.objects[o].m1m1
            op_damage(s, a, operand_value(s, b))
            if (s.objects[o].zone == Z_BATTLEFIELD
                    and s.objects[o].damage + s.objects[o].counters + s.objects[o].m1m1 != v):
                s.objects[o].eot |= OE_EXILE_IF_DIES
        return R_NEXT
    if op == OP_DAMAGE_DIVIDED:
        for k in range(MAX_TARGETS):
            if s.res.targets[k] < MAX_OBJECTS or is_player_target(s.res.targets[k]):
                op_damage(s, k, s.res.amounts[k])
        return R_NEXT
    if op == OP_GAIN_LIFE or op == OP_LOSE_LIFE:
        p = operand_player(s, a)
        if p >= 0:
            if op == OP_GAIN_LIFE:
                gain_life(s, p, operand_value(s, b))
            else:
                lose_life(s, p, operand_value(s, b))
        return R_NEXT
    if op == OP_DESTROY or op == OP_EXILE or op == OP_BOUNCE or op == OP_SACRIFICE:
        o = operand_object(s, a)
        s.res_result = 0
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            if op == OP_DESTROY:
                s.res_result = destroy(s, o)
            elif op == OP_EXILE:
                move_object(s, o, Z_EXILE)
                s.res_result = 1
            elif op == OP_BOUNCE:
                move_object(s, o, Z_HAND)
                s.res_result = 1
            elif s.objects[o].controller == s.res.controller or a != O_SELF:
                s.res_result = sacrifice(s, o)
        return R_NEXT
    if op == OP_COUNTER:
        o = <int>s.res.targets[a] if a < 4 else <int>s.res.ref
        s.res_result = counter_ref(s, o, b != 0)
        return R_NEXT
    if op == OP_COUNTER_UNLESS:
        o = <int>s.res.targets[a] if a < 4 else <int>s.res.ref
        if not ref_counterable(s, o):
            return R_NEXT
        p = operand_player(s, PL_REF_CONTROLLER) if a >= 4 else ref_controller(s, o)
        if p < 0:
            return R_NEXT
        paid = ask_payment(s, p, PAYCOST_GENERIC, b)
        if paid == -2:
            return R_WAIT
        if not paid:
            counter_ref(s, <int>s.res.targets[a] if a < 4 else <int>s.res.ref, False)
        return R_NEXT
    if op == OP_PUMP:
        # b and c are values (constants below V_CONST_LIMIT, negative ones included, stay as
        # they are): "+1/+0 for each counter removed this way" (Hex Parasite)
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            s.objects[o].power_mod = <int8_t>clamp8(s.objects[o].power_mod + operand_value(s, b))
            s.objects[o].toughness_mod = <int8_t>clamp8(s.objects[o].toughness_mod
                                                         + operand_value(s, c))
        return R_NEXT
    if op == OP_ADD_COUNTERS:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            add_counters_of(s, o, b, operand_value(s, c))
        return R_NEXT
    if op == OP_COUNTERS_DIVIDED:
        for k in range(MAX_TARGETS):
            o = s.res.targets[k]
            if o < MAX_OBJECTS and s.objects[o].zone == Z_BATTLEFIELD:
                add_counters_of(s, o, a, s.res.amounts[k])
        return R_NEXT
    if op == OP_ADD_COUNTERS_EACH:
        # "each <filter> you control" (Steel Overseer), as the effect resolves (CR 608.2h)
        p = s.res.controller
        v = operand_value(s, c)
        for k in range(s.object_limit):
            if s.objects[k].controller == p and permanent_matches(s, k, a, 0, p):
                if b == K_P1P1:
                    add_p1p1(s, k, v)
                else:
                    add_own_counters(s, k, v)
        return R_NEXT
    if op == OP_REMOVE_COUNTER:
        o = operand_object(s, a)
        if o >= 0:
            v = operand_value(s, b)
            s.objects[o].counters = <uint8_t>(s.objects[o].counters - v if s.objects[o].counters > v else 0)
        return R_NEXT
    if op == OP_REMOVE_ALL_COUNTERS:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            s.objects[o].p1p1 = 0
            s.objects[o].m1m1 = 0
            s.objects[o].counters = 0
            s.objects[o].extra &= ~OX_M2M1_BITS        # and -2/-1 counters
        return R_NEXT
    if op == OP_TAP or op == OP_UNTAP:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            if op == OP_TAP:
                tap_object(s, o)
            else:
                untap_object(s, o)
        return R_NEXT
    if op == OP_REGENERATE:
        o = operand_object(s, a)
        if (o >= 0 and s.objects[o].zone == Z_BATTLEFIELD and CARD_REGEN[s.objects[o].card]
                and s.objects[o].choice < REGEN_CAP):
            s.objects[o].choice += 1
        return R_NEXT
    if op == OP_TAP_HOLD:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            tap_object(s, o)
            v = s.res.source
            # "for as long as [the source] remains tapped": nothing if it already isn't (CR 611.2b)
            if (v < MAX_OBJECTS and s.objects[v].zone == Z_BATTLEFIELD
                    and (s.objects[v].flags & OF_TAPPED) and has_static(s.objects[v].card, S_HOLDS_TAPPED)):
                s.objects[v].choice = <uint16_t>(o + 1)
        return R_NEXT
    if op == OP_LIBRARY_TOP:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_GRAVEYARD:
            move_object(s, o, Z_LIBRARY)               # on top (CR 401.4 order kept below it)
        return R_NEXT
    if op == OP_SKIP_NEXT_UNTAP:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            s.objects[o].extra |= OX_SKIP_UNTAP
        return R_NEXT
    if op == OP_SET_EOT:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            if b & OE_NO_LANDWALK:
                # "loses all landwalk abilities" (CR 613.1f, 613.7a): those gained earlier this
                # turn are lost too; one gained after this keeps its bit (obj_keywords)
                s.objects[o].eot &= <uint16_t>~(OE_SWAMPWALK | OE_ISLANDWALK)
            s.objects[o].eot |= <uint16_t>b
        return R_NEXT
    if op == OP_GAIN_KEYWORD_CHOICE:
        # "gains your choice of ... until end of turn" (Steel Seraph): chosen as it resolves
        # (CR 608.2d), only if the object is still there to gain it.
        o = operand_object(s, a)
        if o < 0 or s.objects[o].zone != Z_BATTLEFIELD:
            return R_NEXT
        if not s.res_ready:
            ask(s, D_KEYWORD, s.res.controller, o, b, 0, 0, 0, 0, 0)
            return R_WAIT
        chosen = take_choice(s)
        s.objects[o].eot |= <uint16_t>(1 << chosen)
        return R_NEXT
    if op == OP_RETURN_ALL_NAMED:
        # Myr Servitor: each player returns all cards named like the source from their graveyard
        # to the battlefield (CR 201.2: the same name; a copy token of another name is not one).
        for k in range(s.object_limit):
            if s.objects[k].zone == Z_GRAVEYARD and s.objects[k].card == s.res.source_card:
                enter_battlefield(s, k, s.objects[k].owner, 0, False)
        return R_NEXT
    if op == OP_CHOOSE_PROTECTION:
        o = operand_object(s, a)
        if o < 0 or s.objects[o].zone != Z_BATTLEFIELD:
            return R_NEXT
        if not s.res_ready:
            ask(s, D_COLOR, s.res.controller, o, 0, 0, 0, 0, 0, 0)
            return R_WAIT
        chosen = take_choice(s)
        s.objects[o].protection |= <uint8_t>(1 << chosen)
        return R_NEXT
    if op == OP_ANIMATE:
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_BATTLEFIELD:
            s.objects[o].anim = <uint8_t>b
        return R_NEXT
    if op == OP_CREATE_TOKENS:
        p = operand_player(s, c)
        amount = operand_value(s, b)
        if p >= 0:
            for k in range(amount):
                create_token(s, a, p)
        return R_NEXT
    if op == OP_ADD_MANA:
        p = operand_player(s, a)
        if p >= 0:
            amount = s.players[p].pool[b] + c
            s.players[p].pool[b] = <uint8_t>(100 if amount > 100 else amount)
        return R_NEXT
    if op == OP_DISCARD:
        return op_discard(s, operand_player(s, a), b, c)
    if op == OP_EXILE_FROM_HAND:
        return op_exile_from_hand(s, operand_player(s, a), b, c)
    if op == OP_SACRIFICE_CHOICE:
        return op_sacrifice_choice(s, operand_player(s, a), b, c)
    if op == OP_SACRIFICE_WHEN_YOU_DO:
        return op_sacrifice_when_you_do(s, operand_player(s, a), b, c)
    if op == OP_RETURN_CHOICE:
        return op_return_choice(s, operand_player(s, a), b)
    if op == OP_EACH_LOSE_LIFE:
        v = operand_value(s, a)
        lose_life(s, s.active, v)
        lose_life(s, 1 - s.active, v)
        return R_NEXT
    if op == OP_EACH_DISCARD:
        return op_each(s, CH_DISCARD, 0)
    if op == OP_EACH_SACRIFICE:
        return op_each(s, CH_SACRIFICE, a)
    if op == OP_DISCARD_CARDS:
        k = discard_cards(s, operand_player(s, a), operand_value(s, b), c, 0)
        if k != R_WAIT:
            s.res_cursor = 0
        return k
    if op == OP_EACH_DISCARD_CARDS:
        return op_each_discard_cards(s, operand_value(s, a), b)
    if op == OP_GAMBIT:
        return op_gambit(s)
    if op == OP_SHOW_AND_TELL:
        return op_show_and_tell(s)
    if op == OP_BALANCE:
        return op_balance(s, a != 0)
    if op == OP_FLASH:
        return op_flash(s)
    if op == OP_VIAL:
        return op_vial(s)
    if op == OP_DESTROY_EACH_MV_COUNTERS:
        return op_destroy_each_mv_counters(s)
    if op == OP_DRAW:
        p = operand_player(s, a)
        if p >= 0:
            for k in range(operand_value(s, b)):
                draw_card(s, p)
                if s.winner >= 0:
                    return R_STOP                         # Laboratory Maniac
        return R_NEXT
    if op == OP_EXTRA_TURN:
        p = operand_player(s, a)
        if p >= 0 and s.extra_turn_count < MAX_EXTRA_TURNS:
            s.extra_turns[s.extra_turn_count] = <uint8_t>p
            s.extra_turn_count += 1
        return R_NEXT
    if op == OP_WIN_IF_DEVOTION:
        p = s.res.controller
        if devotion_to_blue(s, p) >= library_size(s, p):
            end_game(s, p)
            return R_STOP
        return R_NEXT
    if op == OP_SHUFFLE_SELF:
        return op_shuffle_self(s)
    if op == OP_SHUFFLE_SELF_AND_GRAVEYARD:
        return op_shuffle_self_and_graveyard(s, a)
    if op == OP_SHUFFLE_GRAVEYARD:
        p = operand_player(s, PL_OWNER)
        if p < 0:
            p = s.objects[s.res.source].owner
        return op_shuffle_into_library(s, p, True)
    if op == OP_REVEAL_TOP_LAND:
        p = operand_player(s, a)
        if p >= 0:
            for k in range(NUM_DECK_OBJECTS):
                if (s.objects[k].zone == Z_LIBRARY and s.objects[k].owner == p
                        and s.objects[k].lib_pos == 0 and (CARD_TYPES[s.objects[k].card] & T_LAND)):
                    move_object(s, k, Z_HAND)
                    break
        return R_NEXT
    if op == OP_SEARCH_BASIC_LAND:
        return op_search_basic_land(s, operand_player(s, a), b, c)
    if op == OP_LINK_LAND_TYPE:
        # Tide Shaper: "target land becomes an Island for as long as Tide Shaper remains on the
        # battlefield": nothing if it has already left (CR 611.2b) or the land is gone; the
        # effect's timestamp is now (CR 613.7a), so every Magus / Urborg is older (newer = 0).
        o = operand_object(s, a)
        p = s.res.source
        if (o >= 0 and s.objects[o].zone == Z_BATTLEFIELD and is_land(s, o)
                and p < MAX_OBJECTS and p != o and s.objects[p].zone == Z_BATTLEFIELD
                and has_static(s.objects[p].card, S_ENCHANTED_LAND_TYPE)
                and not (CARD_FLAGS[s.objects[p].card] & CDF_AURA)):
            s.objects[p].attached = <uint8_t>(ATTACHED_BASE + o)
            s.objects[p].newer = 0
        return R_NEXT
    if op == OP_FLIP_IF_NO_HAND:
        # CR 710.1: "flip" it (rotate it 180 degrees); only a permanent on the battlefield
        # flips, and a flipped one stays so (CR 710.2, 710.4)
        o = s.res.source
        p = operand_player(s, a)
        if (p >= 0 and hand_size(s, p) == 0 and o < MAX_OBJECTS
                and s.objects[o].zone == Z_BATTLEFIELD and CARD_FLIP[s.objects[o].card] >= 0):
            s.objects[o].card = <uint16_t>CARD_FLIP[s.objects[o].card]
        return R_NEXT
    if op == OP_GAIN_ABILITY:
        o = s.res.source
        if o < MAX_OBJECTS and s.objects[o].zone == Z_BATTLEFIELD:
            s.objects[o].choice |= <uint16_t>(1 << a)
        return R_NEXT
    if op == OP_RETURN_SELF:
        o = s.res.source
        if source_exists(s, o) and s.objects[o].zone == Z_GRAVEYARD:
            enter_battlefield(s, o, s.objects[o].owner, 0, False)
        return R_NEXT
    if op == OP_SAC_UNLESS_SAC:
        return op_sac_unless_sac(s, a)
    if op == OP_SAC_UNLESS_POWER:
        return op_sac_unless_power(s, a)
    if op == OP_PAY:
        p = operand_player(s, b)
        if p < 0:
            s.res_result = 0
            return R_NEXT
        paid = ask_payment(s, p, PAYCOST_EFFECT, a)
        if paid == -2:
            return R_WAIT
        s.res_result = paid
        return R_NEXT
    if op == OP_SKIP_IF:
        if (s.res_result != 0) == (a != 0):
            return 1 + b
        return R_NEXT
    if op == OP_LOSE_GAME:
        p = operand_player(s, a)
        if p >= 0:
            s.players[p].flags |= PF_LOST
        return R_NEXT
    if op == OP_WIN_GAME:
        p = operand_player(s, a)
        if p >= 0:
            end_game(s, p)
            return R_STOP
        return R_NEXT
    if op == OP_WIN_IF_LIBRARY_EMPTY:
        p = operand_player(s, a)
        if p >= 0 and library_size(s, p) == 0:
            end_game(s, p)                                # CR 104.2b
            return R_STOP
        return R_NEXT
    if op == OP_MILL:
        p = operand_player(s, a)
        if p >= 0:
            for k in range(operand_value(s, b)):
                if not mill_card(s, p):
                    break
        return R_NEXT
    if op == OP_COIN:
        if not s.res_ready:
            ask(s, D_COIN, 1 - s.res.controller, 0, 0, 0, 0, 0, 0, 0)
            return R_WAIT
        s.res_result = take_choice(s)
        return R_NEXT
    if op == OP_EXILE_GAIN:
        o = s.res.targets[a]
        if o < MAX_OBJECTS and s.objects[o].zone == Z_BATTLEFIELD:
            p = s.objects[o].controller
            v = obj_power(s, o)
            move_object(s, o, Z_EXILE)
            gain_life(s, p, v)
        return R_NEXT
    if op == OP_DESTROY_NEW_CREATURES:
        for k in range(s.object_limit):
            if (s.objects[k].zone == Z_BATTLEFIELD and (s.objects[k].flags & OF_ENTERED_THIS_TURN)
                    and is_creature(s, k)):
                destroy(s, k)
        return R_NEXT
    if op == OP_NAME_AND_DISCARD:
        return op_name_and_discard(s, operand_player(s, a))
    if op == OP_IMPRINT:
        return op_imprint(s)
    if op == OP_HIDEAWAY:
        return op_hideaway(s)
    if op == OP_PLAY_HIDDEN:
        return op_play_hidden(s)
    if op == OP_CAST_COPY:
        return op_cast_copy(s)
    if op == OP_TIME_COUNTER:
        return op_time_counter(s)
    if op == OP_CAST_MADNESS:
        return op_cast_madness(s)
    if op == OP_CAST_SUSPENDED:
        return op_cast_suspended(s, a != 0)
    if op == OP_OCELOT:
        return op_ocelot(s, a)
    if op == OP_SCHEDULE_NEXT_UPKEEP:
        p = operand_player(s, a)
        if p >= 0 and s.players[p].pacts_due < 8:
            s.players[p].pacts_due += 1
        return R_NEXT
    if op == OP_PLAYER_FLAG:
        p = operand_player(s, a)
        if p >= 0:
            s.players[p].flags |= <uint16_t>b
        return R_NEXT
    if op == OP_CHANGE_TARGET:
        return op_change_target(s, a)
    if op == OP_EXILE_UNTIL_LEAVES:
        op_exile_until_leaves(s, operand_object(s, a))
        return R_NEXT
    if op == OP_TUCK_SPELL:
        return op_tuck_spell(s, operand_object(s, a))
    if op == OP_BECOME_MONARCH:
        p = operand_player(s, a)
        if p >= 0:
            become_monarch(s, p)
        return R_NEXT
    if op == OP_TEST_MONARCH:
        p = operand_player(s, a)
        s.res_result = 1 if p >= 0 and (s.players[p].flags & PF_MONARCH) else 0
        return R_NEXT
    if op == OP_RETURN_FROM_EXILE:
        # Mesmeric Fiend's leaves trigger: "the exiled card" is the trigger's ref; a card that
        # has left exile since is a new object (CR 400.7) and its ref is gone.
        o = operand_object(s, a)
        if o >= 0 and s.objects[o].zone == Z_EXILE:
            move_object(s, o, Z_HAND)
        return R_NEXT
    if op == OP_EXILE_PLAYABLE:
        return op_exile_playable(s, operand_player(s, a), b, c)
    if op == OP_REMOVE_UP_TO:
        return op_remove_up_to(s, operand_object(s, a), operand_value(s, b))
    if op == OP_ENDURE:
        return op_endure(s, operand_object(s, a), operand_value(s, b), c)
    if op == OP_SET_LIFE:
        # CR 119.5: the player gains or loses the life needed to end up with the new total
        p = operand_player(s, a)
        if p >= 0:
            v = operand_value(s, b) - s.players[p].life
            if v > 0:
                gain_life(s, p, v)
            elif v < 0:
                lose_life(s, p, -v)
        return R_NEXT
    if op == OP_MAY:
        # a: who chooses (PL_CONTROLLER 0: "you may"; "that player may": Soldevi Sentry)
        p = operand_player(s, a) if a else s.res.controller
        if p < 0:
            return R_NEXT
        v = ask_yes_no(s, p, ASK_MAY, s.res.source)
        if v == -2:
            return R_WAIT
        s.res_result = v
        return R_NEXT
    return R_NEXT


cdef inline int clamp8(int v) noexcept nogil:
    return -120 if v < -120 else (120 if v > 120 else v)


cdef int ref_controller(const TCBState* s, int ref) noexcept nogil:
    cdef int k
    if ref < MAX_OBJECTS:
        k = spell_item_of(s, ref)
        return <int>s.stack[k].controller if k >= 0 else -1
    if TGT_STACK <= ref < TGT_STACK + MAX_STACK and ref - TGT_STACK < s.stack_len:
        return s.stack[ref - TGT_STACK].controller
    return -1


cdef void add_counters_of(TCBState* s, int o, int kind, int n) noexcept nogil:
    if kind == K_P1P1:
        add_p1p1(s, o, n)
    elif kind == K_M2M1:
        add_m2m1(s, o, n)
    else:
        add_own_counters(s, o, n)


cdef void add_m2m1(TCBState* s, int o, int n) noexcept nogil:
    """-2/-1 counters (CR 122.1a; they don't cancel +1/+1 counters), capped (TB-8)."""
    cdef int total = ((s.objects[o].extra & OX_M2M1_BITS) >> OX_M2M1_SHIFT) + n
    if total > COUNTER_CAP:
        total = COUNTER_CAP
    s.objects[o].extra = <uint8_t>((s.objects[o].extra & ~OX_M2M1_BITS) | (total << OX_M2M1_SHIFT))


cdef void add_own_counters(TCBState* s, int o, int n) noexcept nogil:
    """Counters of the card's own kind; level counters stop at the highest level band and
    storage counters at the game's cap (TB-8)."""
    cdef int card = s.objects[o].card
    cdef int cap = COUNTER_CAP
    cdef int total
    if CARD_COUNTER_KIND[card] == CK_LEVEL:
        cap = CARD_LEVEL_MIN[card][1] if CARD_LEVEL_MIN[card][1] else CARD_LEVEL_MIN[card][0]
    elif CARD_COUNTER_KIND[card] == CK_STORAGE:
        cap = s.storage_cap
    elif has_static(card, S_VIAL_CAP) and not game_has_static(s, S_COUNTER_REMOVER):
        cap = vial_cap(s, s.objects[o].controller)
    elif has_static(card, S_MV_COUNTER_CAP) and not game_has_static(s, S_COUNTER_REMOVER):
        cap = mv_counter_cap(s, card)
    total = s.objects[o].counters + n
    s.objects[o].counters = <uint8_t>(cap if total > cap else total)


cdef int vial_cap(const TCBState* s, int p) noexcept nogil:
    """TB-8: Aether Vial's counters matter only to its own ability, which puts a creature card
    with mana value equal to them from p's hand: p's hand only ever holds p's own cards, so
    every count above the largest mana value of p's creature cards does the same (nothing).
    One above it stands for them all (at most COUNTER_CAP)."""
    cdef int i, mv, top = -1
    for i in range(NUM_DECK_OBJECTS):
        if s.objects[i].owner == p and (CARD_TYPES[s.objects[i].card] & T_CREATURE):
            mv = CARD_MV[s.objects[i].card]
            if mv > top:
                top = mv
    return top + 1 if top + 1 < COUNTER_CAP else COUNTER_CAP


cdef int mv_counter_cap(const TCBState* s, int card) noexcept nogil:
    """TB-8: Ratchet Bomb's counters matter only to its own ability, which destroys each nonland
    permanent with mana value equal to them. A permanent's mana value is its card's (a
    prototype's smaller, X as 0, a token's 0; CR 202.3): never above the largest mana value of
    the game's deck cards, so every count above it does the same (nothing). One above it stands
    for them all; at least the number a cost of the card removes (The Filigree Sylex's ten,
    a cost that also sacrifices it: the counts left don't matter); at most COUNTER_CAP."""
    cdef int i, k, a, top = -1
    for i in range(NUM_DECK_OBJECTS):
        if CARD_MV[s.objects[i].card] > top:
            top = CARD_MV[s.objects[i].card]
    top += 1
    for i in range(PLAY_OPTIONS):
        a = CARD_PLAY[card][i]
        if a >= 0:
            for k in range(2):
                if AB_EXTRA[a][k] == EC_REMOVE_COUNTERS and AB_EXTRA_ARG[a][k] > top:
                    top = AB_EXTRA_ARG[a][k]
    return top if top < COUNTER_CAP else COUNTER_CAP


cdef int op_destroy_each_mv_counters(TCBState* s) noexcept nogil:
    """Destroy each nonland permanent with mana value equal to the number of counters on the
    source (Ratchet Bomb, The Filigree Sylex): its count as the ability resolves, or, if it has
    left the battlefield (sacrificed as a cost), as it last existed there (CR 608.2h): res.x,
    kept as the ability was activated (ABF_COUNTERS_AS_X). A permanent's mana value counts X as
    0 (CR 202.3e), a prototyped one's is its prototype's (CR 718.3b), a token's is 0 (CR
    111.8). All are destroyed at once (CR 701.8a)."""
    cdef int k, n
    cdef int o = s.res.source
    if o < MAX_OBJECTS and s.objects[o].zone == Z_BATTLEFIELD and source_exists(s, o):
        n = s.objects[o].counters
    else:
        n = s.res.x
    for k in range(s.object_limit):
        if (s.objects[k].zone == Z_BATTLEFIELD and not (obj_types(s, k) & T_LAND)
                and obj_printed_mv(s, k) == n):
            destroy(s, k)
    return R_NEXT


cdef int run_program(TCBState* s, int ability) noexcept nogil:
    """Runs the resolving item's program from res_pc; R_WAIT when a decision is pending."""
    cdef int start = AB_PROGRAM[ability]
    cdef int length = AB_PROGRAM_LEN[ability]
    cdef int r
    while s.res_pc < length:
        r = run_instruction(s, PROGRAM[start + s.res_pc])
        if r == R_WAIT:
            return R_WAIT
        if r == R_WAIT_AGAIN:
            continue
        if r == R_STOP:
            break
        s.res_pc += r
    return R_NEXT
