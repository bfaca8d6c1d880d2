# 3 Card Blind: combat (CR 506-511). Attackers and blockers are declared one creature at a time;
# combat damage is assigned creature by creature (a decision only where a creature has a real
# choice) and dealt all at once (CR 510.2).

# D_ATTACK answers (CR 508.1b).
cdef enum:
    ATTACK_NONE = 0
    ATTACK_PLAYER = 1
    ATTACK_PLANESWALKER = 2       # + the planeswalker's object


cdef bint any_attackers(const TCBState* s) noexcept nogil:
    cdef int i
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_BATTLEFIELD and (s.objects[i].flags & OF_ATTACKING):
            return True
    return False


cdef void end_combat(TCBState* s) noexcept nogil:
    cdef int i
    for i in range(s.object_limit):
        s.objects[i].flags &= ~(OF_ATTACKING | OF_BLOCKING | OF_BLOCKED | OF_FIRST_STRUCK)
        s.objects[i].combat = 0


cdef bint controls_land_type(const TCBState* s, int player, int land_type) noexcept nogil:
    cdef int i
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player
                and (obj_landtypes(s, i) & land_type)):
            return True
    return False


cdef bint someone_has_empty_hand(const TCBState* s) noexcept nogil:
    return hand_size(s, 0) == 0 or hand_size(s, 1) == 0


cdef bint can_attack(const TCBState* s, int i) noexcept nogil:
    """CR 508.1a: an untapped creature of the active player, not summoning sick (CR 302.6),
    and not stopped by Ensnaring Bridge, Island Sanctuary or its own restriction."""
    cdef const Obj* o = &s.objects[i]
    cdef uint32_t kw
    cdef int p, bridges, defender = 1 - s.active
    if o.zone != Z_BATTLEFIELD or o.controller != s.active or not is_creature(s, i):
        return False
    if o.flags & OF_TAPPED:
        return False
    kw = obj_keywords(s, i)
    if (o.flags & OF_SICK) and not (kw & KW_HASTE):
        return False
    if static_on(s, i, S_NEEDS_EMPTY_HAND) and not someone_has_empty_hand(s):
        return False
    bridges = players_with_static(s, S_BRIDGE)
    if bridges:
        for p in range(2):
            if (bridges >> p) & 1 and obj_power(s, i) > hand_size(s, p):
                return False
    if (s.players[defender].flags & PF_SANCTUARY) and not (kw & (KW_FLYING | KW_ISLANDWALK)):
        # Island Sanctuary keeps it from attacking the player, not their planeswalkers
        return game_has_static(s, S_PLANESWALKER) and attackable_planeswalker(s, defender, 0) >= 0
    if (not (kw & KW_FLYING) and game_has_static(s, S_NONFLYERS_CANT_ATTACK_YOU)
            and (players_with_static(s, S_NONFLYERS_CANT_ATTACK_YOU) >> defender) & 1):
        # Form of the Dragon: the same, for creatures without flying (CR 508.1c)
        return game_has_static(s, S_PLANESWALKER) and attackable_planeswalker(s, defender, 0) >= 0
    return True


cdef inline bint may_attack_player(const TCBState* s, int i) noexcept nogil:
    """Of the restrictions of can_attack, those on attacking the player (Island Sanctuary, Form
    of the Dragon)."""
    cdef uint32_t kw = obj_keywords(s, i)
    if (s.players[1 - s.active].flags & PF_SANCTUARY) and not (kw & (KW_FLYING | KW_ISLANDWALK)):
        return False
    return (kw & KW_FLYING) != 0 or not game_has_static(s, S_NONFLYERS_CANT_ATTACK_YOU) or \
        not (players_with_static(s, S_NONFLYERS_CANT_ATTACK_YOU) >> (1 - s.active)) & 1


cdef int attackable_planeswalker(const TCBState* s, int defender, int start) noexcept nogil:
    """The first planeswalker from slot `start` on that the defending player controls (CR
    508.1b: it can be attacked), or -1."""
    cdef int j
    for j in range(start, s.object_limit):
        if (s.objects[j].zone == Z_BATTLEFIELD and s.objects[j].controller == defender
                and is_planeswalker(s, j)):
            return j
    return -1


cdef int attack_options(const TCBState* s, int i, int32_t* out) noexcept nogil:
    """The D_ATTACK options of creature i (CR 508.1b): ATTACK_PLAYER, then ATTACK_PLANESWALKER
    + each planeswalker of the defending player (one per class of identical ones, TB-8), then
    ATTACK_NONE. Without a planeswalker in the game: attack the player, or not."""
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    cdef int n = 0, j, k, defender = 1 - s.active
    cdef bint duplicate
    if not game_has_static(s, S_PLANESWALKER):
        out[0] = ATTACK_PLAYER
        out[1] = ATTACK_NONE
        return 2
    if may_attack_player(s, i):
        out[n] = ATTACK_PLAYER
        n += 1
    j = attackable_planeswalker(s, defender, 0)
    while j >= 0:
        duplicate = False
        for k in range(n):
            if out[k] >= ATTACK_PLANESWALKER and objects_interchangeable(
                    s, out[k] - ATTACK_PLANESWALKER, j, &referenced):
                duplicate = True
        if not duplicate:
            out[n] = ATTACK_PLANESWALKER + j
            n += 1
        j = attackable_planeswalker(s, defender, j + 1)
    out[n] = ATTACK_NONE
    return n + 1


cdef void declare_attack(TCBState* s, int i, int value) noexcept nogil:
    """A D_ATTACK answer: creature i attacks the player or a planeswalker, or doesn't."""
    if value == ATTACK_NONE:
        return
    s.step_mask |= 1u << i
    if value >= ATTACK_PLANESWALKER:
        s.objects[i].combat = (s.objects[i].combat & COMBAT_OBJECTS) | \
            (<uint32_t>(value - ATTACK_PLANESWALKER + 1) << ATTACK_SHIFT)


cdef inline int attacked_planeswalker(const TCBState* s, int i) noexcept nogil:
    """What attacker i attacks: -1 the defending player, ATTACKS_GONE nothing (CR 506.4c),
    else the planeswalker's object."""
    cdef int t = <int>(s.objects[i].combat >> ATTACK_SHIFT)
    if t == 0:
        return -1
    if t == ATTACKS_GONE:
        return ATTACKS_GONE
    return t - 1


cdef bint can_block_at_all(const TCBState* s, int i) noexcept nogil:
    cdef const Obj* o = &s.objects[i]
    if o.zone != Z_BATTLEFIELD or o.controller == s.active or not is_creature(s, i):
        return False
    if o.flags & OF_TAPPED:
        return False                                  # CR 509.1a
    if (CARD_KEYWORDS[o.card] & KW_CANT_BLOCK) and (obj_keywords(s, i) & KW_CANT_BLOCK):
        return False                                  # "can't block" (CR 509.1b)
    if static_on(s, i, S_NEEDS_EMPTY_HAND) and not someone_has_empty_hand(s):
        return False
    return True


cdef bint can_block(const TCBState* s, int blocker, int attacker) noexcept nogil:
    """Evasion and restrictions (CR 509.1b): flying, landwalk, protection, Stromkirk Noble."""
    cdef uint32_t akw, bkw
    cdef int defender = s.objects[blocker].controller
    cdef int ctype
    if not (s.objects[attacker].flags & OF_ATTACKING) or s.objects[attacker].zone != Z_BATTLEFIELD:
        return False
    akw = obj_keywords(s, attacker)
    bkw = obj_keywords(s, blocker)
    if (akw & KW_FLYING) and not (bkw & (KW_FLYING | KW_REACH)):
        return False                                  # CR 702.9b, 702.17b
    if (akw & KW_SWAMPWALK) and controls_land_type(s, defender, LT_SWAMP):
        return False                                  # CR 702.14c
    if (akw & KW_ISLANDWALK) and controls_land_type(s, defender, LT_ISLAND):
        return False
    if protected_from(s, attacker, blocker, False):
        return False                                  # CR 702.16c
    if static_on(s, attacker, S_NOT_BLOCKED_BY_TYPE):
        ctype = static_arg(s.objects[attacker].card, S_NOT_BLOCKED_BY_TYPE)
        if obj_has_ctype(s, blocker, ctype):
            return False
    return True


cdef int blocks_allowed(const TCBState* s, int blocker) noexcept nogil:
    """Cenn's Tactician: a creature with a +1/+1 counter can block an additional creature."""
    if s.objects[blocker].p1p1 > 0 and (players_with_static(s, S_EXTRA_BLOCK) >> s.objects[blocker].controller) & 1:
        return 2
    return 1


cdef int first_identical_candidate(const TCBState* s, int i, bint attackers,
                                   uint32_t* referenced) noexcept nogil:
    cdef int j
    for j in range(i):
        if (attackers and can_attack(s, j)) or (not attackers and can_block_at_all(s, j)):
            if objects_interchangeable(s, j, i, referenced):
                return j
    return i


# ---------------------------------------------------------------------------------------------
# Declare attackers (CR 508): one yes/no per creature. Of identical creatures, those attacking
# come first (TB-8).
# ---------------------------------------------------------------------------------------------
cdef void declare_attackers(TCBState* s) noexcept nogil:
    cdef int i, cls
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    if s.step_cursor < 0:
        s.step = STEP_DECLARE_ATTACKERS
        s.step_mask = 0
        for i in range(s.object_limit):
            s.step_aux[i] = <uint8_t>i
            if can_attack(s, i):
                s.step_aux[i] = <uint8_t>first_identical_candidate(s, i, True, &referenced)
        s.step_cursor = 0
    while s.step_cursor < s.object_limit:
        i = s.step_cursor
        if can_attack(s, i):
            cls = s.step_aux[i]
            if cls == i or (s.step_mask >> attacker_before(s, i)) & 1:
                s.decision = D_ATTACK
                s.decider = s.active
                s.ctx[0] = i
                s.resume = TK_DECLARE_ATTACKERS
                return
        s.step_cursor += 1
    s.step_cursor = -1
    for i in range(s.object_limit):
        if s.step_mask & (1u << i):
            s.objects[i].flags |= OF_ATTACKING                 # CR 508.1f: it taps,
            if not (obj_keywords(s, i) & KW_VIGILANCE):       # unless it has vigilance (702.20b)
                s.objects[i].flags |= OF_TAPPED
    s.combat_flags |= CF_ATTACKERS_DECLARED
    enter_step(s, STEP_DECLARE_ATTACKERS)
    for i in range(s.object_limit):
        if s.step_mask & (1u << i):
            fire_self(s, i, EV_ATTACKS, TGT_NONE, 0, printed_active(s, i), s.active)
    if ((s.game_events >> EV_ATTACKS_ALONE) & 1 and s.step_mask
            and (s.step_mask & (s.step_mask - 1)) == 0):
        # exalted (CR 702.83b): the only creature declared as an attacker attacks alone
        for i in range(s.object_limit):
            if s.step_mask & (1u << i):
                fire_watchers(s, EV_ATTACKS_ALONE, Z_BATTLEFIELD, s.active, i)
    s.step_mask = 0
    clear_step_classes(s)


cdef void clear_step_classes(TCBState* s) noexcept nogil:
    """Zeroes the identical-creature classes once a declaration is over (the canonical hash
    reads them at decisions other than priority; stale, they would split equal positions)."""
    memset(s.step_aux, 0, sizeof(s.step_aux))


cdef int attacker_before(const TCBState* s, int i) noexcept nogil:
    """The nearest earlier creature identical to i (i's class shares step_aux)."""
    cdef int j
    for j in range(i - 1, -1, -1):
        if s.step_aux[j] == s.step_aux[i] and j != i and can_attack(s, j):
            return j
    return i


# ---------------------------------------------------------------------------------------------
# Declare blockers (CR 509): for each creature, what it blocks. Of identical creatures, the
# blocking ones come first and block attackers in increasing order (TB-8).
# ---------------------------------------------------------------------------------------------
cdef int block_options(const TCBState* s, int blocker, int32_t* out) noexcept nogil:
    """The D_BLOCK options of `blocker`: raw_block_options, and with a menace attacker in this
    combat only those after which the declaration can still end legally (menace_filter)."""
    cdef int n = raw_block_options(s, blocker, out)
    if s.combat_flags & CF_MENACE:
        n = menace_filter(s, blocker, out, n)
    return n


cdef int raw_block_options(const TCBState* s, int blocker, int32_t* out) noexcept nogil:
    """Attackers `blocker` may still block (one per class of identical attackers), then
    CHOSEN_NONE. Respects the canonical order among identical blockers."""
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    cdef int a, j, n = 0, floor = -1, prev
    cdef bint duplicate
    prev = previous_identical_blocker(s, blocker)
    if prev >= 0:
        floor = last_blocked(s, prev)
        if floor < 0:
            out[0] = CHOSEN_NONE                     # the earlier identical one did not block
            return 1
    for a in range(s.object_limit):
        if a < floor or (s.objects[blocker].combat >> a) & 1:
            continue
        if not can_block(s, blocker, a):
            continue
        duplicate = False
        for j in range(n):
            if objects_interchangeable(s, out[j], a, &referenced):
                duplicate = True
        if not duplicate:
            out[n] = a
            n += 1
    out[n] = CHOSEN_NONE
    return n + 1


# ---------------------------------------------------------------------------------------------
# Menace (CR 702.111b): a creature with menace can't be blocked except by two or more creatures.
# Blockers are declared one creature at a time, so the restriction applies to the declaration as
# a whole (CR 509.1b-c): it may only end with each attacker with menace blocked by no creature
# or by two or more. A D_BLOCK option (block an attacker, or block nothing more) is offered only
# if some way of declaring the remaining blocks then ends legally; the declaration thus always
# ends legally, and every legal declaration stays reachable. Only in a combat with a menace
# attacker (CF_MENACE, set as the declaration begins): otherwise one flag test.
# ---------------------------------------------------------------------------------------------
cdef inline int blockers_of(const TCBState* s, int attacker) noexcept nogil:
    cdef uint32_t m = s.objects[attacker].combat & COMBAT_OBJECTS
    cdef int n = 0
    while m:
        m &= m - 1
        n += 1
    return n


cdef bint menace_short(const TCBState* s, int attacker) noexcept nogil:
    """An attacker with menace blocked by exactly one creature so far."""
    return ((s.objects[attacker].flags & OF_ATTACKING) != 0 and s.objects[attacker].zone == Z_BATTLEFIELD
            and blockers_of(s, attacker) == 1 and (obj_keywords(s, attacker) & KW_MENACE) != 0)


cdef int menace_filter(const TCBState* s, int blocker, int32_t* out, int n) noexcept nogil:
    cdef TCBState scratch
    cdef int k, m = 0
    cdef bint ok
    memcpy(&scratch, s, sizeof(TCBState))
    for k in range(n):
        if out[k] == CHOSEN_NONE:
            ok = blocks_can_end_legally(&scratch, blocker + 1)
        else:
            ok = try_block(&scratch, blocker, out[k])
        if ok:
            out[m] = out[k]
            m += 1
    return m


cdef bint try_block(TCBState* s, int blocker, int attacker) noexcept nogil:
    """Can the declaration end legally once `blocker` blocks `attacker`? (s is unchanged.)"""
    cdef uint16_t flags = s.objects[blocker].flags
    cdef uint32_t blocker_combat = s.objects[blocker].combat
    cdef uint32_t attacker_combat = s.objects[attacker].combat
    cdef bint ok
    record_block(s, blocker, attacker)
    ok = blocks_can_end_legally(s, blocker)          # the blocker may block more (Cenn's Tactician)
    s.objects[blocker].flags = flags
    s.objects[blocker].combat = blocker_combat
    s.objects[attacker].combat = attacker_combat
    return ok


cdef bint blocks_can_end_legally(TCBState* s, int cursor) noexcept nogil:
    """Can the creatures from `cursor` on declare their blocks (as declare_blockers asks them,
    with raw_block_options) so that no attacker with menace ends with exactly one blocker?
    Searching only "block nothing more" and "block an attacker with menace that has one
    blocker" is enough: from any legal ending, keeping one added blocker per such attacker
    (given, within a class of identical blockers, in increasing order) and dropping every
    other added block is a legal ending too, and one the declaration can reach."""
    cdef int32_t opts[MAX_OBJECTS + 1]
    cdef int a, k, n
    cdef bint any_short = False
    for a in range(s.object_limit):
        if menace_short(s, a):
            any_short = True
            break
    if not any_short:
        return True                                   # every remaining creature can block nothing
    while cursor < s.object_limit:
        if (s.step_mask >> cursor) & 1 and blocks_made(s, cursor) < blocks_allowed(s, cursor):
            break
        cursor += 1
    if cursor >= s.object_limit:
        return False
    n = raw_block_options(s, cursor, opts)
    for k in range(n):
        a = opts[k]
        if a == CHOSEN_NONE:
            if blocks_can_end_legally(s, cursor + 1):
                return True
        elif menace_short(s, a) and try_block(s, cursor, a):
            return True
    return False


cdef int previous_identical_blocker(const TCBState* s, int blocker) noexcept nogil:
    cdef int j
    for j in range(blocker - 1, -1, -1):
        if s.step_aux[j] == s.step_aux[blocker] and (s.step_mask >> j) & 1:
            return j
    return -1


cdef int last_blocked(const TCBState* s, int blocker) noexcept nogil:
    cdef int a
    for a in range(MAX_OBJECTS - 1, -1, -1):
        if (s.objects[blocker].combat >> a) & 1:
            return a
    return -1


cdef int blocks_made(const TCBState* s, int blocker) noexcept nogil:
    cdef int a, n = 0
    for a in range(s.object_limit):
        if (s.objects[blocker].combat >> a) & 1:
            n += 1
    return n


cdef void declare_blockers(TCBState* s) noexcept nogil:
    """The defending player declares blockers one creature at a time; a D_BLOCK answer of
    "none" (or reaching the creature's limit) moves on to the next creature."""
    cdef int i
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    if s.step_cursor < 0:
        s.step = STEP_DECLARE_BLOCKERS
        s.step_mask = 0                               # the creatures that may block
        for i in range(s.object_limit):
            s.step_aux[i] = <uint8_t>i
            if can_block_at_all(s, i):
                s.step_aux[i] = <uint8_t>first_identical_candidate(s, i, False, &referenced)
                s.step_mask |= 1u << i
            elif (s.objects[i].flags & OF_ATTACKING) and (obj_keywords(s, i) & KW_MENACE):
                s.combat_flags |= CF_MENACE
        s.step_cursor = 0
    while s.step_cursor < s.object_limit:
        i = s.step_cursor
        if (s.step_mask >> i) & 1 and blocks_made(s, i) < blocks_allowed(s, i):
            s.decision = D_BLOCK
            s.decider = 1 - s.active
            s.ctx[0] = i
            s.resume = TK_DECLARE_BLOCKERS
            return
        s.step_cursor += 1
    s.step_cursor = -1
    s.step_mask = 0
    s.combat_flags &= ~CF_MENACE
    clear_step_classes(s)
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and (s.objects[i].flags & OF_ATTACKING)
                and (s.objects[i].combat & COMBAT_OBJECTS)):
            s.objects[i].flags |= OF_BLOCKED           # CR 509.1h
    s.combat_flags |= CF_BLOCKERS_DECLARED
    enter_step(s, STEP_DECLARE_BLOCKERS)


cdef void record_block(TCBState* s, int blocker, int attacker) noexcept nogil:
    s.objects[blocker].flags |= OF_BLOCKING
    s.objects[blocker].combat |= 1u << attacker
    s.objects[attacker].combat |= 1u << blocker


# ---------------------------------------------------------------------------------------------
# Combat damage (CR 510)
# ---------------------------------------------------------------------------------------------
cdef inline bint in_combat(const TCBState* s, int i) noexcept nogil:
    return (s.objects[i].zone == Z_BATTLEFIELD and is_creature(s, i)
            and (s.objects[i].flags & (OF_ATTACKING | OF_BLOCKING)) != 0)


cdef bint first_strike_step_needed(const TCBState* s) noexcept nogil:
    cdef int i
    for i in range(s.object_limit):
        if in_combat(s, i) and (obj_keywords(s, i) & (KW_FIRST_STRIKE | KW_DOUBLE_STRIKE)):
            return True
    return False


cdef bint deals_damage_now(const TCBState* s, int i) noexcept nogil:
    """CR 510.4 / 702.4b: first or double strikers in the first-strike step; in the regular
    step, double strikers and those that dealt no first-strike damage."""
    cdef uint32_t kw
    if not in_combat(s, i):
        return False
    kw = obj_keywords(s, i)
    if s.step == STEP_FIRST_STRIKE_DAMAGE:
        return (kw & (KW_FIRST_STRIKE | KW_DOUBLE_STRIKE)) != 0
    return (kw & KW_DOUBLE_STRIKE) != 0 or not (s.objects[i].flags & OF_FIRST_STRUCK)


cdef inline int combat_recipients(const TCBState* s, int i, int32_t* out) noexcept nogil:
    """The creatures i deals combat damage to: an attacker's blockers, a blocker's attackers
    (those still in combat)."""
    cdef int j, n = 0
    for j in range(s.object_limit):
        if (s.objects[i].combat >> j) & 1 and in_combat(s, j):
            out[n] = j
            n += 1
    return n


cdef int lethal_damage(const TCBState* s, int target, int source) noexcept nogil:
    """CR 702.19b: damage that would be lethal, counting damage already marked and assigned
    in this step."""
    cdef int p, t, left
    obj_pt(s, target, &p, &t)
    if obj_keywords(s, source) & KW_INFECT:
        left = t - s.pend_m1m1[target]
    else:
        left = t - s.objects[target].damage - s.pend_damage[target]
    return left if left > 1 else 1


cdef bint damage_prevented(const TCBState* s, int source, int target) noexcept nogil:
    if (s.objects[source].eot & OE_MAZED) or (s.objects[target].eot & OE_MAZED):
        return True                                   # Maze of Ith
    return protected_from(s, target, source, False)


cdef int assignment_cap(const TCBState* s, int source, int target, int power, bint prevented,
                        bint gain_varies) noexcept nogil:
    """Damage beyond this changes nothing (TB-8): 0 if it is prevented; lethal damage if the
    creature just dies of it; all of it when more still matters (indestructible, or lifelink
    when the life gained depends on the split, `gain_varies`)."""
    if prevented:
        return 0
    if gain_varies or \
            ((obj_keywords(s, target) & KW_INDESTRUCTIBLE) and not (obj_keywords(s, source) & KW_INFECT)):
        return power
    return lethal_damage(s, target, source)


cdef enum:
    OUTCOME_SLOTS = 2048          # a power of two over twice MAX_CHOICES: short probes
    SPLIT_WIDTH = MAX_OBJECTS + 1 # an outcome: each recipient's capped amount, then the player's
    SCANNED_OPTIONS = 16          # outcomes are compared one by one up to this many options


# Scratch for listing the distinct ways one creature can divide its combat damage. An option
# is its index in that list, so neither amounts nor the number of recipients have a ceiling.
cdef struct DamageSplits:
    int n_rec
    bint trample
    int32_t recipients[MAX_OBJECTS]
    int caps[MAX_OBJECTS]
    int lethal[MAX_OBJECTS]               # with trample: what each must take first (702.19b)
    int twin[MAX_OBJECTS]                 # the nearest earlier recipient interchangeable with
                                          # this one (recipient_twins), or -1
    int amounts[MAX_OBJECTS]              # the split being built
    int wanted                            # the option whose split to keep in `chosen`
    int stop_at                           # listing ends once this many options are met
    int n                                 # options met so far
    int chosen[SPLIT_WIDTH]               # option `wanted`: amounts, then the player's part
    uint64_t option_hash[MAX_CHOICES]     # each option's outcome, hashed
    int32_t slot_option[OUTCOME_SLOTS]    # an index of them by hash once they are many; -1: empty
    int32_t outcomes[MAX_CHOICES * SPLIT_WIDTH]


cdef int assignment_options(const TCBState* s, int source, int32_t* out) noexcept nogil:
    """Distinct ways for `source` to divide its combat damage (CR 510.1c-d; trample 702.19b),
    as the options 0..n-1 that apply_assignment takes."""
    cdef DamageSplits d
    cdef int k, n = list_splits(s, source, &d, -1, MAX_CHOICES)
    for k in range(n):
        out[k] = k
    return n


cdef int list_splits(const TCBState* s, int source, DamageSplits* d, int wanted,
                     int stop_at) noexcept nogil:
    """Lists source's distinct splits in option order until stop_at of them are met, keeping
    option `wanted` in d.chosen; returns how many were met."""
    cdef int power = obj_power(s, source)
    cdef int k
    cdef bint prevented[MAX_OBJECTS]
    cdef bint any_prevented, gain_varies
    d.n_rec = combat_recipients(s, source, d.recipients)
    # CR 702.19c: the rest to the player or planeswalker it attacks; one that left takes none
    # (CR 506.4c), so then all of it goes to the blockers (CR 510.1c)
    d.trample = ((obj_keywords(s, source) & KW_TRAMPLE) != 0
                 and (s.objects[source].flags & OF_ATTACKING) != 0
                 and attacked_planeswalker(s, source) != ATTACKS_GONE)
    d.wanted = wanted
    d.stop_at = stop_at
    d.n = 0
    # CR 702.15b: lifelink gains what the source deals. With none of its damage to the
    # recipients prevented it deals all of it however it is split (what reaches the player is
    # a part of the outcome already), so only then does the split leave the gain alone.
    any_prevented = False
    for k in range(d.n_rec):
        prevented[k] = damage_prevented(s, source, d.recipients[k])
        any_prevented = any_prevented or prevented[k]
    gain_varies = any_prevented and (obj_keywords(s, source) & KW_LIFELINK) != 0
    recipient_twins(s, d)
    for k in range(d.n_rec):
        d.caps[k] = assignment_cap(s, source, d.recipients[k], power, prevented[k], gain_varies)
        d.amounts[k] = 0
        if d.trample:
            d.lethal[k] = lethal_damage(s, d.recipients[k], source)
    enumerate_splits(s, source, d, 0, power)
    return d.n


cdef void recipient_twins(const TCBState* s, DamageSplits* d) noexcept nogil:
    """Sets d.twin. Which of two interchangeable recipients takes which share changes nothing
    (TB-8: identical cards are interchangeable), so a split is listed only with the shares
    of each class of them, capped, in non-increasing order (enumerate_splits)."""
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    cdef int k, j
    for k in range(d.n_rec):
        d.twin[k] = -1
        for j in range(k - 1, -1, -1):
            if recipients_interchangeable(s, d.recipients[j], d.recipients[k], &referenced):
                d.twin[k] = j
                break


cdef bint recipients_interchangeable(const TCBState* s, int i, int j,
                                     uint32_t* referenced) noexcept nogil:
    """Identical objects in the same blocks, with the same combat damage assigned to them and
    by them so far, that nothing else refers to. `referenced`: references_but_blocks(s) once
    needed (REFERENCES_UNKNOWN before)."""
    cdef int k
    if memcmp(&s.objects[i], &s.objects[j], sizeof(Obj)) != 0:
        return False                        # the same blocks, too: Obj.combat
    if s.pend_damage[i] != s.pend_damage[j] or s.pend_m1m1[i] != s.pend_m1m1[j]:
        return False
    if ((s.pend_sources >> i) ^ (s.pend_sources >> j)) & 1 or \
            ((s.pend_hit_player >> i) ^ (s.pend_hit_player >> j)) & 1:
        return False
    if referenced[0] == REFERENCES_UNKNOWN:
        referenced[0] = references_but_blocks(s)
    if (referenced[0] >> i) & 1 or (referenced[0] >> j) & 1:
        return False
    for k in range(s.object_limit):         # each creature in combat with one is with both
        if ((s.objects[k].combat >> i) ^ (s.objects[k].combat >> j)) & 1:
            return False
    return True


cdef void enumerate_splits(const TCBState* s, int source, DamageSplits* d, int k,
                           int left) noexcept nogil:
    """Meets every split of the `left` damage over recipients k.. in option order, the most
    damage on the earliest recipient first, and records those with a new outcome."""
    cdef int a, lowest, usable, twin
    if d.n >= d.stop_at:
        return
    if k == d.n_rec:
        if left > 0 and not (d.trample and all_assigned_lethal(d)):
            return
        record_split(d, left)
        return
    # Without trample the player gets nothing (CR 510.1c): the last recipient takes the rest.
    lowest = left if (k == d.n_rec - 1 and not d.trample) else 0
    usable = usable_by_later(d.caps, d.n_rec, k) if not d.trample else -1
    a = left
    if d.trample and any_earlier_at_cap(d, k):
        # More than both its cap and its lethal damage to k: the excess could have gone to
        # the earlier recipient at its cap instead, for the same outcome and a split met
        # before this one. Without this a large trampler walks every split of its power.
        a = d.caps[k] if d.caps[k] > d.lethal[k] else d.lethal[k]
        if a > left:
            a = left
    twin = d.twin[k]
    if twin >= 0 and d.amounts[twin] < d.caps[twin] and a > d.amounts[twin]:
        # no more, capped, than its earlier twin: the other order is the same outcome
        a = d.amounts[twin]
    while a >= lowest:
        if usable >= 0 and a >= d.caps[k] and left - a > usable:
            # Recipient k is at its cap whatever it gets down to the cap, and the later ones
            # can use no more than `usable` (without trample the excess only piles onto one
            # of them): such a split's outcome repeats that of the split with a = left -
            # usable, met already. Skipping them keeps a large power from enumerating
            # every split of it (CR 510.1c allows them all; their outcomes are few).
            a = d.caps[k] - 1
            continue
        d.amounts[k] = a
        enumerate_splits(s, source, d, k + 1, left - a)
        a -= 1


cdef inline int usable_by_later(const int* caps, int n_rec, int k) noexcept nogil:
    """The damage recipients after k can take before more changes no outcome; -1 if there
    are none (the last recipient takes the rest)."""
    cdef int j, total = 0
    if k >= n_rec - 1:
        return -1
    for j in range(k + 1, n_rec):
        total += caps[j]
    return total


cdef void record_split(DamageSplits* d, int player_part) noexcept nogil:
    """Makes the split in d.amounts (with player_part to the player) an option unless its
    outcome, each amount capped at what still matters to its recipient, is one already met."""
    cdef int32_t* outcome = &d.outcomes[d.n * SPLIT_WIDTH]
    cdef int j, width = d.n_rec + 1
    cdef uint64_t h = 1469598103934665603u
    for j in range(d.n_rec):
        outcome[j] = d.amounts[j] if d.amounts[j] < d.caps[j] else d.caps[j]
    outcome[d.n_rec] = player_part
    for j in range(width):
        h = (h ^ <uint32_t>outcome[j]) * 1099511628211u
    if outcome_met(d, outcome, h):
        return
    d.option_hash[d.n] = h
    if d.n == d.wanted:
        for j in range(d.n_rec):
            d.chosen[j] = d.amounts[j]
        d.chosen[d.n_rec] = player_part
    d.n += 1
    if d.n == SCANNED_OPTIONS:
        index_outcomes(d)
    elif d.n > SCANNED_OPTIONS:
        index_outcome(d, d.n - 1)


cdef inline bint outcome_met(const DamageSplits* d, const int32_t* outcome, uint64_t h) noexcept nogil:
    """Whether an option so far has this outcome (hash h): a scan while they are few, as most
    listings are, then the open-addressing index."""
    cdef int k, width = (d.n_rec + 1) * sizeof(int32_t)
    cdef uint32_t slot
    if d.n < SCANNED_OPTIONS:
        for k in range(d.n):
            if d.option_hash[k] == h and memcmp(&d.outcomes[k * SPLIT_WIDTH], outcome, width) == 0:
                return True
        return False
    slot = <uint32_t>(h >> 40) & (OUTCOME_SLOTS - 1)
    while d.slot_option[slot] >= 0:
        k = d.slot_option[slot]
        if d.option_hash[k] == h and memcmp(&d.outcomes[k * SPLIT_WIDTH], outcome, width) == 0:
            return True
        slot = (slot + 1) & (OUTCOME_SLOTS - 1)
    return False


cdef void index_outcomes(DamageSplits* d) noexcept nogil:
    cdef int k
    memset(d.slot_option, 0xFF, sizeof(d.slot_option))      # every slot -1: empty
    for k in range(d.n):
        index_outcome(d, k)


cdef inline void index_outcome(DamageSplits* d, int k) noexcept nogil:
    cdef uint32_t slot = <uint32_t>(d.option_hash[k] >> 40) & (OUTCOME_SLOTS - 1)
    while d.slot_option[slot] >= 0:
        slot = (slot + 1) & (OUTCOME_SLOTS - 1)
    d.slot_option[slot] = k


cdef bint all_assigned_lethal(const DamageSplits* d) noexcept nogil:
    """Trample (CR 702.19b): damage reaches the player only once every blocker is assigned
    lethal damage."""
    cdef int j
    for j in range(d.n_rec):
        if d.amounts[j] < d.lethal[j]:
            return False
    return True


cdef inline bint any_earlier_at_cap(const DamageSplits* d, int k) noexcept nogil:
    cdef int j
    for j in range(k):
        if d.amounts[j] >= d.caps[j]:
            return True
    return False


cdef void assign_to_player(TCBState* s, int source, int player, int amount) noexcept nogil:
    cdef uint32_t kw
    if amount <= 0 or (s.objects[source].eot & OE_MAZED):
        return
    if ((players_with_static(s, S_PREVENT_OTHERS_DAMAGE) >> player) & 1) and \
            s.objects[source].controller != player:
        return                                        # Energy Field
    kw = obj_keywords(s, source)
    if kw & KW_INFECT:
        s.pend_poison[player] += amount
    else:
        s.pend_player_damage[player] += amount
    if kw & KW_TOXIC:
        s.pend_poison[player] += CARD_TOXIC[s.objects[source].card]   # CR 702.164c
    if kw & KW_LIFELINK:
        s.pend_gain[s.objects[source].controller] += amount
    s.pend_hit_player |= 1u << source


cdef void assign_to_attacked(TCBState* s, int source, int amount) noexcept nogil:
    """Combat damage of an attacker to what it attacks (CR 510.1a-c): the defending player,
    or the planeswalker (CR 120.3c: loyalty counters are removed as the damage is dealt; no
    poison, toxic or "to a player" triggers), or nothing if that planeswalker has left."""
    cdef int pw = attacked_planeswalker(s, source)
    cdef int total
    if pw < 0:
        assign_to_player(s, source, 1 - s.objects[source].controller, amount)
        return
    if pw == ATTACKS_GONE or amount <= 0 or damage_prevented(s, source, pw):
        return
    total = s.pend_damage[pw] + amount
    s.pend_damage[pw] = <uint8_t>(250 if total > 250 else total)
    if obj_keywords(s, source) & KW_LIFELINK:
        s.pend_gain[s.objects[source].controller] += amount


cdef void assign_to_creature(TCBState* s, int source, int target, int amount) noexcept nogil:
    cdef int total
    if amount <= 0 or damage_prevented(s, source, target):
        return
    if obj_keywords(s, source) & KW_INFECT:
        total = s.pend_m1m1[target] + amount
        s.pend_m1m1[target] = <uint8_t>(250 if total > 250 else total)
    else:
        total = s.pend_damage[target] + amount
        s.pend_damage[target] = <uint8_t>(250 if total > 250 else total)
    if obj_keywords(s, source) & KW_LIFELINK:
        s.pend_gain[s.objects[source].controller] += amount


cdef void apply_assignment(TCBState* s, int source, int option) noexcept nogil:
    """Assigns source's combat damage as its option `option` of assignment_options."""
    cdef DamageSplits d
    cdef int j
    if list_splits(s, source, &d, option, option + 1) <= option:
        return                                        # not an option: the caller checked
    for j in range(d.n_rec):
        assign_to_creature(s, source, d.recipients[j], d.chosen[j])
    if d.chosen[d.n_rec]:
        assign_to_attacked(s, source, d.chosen[d.n_rec])
    s.pend_sources |= 1u << source


cdef bint auto_assign(TCBState* s, int i) noexcept nogil:
    """Assigns i's combat damage when there is no choice; False when its controller must
    choose (more than one distinct assignment)."""
    cdef DamageSplits d
    cdef int power = obj_power(s, i)
    cdef int j, n
    s.pend_sources |= 1u << i
    if power <= 0:
        return True                                   # CR 510.1a
    if (s.objects[i].flags & OF_ATTACKING) and not (s.objects[i].flags & OF_BLOCKED):
        assign_to_attacked(s, i, power)               # CR 510.1a: unblocked
        return True
    # A trampler whose blockers are all gone has the one split "all to the player"
    # (CR 702.19e); another blocked creature with no recipients assigns nothing.
    n = list_splits(s, i, &d, 0, 2)
    if n > 1:
        return False
    if n == 0:
        return True
    for j in range(d.n_rec):
        assign_to_creature(s, i, d.recipients[j], d.chosen[j])
    if d.chosen[d.n_rec]:
        assign_to_attacked(s, i, d.chosen[d.n_rec])
    return True


cdef void clear_pending_damage(TCBState* s) noexcept nogil:
    """Empties the combat damage being assigned. Done again once it is dealt: the canonical
    hash reads these fields at decisions other than priority, and stale ones would tell apart
    positions that play out identically."""
    memset(s.pend_damage, 0, sizeof(s.pend_damage))
    memset(s.pend_m1m1, 0, sizeof(s.pend_m1m1))
    s.pend_player_damage[0] = s.pend_player_damage[1] = 0
    s.pend_poison[0] = s.pend_poison[1] = 0
    s.pend_gain[0] = s.pend_gain[1] = 0
    s.pend_hit_player = 0
    s.pend_sources = 0


cdef void combat_damage(TCBState* s) noexcept nogil:
    cdef int i
    if s.dmg_cursor < 0:
        clear_pending_damage(s)
        s.dmg_cursor = 0
    while s.dmg_cursor < s.object_limit:
        i = s.dmg_cursor
        if deals_damage_now(s, i) and not ((s.pend_sources >> i) & 1):
            if not auto_assign(s, i):
                s.decision = D_ASSIGN
                s.decider = s.objects[i].controller
                s.ctx[0] = i
                s.resume = TK_COMBAT_DAMAGE
                return
        s.dmg_cursor += 1
    deal_combat_damage(s)
    clear_pending_damage(s)
    s.dmg_cursor = -1
    enter_step(s, s.step)


cdef void deal_combat_damage(TCBState* s) noexcept nogil:
    """CR 510.2: all combat damage at once; then lifelink, poison, and the triggers."""
    cdef int i, p
    cdef bint walkers = game_has_static(s, S_PLANESWALKER)
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_BATTLEFIELD:
            if s.pend_damage[i]:
                if walkers and is_planeswalker(s, i):
                    remove_loyalty(s, i, s.pend_damage[i])     # CR 120.3c
                if not walkers or is_creature(s, i):
                    p = s.objects[i].damage + s.pend_damage[i]
                    s.objects[i].damage = <uint8_t>(250 if p > 250 else p)
            if s.pend_m1m1[i]:
                add_m1m1(s, i, s.pend_m1m1[i])
        if s.step == STEP_FIRST_STRIKE_DAMAGE and (s.pend_sources >> i) & 1:
            s.objects[i].flags |= OF_FIRST_STRUCK
    for p in range(2):
        lose_life(s, p, s.pend_player_damage[p])
        if s.pend_poison[p]:
            s.players[p].poison = <uint8_t>min_int(POISON_TO_LOSE, s.players[p].poison + s.pend_poison[p])
    for p in range(2):
        gain_life(s, p, s.pend_gain[p])
    for i in range(s.object_limit):
        if (s.pend_hit_player >> i) & 1 and s.objects[i].zone == Z_BATTLEFIELD:
            fire_self(s, i, EV_COMBAT_DAMAGE_PLAYER, TGT_NONE, 0, printed_active(s, i),
                      s.objects[i].controller)
    if (s.game_events >> EV_MONARCH_DAMAGE) & 1:
        # CR 724.2: whenever a creature deals combat damage to the monarch, its controller
        # becomes the monarch; one trigger per creature, controlled by the monarch. The damaged
        # player is the attacked one, whom the creature's controller attacks (two players).
        for i in range(s.object_limit):
            if ((s.pend_hit_player >> i) & 1 and s.objects[i].zone == Z_BATTLEFIELD
                    and (s.players[1 - s.objects[i].controller].flags & PF_MONARCH)):
                queue_monarch_trigger(s, EV_MONARCH_DAMAGE, 1 - s.objects[i].controller)


cdef inline int min_int(int a, int b) noexcept nogil:
    return a if a < b else b
