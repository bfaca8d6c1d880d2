# 3 Card Blind: the canonical state hash and the buffer's invariants.
#
# The hash is what the exact solver uses for transpositions. Objects are hashed without their
# slot numbers and summed (so which of two identical cards is which doesn't matter); every
# reference to an object (a target, "that spell", a block, an imprint) is hashed as the
# referenced object's content, and each object's hash includes who refers to it, so that two
# identical creatures of which one is targeted stay apart. Left out: the RNG, the turn counter
# (unless a turn limit reads it), the configuration, and scratch fields of steps that are not
# under way.

cdef inline uint64_t obj_word(const Obj* o, int k) noexcept nogil:
    """Obj's bytes 8k .. 8k+7 as one word (one load: the fields hashed lie in memory order)."""
    cdef uint64_t w
    memcpy(&w, <const char*>o + 8 * k, 8)
    return w


cdef inline uint64_t obj_content_hash(const Obj* o) noexcept nogil:
    cdef uint64_t h = 0x51ED270B27A4C6F1ULL
    h = hash_step(h, obj_word(o, 0))      # card, choice, flags, eot
    h = hash_step(h, obj_word(o, 1))      # zone, owner, controller, counters, damage, power_mod
    # toughness_mod, protection, lib_pos, anim, extra; not link, attached and newer: references
    # are hashed by what they refer to (tcb_position_hash)
    h = hash_step(h, obj_word(o, 2) & 0x0000FFFFFF00FFFFULL)
    return mix64(h)


cdef inline uint64_t aura_refs_hash(const Obj* o, const uint64_t* base) noexcept nogil:
    """An Aura's attachment (CR 303.4): the object it enchants by that object's content, or
    the player code; and which land-type effects are newer than its own (Obj.newer)."""
    cdef uint64_t h = mix64(<uint64_t>o.newer * 0x3C79AC492BA7B653ULL + 11)
    if o.attached and o.attached < ATTACHED_BASE + MAX_OBJECTS:
        h += base[o.attached - ATTACHED_BASE] * 0xD6E8FEB86659FD93ULL + 3
    else:
        h += mix64(<uint64_t>o.attached * 0x1C69B3F74AC4AE35ULL + 7)
    return h


cdef uint64_t REF_CODE_HASH[256]        # ref_hash of a code past the object limit: 0 for a slot
                                        # (free, like a free slot below it), else the code's
cdef uint64_t ITEM_SEED[256]            # item_hash's start at each position (stack, pending, res)


cdef void init_hash_tables() noexcept nogil:
    cdef uint64_t code
    for code in range(256):
        REF_CODE_HASH[code] = 0 if code < MAX_OBJECTS else mix64(code * 0xA24BAED4963EE407ULL + 77)
        ITEM_SEED[code] = mix64(code + 0x1F83D9ABFB41BD6BULL)


init_hash_tables()


cdef inline uint64_t ref_hash(const uint64_t* refined, int limit, int ref) noexcept nogil:
    """A reference's hash: the referred object's refined hash, or the code's."""
    if ref < limit:
        return refined[ref]
    return REF_CODE_HASH[ref]


cdef inline uint32_t note_incoming(uint64_t* incoming, int ref, uint64_t role) noexcept nogil:
    """Adds a reference's role to what refers to the object; the object's bit (0 for a code)."""
    if ref < MAX_OBJECTS:
        incoming[ref] += mix64(role)
        return 1u << ref
    return 0


cdef inline uint64_t item_word(const StackItem* it, int k) noexcept nogil:
    """StackItem's bytes 8k .. 8k+7 as one word (k = 0, 1)."""
    cdef uint64_t w
    memcpy(&w, <const char*>it + 8 * k, 8)
    return w


cdef uint64_t item_hash(const StackItem* it, const uint64_t* refined, int limit,
                        int position) noexcept nogil:
    cdef uint64_t h = ITEM_SEED[position]
    cdef uint32_t amounts
    cdef int k
    memcpy(&amounts, &it.amounts[0], 4)
    # ability, source_card, kind, controller, x; then mode, flags, lki and the amounts. Not
    # source, ref and the targets: references are hashed by what they refer to (ref_hash)
    h = hash_step(h, item_word(it, 0) & 0xFFFF00FFFFFFFFFFULL)
    h = hash_step(h, (item_word(it, 1) & 0xFF00FFFFULL) | (<uint64_t>amounts << 32))
    h = hash_step(h, ref_hash(refined, limit, it.source))
    h = hash_step(h, ref_hash(refined, limit, it.ref))
    for k in range(MAX_TARGETS):
        h = hash_step(h, ref_hash(refined, limit, it.targets[k]))
    return mix64(h)


cdef uint32_t note_item_refs(uint64_t* incoming, const StackItem* it, uint64_t role) noexcept nogil:
    """Notes the item's references in incoming; the bits of the objects it refers to."""
    cdef uint32_t referred = note_incoming(incoming, it.source, role * 16 + 1)
    cdef int k
    referred |= note_incoming(incoming, it.ref, role * 16 + 2)
    for k in range(MAX_TARGETS):
        referred |= note_incoming(incoming, it.targets[k], role * 16 + 3 + k)
    return referred


cdef inline bint refers_to_objects(const Obj* o, bint auras) noexcept nogil:
    """Whether the object refers to another: blocks or attacks, a link, an Aura's attachment."""
    return o.combat != 0 or o.link < MAX_OBJECTS or (auras and (o.attached or o.newer))


cdef bint any_attachment(const TCBState* s) noexcept nogil:
    """Whether an object has an attachment or a newer land-type effect (read in games with Auras)."""
    cdef int i
    for i in range(s.object_limit):
        if s.objects[i].attached or s.objects[i].newer:
            return True
    return False


cdef inline uint64_t with_incoming(uint64_t base, uint64_t extra) noexcept nogil:
    """An object's hash with what refers to it and what it refers to (extra). base is already
    mixed: an object nothing refers to and that refers to nothing keeps it."""
    return base if extra == 0 else mix64(base ^ (extra * 0x2545F4914F6CDD1DULL + (extra >> 29)))


cdef uint64_t refined_hash(const Obj* o, uint64_t own, const uint64_t* base, uint64_t extra,
                           bint auras) noexcept nogil:
    """An object's hash (own, its base hash) with who refers to it (extra) and what it refers to."""
    cdef uint32_t mask = o.combat & COMBAT_OBJECTS
    cdef int j = <int>(o.combat >> ATTACK_SHIFT)              # what an attacker attacks (CR 508.1b)
    if j:
        extra += (base[j - 1] if j <= MAX_OBJECTS else <uint64_t>0x7F4A7C15) * 0x94D049BB133111EBULL + 5
    while mask:
        j = ctz64(mask)
        mask &= mask - 1
        extra += base[j] * 0x9E3779B97F4A7C15ULL
    if o.link < MAX_OBJECTS:
        extra += base[o.link] * 0xC2B2AE3D27D4EB4FULL + 1
    if auras and (o.attached or o.newer):
        extra += aura_refs_hash(o, base)
    return with_incoming(own, extra)


cdef uint32_t note_items_refs(const TCBState* s, uint64_t* incoming) noexcept nogil:
    """Sets incoming to what the items (stack, pending triggers, the resolving item) refer to
    each object as; returns the bits of the objects referred to."""
    cdef uint32_t referred = 0
    cdef int k
    memset(incoming, 0, MAX_OBJECTS * sizeof(uint64_t))
    for k in range(s.stack_len):
        referred |= note_item_refs(incoming, &s.stack[k], <uint64_t>(k + 1))
    for k in range(s.pending_len):
        referred |= note_item_refs(incoming, &s.pending[k], <uint64_t>(k + 100))
    if s.decision != D_PRIORITY and s.res.kind != 0:
        referred |= note_item_refs(incoming, &s.res, 200)
    return referred


cdef uint64_t refine_referred(const TCBState* s, uint64_t* hashes) noexcept nogil:
    """With items referring to objects but no object referring to another: each object an item
    refers to takes in who refers to it (refined_hash, with nothing of its own to add), in
    place, for no object's hash reads another's. Returns how much the objects' sum changes."""
    cdef uint64_t incoming[MAX_OBJECTS]
    cdef uint64_t refined, change = 0
    cdef uint32_t referred = note_items_refs(s, incoming)
    cdef int i
    while referred:
        i = ctz64(referred)
        referred &= referred - 1
        if i < s.object_limit and s.objects[i].zone != Z_NONE:   # a free slot hashes as empty
            refined = with_incoming(hashes[i], incoming[i])
            change += refined - hashes[i]
            hashes[i] = refined
    return change


cdef uint64_t refine_objects(const TCBState* s, uint64_t* base, uint64_t* refined,
                             bint auras) noexcept nogil:
    """Sets refined to the objects' hashes with their references (refined_hash), read from
    base, and returns how much the objects' sum changes with them."""
    cdef uint64_t incoming[MAX_OBJECTS]
    cdef uint64_t change = 0
    cdef uint32_t referred = note_items_refs(s, incoming)
    cdef int i
    cdef const Obj* o
    for i in range(s.object_limit, MAX_OBJECTS):   # stale references past the limit: empty slots
        base[i] = 0
    memcpy(refined, base, MAX_OBJECTS * sizeof(uint64_t))
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone != Z_NONE and ((referred >> i) & 1 or refers_to_objects(o, auras)):
            refined[i] = refined_hash(o, base[i], base, incoming[i], auras)
            change += refined[i] - base[i]
    return change


cdef uint64_t tcb_canonical_hash(const int32_t* buf) noexcept nogil:
    """The position's hash (tcb_position_hash), and the turn counter's in a game with a turn
    limit: there a position met again on a later turn has fewer turns left to win in, so it
    is not the same state (without a limit, it is: TB-4)."""
    cdef const TCBState* s = <const TCBState*>buf
    if s.turn_limit > 0:
        return mix64(tcb_position_hash(buf) ^ (<uint64_t>s.turn_number * 0x9E3779B97F4A7C15ULL))
    return tcb_position_hash(buf)


cdef uint64_t tcb_position_hash(const int32_t* buf) noexcept nogil:
    """Everything in play but the turn counter (see the top of this file)."""
    cdef const TCBState* s = <const TCBState*>buf
    cdef uint64_t base[MAX_OBJECTS]
    cdef uint64_t refined[MAX_OBJECTS]
    cdef const uint64_t* hashes = base       # the objects' hashes with their references
    cdef uint64_t h, objects_sum = 0
    cdef uint32_t combat = 0
    cdef uint8_t links = NO_OBJECT          # every link's bits: below MAX_OBJECTS if one links
    cdef int i, k
    cdef const Obj* o
    cdef int limit = s.object_limit
    cdef bint auras = game_has_static(s, S_AURA)
    for i in range(limit):
        o = &s.objects[i]
        if o.zone == Z_NONE:
            base[i] = 0
            continue
        base[i] = obj_content_hash(o)
        objects_sum += base[i]
        combat |= o.combat
        links &= o.link
    # Some object may refer to another: refine them all (links that all refer to nothing can
    # still AND to a slot; refine_objects tests each object itself). Else only items refer.
    if combat or links < MAX_OBJECTS or (auras and any_attachment(s)):
        objects_sum += refine_objects(s, base, refined, auras)
        hashes = refined
    elif s.stack_len or s.pending_len or (s.decision != D_PRIORITY and s.res.kind != 0):
        objects_sum += refine_referred(s, base)
    # The plain fields in memory order, two words a step: the turn's (not task: what the engine
    # does next is not part of the position), the players', the decision's.
    h = mix64(<uint64_t>GAME_ID)
    h = hash_int32_pairs(h, &s.active, 2)                                      # active, step
    h = hash_int32_pairs(h, &s.priority, &s.extra_turn_count + 1 - &s.priority)
    for k in range(s.extra_turn_count):
        h = hash_step(h, s.extra_turns[k])
    h = hash_int32_pairs(h, <const int32_t*>&s.players[0], sizeof(s.players) // 4)
    h = hash_int32_pairs(h, &s.decision, 2)                                    # decision, decider
    h = hash_int32_pairs(h, &s.stack_len, 2)                                   # stack_len, pending_len
    h = hash_step(h, objects_sum)
    for k in range(s.stack_len):
        h = hash_step(h, item_hash(&s.stack[k], hashes, limit, k))
    for k in range(s.pending_len):
        h = hash_step(h, item_hash(&s.pending[k], hashes, limit, k + 100))
    if s.decision != D_PRIORITY and s.winner < 0:
        h = hash_step(h, item_hash(&s.res, hashes, limit, 200))
        # The decision's and the cast's fields (ctx .. cast_slot), then the resolution's
        # counters, combat damage and the turn-based step's choices (res_pc .. step_aux).
        h = hash_int32_pairs(h, &s.ctx[0], &s.cast_slot + 1 - &s.ctx[0])
        h = hash_int32_pairs(h, &s.res_pc, <const int32_t*>&s.stack_len - &s.res_pc)
    return mix64(h)


# ---------------------------------------------------------------------------------------------
# Invariants (check_invariants; the fuzz test runs them after every action)
# ---------------------------------------------------------------------------------------------
INVARIANT_ERRORS = {
    1: "a deck card is in no zone or has the wrong owner",
    2: "a free slot holds data, or a token or copy is in the wrong zone",
    3: "a spell on the stack has no stack item, or an item's spell is not on the stack",
    4: "both +1/+1 and -1/-1 counters on a permanent at a decision",
    5: "life or poison outside their range",
    6: "a player at priority has lost",
    7: "attack and block records disagree",
    8: "a permanent's battlefield state on a card outside the battlefield",
    9: "library positions are not 0..n-1",
    10: "stack or pending lengths out of range",
    11: "a pending decision has no decider, or a finished game a decision",
    12: "the pending trigger queue or the stack overflowed",
    13: "the engine stalled (an automatic step repeated without end)",
    14: "a prototype mark on an object that can't have one (off the stack and battlefield)",
    15: "a link (imprint, exile until it leaves) that isn't from a permanent to a card in exile",
    16: "an attack on a planeswalker by a creature not attacking, or on a permanent that isn't a planeswalker",
    17: "more opening-hand reveals waiting than the player has cards",
    23: "a choice (play permission) on a card off the battlefield that isn't spellbound in exile or being cast, or face down in exile (hideaway)",
    24: "a once-each-turn activation mark on an object off the battlefield",
    25: "more emblems than the emblem cap",
    26: "a keyword of choice gained until end of turn on an object off the battlefield",
    27: "a suspend mark off exile on anything but a creature spell or creature permanent cast by suspend",
    20: "an attachment on an object that isn't an Aura on the battlefield, or to an object off the battlefield",
    29: "a land-type link (Tide Shaper) off the battlefield, or not to another land on the battlefield",
    31: "land-ability mana (pool slot M_LAND) not canonical: a colour with no mana, or no colour",
    33: "a flipped face (CR 710) off the battlefield",
}


cdef int tcb_check_invariants(const int32_t* buf) noexcept nogil:
    cdef const TCBState* s = <const TCBState*>buf
    cdef const Obj* o
    cdef int i, j, k, found, p, count
    cdef uint32_t positions
    if s.header.reserved >= STALL_ERROR * 1000:
        return 13
    for i in range(s.object_limit, MAX_OBJECTS):
        if s.objects[i].zone != Z_NONE:
            return 2
    if s.stack_len < 0 or s.stack_len > MAX_STACK or s.pending_len < 0 or s.pending_len > MAX_PENDING:
        return 10
    for i in range(MAX_OBJECTS):
        o = &s.objects[i]
        if i < NUM_DECK_OBJECTS:
            if o.zone == Z_NONE or o.zone > Z_EXILE or o.owner != i // DECK_SIZE or o.card >= NUM_DEFS:
                return 1
        elif o.zone == Z_NONE:
            if o.card != NO_CARD or o.flags or o.counters or o.p1p1 or o.extra:
                return 2
        elif o.flags & OF_TOKEN:
            if o.zone != Z_BATTLEFIELD:
                return 2
        elif o.flags & OF_COPY:
            if o.zone != Z_STACK:
                return 2
        else:
            return 2
        if o.zone != Z_BATTLEFIELD and (o.eot & OE_CHOSEN_KEYWORDS):
            return 26                 # a keyword gained until end of turn off the battlefield
        if o.zone == Z_STACK:
            found = 0
            for k in range(s.stack_len):
                if s.stack[k].kind == SI_SPELL and s.stack[k].source == i:
                    found += 1
            if s.task == TK_RESOLVE and s.res.kind == SI_SPELL and s.res.source == i:
                found += 1
            if found != 1:
                return 3
        if o.zone != Z_BATTLEFIELD and (o.flags & (OF_TAPPED | OF_ATTACKING | OF_BLOCKING) or o.damage
                                        or o.p1p1 or o.m1m1 or o.combat
                                        or (o.extra & ~OX_PROTOTYPED)):
            return 8
        if o.choice and o.zone != Z_BATTLEFIELD and o.zone != Z_NONE and not (
                (o.zone == Z_EXILE or o.zone == Z_STACK) and (o.flags & OF_SPELLBOUND)
                and o.choice >= PERMIT_PLAY) and not (
                o.zone == Z_EXILE and o.choice == FACE_DOWN and not (o.flags & OF_SPELLBOUND)):
            return 23                 # only a play permission (Lightstall Inquisitor) is kept
                                      # there, and on the stack until the spell's cost is paid
        if (o.flags & OF_SUSPENDED) and not (
                o.zone == Z_EXILE or ((o.zone == Z_STACK or o.zone == Z_BATTLEFIELD)
                                      and (CARD_TYPES[o.card] & T_CREATURE))):
            return 27                 # suspended in exile, or a creature cast by suspend
        if (o.eot & OE_ONCE_USED) and o.zone != Z_BATTLEFIELD:
            return 24                 # the mark belongs to the permanent (CR 602.5b, 400.7)
        if o.zone != Z_BATTLEFIELD and o.zone != Z_NONE and CARD_UNFLIP[o.card] >= 0:
            return 33                 # only a permanent is flipped (CR 710.4)
        if (o.extra & OX_PROTOTYPED) and ((o.zone != Z_BATTLEFIELD and o.zone != Z_STACK)
                                          or not (CARD_FLAGS[o.card] & CDF_PROTOTYPE)):
            return 14
        if s.decision == D_PRIORITY and o.p1p1 and o.m1m1:
            return 4
        if o.link != NO_OBJECT and (o.zone != Z_BATTLEFIELD or o.link >= MAX_OBJECTS
                                    or s.objects[o.link].zone != Z_EXILE):
            return 15                 # a link (imprint, exile until it leaves) to a card in exile
        if (o.attached and not (CARD_FLAGS[o.card] & CDF_AURA)
                and has_static(o.card, S_ENCHANTED_LAND_TYPE)):
            # a permanent's link to the land its land-type effect applies to (Tide Shaper,
            # OP_LINK_LAND_TYPE): to a land on the battlefield, other than itself
            if (o.zone != Z_BATTLEFIELD or o.attached < ATTACHED_BASE
                    or o.attached > ATTACHED_BASE + MAX_OBJECTS - 1
                    or o.attached == ATTACHED_BASE + i
                    or s.objects[o.attached - ATTACHED_BASE].zone != Z_BATTLEFIELD
                    or not (CARD_TYPES[s.objects[o.attached - ATTACHED_BASE].card] & T_LAND)):
                return 29
        elif o.attached and (o.zone != Z_BATTLEFIELD or not (CARD_FLAGS[o.card] & CDF_AURA)
                           or (o.attached != ATTACH_PENDING
                               and o.attached != ATTACHED_BASE + TGT_PLAYER0
                               and o.attached != ATTACHED_BASE + TGT_PLAYER1
                               and (o.attached > ATTACHED_BASE + MAX_OBJECTS - 1
                                    or s.objects[o.attached - ATTACHED_BASE].zone != Z_BATTLEFIELD))
                           or (o.attached == ATTACH_PENDING and s.decision == D_PRIORITY)):
            return 20
        if o.newer and (o.zone != Z_BATTLEFIELD or not has_static(o.card, S_ENCHANTED_LAND_TYPE)):
            return 20
        for j in range(MAX_OBJECTS):
            if (o.combat >> j) & 1 and not ((s.objects[j].combat >> i) & 1):
                return 7
        j = <int>(o.combat >> ATTACK_SHIFT)
        if j:
            # set as it is declared (step_mask), kept while it attacks (CR 508.1b, 506.4c)
            if not ((o.flags & OF_ATTACKING) or (s.step == STEP_DECLARE_ATTACKERS
                                                 and (s.step_mask >> i) & 1)):
                return 16
            if j != ATTACKS_GONE and (j > MAX_OBJECTS or s.objects[j - 1].zone != Z_BATTLEFIELD
                                      or not (obj_types(s, j - 1) & T_PLANESWALKER)
                                      or s.objects[j - 1].controller == o.controller):
                return 16
    for k in range(s.stack_len):
        if s.stack[k].kind == SI_SPELL and s.objects[s.stack[k].source].zone != Z_STACK:
            return 3
    for p in range(2):
        if s.players[p].life > LIFE_CAP or s.players[p].poison > POISON_TO_LOSE:
            return 5
        if (s.players[p].annex_reveals > DECK_SIZE or s.players[p].forge_reveals > DECK_SIZE
                or s.players[p].tangle_reveals > DECK_SIZE):
            return 17
        if s.players[p].emblems > EMBLEM_CAP:
            return 25
        if s.players[p].pool[M_LAND] and ((s.players[p].pool[M_LAND] & LAND_MANA_AMOUNT) == 0
                                          or (s.players[p].pool[M_LAND] >> LAND_MANA_COLOR_SHIFT) > 4):
            return 31
        if s.decision == D_PRIORITY and (s.players[p].life <= 0 or s.players[p].poison >= POISON_TO_LOSE
                                         or (s.players[p].flags & PF_LOST)):
            return 6
        positions = 0
        count = 0
        for i in range(NUM_DECK_OBJECTS):
            if s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == p:
                count += 1
                if s.objects[i].lib_pos < 32:
                    positions |= 1u << s.objects[i].lib_pos
        if s.decision != D_LIBRARY_ORDER and positions != ((1u << count) - 1):
            return 9
    if s.winner >= 0:
        if s.decision != D_NONE:
            return 11
    elif s.decision == D_NONE or s.decider < 0 or s.decider > 1:
        return 11
    if s.pending_len >= MAX_PENDING:
        return 12
    return 0
