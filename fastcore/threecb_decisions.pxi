# 3 Card Blind: every decision's options and what choosing one does. Priority decisions use
# fixed action ids (pass, or a play option of an object); every other decision is a choice
# among options enumerated here in a fixed order, action A_CHOICE + index.

cdef int relevant_color_options(const TCBState* s, int32_t* out, bint all_colors) noexcept nogil:
    cdef int c, n = 0
    for c in range(5):
        if all_colors or (s.relevant_colors >> c) & 1:
            out[n] = c
            n += 1
    if n == 0:
        out[0] = 0                                    # no card has a colour: any one will do
        n = 1
    return n


cdef enum:
    COLOR_FOR_ENTRY = 2       # D_COLOR's ctx[1]: a colour chosen as ctx[0] enters (S_CHOOSE_COLOR)


cdef int entry_color_options(const TCBState* s, int32_t* out) noexcept nogil:
    """Sunken Citadel's colour (TB-8): its mana pays costs only, so only the colours of coloured
    symbols in the costs (mana costs, abilities' costs) of the game's six cards matter (both
    decks': Thespian's Stage copies a land of either); with none, any one colour does the same."""
    cdef int i, k, j, a, card, colors = 0, n = 0
    for i in range(NUM_DECK_OBJECTS):
        card = s.objects[i].card
        for k in range(5):
            if CARD_COST[card][1 + k] or CARD_PHYREXIAN[card][k]:
                colors |= 1 << k
        for j in range(2):
            if CARD_HYBRID[card][j] >> 5:
                colors |= CARD_HYBRID[card][j] & ALL_COLORS
        for j in range(PLAY_OPTIONS):
            a = CARD_PLAY[card][j]
            if a < 0:
                continue
            for k in range(5):
                if AB_COST[a][1 + k] or AB_PHYREXIAN[a][k]:
                    colors |= 1 << k
    for j in range(MAX_EFFECT_COSTS):             # "unless you pay" costs (all of the pool's)
        for k in range(5):
            if EFFECT_COST[j][1 + k]:
                colors |= 1 << k
    for k in range(5):
        if (colors >> k) & 1:
            out[n] = k
            n += 1
    if n == 0:
        out[0] = 0
        n = 1
    return n


cdef int name_options(const TCBState* s, int for_player, int32_t* out, int chooser=-1) noexcept nogil:
    """Pithing Needle (for_player < 0): names of the game's cards with activated abilities that
    aren't mana abilities. Cabal Therapy: nonland cards in that player's hand. Meddling Mage
    (for_player NAME_ANY_NONLAND): the nonland cards of the game's six, wherever they are (no
    other card can be cast in a 3CB game). Phyrexian Revoker (NAME_NONLAND_ABILITIES): the
    game's nonland cards with activated abilities, mana abilities included. Anointed
    Peacekeeper (NAME_TAXED, `chooser` its controller): the nonland cards of the chooser's
    opponent (whose spells it taxes) and the game's cards with activated abilities that aren't
    mana abilities (whoever's). Curse of Silence (NAME_CURSED, `chooser` the enchanted player):
    the nonland cards that player owns (only they can cast them, TB-1). Then one name of no such card (TB-8: naming any other card does
    the same)."""
    cdef int i, j, k, card, n = 0
    cdef bint wanted, duplicate
    for i in range(NUM_DECK_OBJECTS):
        card = s.objects[i].card
        if for_player == NAME_ANY_NONLAND:
            wanted = not (CARD_TYPES[card] & T_LAND)
        elif for_player == NAME_NONLAND_ABILITIES:
            wanted = not (CARD_TYPES[card] & T_LAND) and CARD_MANA[card][0] >= 0
            for k in range(PLAY_OPTIONS):
                if CARD_PLAY[card][k] >= 0 and (AB_KIND[CARD_PLAY[card][k]] == AK_ACTIVATED
                                                or AB_KIND[CARD_PLAY[card][k]] == AK_MANA_FLOAT):
                    wanted = not (CARD_TYPES[card] & T_LAND)
        elif for_player == NAME_TAXED:
            wanted = s.objects[i].owner != chooser and not (CARD_TYPES[card] & T_LAND)
            for k in range(PLAY_OPTIONS):
                if CARD_PLAY[card][k] >= 0 and AB_KIND[CARD_PLAY[card][k]] == AK_ACTIVATED:
                    wanted = True
        elif for_player == NAME_CURSED:
            wanted = s.objects[i].owner == chooser and not (CARD_TYPES[card] & T_LAND)
        elif for_player < 0:
            wanted = False
            for k in range(PLAY_OPTIONS):
                if CARD_PLAY[card][k] >= 0 and AB_KIND[CARD_PLAY[card][k]] == AK_ACTIVATED:
                    wanted = True
        else:
            wanted = (s.objects[i].zone == Z_HAND and s.objects[i].owner == for_player
                      and not (CARD_TYPES[card] & T_LAND))
        if not wanted:
            continue
        duplicate = False
        for j in range(n):
            if out[j] == card:
                duplicate = True
        if not duplicate:
            out[n] = card
            n += 1
    out[n] = NAME_OTHER
    return n + 1


cdef int attach_options(const TCBState* s, int aura, int32_t* out) noexcept nogil:
    """CR 303.4f: what an Aura put onto the battlefield may enchant (players, then objects);
    identical objects nothing else refers to are one option (TB-8)."""
    cdef int k, j, n = 0
    cdef bint duplicate
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    for k in range(2):
        if may_enchant(s, aura, TGT_PLAYER0 + k):
            out[n] = TGT_PLAYER0 + k
            n += 1
    for k in range(s.object_limit):
        if not may_enchant(s, aura, k):
            continue
        duplicate = False
        for j in range(k):
            if (s.objects[j].card == s.objects[k].card and may_enchant(s, aura, j)
                    and objects_interchangeable(s, j, k, &referenced)):
                duplicate = True
                break
        if not duplicate:
            out[n] = k
            n += 1
    return n


cdef int creature_type_options(const TCBState* s, int cavern, int32_t* out) noexcept nogil:
    """Cavern of Souls: what a creature type means here is which of its controller's deck cards
    it covers, so each option is a set of deck slots (TB-8)."""
    cdef int owner = s.objects[cavern].controller
    cdef int base = DECK_SIZE * owner
    cdef int t, k, j, mask, n = 0
    cdef bint duplicate
    out[n] = 0
    n = 1
    for t in range(64):
        mask = 0
        for k in range(DECK_SIZE):
            if (s.objects[base + k].owner == owner and (CARD_TYPES[s.objects[base + k].card] & T_CREATURE)
                    and ((CARD_CTYPES[s.objects[base + k].card] >> t) & 1
                         or (CARD_FLAGS[s.objects[base + k].card] & CDF_ALL_CREATURE_TYPES))):
                mask |= 1 << k
        if mask == 0:
            continue
        duplicate = False
        for j in range(n):
            if out[j] == mask:
                duplicate = True
        if not duplicate:
            out[n] = mask
            n += 1
    return n


cdef int decision_options(TCBState* s, int32_t* out) noexcept nogil:
    """The options of the pending non-priority decision, in a fixed order."""
    cdef int kind = s.decision
    cdef StackItem* it
    cdef SourceList src
    cdef Payment pays[MAX_CHOICES]
    cdef Cost c
    cdef int n, k, parts, e
    if kind == D_MODE:
        return mode_options(s, casting_item(s), out)
    if kind == D_X:
        return cast_x_options(s, casting_item(s), out)
    if kind == D_TARGET:
        return target_options(s, casting_item(s), s.cast_slot, out)
    if kind == D_DIVIDE:
        it = casting_item(s)
        e = item_effect(s, it)
        parts = 0
        for k in range(MAX_TARGETS):
            if it.targets[k] != TGT_NONE:
                parts += 1
        return divide_options(AB_DIVIDE[e], parts, out)
    if kind == D_COST_OBJECT:
        if s.cast_stage == CS_RANDOM_DISCARD:
            return random_discard_options(s, casting_item(s), out)
        return extra_cost_options(s, casting_item(s), s.cast_stage - CS_EXTRA, out)
    if kind == D_PAY:
        n = payment_options_for_item(s, casting_item(s), &src, pays, MAX_CHOICES)
        remember_payments(s, D_PAY, &src, pays, n)
        for k in range(n):
            out[k] = k
        return n
    if kind == D_PAY_OR_DECLINE:
        payment_cost(s, s.ctx[0], s.ctx[1], &c)
        n = enumerate_payments(s, s.decider, &c, &src, pays, MAX_CHOICES - 1)
        remember_payments(s, D_PAY_OR_DECLINE, &src, pays, n)
        for k in range(n):
            out[k] = k
        out[n] = CHOSEN_NONE
        return n + 1
    if kind == D_ATTACK:
        return attack_options(s, s.ctx[0], out)
    if kind == D_YES_NO or kind == D_UNTAP or kind == D_OPENING or kind == D_COIN:
        out[0] = 1
        out[1] = 0
        return 2
    if kind == D_BLOCK:
        return block_options(s, s.ctx[0], out)
    if kind == D_ASSIGN:
        return assignment_options(s, s.ctx[0], out)
    if kind == D_CHOOSE_OBJECT:
        n = choosable_objects(s, s.ctx[1], s.ctx[2], s.ctx[3], s.ctx[4], <uint32_t>s.ctx[6], out)
        if s.ctx[5]:
            out[n] = CHOSEN_NONE
            n += 1
        return n
    if kind == D_COLOR:
        if s.ctx[1] == COLOR_FOR_ENTRY:
            return entry_color_options(s, out)
        return relevant_color_options(s, out, s.ctx[1] == 1)
    if kind == D_NAME:
        if s.ctx[1] == NAME_ANY_NONLAND or s.ctx[1] == NAME_NONLAND_ABILITIES:
            return name_options(s, s.ctx[1], out)
        if s.ctx[1] == NAME_TAXED or s.ctx[1] == NAME_CURSED:
            return name_options(s, s.ctx[1], out, s.ctx[2])
        return name_options(s, s.ctx[2] if s.ctx[1] == 1 else -1, out)
    if kind == D_CREATURE_TYPE:
        return creature_type_options(s, s.ctx[0], out)
    if kind == D_ATTACH:
        return attach_options(s, s.ctx[0], out)
    if kind == D_TRIGGER_ORDER:
        return trigger_order_options(s, s.decider, out)
    if kind == D_LIBRARY_ORDER:
        return library_order_options(s, s.ctx[1], out)
    if kind == D_LEGEND:
        return legend_groups(s, out)
    if kind == D_NEW_TARGET:
        return new_target_options(s, s.ctx[0], s.ctx[1], out)
    if kind == D_KEYWORD:
        n = 0
        for k in range(16):                         # each keyword offered (Steel Seraph)
            if (s.ctx[1] >> k) & 1:
                out[n] = k
                n += 1
        return n
    if kind == D_REMOVE_COUNTERS:
        for k in range(s.ctx[2] + 1):               # none up to the most (Hex Parasite)
            out[k] = k
        return s.ctx[2] + 1
    return 0


cdef int library_order_options(const TCBState* s, int owner, int32_t* out) noexcept nogil:
    cdef int i, j, n = 0
    cdef bint duplicate
    for i in range(NUM_DECK_OBJECTS):
        if (s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == owner
                and s.objects[i].lib_pos == 200):
            duplicate = False
            for j in range(n):
                if s.objects[out[j]].card == s.objects[i].card:
                    duplicate = True
            if not duplicate:
                out[n] = i
                n += 1
    return n


cdef int tcb_legal_actions(const int32_t* buf, int32_t* out) noexcept nogil:
    cdef TCBState* s = <TCBState*>buf
    cdef int n, k
    if s.winner >= 0:
        return 0
    if s.decision == D_PRIORITY:
        out[0] = A_PASS
        n = remembered_options(s, out + 1)
        if n < 0:
            n = priority_actions(s, s.decider, out + 1)
        return 1 + n
    n = remembered_options(s, out) if options_worth_keeping(s.decision) else -1
    if n < 0:
        n = decision_options(s, out)
    for k in range(n):
        out[k] = A_CHOICE + k
    return n


cdef void tcb_apply_action(int32_t* buf, int32_t action) noexcept nogil:
    cdef TCBState* s = <TCBState*>buf
    cdef int32_t options[MAX_CHOICES]
    cdef int kind = s.decision
    cdef int value, obj
    cdef bint window_checked = False
    if kind == D_PRIORITY:
        s.decision = D_NONE
        if action == A_PASS:
            pass_priority(s)
            window_checked = s.passes == 1         # the other player's turn to act, in the
                                                   # very play state the decision was posed in
        else:
            obj = (action - A_PLAY) // PLAY_OPTIONS
            begin_play(s, s.decider, obj, (action - A_PLAY) % PLAY_OPTIONS)
    else:
        apply_choice(s, kind, decision_option_value(s, action - A_CHOICE))
    run_engine(s, window_checked)


cdef int payment_choices(const TCBState* s, int kind, SourceList* src, Payment* pays,
                         int max_out) noexcept nogil:
    """The first max_out payments of a D_PAY or D_PAY_OR_DECLINE decision. Enumeration is
    deterministic and never revisits an earlier payment, so asking for fewer gives a prefix:
    choosing payment k needs only the first k + 1."""
    cdef Cost c
    if kind == D_PAY:
        return payment_options_for_item(s, casting_item(<TCBState*>s), src, pays, max_out)
    payment_cost(s, s.ctx[0], s.ctx[1], &c)
    return enumerate_payments(s, s.decider, &c, src, pays, max_out)


cdef int decision_option_value(TCBState* s, int index) noexcept nogil:
    """The value of option `index` of the pending non-priority decision. A payment's value is
    its index, so its decision is not enumerated in full (payments are the costliest options)."""
    cdef int32_t options[MAX_CHOICES]
    cdef SourceList src
    cdef Payment pays[MAX_CHOICES]
    cdef int n
    if s.decision == D_PAY:
        return index
    if s.decision == D_PAY_OR_DECLINE:
        n = remembered_payment(s, D_PAY_OR_DECLINE, index, &src, pays)
        if n < 0:
            n = payment_choices(s, D_PAY_OR_DECLINE, &src, pays, index + 1)
        return index if n > index else CHOSEN_NONE
    if not options_worth_keeping(s.decision) or remembered_options(s, options) < 0:
        decision_options(s, options)
    return options[index]


cdef inline bint options_worth_keeping(int kind) noexcept nogil:
    """Decisions whose options take longer to list than the memo takes to keep and find them
    (it copies and compares a whole state): targets, costs, blocks, damage assignments."""
    return (kind == D_TARGET or kind == D_COST_OBJECT or kind == D_BLOCK or kind == D_ASSIGN
            or kind == D_DIVIDE or kind == D_MODE)


cdef bint take_forced_choice(TCBState* s) noexcept nogil:
    """TB-8: makes the pending non-priority decision if it has exactly one option, and returns
    True. Otherwise returns False, its options (but a payment decision's) kept in the memo
    (threecb_options_memo.pxi) for the search that lists them next."""
    cdef int32_t options[MAX_CHOICES]
    cdef SourceList src
    cdef Payment pays[2]
    cdef int n, kind = s.decision
    if kind == D_PAY:
        if payment_choices(s, D_PAY, &src, pays, 2) != 1:
            return False
        apply_choice(s, kind, 0)                     # a payment's value is its index
        return True
    if kind == D_PAY_OR_DECLINE:
        if payment_choices(s, D_PAY_OR_DECLINE, &src, pays, 1) != 0:
            return False
        apply_choice(s, kind, CHOSEN_NONE)           # nothing to pay with: decline
        return True
    if options_worth_keeping(kind) and remembered_options(s, options) > 1:
        return False                                 # posed with its options (pose_listed)
    n = decision_options(s, options)
    if n != 1:
        if options_worth_keeping(kind):
            remember_options(s, options, n)
        return False
    apply_choice(s, kind, options[0])
    return True


cdef void chosen_payment(const TCBState* s, int kind, int index, SourceList* src,
                         Payment* pay) noexcept nogil:
    """Payment `index` of the pending D_PAY or D_PAY_OR_DECLINE decision, and the sources it
    was listed with."""
    cdef Payment pays[MAX_CHOICES]
    if remembered_payment(s, kind, index, src, pay) > index:
        return
    payment_choices(s, kind, src, pays, index + 1)
    pay[0] = pays[index]


cdef void apply_choice(TCBState* s, int kind, int value) noexcept nogil:
    cdef StackItem* it
    cdef SourceList src
    cdef Payment pay
    cdef Cost c
    cdef int k, j, e, n, obj
    if kind == D_PAY or (kind == D_PAY_OR_DECLINE and value != CHOSEN_NONE):
        chosen_payment(s, kind, value, &src, &pay)   # while s is the state it was listed in
    s.decision = D_NONE
    s.task = s.resume
    if kind == D_MODE:
        casting_item(s).mode = <uint8_t>value
        s.cast_stage = CS_X
    elif kind == D_X:
        casting_item(s).x = <uint8_t>value
        s.cast_stage = CS_TARGETS
        s.cast_slot = 0
    elif kind == D_TARGET:
        if value == TGT_NONE:
            s.cast_stage = CS_DIVIDE
        else:
            casting_item(s).targets[s.cast_slot] = <uint8_t>value
            s.cast_slot += 1
    elif kind == D_DIVIDE:
        it = casting_item(s)
        j = 0
        for k in range(MAX_TARGETS):
            if it.targets[k] != TGT_NONE:
                it.amounts[k] = <uint8_t>((value >> (4 * j)) & 15)
                j += 1
        s.cast_stage = CS_EXTRA
    elif kind == D_COST_OBJECT:
        it = casting_item(s)
        if s.cast_stage == CS_RANDOM_DISCARD:
            discard_card(s, value, it.controller)           # CR 701.9
            s.cast_stage = CS_DONE
        else:
            pay_extra_cost(s, it, AB_EXTRA[it.ability][s.cast_stage - CS_EXTRA], value)
            s.cast_stage += 1
    elif kind == D_PAY:
        it = casting_item(s)
        if pay.cavern:
            it.flags |= SF_UNCOUNTERABLE
        if spent_mana_matters(s) and payment_spends_mana(s, it.controller, &src, &pay):
            it.flags |= SF_MANA_SPENT
        apply_payment(s, it.controller, &src, &pay)
        pay_non_mana_self_costs(s, it)
        s.cast_stage = CS_RANDOM_DISCARD
    elif kind == D_PAY_OR_DECLINE:
        if value == CHOSEN_NONE:
            s.res_result = 0
        else:
            apply_payment(s, s.decider, &src, &pay)
            s.res_result = 1
        s.res_ready = 1
    elif kind == D_YES_NO:
        if s.ctx[0] == ASK_SANCTUARY:
            if value:
                s.players[s.active].flags |= PF_SANCTUARY
                s.step_cursor = 3                        # the draw is skipped
        else:
            s.res_result = value
            s.res_ready = 1
    elif kind == D_ATTACK:
        declare_attack(s, s.ctx[0], value)
        s.step_cursor += 1
    elif kind == D_BLOCK:
        if value == CHOSEN_NONE:
            s.step_cursor += 1
        else:
            record_block(s, s.ctx[0], value)
    elif kind == D_ASSIGN:
        apply_assignment(s, s.ctx[0], value)
    elif kind == D_REMOVE_COUNTERS or kind == D_KEYWORD:
        s.res_chosen = value
        s.res_ready = 1
    elif kind == D_CHOOSE_OBJECT or kind == D_LIBRARY_ORDER or kind == D_COIN or kind == D_NEW_TARGET:
        s.res_chosen = value
        s.res_result = value
        s.res_ready = 1
    elif kind == D_COLOR:
        if s.ctx[1] == COLOR_FOR_ENTRY:
            s.objects[s.ctx[0]].choice = <uint16_t>(value + 1)
        elif s.ctx[1] == 1:
            float_mana(s, value)
        else:
            s.res_chosen = value
            s.res_ready = 1
    elif kind == D_NAME:
        if s.ctx[1] == 1:
            s.res_chosen = value
            s.res_ready = 1
        else:
            s.objects[s.ctx[0]].choice = <uint16_t>value
    elif kind == D_CREATURE_TYPE:
        s.objects[s.ctx[0]].choice = <uint16_t>value
    elif kind == D_ATTACH:
        attach_aura(s, s.ctx[0], value)
    elif kind == D_TRIGGER_ORDER:
        put_trigger_on_stack(s, value)
    elif kind == D_LEGEND:
        keep_legend(s, value)
    elif kind == D_UNTAP:
        if not value:
            s.step_mask |= 1u << s.ctx[0]
        s.step_cursor += 1
    elif kind == D_OPENING:
        if value:
            s.step_mask |= 1u << s.ctx[0]
        s.step_cursor += 1
    memset(s.ctx, 0, sizeof(s.ctx))


cdef void float_mana(TCBState* s, int color) noexcept nogil:
    """A mana ability activated on its own (CR 605.3a), its other costs paid: Lion's Eye
    Diamond (the hand was discarded), or a mana ability offered at priority in a life-watch
    game (TB-8): it taps, deals its damage, sacrifices as when it pays a cost
    (use_mana_mode), and its mana goes to the pool (`color` for one-colour mana), to empty at
    the end of the step (CR 106.4)."""
    cdef StackItem* it = casting_item(s)
    cdef int ma = AB_MANA[it.ability]
    cdef int obj = it.source
    cdef int p = it.controller
    cdef int k, amount
    cdef SourceList src
    if MA_KIND[ma] == MK_DISCARD_HAND_ONE_COLOR:
        sacrifice(s, obj)
    else:
        src.n = 1
        src.obj[0] = <int16_t>obj
        src.mode_ma[0] = <int16_t>ma
        src.mode_arg[0] = <int16_t>color
        use_mana_mode(s, &src, 0, 0)
    for k in range(POOL_SLOTS):
        if MA_KIND[ma] == MK_FIXED:
            amount = MA_FIXED[ma][k]
        else:
            amount = MA_AMOUNT[ma] if k == color else 0
        if amount:
            amount += s.players[p].pool[k]
            s.players[p].pool[k] = <uint8_t>(100 if amount > 100 else amount)
    s.cast_stage = CS_DONE


cdef int tcb_current_player(const int32_t* buf) noexcept nogil:
    cdef const TCBState* s = <const TCBState*>buf
    if s.winner >= 0:
        return TERMINAL_PLAYER
    return s.decider


cdef void tcb_returns(const int32_t* buf, double* out) noexcept nogil:
    cdef const TCBState* s = <const TCBState*>buf
    out[0] = 1.0 if s.winner == 0 else 0.0
    out[1] = 1.0 if s.winner == 1 else 0.0


cdef void tcb_redeal(int32_t* buf, int player) noexcept nogil:
    pass                         # TB-3: perfect information, nothing is hidden


cdef uint64_t tcb_information_key(const int32_t* buf, int player) noexcept nogil:
    # TB-3: both players know everything, so every player's key is the canonical hash.
    return tcb_canonical_hash(buf)
