# 3 Card Blind: the engine's main loop. Turn structure (CR 500-514), priority (CR 117),
# resolving (CR 608), state-based actions (CR 704) and putting triggers on the stack (CR 603.3).
# TB-8: a player who could do nothing but pass is not asked; they pass.

cdef enum:
    TK_NONE = 0
    TK_PREGAME = 1
    TK_BEGIN_TURN = 2
    TK_UNTAP = 3
    TK_UPKEEP = 4
    TK_DRAW = 5
    TK_MAIN = 6
    TK_BEGIN_COMBAT = 7
    TK_DECLARE_ATTACKERS = 8
    TK_DECLARE_BLOCKERS = 9
    TK_COMBAT_DAMAGE = 10
    TK_END_COMBAT = 11
    TK_END_STEP = 12
    TK_CLEANUP = 13
    TK_PRIORITY = 14
    TK_RESOLVE = 15
    TK_CAST = 16
    TK_NEXT_STEP = 17
    TK_END_TURN = 18
    RET_TRIGGER = 3


cdef void end_game(TCBState* s, int winner) noexcept nogil:
    s.winner = winner
    s.step = STEP_GAME_OVER
    s.decision = D_NONE
    s.decider = TERMINAL_PLAYER
    s.task = TK_NONE


cdef enum:
    ENGINE_STEP_LIMIT = 100000    # automatic steps between two decisions; far above any game's
    STALL_ERROR = 99


ctypedef struct LoopWatch:
    uint64_t turn_start[2]     # canonical hash as each player's latest watched turn began
    int seen[2]                # turns of each player begun during this run of the engine


cdef void run_engine(TCBState* s, bint window_checked) noexcept nogil:
    """Runs automatic steps until a real decision is pending (TB-8: a choice with one option
    is taken at once) or the game is over. `window_checked`: the run begins at a priority
    window whose state-based actions and triggers are known to have nothing to do (see
    priority_step)."""
    cdef LoopWatch watch
    cdef QuietMemo quiet
    cdef TurnStarts starts
    watch.seen[0] = watch.seen[1] = 0
    quiet.filled = False
    quiet.no_options = 0
    starts.count = 0
    starts.keep = True
    while True:
        run_steps(s, &watch, &quiet, &starts, window_checked)
        window_checked = False
        if s.winner >= 0 or s.decision == D_PRIORITY or s.decision == D_NONE:
            break
        if not take_forced_choice(s):
            break
    keep_turn_runs(&starts, s)


cdef void clear_scratch(TCBState* s) noexcept nogil:
    """Zeroes the working fields of decisions, resolutions and turn-based steps, dead whenever a
    player is about to receive priority (the canonical hash leaves them out at a priority
    decision). Cleared at every such window, posed or skipped, a later declaration or choice
    hashes only what it wrote itself, not leftovers of whichever steps came before."""
    cdef char* scratch = <char*>&s.ctx[0]
    memset(scratch, 0, <char*>&s.stack_len - scratch)


cdef bint turn_repeats(TCBState* s, LoopWatch* watch) noexcept nogil:
    """A player's turn begins exactly as their previous one did, and nobody had a decision in
    between: the game repeats itself forever with nothing anyone can change (TB-4: a draw).
    A player's first turn in a run is not hashed (most runs never reach a second), so a loop
    is caught one cycle later than it could be; the outcome is the same."""
    cdef int p = s.active
    cdef uint64_t h
    watch.seen[p] += 1
    if watch.seen[p] < 2:
        return False
    h = tcb_position_hash(<const int32_t*>s)
    if watch.seen[p] > 2 and watch.turn_start[p] == h:
        return True
    watch.turn_start[p] = h
    return False


cdef void run_steps(TCBState* s, LoopWatch* watch, QuietMemo* quiet,
                    TurnStarts* starts, bint window_checked) noexcept nogil:
    """Runs automatic steps until a decision is pending or the game is over. A bug that would
    loop forever instead ends the game and marks the state (check_invariants reports it).
    From a turn start whose run is known, it goes straight to where that run ends
    (threecb_turn_runs.pxi). `window_checked` as for run_engine, for the first step."""
    cdef int task, steps = 0
    while s.decision == D_NONE and s.winner < 0:
        steps += 1
        if steps > ENGINE_STEP_LIMIT:
            s.header.reserved = STALL_ERROR * 1000 + s.task
            starts.keep = False
            end_game(s, RESULT_DRAW)
            return
        if s.task == TK_BEGIN_TURN:
            if take_turn_run(s, starts):
                return
            if turn_repeats(s, watch):
                starts.keep = False
                end_game(s, RESULT_DRAW)
                return
        task = s.task
        if task == TK_PRIORITY:
            priority_step(s, quiet, window_checked and steps == 1)
        elif task == TK_RESOLVE:
            resolve_step(s)
        elif task == TK_CAST:
            if continue_cast(s):
                finish_play(s)
        elif task == TK_NEXT_STEP:
            next_step(s)
        else:
            turn_step(s, task)


# ---------------------------------------------------------------------------------------------
# Priority
# ---------------------------------------------------------------------------------------------
cdef void priority_step(TCBState* s, QuietMemo* quiet, bint checked) noexcept nogil:
    """CR 117.5: before a player receives priority, state-based actions, then triggers. In a
    play state met at an earlier window of this run, none of those has anything to do, and a
    player who had no option there has none now (threecb_quiet.pxi). Nor have they when the
    window is `checked`: its player received priority from a player who passed at a priority
    decision, and a decision is posed only once they have found nothing to do, in the very
    play state (passing changes only who has priority)."""
    cdef int32_t actions[MAX_ACTIONS]
    cdef int n
    cdef bint seen = window_seen(quiet, s)
    if not seen and not checked:
        if pose_entry_choice(s):
            return
        if state_based_actions(s):
            return
        if s.pending_len > 0:
            place_next_trigger(s)
            return
    clear_scratch(s)
    if not seen:
        keep_window(quiet, s)
    while True:
        if known_without_options(quiet, s, s.priority):
            n = 0
        else:
            # The whole list, not just whether there is one: a search lists it next anyway,
            # and gets it from the memo (threecb_options_memo.pxi).
            n = priority_actions(s, s.priority, actions)
            if n > 0:
                s.decision = D_PRIORITY
                s.decider = s.priority
                remember_options(s, actions, n)
                return
            note_without_options(quiet, s, s.priority)
        pass_priority(s)
        if s.passes == 0:
            return
        # The other player receives priority in the very same state: the state-based actions
        # and triggers just checked cannot have changed, so only their options are looked at.


cdef void pass_priority(TCBState* s) noexcept nogil:
    """CR 117.4: when all players pass in succession, the top of the stack resolves, or the
    step ends."""
    s.passes += 1
    if s.passes < 2:
        s.priority = 1 - s.priority
        return
    s.passes = 0
    if s.stack_len > 0:
        start_resolution(s)
    else:
        s.task = TK_NEXT_STEP


cdef int priority_actions(const TCBState* s, int p, int32_t* out) noexcept nogil:
    """The play options p can use now, one per class of identical objects (TB-8)."""
    cdef int i, j, opt, n = 0, zone, card
    cdef bint duplicate
    cdef bint sorcery = sorcery_timing(s, p)
    cdef bint flash_all = (players_with_static(s, S_FLASH_FOR_YOU) >> p) & 1
    cdef const Obj* o
    cdef int playable = PLAYABLE_SLOTS
    cdef int limit
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    # TB-8: mana abilities on their own only in a game with a life-watch card (one test)
    cdef const uint8_t* option_zones = CARD_OPTION_ZONES
    cdef const uint8_t* instant_zones = CARD_INSTANT_ZONES
    if s.game_statics & <uint64_t>LIFE_WATCH_STATICS:
        option_zones = CARD_OPTION_ZONES_LW
        instant_zones = CARD_INSTANT_ZONES_LW
        playable = PLAYABLE_SLOTS_LW
    limit = s.object_limit if s.object_limit < playable else playable
    for i in range(limit):
        o = &s.objects[i]
        zone = o.zone
        card = o.card
        if zone == Z_NONE or not (option_zones[card] >> zone) & 1:
            continue
        if not sorcery and not (instant_zones[card] >> zone) & 1:
            if not (flash_all and (zone == Z_HAND or zone == Z_EXILE)):
                continue
        if zone == Z_BATTLEFIELD:
            if o.controller != p and not CARD_ANY_PLAYER[card]:
                continue
        elif o.owner != p:
            continue
        duplicate = False
        for j in range(i):
            if s.objects[j].card == card and objects_interchangeable(s, j, i, &referenced):
                duplicate = True
                break
        if duplicate:
            continue
        for opt in range(PLAY_OPTIONS):
            if CARD_PLAY[card][opt] < 0:
                break
            if play_option_available(s, p, i, opt):
                out[n] = A_PLAY + i * PLAY_OPTIONS + opt
                n += 1
    return n


cdef bint pose_entry_choice(TCBState* s) noexcept nogil:
    """"As it enters" choices (Cavern of Souls, Pithing Needle), made before anything else."""
    cdef int i
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].attached == ATTACH_PENDING:
            s.decision = D_ATTACH                 # CR 303.4f: what it enchants, first
            s.decider = s.objects[i].controller
            s.ctx[0] = i
            s.resume = s.task
            return True
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].choice == CHOICE_PENDING
                and game_has_static(s, S_CHOOSE_COLOR) and has_static(s.objects[i].card, S_CHOOSE_COLOR)):
            s.decision = D_COLOR                  # Sunken Citadel: a colour (entry_color_options)
            s.decider = s.objects[i].controller
            s.ctx[0] = i
            s.ctx[1] = COLOR_FOR_ENTRY
            s.resume = s.task
            return True
        if s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].choice == CHOICE_PENDING:
            s.decision = D_CREATURE_TYPE if CARD_ETB[s.objects[i].card] & ETB_CHOOSE_TYPE else D_NAME
            s.decider = s.objects[i].controller
            s.ctx[0] = i
            s.ctx[1] = 0
            if CARD_ETB[s.objects[i].card] & ETB_CHOOSE_NONLAND_NAME:
                s.ctx[1] = NAME_ANY_NONLAND
            elif CARD_ETB[s.objects[i].card] & ETB_CHOOSE_ABILITY_NAME:
                s.ctx[1] = NAME_NONLAND_ABILITIES
            elif CARD_ETB[s.objects[i].card] & ETB_CHOOSE_TAXED_NAME:
                s.ctx[1] = NAME_TAXED
                s.ctx[2] = s.objects[i].controller
            elif CARD_ETB[s.objects[i].card] & ETB_CHOOSE_CURSED_NAME:
                s.ctx[1] = NAME_CURSED
                s.ctx[2] = attached_ref(&s.objects[i]) - TGT_PLAYER0   # the enchanted player
            s.resume = s.task
            return True
    return False


# ---------------------------------------------------------------------------------------------
# Triggers (CR 603.3b): the active player's first, each player choosing the order of theirs
# ---------------------------------------------------------------------------------------------
cdef bint triggers_equivalent(const TCBState* s, const StackItem* a, const StackItem* b) noexcept nogil:
    if (a.ability != b.ability or a.controller != b.controller or a.ref != b.ref or a.lki != b.lki
            or a.x != b.x):
        return False
    if a.source == b.source:
        return True
    return (a.source < MAX_OBJECTS and b.source < MAX_OBJECTS
            and memcmp(&s.objects[a.source], &s.objects[b.source], sizeof(Obj)) == 0)


cdef int trigger_order_options(const TCBState* s, int player, int32_t* out) noexcept nogil:
    cdef int k, j, n = 0
    cdef bint duplicate
    for k in range(s.pending_len):
        if s.pending[k].controller != player:
            continue
        duplicate = False
        for j in range(n):
            if triggers_equivalent(s, &s.pending[out[j]], &s.pending[k]):
                duplicate = True
        if not duplicate:
            out[n] = k
            n += 1
    return n


cdef void place_next_trigger(TCBState* s) noexcept nogil:
    cdef int32_t options[MAX_PENDING]
    cdef int player = s.active
    cdef int n = trigger_order_options(s, player, options)
    if n == 0:
        player = 1 - s.active
        n = trigger_order_options(s, player, options)
    if n > 1:
        s.decision = D_TRIGGER_ORDER
        s.decider = player
        s.resume = TK_PRIORITY
        return
    put_trigger_on_stack(s, options[0])


cdef void put_trigger_on_stack(TCBState* s, int k) noexcept nogil:
    """Moves pending trigger k onto the stack; its targets are chosen now (CR 603.3d). One
    without legal targets is removed."""
    cdef StackItem trig = s.pending[k]
    cdef int j, a = trig.ability
    cdef StackItem* it
    for j in range(k, s.pending_len - 1):
        s.pending[j] = s.pending[j + 1]
    s.pending_len -= 1
    clear_item(&s.pending[s.pending_len])
    if s.stack_len >= MAX_STACK:
        return
    if not required_targets_exist(s, trig.controller, trig.source, False, a):
        return
    it = &s.stack[s.stack_len]
    it[0] = trig
    it.flags |= SF_CASTING
    s.stack_len += 1
    s.passes = 0
    s.cast_stage = CS_MODE
    s.cast_return = RET_TRIGGER
    s.task = TK_CAST


# ---------------------------------------------------------------------------------------------
# Resolving (CR 608)
# ---------------------------------------------------------------------------------------------
cdef void start_resolution(TCBState* s) noexcept nogil:
    cdef int e, k, had, legal
    cdef StackItem* top = &s.stack[s.stack_len - 1]
    if ((s.game_events >> EV_EMBLEM_UPKEEP) & 1 and top.kind == SI_TRIGGER and top.x > 1
            and AB_EVENT[top.ability] == EV_EMBLEM_UPKEEP):
        # one of several emblem triggers resolves; the others stay on the stack (CR 608.1)
        top.x -= 1
        s.res = top[0]
        s.res.x = 1
    else:
        s.stack_len -= 1
        s.res = s.stack[s.stack_len]
        clear_item(&s.stack[s.stack_len])
        for k in range(s.stack_len):             # an ability leaving the stack (Stifle's target)
            shift_stack_targets(&s.stack[k], s.stack_len)
    s.res_pc = 0
    s.res_ready = 0
    s.res_cursor = 0
    s.res_count = 0
    s.res_result = 0
    s.task = TK_RESOLVE
    e = item_effect(s, &s.res)
    if e < 0:
        return
    if (s.res.kind == SI_TRIGGER and AB_CONDITION[s.res.ability] != IC_SPELL_MV_IS_COUNTERS
            and not intervening_if(s, s.res.ability, s.res.source, s.res.ref)):
        s.res_pc = -1                            # CR 603.4: the "if" is checked again: it does nothing
        return
    had = 0
    legal = 0
    for k in range(AB_NTARGETS[e]):
        if s.res.targets[k] == TGT_NONE:
            continue
        had += 1
        if target_still_legal(s, &s.res, e, k):
            legal += 1
        else:
            s.res.targets[k] = TGT_GONE
    if had > 0 and legal == 0:                   # CR 608.2b: it doesn't resolve
        s.res_pc = -1


cdef void resolve_step(TCBState* s) noexcept nogil:
    cdef StackItem* it = &s.res
    cdef int e = item_effect(s, it)
    cdef int obj = it.source
    if s.res_pc >= 0:
        if it.kind == SI_SPELL and is_permanent_card(s.objects[obj].card):
            enter_battlefield(s, obj, it.controller, it.x,
                              ((it.flags & SF_EVOKED) != 0)
                              | (ENTER_KICKED if AB_KIND[it.ability] == AK_CAST
                                 and AB_ARG[it.ability] == CAST_ARG_KICKED else 0))
            if (CARD_FLAGS[s.objects[obj].card] & CDF_AURA) and s.objects[obj].zone == Z_BATTLEFIELD:
                # CR 303.4e, 608.3: an Aura spell enters attached to its target (checked as
                # the resolution began, CR 608.2b)
                attach_aura(s, obj, it.targets[0])
        elif e >= 0:
            if run_program(s, e) == R_WAIT:
                return
    finish_resolution(s)


cdef void clear_resolution(TCBState* s) noexcept nogil:
    """No item is resolving: kind 0, and references that point at nothing."""
    cdef int k
    memset(&s.res, 0, sizeof(StackItem))
    s.res.ref = TGT_NONE
    s.res.source = TGT_NONE
    for k in range(MAX_TARGETS):
        s.res.targets[k] = TGT_NONE


cdef void clear_resolution_scratch(TCBState* s) noexcept nogil:
    """Zeroes the resolution's working fields once it is over. They are dead until the next
    resolution sets them, but the canonical hash reads them at decisions other than priority:
    left stale, they would tell apart positions that play out identically."""
    s.res_pc = 0
    s.res_result = 0
    s.res_cursor = 0
    s.res_chosen = 0
    s.res_ready = 0
    s.res_count = 0


cdef void finish_resolution(TCBState* s) noexcept nogil:
    """The spell goes to its owner's graveyard (CR 608.2n), exiled if flashback paid for it."""
    cdef StackItem* it = &s.res
    cdef int obj = it.source
    if it.kind == SI_SPELL and s.objects[obj].zone == Z_STACK:
        if s.objects[obj].flags & OF_FLASHBACK:
            move_object(s, obj, Z_EXILE)
        else:
            move_object(s, obj, Z_GRAVEYARD)
    if it.kind == SI_TRIGGER and AB_EVENT[it.ability] == EV_NO_ICE and obj < MAX_OBJECTS:
        s.objects[obj].flags &= ~OF_STATE_TRIGGERED
    clear_resolution(s)
    clear_resolution_scratch(s)
    s.task = TK_PRIORITY
    s.priority = s.active
    s.passes = 0


# ---------------------------------------------------------------------------------------------
# State-based actions (CR 704.5)
# ---------------------------------------------------------------------------------------------
cdef bint check_game_over(TCBState* s) noexcept nogil:
    cdef bint lost0, lost1
    lost0 = (s.players[0].life <= 0 or s.players[0].poison >= POISON_TO_LOSE
             or (s.players[0].flags & PF_LOST))
    lost1 = (s.players[1].life <= 0 or s.players[1].poison >= POISON_TO_LOSE
             or (s.players[1].flags & PF_LOST))
    if lost0 and lost1:
        end_game(s, RESULT_DRAW)                  # TB-2: a simultaneous loss is a draw
    elif lost0:
        end_game(s, 1)
    elif lost1:
        end_game(s, 0)
    else:
        return False
    return True


cdef bint state_based_actions(TCBState* s) noexcept nogil:
    """Performs one round of state-based actions; True when something happened (or a legend
    rule choice is pending)."""
    cdef uint32_t dying = 0
    cdef int i, p, t, n, permanents0 = 0, permanents1 = 0, legends = 0
    cdef bint happened = False
    cdef bint all_legendary, walkers, auras
    cdef Obj* o
    if check_game_over(s):
        return True
    all_legendary = all_legendary_on(s)
    walkers = game_has_static(s, S_PLANESWALKER)
    auras = game_has_static(s, S_AURA)
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone != Z_BATTLEFIELD:
            continue
        if o.controller == 0:
            permanents0 += 1
        else:
            permanents1 += 1
        if obj_legendary(s, i, all_legendary):
            legends += 1
        if is_creature(s, i):
            obj_pt(s, i, &p, &t)
            if t <= 0:                                            # 704.5f
                dying |= 1u << i
            elif o.damage >= t and not (obj_keywords(s, i) & KW_INDESTRUCTIBLE):
                if CARD_REGEN[o.card] and regenerate_instead(s, i):
                    happened = True                               # 701.19c: regenerated
                else:
                    dying |= 1u << i                              # 704.5g
        if walkers and o.counters == 0 and is_planeswalker(s, i):
            dying |= 1u << i                                      # 704.5i: 0 loyalty
        if auras and (CARD_FLAGS[o.card] & CDF_AURA) and not attachment_legal(s, i):
            dying |= 1u << i                                      # 704.5m
        # 704.5q, at the same time as the rest (CR 704.3): a creature dying now dies with both
        # kinds of counters on it (its last known +1/+1 counters count, Hangarback Walker).
        if o.p1p1 and o.m1m1 and not ((dying >> i) & 1):
            n = o.p1p1 if o.p1p1 < o.m1m1 else o.m1m1
            o.p1p1 -= n
            o.m1m1 -= n
    if dying:
        for i in range(s.object_limit):
            if (dying >> i) & 1:
                move_object(s, i, Z_GRAVEYARD)
        happened = True
    if legends > 1 and legend_rule(s):                            # 704.5j
        return True
    if (s.game_events >> EV_NO_ICE) & 1:
        happened |= dark_depths_state_triggers(s)
    if (s.game_events >> EV_CHAPTER) & 1:
        happened |= saga_sacrifices(s)
    if game_has_static(s, S_ENCHANTED_ARTIFACT_CREATURE):
        happened |= remove_noncreatures_from_combat(s)
    if game_has_static(s, S_ASCEND):
        update_city_blessing(s, 0, permanents0)
        update_city_blessing(s, 1, permanents1)
    if happened and check_game_over(s):
        return True
    return happened


cdef bint remove_noncreatures_from_combat(TCBState* s) noexcept nogil:
    """CR 506.4: a permanent that stops being a creature (an artifact whose Ensoul Artifact
    left) is removed from combat; an attacker it blocked stays blocked (CR 509.1h). Called only
    in games with a card that can make a creature of a noncreature permanent mid-combat."""
    cdef int i, k
    cdef bint done = False
    cdef Obj* o
    for i in range(s.object_limit):
        o = &s.objects[i]
        if (o.zone == Z_BATTLEFIELD and (o.flags & (OF_ATTACKING | OF_BLOCKING))
                and not is_creature(s, i)):
            o.flags &= ~(OF_ATTACKING | OF_BLOCKING | OF_BLOCKED | OF_FIRST_STRUCK)
            o.combat = 0
            for k in range(s.object_limit):
                s.objects[k].combat &= ~(1u << i)
            done = True
    return done


cdef bint saga_sacrifices(TCBState* s) noexcept nogil:
    """CR 714.4: a Saga with one or more chapter abilities whose lore counters reach its final
    chapter number, and that isn't the source of a chapter ability that has triggered but not
    yet left the stack, is sacrificed. A Saga without chapter abilities (a nonbasic land under
    Magus of the Moon, CR 305.7) is not (the rule as of June 2025, 714.2d and 714.4)."""
    cdef int i
    cdef bint done = False
    cdef Obj* o
    for i in range(s.object_limit):
        o = &s.objects[i]
        if (o.zone == Z_BATTLEFIELD and (CARD_FLAGS[o.card] & CDF_SAGA)
                and o.counters >= saga_final_chapter(o.card) and printed_active(s, i)
                and not chapter_waits(s, i)):
            sacrifice(s, i)
            done = True
    return done


cdef void saga_main_phase(TCBState* s) noexcept nogil:
    """CR 714.3b: as the precombat main phase begins, its player puts a lore counter on each
    Saga with one or more chapter abilities they control (a turn-based action, no stack)."""
    cdef int i
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == s.active
                and (CARD_FLAGS[s.objects[i].card] & CDF_SAGA) and printed_active(s, i)):
            add_lore_counters(s, i, 1)


cdef bint dark_depths_state_triggers(TCBState* s) noexcept nogil:
    """CR 603.8: a state trigger fires once while its condition holds."""
    cdef int i
    cdef bint fired = False
    cdef Obj* o
    for i in range(s.object_limit):
        o = &s.objects[i]
        if (o.zone == Z_BATTLEFIELD and CARD_COUNTER_KIND[o.card] == CK_ICE and o.counters == 0
                and not (o.flags & OF_STATE_TRIGGERED)
                and (CARD_EVENTS[o.card] & (<uint64_t>1 << EV_NO_ICE)) and printed_active(s, i)):
            o.flags |= OF_STATE_TRIGGERED
            fire_self(s, i, EV_NO_ICE, TGT_NONE, 0, True, o.controller)
            fired = True
    return fired


cdef void update_city_blessing(TCBState* s, int p, int permanents) noexcept nogil:
    """CR 702.131c: ten permanents and a permanent with ascend give the city's blessing."""
    cdef int j
    if (s.players[p].flags & PF_CITY_BLESSING) or permanents < 10:
        return
    for j in range(s.object_limit):
        if (s.objects[j].zone == Z_BATTLEFIELD and s.objects[j].controller == p
                and static_on(s, j, S_ASCEND)):
            s.players[p].flags |= PF_CITY_BLESSING
            return


cdef inline bint same_legend(const TCBState* s, int i, int j) noexcept nogil:
    return (s.objects[j].zone == Z_BATTLEFIELD and s.objects[j].card == s.objects[i].card
            and s.objects[j].controller == s.objects[i].controller)


cdef int legend_groups(const TCBState* s, int32_t* out) noexcept nogil:
    """The first group of legendary permanents with one name and controller that has two or
    more members: writes its objects (one per class of identical objects), returns how many."""
    cdef int i, j, k, n = 0, members
    cdef bint duplicate
    cdef bint all_legendary = all_legendary_on(s)
    for i in range(s.object_limit):
        if s.objects[i].zone != Z_BATTLEFIELD or not obj_legendary(s, i, all_legendary):
            continue
        members = 0
        for k in range(i, MAX_OBJECTS):
            if same_legend(s, i, k):
                members += 1
        if members < 2:
            continue
        for k in range(i, MAX_OBJECTS):
            if not same_legend(s, i, k):
                continue
            duplicate = False
            for j in range(n):
                if objects_equivalent(s, out[j], k):
                    duplicate = True
            if not duplicate:
                out[n] = k
                n += 1
        return n
    return 0


cdef bint legend_rule(TCBState* s) noexcept nogil:
    cdef int32_t group[MAX_OBJECTS]
    cdef int n = legend_groups(s, group)
    if n == 0:
        return False
    if n == 1:
        keep_legend(s, group[0])
        return True
    s.decision = D_LEGEND
    s.decider = s.objects[group[0]].controller
    s.resume = s.task
    return True


cdef void keep_legend(TCBState* s, int keep) noexcept nogil:
    cdef int i
    for i in range(s.object_limit):
        if (i != keep and s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].card == s.objects[keep].card
                and s.objects[i].controller == s.objects[keep].controller):
            move_object(s, i, Z_GRAVEYARD)


# ---------------------------------------------------------------------------------------------
# Turn structure
# ---------------------------------------------------------------------------------------------
cdef void enter_step(TCBState* s, int step) noexcept nogil:
    s.step = step
    s.priority = s.active
    s.passes = 0
    s.task = TK_PRIORITY


cdef void next_step(TCBState* s) noexcept nogil:
    """CR 500.4: mana empties between steps; then the next step begins."""
    cdef int step = s.step
    memset(s.players[0].pool, 0, sizeof(s.players[0].pool))
    memset(s.players[1].pool, 0, sizeof(s.players[1].pool))
    if step == STEP_UPKEEP:
        s.task = TK_DRAW
    elif step == STEP_DRAW:
        s.task = TK_MAIN
        s.step = STEP_MAIN1
    elif step == STEP_MAIN1:
        s.task = TK_BEGIN_COMBAT
    elif step == STEP_BEGIN_COMBAT:
        s.task = TK_DECLARE_ATTACKERS
        s.step_cursor = -1
    elif step == STEP_DECLARE_ATTACKERS:
        if any_attackers(s):
            s.task = TK_DECLARE_BLOCKERS
            s.step_cursor = -1
        else:
            s.task = TK_END_COMBAT                        # CR 508.8
    elif step == STEP_DECLARE_BLOCKERS:
        s.step = STEP_FIRST_STRIKE_DAMAGE if first_strike_step_needed(s) else STEP_COMBAT_DAMAGE
        s.task = TK_COMBAT_DAMAGE
        s.dmg_cursor = -1
    elif step == STEP_FIRST_STRIKE_DAMAGE:
        s.step = STEP_COMBAT_DAMAGE
        s.task = TK_COMBAT_DAMAGE
        s.dmg_cursor = -1
    elif step == STEP_COMBAT_DAMAGE:
        s.task = TK_END_COMBAT
    elif step == STEP_END_COMBAT:
        end_combat(s)                                    # CR 511.3
        s.task = TK_MAIN
        s.step = STEP_MAIN2
    elif step == STEP_MAIN2:
        s.task = TK_END_STEP
    elif step == STEP_END:
        s.task = TK_CLEANUP
    elif step == STEP_CLEANUP:
        s.task = TK_CLEANUP
    else:
        s.task = TK_END_TURN


cdef void turn_step(TCBState* s, int task) noexcept nogil:
    if task == TK_BEGIN_TURN:
        begin_turn(s)
    elif task == TK_UNTAP:
        untap_step(s)
    elif task == TK_UPKEEP:
        upkeep_step(s)
    elif task == TK_DRAW:
        draw_step(s)
    elif task == TK_MAIN:
        enter_step(s, s.step)
        if s.step == STEP_MAIN1 and (s.game_events >> EV_CHAPTER) & 1:
            saga_main_phase(s)
        if s.step == STEP_MAIN1 and s.players[s.active].tangle_reveals:
            # Chancellor of the Tangle: "at the beginning of your first main phase of the
            # game" (CR 505.1: the first main phase of the player's first turn), a delayed
            # trigger per reveal (CR 603.7)
            queue_delayed(s, s.active, EV_FIRST_MAIN_REVEALED, s.players[s.active].tangle_reveals)
            s.players[s.active].tangle_reveals = 0
    elif task == TK_BEGIN_COMBAT:
        enter_step(s, STEP_BEGIN_COMBAT)
        fire_watchers(s, EV_BEGIN_COMBAT, Z_BATTLEFIELD, s.active, TGT_NONE)
    elif task == TK_DECLARE_ATTACKERS:
        declare_attackers(s)
    elif task == TK_DECLARE_BLOCKERS:
        declare_blockers(s)
    elif task == TK_COMBAT_DAMAGE:
        combat_damage(s)
    elif task == TK_END_COMBAT:
        enter_step(s, STEP_END_COMBAT)
    elif task == TK_END_STEP:
        enter_step(s, STEP_END)
        fire_watchers(s, EV_END_STEP, Z_BATTLEFIELD, s.active, TGT_NONE)
        fire_watchers(s, EV_EACH_END_STEP, Z_BATTLEFIELD, -1, TGT_NONE)
        if ((s.game_events >> EV_MONARCH_END_STEP) & 1
                and (s.players[s.active].flags & PF_MONARCH)):
            queue_monarch_trigger(s, EV_MONARCH_END_STEP, s.active)   # CR 724.2: draw a card
    elif task == TK_CLEANUP:
        cleanup_step(s)
    elif task == TK_END_TURN:
        end_turn(s)
    elif task == TK_PREGAME:
        pregame_step(s)
    else:
        end_game(s, RESULT_DRAW)                         # unreachable: an unknown task


cdef void begin_turn(TCBState* s) noexcept nogil:
    cdef int i, p
    s.turn_number += 1
    if s.turn_limit > 0 and s.turn_number > s.turn_limit:
        end_game(s, RESULT_DRAW)                         # the play limit of random games only
        return
    for p in range(2):
        s.players[p].lands_played = 0
        s.players[p].flags &= ~(PF_GAINED_LIFE | PF_CHANNEL)
    s.players[s.active].flags &= ~PF_SANCTUARY           # "until your next turn"
    for i in range(s.object_limit):
        s.objects[i].flags &= ~OF_ENTERED_THIS_TURN
    s.combat_flags = 0
    s.step = STEP_UNTAP
    s.step_cursor = -1
    s.step_mask = 0
    s.task = TK_UNTAP


cdef void untap_step(TCBState* s) noexcept nogil:
    """CR 502: permanents stop being "summoning sick" for their controller; Undiscovered
    Paradise returns; the active player's permanents untap (some only if the player wants).
    Nobody gets priority."""
    cdef int i
    cdef Obj* o
    if s.step_cursor < 0:
        for i in range(s.object_limit):
            o = &s.objects[i]
            if o.zone == Z_BATTLEFIELD and o.controller == s.active:
                o.flags &= ~OF_SICK
        for i in range(s.object_limit):
            o = &s.objects[i]
            if (o.zone == Z_BATTLEFIELD and o.controller == s.active
                    and (o.flags & OF_RETURN_AT_UNTAP)):
                move_object(s, i, Z_HAND)
        s.step_cursor = 0
        s.step_mask = 0
    while s.step_cursor < s.object_limit:
        i = s.step_cursor
        o = &s.objects[i]
        if (o.zone == Z_BATTLEFIELD and o.controller == s.active and (o.flags & OF_TAPPED)
                and not (o.extra & OX_SKIP_UNTAP) and static_on(s, i, S_MAY_NOT_UNTAP)):
            s.decision = D_UNTAP
            s.decider = s.active
            s.ctx[0] = i
            s.resume = TK_UNTAP
            return
        s.step_cursor += 1
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone != Z_BATTLEFIELD or o.controller != s.active:
            continue
        if o.extra & OX_SKIP_UNTAP:
            o.extra &= ~OX_SKIP_UNTAP                   # Frost Titan: this untap step is skipped
            continue
        if not (o.flags & OF_TAPPED):
            continue
        if s.step_mask & (1u << i):
            continue                                    # chosen not to untap
        if static_on(s, i, S_DOESNT_UNTAP):
            continue
        if game_has_static(s, S_HOLDS_TAPPED) and held_tapped(s, i):
            continue                                    # Ice Floe still holds it
        untap_object(s, i)
    s.step_cursor = -1
    s.task = TK_UPKEEP


cdef void queue_delayed(TCBState* s, int player, int event, int count) noexcept nogil:
    """Delayed triggers of opening-hand reveals and Pact of Negation: the ability of the first
    deck card of `player` that has one for `event`."""
    cdef int i, k, a, card
    for i in range(NUM_DECK_OBJECTS):
        card = s.objects[i].card
        if s.objects[i].owner != player or not (CARD_EVENTS[card] & (<uint64_t>1 << event)):
            continue
        for k in range(CARD_ABILITY_SLOTS):
            a = CARD_ABILITIES[card][k]
            if a >= 0 and AB_EVENT[a] == event:
                while count > 0:
                    queue_trigger(s, a, i, player, TGT_NONE, 0)
                    count -= 1
                return


cdef void upkeep_step(TCBState* s) noexcept nogil:
    cdef int i, p
    cdef Obj* o
    enter_step(s, STEP_UPKEEP)
    fire_watchers(s, EV_UPKEEP, Z_BATTLEFIELD, s.active, TGT_NONE)
    fire_watchers(s, EV_OPPONENT_UPKEEP, Z_BATTLEFIELD, 1 - s.active, TGT_NONE)
    fire_tabernacle(s)
    for i in range(s.object_limit):
        o = &s.objects[i]
        if (o.zone == Z_BATTLEFIELD and o.choice == s.active
                and (CARD_EVENTS[o.card] & (<uint64_t>1 << EV_CHOSEN_UPKEEP))):
            fire_self(s, i, EV_CHOSEN_UPKEEP, TGT_NONE, 0, printed_active(s, i), o.controller)
        elif (o.zone == Z_BATTLEFIELD and o.attached == ATTACHED_BASE + TGT_PLAYER0 + s.active
                and (CARD_EVENTS[o.card] & (<uint64_t>1 << EV_ENCHANTED_UPKEEP))):
            fire_self(s, i, EV_ENCHANTED_UPKEEP, TGT_NONE, 0, printed_active(s, i), o.controller)
        elif (o.zone == Z_EXILE and o.owner == s.active and (o.flags & OF_SUSPENDED)
                and (CARD_EVENTS[o.card] & (<uint64_t>1 << EV_SUSPENDED_UPKEEP))):
            fire_self(s, i, EV_SUSPENDED_UPKEEP, TGT_NONE, 0, True, o.owner)
        elif (o.zone == Z_GRAVEYARD and o.owner == s.active
                and (CARD_EVENTS[o.card] & (<uint64_t>1 << EV_GRAVEYARD_UPKEEP))):
            fire_self(s, i, EV_GRAVEYARD_UPKEEP, TGT_NONE, 0, True, o.owner)
    if s.first_turn:
        for p in range(2):
            queue_delayed(s, p, EV_FIRST_UPKEEP_REVEALED, s.players[p].forge_reveals)
            s.players[p].forge_reveals = 0
    queue_delayed(s, s.active, EV_NEXT_UPKEEP_DELAYED, s.players[s.active].pacts_due)
    s.players[s.active].pacts_due = 0
    if (s.game_events >> EV_EMBLEM_UPKEEP) & 1:
        queue_emblem_triggers(s, s.active)


cdef void draw_step(TCBState* s) noexcept nogil:
    """CR 504.1, with Island Sanctuary's replacement (TB-2: the draw happens even from an
    empty library). The player on the play skips their first draw (CR 103.8a)."""
    cdef int i
    if s.step != STEP_DRAW:
        s.step = STEP_DRAW
        s.step_cursor = 0
    if not s.first_turn:
        if s.step_cursor == 0:
            for i in range(s.object_limit):
                if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == s.active
                        and static_on(s, i, S_SANCTUARY)):
                    s.decision = D_YES_NO
                    s.decider = s.active
                    s.ctx[0] = ASK_SANCTUARY
                    s.ctx[1] = i
                    s.resume = TK_DRAW
                    s.step_cursor = 1
                    return
            s.step_cursor = 2
        if s.step_cursor == 1:                        # the Sanctuary question was answered no
            s.step_cursor = 2
        if s.step_cursor == 2:
            draw_card(s, s.active)
            if s.winner >= 0:
                return                                # Laboratory Maniac won instead
    s.step_cursor = -1
    enter_step(s, STEP_DRAW)
    fire_watchers(s, EV_DRAW_STEP, Z_BATTLEFIELD, s.active, TGT_NONE)


cdef void cleanup_step(TCBState* s) noexcept nogil:
    """CR 514: damage wears off and "until end of turn" effects end; if that (or anything)
    makes state-based actions or triggers happen, players get priority and cleanup repeats."""
    cdef int i
    cdef Obj* o
    s.step = STEP_CLEANUP
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone == Z_BATTLEFIELD:
            o.damage = 0
            o.power_mod = 0
            o.toughness_mod = 0
            o.protection = 0
            o.anim = 0
            o.eot = 0
            if CARD_REGEN[o.card]:
                o.choice = 0              # regeneration shields last this turn (CR 701.19a)
    for i in range(2):
        s.players[i].flags &= ~PF_CHANNEL
    if state_based_actions(s) or s.pending_len > 0:
        s.priority = s.active
        s.passes = 0
        s.task = TK_PRIORITY
        return
    s.task = TK_END_TURN


cdef void end_turn(TCBState* s) noexcept nogil:
    """CR 500.7: extra turns, the most recently created first."""
    s.first_turn = 0
    if s.extra_turn_count > 0:
        s.extra_turn_count -= 1
        s.active = s.extra_turns[s.extra_turn_count]
        s.extra_turns[s.extra_turn_count] = 0
    else:
        s.active = 1 - s.active
    s.task = TK_BEGIN_TURN


cdef void pregame_step(TCBState* s) noexcept nogil:
    """CR 103.6: opening-hand actions, the starting player first (Leylines, Chancellors). Of
    identical cards, those used come first (TB-8)."""
    cdef int i, j, card
    while s.step_cursor < NUM_DECK_OBJECTS:
        i = s.step_cursor
        card = s.objects[i].card
        if CARD_OPENING[card] != OPEN_NONE and s.objects[i].zone == Z_HAND:
            for j in range(DECK_SIZE * s.objects[i].owner, i):
                if s.objects[j].card == card and not (s.step_mask & (1u << j)):
                    break                                   # an identical card was declined
            else:
                s.decision = D_OPENING
                s.decider = s.objects[i].owner
                s.ctx[0] = i
                s.resume = TK_PREGAME
                return
        s.step_cursor += 1
    for i in range(NUM_DECK_OBJECTS):
        if not (s.step_mask & (1u << i)):
            continue
        card = s.objects[i].card
        if CARD_OPENING[card] == OPEN_LEYLINE:
            enter_battlefield(s, i, s.objects[i].owner, 0, False)
        elif CARD_OPENING[card] == OPEN_REVEAL_FORGE:
            s.players[s.objects[i].owner].forge_reveals += 1
        elif CARD_OPENING[card] == OPEN_REVEAL_ANNEX:
            s.players[s.objects[i].owner].annex_reveals += 1
        elif CARD_OPENING[card] == OPEN_REVEAL_TANGLE:
            s.players[s.objects[i].owner].tangle_reveals += 1
    s.step_cursor = -1
    s.step_mask = 0
    s.active = 0
    s.first_turn = 1
    s.task = TK_BEGIN_TURN
